//! `spirv2llvm`: SPIR-V (`.spv`, `.spvasm`) → LLVM IR (`.bc`, `.ll`).

use anyhow::bail;
use clap::Parser;
use spirv_llvm::translator::to_llvm::{BuiltinFormat, Options, TargetEnv};

#[derive(Parser)]
#[command(name = "spirv2llvm", version, about = "Translate SPIR-V to LLVM IR")]
struct Cli {
    /// Input `.spv` or `.spvasm` file, or `-` for stdin (format sniffed from the content).
    input: String,
    /// Output `.bc` or `.ll` file, or `-` for stdout (default: the input name with `.bc`).
    #[arg(short)]
    o: Option<String>,
    /// Write textual IR instead of bitcode.
    #[arg(short = 'S')]
    text: bool,
    /// Builtin naming: `SPV-IR` (`__spirv_*` builtins), or `CL1.2` / `CL2.0` (OpenCL C names for
    /// work-item functions, OpenCL.std and barriers; other instructions are reported).
    #[arg(long, default_value = "SPV-IR")]
    spirv_target_env: String,
    /// Builtin variables as `call` (default) or `global` variables.
    #[arg(long, default_value = "call")]
    spirv_builtin_format: String,
    /// Specialization constant overrides `ID:TYPE:VALUE` (TYPE: i1, i8, i16, i32, i64, f16,
    /// f32, f64), space-separated, like `llvm-spirv -spec-const`.
    #[arg(long)]
    spec_const: Vec<String>,
    /// Run LLVM's mem2reg over the result.
    #[arg(long = "spirv-mem2reg")]
    mem2reg: bool,
    /// Put functions and function pointers in address space 9 (`CodeSectionINTEL`).
    #[arg(long = "spirv-emit-function-ptr-addr-space")]
    function_pointer_address_space: bool,
    /// Restore the function attributes and metadata kept as `NonSemantic.AuxData`.
    #[arg(long = "spirv-preserve-auxdata")]
    preserve_aux_data: bool,
    /// Take `!kernel_arg_type` and `!kernel_arg_type_qual` from the `kernel_arg_type.*` and
    /// `kernel_arg_type_qual.*` strings instead of deriving them.
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    kernel_arg_strings: bool,
    /// Specialize a multi-target SPV_INTEL_function_variants module for the target the
    /// `--fnvar-*` options describe (an omitted one matches every value).
    #[arg(long = "fnvar-spec-enable")]
    fnvar: bool,
    /// Also write the specialized module (SPIR-V binary) to this file.
    #[arg(long = "fnvar-spv-out", requires = "fnvar")]
    fnvar_spv_out: Option<String>,
    /// The target's architecture category.
    #[arg(long = "fnvar-category", requires = "fnvar")]
    fnvar_category: Option<u32>,
    /// The target's architecture family.
    #[arg(long = "fnvar-family", requires = "fnvar")]
    fnvar_family: Option<u32>,
    /// The target's architecture.
    #[arg(long = "fnvar-arch", requires = "fnvar")]
    fnvar_arch: Option<u32>,
    /// The target ISA.
    #[arg(long = "fnvar-target", requires = "fnvar")]
    fnvar_target: Option<u32>,
    /// The target's features (comma-separated numbers).
    #[arg(long = "fnvar-features", requires = "fnvar", value_delimiter = ',')]
    fnvar_features: Option<Vec<u32>>,
    /// The capabilities the target supports (comma-separated numbers).
    #[arg(long = "fnvar-capabilities", requires = "fnvar", value_delimiter = ',')]
    fnvar_capabilities: Option<Vec<u32>>,
}

fn main() {
    let cli = Cli::parse();
    if let Err(e) = run(&cli) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run(cli: &Cli) -> anyhow::Result<()> {
    let target_env = match cli.spirv_target_env.as_str() {
        "SPV-IR" => TargetEnv::SpvIr,
        "CL1.2" => TargetEnv::Cl12,
        "CL2.0" => TargetEnv::Cl20,
        other => bail!("--spirv-target-env={other}: expected SPV-IR, CL1.2 or CL2.0"),
    };
    let builtin_format = match cli.spirv_builtin_format.as_str() {
        "call" => BuiltinFormat::Call,
        "global" => BuiltinFormat::Global,
        other => bail!("--spirv-builtin-format={other}: expected call or global"),
    };
    let mut spec_constants = Vec::new();
    for item in cli.spec_const.iter().flat_map(|s| s.split_whitespace()) {
        let (id, bits, _) = spirv_llvm::parse_spec_const(item).map_err(anyhow::Error::msg)?;
        spec_constants.push((id, bits));
    }
    let options = Options { target_env, builtin_format, spec_constants, function_pointer_address_space: cli.function_pointer_address_space, preserve_aux_data: cli.preserve_aux_data, kernel_arg_strings: cli.kernel_arg_strings };
    let target = cli.fnvar.then(|| spirv_llvm::translator::spirv::fnvar::Target {
        category: cli.fnvar_category,
        family: cli.fnvar_family,
        architecture: cli.fnvar_arch,
        target: cli.fnvar_target,
        features: cli.fnvar_features.clone(),
        capabilities: cli.fnvar_capabilities.clone(),
        spec_constants: options.spec_constants.clone(),
    });
    let module = spirv_llvm::function_variant(&cli.input, spirv_llvm::load_spirv(&cli.input)?, target.as_ref(), cli.fnvar_spv_out.as_deref())?;
    let output = cli.o.clone().unwrap_or_else(|| {
        if cli.input == "-" { "-".into() } else { std::path::Path::new(&cli.input).with_extension(if cli.text { "ll" } else { "bc" }).to_string_lossy().into_owned() }
    });
    let text = cli.text || spirv_llvm::llvm_format_of(&output) == Some(spirv_llvm::LlvmFormat::Text);
    let bytes = spirv_llvm::spirv_to_llvm_with(&cli.input, &module, &options, text, cli.mem2reg)?;
    spirv_llvm::write_output(&output, &bytes)?;
    Ok(())
}
