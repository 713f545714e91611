//! Execution checks of what `to_spirv` expands rather than maps one to one: each kernel below
//! (clang-22, `spir64`, `-O0` and `-O2`) runs on the host as clang compiled it and again after
//! `to_spirv` → `spirv-val` → `to_llvm`; the results must be identical bit for bit. The
//! kernels exercise vectors SPIR-V holds in longer ones (`<12 x i32>` from the SLP
//! vectorizer), integers narrower than a byte, byte swaps and bit reversals, funnel shifts,
//! floating-point atomics (compare-exchange loops),
//! `memset` loops and vector reductions. (`tests/exec_diff.rs` runs the whole execution corpus
//! through both directions.)

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, dead_code)]

mod support;
#[path = "support/exec/mod.rs"]
mod exec;

use std::path::Path;

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::{spirv, to_llvm, to_spirv};
use support::run;

const KERNELS: &[(&str, &str)] = &[
    (
        "wide_vectors",
        "// EXEC: kernel=wide global=8 local=4
// ARG: global f32 64 rand(1)
// ARG: global i32 128 rand(2)
// ARG: global u8 128 rand(3)
// ARG: global f32 8 zero
kernel void wide(global float8 *f8, global int16 *i16, global const uchar *bytes, global float *sum) {
    size_t i = get_global_id(0);
    float8 a = f8[i];
    float8 b = (float8)(0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f);
    float8 c = a * b + a.s76543210;
    f8[i] = c;
    float4 h = c.lo + c.hi;
    float2 q = h.lo + h.hi;
    sum[i] = q.x + q.y;
    int16 v = i16[i];
    int16 w = v.sFEDCBA9876543210;
    w.s0123 = v.s89AB * 2;
    w.hi.lo = (int4)(7);
    i16[i] = w + convert_int16(vload16(i, bytes));
}
",
    ),
    (
        "narrow_any",
        "// EXEC: kernel=narrow global=64 local=8
// ARG: global u8 256 range(0,3,4)
// ARG: global u8 4 range(0,3,5)
// ARG: global i32 64 zero
kernel void narrow(global const uchar4 *text, global const uchar4 *pattern, global int *out) {
    size_t i = get_global_id(0);
    int4 diff = convert_int4(text[i] != pattern[0]);
    int mismatches = -(diff.x + diff.y + diff.z + diff.w);
    out[i] = any(text[i] != pattern[0]) ? mismatches : -1;
}
",
    ),
    (
        "bit_tricks",
        "// EXEC: kernel=bits global=64 local=16
// ARG: global u32 64 bits(6)
// ARG: global u32 64 range(0,40,7)
// ARG: global u32 256 zero
kernel void bits(global const uint *x, global const uint *n, global uint *out) {
    size_t i = get_global_id(0);
    uint v = x[i], s = n[i] & 31;
    out[4 * i] = __builtin_bitreverse32(v);
    out[4 * i + 1] = __builtin_bswap32(v) ^ __builtin_bswap16((ushort)v);
    out[4 * i + 2] = (v << s) | (v >> ((32 - s) & 31));
    out[4 * i + 3] = (v >> s) | (v << ((32 - s) & 31));
}
",
    ),
    (
        "memset_loop",
        "// EXEC: kernel=clear global=16 local=4
// ARG: global i32 16 range(0,32,8)
// ARG: global i32 16 zero
kernel void clear(global const int *n, global int *out) {
    size_t i = get_global_id(0);
    char buf[32];
    for (int k = 0; k < 32; ++k) buf[k] = (char)(k + i);
    int m = n[i];
    for (int k = 0; k < m; ++k) buf[k] = 0;
    int s = 0;
    for (int k = 0; k < 32; ++k) s = s * 3 + buf[k];
    out[i] = s;
}
",
    ),
    (
        "float_atomics",
        "// EXEC: kernel=fsum global=64 local=16
// ARG: global f32 64 range(0,8,10)
// ARG: global f32 4 zero
kernel void fsum(global const float *x, global float *sums) {
    size_t i = get_global_id(0);
    // Exact in any order: the inputs are small integers.
    atomic_fetch_add_explicit((volatile global atomic_float *)&sums[0], floor(x[i]), memory_order_relaxed, memory_scope_device);
}
",
    ),
    (
        "reductions",
        "// EXEC: kernel=reduce global=32 local=8
// ARG: global i32 128 rand(9)
// ARG: global i32 32 zero
kernel void reduce(global const int4 *v, global int *out) {
    size_t i = get_global_id(0);
    int4 a = v[i];
    out[i] = (a.x + a.y + a.z + a.w) ^ (a.x | a.y | a.z | a.w) ^ max(max(a.x, a.y), max(a.z, a.w));
}
",
    ),
];


fn compile(src: &Path, opt: &str, out: &Path) {
    let args = [
        "-cl-std=CL2.0",
        "-target",
        "spir64-unknown-unknown",
        opt,
        "-emit-llvm",
        "-c",
        "-Xclang",
        "-finclude-default-header",
        src.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    run(&support::llvm_tool("clang"), &args, None).unwrap_or_else(|e| panic!("clang {}: {e}", src.display()));
}

#[test]
fn expansions_compute_what_clang_computes() {
    let tmp = std::env::temp_dir().join(format!("to-spirv-exec-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for (name, source) in KERNELS {
        let spec = exec::parse_spec(source).unwrap().unwrap_or_else(|| panic!("{name}: no EXEC spec"));
        let src = tmp.join(format!("{name}.cl"));
        std::fs::write(&src, source).unwrap();
        for opt in ["-O0", "-O2"] {
            let bc = tmp.join(format!("{name}{opt}.bc"));
            compile(&src, opt, &bc);
            let bytes = std::fs::read(&bc).unwrap();
            let ctx = Context::new();
            let reference = exec::run(exec::parse(&ctx, &bytes).unwrap(), &ctx, &spec)
                .unwrap_or_else(|e| panic!("{name} {opt}: clang's module: {e}"));
            let module = to_spirv::translate_bytes(&bytes, &to_spirv::Options::default())
                .unwrap_or_else(|e| panic!("{name} {opt}: llvm2spirv: {e}"));
            let words = spirv::write_bytes(&module).unwrap();
            let spv = tmp.join(format!("{name}{opt}.spv"));
            std::fs::write(&spv, &words).unwrap();
            let (major, minor) = module.header.version_pair();
            support::spirv_val(&spv, &format!("spv{major}.{minor}"))
                .unwrap_or_else(|e| panic!("{name} {opt}: spirv-val: {e}"));
            let ctx = Context::new();
            let back = to_llvm::translate(&spirv::read_bytes(&words).unwrap(), &ctx, &to_llvm::Options::default())
                .unwrap_or_else(|e| panic!("{name} {opt}: spirv2llvm: {e}"));
            let got = exec::run(back, &ctx, &spec).unwrap_or_else(|e| panic!("{name} {opt}: after the round trip: {e}"));
            assert!(got == reference, "{name} {opt}: results differ after LLVM -> SPIR-V -> LLVM");
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
