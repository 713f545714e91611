//! File tests of LLVM → SPIR-V: every `testdata/to_spirv/<family>/NAME.ll` (LLVM IR text as
//! clang-22 emits it for `spir`/`spir64` OpenCL C, or SPIR-V-friendly IR with `__spirv_*`
//! calls) or `NAME.cl` (OpenCL C, compiled here by clang-22) covers one mapping, with the
//! expected SPIR-V committed next to it as `NAME.spvasm` (our disassembly, friendly names).
//!
//! Directives are comment lines of the input (`;` in `.ll`, `//` in `.cl`):
//!
//! ```text
//! ; <what the case covers>                               (line 1)
//! ; OPTIONS: --spirv-max-version=1.2 --spirv-ext=+all    (optional: llvm2spirv's flags)
//! ; ERROR: <substring>                                   (optional: translation must fail)
//! // CLANG: -cl-std=CL2.0 -O2                            (.cl only, required: clang flags)
//! ```
//!
//! `OPTIONS` takes the flags of `llvm2spirv` (`--spirv-max-version`, `--spirv-ext`,
//! `--spirv-allow-unknown-intrinsics[=PREFIXES]`, `--spirv-debug-info-version`), parsed by
//! the library's own parsers, plus `--spirv-min-version` for [`Options::min_version`].
//!
//! For every input the test
//! 1. translates it in-process with [`to_spirv::translate_bytes`] (a `.cl` is compiled first
//!    with `clang -target spir64-unknown-unknown -emit-llvm -c -Xclang -finclude-default-header`
//!    and its `CLANG:` flags);
//! 2. for `ERROR:` cases, checks that translation fails with a message containing the
//!    substring, and that no expected file exists;
//! 3. otherwise translates it a second time and requires the same module (no dependence on
//!    hash order), writes the module and runs `spirv-val --target-env spvX.Y` with the version
//!    of the module's header (the validator is the referee);
//! 4. compares the disassembly with `NAME.spvasm`, showing a line diff on a mismatch
//!    (`BLESS=1` rewrites the expected files and deletes orphaned ones instead).
//!
//! Missing tools, a missing family directory, a family with fewer than [`MIN_PER_FAMILY`]
//! inputs or fewer than [`MIN_CASES`] inputs in all fail the test.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use support::file_tests;

use std::path::{Path, PathBuf};

use spirv_llvm_translator::spirv::{self, DisOptions};
use spirv_llvm_translator::to_spirv::{self, Extensions, Options};

/// Fewer inputs than this means the corpus went missing.
const MIN_CASES: usize = 90;

/// Fewer inputs than this in one family means the family went missing.
const MIN_PER_FAMILY: usize = 3;

/// The mapping families, one directory each.
const FAMILIES: &[&str] = &[
    "types",
    "shader",
    "debug_info",
    "legalize",
    "constants",
    "globals",
    "functions",
    "arithmetic",
    "conversions",
    "memory",
    "control_flow",
    "composites",
    "intrinsics",
    "builtins_workitem",
    "builtins_math",
    "builtins_integer",
    "builtins_relational",
    "vload_vstore",
    "atomics",
    "barriers",
    "groups",
    "async_copy",
    "printf",
    "images",
    "pipes",
    "enqueue",
    "metadata",
    "spirv_friendly",
    "odd_widths",
    "typed_pointer_objects",
    "extensions",
];

/// One input file and its directives.
struct Case {
    path: PathBuf,
    /// Whether the input is OpenCL C (compiled by clang first).
    is_cl: bool,
    options: Options,
    /// `CLANG:` flags (`.cl` only).
    clang_flags: Vec<String>,
    /// `ERROR:` substring.
    expect_error: Option<String>,
}

impl Case {
    fn expected_path(&self) -> PathBuf {
        self.path.with_extension("spvasm")
    }
}

fn corpus_dir() -> PathBuf {
    support::root().join("testdata/to_spirv")
}

/// `path` relative to the corpus directory, for messages.
fn rel(path: &Path) -> String {
    path.strip_prefix(corpus_dir()).unwrap_or(path).display().to_string()
}

fn is_input(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "ll" || e == "cl")
}

/// Parses the `OPTIONS:` value: `--flag=value` or `--flag value`.
fn parse_options(text: &str) -> Result<Options, String> {
    let mut options = Options::default();
    let mut words = text.split_whitespace();
    while let Some(word) = words.next() {
        if word == "--spirv-allow-unknown-intrinsics" {
            options.unknown_intrinsics = Some(Vec::new());
            continue;
        }
        if word == "--spirv-preserve-auxdata" {
            options.preserve_aux_data = true;
            continue;
        }
        if word == "--preserve-ocl-kernel-arg-type-metadata-through-string" {
            options.kernel_arg_type_qual_strings = true;
            continue;
        }
        if word == "--spirv-replace-fmuladd-with-ocl-mad" {
            options.fmuladd = to_spirv::FmulAdd::Mad;
            continue;
        }
        let (flag, value) = match word.split_once('=') {
            Some((f, v)) => (f, v.to_owned()),
            None => (word, words.next().ok_or_else(|| format!("{word} needs a value"))?.to_owned()),
        };
        match flag {
            "--spirv-max-version" => options.max_version = to_spirv::parse_version(&value).map_err(|e| e.to_string())?,
            "--spirv-min-version" => options.min_version = to_spirv::parse_version(&value).map_err(|e| e.to_string())?,
            "--spirv-ext" => options.extensions = Extensions::parse(&value).map_err(|e| e.to_string())?,
            "--spirv-allow-unknown-intrinsics" => options.unknown_intrinsics = Some(value.split(',').map(str::to_owned).collect()),
            "--spirv-debug-info-version" => options.debug_info = to_spirv::DebugInfoFormat::parse(&value).map_err(|e| e.to_string())?,
            "--spirv-replace-fmuladd-with-ocl-mad" if value == "false" => options.fmuladd = to_spirv::FmulAdd::Separate,
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

fn parse_case(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let is_cl = path.extension().is_some_and(|e| e == "cl");
    let comment = if is_cl { "// " } else { "; " };
    let mut case = Case { path: path.to_path_buf(), is_cl, options: Options::default(), clang_flags: Vec::new(), expect_error: None };
    for (name, value) in file_tests::directives(&text, comment)? {
        match name {
            "OPTIONS" => case.options = parse_options(value)?,
            "ERROR" => case.expect_error = Some(file_tests::expected_error(value)?),
            "CLANG" if is_cl => case.clang_flags = value.split_whitespace().map(str::to_owned).collect(),
            _ => return Err(format!("unknown directive `{name}:`")),
        }
    }
    if is_cl && !case.clang_flags.iter().any(|f| f.starts_with("-cl-std=")) {
        return Err("a .cl case needs `// CLANG: -cl-std=…`".into());
    }
    Ok(case)
}

/// clang-22's binary.
fn clang() -> String {
    support::llvm_tool("clang")
}

/// The LLVM input of a case: the `.ll` text, or the bitcode clang makes of the `.cl`.
fn llvm_input(case: &Case, scratch: &Path) -> Result<Vec<u8>, String> {
    if !case.is_cl {
        return std::fs::read(&case.path).map_err(|e| e.to_string());
    }
    let bc = scratch.with_extension("bc");
    let (src, out) = (case.path.to_string_lossy().into_owned(), bc.to_string_lossy().into_owned());
    // Debug information names the source as if the repository were at /spirv-llvm, so that the
    // expected output does not depend on where the checkout is.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap_or(Path::new(".")).to_string_lossy().into_owned();
    let prefix_map = format!("-ffile-prefix-map={root}=/spirv-llvm");
    let mut args: Vec<&str> = vec!["-target", "spir64-unknown-unknown", "-emit-llvm", "-c", "-Xclang", "-finclude-default-header"];
    args.extend([prefix_map.as_str(), "-fdebug-compilation-dir=/spirv-llvm"]);
    args.extend(case.clang_flags.iter().map(String::as_str));
    args.extend([src.as_str(), "-o", out.as_str()]);
    support::run(&clang(), &args, None).map_err(|e| format!("clang: {e}"))?;
    let bytes = std::fs::read(&bc).map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&bc);
    bytes
}

/// `spirv-val` at the module's own version (a Shader module: the Vulkan environment of that
/// version).
fn validate(module: &spirv::Module, scratch: &Path) -> Result<(), String> {
    let bytes = spirv::write_bytes(module).map_err(|e| format!("the writer refuses the module: {e}"))?;
    let (major, minor) = module.header.version_pair();
    let shader = module.section(spirv::Section::Capability).iter().any(|c| c.operands.first() == Some(&(::spirv::Capability::Shader as u32)));
    let env = if shader { support::vulkan_env((major, minor)).to_owned() } else { format!("spv{major}.{minor}") };
    std::fs::write(scratch, &bytes).map_err(|e| e.to_string())?;
    let result = support::spirv_val(scratch, &env);
    let _ = std::fs::remove_file(scratch);
    result.map_err(|e| format!("--target-env {env}: {}", e.trim()))
}

/// The outcome of one input: its failures, and whether its expected file was rewritten.
#[derive(Default)]
struct Outcome {
    failures: Vec<String>,
    blessed: bool,
}

fn run_case(case: &Case, scratch: &Path, bless: bool) -> Outcome {
    let mut o = Outcome::default();
    let name = rel(&case.path);
    let input = match llvm_input(case, scratch) {
        Ok(b) => b,
        Err(e) => {
            o.failures.push(format!("{name}: {e}"));
            return o;
        }
    };
    let result = std::panic::catch_unwind(|| to_spirv::translate_bytes(&input, &case.options));
    let Ok(result) = result else {
        o.failures.push(format!("{name}: the translator panicked"));
        return o;
    };
    let expected_path = case.expected_path();
    let module = match (&case.expect_error, result) {
        (Some(want), Ok(_)) => {
            o.failures.push(format!("{name}: translated, but an error containing `{want}` was expected"));
            return o;
        }
        (Some(want), Err(e)) => {
            let (failures, removed) = file_tests::check_error(&name, &e.to_string(), want, &expected_path, bless, &rel(&expected_path));
            o.failures.extend(failures);
            o.blessed = removed;
            return o;
        }
        (None, Err(e)) => {
            o.failures.push(format!("{name}: translation failed: {e}"));
            return o;
        }
        (None, Ok(m)) => m,
    };
    let text = spirv::disassemble(&module, &DisOptions::default());
    match to_spirv::translate_bytes(&input, &case.options) {
        Ok(again) if spirv::disassemble(&again, &DisOptions::default()) == text => {}
        Ok(again) => o.failures.push(format!(
            "{name}: a second translation differs (hash order?):\n{}",
            file_tests::diff(&text, &spirv::disassemble(&again, &DisOptions::default()))
        )),
        Err(e) => o.failures.push(format!("{name}: a second translation fails: {e}")),
    }
    if let Err(e) = validate(&module, scratch) {
        o.failures.push(format!("{name}: invalid SPIR-V: {e}\n{text}"));
        return o;
    }
    match file_tests::check_expected(&name, &text, &expected_path, bless, &rel(&expected_path)) {
        Ok(rewritten) => o.blessed = rewritten,
        Err(e) => o.failures.push(e),
    }
    o
}

#[test]
fn directives_parse() {
    let o = parse_options("--spirv-max-version=1.2 --spirv-ext +all,-SPV_KHR_foo --spirv-min-version 1.1").unwrap();
    assert_eq!(o.max_version, (1, 2));
    assert_eq!(o.min_version, (1, 1));
    assert!(o.extensions.allows("SPV_KHR_bar") && !o.extensions.allows("SPV_KHR_foo"));
    assert!(parse_options("--spirv-max-version=2.0").is_err());
    assert!(parse_options("--spirv-ext").is_err());
    assert!(parse_options("--other=1").is_err());
}

#[test]
fn to_spirv_file_tests() {
    let started = std::time::Instant::now();
    let bless = file_tests::bless();
    let dir = corpus_dir();
    let mut files = support::walk(&dir);
    files.sort();
    let inputs: Vec<PathBuf> = files.iter().filter(|p| is_input(p)).cloned().collect();
    let mut failures = file_tests::stale_expected(&files, "spvasm", &["ll", "cl"], bless, &rel);
    assert!(inputs.len() >= MIN_CASES, "{} holds {} inputs, fewer than {MIN_CASES}: the corpus is missing", dir.display(), inputs.len());
    for family in FAMILIES {
        let n = inputs.iter().filter(|p| p.parent() == Some(&dir.join(family))).count();
        if n < MIN_PER_FAMILY {
            failures.push(format!("{family}/: {n} inputs, fewer than {MIN_PER_FAMILY}: the family is missing"));
        }
    }
    for p in &inputs {
        let family = p.parent().and_then(|d| d.file_name()).and_then(|n| n.to_str()).unwrap_or("");
        if p.parent().and_then(Path::parent) != Some(dir.as_path()) || !FAMILIES.contains(&family) {
            failures.push(format!("{}: not in a family directory listed in FAMILIES", rel(p)));
        }
    }
    let mut cases = Vec::new();
    for p in &inputs {
        match parse_case(p) {
            Ok(c) => cases.push(c),
            Err(e) => failures.push(format!("{}: {e}", rel(p))),
        }
    }
    let paths: Vec<PathBuf> = cases.iter().map(|c| c.path.clone()).collect();
    let by_path = |p: &Path| cases.iter().find(|c| c.path == p).expect("a parsed case");
    let outcomes = support::on_two_workers(&paths, "to-spirv-files", &|p, scratch| run_case(by_path(p), scratch, bless));
    let mut blessed = 0;
    for (_, o) in outcomes {
        failures.extend(o.failures);
        blessed += usize::from(o.blessed);
    }
    let errors = cases.iter().filter(|c| c.expect_error.is_some()).count();
    eprintln!(
        "{} cases ({} translated, {errors} error paths, {} from OpenCL C), {} failures{}, {:.1?}",
        cases.len(),
        cases.len() - errors,
        cases.iter().filter(|c| c.is_cl).count(),
        failures.len(),
        if bless { format!(", {blessed} expected files rewritten") } else { String::new() },
        started.elapsed()
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
