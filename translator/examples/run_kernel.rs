//! Runs one OpenCL kernel, given as LLVM IR, on the host with the execution harness of the
//! tests (`translator/tests/support/exec`), and prints what it wrote: one line per global
//! buffer with its length and a 64-bit FNV-1a digest of its bytes.
//!
//! ```text
//! run_kernel SPEC MODULE.(bc|ll)
//! run_kernel --define-behaviour MODULE.(bc|ll) OUT.bc
//! ```
//!
//! `SPEC` is any text file holding the `// EXEC:` and `// ARG:` lines (the kernel's `.cl`
//! source, or an `.ll` file with them after `;`). `scripts/roundtrip --exec` runs it on each
//! step's module and compares the lines. Exit status 1 with a message on any error, 2 when the
//! spec file has no `EXEC:` line.

#[path = "../tests/support/exec/mod.rs"]
mod exec;

use std::process::ExitCode;

use spirv_llvm_translator::llvm::{Context, Module};

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn read<'c>(ctx: &'c Context, module_path: &str) -> Result<Module<'c>, String> {
    let bytes = std::fs::read(module_path).map_err(|e| format!("{module_path}: {e}"))?;
    if bytes.starts_with(b"BC") || bytes.starts_with(&[0xde, 0xc0, 0x17, 0x0b]) {
        Module::parse_bitcode(ctx, &bytes)
    } else {
        Module::parse_ir(ctx, &String::from_utf8_lossy(&bytes))
    }
    .map_err(|e| format!("{module_path}: {e}"))
}

/// The second form: writes the module with `exec::total::define_behaviour` applied.
fn define_behaviour(module_path: &str, out: &str) -> Result<(), String> {
    let ctx = Context::new();
    let module = read(&ctx, module_path)?;
    exec::total::define_behaviour(&module, &ctx).map_err(|e| format!("{module_path}: {e}"))?;
    let bitcode = module.to_bitcode().map_err(|e| format!("{module_path}: {e}"))?;
    std::fs::write(out, bitcode).map_err(|e| format!("{out}: {e}"))
}

fn run(spec_path: &str, module_path: &str) -> Result<Option<Vec<Vec<u8>>>, String> {
    let text = std::fs::read_to_string(spec_path).map_err(|e| format!("{spec_path}: {e}"))?;
    let Some(spec) = exec::parse_spec(&text).map_err(|e| format!("{spec_path}: {e}"))? else {
        return Ok(None);
    };
    let ctx = Context::new();
    let module = read(&ctx, module_path)?;
    exec::run(module, &ctx, &spec).map(Some).map_err(|e| format!("{module_path}: {e}"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, module, out] = args.as_slice()
        && flag == "--define-behaviour"
    {
        return match define_behaviour(module, out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("run_kernel: {e}");
                ExitCode::from(1)
            }
        };
    }
    let [_, spec, module] = args.as_slice() else {
        eprintln!("usage: run_kernel SPEC MODULE.(bc|ll) | run_kernel --define-behaviour MODULE.(bc|ll) OUT.bc");
        return ExitCode::from(1);
    };
    match run(spec, module) {
        Ok(Some(buffers)) => {
            for (i, b) in buffers.iter().enumerate() {
                println!("buffer {i}: {} bytes, fnv1a {:016x}", b.len(), fnv1a(b));
            }
            ExitCode::SUCCESS
        }
        Ok(None) => {
            eprintln!("{spec}: no EXEC: line");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("run_kernel: {e}");
            ExitCode::from(1)
        }
    }
}
