//! The Khronos translator's command line (`llvm-spirv`) over this library.
//!
//! [`parse_args`] reads the command line the way LLVM's option parser does for the original
//! tool: options with one or two leading dashes, `-opt=value` and `-opt value` for options that
//! take a value, `-opt` or `-opt=true|false` for switches, comma-separated lists for
//! `-spirv-ext`, one positional input (`-` or absent: stdin). [`run`] carries out the
//! invocation: LLVM bitcode → SPIR-V (binary, or the text format with `-spirv-text`), `-r` for
//! SPIR-V → LLVM bitcode, `-to-text`/`-to-binary` conversions, `-spec-const-info`, and `-s`.
//! Output names default as the original's do: `x.bc` → `x.spv` (`x.spt` with `-spirv-text`),
//! `-r x.spv` → `x.bc`, `-s x.bc` → `x.regularized.bc`, stdin → stdout.
//!
//! Every option the original has is in [`OPTIONS`]; the ones this translator does not carry out
//! yet are rejected by name, never ignored.
//!
//! ```
//! use spirv_llvm::compat::{Action, parse_args};
//! let inv = parse_args(["-r", "--spirv-target-env=SPV-IR", "k.spv"].map(String::from)).unwrap();
//! assert_eq!(inv.action(), Action::Reverse);
//! assert_eq!(inv.output_path(), "k.bc");
//! assert!(parse_args(["--no-such-option".to_string()]).is_err());
//! ```

use std::fmt::Write as _;

use crate::translator::{spirv, to_llvm, to_spirv};
use crate::{Error, read_input, write_output};

/// How an option takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// A switch: `-opt`, or `-opt=true|false`.
    Flag,
    /// A required value: `-opt=value` or `-opt value`.
    Value,
    /// An optional value, only as `-opt=value`.
    OptionalValue,
}

/// Whether this translator carries an option out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Support {
    /// Carried out.
    Yes,
    /// Rejected with its name: not carried out yet.
    NotYet,
}

/// One option of the original's command line.
#[derive(Debug)]
pub struct OptionSpec {
    /// Name without dashes.
    pub name: &'static str,
    /// How it takes a value.
    pub arity: Arity,
    /// Whether it is carried out.
    pub support: Support,
    /// What it does (for `--help` and the README).
    pub help: &'static str,
}

macro_rules! options {
    ($($name:literal $arity:ident $support:ident $help:literal,)*) => {
        /// Every option of the original `llvm-spirv`, with what this translator does with it.
        pub const OPTIONS: &[OptionSpec] = &[
            $(OptionSpec { name: $name, arity: Arity::$arity, support: Support::$support, help: $help },)*
        ];
    };
}

options! {
    "o" Value Yes "output file (default: from the input name; '-' is stdout)",
    "r" Flag Yes "reverse translation: SPIR-V to LLVM bitcode",
    "s" Flag Yes "write the SPIR-V-friendly LLVM that the forward translation represents (LLVM → SPIR-V → LLVM)",
    "spirv-text" Flag Yes "write (forward) or read (-r) SPIR-V in the translator's text format",
    "to-text" Flag Yes "convert SPIR-V binary to the text format",
    "to-binary" Flag Yes "convert SPIR-V in the text format to binary",
    "spirv-max-version" Value Yes "highest SPIR-V version the output may have: 1.0 … 1.6",
    "spirv-ext" Value Yes "allowed/disallowed extensions: +NAME,-NAME,+all,-all",
    "spirv-target-env" Value Yes "builtin names of -r output: CL1.2 (default), CL2.0 or SPV-IR",
    "spirv-builtin-format" Value Yes "builtin variables in -r output as 'function' calls (default) or 'global' variables",
    "spec-const" Value Yes "specialize constants in -r: \"id:type:value ...\" (types i1 i8 i16 i32 i64 f16 f32 f64)",
    "spec-const-info" Flag Yes "list the specialization constants of a SPIR-V module",
    "spirv-allow-unknown-intrinsics" OptionalValue Yes "translate unknown intrinsics (all, or those with the given comma-separated prefixes) as calls of imported functions",
    "spirv-tools-dis" Flag Yes "write SPIR-V as SPIRV-Tools assembly",
    "spirv-mem2reg" Flag Yes "run LLVM's mem2reg on the input (forward, -s) or the output (-r)",
    "spirv-debug-info-version" Value Yes "debug information format: ocl-100 (default), nonsemantic-shader-100, nonsemantic-shader-200 (legacy is not written yet)",
    "spirv-allow-extra-diexpressions" Flag Yes "write DIExpression operations beyond the ten of the debug-information sets, numbered as the reference numbers them (the validators reject them)",
    "spirv-gen-kernel-arg-name-md" Flag Yes "emit kernel_arg_name metadata in -r output (always done: from the parameters' OpNames)",
    "preserve-ocl-kernel-arg-type-metadata-through-string" Flag Yes "keep kernel_arg_type and kernel_arg_type_qual metadata through OpStrings (kernel_arg_type.* strings are always written; kernel_arg_type_qual.* with this option; -r reads both only with it)",
    "spirv-fp-contract" Value Yes "FP contraction: on (default: ContractionOff where LLVM did not allow contraction), off (every kernel), fast (none)",
    "spirv-replace-fmuladd-with-ocl-mad" Flag Yes "llvm.fmuladd as OpenCL mad (=false: a multiply and an add, each rounded; without the option: OpenCL fma)",
    "spirv-preserve-auxdata" Flag Yes "keep function attributes and function and global variable metadata as NonSemantic.AuxData (and read them back with -r)",
    "spirv-emit-function-ptr-addr-space" Flag Yes "put functions and function pointers in address space 9 (CodeSectionINTEL) in -r output",
    "spirv-print-report" Flag Yes "print a SPIR-V module's version, generator, memory and addressing models, capabilities, extensions and extended instruction sets",
    "spirv-ext-inst" Value Yes "extended instruction set for LLVM intrinsics: OpenCL.std (llvm.fmuladd as mad) or none (llvm.fmuladd as a multiply and an add)",
    "emit-opaque-pointers" Flag Yes "accepted: the -r output has opaque pointers only (LLVM 22 has no others)",
    "spirv-use-llvm-backend-target" Flag Yes "accepted: translates with this translator (what the original does when its LLVM has no SPIR-V backend)",
    "spirv-verify-regularize-passes" Flag Yes "verify the -s output (always done: the LLVM verifier checks every module written; -s has no separate passes to check between)",
    "spirv-erase-dead-code" Flag NotYet "erase unused functions and globals before translating",
    "spirv-lower-const-expr" Flag Yes "lower constant expressions in functions to instructions (always done, the original's default; =false is rejected)",
    "spirv-build-identifier" Flag NotYet "emit DebugBuildIdentifier",
    "fnvar-spec-enable" Flag Yes "-r of a multi-target SPV_INTEL_function_variants module: specialize it for the target the other -fnvar-* options describe (an omitted one matches every value)",
    "fnvar-spv-out" Value Yes "with -fnvar-spec-enable: also write the specialized SPIR-V module to this file",
    "fnvar-category" Value Yes "SPV_INTEL_function_variants: the target's architecture category",
    "fnvar-family" Value Yes "SPV_INTEL_function_variants: the target's architecture family",
    "fnvar-arch" Value Yes "SPV_INTEL_function_variants: the target's architecture",
    "fnvar-target" Value Yes "SPV_INTEL_function_variants: the target ISA",
    "fnvar-features" Value Yes "SPV_INTEL_function_variants: the target's features (comma-separated numbers)",
    "fnvar-capabilities" Value Yes "SPV_INTEL_function_variants: the capabilities the target supports (comma-separated numbers)",
    "fnvar-spec-id-target" Value NotYet "SPV_INTEL_function_variants: spec constant id of the target",
    "fnvar-capabilities-assumed" Value NotYet "SPV_INTEL_function_variants: assumed capabilities",
    "spirv-error-handling" Value Yes "how a failed -r reports: exit (default: the error as the library words it) or ignore (the tool's own line, 'Fails to load SPIR-V as LLVM Module: …'); either way one line on stderr and a non-zero exit",
    "help" Flag Yes "print the options",
}

/// An error of the command line or of the invocation, printed as one line.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The command line itself is wrong.
    #[error("{0}")]
    Usage(String),
    /// The option exists in the original but is not carried out here.
    #[error("option -{0} is not supported yet by this translator")]
    NotYet(&'static str),
    /// Reading, translating or writing failed.
    #[error("{}", reference_message(.0))]
    Run(#[from] Error),
    /// `-r` failed under `--spirv-error-handling=ignore`: the reference tool's own diagnostic,
    /// which starts the line (see [`CliError::is_tool_diagnostic`]).
    #[error("Fails to load SPIR-V as LLVM Module: {}", without_path(.0))]
    Load(Error),
}

impl CliError {
    /// Whether the message is printed as it is, not after `llvm-spirv: ` (the reference tool's
    /// own diagnostic for a failed `-r`, which scripts match at the start of the line).
    pub fn is_tool_diagnostic(&self) -> bool {
        matches!(self, CliError::Load(_))
    }
}

/// The library's message for `e` with the input's path moved from the front to the end
/// (`InvalidModule: … (in x.spv)`), as the reference's `-r` diagnostic words it.
fn without_path(e: &Error) -> String {
    let message = reference_message(e);
    let path = e.path();
    match message.strip_prefix(&format!("{path}: ")) {
        Some(rest) => format!("{rest} (in {path})"),
        None => message,
    }
}

/// The message for a failed run: ours, with the reference translator's category and wording
/// for the errors scripts look for (a required extension or version, an instruction that cannot
/// be translated), so that checks written against the original keep matching.
fn reference_message(e: &Error) -> String {
    use to_spirv::ErrorKind as K;
    if let Error::Rule { path, source } = e {
        return format!(
            "{path}: InvalidInstruction: Can't translate llvm instruction:\nOp{}\n{}\n(function {}, instruction {})",
            source.opname, source.reason, source.function, source.instruction
        );
    }
    if let Error::ToLlvm { path, source } = e {
        // An instruction the reader finds invalid: the reference's category for it.
        if let (to_llvm::ErrorKind::Malformed(_), Some(_)) = (&source.kind, source.opcode) {
            let message = source.to_string();
            return format!("{path}: InvalidInstruction: {}", message.strip_prefix("invalid module: ").unwrap_or(&message));
        }
    }
    let Error::ToSpirv { path, source } = e else {
        return e.to_string();
    };
    let place = match (&source.function, &source.instruction) {
        (Some(f), Some(i)) => format!("{}\n  in function @{f}", i.trim()),
        (Some(f), None) => format!("in function @{f}"),
        (None, Some(i)) => i.trim().to_owned(),
        (None, None) => String::new(),
    };
    match &source.kind {
        K::Extension { extension, what } => format!(
            "{path}: RequiresExtension: Feature requires the following SPIR-V extension:\n{extension}\n{what}\n(allow it with --spirv-ext=+{extension}) {place}"
        ),
        K::Version { needed, max, what } => format!(
            "{path}: RequiresVersion: Cannot fulfill SPIR-V version restriction:\nSPIR-V version was restricted to at most {max} ({}) but a construct from the input requires SPIR-V version {needed} ({}) or above\nFeature requires SPIR-V {needed} or greater: {what} {place}",
            version_word(max),
            version_word(needed)
        ),
        K::Unsupported(what) | K::Invalid(what) if source.instruction.is_some() => {
            format!("{path}: InvalidInstruction: Can't translate llvm instruction:\n{what}\n{place}")
        }
        K::Deprecated { extension, .. } => format!(
            "{path}: DeprecatedExtension: Feature requires the following deprecated SPIR-V extension:\n{extension}\nPlease report to https://github.com/intel/llvm in case if you see this error.\nRef LLVM Value:\n{}",
            source.instruction.as_deref().unwrap_or("").trim()
        ),
        K::BitWidth(bits) => format!("{path}: InvalidBitWidth: Invalid bit width in input: {bits}\n{source}"),
        K::UnknownIntrinsic(name) => format!("{path}: InvalidFunctionCall: Unexpected llvm intrinsic:\n{name}\n{place}"),
        K::LlvmModule(rule) => format!("{path}: InvalidLlvmModule: Invalid LLVM module: {rule}"),
        K::Cast { rule, .. } | K::NoCounterpart(rule) => format!("{path}: InvalidModule: Invalid SPIR-V module: {rule}\n{source}"),
        _ => e.to_string(),
    }
}

/// The version word of `1.4` (`66560`), as the reference prints it beside the version.
fn version_word(version: &str) -> u32 {
    let mut parts = version.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    let (major, minor) = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
    (major << 16) | (minor << 8)
}

/// What an invocation does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// LLVM bitcode → SPIR-V.
    Forward,
    /// SPIR-V → LLVM bitcode (`-r`).
    Reverse,
    /// LLVM → SPIR-V-friendly LLVM (`-s`).
    Regularize,
    /// SPIR-V binary → text (`-to-text`).
    ToText,
    /// SPIR-V text → binary (`-to-binary`).
    ToBinary,
    /// List specialization constants (`-spec-const-info`).
    SpecConstInfo,
    /// Print what a SPIR-V module declares (`-spirv-print-report`).
    PrintReport,
    /// Print the options (`--help`).
    Help,
}

/// A parsed `llvm-spirv` command line.
#[derive(Clone, Debug, Default)]
pub struct Invocation {
    /// Input file, `-` for stdin.
    pub input: String,
    /// `-o`.
    pub output: Option<String>,
    /// Every switch that was set, by name.
    flags: Vec<&'static str>,
    /// Every switch that was set to false (`-name=false`), by name.
    cleared: Vec<&'static str>,
    /// Every option with a value, by name, in command-line order.
    values: Vec<(&'static str, String)>,
}

impl Invocation {
    fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.values.iter().rev().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    fn all_values(&self, name: &str) -> impl Iterator<Item = &str> {
        self.values.iter().filter(move |(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// What the invocation does.
    pub fn action(&self) -> Action {
        if self.flag("help") {
            Action::Help
        } else if self.flag("to-text") || self.flag("to-binary") {
            if self.flag("to-text") { Action::ToText } else { Action::ToBinary }
        } else if self.flag("spec-const-info") {
            Action::SpecConstInfo
        } else if self.flag("spirv-print-report") {
            Action::PrintReport
        } else if self.flag("r") {
            Action::Reverse
        } else if self.flag("s") {
            Action::Regularize
        } else {
            Action::Forward
        }
    }

    /// The output file: `-o`, else derived from the input name as the original does.
    pub fn output_path(&self) -> String {
        if let Some(o) = &self.output {
            return o.clone();
        }
        if self.input == "-" {
            return "-".into();
        }
        let ext = match self.action() {
            Action::Reverse => ".bc",
            Action::Regularize => ".regularized.bc",
            Action::ToText => ".spt",
            Action::ToBinary => ".spv",
            _ if self.flag("spirv-text") => ".spt",
            _ => ".spv",
        };
        let stem = match self.input.rfind('.') {
            Some(dot) => &self.input[..dot],
            None => &self.input,
        };
        format!("{stem}{ext}")
    }
}

/// Parses the arguments after the program name.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Invocation, CliError> {
    let mut inv = Invocation::default();
    let mut input = None;
    let mut args = args.into_iter();
    let mut only_positional = false;
    while let Some(arg) = args.next() {
        let Some(body) = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')).filter(|b| !b.is_empty() && !only_positional)
        else {
            if arg == "--" && !only_positional {
                only_positional = true;
                continue;
            }
            if input.replace(arg.clone()).is_some() {
                return Err(CliError::Usage(format!("Too many positional arguments specified! (extra: '{arg}')")));
            }
            continue;
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_owned())),
            None => (body, None),
        };
        let Some(spec) = OPTIONS.iter().find(|o| o.name == name) else {
            return Err(CliError::Usage(format!("Unknown command line argument '{arg}'.  Try: 'llvm-spirv --help'")));
        };
        let value = match spec.arity {
            Arity::Flag => match inline.as_deref() {
                None | Some("true" | "TRUE" | "True" | "1") => Some(true),
                Some("false" | "FALSE" | "False" | "0") => Some(false),
                Some(other) => {
                    return Err(CliError::Usage(format!("-{name}: '{other}' is invalid value for boolean argument! Try 0 or 1")));
                }
            }
            .and_then(|on| {
                inv.flags.retain(|f| *f != spec.name);
                inv.cleared.retain(|f| *f != spec.name);
                if on { inv.flags.push(spec.name) } else { inv.cleared.push(spec.name) }
                None
            }),
            Arity::Value => match inline {
                Some(v) => Some(v),
                None => Some(args.next().ok_or_else(|| CliError::Usage(format!("-{name}: option requires a value")))?),
            },
            Arity::OptionalValue => Some(inline.unwrap_or_default()),
        };
        if let Some(v) = value {
            if spec.name == "o" {
                inv.output = Some(v);
            } else {
                inv.values.push((spec.name, v));
            }
        }
        let used = inv.flag(spec.name) || spec.arity != Arity::Flag;
        if used && spec.support == Support::NotYet {
            return Err(CliError::NotYet(spec.name));
        }
    }
    inv.input = input.unwrap_or_else(|| "-".into());
    check_values(&inv)?;
    Ok(inv)
}

/// Checks the values of enumerated options the way the original's parser does.
fn check_values(inv: &Invocation) -> Result<(), CliError> {
    let choices: &[(&str, &[&str])] = &[
        ("spirv-target-env", &["CL1.2", "CL2.0", "SPV-IR"]),
        ("spirv-builtin-format", &["function", "global"]),
        ("spirv-debug-info-version", &["legacy", "ocl-100", "nonsemantic-shader-100", "nonsemantic-shader-200"]),
        ("spirv-fp-contract", &["on", "off", "fast"]),
        ("spirv-max-version", &["1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6"]),
        ("spirv-ext-inst", &["none", "OpenCL.std"]),
        ("spirv-error-handling", &["exit", "ignore"]),
    ];
    for (name, allowed) in choices {
        if let Some(v) = inv.value(name) {
            if !allowed.contains(&v) {
                return Err(CliError::Usage(format!(
                    "-{name}: Cannot find option named '{v}'! (expected one of: {})",
                    allowed.join(", ")
                )));
            }
        }
    }
    if inv.flag("to-text") && inv.flag("to-binary") {
        return Err(CliError::Usage("Invalid arguments: -to-text and -to-binary together".into()));
    }
    Ok(())
}

/// The `--help` text, from [`OPTIONS`].
pub fn help_text() -> String {
    let mut out = String::from(
        "OVERVIEW: LLVM/SPIR-V translator (spirv-llvm's llvm-spirv)\n\nUSAGE: llvm-spirv [options] <input file>\n\nOPTIONS:\n",
    );
    for o in OPTIONS {
        let shape = match o.arity {
            Arity::Flag => String::new(),
            Arity::Value => "=<value>".into(),
            Arity::OptionalValue => "[=<value>]".into(),
        };
        let note = match o.support {
            Support::Yes => "",
            Support::NotYet => " (not supported yet: rejected)",
        };
        let _ = writeln!(out, "  -{}{shape}  {}{note}", o.name, o.help);
    }
    out
}

fn forward_options(inv: &Invocation) -> Result<to_spirv::Options, CliError> {
    let mut options = to_spirv::Options::default();
    let bad = |e: to_spirv::Error| CliError::Usage(e.to_string());
    if let Some(v) = inv.value("spirv-max-version") {
        options.max_version = to_spirv::parse_version(v).map_err(bad)?;
    }
    let list: Vec<&str> = inv.all_values("spirv-ext").collect();
    if !list.is_empty() {
        for item in list.iter().flat_map(|l| l.split(',')) {
            if !(item.starts_with('+') || item.starts_with('-')) || item.len() < 2 {
                return Err(CliError::Usage(
                    "Invalid value of --spirv-ext, expected format is:\n\t--spirv-ext=+EXT_NAME,-EXT_NAME".into(),
                ));
            }
        }
        options.extensions = to_spirv::Extensions::parse(&list.join(",")).map_err(bad)?;
    }
    options.extra_di_expressions = inv.flag("spirv-allow-extra-diexpressions");
    options.preserve_aux_data = inv.flag("spirv-preserve-auxdata");
    options.kernel_arg_type_qual_strings = inv.flag("preserve-ocl-kernel-arg-type-metadata-through-string");
    if let Some(v) = inv.value("spirv-debug-info-version") {
        options.debug_info = to_spirv::DebugInfoFormat::parse(v).map_err(bad)?;
    }
    if inv.cleared.contains(&"spirv-lower-const-expr") {
        return Err(CliError::Usage(
            "-spirv-lower-const-expr=false is not supported: constant expressions in functions are always lowered to instructions".into(),
        ));
    }
    let legacy_fmuladd = inv.flag("spirv-replace-fmuladd-with-ocl-mad") || inv.cleared.contains(&"spirv-replace-fmuladd-with-ocl-mad");
    options.fmuladd = if let Some(set) = inv.value("spirv-ext-inst") {
        if legacy_fmuladd {
            return Err(CliError::Usage(
                "--spirv-ext-inst and --spirv-replace-fmuladd-with-ocl-mad both choose what llvm.fmuladd becomes: give one".into(),
            ));
        }
        to_spirv::FmulAdd::for_ext_inst(set).map_err(bad)?
    } else if inv.flag("spirv-replace-fmuladd-with-ocl-mad") {
        to_spirv::FmulAdd::Mad
    } else if inv.cleared.contains(&"spirv-replace-fmuladd-with-ocl-mad") {
        to_spirv::FmulAdd::Separate
    } else {
        to_spirv::FmulAdd::Fma
    };
    options.fp_contract = match inv.value("spirv-fp-contract") {
        Some("off") => to_spirv::FpContract::Off,
        Some("fast") => to_spirv::FpContract::Fast,
        _ => to_spirv::FpContract::On,
    };
    let prefixes: Vec<&str> = inv.all_values("spirv-allow-unknown-intrinsics").collect();
    if !prefixes.is_empty() {
        options.unknown_intrinsics = Some(
            // An empty element (`=`, `=a,`) is a prefix of every name, as the original reads it.
            prefixes.iter().flat_map(|p| p.split(',')).map(str::to_owned).collect(),
        );
    }
    Ok(options)
}

fn reverse_options(inv: &Invocation, module: &spirv::Module) -> Result<to_llvm::Options, CliError> {
    let target_env = match inv.value("spirv-target-env").unwrap_or("CL1.2") {
        "CL2.0" => to_llvm::TargetEnv::Cl20,
        "SPV-IR" => to_llvm::TargetEnv::SpvIr,
        _ => to_llvm::TargetEnv::Cl12,
    };
    let builtin_format = match inv.value("spirv-builtin-format") {
        Some("global") => to_llvm::BuiltinFormat::Global,
        _ => to_llvm::BuiltinFormat::Call,
    };
    let mut spec_constants = Vec::new();
    if let Some(list) = inv.value("spec-const") {
        let known = crate::spec_constants(module);
        for item in list.split_whitespace() {
            let (id, bits, bytes) = crate::parse_spec_const(item).map_err(CliError::Usage)?;
            let Some(constant) = known.iter().find(|c| c.spec_id == id) else {
                return Err(CliError::Usage(format!(
                    "CL_INVALID_SPEC_ID. \"{item}\": There is no specialization constant with id = {id} in the SPIR-V module."
                )));
            };
            if constant.bytes != bytes {
                let ty = item.split(':').nth(1).unwrap_or_default();
                return Err(CliError::Usage(format!(
                    "CL_INVALID_VALUE. In \"{item}\": Size of type {ty} ({bytes} bytes) does not match the size of the specialization constant in the module ({} bytes)",
                    constant.bytes
                )));
            }
            spec_constants.retain(|(i, _)| *i != id);
            spec_constants.push((id, bits));
        }
    }
    let function_pointer_address_space = inv.flag("spirv-emit-function-ptr-addr-space");
    let preserve_aux_data = inv.flag("spirv-preserve-auxdata");
    let kernel_arg_strings = inv.flag("preserve-ocl-kernel-arg-type-metadata-through-string");
    Ok(to_llvm::Options {
        target_env,
        builtin_format,
        spec_constants,
        function_pointer_address_space,
        preserve_aux_data,
        kernel_arg_strings,
    })
}

/// Reads SPIR-V for `llvm-spirv`: binary, or the text format (with `-spirv-text`, or when the
/// content is not binary).
fn load(inv: &Invocation) -> Result<spirv::Module, CliError> {
    let bytes = read_input(&inv.input)?;
    Ok(crate::read_spirv_any(&inv.input, &bytes)?)
}

/// The module `-r` translates: a multi-target `SPV_INTEL_function_variants` module specialized
/// with `-fnvar-spec-enable` for the `-fnvar-*` target (and written to `-fnvar-spv-out` when
/// given); without it, a multi-target module is an error (it has no LLVM counterpart).
fn function_variant(inv: &Invocation, module: spirv::Module, spec_constants: &[(u32, u64)]) -> Result<spirv::Module, CliError> {
    if !inv.flag("fnvar-spec-enable") {
        return Ok(crate::function_variant(&inv.input, module, None, None)?);
    }
    let number = |name: &'static str, text: &str| {
        text.trim().parse::<u32>().map_err(|_| CliError::Usage(format!("-{name}: '{text}' is not an unsigned 32-bit number")))
    };
    let one = |name: &'static str| inv.value(name).map(|v| number(name, v)).transpose();
    let list = |name: &'static str| {
        inv.value(name).map(|v| v.split(',').filter(|x| !x.trim().is_empty()).map(|x| number(name, x)).collect::<Result<Vec<u32>, _>>()).transpose()
    };
    let target = spirv::fnvar::Target {
        category: one("fnvar-category")?,
        family: one("fnvar-family")?,
        architecture: one("fnvar-arch")?,
        target: one("fnvar-target")?,
        features: list("fnvar-features")?,
        capabilities: list("fnvar-capabilities")?,
        spec_constants: spec_constants.to_vec(),
    };
    Ok(crate::function_variant(&inv.input, module, Some(&target), inv.value("fnvar-spv-out"))?)
}

/// Carries out an invocation; returns what goes to stdout besides the output file (the help
/// text, the specialization constant list).
pub fn run(inv: &Invocation) -> Result<String, CliError> {
    let output = inv.output_path();
    match inv.action() {
        Action::Help => Ok(help_text()),
        Action::ToText => {
            let module = load(inv)?;
            write_output(&output, spirv::write_spt(&module).as_bytes())?;
            Ok(String::new())
        }
        Action::ToBinary => {
            let bytes = read_input(&inv.input)?;
            let text = std::str::from_utf8(&bytes).map_err(|e| {
                Error::Format { path: inv.input.clone(), message: format!("text is not UTF-8 (byte {})", e.valid_up_to()) }
            })?;
            let module = spirv::read_spt(text).map_err(|source| Error::Asm { path: inv.input.clone(), source })?;
            spirv::rules::check_module(&module).map_err(|source| Error::Rule { path: inv.input.clone(), source })?;
            let words = spirv::write_bytes(&module).map_err(|source| Error::Spirv { path: inv.input.clone(), source })?;
            write_output(&output, &words)?;
            Ok(String::new())
        }
        Action::SpecConstInfo => {
            let module = load(inv)?;
            let list = crate::spec_constants(&module);
            let mut out = format!("Number of scalar specialization constants in the module = {}\n", list.len());
            for c in list {
                let _ = writeln!(out, "Spec const id = {}, size in bytes = {}, type = {}", c.spec_id, c.bytes, c.type_name);
            }
            Ok(out)
        }
        Action::PrintReport => Ok(spirv::Report::of(&load(inv)?).to_string()),
        Action::Reverse => {
            // The options first, checked against the module as read: specialization folds the
            // specialization constants its conditions use (with the values given here).
            let ignore = inv.value("spirv-error-handling") == Some("ignore");
            let as_load_error = |e: CliError| match e {
                CliError::Run(e) if ignore => CliError::Load(e),
                other => other,
            };
            let module = load(inv).map_err(as_load_error)?;
            let options = reverse_options(inv, &module)?;
            let module = function_variant(inv, module, &options.spec_constants)?;
            let bitcode = crate::spirv_to_llvm_with(&inv.input, &module, &options, false, inv.flag("spirv-mem2reg"))
                .map_err(|e| as_load_error(e.into()))?;
            write_output(&output, &bitcode)?;
            Ok(String::new())
        }
        Action::Forward | Action::Regularize => {
            // The options first: a wrong one is reported before the input is read.
            let mut options = forward_options(inv)?;
            let bytes = read_input(&inv.input)?;
            // Like the reference, -s reads bitcode only; translation also takes `.ll` text.
            if inv.action() == Action::Regularize && !crate::is_bitcode(&bytes) {
                return Err(Error::Format { path: inv.input.clone(), message: "Invalid bitcode signature".into() }.into());
            }
            if inv.action() == Action::Regularize && inv.all_values("spirv-ext").next().is_none() {
                // Regularization writes LLVM, not SPIR-V: no extension is out of bounds (as in
                // the reference, whose -s checks none).
                options.extensions = to_spirv::Extensions { all: true, ..Default::default() };
            }
            let module = crate::llvm_to_spirv_module(&inv.input, &bytes, &options, inv.flag("spirv-mem2reg"))?;
            if inv.action() == Action::Regularize {
                let back = to_llvm::Options { target_env: to_llvm::TargetEnv::SpvIr, ..Default::default() };
                let bitcode = crate::spirv_to_llvm_with(&inv.input, &module, &back, false, false)?;
                write_output(&output, &bitcode)?;
                return Ok(String::new());
            }
            let out = if inv.flag("spirv-tools-dis") {
                spirv::disassemble(&module, &spirv::DisOptions { raw_ids: false, no_header: false }).into_bytes()
            } else if inv.flag("spirv-text") {
                spirv::write_spt(&module).into_bytes()
            } else {
                spirv::write_bytes(&module).map_err(|source| Error::Spirv { path: inv.input.clone(), source })?
            };
            write_output(&output, &out)?;
            Ok(String::new())
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Invocation, CliError> {
        parse_args(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn dashes_and_values_in_both_spellings() {
        let a = parse(&["--spirv-max-version", "1.2", "-spirv-ext=+SPV_KHR_a,-all", "x.bc", "-o", "y.spv"]).unwrap();
        assert_eq!(a.value("spirv-max-version"), Some("1.2"));
        assert_eq!(a.value("spirv-ext"), Some("+SPV_KHR_a,-all"));
        assert_eq!((a.input.as_str(), a.output_path().as_str()), ("x.bc", "y.spv"));
        assert_eq!(parse(&["-r", "-r=false", "a.spv"]).unwrap().action(), Action::Forward);
    }

    #[test]
    fn default_output_names() {
        let name = |args: &[&str]| parse(args).unwrap().output_path();
        assert_eq!(name(&["dir.v1/x.bc"]), "dir.v1/x.spv");
        assert_eq!(name(&["-spirv-text", "x.bc"]), "x.spt");
        assert_eq!(name(&["-r", "x.spv"]), "x.bc");
        assert_eq!(name(&["-to-text", "x.spv"]), "x.spt");
        assert_eq!(name(&["-to-binary", "x.spt"]), "x.spv");
        assert_eq!(name(&["-s", "x.bc"]), "x.regularized.bc");
        assert_eq!(name(&["-r"]), "-");
    }

    #[test]
    fn errors_name_the_option() {
        let msg = |args: &[&str]| parse(args).unwrap_err().to_string();
        assert!(msg(&["--bogus"]).contains("Unknown command line argument '--bogus'"));
        assert!(msg(&["a.bc", "b.bc"]).contains("Too many positional"));
        assert!(msg(&["-o"]).contains("requires a value"));
        assert!(msg(&["--spirv-target-env=CL3.0"]).contains("CL3.0"));
        assert!(msg(&["--spirv-erase-dead-code", "x.bc"]).contains("-spirv-erase-dead-code is not supported yet"));
        assert!(msg(&["--spirv-fp-contract=slow"]).contains("'slow'"));
        assert!(msg(&["-r=maybe"]).contains("invalid value for boolean"));
        assert!(msg(&["-to-text", "-to-binary"]).contains("Invalid arguments"));
    }

    #[test]
    fn extension_lists_are_checked_before_the_input_is_read() {
        for (list, want) in [
            ("+EXT", "Unknown extension 'EXT' was specified"),
            ("-EXT", "Unknown extension 'EXT' was specified"),
            ("EXT", "Invalid value of --spirv-ext"),
            ("+", "Invalid value of --spirv-ext"),
        ] {
            let inv = parse(&[&format!("--spirv-ext={list}"), "/nonexistent/input.bc"]).unwrap();
            let e = run(&inv).unwrap_err().to_string();
            assert!(e.contains(want), "{list}: {e}");
        }
        for list in ["+all,-SPV_KHR_untyped_pointers", "-all,+SPV_INTEL_subgroups", "+SPV_AMD_x"] {
            let inv = parse(&[&format!("--spirv-ext={list}"), "/nonexistent/input.bc"]).unwrap();
            let e = run(&inv).unwrap_err().to_string();
            assert!(e.contains("/nonexistent/input.bc"), "{list} is a valid list; the input is what fails: {e}");
        }
    }

    #[test]
    fn legacy_opaque_pointer_switch_is_accepted() {
        // Scripts written for LLVM 15-16's translator ask for opaque pointers; they are the
        // only kind LLVM 22 has.
        for args in [&["-r", "-emit-opaque-pointers", "x.spv"][..], &["-r", "--emit-opaque-pointers=true", "x.spv"]] {
            let inv = parse(args).unwrap();
            assert!(inv.flag("emit-opaque-pointers"), "{args:?}");
        }
    }

    #[test]
    fn every_option_is_listed_in_help() {
        let help = help_text();
        for o in OPTIONS {
            assert!(help.contains(&format!("-{}", o.name)), "{}", o.name);
        }
    }

    /// Runs `llvm-spirv {before…} FILE -o OUT` on `text` written to `FILE` (named `file`),
    /// expects it to fail without writing `OUT`, and gives the message.
    fn failing_run(file: &str, text: &str, before: &[&str]) -> String {
        let dir = std::env::temp_dir().join(format!("spirv-llvm-compat-{file}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input, output) = (dir.join(file), dir.join("out"));
        std::fs::write(&input, text).unwrap();
        let mut args = before.to_vec();
        args.extend([input.to_str().unwrap(), "-o", output.to_str().unwrap()]);
        let e = run(&parse(&args).unwrap()).unwrap_err().to_string();
        assert!(!output.exists(), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
        e
    }

    #[test]
    fn to_binary_refuses_an_instruction_that_breaks_its_type_rule_and_writes_nothing() {
        // OpConvertBF16ToFINTEL takes 16-bit integers; here it is given a float.
        let text = "119734787 65536 393230 9 0\n2 Capability Addresses\n2 Capability Kernel\n\
            2 Capability Bfloat16ConversionINTEL\n9 Extension \"SPV_INTEL_bfloat16_conversion\"\n\
            3 MemoryModel 2 2\n3 TypeFloat 2 32\n3 TypeFunction 3 2\n4 Constant 2 4 0\n\
            5 Function 2 5 0 3\n2 Label 6\n4 ConvertBF16ToFINTEL 2 7 4\n2 ReturnValue 7\n1 FunctionEnd\n";
        let e = failing_run("bad.spt", text, &["-to-binary"]);
        assert!(e.contains("InvalidInstruction: Can't translate llvm instruction:\nOpConvertBF16ToFINTEL\n"), "{e}");
        assert!(e.contains("Input value must be a scalar or vector of integer 16-bit type"), "{e}");
    }

    #[test]
    fn unknown_intrinsic_prefixes_as_the_original_reads_them() {
        let text = "target triple = \"spir64-unknown-unknown\"\ndeclare i64 @llvm.readcyclecounter()\n\
            define spir_func i64 @f() {\n  %c = call i64 @llvm.readcyclecounter()\n  ret i64 %c\n}\n";
        let e = failing_run("i.ll", text, &["-spirv-allow-unknown-intrinsics=llvm.some"]);
        assert!(e.contains("InvalidFunctionCall: Unexpected llvm intrinsic:\nllvm.readcyclecounter\n"), "{e}");
        // An empty prefix (here after the comma) allows every intrinsic.
        let dir = std::env::temp_dir().join(format!("spirv-llvm-intr-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input, output) = (dir.join("i.ll"), dir.join("i.spv"));
        std::fs::write(&input, text).unwrap();
        let (i, o) = (input.to_str().unwrap(), output.to_str().unwrap());
        run(&parse(&["-spirv-allow-unknown-intrinsics=random.prefix,", i, "-o", o]).unwrap()).unwrap();
        assert!(output.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn module_asm_is_the_reference_s_invalid_llvm_module() {
        let text = "target triple = \"spir64-unknown-unknown\"\nmodule asm \"foo\"\n\
            define spir_kernel void @k() {\n  ret void\n}\n";
        let e = failing_run("asm.ll", text, &[]);
        assert!(e.contains("InvalidLlvmModule: Invalid LLVM module: Module-level inline assembly is not supported in SPIR-V"), "{e}");
    }

    #[test]
    fn function_variants_are_specialized_only_when_asked() {
        let dir = std::env::temp_dir().join(format!("spirv-llvm-fnvar-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (input, spv, bc) = (dir.join("multi.spvasm"), dir.join("targeted.spv"), dir.join("targeted.bc"));
        // Function %f only for target 7.
        let text = "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n\
            OpCapability FunctionVariantsINTEL\nOpExtension \"SPV_INTEL_function_variants\"\n\
            OpMemoryModel Physical64 OpenCL\nOpDecorate %f ConditionalINTEL %c\n\
            OpDecorate %f LinkageAttributes \"f\" Export\n%bool = OpTypeBool\n%void = OpTypeVoid\n\
            %fn = OpTypeFunction %void\n%c = OpSpecConstantTargetINTEL %bool 7\n\
            %f = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n";
        std::fs::write(&input, text).unwrap();
        let (i, s, b) = (input.to_str().unwrap(), spv.to_str().unwrap(), bc.to_str().unwrap());
        let e = run(&parse(&["-r", i, "-o", b]).unwrap()).unwrap_err().to_string();
        assert!(e.contains("multi-target") && e.contains("-fnvar-spec-enable"), "{e}");
        assert!(!bc.exists());
        let e = run(&parse(&["-r", "--fnvar-spec-enable", "--fnvar-arch=x", i, "-o", b]).unwrap()).unwrap_err().to_string();
        assert!(e.contains("-fnvar-arch: 'x' is not an unsigned 32-bit number"), "{e}");
        run(&parse(&["-r", "--fnvar-spec-enable", "--fnvar-target", "7", "--fnvar-spv-out", s, i, "-o", b]).unwrap()).unwrap();
        let targeted = spirv::read_bytes(&std::fs::read(&spv).unwrap()).unwrap();
        assert!(!spirv::fnvar::is_multi_target(&targeted));
        assert_eq!(targeted.functions.len(), 1);
        assert!(bc.exists());
        run(&parse(&["-r", "--fnvar-spec-enable", "--fnvar-target=8", "--fnvar-spv-out", s, i, "-o", b]).unwrap()).unwrap();
        assert!(spirv::read_bytes(&std::fs::read(&spv).unwrap()).unwrap().functions.is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn print_report_lists_what_the_module_declares() {
        let dir = std::env::temp_dir().join(format!("spirv-llvm-report-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join("m.spt");
        // SPIR-V 1.1 by the LLVM SPIR-V backend (tool 43): two capabilities, one extension, one set.
        let text = "119734787 65792 2818049 3 0\n2 Capability Addresses\n2 Capability Kernel\n\
            7 Extension \"SPV_KHR_expect_assume\"\n5 ExtInstImport 1 \"OpenCL.std\"\n3 MemoryModel 2 2\n";
        std::fs::write(&input, text).unwrap();
        let report = run(&parse(&["--spirv-print-report", input.to_str().unwrap()]).unwrap()).unwrap();
        let want = "SPIR-V module report:\n Version: 1.1\n Vendor: LLVM LLVM SPIR-V Backend\n Memory model: OpenCL\n\
            \x20Addressing model: Physical64\n Number of capabilities: 2\n  Capability: Addresses\n  Capability: Kernel\n\
            \x20Number of extensions: 1\n  Extension: SPV_KHR_expect_assume\n\
            \x20Number of extended instruction sets: 1\n  Extended Instruction Set: OpenCL.std\n";
        assert_eq!(report, want);
        // Not SPIR-V: an error, no report.
        std::fs::write(&input, "not spir-v").unwrap();
        assert!(run(&parse(&["--spirv-print-report", input.to_str().unwrap()]).unwrap()).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn fmuladd_option_in_three_states() {
        let fmuladd = |args: &[&str]| forward_options(&parse(args).unwrap()).unwrap().fmuladd;
        assert_eq!(fmuladd(&["x.bc"]), to_spirv::FmulAdd::Fma);
        assert_eq!(fmuladd(&["--spirv-replace-fmuladd-with-ocl-mad", "x.bc"]), to_spirv::FmulAdd::Mad);
        assert_eq!(fmuladd(&["-spirv-replace-fmuladd-with-ocl-mad=false", "x.bc"]), to_spirv::FmulAdd::Separate);
        assert_eq!(fmuladd(&["-spirv-replace-fmuladd-with-ocl-mad=0", "-spirv-replace-fmuladd-with-ocl-mad", "x.bc"]), to_spirv::FmulAdd::Mad);
        assert_eq!(fmuladd(&["--spirv-ext-inst=OpenCL.std", "x.bc"]), to_spirv::FmulAdd::Mad);
        assert_eq!(fmuladd(&["-spirv-ext-inst", "none", "x.bc"]), to_spirv::FmulAdd::Separate);
        assert!(parse(&["--spirv-ext-inst=GLSL.std.450", "x.bc"]).unwrap_err().to_string().contains("spirv-ext-inst"));
        assert!(forward_options(&parse(&["-spirv-lower-const-expr", "x.bc"]).unwrap()).is_ok());
        let kept = forward_options(&parse(&["-spirv-lower-const-expr=false", "x.bc"]).unwrap());
        assert!(kept.unwrap_err().to_string().contains("-spirv-lower-const-expr=false"));
        let both = forward_options(&parse(&["--spirv-ext-inst=none", "--spirv-replace-fmuladd-with-ocl-mad", "x.bc"]).unwrap());
        assert!(both.unwrap_err().to_string().contains("give one"));
    }
}
