//! LLVM → SPIR-V over the OpenCL C kernel set (issue 6): every
//! `build/testdata/cl/<target>/<opt>/**/*.bc` (clang-22 output for `testdata/cl/**/*.cl` and
//! `testdata/exec/*.cl`, as CL1.2, CL2.0 and CL3.0 where the language allows, built by
//! `scripts/build-testdata`) is translated in-process; each result must pass `spirv-val` for
//! its own version, read back through our reader unchanged, and translate back to LLVM IR
//! with `to_llvm::translate` (which runs the LLVM verifier). Every module is translated again
//! at SPIR-V 1.4 (whose entry-point interfaces list all globals) and checked the same way.
//!
//! 100 % is required: a module the translator reports as unsupported fails the test like a
//! panic, an invalid module or a read-back failure does, and so do a missing or empty corpus
//! and fewer valid translations than [`MIN_VALID`] (a kernel set that shrank). Constructs that
//! have no valid translation (e.g. `write_image*` with a level of detail, which spirv-val
//! 2023.1 rejects) are not in the set; `to_spirv_errors.rs` pins their error messages.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv;
use spirv_llvm_translator::to_llvm;
use spirv_llvm_translator::to_spirv::{self, Options};

/// Valid translations the corpus must reach: the size of the kernel set (raise it as the set
/// grows).
const MIN_VALID: usize = 3060;

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/testdata/cl")
}

/// `spvX.Y` from a module's version word.
fn target_env(module: &spirv::Module) -> String {
    let (major, minor) = module.header.version_pair();
    format!("spv{major}.{minor}")
}

enum Outcome {
    Valid,
    Unsupported(String),
    Invalid(String),
    Panic(String),
}

fn check_one(path: &Path, scratch: &Path) -> Outcome {
    let first = check_with(path, scratch, &Options::default());
    if !matches!(first, Outcome::Valid) {
        return first;
    }
    // Again at SPIR-V 1.4, whose entry points list every global they use.
    let options = Options { min_version: (1, 4), ..Options::default() };
    match check_with(path, scratch, &options) {
        Outcome::Valid => Outcome::Valid,
        Outcome::Unsupported(e) => Outcome::Invalid(format!("at 1.4: {e}")),
        Outcome::Invalid(e) => Outcome::Invalid(format!("at 1.4: {e}")),
        Outcome::Panic(e) => Outcome::Panic(format!("at 1.4: {e}")),
    }
}

fn check_with(path: &Path, scratch: &Path, options: &Options) -> Outcome {
    let bytes = std::fs::read(path).expect("read corpus file");
    let result = std::panic::catch_unwind(|| to_spirv::translate_bytes(&bytes, options));
    let module = match result {
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            return Outcome::Panic(msg);
        }
        Ok(Err(e)) => return Outcome::Unsupported(e.to_string()),
        Ok(Ok(m)) => m,
    };
    let words = match spirv::write_bytes(&module) {
        Ok(w) => w,
        Err(e) => return Outcome::Invalid(format!("writer: {e}")),
    };
    let back = match spirv::read_bytes(&words) {
        Ok(back) if back == module => back,
        Ok(_) => return Outcome::Invalid("reads back differently".into()),
        Err(e) => return Outcome::Invalid(format!("our reader rejects it: {e}")),
    };
    std::fs::write(scratch, &words).expect("write scratch module");
    if let Err(text) = support::spirv_val(scratch, &target_env(&module)) {
        return Outcome::Invalid(text.lines().take(3).collect::<Vec<_>>().join(" | "));
    }
    // Read back by spirv2llvm, whose `translate` runs the LLVM verifier on its output.
    let readback = || {
        let ctx = Context::new();
        to_llvm::translate(&back, &ctx, &to_llvm::Options::default()).map(|_| ())
    };
    match std::panic::catch_unwind(readback) {
        Ok(Ok(())) => Outcome::Valid,
        Ok(Err(e)) => Outcome::Invalid(format!("spirv2llvm: {e}")),
        Err(_) => Outcome::Panic("spirv2llvm panicked".into()),
    }
}

#[derive(Default)]
struct Tally {
    valid: usize,
    unsupported: usize,
    invalid: usize,
    panics: usize,
}

#[test]
fn corpus_translates_to_valid_spirv() {
    let root = corpus_root();
    let mut files: Vec<PathBuf> = support::walk(&root).into_iter().filter(|p| p.extension().is_some_and(|x| x == "bc")).collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "no bitcode under {} (run ./scripts/build-testdata first)",
        root.display()
    );
    let results: Vec<(PathBuf, Outcome)> = support::on_two_workers(&files, "to-spirv-corpus", &check_one);

    let mut groups: BTreeMap<String, Tally> = BTreeMap::new();
    let mut total = Tally::default();
    let mut unsupported = Vec::new();
    let mut bad = Vec::new();
    for (path, outcome) in &results {
        let rel = path.strip_prefix(&root).unwrap_or(path);
        let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned());
        let group = format!("{}/{}", parts.next().unwrap_or_default(), parts.next().unwrap_or_default());
        let g = groups.entry(group).or_default();
        match outcome {
            Outcome::Valid => {
                g.valid += 1;
                total.valid += 1;
            }
            Outcome::Unsupported(e) => {
                g.unsupported += 1;
                total.unsupported += 1;
                unsupported.push(format!("{}: {e}", rel.display()));
            }
            Outcome::Invalid(e) => {
                g.invalid += 1;
                total.invalid += 1;
                bad.push(format!("INVALID {}: {e}", rel.display()));
            }
            Outcome::Panic(e) => {
                g.panics += 1;
                total.panics += 1;
                bad.push(format!("PANIC {}: {e}", rel.display()));
            }
        }
    }
    println!("LLVM -> SPIR-V corpus ({} modules):", results.len());
    for (group, t) in &groups {
        println!(
            "  {group:<12} valid {:>3}  unsupported {:>3}  invalid {:>3}  panics {:>3}",
            t.valid, t.unsupported, t.invalid, t.panics
        );
    }
    println!(
        "  {:<12} valid {:>3}  unsupported {:>3}  invalid {:>3}  panics {:>3}",
        "total", total.valid, total.unsupported, total.invalid, total.panics
    );
    for u in &unsupported {
        println!("  unsupported: {u}");
    }
    for b in &bad {
        println!("  {b}");
    }
    assert!(bad.is_empty(), "{} modules panicked or came out invalid:\n{}", bad.len(), bad.join("\n"));
    assert!(
        unsupported.is_empty(),
        "{} modules are not translated (100 % of the kernel set must be):\n{}",
        unsupported.len(),
        unsupported.join("\n")
    );
    assert!(
        total.valid >= MIN_VALID,
        "only {} of {} modules translate to valid SPIR-V (need {MIN_VALID})",
        total.valid,
        results.len()
    );
}
