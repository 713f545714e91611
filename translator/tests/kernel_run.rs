//! The library's kernel runner (`run::run_kernel`, what `spirv-llvm run` does for Kernel
//! modules) on the execution corpus: each kernel of `testdata/exec`, compiled by clang-22 for
//! `spir64` and translated by `to_spirv`, runs from its SPIR-V with the arguments its `EXEC`/`ARG`
//! lines give and must leave every buffer bit for bit as the test harness leaves it running
//! clang's own LLVM. Kernels that call what the runner has no runtime for (printf, images, most
//! of OpenCL.std) are counted, and the error must name the call.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, dead_code)]

mod support;
#[path = "support/exec/mod.rs"]
mod exec;

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::{run, spirv, to_spirv};
use support::{root, run as run_tool};

/// Kernels that must run: raise as the runner's runtime grows.
const MIN_RUN: usize = 115;

#[test]
fn kernels_run_from_spirv_as_the_harness_runs_them() {
    let tmp = std::env::temp_dir().join(format!("kernel-run-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut sources: Vec<_> = support::walk(&root().join("testdata/exec")).into_iter().filter(|p| p.extension().is_some_and(|e| e == "cl")).collect();
    sources.sort();
    let (mut same, mut no_runtime, mut skipped, mut failures) = (0, 0, 0, Vec::new());
    for src in &sources {
        let text = std::fs::read_to_string(src).unwrap();
        let Ok(Some(spec)) = exec::parse_spec(&text) else {
            skipped += 1;
            continue;
        };
        if spec.fuel.is_some() || spec.stack.is_some() {
            // Kernels that need the harness's bounded loops or larger stacks.
            skipped += 1;
            continue;
        }
        let bc = tmp.join("k.bc");
        let args = ["-cl-std=CL2.0", "-target", "spir64-unknown-unknown", "-O0", "-emit-llvm", "-c", "-Xclang", "-finclude-default-header"];
        let mut all: Vec<&str> = args.to_vec();
        all.extend([src.to_str().unwrap(), "-o", bc.to_str().unwrap()]);
        run_tool(&support::llvm_tool("clang"), &all, None).unwrap_or_else(|e| panic!("clang {}: {e}", src.display()));
        let bytes = std::fs::read(&bc).unwrap();
        let Ok(module) = to_spirv::translate_bytes(&bytes, &to_spirv::Options::default()) else {
            skipped += 1;
            continue;
        };
        let reference = {
            let ctx = Context::new();
            let m = exec::parse(&ctx, &bytes).unwrap();
            exec::run(m, &ctx, &spec).unwrap_or_else(|e| panic!("{}: the harness: {e}", src.display()))
        };
        let mut kernel_args: Vec<run::KernelArg> = spec
            .args
            .iter()
            .map(|a| match a {
                exec::Arg::Global { elem, count, init } => run::KernelArg::Buffer(exec::initial(*elem, *count, init).unwrap()),
                exec::Arg::Local { elem, count } => run::KernelArg::Local(count * elem.size()),
                exec::Arg::Scalar(bytes) => run::KernelArg::Value(bytes.clone()),
            })
            .collect();
        let options = run::KernelOptions {
            entry: Some(spec.kernel.clone()),
            groups: [0, 1, 2].map(|d| (spec.global[d] / spec.local[d].max(1)) as u32),
            local_size: Some(spec.local.map(|l| l as u32)),
            spec_constants: Vec::new(),
        };
        match run::run_kernel(&module, &mut kernel_args, &options) {
            Ok(()) => {
                let out: Vec<Vec<u8>> = kernel_args
                    .into_iter()
                    .filter_map(|a| if let run::KernelArg::Buffer(b) = a { Some(b) } else { None })
                    .collect();
                if out == reference {
                    same += 1;
                } else {
                    failures.push(format!("{}: the buffers differ from the harness's", src.display()));
                }
            }
            Err(e) if e.to_string().contains("no runtime for") => no_runtime += 1,
            Err(e) => failures.push(format!("{}: {e}", src.display())),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!(
        "{} kernels: {same} run from SPIR-V as the harness runs them, {no_runtime} call what the runner has no runtime for, {skipped} skipped",
        sources.len()
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(same >= MIN_RUN, "only {same} kernels ran (at least {MIN_RUN})");
}

/// A kernel calling what the runner has no runtime for is an error naming the call; a wrong
/// argument list is an error naming the parameter.
#[test]
fn kernel_run_errors_name_their_cause() {
    let ir = "target triple = \"spir64-unknown-unknown\"\n\
        declare spir_func float @_Z5lgammaf(float)\n\
        define spir_kernel void @k(ptr addrspace(1) %p) {\n\
          %v = load float, ptr addrspace(1) %p\n  %w = call spir_func float @_Z5lgammaf(float %v)\n\
          store float %w, ptr addrspace(1) %p\n  ret void\n}\n";
    let module = to_spirv::translate_bytes(ir.as_bytes(), &to_spirv::Options::default()).unwrap();
    let options = run::KernelOptions { local_size: Some([1, 1, 1]), ..Default::default() };
    let e = run::run_kernel(&module, &mut [run::KernelArg::Buffer(vec![0; 4])], &options).unwrap_err();
    assert!(e.to_string().contains("lgamma") && e.to_string().contains("no runtime for"), "{e}");
    let e = run::run_kernel(&module, &mut [run::KernelArg::Local(4)], &options).unwrap_err();
    assert!(e.to_string().contains("does not fit parameter 0 of k"), "{e}");
    let e = run::run_kernel(&module, &mut [], &options).unwrap_err();
    assert!(e.to_string().contains("takes 1 arguments, 0 given"), "{e}");
    let e = run::run_kernel(&module, &mut [run::KernelArg::Buffer(vec![0; 4])], &run::KernelOptions::default()).unwrap_err();
    assert!(e.to_string().contains("declares no work-group size"), "{e}");
    let named = run::KernelOptions { entry: Some("other".into()), local_size: Some([1, 1, 1]), ..Default::default() };
    let e = run::run_kernel(&module, &mut [run::KernelArg::Buffer(vec![0; 4])], &named).unwrap_err();
    assert!(e.to_string().contains("no Kernel entry point other (the module has: k)"), "{e}");
    let _ = spirv::Section::EntryPoint;
}
