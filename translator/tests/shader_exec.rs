//! Vulkan compute shaders run on the CPU: each kernel of `testdata/exec` that clspv compiles
//! (`build/testdata/clspv`, made by `scripts/build-testdata`) is translated by spirv2llvm and
//! run as a shader (buffers bound by descriptor set and binding, plain-data arguments as push
//! constants, see `support/exec/shader.rs`); every buffer must end up bit for bit as the
//! OpenCL C kernel compiled by clang leaves it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;
#[path = "support/exec/mod.rs"]
mod exec;

use std::path::PathBuf;

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv;
use support::{root, run};

/// The reference: the OpenCL C kernel compiled by clang (-O0) for 32-bit `spir`, the address
/// width clspv compiles for (`size_t` is 32 bits on both sides), and run by the harness.
fn reference(src: &std::path::Path, spec: &exec::Spec, tmp: &std::path::Path) -> Vec<Vec<u8>> {
    let bc = tmp.join("ref.bc");
    let args = ["-cl-std=CL2.0", "-target", "spir-unknown-unknown", "-O0", "-emit-llvm", "-c", "-Xclang", "-finclude-default-header"];
    let mut all: Vec<&str> = args.to_vec();
    all.extend([src.to_str().unwrap(), "-o", bc.to_str().unwrap()]);
    run(&support::llvm_tool("clang"), &all, None).unwrap_or_else(|e| panic!("clang {}: {e}", src.display()));
    let ctx = Context::new();
    let m = exec::parse(&ctx, &std::fs::read(&bc).unwrap()).unwrap();
    exec::run(m, &ctx, spec).unwrap_or_else(|e| panic!("{}: {e}", src.display()))
}

/// The shaders with their OpenCL C sources (`SHADER_EXEC_ONLY=NAME` keeps the one kernel, for
/// debugging).
fn shaders() -> Vec<(PathBuf, PathBuf)> {
    let only = std::env::var("SHADER_EXEC_ONLY").ok();
    support::corpus("clspv")
        .into_iter()
        .filter(|spv| only.as_deref().is_none_or(|o| spv.file_stem().is_some_and(|s| s == o)))
        .map(|spv| {
            let name = spv.file_stem().unwrap().to_str().unwrap().to_string();
            (root().join("testdata/exec").join(format!("{name}.cl")), spv)
        })
        .collect()
}

/// Floating-point results may differ by this many units in the last place: clspv's math
/// library (sin, exp, pow, rsqrt, mix, …) and the harness's are both within OpenCL's bounds but
/// round differently.
const MAX_ULPS: u64 = 4;

/// Where the shader's buffers first differ from the reference's (buffer, element, both
/// values), if they do: integers bit for bit, floats within [`MAX_ULPS`], any NaN equal to any
/// NaN (payloads are unspecified).
fn first_difference(spec: &exec::Spec, shader: &[Vec<u8>], reference: &[Vec<u8>]) -> Option<String> {
    if shader.len() != reference.len() {
        return Some(format!("{} buffers against {}", shader.len(), reference.len()));
    }
    let elems = spec.args.iter().filter_map(|a| if let exec::Arg::Global { elem, .. } = a { Some(*elem) } else { None });
    for (k, ((x, y), elem)) in shader.iter().zip(reference).zip(elems).enumerate() {
        let size = elem.size();
        for (i, (a, b)) in x.chunks(size).zip(y.chunks(size)).enumerate() {
            let word = |v: &[u8]| v.iter().rev().fold(0u64, |acc, &byte| acc << 8 | u64::from(byte));
            let (wa, wb) = (word(a), word(b));
            let same = match elem {
                exec::Elem::F32 => close(f64::from(f32::from_bits(wa as u32)), f64::from(f32::from_bits(wb as u32)), ordered32(wa as u32), ordered32(wb as u32)),
                exec::Elem::F64 => close(f64::from_bits(wa), f64::from_bits(wb), ordered64(wa), ordered64(wb)),
                _ => wa == wb,
            };
            if !same {
                return Some(format!("buffer {k} element {i}: {wa:#x} (shader) against {wb:#x} (OpenCL C)"));
            }
        }
    }
    None
}

fn close(a: f64, b: f64, oa: i64, ob: i64) -> bool {
    (a.is_nan() && b.is_nan()) || oa.abs_diff(ob) <= MAX_ULPS
}

/// A float's bits as an integer that orders like the float (for ulp distances).
fn ordered32(bits: u32) -> i64 {
    if bits >> 31 == 1 { -i64::from(bits & 0x7fff_ffff) } else { i64::from(bits) }
}

fn ordered64(bits: u64) -> i64 {
    let magnitude = (bits & 0x7fff_ffff_ffff_ffff) as i64;
    if bits >> 63 == 1 { -magnitude } else { magnitude }
}

/// Kernels whose clspv translation computes something else than the OpenCL C kernel
/// (`testdata/exec/clspv-divergences.txt`, one `NAME: differs|not run: reason` per line), with
/// whether the harness runs them: a `differs` kernel must still differ, so the list cannot hide
/// a kernel that has come to agree; a `not run` kernel would fault on the CPU.
fn divergences() -> Vec<(String, bool)> {
    let text = std::fs::read_to_string(root().join("testdata/exec/clspv-divergences.txt")).expect("testdata/exec/clspv-divergences.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.splitn(3, ':').map(str::trim);
            let name = parts.next().unwrap_or_default().to_string();
            let kind = parts.next().unwrap_or_default();
            assert!(kind == "differs" || kind == "not run", "clspv-divergences.txt: {l}: the kind is `differs` or `not run`");
            (name, kind == "differs")
        })
        .collect()
}

#[test]
fn clspv_shaders_compute_what_the_opencl_kernels_compute() {
    let tmp = std::env::temp_dir().join(format!("shader-exec-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let (mut same, mut diverging, mut failures) = (0, 0, Vec::new());
    let known = divergences();
    let list = shaders();
    for (src, spv) in &list {
        let name = spv.file_stem().unwrap().to_str().unwrap().to_string();
        let entry = known.iter().find(|k| k.0 == name);
        let listed = entry.is_some();
        let spec = exec::parse_spec(&std::fs::read_to_string(src).unwrap()).unwrap().unwrap();
        let module = spirv::read_bytes(&std::fs::read(spv).unwrap()).unwrap();
        if entry.is_some_and(|k| !k.1) {
            diverging += 1;
            continue;
        }
        match exec::shader::run_shader(&module, &spec) {
            Ok(out) => match (first_difference(&spec, &out, &reference(src, &spec, &tmp)), listed) {
                (None, false) => same += 1,
                (Some(_), true) => diverging += 1,
                (None, true) => failures.push(format!("{name}: listed in clspv-divergences.txt but computes what the kernel computes: remove it")),
                (Some(d), false) => failures.push(format!("{}: the shader's buffers differ from the OpenCL C kernel's: {d}", src.display())),
            },
            Err(e) => failures.push(format!("{}: {e}", src.display())),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!("{} clspv shaders: {same} compute what clang's kernels compute, {diverging} listed divergences of clspv", list.len());
    assert!(failures.is_empty(), "{} of {} failed:\n{}", failures.len(), list.len(), failures.join("\n"));
}

#[test]
fn a_broken_shader_translation_is_caught() {
    // Turn the first integer addition of a shader that has one into a subtraction: the run
    // must notice.
    let tmp = std::env::temp_dir().join(format!("shader-exec-broken-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let (src, spv) = shaders().into_iter().find(|(s, _)| s.ends_with("algo_crc32.cl")).expect("algo_crc32 through clspv");
    let spec = exec::parse_spec(&std::fs::read_to_string(&src).unwrap()).unwrap().unwrap();
    let mut module = spirv::read_bytes(&std::fs::read(&spv).unwrap()).unwrap();
    let iadd = module
        .functions
        .iter_mut()
        .flat_map(|f| f.instructions.iter_mut())
        .find(|i| i.op() == Some(::spirv::Op::BitwiseXor))
        .expect("an OpBitwiseXor in crc32");
    iadd.opcode = ::spirv::Op::BitwiseOr as u16;
    let out = exec::shader::run_shader(&module, &spec).unwrap();
    assert_ne!(out, reference(&src, &spec, &tmp), "an OpBitwiseXor made OpBitwiseOr went unnoticed");
    let _ = std::fs::remove_dir_all(&tmp);
}
