//! SPIR-V → LLVM over every module of the built corpus (our `.spvasm` set, LLVM's SPIR-V
//! backend output, the Khronos translator's output): each Kernel module translates, passes
//! the LLVM verifier (inside `translate`) and its bitcode is read back by `llvm-dis`; each
//! module outside this direction's scope (Shader modules) fails with an error naming why.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv;
use spirv_llvm_translator::to_llvm::{self, ErrorKind, Options};
use support::*;


#[test]
fn every_kernel_module_translates_and_verifies() {
    let mut files = corpus("spvasm");
    files.extend(corpus("llc"));
    files.extend(corpus("llvm-spirv-15"));
    let tmp = std::env::temp_dir().join(format!("to-llvm-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let llvm_dis = support::llvm_tool("llvm-dis");
    let (mut translated, mut out_of_scope, mut failures) = (0, 0, Vec::new());
    for path in &files {
        let module = spirv::read_bytes(&std::fs::read(path).unwrap()).unwrap();
        let kernel = module.section(spirv::Section::Capability).iter().any(|c| c.operands.first() == Some(&6));
        let ctx = Context::new();
        match to_llvm::translate(&module, &ctx, &Options::default()) {
            Ok(ir) => {
                let bc = tmp.join("out.bc");
                std::fs::write(&bc, ir.to_bitcode().unwrap()).unwrap();
                match run(&llvm_dis, &[bc.to_str().unwrap(), "-o", "/dev/null"], None) {
                    Ok(_) => translated += 1,
                    Err(e) => failures.push(format!("{}: llvm-dis: {e}", path.display())),
                }
            }
            // Shader modules other than the compute shaders this direction handles.
            Err(e) if !kernel && matches!(&e.kind, ErrorKind::Unsupported(_)) => out_of_scope += 1,
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!("{} modules: {translated} translated and verified, {out_of_scope} unsupported Shader modules, {} failed", files.len(), failures.len());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(translated >= 668, "only {translated} modules translated");
}

/// Tool-produced corpus modules that translate with `--spirv-target-env=CL1.2` and `CL2.0` (all:
/// pipes and device enqueue, absent from OpenCL C 1.2, keep their `__spirv_*` calls with CL1.2).
const CL12_TRANSLATED: usize = 599;
const CL20_TRANSLATED: usize = 599;

#[test]
fn opencl_c_target_env_translates_or_names_what_it_lacks() {
    use spirv_llvm_translator::to_llvm::TargetEnv;
    let mut files = corpus("llvm-spirv-15");
    files.extend(corpus("llc"));
    for (env, want) in [(TargetEnv::Cl12, CL12_TRANSLATED), (TargetEnv::Cl20, CL20_TRANSLATED)] {
        let options = Options { target_env: env, ..Options::default() };
        let (mut ok, mut unsupported, mut bad) = (0, 0, Vec::new());
        for path in &files {
            let module = spirv::read_bytes(&std::fs::read(path).unwrap()).unwrap();
            let ctx = Context::new();
            match to_llvm::translate(&module, &ctx, &options) {
                Ok(ir) => {
                    let text = ir.print_to_string();
                    // Everything in these modules has an OpenCL C 2.0 spelling.
                    if env == TargetEnv::Cl20 {
                        assert!(!text.contains("__spirv_"), "{}: __spirv_ names in {env:?} output", path.display());
                    }
                    ok += 1;
                }
                Err(e) if matches!(e.kind, ErrorKind::Unsupported(_)) => unsupported += 1,
                Err(e) => bad.push(format!("{}: {e}", path.display())),
            }
        }
        eprintln!("{env:?}: {ok} translated, {unsupported} unsupported of {}", files.len());
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        assert!(ok >= want, "{env:?}: only {ok} translated, {want} expected");
    }
}

/// Mutated corpus modules that the reader still accepts must translate or fail with an error,
/// never panic or abort, in every target environment (the seeds include the image, pipe and
/// device-enqueue modules, which the OpenCL C environments translate differently).
#[test]
fn mutated_modules_never_panic() {
    use spirv_llvm_translator::to_llvm::TargetEnv;
    let all = corpus("llvm-spirv-15");
    let opaque = |p: &std::path::PathBuf| ["image", "pipe", "enqueue", "sampler"].iter().any(|k| p.to_string_lossy().contains(k));
    let seeds: Vec<Vec<u8>> =
        all.iter().take(12).chain(all.iter().filter(|p| opaque(p)).take(12)).map(|p| std::fs::read(p).unwrap()).collect();
    assert!(seeds.len() > 12, "no image, pipe or enqueue module among the seeds");
    let (mut read, mut translated) = (0, 0);
    for_each_mutant(&seeds, 20_000, |round, words| {
        let Ok(module) = spirv::read_words(words) else { return };
        read += 1;
        let ctx = Context::new();
        let target_env = [TargetEnv::SpvIr, TargetEnv::Cl12, TargetEnv::Cl20][(round / seeds.len()) % 3];
        if to_llvm::translate(&module, &ctx, &Options { target_env, ..Options::default() }).is_ok() {
            translated += 1;
        }
    });
    eprintln!("mutations: {read} read back, {translated} translated");
    assert!(read > 2000, "the sweep must reach the translator ({read} did)");
}
