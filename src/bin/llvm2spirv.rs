//! `llvm2spirv`: LLVM IR (`.bc`, `.ll`) → SPIR-V (`.spv`, `.spvasm`).

use clap::Parser;
use spirv_llvm::translator::to_spirv;

#[derive(Parser)]
#[command(name = "llvm2spirv", version, about = "Translate LLVM IR to SPIR-V")]
struct Cli {
    /// Input `.bc` or `.ll` file, or `-` for stdin.
    input: String,
    /// Output `.spv` or `.spvasm` file, or `-` for stdout (default: the input name with
    /// `.spv`, or stdout for stdin).
    #[arg(short)]
    o: Option<String>,
    /// Write SPIR-V assembly text instead of a binary.
    #[arg(short = 'S')]
    text: bool,
    /// The highest SPIR-V version the output may have (1.0 … 1.6); the output gets the lowest
    /// version its contents need.
    #[arg(long = "spirv-max-version", value_name = "VERSION")]
    max_version: Option<String>,
    /// Allowed extensions: comma-separated `+NAME`, `-NAME`, `+all`, `-all`.
    #[arg(long = "spirv-ext", value_name = "LIST", allow_hyphen_values = true)]
    ext: Option<String>,
    /// Translate LLVM intrinsics that have no SPIR-V counterpart as calls of imported
    /// functions of the same name (all of them, or those whose names start with one of the
    /// comma-separated prefixes) instead of failing.
    #[arg(long = "spirv-allow-unknown-intrinsics", value_name = "PREFIXES", num_args = 0..=1, require_equals = true, default_missing_value = "")]
    unknown_intrinsics: Option<String>,
    /// Floating-point contraction: `on` (ContractionOff on kernels whose arithmetic LLVM did
    /// not allow to contract), `off` (on every kernel), `fast` (never).
    #[arg(long = "spirv-fp-contract", value_name = "MODE", default_value = "on", value_parser = ["on", "off", "fast"])]
    fp_contract: String,
    /// The debug-information format: `ocl-100` (OpenCL.DebugInfo.100, the default),
    /// `nonsemantic-shader-100` or `nonsemantic-shader-200` (NonSemantic.Shader.DebugInfo).
    #[arg(long = "spirv-debug-info-version", value_name = "FORMAT", default_value = "ocl-100")]
    debug_info: String,
    /// Keep function attributes and function and global variable metadata as
    /// `NonSemantic.AuxData` instructions.
    #[arg(long = "spirv-preserve-auxdata")]
    preserve_aux_data: bool,
    /// Also keep `!kernel_arg_type_qual` in a `kernel_arg_type_qual.*` string.
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    kernel_arg_type_qual_strings: bool,
    /// Run LLVM's mem2reg over the input before translating.
    #[arg(long = "spirv-mem2reg")]
    mem2reg: bool,
    /// `llvm.fmuladd` as OpenCL.std `mad` (`=true`, the Khronos translator's default) or as a
    /// multiply and an add, each rounded (`=false`); without the option, OpenCL.std `fma`.
    #[arg(long = "spirv-replace-fmuladd-with-ocl-mad", value_name = "BOOL", num_args = 0..=1, require_equals = true,
        default_missing_value = "true")]
    fmuladd_mad: Option<bool>,
    /// The extended instruction set LLVM intrinsics may use: `OpenCL.std` (`llvm.fmuladd` as
    /// `mad`) or `none` (`llvm.fmuladd` as a multiply and an add).
    #[arg(long = "spirv-ext-inst", value_name = "SET", value_parser = ["none", "OpenCL.std"],
        conflicts_with = "fmuladd_mad")]
    ext_inst: Option<String>,
}

fn main() {
    let cli = Cli::parse();
    // In a child process: LLVM's bitcode reader crashes on some corrupt files.
    std::process::exit(spirv_llvm::run_guarded("error", &cli.input, || match run(&cli) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {}", spirv_llvm::one_line(&e.to_string()));
            1
        }
    }));
}

fn run(cli: &Cli) -> anyhow::Result<()> {
    let mut options = to_spirv::Options::default();
    if let Some(v) = &cli.max_version {
        options.max_version = to_spirv::parse_version(v)?;
    }
    if let Some(list) = &cli.ext {
        options.extensions = to_spirv::Extensions::parse(list)?;
    }
    if let Some(prefixes) = &cli.unknown_intrinsics {
        options.unknown_intrinsics = Some(prefixes.split(',').map(str::to_owned).collect());
    }
    options.debug_info = to_spirv::DebugInfoFormat::parse(&cli.debug_info)?;
    options.preserve_aux_data = cli.preserve_aux_data;
    options.kernel_arg_type_qual_strings = cli.kernel_arg_type_qual_strings;
    options.fmuladd = match (cli.ext_inst.as_deref(), cli.fmuladd_mad) {
        (Some(set), _) => to_spirv::FmulAdd::for_ext_inst(set)?,
        (None, Some(true)) => to_spirv::FmulAdd::Mad,
        (None, Some(false)) => to_spirv::FmulAdd::Separate,
        (None, None) => to_spirv::FmulAdd::Fma,
    };
    options.fp_contract = match cli.fp_contract.as_str() {
        "off" => to_spirv::FpContract::Off,
        "fast" => to_spirv::FpContract::Fast,
        _ => to_spirv::FpContract::On,
    };
    let bytes = spirv_llvm::read_input(&cli.input)?;
    let output = match &cli.o {
        Some(o) => o.clone(),
        None if cli.input == "-" => "-".to_owned(),
        None => {
            let ext = if cli.text { "spvasm" } else { "spv" };
            std::path::Path::new(&cli.input).with_extension(ext).to_string_lossy().into_owned()
        }
    };
    let text = cli.text || spirv_llvm::spirv_format_of(&output) == Some(spirv_llvm::SpirvFormat::Text);
    let module = spirv_llvm::llvm_to_spirv_module(&cli.input, &bytes, &options, cli.mem2reg)?;
    let out = if text {
        spirv_llvm::translator::spirv::disassemble(&module, &Default::default()).into_bytes()
    } else {
        spirv_llvm::translator::spirv::write_bytes(&module)?
    };
    spirv_llvm::write_output(&output, &out)?;
    Ok(())
}
