//! SPIR-V → LLVM over the compute-shader corpus (`build/testdata/shaders`: the GLSL of
//! `testdata/shaders` compiled by glslang; `build/testdata/clspv`: the OpenCL C kernels of
//! `testdata/exec` compiled by clspv; all validated for Vulkan): every shader translates
//! (the LLVM verifier runs inside `translate`), its text parses again and its bitcode is read
//! back by `llvm-dis`, or
//! fails naming one of the constructs the README lists as not supported yet (`NOT_YET` below).
//! Each translated shader is also checked for the shape of a Vulkan module: the triple, one
//! `hlsl.shader` entry per `GLCompute` entry point, and resources as external globals in the
//! address spaces of LLVM's Vulkan target. Then it goes back (LLVM → SPIR-V): the Shader
//! module written must pass both validators in the Vulkan environment of its version.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv;
use spirv_llvm_translator::to_llvm::{self, ErrorKind, Options};
use spirv_llvm_translator::to_spirv;


/// Constructs not translated yet, as the error names them (README: "Vulkan compute shaders").
const NOT_YET: &[&str] = &["storage class Image", "is a RowMajor matrix"];

#[test]
fn every_compute_shader_translates_or_names_what_is_missing() {
    let mut files = support::corpus("shaders");
    files.extend(support::corpus("clspv"));
    let llvm_dis = support::llvm_tool("llvm-dis");
    let tmp = std::env::temp_dir().join(format!("spirv-llvm-shaders-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let (mut translated, mut not_yet, mut round_tripped, mut failures) = (0, 0, 0, Vec::new());
    for path in &files {
        let module = spirv::read_bytes(&std::fs::read(path).unwrap()).unwrap();
        let ctx = Context::new();
        match to_llvm::translate(&module, &ctx, &Options::default()) {
            Ok(ir) => {
                let text = ir.print_to_string();
                let entries = module.section(spirv::Section::EntryPoint).len();
                if !text.contains("target triple = \"spirv") || !text.contains("vulkan") {
                    failures.push(format!("{}: not a Vulkan triple", path.display()));
                }
                if text.matches("\"hlsl.shader\"=\"compute\"").count() < entries.min(1) {
                    failures.push(format!("{}: no compute entry attributes", path.display()));
                }
                if text.contains("addrspace(11) global") && !text.contains("external addrspace(11) global") {
                    failures.push(format!("{}: a storage buffer that is not an external declaration", path.display()));
                }
                // The text form must read back too (what `spirv2llvm -S` writes).
                let again = Context::new();
                if let Err(e) = spirv_llvm_translator::llvm::Module::parse_ir(&again, &text) {
                    failures.push(format!("{}: the printed module does not parse: {e}", path.display()));
                }
                let bc = tmp.join("out.bc");
                std::fs::write(&bc, ir.to_bitcode().unwrap()).unwrap();
                match support::run(&llvm_dis, &[bc.to_str().unwrap(), "-o", "/dev/null"], None) {
                    Ok(_) => translated += 1,
                    Err(e) => failures.push(format!("{}: llvm-dis: {e}", path.display())),
                }
                // And back to a Shader module that both validators accept.
                match to_spirv::translate(&ir, &to_spirv::Options::default()) {
                    Ok(back) => {
                        let spv = tmp.join("back.spv");
                        std::fs::write(&spv, spirv::write_bytes(&back).unwrap()).unwrap();
                        match support::spirv_val(&spv, support::vulkan_env(back.header.version_pair())) {
                            Ok(()) => round_tripped += 1,
                            Err(e) => failures.push(format!("{}: the way back is invalid: {e}", path.display())),
                        }
                    }
                    Err(e) => failures.push(format!("{}: the way back fails: {e}", path.display())),
                }
            }
            Err(e) if matches!(&e.kind, ErrorKind::Unsupported(w) if NOT_YET.iter().any(|n| w.contains(n))) => {
                eprintln!("not yet: {}: {e}", path.display());
                not_yet += 1;
            }
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!(
        "{} shaders: {translated} translated and verified, {not_yet} name a construct not supported yet, {round_tripped} back to valid Shader modules",
        files.len()
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(translated * 10 >= files.len() * 9, "only {translated} of {} shaders translated", files.len());
    assert!(round_tripped * 100 >= files.len() * 95, "only {round_tripped} of {} shaders round trip", files.len());
}

/// Mutants of the shaders (words changed past the header, see `support::for_each_mutant`)
/// never panic or abort the reader or the translator. (`SHADER_MUTANT_DUMP=1` writes each
/// mutant to /tmp/mutant.spv before translating it and prints its number: after a crash, the
/// file holds the culprit.)
#[test]
fn mutated_shaders_never_panic() {
    let glsl = support::corpus("shaders");
    let clspv = support::corpus("clspv");
    let seeds: Vec<Vec<u8>> = glsl.iter().chain(clspv.iter().take(24)).map(|p| std::fs::read(p).unwrap()).collect();
    let (mut read, mut translated) = (0, 0);
    let dump = std::env::var("SHADER_MUTANT_DUMP").is_ok();
    support::for_each_mutant(&seeds, 10_000, |round, words| {
        if dump {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            std::fs::write("/tmp/mutant.spv", bytes).unwrap();
            eprintln!("mutant {round}");
        }
        let Ok(module) = spirv::read_words(words) else { return };
        read += 1;
        let ctx = Context::new();
        if to_llvm::translate(&module, &ctx, &Options::default()).is_ok() {
            translated += 1;
        }
    });
    eprintln!("shader mutations: 10000 made, {read} read back, {translated} translated");
    assert!(read > 2000, "the sweep must reach the translator ({read} did)");
}

/// Fragment-only terminators in a compute shader (invalid SPIR-V, so assembled here without
/// validation) are an error naming the instruction, not a broken LLVM module.
#[test]
fn fragment_only_terminators_are_named() {
    for op in ["OpKill", "OpTerminateInvocation"] {
        let text = format!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\n\
             OpExecutionMode %main LocalSize 1 1 1\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
             %main = OpFunction %void None %fn\n%entry = OpLabel\n{op}\nOpFunctionEnd\n"
        );
        let module = spirv::assemble(&text, &spirv::AsmOptions::default()).unwrap();
        let ctx = Context::new();
        let err = to_llvm::translate(&module, &ctx, &Options::default()).map(|_| ()).unwrap_err();
        assert!(matches!(err.kind, ErrorKind::Unsupported(_)), "{err}");
        assert!(err.to_string().contains(&format!("{op}: fragment shaders only")), "{err}");
    }
}

/// The way back on mutated Shader IR: the LLVM of the corpus shaders, each mutant one line
/// deleted, two lines swapped or one token replaced (types, address spaces, constants, merge
/// metadata), from a fixed sequence per seed file. A mutant LLVM rejects is skipped; every other one either
/// translates to a Shader module that both validators accept or is an error, never a panic.
#[test]
fn mutated_shader_ir_goes_back_valid_or_fails_cleanly() {
    const SWAPS: &[(&str, &str)] = &[
        ("i32 0", "i32 1"),
        ("i32 1", "i32 0"),
        ("addrspace(11)", "addrspace(12)"),
        ("addrspace(12)", "addrspace(3)"),
        ("addrspace(3)", "addrspace(10)"),
        (" float", " double"),
        (" i32", " i64"),
        ("<4 x float>", "<3 x float>"),
        ("!spirv.SelectionMerge", "!spirv.LoopMerge"),
        ("!spirv.LoopMerge", "!spirv.SelectionMerge"),
        ("icmp slt", "icmp ult"),
        ("br label", "br label"),
        ("getelementptr", "getelementptr inbounds"),
    ];
    let mut files = support::corpus("shaders");
    files.extend(support::corpus("clspv").into_iter().take(40));
    // Each seed's mutants come from its own sequence (seeded by its file name), so that a corpus
    // that differs by a file (clspv rejects a kernel on one machine) changes only that file's.
    let seeds: Vec<(String, u64)> = files
        .iter()
        .filter_map(|p| {
            let module = spirv::read_bytes(&std::fs::read(p).unwrap()).ok()?;
            let ctx = Context::new();
            let ir = to_llvm::translate(&module, &ctx, &Options::default()).ok()?.print_to_string();
            let name = p.file_name()?.to_string_lossy().into_owned();
            let state = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
            Some((ir, state | 1))
        })
        .collect();
    let tmp = std::env::temp_dir().join(format!("spirv-llvm-shader-mutants-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let per_seed = 2_000usize.div_ceil(seeds.len().max(1));
    let (mut parsed, mut written, mut refused, mut invalid) = (0, 0, 0, Vec::new());
    let mut states: Vec<u64> = seeds.iter().map(|s| s.1).collect();
    for round in 0..per_seed * seeds.len() {
        let (seed, _) = &seeds[round / per_seed];
        let state = &mut states[round / per_seed];
        let mut next = |n: usize| {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            (*state % n.max(1) as u64) as usize
        };
        let mut lines: Vec<String> = seed.lines().map(str::to_owned).collect();
        let body: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].starts_with("  ") || lines[i].starts_with('!')).collect();
        let at = body[next(body.len())];
        match next(3) {
            0 => {
                lines.remove(at);
            }
            1 if at + 1 < lines.len() => lines.swap(at, at + 1),
            _ => {
                let (from, to) = SWAPS[next(SWAPS.len())];
                lines[at] = lines[at].replacen(from, to, 1);
            }
        }
        let text = lines.join("\n");
        let ctx = Context::new();
        let Ok(ir) = spirv_llvm_translator::llvm::Module::parse_ir(&ctx, &text) else { continue };
        parsed += 1;
        match to_spirv::translate(&ir, &to_spirv::Options::default()) {
            Err(_) => refused += 1,
            Ok(back) => {
                written += 1;
                let spv = tmp.join("mutant.spv");
                std::fs::write(&spv, spirv::write_bytes(&back).unwrap()).unwrap();
                if let Err(e) = support::spirv_val(&spv, support::vulkan_env(back.header.version_pair())) {
                    let kept = tmp.join(format!("mutant{round}.ll"));
                    std::fs::write(&kept, &text).unwrap();
                    invalid.push(format!("mutant {round} ({}): {}", kept.display(), e.lines().take(2).collect::<Vec<_>>().join(" | ")));
                }
            }
        }
    }
    eprintln!(
        "shader IR mutants: {} made ({per_seed} per seed), {parsed} parsed, {written} written back, {refused} refused with an error",
        per_seed * seeds.len()
    );
    assert!(written > 300, "the sweep must reach the writer ({written} did)");
    assert!(invalid.is_empty(), "{} invalid outputs:\n{}", invalid.len(), invalid.join("\n"));
    let _ = std::fs::remove_dir_all(&tmp);
}
