//! Vulkan compute shaders run on the CPU: each kernel of `testdata/exec` that clspv compiles
//! (`build/testdata/clspv`, made by `scripts/build-testdata`) is translated by spirv2llvm and
//! run as a shader (buffers bound by descriptor set and binding, plain-data arguments as push
//! constants, see `support/exec/shader.rs`); every buffer must end up bit for bit as the
//! OpenCL C kernel compiled by clang leaves it. The same shaders after the way back
//! (SPIR-V → LLVM → SPIR-V, validated) must leave the buffers exactly as the originals do.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;
#[path = "support/exec/mod.rs"]
mod exec;

use std::path::PathBuf;

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv;
use spirv_llvm_translator::{to_llvm, to_spirv};
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

/// The edge inputs of `exec_glsl_edges.comp`: zeros of both signs, ties, subnormals, huge
/// values, infinities, NaN, values that round in half precision.
const EDGE_X: [f32; 32] = [
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.3, -0.7, 3.75, -3.25, 1e-40, -1e-40, 1e30, -1e30,
    f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 100.0, 0.999_999, -0.999_999, 7.0, 1e-8, 65504.0, 65520.0, 2.0, -2.0, 0.1,
    16_777_217.0,
];
const EDGE_Y: [f32; 32] = [
    1.0, 2.0, -1.0, 0.5, f32::NAN, f32::INFINITY, -0.0, 0.0, 3.0, -3.0, 0.7, 0.3, -2.0, 4.0, 1.0, 1e-40, -1e30, 1e30, 1.0,
    2.0, 1.0, -100.0, 0.5, 0.25, -7.0, 1e8, 0.5, -65520.0, -2.0, 2.0, 0.2, 1.0,
];

fn frexp(x: f32) -> (f32, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (m, e) = if x.abs() < f32::MIN_POSITIVE { (x * 2f32.powi(25), -25) } else { (x, 0) };
    let bits = m.to_bits();
    (f32::from_bits((bits & 0x807f_ffff) | (126 << 23)), e + ((bits >> 23) & 0xff) as i32 - 126)
}

fn modf(x: f32) -> (f32, f32) {
    let whole = x.trunc();
    let fraction = if x.is_infinite() { 0.0 } else { x - whole };
    (fraction.copysign(x), whole)
}

fn length2(x: f32, y: f32) -> f32 {
    (x * x + y * y).sqrt()
}

/// What GLSL.std.450 gives for `x`, `y`: the float results `f[k]` and integer results `m[k]` of
/// `exec_glsl_edges.comp` (by the definitions the expansions follow), `None` where the result
/// is unspecified (frexp of infinities and NaN).
fn edge_reference(x: f32, y: f32) -> (Vec<Option<f32>>, Vec<Option<i32>>) {
    let clamp = |v: f32, lo: f32, hi: f32| v.max(lo).min(hi);
    let sign = |v: f32| if v > 0.0 { 1.0 } else if v < 0.0 { -1.0 } else if v.is_nan() { 0.0 } else { v };
    let t = clamp((x + 1.0) / 3.0, 0.0, 1.0);
    let (fraction, whole) = modf(x);
    let (mantissa, exponent) = frexp(x);
    let finite = x.is_finite();
    let n = (x / length2(x, 1.0), 1.0 / length2(x, 1.0));
    let d = n.0 * 0.6 + n.1 * -0.8;
    let k = 1.0 - 0.5 * 0.5 * (1.0 - d * d);
    let refract = if k < 0.0 { 0.0 } else { 0.5 * -0.8 - (0.5 * d + k.sqrt()) * n.1 };
    let reflect_d = 0.6 * x + 0.8 * y;
    let f = vec![
        Some(x.abs()),
        Some(sign(x)),
        Some(x.floor()),
        Some(x.ceil()),
        Some(x - x.floor()),
        Some(x.trunc()),
        Some(x.round()),
        Some(x.round_ties_even()),
        Some(x.min(y)),
        Some(x.max(y)),
        Some(clamp(x, -1.5, 2.5)),
        Some(if x < y { 0.0 } else { 1.0 }),
        Some(t * t * (3.0 - 2.0 * t)),
        Some(x * 0.75 + y * 0.25),
        Some(x.sqrt()),
        Some(1.0 / x.sqrt()),
        Some(fraction),
        Some(whole),
        finite.then_some(mantissa),
        Some(x * 8.0),
        Some(x.mul_add(y, 1.0)),
        Some(length2(x, y)),
        Some(length2(x - y, 2.0)),
        Some(y / length2(x, y)),
        Some(y * x - 1.0),
        Some(y - x * x),
        Some(x - y * y),
        Some(x - (reflect_d * 2.0) * 0.6),
        Some(refract),
        Some(if y * x + x * y < 0.0 { 1.0 } else { -1.0 }),
        Some(exec::half_to_float(exec::float_to_half(y))),
        Some(x * (std::f64::consts::PI / 180.0) as f32 + y * (180.0 / std::f64::consts::PI) as f32),
    ];
    let xi = x.to_bits() as i32;
    let xu = x.to_bits();
    let unorm = |c: f32, scale: f32| (clamp(c, 0.0, 1.0) * scale).round_ties_even() as u32;
    let snorm = |c: f32, scale: f32, bits: u32| ((clamp(c, -1.0, 1.0) * scale).round_ties_even() as i32 as u32) & ((1u32 << bits) - 1);
    let lanes = [x, y, 0.3, -0.7];
    let m = vec![
        Some(if xi == 0 { -1 } else { xi.trailing_zeros() as i32 }),
        Some(31 - (if xi < 0 { !xi } else { xi }).leading_zeros() as i32),
        Some(31 - xu.leading_zeros() as i32),
        Some(xi.signum()),
        Some(xi.wrapping_abs()),
        Some(xi.clamp(-5, 5)),
        Some(xu.clamp(3, 0x7fff_ffff) as i32),
        finite.then_some(exponent),
        Some(lanes.iter().enumerate().fold(0u32, |acc, (k, &c)| acc | unorm(c, 255.0) << (8 * k)) as i32),
        Some(lanes.iter().enumerate().fold(0u32, |acc, (k, &c)| acc | snorm(c, 127.0, 8) << (8 * k)) as i32),
        Some((unorm(x, 65535.0) | unorm(y, 65535.0) << 16) as i32),
        Some((snorm(x, 32767.0, 16) | snorm(y, 32767.0, 16) << 16) as i32),
    ];
    (f, m)
}

#[test]
fn glsl_std_450_gives_its_definitions_on_edge_inputs() {
    let spv = root().join("build/testdata/shaders/exec_glsl_edges.spv");
    let module = spirv::read_bytes(&std::fs::read(&spv).expect("build/testdata/shaders/exec_glsl_edges.spv: run scripts/build-testdata"))
        .unwrap();
    let input: Vec<u8> = EDGE_X.iter().chain(&EDGE_Y).flat_map(|v| v.to_le_bytes()).collect();
    let buffers = [
        exec::shader::Resource { set: 0, binding: 0, bytes: input },
        exec::shader::Resource { set: 0, binding: 1, bytes: vec![0; 32 * 32 * 4] },
        exec::shader::Resource { set: 0, binding: 2, bytes: vec![0; 12 * 32 * 4] },
    ];
    let grid = exec::shader::Grid { local: [32, 1, 1], global: [32, 1, 1], dims: 1 };
    let word = |b: &[u8], i: usize| u32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
    let mut wrong = Vec::new();
    let mut checked = 0;
    // The shader, and the shader after SPIR-V → LLVM → SPIR-V (GLSL.std.450 written back).
    for (pass, module) in [("", module.clone()), (" after the round trip", round_trip(&module))] {
        let out = exec::shader::run_bound(&module, "main", grid, &buffers, &[], Vec::new()).unwrap();
        for i in 0..32 {
            let (f, m) = edge_reference(EDGE_X[i], EDGE_Y[i]);
            for (k, want) in f.iter().enumerate() {
                let got = f32::from_bits(word(&out[1], k * 32 + i));
                if let Some(w) = want {
                    checked += 1;
                    if !(got.to_bits() == w.to_bits() || (got.is_nan() && w.is_nan())) {
                        wrong.push(format!("f[{k}] of x = {:e}, y = {:e}{pass}: {got:e}, expected {w:e}", EDGE_X[i], EDGE_Y[i]));
                    }
                }
            }
            for (k, want) in m.iter().enumerate() {
                let got = word(&out[2], k * 32 + i) as i32;
                if let Some(w) = want {
                    checked += 1;
                    if got != *w {
                        wrong.push(format!("m[{k}] of x = {:e}, y = {:e}{pass}: {got:#x}, expected {w:#x}", EDGE_X[i], EDGE_Y[i]));
                    }
                }
            }
        }
    }
    eprintln!("{checked} GLSL.std.450 results checked on edge inputs");
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn determinant_and_inverse_are_exact_on_integer_matrices() {
    let spv = root().join("build/testdata/shaders/exec_glsl_matrices.spv");
    let module = spirv::read_bytes(&std::fs::read(&spv).expect("build/testdata/shaders/exec_glsl_matrices.spv: run scripts/build-testdata"))
        .unwrap();
    // Column-major, std430: mat2 at 0 (columns 8 bytes apart), mat3 at 16 and mat4 at 64
    // (columns 16 bytes apart).
    let a = [[2.0f32, 1.0], [1.0, 1.0]]; // det 1, inverse [[1, -1], [-1, 2]]
    let b = [[1.0f32, 0.0, 5.0], [2.0, 1.0, 6.0], [3.0, 4.0, 0.0]]; // columns; det 1
    let c = [[1.0f32, 0.0, 0.0, 0.0], [2.0, 1.0, 0.0, 0.0], [0.0, 3.0, 1.0, 0.0], [0.0, 0.0, 4.0, -2.0]]; // det -2
    let mut input = vec![0u8; 128];
    let mut put = |at: usize, v: f32| input[at..at + 4].copy_from_slice(&v.to_le_bytes());
    for (ci, col) in a.iter().enumerate() {
        for (r, &v) in col.iter().enumerate() {
            put(8 * ci + 4 * r, v);
        }
    }
    for (ci, col) in b.iter().enumerate() {
        for (r, &v) in col.iter().enumerate() {
            put(16 + 16 * ci + 4 * r, v);
        }
    }
    for (ci, col) in c.iter().enumerate() {
        for (r, &v) in col.iter().enumerate() {
            put(64 + 16 * ci + 4 * r, v);
        }
    }
    let buffers = [
        exec::shader::Resource { set: 0, binding: 0, bytes: input },
        exec::shader::Resource { set: 0, binding: 1, bytes: vec![0; 144] },
    ];
    let grid = exec::shader::Grid { local: [1, 1, 1], global: [1, 1, 1], dims: 1 };
    // The shader, and the shader after SPIR-V → LLVM → SPIR-V.
    for module in [module.clone(), round_trip(&module)] {
        let out = exec::shader::run_bound(&module, "main", grid, &buffers, &[], Vec::new()).unwrap();
        let f = |at: usize| f32::from_le_bytes([out[1][at], out[1][at + 1], out[1][at + 2], out[1][at + 3]]);
        assert_eq!([f(0), f(4), f(8)], [1.0, 1.0, -2.0], "determinants");
        // Inverses, column by column: A⁻¹ = [[1, -1], [-1, 2]]; B⁻¹ (rows [[-24, 18, 5],
        // [20, -15, -4], [-5, 4, 1]]) by columns; C⁻¹ checked by C · C⁻¹ = I.
        assert_eq!([f(16), f(20), f(24), f(28)], [1.0, -1.0, -1.0, 2.0], "inverse of the mat2");
        let ib: Vec<f32> = (0..3).flat_map(|ci| (0..3).map(move |r| 32 + 16 * ci + 4 * r)).map(f).collect();
        assert_eq!(ib, [-24.0, 20.0, -5.0, 18.0, -15.0, 4.0, 5.0, -4.0, 1.0], "inverse of the mat3");
        let ic = |r: usize, col: usize| f(80 + 16 * col + 4 * r);
        for r in 0..4 {
            for col in 0..4 {
                let product: f32 = (0..4).map(|k| c[k][r] * ic(k, col)).sum();
                assert_eq!(product, if r == col { 1.0 } else { 0.0 }, "C · C⁻¹ at ({r}, {col})");
            }
        }
    }
}

#[test]
fn shared_memory_transposes_a_matrix_across_work_groups() {
    // tile_transpose.comp: 16x16 tiles through workgroup memory and a barrier; a 20x18 matrix
    // needs 2x2 work-groups of 256 invocations, the edge ones partly idle.
    let spv = root().join("build/testdata/shaders/tile_transpose.spv");
    let module = spirv::read_bytes(&std::fs::read(&spv).expect("build/testdata/shaders/tile_transpose.spv: run scripts/build-testdata"))
        .unwrap();
    let (w, h) = (20usize, 18usize);
    let src: Vec<u8> = (0..w * h).flat_map(|i| (i as f32).to_le_bytes()).collect();
    let buffers = [
        exec::shader::Resource { set: 0, binding: 0, bytes: src },
        exec::shader::Resource { set: 0, binding: 1, bytes: vec![0; w * h * 4] },
    ];
    let push: Vec<u8> = [w as u32, h as u32].iter().flat_map(|v| v.to_le_bytes()).collect();
    let grid = exec::shader::Grid { local: [16, 16, 1], global: [32, 32, 1], dims: 2 };
    // The shader, and the shader after SPIR-V → LLVM → SPIR-V (workgroup memory, barriers).
    for module in [module.clone(), round_trip(&module)] {
        let out = exec::shader::run_bound(&module, "main", grid, &buffers, &push, Vec::new()).unwrap();
        for y in 0..h {
            for x in 0..w {
                let at = 4 * (x * h + y);
                let got = f32::from_le_bytes([out[1][at], out[1][at + 1], out[1][at + 2], out[1][at + 3]]);
                assert_eq!(got, (y * w + x) as f32, "element ({x}, {y}) of the transpose");
            }
        }
    }
}

/// The way back keeps what a shader computes: each clspv shader, specialized, translated to
/// LLVM and back to a Shader module (which both validators accept), leaves its buffers bit for
/// bit as the original shader does; a round trip that breaks an instruction is caught.
#[test]
fn round_tripped_shaders_compute_what_the_originals_compute() {
    let tmp = std::env::temp_dir().join(format!("shader-roundtrip-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let known = divergences();
    let list = shaders();
    let (mut same, mut failures) = (0, Vec::new());
    let back = |tmp: &std::path::Path, module: &spirv::Module, consts: &[(u32, u64)], spoil: bool| -> Result<Option<spirv::Module>, String> {
        let ctx = Context::new();
        let options = to_llvm::Options { spec_constants: consts.to_vec(), ..Default::default() };
        let ir = to_llvm::translate(module, &ctx, &options).map_err(|e| e.to_string())?;
        let mut out = to_spirv::translate(&ir, &to_spirv::Options::default()).map_err(|e| format!("the way back: {e}"))?;
        let path = tmp.join("back.spv");
        std::fs::write(&path, spirv::write_bytes(&out).unwrap()).unwrap();
        support::spirv_val(&path, support::vulkan_env(out.header.version_pair())).map_err(|e| format!("the way back is invalid: {e}"))?;
        if spoil {
            spoil_first(&mut out, ::spirv::Op::FAdd, ::spirv::Op::FSub);
        }
        Ok(Some(out))
    };
    for (src, spv) in &list {
        let name = spv.file_stem().unwrap().to_str().unwrap().to_string();
        if known.iter().any(|k| k.0 == name && !k.1) {
            continue;
        }
        let spec = exec::parse_spec(&std::fs::read_to_string(src).unwrap()).unwrap().unwrap();
        let module = spirv::read_bytes(&std::fs::read(spv).unwrap()).unwrap();
        let original = exec::shader::run_shader(&module, &spec);
        let round_tripped = exec::shader::run_shader_via(&module, &spec, &|m, c| back(&tmp, m, c, false));
        match (original, round_tripped) {
            (Ok(a), Ok(b)) if same_bits(&a, &b) => same += 1,
            (Ok(_), Ok(_)) => failures.push(format!("{name}: the round-tripped shader leaves other buffers")),
            (Err(e), _) => failures.push(format!("{name}: the original does not run: {e}")),
            (_, Err(e)) => failures.push(format!("{name}: {e}")),
        }
    }
    eprintln!("{} clspv shaders: {same} compute the same after SPIR-V → LLVM → SPIR-V", list.len());
    assert!(failures.is_empty(), "{} of {} failed:\n{}", failures.len(), list.len(), failures.join("\n"));
    // A broken way back (its first OpFAdd made OpFSub) is caught.
    let (src, spv) = list.iter().find(|(_, s)| s.file_stem().is_some_and(|n| n == "vector_add")).expect("vector_add in the clspv corpus");
    let spec = exec::parse_spec(&std::fs::read_to_string(src).unwrap()).unwrap().unwrap();
    let module = spirv::read_bytes(&std::fs::read(spv).unwrap()).unwrap();
    let good = exec::shader::run_shader(&module, &spec).unwrap();
    let bad = exec::shader::run_shader_via(&module, &spec, &|m, c| back(&tmp, m, c, true)).unwrap();
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(!same_bits(&good, &bad), "a round trip with an OpFSub for an OpFAdd computes the same");
}

/// Whether two runs left the same bytes in every buffer (floats too: both sides run the same
/// operations).
fn same_bits(a: &[Vec<u8>], b: &[Vec<u8>]) -> bool {
    a == b
}

/// Replaces the first instruction `from` in `module`'s functions by `to` (same operands).
fn spoil_first(module: &mut spirv::Module, from: ::spirv::Op, to: ::spirv::Op) {
    for f in &mut module.functions {
        if let Some(i) = f.instructions.iter_mut().find(|i| i.opcode == from as u16) {
            i.opcode = to as u16;
            return;
        }
    }
    panic!("no Op{from:?} to spoil");
}

/// `module` translated to LLVM and back to a Shader module (which both validators accept).
fn round_trip(module: &spirv::Module) -> spirv::Module {
    let ctx = Context::new();
    let ir = to_llvm::translate(module, &ctx, &to_llvm::Options::default()).unwrap();
    let back = to_spirv::translate(&ir, &to_spirv::Options::default()).unwrap();
    let path = std::env::temp_dir().join(format!("shader-back-{}.spv", std::process::id()));
    std::fs::write(&path, spirv::write_bytes(&back).unwrap()).unwrap();
    let valid = support::spirv_val(&path, support::vulkan_env(back.header.version_pair()));
    let _ = std::fs::remove_file(&path);
    valid.unwrap();
    back
}

/// `OpArrayLength` counts the elements of the runtime array that the bound buffer holds:
/// array_length.comp (`{ uint n; uint pad[3]; vec4 v[]; }`, 16 bytes before the array) stores
/// it in `n`, for buffers of several sizes, also after the round trip.
#[test]
fn array_length_counts_what_the_buffer_holds() {
    let spv = root().join("build/testdata/shaders/array_length.spv");
    let module = spirv::read_bytes(&std::fs::read(&spv).expect("build/testdata/shaders/array_length.spv: run scripts/build-testdata")).unwrap();
    let grid = exec::shader::Grid { local: [1, 1, 1], global: [1, 1, 1], dims: 1 };
    for module in [module.clone(), round_trip(&module)] {
        for (bytes, elements) in [(16, 0), (32, 1), (16 + 5 * 16, 5), (16 + 7 * 16 + 15, 7)] {
            let buffers = [exec::shader::Resource { set: 0, binding: 0, bytes: vec![0xff; bytes] }];
            let out = exec::shader::run_bound(&module, "main", grid, &buffers, &[], Vec::new()).unwrap();
            let n = u32::from_le_bytes([out[0][0], out[0][1], out[0][2], out[0][3]]);
            assert_eq!(n, elements, "a buffer of {bytes} bytes");
        }
    }
}
