//! `spirv-llvm`: the umbrella command (`dis`, `as`, `demangle`).

use anyhow::Result;
use clap::{Parser, Subcommand};
use spirv_llvm::translator::spirv;

#[derive(Parser)]
#[command(name = "spirv-llvm", version, about = "SPIR-V tools of the spirv-llvm translator")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Disassemble a SPIR-V binary into SPIRV-Tools assembly.
    Dis {
        /// Input `.spv` file, or `-` for stdin.
        input: String,
        /// Output file, or `-` for stdout (the default).
        #[arg(short, default_value = "-")]
        o: String,
        /// Print ids as numbers, like `spirv-dis --raw-id`.
        #[arg(long)]
        raw_id: bool,
        /// Omit the header comment.
        #[arg(long)]
        no_header: bool,
    },
    /// Assemble SPIRV-Tools assembly into a SPIR-V binary.
    As {
        /// Input `.spvasm` file, or `-` for stdin.
        input: String,
        /// Output file, or `-` for stdout.
        #[arg(short)]
        o: String,
        /// SPIR-V version of the output: `spv1.0` … `spv1.6` (default `spv1.6`).
        #[arg(long, default_value = "spv1.6")]
        target_env: String,
        /// Keep `%N` ids at their number, like `spirv-as --preserve-numeric-ids`.
        #[arg(long)]
        preserve_numeric_ids: bool,
    },
    /// Demangle builtin names (IA64), printing exactly what `llvm-cxxfilt` prints; reads
    /// whitespace-separated symbols from stdin when none is given.
    Demangle {
        /// Symbols such as `_Z13get_global_idj`.
        symbols: Vec<String>,
    },
}

fn main() {
    if let Err(e) = run(Cli::parse()) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Dis { input, o, raw_id, no_header } => {
            let bytes = spirv_llvm::read_input(&input)?;
            let module = spirv_llvm::read_spirv(&input, &bytes, spirv_llvm::SpirvFormat::Binary)?;
            let text = spirv::disassemble(&module, &spirv::DisOptions { raw_ids: raw_id, no_header });
            spirv_llvm::write_output(&o, text.as_bytes())?;
        }
        Command::As { input, o, target_env, preserve_numeric_ids } => {
            let version = parse_env(&target_env)?;
            let bytes = spirv_llvm::read_input(&input)?;
            let text = String::from_utf8(bytes).map_err(|_| anyhow::anyhow!("{input}: assembly text is not UTF-8"))?;
            let options = spirv::AsmOptions { version, preserve_numeric_ids };
            let module = spirv::assemble(&text, &options).map_err(|e| anyhow::anyhow!("{input}: {e}"))?;
            let out = spirv::write_bytes(&module).map_err(|e| anyhow::anyhow!("{input}: {e}"))?;
            spirv_llvm::write_output(&o, &out)?;
        }
        Command::Demangle { symbols } => demangle(&symbols)?,
    }
    Ok(())
}

fn demangle(symbols: &[String]) -> Result<()> {
    use std::io::{BufRead, Write};
    let mut out = std::io::stdout().lock();
    if symbols.is_empty() {
        for line in std::io::stdin().lock().lines() {
            writeln!(out, "{}", spirv_llvm_mangling::demangle_text_for_display(&line?))?;
        }
    } else {
        for symbol in symbols {
            writeln!(out, "{}", spirv_llvm_mangling::demangle_for_display(symbol))?;
        }
    }
    Ok(())
}

fn parse_env(env: &str) -> Result<(u8, u8)> {
    let bad = || anyhow::anyhow!("unsupported --target-env '{env}' (expected spv1.0 … spv1.6)");
    let rest = env.strip_prefix("spv1.").ok_or_else(bad)?;
    let minor: u8 = rest.parse().map_err(|_| bad())?;
    if minor > 6 {
        return Err(bad());
    }
    Ok((1, minor))
}
