//! File tests of SPIR-V → LLVM: every `testdata/to_llvm/**/NAME.spvasm` is a small hand-written
//! Kernel module covering one thing, with its expected LLVM IR committed next to it as
//! `NAME.ll`.
//!
//! Each input starts with a line saying what it covers and carries a target env (directives
//! are read by `support::file_tests`, the skeleton shared with `to_spirv_files.rs`):
//!
//! ```text
//! ; <what the module covers>
//! ; TARGET-ENV: spv1.x
//! ```
//!
//! and may carry `; ERROR: <substring>` on any line, in which case translation must fail
//! with an error whose `Display` contains the substring (and no `.ll` may sit next to it), and
//! `; OPTIONS: <flags>` on any line: `spirv2llvm` flags that set the [`Options`] of the
//! translation (`--spirv-target-env=SPV-IR|CL1.2|CL2.0`, `--spirv-builtin-format=call|global`,
//! `--spirv-emit-function-ptr-addr-space`, `--spirv-preserve-auxdata`,
//! `--preserve-ocl-kernel-arg-type-metadata-through-string`).
//! `; CL-SOURCE: <line>` lines (with an OpenCL C target env) hold OpenCL C that means the same
//! as the module: clang-22 compiles them (`-cl-std` of the target env, `spir` or `spir64` by
//! the addressing model, `-O0`) and the functions it declares must be exactly the ones the
//! translation declares, with the same types.
//! `; INVALID-INPUT: <substring>` marks an input that reproduces what another producer writes
//! and the validators reject, which the reverse reads anyway: Debian's `spirv-val` must reject
//! it with a message containing the substring (step 1 then checks exactly that).
//!
//! For every input the test
//! 1. checks that `spirv-as` and `spirv-val` accept it at its target env (the validator is the
//!    referee: a case that is not valid SPIR-V tests nothing);
//! 2. assembles it with our assembler at that version and translates it with
//!    [`to_llvm::translate`], which runs the LLVM verifier;
//! 3. compares the printed module with `NAME.ll` (`BLESS=1` rewrites the expected files and
//!    deletes orphaned ones instead);
//! 4. feeds every `@_Z…` symbol of all outputs to one `llvm-cxxfilt` call: each must demangle,
//!    to a name that starts with the identifier the mangling encodes.
//!
//! Missing tools and an empty corpus fail the test.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use support::file_tests;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv::{self, AsmOptions};
use spirv_llvm_translator::to_llvm::{self, BuiltinFormat, Options, TargetEnv};

/// Fewer inputs than this means the corpus went missing.
const MIN_CASES: usize = 150;

/// The directives of one input file.
struct Case {
    path: PathBuf,
    text: String,
    /// `(major, minor)` from `; TARGET-ENV: spvX.Y`.
    version: (u8, u8),
    expect_error: Option<String>,
    /// From `; OPTIONS:`.
    options: Options,
    /// From `; CL-SOURCE:` lines, joined.
    cl_source: String,
    /// From `; INVALID-INPUT:`: what Debian's validator says of an input that reproduces what
    /// another producer writes and the validators reject (it must say exactly that).
    invalid_input: Option<String>,
}

impl Case {
    fn env(&self) -> String {
        format!("spv{}.{}", self.version.0, self.version.1)
    }

    fn expected_path(&self) -> PathBuf {
        self.path.with_extension("ll")
    }

    fn rel(&self) -> String {
        rel(&self.path)
    }
}

/// `path` relative to the corpus directory, for messages.
fn rel(path: &Path) -> String {
    path.strip_prefix(corpus_dir()).unwrap_or(path).display().to_string()
}

/// The outcome of one input: failures found, and the `@_Z…` symbols of its output.
#[derive(Default)]
struct Outcome {
    failures: Vec<String>,
    symbols: BTreeSet<String>,
    blessed: bool,
}

fn corpus_dir() -> PathBuf {
    support::root().join("testdata/to_llvm")
}

fn parse_case(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let mut version = None;
    let mut expect_error = None;
    let mut options = Options::default();
    let mut cl_source = String::new();
    let mut invalid_input = None;
    for (name, value) in file_tests::directives(&text, "; ")? {
        match name {
            "TARGET-ENV" => {
                let env = value.strip_prefix("spv").ok_or_else(|| format!("bad TARGET-ENV `{value}` (spv1.x)"))?;
                let parsed = env.split_once('.').and_then(|(a, b)| Some((a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)));
                version = Some(parsed.ok_or_else(|| format!("bad TARGET-ENV `{value}`"))?);
            }
            "ERROR" => expect_error = Some(file_tests::expected_error(value)?),
            "OPTIONS" => parse_options(value, &mut options)?,
            "INVALID-INPUT" if !value.trim().is_empty() => invalid_input = Some(value.trim().to_owned()),
            "CL-SOURCE" => {
                cl_source.push_str(value);
                cl_source.push('\n');
            }
            _ => return Err(format!("unknown directive `{name}:`")),
        }
    }
    let version = version.ok_or("a case needs `; TARGET-ENV: spv1.x`")?;
    if !cl_source.is_empty() && options.target_env == TargetEnv::SpvIr {
        return Err("CL-SOURCE needs an OpenCL C target env in OPTIONS".into());
    }
    Ok(Case { path: path.to_path_buf(), text, version, expect_error, options, cl_source, invalid_input })
}

/// Sets the [`Options`] an `OPTIONS:` directive gives.
fn parse_options(value: &str, options: &mut Options) -> Result<(), String> {
    for flag in value.split_whitespace() {
        match flag.split_once('=') {
            Some(("--spirv-target-env", env)) => {
                options.target_env = match env {
                    "SPV-IR" => TargetEnv::SpvIr,
                    "CL1.2" => TargetEnv::Cl12,
                    "CL2.0" => TargetEnv::Cl20,
                    other => return Err(format!("unknown target env `{other}` in OPTIONS")),
                }
            }
            Some(("--spirv-builtin-format", format)) => {
                options.builtin_format = match format {
                    "call" => BuiltinFormat::Call,
                    "global" => BuiltinFormat::Global,
                    other => return Err(format!("unknown builtin format `{other}` in OPTIONS")),
                }
            }
            None if flag == "--spirv-emit-function-ptr-addr-space" => options.function_pointer_address_space = true,
            None if flag == "--spirv-preserve-auxdata" => options.preserve_aux_data = true,
            None if flag == "--preserve-ocl-kernel-arg-type-metadata-through-string" => options.kernel_arg_strings = true,
            _ => return Err(format!("unknown flag `{flag}` in OPTIONS")),
        }
    }
    Ok(())
}
/// The `declare` lines of printed IR other than intrinsics, without the attributes and
/// qualifiers clang adds that the translation does not (`dso_local`, `noundef`, attribute
/// groups), sorted.
fn declarations(ir: &str) -> Vec<String> {
    let mut out: Vec<String> = ir
        .lines()
        .filter(|l| l.starts_with("declare ") && !l.contains("@llvm."))
        .map(|l| {
            let l = l.replace("dso_local ", "").replace(" local_unnamed_addr", "").replace("noundef ", "").replace(" noundef", "");
            match l.rfind(" #") {
                Some(i) if l[i + 2..].bytes().all(|b| b.is_ascii_digit()) => l[..i].to_string(),
                _ => l,
            }
        })
        .collect();
    out.sort();
    out
}

/// Compiles a case's `CL-SOURCE` with clang-22 and compares its declarations with `ours`.
fn check_against_clang(case: &Case, ours: &str, scratch: &Path, n: usize) -> Result<(), String> {
    let std = if case.options.target_env == TargetEnv::Cl12 { "CL1.2" } else { "CL2.0" };
    let triple = if case.text.contains("OpMemoryModel Physical32") { "spir-unknown-unknown" } else { "spir64-unknown-unknown" };
    let src = scratch.join(format!("{n}.cl"));
    std::fs::write(&src, &case.cl_source).map_err(|e| e.to_string())?;
    let clang = support::llvm_tool("clang");
    let std_flag = format!("-cl-std={std}");
    let args = [
        std_flag.as_str(), "-target", triple, "-emit-llvm", "-S", "-O0", "-Xclang", "-finclude-default-header",
        "-Xclang", "-cl-ext=+all", src.to_str().unwrap(), "-o", "-",
    ];
    let result = support::run(&clang, &args, None);
    let _ = std::fs::remove_file(&src);
    let theirs = declarations(&String::from_utf8_lossy(&result.map_err(|e| format!("clang -cl-std={std}: {e}"))?));
    let ours = declarations(ours);
    if theirs == ours {
        return Ok(());
    }
    let only = |a: &[String], b: &[String]| a.iter().filter(|x| !b.contains(x)).map(|x| format!("\n    {x}")).collect::<String>();
    Err(format!("declarations differ from clang-22's for CL-SOURCE:\n  only clang's:{}\n  only ours:{}", only(&theirs, &ours), only(&ours, &theirs)))
}

/// `spirv-as` then `spirv-val`, both at the case's target env.
fn check_with_spirv_tools(case: &Case, scratch: &Path, n: usize) -> Result<(), String> {
    let env = case.env();
    let binary = support::spirv_as(case.text.as_bytes(), &env, false).map_err(|e| format!("spirv-as --target-env {env}: {e}"))?;
    let spv = scratch.join(format!("{n}.spv"));
    std::fs::write(&spv, &binary).map_err(|e| e.to_string())?;
    // Inputs only need Debian's validator: some reproduce what other tools write and 2025.5
    // rejects (LLVM's SPIR-V backend's non-power-of-two `Aligned`); our outputs pass both.
    // Inputs that use extensions newer than 2023.1 are judged by 2025.5 (`support::predates`).
    let mut result = support::run("spirv-val", &["--target-env", &env, spv.to_str().unwrap()], None);
    if result.as_ref().is_err_and(|e| support::predates(e)) {
        let newer = support::validators()[1].to_string_lossy().into_owned();
        result = support::run(&newer, &["--target-env", &env, spv.to_str().unwrap()], None);
    }
    if result.as_ref().is_err_and(|e| support::function_pointer_exemption(&spv, e) || support::internal_error(e)) {
        result = Ok(Vec::new());
    }
    // `NonSemantic.AuxData` forward-references functions, as the Khronos translator writes it:
    // the input without those instructions must pass (`support::spirv_val`).
    if result.as_ref().is_err_and(|e| e.contains("has not been defined")) {
        if let Some(stripped) = support::without_aux_data(&support::words(&binary)) {
            std::fs::write(&spv, stripped.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).map_err(|e| e.to_string())?;
            result = support::run("spirv-val", &["--target-env", &env, spv.to_str().unwrap()], None);
        }
    }
    // No validator takes `SPV_INTEL_memory_access_aliasing`'s declarations where producers
    // write them: the input without them must pass (`support::without_aliasing`).
    if result.as_ref().is_err_and(|e| e.contains("DeclINTEL must appear in a block")) {
        if let Some(stripped) = support::without_aliasing(&support::words(&binary)) {
            std::fs::write(&spv, stripped.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).map_err(|e| e.to_string())?;
            result = support::run("spirv-val", &["--target-env", &env, spv.to_str().unwrap()], None);
        }
    }
    let _ = std::fs::remove_file(&spv);
    result.map(|_| ()).map_err(|e| format!("spirv-val --target-env {env}: {e}"))
}

/// Every `@_Z…` symbol in printed IR.
fn mangled_symbols(ir: &str, out: &mut BTreeSet<String>) {
    let mut rest = ir;
    while let Some(at) = rest.find("@_Z") {
        let tail = &rest[at + 1..];
        let end = tail.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')).unwrap_or(tail.len());
        out.insert(tail[..end].to_string());
        rest = &tail[end..];
    }
}

fn run_case(case: &Case, scratch: &Path, n: usize, bless: bool) -> Outcome {
    let mut o = Outcome::default();
    let name = case.rel();
    match (check_with_spirv_tools(case, scratch, n), &case.invalid_input) {
        (Ok(()), None) => {}
        (Err(e), Some(expected)) if e.contains(expected.as_str()) => {}
        (Err(e), _) => {
            o.failures.push(format!("{name}: rejected by SPIRV-Tools: {e}"));
            return o;
        }
        (Ok(()), Some(expected)) => {
            o.failures.push(format!("{name}: SPIRV-Tools accepts it, but INVALID-INPUT says it rejects it ({expected})"));
            return o;
        }
    }
    let options = AsmOptions { version: case.version, preserve_numeric_ids: false };
    let module = match spirv::assemble(&case.text, &options) {
        Ok(m) => m,
        Err(e) => {
            o.failures.push(format!("{name}: our assembler rejects it: {e}"));
            return o;
        }
    };
    let ctx = Context::new();
    let result = to_llvm::translate(&module, &ctx, &case.options);
    let expected_path = case.expected_path();
    match (&case.expect_error, result) {
        (Some(want), Ok(_)) => o.failures.push(format!("{name}: translated, but an error containing `{want}` was expected")),
        (Some(want), Err(e)) => {
            let (failures, removed) = file_tests::check_error(&name, &e.to_string(), want, &expected_path, bless, &rel(&expected_path));
            o.failures.extend(failures);
            o.blessed = removed;
        }
        (None, Err(e)) => o.failures.push(format!("{name}: translation failed: {e}")),
        (None, Ok(ir)) => {
            let text = ir.print_to_string();
            mangled_symbols(&text, &mut o.symbols);
            if !case.cl_source.is_empty() {
                if let Err(e) = check_against_clang(case, &text, scratch, n) {
                    o.failures.push(format!("{name}: {e}"));
                }
            }
            match file_tests::check_expected(&name, &text, &expected_path, bless, &rel(&expected_path)) {
                Ok(rewritten) => o.blessed = rewritten,
                Err(e) => o.failures.push(e),
            }
        }
    }
    o
}

/// `<length><identifier>` right after `_Z` (and an optional `N`/`L`), or `None`.
fn source_name(symbol: &str) -> Option<&str> {
    let s = symbol.strip_prefix("_Z")?;
    let s = s.strip_prefix('L').unwrap_or(s);
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let len: usize = s[..digits].parse().ok()?;
    s.get(digits..digits + len)
}

/// One `llvm-cxxfilt` call over every symbol (each mapped to the first case that uses it): each
/// must demangle to something that starts with the identifier its mangling encodes.
fn check_demangling(symbols: &BTreeMap<String, String>) -> Vec<String> {
    if symbols.is_empty() {
        return vec!["no @_Z symbols in any output: the corpus lost its builtin calls".into()];
    }
    let tool = support::llvm_tool("llvm-cxxfilt");
    let input: String = symbols.keys().map(|s| format!("{s}\n")).collect();
    let out = match support::run(&tool, &[], Some(input.as_bytes())) {
        Ok(o) => String::from_utf8_lossy(&o).into_owned(),
        Err(e) => return vec![format!("{tool} failed: {e}")],
    };
    let lines: Vec<&str> = out.lines().collect();
    if lines.len() != symbols.len() {
        return vec![format!("llvm-cxxfilt returned {} lines for {} symbols", lines.len(), symbols.len())];
    }
    let mut failures = Vec::new();
    for ((sym, case), demangled) in symbols.iter().zip(lines) {
        if demangled == sym {
            failures.push(format!("{case}: llvm-cxxfilt cannot demangle {sym}"));
        } else if let Some(name) = source_name(sym) {
            // A function template's mangling encodes its return type, which comes first.
            let template = demangled.contains(&format!(" {name}<"));
            if !demangled.starts_with(name) && !template {
                failures.push(format!("{case}: {sym} demangles to `{demangled}`, not to a `{name}` function"));
            }
        }
    }
    failures
}

#[test]
fn to_llvm_file_tests() {
    let started = std::time::Instant::now();
    let bless = file_tests::bless();
    let dir = corpus_dir();
    let mut files = support::walk(&dir);
    files.sort();
    let inputs: Vec<&PathBuf> = files.iter().filter(|p| p.extension().is_some_and(|e| e == "spvasm")).collect();
    let mut failures = file_tests::stale_expected(&files, "ll", &["spvasm"], bless, &rel);
    assert!(
        inputs.len() >= MIN_CASES,
        "{} holds {} .spvasm cases, fewer than {MIN_CASES}: the corpus is missing",
        dir.display(),
        inputs.len()
    );
    let mut cases = Vec::new();
    for p in &inputs {
        match parse_case(p) {
            Ok(c) => cases.push(c),
            Err(e) => failures.push(format!("{}: {e}", rel(p))),
        }
    }
    let scratch = std::env::temp_dir().join(format!("to-llvm-files-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    // Up to four workers: each case spawns two SPIRV-Tools processes, which dominate the run time.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let outcomes: Vec<(usize, Outcome)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (cases, scratch) = (&cases, &scratch);
                s.spawn(move || {
                    (w..cases.len()).step_by(workers).map(|i| (i, run_case(&cases[i], scratch, i, bless))).collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(usize, Outcome)> = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().collect()
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let mut symbols = BTreeMap::new();
    let mut blessed = 0;
    for (i, o) in outcomes {
        failures.extend(o.failures);
        for s in o.symbols {
            symbols.entry(s).or_insert_with(|| cases[i].rel());
        }
        blessed += usize::from(o.blessed);
    }
    failures.extend(check_demangling(&symbols));
    let errors = cases.iter().filter(|c| c.expect_error.is_some()).count();
    eprintln!(
        "{} cases ({} translated, {errors} error paths), {} distinct mangled builtins, {} failures{}, {:.1?}",
        cases.len(),
        cases.len() - errors,
        symbols.len(),
        failures.len(),
        if bless { format!(", {blessed} expected files rewritten") } else { String::new() },
        started.elapsed()
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
