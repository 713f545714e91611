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
    /// Run a Vulkan compute shader (GLCompute) or an OpenCL kernel (Kernel) on the CPU, one
    /// thread per invocation of a work-group: a shader's buffers bound by descriptor set and
    /// binding (--buffer), a kernel's arguments in order (--arg); prints the buffers afterwards
    /// (as 32-bit words) or writes them to --out-dir.
    Run {
        /// Input `.spv` (or `.spvasm`) file, or `-` for stdin.
        input: String,
        /// A shader's buffer: `SET:BINDING=FILE` (its bytes) or `SET:BINDING=zero:BYTES`.
        /// Repeatable.
        #[arg(long = "buffer", value_name = "SET:BINDING=FILE|zero:BYTES")]
        buffers: Vec<String>,
        /// A kernel's next argument: `buffer:FILE` or `zero:BYTES` (a global buffer),
        /// `local:BYTES` (local memory), `i8:V` `u8:V` `i16:V` `u16:V` `i32:V` `u32:V` `i64:V`
        /// `u64:V` `f32:V` `f64:V` (a value), `bytes:FILE` (a value's bytes, such as a struct).
        /// Repeatable, in parameter order.
        #[arg(long = "arg", value_name = "KIND:VALUE")]
        args: Vec<String>,
        /// A kernel's work-group size `X[,Y[,Z]]` (default: its reqd_work_group_size).
        #[arg(long, value_name = "X,Y,Z")]
        local_size: Option<String>,
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
        /// The entry point (default: the module's only GLCompute or Kernel entry point).
        #[arg(long)]
        entry: Option<String>,
        /// Write each buffer to DIR/set{S}_binding{B}.bin (a kernel's: DIR/arg{N}.bin) instead
        /// of printing it.
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
        Command::Run { input, buffers, args, local_size, groups, push, spec_consts, entry, out_dir } => {
            let bytes = spirv_llvm::read_input(&input)?;
            let format = if input.ends_with(".spvasm") { spirv_llvm::SpirvFormat::Text } else { spirv_llvm::SpirvFormat::Binary };
            let module = spirv_llvm::read_spirv(&input, &bytes, format)?;
            let spec_constants = spec_consts.iter().map(|s| parse_spec_const(s)).collect::<Result<Vec<_>>>()?;
            let groups = parse_groups(&groups)?;
            if is_kernel_module(&module) {
                if !buffers.is_empty() || push.is_some() {
                    anyhow::bail!("{input}: a Kernel module takes its arguments with --arg, not --buffer or --push");
                }
                let mut kernel_args = args.iter().map(|a| parse_arg(a)).collect::<Result<Vec<_>>>()?;
                let local_size = local_size.as_deref().map(|l| parse_groups(l).map_err(|_| anyhow::anyhow!("--local-size {l}: sizes are positive integers"))).transpose()?;
                let options = run::KernelOptions { entry, groups, local_size, spec_constants };
                run::run_kernel(&module, &mut kernel_args, &options).map_err(|e| anyhow::anyhow!("{input}: {e}"))?;
                let shown: Vec<(String, String, Vec<u8>)> = kernel_args
                    .into_iter()
                    .enumerate()
                    .filter_map(|(n, a)| match a {
                        run::KernelArg::Buffer(b) => Some((format!("arg {n}"), format!("arg{n}.bin"), b)),
                        _ => None,
                    })
                    .collect();
                print_buffers(&shown, out_dir.as_deref())?;
            } else {
                if !args.is_empty() || local_size.is_some() {
                    anyhow::bail!("{input}: a shader takes --buffer and --push (--arg and --local-size are for kernels)");
                }
                let mut bound = buffers.iter().map(|b| parse_buffer(b)).collect::<Result<Vec<_>>>()?;
                let options = run::RunOptions {
                    entry,
                    groups,
                    push_constants: match push {
                        Some(p) => spirv_llvm::read_input(&p)?,
                        None => Vec::new(),
                    },
                    spec_constants,
                };
                run::run_compute(&module, &mut bound, &options).map_err(|e| anyhow::anyhow!("{input}: {e}"))?;
                let shown: Vec<(String, String, Vec<u8>)> = bound
                    .into_iter()
                    .map(|b| (format!("set {} binding {}", b.set, b.binding), format!("set{}_binding{}.bin", b.set, b.binding), b.bytes))
                    .collect();
                print_buffers(&shown, out_dir.as_deref())?;
            }
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

/// Whether the module's entry points are kernels (none of them `GLCompute`).
fn is_kernel_module(module: &spirv::Module) -> bool {
    let models: Vec<u32> = module.section(spirv::Section::EntryPoint).iter().filter_map(|e| e.operands.first().copied()).collect();
    models.contains(&(::spirv::ExecutionModel::Kernel as u32)) && !models.contains(&(::spirv::ExecutionModel::GLCompute as u32))
}

/// A kernel argument: `buffer:FILE`, `zero:BYTES`, `local:BYTES`, `bytes:FILE` or `TYPE:VALUE`.
fn parse_arg(text: &str) -> Result<run::KernelArg> {
    let bad = || anyhow::anyhow!("--arg {text}: expected buffer:FILE, zero:BYTES, local:BYTES, bytes:FILE or TYPE:VALUE (i8 u8 i16 u16 i32 u32 i64 u64 f32 f64)");
    let (kind, value) = text.split_once(':').ok_or_else(bad)?;
    let size = |v: &str| -> Result<usize> {
        let n: usize = v.parse().map_err(|_| bad())?;
        if n > 1 << 30 {
            anyhow::bail!("--arg {text}: at most 1 GiB");
        }
        Ok(n)
    };
    let int = |v: &str| -> Result<i128> {
        match v.strip_prefix("0x") {
            Some(hex) => i128::from_str_radix(hex, 16).map_err(|_| bad()),
            None => v.parse::<i128>().map_err(|_| bad()),
        }
    };
    let fits = |v: i128, bits: u32| -> Result<Vec<u8>> {
        let (low, high) = (-(1i128 << (bits - 1)), (1i128 << bits) - 1);
        if v < low || v > high {
            anyhow::bail!("--arg {text}: {v} does not fit in {bits} bits");
        }
        Ok((v as u64).to_le_bytes()[..bits as usize / 8].to_vec())
    };
    Ok(match kind {
        "buffer" => run::KernelArg::Buffer(spirv_llvm::read_input(value)?),
        "zero" => run::KernelArg::Buffer(vec![0; size(value)?]),
        "local" => run::KernelArg::Local(size(value)?),
        "bytes" => run::KernelArg::Value(spirv_llvm::read_input(value)?),
        "i8" | "u8" => run::KernelArg::Value(fits(int(value)?, 8)?),
        "i16" | "u16" => run::KernelArg::Value(fits(int(value)?, 16)?),
        "i32" | "u32" => run::KernelArg::Value(fits(int(value)?, 32)?),
        "i64" | "u64" => run::KernelArg::Value(fits(int(value)?, 64)?),
        "f32" => run::KernelArg::Value(value.parse::<f32>().map_err(|_| bad())?.to_le_bytes().to_vec()),
        "f64" => run::KernelArg::Value(value.parse::<f64>().map_err(|_| bad())?.to_le_bytes().to_vec()),
        _ => return Err(bad()),
    })
}

/// Each `(label, file name, bytes)` to `DIR/{file name}`, or printed under its label as
/// little-endian 32-bit words.
fn print_buffers(buffers: &[(String, String, Vec<u8>)], out_dir: Option<&str>) -> Result<()> {
    use std::io::Write;
    if let Some(dir) = out_dir {
        for (_, file, bytes) in buffers {
            spirv_llvm::write_output(&format!("{dir}/{file}"), bytes)?;
        }
        return Ok(());
    }
    let mut out = std::io::stdout().lock();
    for (label, _, bytes) in buffers {
        writeln!(out, "{label} ({} bytes):", bytes.len())?;
        for line in bytes.chunks(32) {
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
