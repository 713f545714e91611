//! `spirv-llvm`: the umbrella command (`dis`, `as`, `demangle`, `run`).

use anyhow::Result;
use clap::{Parser, Subcommand};
use spirv_llvm::translator::{run, spirv};

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
    /// Run a Vulkan compute shader (GLCompute) on the CPU: its buffers bound by descriptor set
    /// and binding, one thread per invocation of a work-group; prints the buffers afterwards
    /// (as 32-bit words) or writes them to --out-dir.
    Run {
        /// Input `.spv` (or `.spvasm`) file, or `-` for stdin.
        input: String,
        /// A buffer: `SET:BINDING=FILE` (its bytes) or `SET:BINDING=zero:BYTES`. Repeatable.
        #[arg(long = "buffer", value_name = "SET:BINDING=FILE|zero:BYTES")]
        buffers: Vec<String>,
        /// Work-groups in each dimension: `X[,Y[,Z]]`.
        #[arg(long, default_value = "1")]
        groups: String,
        /// The push-constant block, from a file.
        #[arg(long, value_name = "FILE")]
        push: Option<String>,
        /// A specialization constant: `SPEC_ID:VALUE` (an integer, or a float with a `.`, whose
        /// 32-bit pattern is used). Repeatable.
        #[arg(long = "spec-const", value_name = "ID:VALUE")]
        spec_consts: Vec<String>,
        /// The entry point (default: the module's only GLCompute entry point).
        #[arg(long)]
        entry: Option<String>,
        /// Write each buffer to DIR/set{S}_binding{B}.bin instead of printing it.
        #[arg(long, value_name = "DIR")]
        out_dir: Option<String>,
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
        Command::Run { input, buffers, groups, push, spec_consts, entry, out_dir } => {
            let bytes = spirv_llvm::read_input(&input)?;
            let format = if input.ends_with(".spvasm") { spirv_llvm::SpirvFormat::Text } else { spirv_llvm::SpirvFormat::Binary };
            let module = spirv_llvm::read_spirv(&input, &bytes, format)?;
            let mut bound = buffers.iter().map(|b| parse_buffer(b)).collect::<Result<Vec<_>>>()?;
            let options = run::RunOptions {
                entry,
                groups: parse_groups(&groups)?,
                push_constants: match push {
                    Some(p) => spirv_llvm::read_input(&p)?,
                    None => Vec::new(),
                },
                spec_constants: spec_consts.iter().map(|s| parse_spec_const(s)).collect::<Result<_>>()?,
            };
            run::run_compute(&module, &mut bound, &options).map_err(|e| anyhow::anyhow!("{input}: {e}"))?;
            print_buffers(&bound, out_dir.as_deref())?;
        }
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

/// `SET:BINDING=FILE` or `SET:BINDING=zero:BYTES`.
fn parse_buffer(text: &str) -> Result<run::Buffer> {
    let bad = || anyhow::anyhow!("--buffer {text}: expected SET:BINDING=FILE or SET:BINDING=zero:BYTES");
    let (slot, source) = text.split_once('=').ok_or_else(bad)?;
    let (set, binding) = slot.split_once(':').ok_or_else(bad)?;
    let (set, binding) = (set.parse().map_err(|_| bad())?, binding.parse().map_err(|_| bad())?);
    let bytes = match source.strip_prefix("zero:") {
        Some(n) => {
            let n: usize = n.parse().map_err(|_| bad())?;
            if n > 1 << 30 {
                anyhow::bail!("--buffer {text}: at most 1 GiB");
            }
            vec![0; n]
        }
        None => spirv_llvm::read_input(source)?,
    };
    Ok(run::Buffer { set, binding, bytes })
}

/// `X[,Y[,Z]]`, each at least 1.
fn parse_groups(text: &str) -> Result<[u32; 3]> {
    let mut g = [1u32; 3];
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > 3 {
        anyhow::bail!("--groups {text}: at most three sizes");
    }
    for (slot, p) in g.iter_mut().zip(parts) {
        *slot = p.trim().parse().ok().filter(|&n| n > 0).ok_or_else(|| anyhow::anyhow!("--groups {text}: sizes are positive integers"))?;
    }
    Ok(g)
}

/// `ID:VALUE`: an integer (decimal or 0x hex, negative ones as two's complement) or a float.
fn parse_spec_const(text: &str) -> Result<(u32, u64)> {
    let bad = || anyhow::anyhow!("--spec-const {text}: expected SPEC_ID:VALUE");
    let (id, value) = text.split_once(':').ok_or_else(bad)?;
    let id = id.parse().map_err(|_| bad())?;
    let bits = if let Some(hex) = value.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).map_err(|_| bad())?
    } else if value.contains('.') {
        u64::from(value.parse::<f32>().map_err(|_| bad())?.to_bits())
    } else {
        value.parse::<i64>().map_err(|_| bad())? as u64
    };
    Ok((id, bits))
}

/// Each buffer to `DIR/set{S}_binding{B}.bin`, or printed as little-endian 32-bit words.
fn print_buffers(buffers: &[run::Buffer], out_dir: Option<&str>) -> Result<()> {
    use std::io::Write;
    if let Some(dir) = out_dir {
        for b in buffers {
            let path = format!("{dir}/set{}_binding{}.bin", b.set, b.binding);
            spirv_llvm::write_output(&path, &b.bytes)?;
        }
        return Ok(());
    }
    let mut out = std::io::stdout().lock();
    for b in buffers {
        writeln!(out, "set {} binding {} ({} bytes):", b.set, b.binding, b.bytes.len())?;
        for line in b.bytes.chunks(32) {
            let words: Vec<String> = line.chunks(4).map(|w| {
                let mut word = [0u8; 4];
                word[..w.len()].copy_from_slice(w);
                format!("{:08x}", u32::from_le_bytes(word))
            }).collect();
            writeln!(out, "  {}", words.join(" "))?;
        }
    }
    Ok(())
}
