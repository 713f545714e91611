//! SPIR-V → LLVM → SPIR-V: every valid module of the SPIR-V corpus (`build/testdata/spvasm`,
//! `llvm-spirv-15`, `llc`) is read back into LLVM IR by `to_llvm` (SPIR-V friendly IR with
//! `__spirv_*` builtins), and that IR translated again by `to_spirv`; the result must pass
//! `spirv-val`. Modules `to_llvm` does not take are skipped (that direction has its own
//! tests); a panic or an invalid result fails, and so does an empty corpus or fewer round trips
//! than [`MIN_ROUND_TRIPS`].

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use std::path::{Path, PathBuf};

use spirv_llvm_translator::{llvm, spirv, to_llvm, to_spirv};

/// Round trips that must come out valid (raise as coverage grows).
const MIN_ROUND_TRIPS: usize = 585;

fn spirv_val(bytes: &[u8], env: (u8, u8), scratch: &Path) -> Result<(), String> {
    std::fs::write(scratch, bytes).expect("write scratch module");
    support::spirv_val(scratch, &format!("spv{}.{}", env.0, env.1))
        .map_err(|e| e.lines().take(2).collect::<Vec<_>>().join(" | "))
}

enum Outcome {
    /// The source is invalid, or `to_llvm` does not take it.
    Skipped,
    Valid,
    Unsupported(String),
    Invalid(String),
    Panic,
}

fn round_trip(path: &Path, scratch: &Path) -> Outcome {
    let bytes = std::fs::read(path).expect("read corpus file");
    let Ok(source) = spirv::read_bytes(&bytes) else { return Outcome::Skipped };
    if spirv_val(&bytes, source.header.version_pair(), scratch).is_err() {
        return Outcome::Skipped;
    }
    let result = std::panic::catch_unwind(|| {
        let ctx = llvm::Context::new();
        let Ok(ir) = to_llvm::translate(&source, &ctx, &to_llvm::Options::default()) else { return None };
        Some(to_spirv::translate(&ir, &to_spirv::Options::default()))
    });
    match result {
        Err(_) => Outcome::Panic,
        Ok(None) => Outcome::Skipped,
        Ok(Some(Err(e))) => Outcome::Unsupported(e.to_string()),
        Ok(Some(Ok(module))) => match spirv::write_bytes(&module) {
            Err(e) => Outcome::Invalid(format!("writer: {e}")),
            Ok(out) => match spirv_val(&out, module.header.version_pair(), scratch) {
                Ok(()) => Outcome::Valid,
                Err(e) => Outcome::Invalid(e),
            },
        },
    }
}

#[test]
fn spirv_llvm_spirv_round_trips_stay_valid() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/testdata");
    let mut files: Vec<PathBuf> = ["spvasm", "llvm-spirv-15", "llc"]
        .iter()
        .flat_map(|dir| support::walk(&root.join(dir)))
        .filter(|p| p.extension().is_some_and(|x| x == "spv"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no SPIR-V under {} (run ./scripts/build-testdata first)", root.display());
    let results: Vec<(PathBuf, Outcome)> = support::on_two_workers(&files, "to-spirv-roundtrip", &round_trip);
    let (mut valid, mut skipped) = (0, 0);
    let mut unsupported = Vec::new();
    let mut bad = Vec::new();
    for (path, outcome) in &results {
        let rel = path.strip_prefix(&root).unwrap_or(path).display().to_string();
        match outcome {
            Outcome::Skipped => skipped += 1,
            Outcome::Valid => valid += 1,
            Outcome::Unsupported(e) => unsupported.push(format!("{rel}: {e}")),
            Outcome::Invalid(e) => bad.push(format!("INVALID {rel}: {e}")),
            Outcome::Panic => bad.push(format!("PANIC {rel}")),
        }
    }
    println!(
        "SPIR-V -> LLVM -> SPIR-V: {} modules, {valid} valid, {} unsupported, {} invalid or panicked, {skipped} skipped",
        results.len(),
        unsupported.len(),
        bad.len()
    );
    for u in &unsupported {
        println!("  unsupported: {u}");
    }
    for b in &bad {
        println!("  {b}");
    }
    assert!(bad.is_empty(), "{} round trips panicked or came out invalid:\n{}", bad.len(), bad.join("\n"));
    assert!(valid >= MIN_ROUND_TRIPS, "only {valid} round trips came out valid (need {MIN_ROUND_TRIPS})");
}
