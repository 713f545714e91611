//! Conformance against clang-22 and llvm-cxxfilt.
//!
//! Compiles every OpenCL C kernel file in `testdata/cl/builtins/` with clang-22 (once per
//! `// RUN-CL-STD: <std> [cc1 options]` line at the top of the file), collects the undefined
//! `_Z` symbols with `llvm-nm`, and checks for each distinct symbol that
//! 1. it demangles,
//! 2. it re-mangles to the identical string,
//! 3. a `__spirv_*` name parses and re-formats to the identical string,
//! 4. `demangle_for_display` prints what `llvm-cxxfilt` prints.
//!
//! and that every prefix of every symbol is an error or a symbol that re-mangles to itself.
//!
//! The test fails, never skips, if clang or the kernel set is missing, or if a kernel file
//! yields no symbol without saying so (`// EXPECT-NO-SYMBOLS`). Run with `--nocapture` to see
//! the counts.

#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use spirv_llvm_mangling::{SpirvBuiltinName, demangle, demangle_for_display, mangle};

const RUN_DIRECTIVE: &str = "// RUN-CL-STD:";
const NO_SYMBOLS_DIRECTIVE: &str = "// EXPECT-NO-SYMBOLS";

struct Run {
    file: PathBuf,
    expect_symbols: bool,
    std: String,
    cc1_options: Vec<String>,
}

fn kernel_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/cl/builtins")
}

/// Every compilation the kernel set asks for.
fn runs() -> Vec<Run> {
    let dir = kernel_dir();
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("kernel set {} missing: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "cl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .cl files in {}", dir.display());
    let mut runs = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("read kernel file");
        let header: Vec<&str> = text
            .lines()
            .take_while(|line| line.starts_with("//"))
            .collect();
        let expect_symbols = !header.contains(&NO_SYMBOLS_DIRECTIVE);
        let directives: Vec<&str> = header
            .iter()
            .filter_map(|line| line.strip_prefix(RUN_DIRECTIVE))
            .collect();
        assert!(
            !directives.is_empty(),
            "{} has no `{RUN_DIRECTIVE}` line in its leading comment",
            file.display()
        );
        for directive in directives {
            let mut words = directive.split_whitespace().map(str::to_string);
            let std = words.next().expect("a CL standard after RUN-CL-STD:");
            runs.push(Run {
                file: file.clone(),
                expect_symbols,
                std,
                cc1_options: words.collect(),
            });
        }
    }
    runs
}

/// The undefined `_Z` symbols of one compilation.
fn compile(run: &Run, index: usize) -> Vec<String> {
    let bitcode = std::env::temp_dir().join(format!(
        "spirv-llvm-mangling-{}-{index}.bc",
        std::process::id()
    ));
    let mut clang = Command::new(common::llvm_tool("clang"));
    clang
        .arg(format!("-cl-std={}", run.std))
        .args([
            "-target",
            "spir64-unknown-unknown",
            "-emit-llvm",
            "-c",
            "-O0",
        ])
        .args([
            "-Xclang",
            "-finclude-default-header",
            "-Xclang",
            "-cl-ext=+all",
        ]);
    for option in &run.cc1_options {
        clang.args(["-Xclang", option]);
    }
    let out = clang
        .arg(&run.file)
        .arg("-o")
        .arg(&bitcode)
        .output()
        .expect("run clang");
    assert!(
        out.status.success(),
        "clang -cl-std={} {} failed:\n{}",
        run.std,
        run.file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let nm = Command::new(common::llvm_tool("llvm-nm"))
        .arg("--undefined-only")
        .arg(&bitcode)
        .output()
        .expect("run llvm-nm");
    let _ = std::fs::remove_file(&bitcode);
    assert!(
        nm.status.success(),
        "llvm-nm failed on {}",
        run.file.display()
    );
    String::from_utf8(nm.stdout)
        .expect("llvm-nm prints UTF-8")
        .lines()
        .filter_map(|line| line.split_whitespace().last())
        .filter(|symbol| symbol.starts_with("_Z"))
        .map(str::to_string)
        .collect()
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Distinct symbols, each with the kernel files that yield it; and the files that should
/// yield symbols.
fn kernel_symbols() -> (BTreeMap<String, Vec<String>>, Vec<String>) {
    let runs = runs();
    let mut expecting: Vec<String> = runs
        .iter()
        .filter(|run| run.expect_symbols)
        .map(|run| file_name(&run.file))
        .collect();
    expecting.dedup();
    let symbols = Mutex::new(BTreeMap::<String, Vec<String>>::new());
    let next = Mutex::new(0usize);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let index = {
                        let mut next = next.lock().expect("lock");
                        *next += 1;
                        *next - 1
                    };
                    let Some(run) = runs.get(index) else { break };
                    let file = file_name(&run.file);
                    for symbol in compile(run, index) {
                        let mut symbols = symbols.lock().expect("lock");
                        let files = symbols.entry(symbol).or_default();
                        if !files.contains(&file) {
                            files.push(file.clone());
                        }
                    }
                }
            });
        }
    });
    (symbols.into_inner().expect("lock"), expecting)
}

#[test]
fn every_kernel_symbol_demangles_remangles_and_displays_like_cxxfilt() {
    let (symbols, expecting) = kernel_symbols();
    assert!(!symbols.is_empty(), "the kernel set yields no `_Z` symbol");
    let list: Vec<String> = symbols.keys().cloned().collect();
    let expected_display = common::cxxfilt(&list);

    let mut failures = Vec::new();
    let (mut demangled, mut remangled, mut spirv_names, mut spirv_ok, mut displayed) =
        (0, 0, 0, 0, 0);
    let mut cxxfilt_agrees_with_clang = 0;
    let mut cxxfilt_differs = Vec::new();
    for (symbol, expected) in list.iter().zip(&expected_display) {
        match demangle(symbol) {
            Ok(sig) => {
                demangled += 1;
                match mangle(&sig) {
                    Ok(again) if again == *symbol => remangled += 1,
                    other => failures.push(format!("{symbol}: re-mangles to {other:?}")),
                }
                if sig.to_string() == *expected {
                    cxxfilt_agrees_with_clang += 1;
                } else {
                    cxxfilt_differs.push(format!(
                        "{symbol}\n    clang:        {sig}\n    llvm-cxxfilt: {expected}"
                    ));
                }
                if sig.name.starts_with("__spirv_") {
                    spirv_names += 1;
                    match SpirvBuiltinName::parse(&sig.name) {
                        // The older `__spirv_ocl_{name}__R{type}` spelling is read and
                        // written back as the reference translator's `_R{type}`.
                        Ok(name) if name.to_string() == sig.name.replace("__R", "_R") => spirv_ok += 1,
                        other => failures.push(format!("{}: name parses to {other:?}", sig.name)),
                    }
                }
            }
            Err(err) => failures.push(format!("{symbol}: {err}")),
        }
        let display = demangle_for_display(symbol);
        if display == *expected {
            displayed += 1;
        } else {
            failures.push(format!(
                "{symbol}: displays {display:?}, llvm-cxxfilt {expected:?}"
            ));
        }
    }

    let mut per_file: BTreeMap<&str, usize> =
        expecting.iter().map(|file| (file.as_str(), 0)).collect();
    for files in symbols.values() {
        for file in files {
            *per_file.entry(file).or_default() += 1;
        }
    }
    println!("kernel set: {} distinct `_Z` symbols", list.len());
    for (file, count) in &per_file {
        println!("  {file}: {count}");
    }
    println!("demangle ok:                 {demangled}/{}", list.len());
    println!("re-mangle identical:         {remangled}/{}", list.len());
    println!("__spirv_ names re-formatted: {spirv_ok}/{spirv_names}");
    println!("display == llvm-cxxfilt:     {displayed}/{}", list.len());
    let truncations = check_truncations(&list, &mut failures);
    println!("truncations handled:         {truncations}");
    for (file, count) in &per_file {
        if *count == 0 {
            failures.push(format!("{file} yields no `_Z` symbol"));
        }
    }
    println!(
        "llvm-cxxfilt reads them as clang meant: {cxxfilt_agrees_with_clang}/{} (informational)",
        list.len()
    );
    for example in cxxfilt_differs.iter().take(4) {
        println!("  {example}");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every proper prefix of every symbol: an error, or a symbol that re-mangles to itself; and
/// never a panic in the display path. Returns how many prefixes were checked.
fn check_truncations(symbols: &[String], failures: &mut Vec<String>) -> usize {
    let mut checked = 0;
    for symbol in symbols {
        for cut in 0..symbol.len() {
            let prefix = &symbol[..cut];
            checked += 1;
            match demangle(prefix) {
                Ok(sig) => match mangle(&sig) {
                    Ok(again) if again == prefix => {}
                    other => failures.push(format!("prefix {prefix}: re-mangles to {other:?}")),
                },
                Err(err) => {
                    if err.position().is_none_or(|pos| pos > prefix.len()) {
                        failures.push(format!("prefix {prefix}: error {err} points outside"));
                    }
                }
            }
            let _ = demangle_for_display(prefix);
        }
    }
    checked
}
