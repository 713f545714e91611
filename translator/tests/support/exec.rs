//! Execution harness: runs an OpenCL kernel given as LLVM IR on the host (MCJIT), one thread
//! per work-item of a work-group so that barriers mean what they mean on a device, with a
//! runtime for the builtins the kernels use under both naming schemes (OpenCL C names such as
//! `_Z13get_global_idj`, and `__spirv_*` names such as `__spirv_BuiltInGlobalInvocationId`).
//!
//! Execution specs sit in the kernel's first comment lines:
//! `// EXEC: kernel=NAME global=X[,Y[,Z]] local=X[,Y[,Z]]` and one `// ARG: …` per parameter:
//! * `global TYPE COUNT INIT`: a buffer of `COUNT` elements, every one of which is compared;
//! * `local TYPE COUNT`: a per-work-group buffer;
//! * `scalar TYPE VALUE`: a value passed directly; `VALUE` may list comma-separated lanes for a
//!   vector argument (`scalar f32 1,2,3,4` for a `float4`). A struct passed by value is given
//!   as a `global` buffer holding its bytes.
//!
//! `TYPE` is `i8 u8 i16 u16 i32 u32 i64 u64 f32 f64`. `INIT` is `zero`, `iota` (element `i` is
//! `i`), `rand(SEED)` (i32/u32 within ±1,000,000, f32/f64 within [-8, 8), the other integer
//! types over their whole range), `bits(SEED)` (random bit patterns: floats include NaNs,
//! infinities and subnormals), `range(LO,HI,SEED)` (integers in [LO, HI], floats in [LO, HI))
//! or `special` (a cycle of edge values: zeros of both signs, infinities, NaN, extremes, ties).
//! Buffers are 128-byte aligned, so a kernel may view an `i32` buffer as `int4` or a struct.
//!
//! Builtins come in three kinds:
//! * work-item functions and barriers: Rust functions reading the running work-item's state;
//! * everything else that both naming schemes share a meaning for (integer, math, relational,
//!   conversion, atomic, vload/vstore, work-group collective builtins, fences) gets an LLVM IR
//!   body, built here before the module is compiled: per lane of a vector, each scalar value
//!   is widened and handed to one `__harness_*` Rust function that implements the operation
//!   for every type, then narrowed back; atomics, loads and stores are plain IR
//!   (`atomicrmw`, `cmpxchg`, `load`, `store`), so the runtime needs no `unsafe`;
//! * a declaration of anything else is reported by the JIT as having no runtime.
//!
//! Work-group collectives must be reached by every work-item of the group, as on a device.
//! Kernels must keep every access in bounds of the buffers their spec declares: the compiled
//! code gets raw pointers.
//!
//! Each builtin is implemented once, so both sides of a comparison call the same code: results
//! can be compared bit for bit even for transcendental functions.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::cell::RefCell;
use std::sync::{Arc, Barrier, Mutex};

use spirv_llvm_mangling::{self as mangling, Scalar, Type as MType};
use spirv_llvm_translator::llvm::{
    self, AtomicOrdering, AtomicRmwBinOp, Builder, CallingConv, CastOp, Context, Function, GepNoWrapFlags, IntPredicate, Jit,
    Module, Type, Value,
};

/// The element type of a buffer or scalar argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

impl Elem {
    fn parse(text: &str) -> Elem {
        match text {
            "i8" => Elem::I8,
            "u8" => Elem::U8,
            "i16" => Elem::I16,
            "u16" => Elem::U16,
            "i32" => Elem::I32,
            "u32" => Elem::U32,
            "i64" => Elem::I64,
            "u64" => Elem::U64,
            "f32" => Elem::F32,
            "f64" => Elem::F64,
            other => panic!("unknown element type {other}"),
        }
    }

    fn size(self) -> usize {
        match self {
            Elem::I8 | Elem::U8 => 1,
            Elem::I16 | Elem::U16 => 2,
            Elem::I32 | Elem::U32 | Elem::F32 => 4,
            Elem::I64 | Elem::U64 | Elem::F64 => 8,
        }
    }

    fn signed(self) -> bool {
        matches!(self, Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64)
    }

    /// The little-endian bytes of `v`: integers wrap to the width, floats round to it.
    fn encode(self, v: Num) -> Vec<u8> {
        let bits: u64 = match (self, v) {
            (Elem::F32, Num::Real(x)) => u64::from((x as f32).to_bits()),
            (Elem::F64, Num::Real(x)) => x.to_bits(),
            (Elem::F32, Num::Int(i)) => u64::from((i as f32).to_bits()),
            (Elem::F64, Num::Int(i)) => (i as f64).to_bits(),
            (_, Num::Int(i)) => i as u64,
            (_, Num::Real(x)) => x as i128 as u64,
            (_, Num::Bits(b)) => b,
        };
        bits.to_le_bytes()[..self.size()].to_vec()
    }
}

/// A value to store in a buffer element.
#[derive(Clone, Copy, Debug)]
enum Num {
    Int(i128),
    Real(f64),
    Bits(u64),
}

/// One kernel argument of a spec.
#[derive(Clone, Debug)]
pub enum Arg {
    /// A global buffer of `count` elements, initialized by `init`.
    Global { elem: Elem, count: usize, init: String },
    /// A local buffer (per work-group) of `count` elements.
    Local { elem: Elem, count: usize },
    /// A value passed directly (a scalar or a vector), as its bytes.
    Scalar(Vec<u8>),
}

/// A parsed execution spec.
#[derive(Clone, Debug)]
pub struct Spec {
    pub kernel: String,
    pub global: [usize; 3],
    pub local: [usize; 3],
    pub dims: u32,
    pub args: Vec<Arg>,
}

fn sizes(text: &str) -> ([usize; 3], u32) {
    let mut out = [1usize; 3];
    let parts: Vec<usize> = text.split(',').map(|p| p.parse().expect("size")).collect();
    for (i, p) in parts.iter().enumerate() {
        out[i] = *p;
    }
    (out, parts.len() as u32)
}

/// The bytes of a scalar argument, or of a vector one given as comma-separated lanes.
fn value_bytes(elem: Elem, text: &str) -> Vec<u8> {
    let mut out: Vec<u8> = text
        .split(',')
        .flat_map(|lane| match elem {
            Elem::F32 | Elem::F64 => elem.encode(Num::Real(lane.parse().expect("float value"))),
            _ => elem.encode(Num::Int(lane.parse().expect("integer value"))),
        })
        .collect();
    out.resize(out.len().max(8), 0);
    out
}

/// Reads the spec from a kernel source's comments.
pub fn parse_spec(source: &str) -> Option<Spec> {
    let mut spec = None;
    let mut args = Vec::new();
    for line in source.lines() {
        if let Some(rest) = line.strip_prefix("// EXEC:") {
            let mut kernel = String::new();
            let (mut global, mut local, mut dims) = ([1; 3], [1; 3], 1);
            for field in rest.split_whitespace() {
                let (k, v) = field.split_once('=').expect("key=value");
                match k {
                    "kernel" => kernel = v.to_string(),
                    "global" => (global, dims) = sizes(v),
                    "local" => local = sizes(v).0,
                    other => panic!("unknown EXEC field {other}"),
                }
            }
            for d in 0..3 {
                assert!(local[d] > 0 && global[d] % local[d] == 0, "global size not a multiple of the local size");
            }
            spec = Some(Spec { kernel, global, local, dims, args: Vec::new() });
        } else if let Some(rest) = line.strip_prefix("// ARG:") {
            let f: Vec<&str> = rest.split_whitespace().collect();
            args.push(match f.as_slice() {
                ["global", ty, count, init] => Arg::Global { elem: Elem::parse(ty), count: count.parse().unwrap(), init: init.to_string() },
                ["local", ty, count] => Arg::Local { elem: Elem::parse(ty), count: count.parse().unwrap() },
                ["scalar", ty, v] => Arg::Scalar(value_bytes(Elem::parse(ty), v)),
                other => panic!("bad ARG line {other:?}"),
            });
        }
    }
    spec.map(|mut s| {
        s.args = args;
        s
    })
}

/// Edge values for `special` integer buffers (wrapped to the element width).
const SPECIAL_INTS: [i128; 24] = [
    0, 1, -1, 2, -2, 7, -7, 127, -128, 128, 255, 256, 32767, -32768, 65535, 65536, 2147483647, -2147483648, 4294967295, 4294967296,
    9223372036854775807, -9223372036854775808, 100, -100,
];

/// Edge values for `special` floating-point buffers.
const SPECIAL_FLOATS: [f64; 32] = [
    0.0, -0.0, 1.0, -1.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5,
    1.17549435e-38, 1.0e-45, -1.0e-45, 3.4028234663852886e38, -3.4028234663852886e38, 1.0e10, -1.0e10, 0.1,
    0.333_333_333_333_333_3, 100.25, -7.75, 65504.0, 2147483648.0, -2147483904.0, 4294967296.0, 255.5, -128.5, 1.0e-3,
];

fn initial(elem: Elem, count: usize, init: &str) -> Vec<u8> {
    let (kind, params) = match init.split_once('(') {
        Some((k, rest)) => (k, rest.strip_suffix(')').expect("closing parenthesis").split(',').map(str::to_string).collect::<Vec<_>>()),
        None => (init, Vec::new()),
    };
    let seed = params.last().map(|s| s.parse::<u64>().expect("seed")).unwrap_or(0);
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let float = matches!(elem, Elem::F32 | Elem::F64);
    let mut out = Vec::with_capacity(count * elem.size());
    for i in 0..count {
        let v = match kind {
            "zero" => Num::Int(0),
            "iota" => Num::Int(i as i128),
            "rand" => {
                let s = next();
                match elem {
                    Elem::F32 => Num::Real(f64::from(((s >> 40) as f32 / (1u64 << 24) as f32) * 16.0 - 8.0)),
                    Elem::F64 => Num::Real(((s >> 11) as f64 / (1u64 << 53) as f64) * 16.0 - 8.0),
                    Elem::I32 | Elem::U32 => Num::Int(i128::from((s >> 33) as i64 % 2_000_000 - 1_000_000)),
                    _ => Num::Bits(s),
                }
            }
            "bits" => Num::Bits(next()),
            "range" => {
                let s = next();
                if float {
                    let lo: f64 = params[0].parse().expect("LO");
                    let hi: f64 = params[1].parse().expect("HI");
                    Num::Real(lo + (hi - lo) * ((s >> 11) as f64 / (1u64 << 53) as f64))
                } else {
                    let lo: i128 = params[0].parse().expect("LO");
                    let hi: i128 = params[1].parse().expect("HI");
                    Num::Int(lo + (i128::from(s) % (hi - lo + 1)))
                }
            }
            "special" if float => Num::Real(SPECIAL_FLOATS[i % SPECIAL_FLOATS.len()]),
            "special" => Num::Int(SPECIAL_INTS[i % SPECIAL_INTS.len()]),
            _ => panic!("unknown initializer {init}"),
        };
        out.extend(elem.encode(v));
    }
    out
}

/// 128-byte aligned storage, so that any vector view of a buffer is aligned.
#[derive(Clone, Copy)]
#[repr(C, align(128))]
struct Block([u8; 128]);

struct Memory {
    blocks: Vec<Block>,
    len: usize,
}

impl Memory {
    fn new(bytes: &[u8]) -> Memory {
        let mut blocks = vec![Block([0; 128]); bytes.len().div_ceil(128).max(1)];
        for (i, chunk) in bytes.chunks(128).enumerate() {
            blocks[i].0[..chunk.len()].copy_from_slice(chunk);
        }
        Memory { blocks, len: bytes.len() }
    }

    fn address(&mut self) -> u64 {
        self.blocks.as_mut_ptr() as u64
    }

    fn bytes(&self) -> Vec<u8> {
        self.blocks.iter().flat_map(|b| b.0).take(self.len).collect()
    }
}

/// The state of the work-item running on this thread.
#[derive(Clone, Default)]
struct WorkItem {
    global_id: [u64; 3],
    local_id: [u64; 3],
    group_id: [u64; 3],
    global_size: [u64; 3],
    local_size: [u64; 3],
    dims: u32,
    barrier: Option<Arc<Barrier>>,
    /// One slot per work-item of the group, for work-group collective functions.
    slots: Option<Arc<Mutex<Vec<u64>>>>,
}

impl WorkItem {
    fn local_linear_id(&self) -> u64 {
        (self.local_id[2] * self.local_size[1] + self.local_id[1]) * self.local_size[0] + self.local_id[0]
    }
}

thread_local! {
    static ITEM: RefCell<WorkItem> = RefCell::new(WorkItem::default());
}

fn dim(d: u32, f: impl Fn(&WorkItem, usize) -> u64, default: u64) -> u64 {
    ITEM.with(|w| if d < 3 { f(&w.borrow(), d as usize) } else { default })
}

extern "C" fn global_id(d: u32) -> u64 {
    dim(d, |w, i| w.global_id[i], 0)
}
extern "C" fn local_id(d: u32) -> u64 {
    dim(d, |w, i| w.local_id[i], 0)
}
extern "C" fn group_id(d: u32) -> u64 {
    dim(d, |w, i| w.group_id[i], 0)
}
extern "C" fn global_size(d: u32) -> u64 {
    dim(d, |w, i| w.global_size[i], 1)
}
extern "C" fn local_size(d: u32) -> u64 {
    dim(d, |w, i| w.local_size[i], 1)
}
extern "C" fn num_groups(d: u32) -> u64 {
    dim(d, |w, i| w.global_size[i] / w.local_size[i], 1)
}
extern "C" fn global_offset(_d: u32) -> u64 {
    0
}
extern "C" fn work_dim() -> u32 {
    ITEM.with(|w| w.borrow().dims)
}
extern "C" fn global_linear_id() -> u64 {
    ITEM.with(|w| {
        let w = w.borrow();
        (w.global_id[2] * w.global_size[1] + w.global_id[1]) * w.global_size[0] + w.global_id[0]
    })
}
extern "C" fn local_linear_id() -> u64 {
    ITEM.with(|w| w.borrow().local_linear_id())
}
extern "C" fn barrier(_flags: u32) {
    let b = ITEM.with(|w| w.borrow().barrier.clone());
    if let Some(b) = b {
        b.wait();
    }
}
extern "C" fn barrier2(_flags: u32, _scope: u32) {
    barrier(0);
}
extern "C" fn spirv_barrier(_exec: u32, _mem: u32, _sem: u32) {
    barrier(0);
}

// ---------------------------------------------------------------------------------------------
// Scalar type codes shared by the IR bodies and the `__harness_*` functions.

fn type_code(s: Scalar) -> u32 {
    match s {
        Scalar::Bool => 0,
        Scalar::Char => 1,
        Scalar::UChar => 2,
        Scalar::Short => 3,
        Scalar::UShort => 4,
        Scalar::Int => 5,
        Scalar::UInt => 6,
        Scalar::Long => 7,
        Scalar::ULong => 8,
        Scalar::Half => 9,
        Scalar::Float => 10,
        Scalar::Double => 11,
    }
}

const FLOAT: u32 = 10;
const DOUBLE: u32 = 11;

fn int_width(code: u32) -> u32 {
    match code {
        0 => 1,
        1 | 2 => 8,
        3 | 4 => 16,
        5 | 6 => 32,
        _ => 64,
    }
}

fn int_signed(code: u32) -> bool {
    matches!(code, 1 | 3 | 5 | 7)
}

/// The value range of integer type `code`.
fn int_range(code: u32) -> (i128, i128) {
    let w = int_width(code);
    if int_signed(code) { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) } else { (0, (1i128 << w) - 1) }
}

/// A widened argument's value: signed types arrive sign-extended, unsigned ones zero-extended.
fn int_value(code: u32, bits: u64) -> i128 {
    if int_signed(code) { i128::from(bits as i64) } else { i128::from(bits) }
}

// ---------------------------------------------------------------------------------------------
// Integer builtins, every width: `__harness_int(op, type, a, b, c)`.

const INT_OPS: [&str; 19] = [
    "abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "clamp", "min", "max", "mad24", "mul24", "mad_hi", "mul_hi", "mad_sat",
    "rotate", "popcount", "clz", "ctz", "upsample",
];

fn mul_hi(x: i128, y: i128, w: u32, signed: bool) -> i128 {
    if signed { (x * y) >> w } else { ((x as u128 * y as u128) >> w) as i128 }
}

extern "C" fn harness_int(op: u32, code: u32, a: u64, b: u64, c: u64) -> u64 {
    let w = int_width(code);
    let signed = int_signed(code);
    let (lo, hi) = int_range(code);
    let (x, y, z) = (int_value(code, a), int_value(code, b), int_value(code, c));
    let mask = |v: i128| (v as u128) & ((1u128 << w) - 1);
    let r: i128 = match INT_OPS.get(op as usize).copied().unwrap_or("") {
        "abs" => x.abs(),
        "abs_diff" => (x - y).abs(),
        "add_sat" => (x + y).clamp(lo, hi),
        "sub_sat" => (x - y).clamp(lo, hi),
        "hadd" => (x + y) >> 1,
        "rhadd" => (x + y + 1) >> 1,
        "clamp" => x.max(y).min(z),
        "min" => x.min(y),
        "max" => x.max(y),
        "mad24" => x * y + z,
        "mul24" => x * y,
        "mad_hi" => mul_hi(x, y, w, signed) + z,
        "mul_hi" => mul_hi(x, y, w, signed),
        "mad_sat" if signed => (x * y + z).clamp(lo, hi),
        "mad_sat" => (x as u128 * y as u128 + z as u128).min(hi as u128) as i128,
        "rotate" => {
            let n = (y as u32) & (w - 1);
            let v = mask(x);
            ((v << n | v >> ((w - n) % w)) & ((1u128 << w) - 1)) as i128
        }
        "popcount" => i128::from(mask(x).count_ones()),
        "clz" => i128::from(mask(x).leading_zeros() - (128 - w)),
        "ctz" => i128::from(mask(x).trailing_zeros().min(w)),
        "upsample" => (x << w) | y,
        other => panic!("integer builtin {other}"),
    };
    r as u64
}

// ---------------------------------------------------------------------------------------------
// Conversions: `__harness_convert(bits, from, to, saturate, rounding)`; rounding 0 is the
// conversion's default, then rte, rtz, rtp, rtn.

const ROUNDINGS: [&str; 4] = ["rte", "rtz", "rtp", "rtn"];

/// The value of integer `v` rounded to `p` significant bits by `mode` (exactly representable
/// in any format with `p`-bit significands and enough range).
fn round_int(v: i128, p: u32, mode: u32) -> f64 {
    let negative = v < 0;
    let m = v.unsigned_abs();
    let bits = 128 - m.leading_zeros();
    if bits <= p {
        return v as f64;
    }
    let shift = bits - p;
    let (mut q, rem) = (m >> shift, m & ((1u128 << shift) - 1));
    let half = 1u128 << (shift - 1);
    let up = match mode {
        2 => false,
        3 => !negative && rem != 0,
        4 => negative && rem != 0,
        _ => rem > half || (rem == half && q & 1 == 1),
    };
    if up {
        q += 1;
    }
    let magnitude = (q << shift) as f64;
    if negative { -magnitude } else { magnitude }
}

/// The neighbouring floating-point values (`next_up`/`next_down` are newer than the MSRV).
trait Step: Sized {
    fn step_up(self) -> Self;
    fn step_down(self) -> Self;
}

macro_rules! step {
    ($($t:ty),*) => {$(
        impl Step for $t {
            fn step_up(self) -> $t {
                if self.is_nan() || self == <$t>::INFINITY {
                    return self;
                }
                if self == 0.0 {
                    return <$t>::from_bits(1);
                }
                let b = self.to_bits();
                <$t>::from_bits(if self > 0.0 { b + 1 } else { b - 1 })
            }
            fn step_down(self) -> $t {
                -(-self).step_up()
            }
        }
    )*};
}
step!(f32, f64);

/// `x` rounded to single precision by `mode`.
fn round_f32(x: f64, mode: u32) -> f32 {
    let r = x as f32;
    if x.is_nan() || f64::from(r) == x {
        return r;
    }
    match mode {
        2 if f64::from(r).abs() > x.abs() => if r > 0.0 { r.step_down() } else { r.step_up() },
        3 if f64::from(r) < x => r.step_up(),
        4 if f64::from(r) > x => r.step_down(),
        _ => r,
    }
}

fn round_real(x: f64, mode: u32) -> f64 {
    match mode {
        1 => x.round_ties_even(),
        3 => x.ceil(),
        4 => x.floor(),
        _ => x.trunc(),
    }
}

extern "C" fn harness_convert(bits: u64, from: u32, to: u32, saturate: u32, mode: u32) -> u64 {
    let real = match from {
        FLOAT => Some(f64::from(f32::from_bits(bits as u32))),
        DOUBLE => Some(f64::from_bits(bits)),
        _ => None,
    };
    match (to, real) {
        (FLOAT, Some(x)) => u64::from(round_f32(x, mode).to_bits()),
        (FLOAT, None) => u64::from((round_int(int_value(from, bits), 24, mode) as f32).to_bits()),
        (DOUBLE, Some(x)) => x.to_bits(),
        (DOUBLE, None) => round_int(int_value(from, bits), 53, mode).to_bits(),
        (_, Some(x)) => {
            // Out of range without saturation is undefined; it saturates here too.
            let (lo, hi) = int_range(to);
            if x.is_nan() { 0 } else { (round_real(x, mode) as i128).clamp(lo, hi) as u64 }
        }
        (_, None) => {
            let v = int_value(from, bits);
            let (lo, hi) = int_range(to);
            (if saturate != 0 { v.clamp(lo, hi) } else { v }) as u64
        }
    }
}

/// Half-precision bits → single precision (exact).
extern "C" fn harness_half_to_float(bits: u32) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exponent = (bits >> 10) & 0x1f;
    let mantissa = (bits & 0x3ff) as f32;
    sign * match exponent {
        0 => mantissa * (2.0f32).powi(-24),
        31 if mantissa == 0.0 => f32::INFINITY,
        31 => f32::NAN,
        e => (1024.0 + mantissa) * (2.0f32).powi(e as i32 - 25),
    }
}

/// `x` → half-precision bits, rounded by `mode` (0 and 1: to nearest even).
extern "C" fn harness_float_to_half(x: f64, mode: u32) -> u32 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return sign | 0x7e00;
    }
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    if a == 0.0 {
        return sign;
    }
    let e = (a.log2().floor() as i32).max(-14);
    let e = if a < 2f64.powi(e) { e - 1 } else if a >= 2f64.powi(e + 1) { e + 1 } else { e }.max(-14);
    let quantum = 2f64.powi(e - 10);
    let m = a / quantum;
    let away = match mode {
        2 => false,
        3 => sign == 0,
        4 => sign != 0,
        _ => true,
    };
    let m = match mode {
        2 => m.floor(),
        3 | 4 => if away { m.ceil() } else { m.floor() },
        _ => m.round_ties_even(),
    };
    let v = m * quantum;
    if v > 65504.0 {
        return sign | if away { 0x7c00 } else { 0x7bff };
    }
    if v < 2f64.powi(-14) {
        return sign | (v / 2f64.powi(-24)) as u32;
    }
    let e = v.log2().floor() as i32;
    let e = if v < 2f64.powi(e) { e - 1 } else if v >= 2f64.powi(e + 1) { e + 1 } else { e };
    sign | (((e + 15) as u32) << 10) | ((v / 2f64.powi(e - 10)) as u32 - 1024)
}

// ---------------------------------------------------------------------------------------------
// Relational builtins: `__harness_fclass(op, type, a_bits, b_bits)` → 0 or 1.

const CLASS_OPS: [&str; 14] = [
    "isnan", "isinf", "isfinite", "isnormal", "signbit", "isordered", "isunordered", "isequal", "isnotequal", "isgreater",
    "isgreaterequal", "isless", "islessequal", "islessgreater",
];

extern "C" fn harness_fclass(op: u32, code: u32, a: u64, b: u64) -> u32 {
    let double = code == DOUBLE;
    let (x, y) = if double { (f64::from_bits(a), f64::from_bits(b)) } else { (f64::from(f32::from_bits(a as u32)), f64::from(f32::from_bits(b as u32))) };
    let r = match CLASS_OPS.get(op as usize).copied().unwrap_or("") {
        "isnan" => x.is_nan(),
        "isinf" => x.is_infinite(),
        "isfinite" => x.is_finite(),
        "isnormal" => if double { x.is_normal() } else { f32::from_bits(a as u32).is_normal() },
        "signbit" => if double { a >> 63 != 0 } else { a >> 31 & 1 != 0 },
        "isordered" => !x.is_nan() && !y.is_nan(),
        "isunordered" => x.is_nan() || y.is_nan(),
        "isequal" => x == y,
        "isnotequal" => x != y,
        "isgreater" => x > y,
        "isgreaterequal" => x >= y,
        "isless" => x < y,
        "islessequal" => x <= y,
        "islessgreater" => x.partial_cmp(&y).is_some_and(|o| o.is_ne()),
        other => panic!("relational builtin {other}"),
    };
    u32::from(r)
}

// ---------------------------------------------------------------------------------------------
// Math builtins: `__harness_math_{name}_{f32|f64}`, one Rust body for both precisions.

macro_rules! math {
    ($($name:literal => |$($p:ident),+| $body:expr;)*) => {
        /// The names of the float math builtins with only floating-point operands.
        const MATH_OPS: &[&str] = &[$($name),*];

        fn math_function(name: &str, double: bool) -> Option<usize> {
            $(
                if name == $name {
                    extern "C" fn single($($p: f32),+) -> f32 {
                        type T = f32;
                        $body
                    }
                    extern "C" fn dbl($($p: f64),+) -> f64 {
                        type T = f64;
                        $body
                    }
                    return Some(if double { dbl as *const () as usize } else { single as *const () as usize });
                }
            )*
            None
        }
    };
}

math! {
    "sqrt" => |x| x.sqrt();
    "rsqrt" => |x| 1.0 / x.sqrt();
    "fabs" => |x| x.abs();
    "floor" => |x| x.floor();
    "ceil" => |x| x.ceil();
    "trunc" => |x| x.trunc();
    "round" => |x| x.round();
    "rint" => |x| x.round_ties_even();
    "exp" => |x| x.exp();
    "exp2" => |x| x.exp2();
    "exp10" => |x| (10.0 as T).powf(x);
    "expm1" => |x| x.exp_m1();
    "log" => |x| x.ln();
    "log2" => |x| x.log2();
    "log10" => |x| x.log10();
    "log1p" => |x| x.ln_1p();
    "sin" => |x| x.sin();
    "cos" => |x| x.cos();
    "tan" => |x| x.tan();
    "asin" => |x| x.asin();
    "acos" => |x| x.acos();
    "atan" => |x| x.atan();
    "sinh" => |x| x.sinh();
    "cosh" => |x| x.cosh();
    "tanh" => |x| x.tanh();
    "asinh" => |x| x.asinh();
    "acosh" => |x| x.acosh();
    "atanh" => |x| x.atanh();
    "cbrt" => |x| x.cbrt();
    "recip" => |x| 1.0 / x;
    "degrees" => |x| x.to_degrees();
    "radians" => |x| x.to_radians();
    "sign" => |x| if x.is_nan() { 0.0 } else if x > 0.0 { 1.0 } else if x < 0.0 { -1.0 } else { x };
    "fmin" => |x, y| x.min(y);
    "fmax" => |x, y| x.max(y);
    "min" => |x, y| if y < x { y } else { x };
    "max" => |x, y| if x < y { y } else { x };
    "fmod" => |x, y| x % y;
    "fdim" => |x, y| if x.is_nan() || y.is_nan() { x + y } else if x > y { x - y } else { 0.0 };
    "copysign" => |x, y| x.copysign(y);
    "pow" => |x, y| x.powf(y);
    "powr" => |x, y| x.powf(y);
    "atan2" => |y, x| y.atan2(x);
    "hypot" => |x, y| x.hypot(y);
    "divide" => |x, y| x / y;
    "nextafter" => |x, y| if x.is_nan() || y.is_nan() { x + y } else if x == y { y } else if y > x { x.step_up() } else { x.step_down() };
    "maxmag" => |x, y| if x.abs() > y.abs() { x } else if y.abs() > x.abs() { y } else { x.max(y) };
    "minmag" => |x, y| if x.abs() < y.abs() { x } else if y.abs() < x.abs() { y } else { x.min(y) };
    "step" => |edge, x| if x < edge { 0.0 } else { 1.0 };
    "mad" => |x, y, z| x * y + z;
    "fma" => |x, y, z| x.mul_add(y, z);
    "clamp" => |x, lo, hi| x.max(lo).min(hi);
    "mix" => |x, y, a| x + (y - x) * a;
    "smoothstep" => |e0, e1, x| { let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0); t * t * (3.0 - 2.0 * t) };
    "modf" => |x| if x.is_infinite() { (0.0 as T).copysign(x) } else { x - x.trunc() };
    "modf_int" => |x| x.trunc();
    "fract" => |x| if x.is_nan() { x } else { (x - x.floor()).min(1.0 - T::EPSILON / 2.0) };
    "fract_int" => |x| x.floor();
    "sincos" => |x| x.sin();
    "sincos_int" => |x| x.cos();
}

/// `m` in [0.5, 1) and `e` with `x = m·2^e` (`x` finite and non-zero).
fn frexp64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE { (x * 2f64.powi(64), -64) } else { (x, 0) };
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1022;
    (f64::from_bits((x.to_bits() & !(0x7ffu64 << 52)) | (1022u64 << 52)), e + bias)
}

extern "C" fn ldexp_f32(x: f32, n: i32) -> f32 {
    (f64::from(x) * 2f64.powi(n.clamp(-400, 400))) as f32
}
extern "C" fn ldexp_f64(x: f64, n: i32) -> f64 {
    let n = n.clamp(-2200, 2200);
    x * 2f64.powi(n / 2) * 2f64.powi(n - n / 2)
}
extern "C" fn pown_f32(x: f32, n: i32) -> f32 {
    x.powi(n)
}
extern "C" fn pown_f64(x: f64, n: i32) -> f64 {
    x.powi(n)
}
extern "C" fn rootn_f32(x: f32, n: i32) -> f32 {
    x.powf(1.0 / n as f32)
}
extern "C" fn rootn_f64(x: f64, n: i32) -> f64 {
    x.powf(1.0 / f64::from(n))
}
extern "C" fn ilogb_f32(x: f32) -> i32 {
    ilogb_f64(f64::from(x))
}
extern "C" fn ilogb_f64(x: f64) -> i32 {
    match x {
        0.0 => i32::MIN,
        _ if x.is_nan() => i32::MIN,
        _ if x.is_infinite() => i32::MAX,
        _ => frexp64(x).1 - 1,
    }
}
extern "C" fn frexp_f32(x: f32) -> f32 {
    frexp64(f64::from(x)).0 as f32
}
extern "C" fn frexp_f64(x: f64) -> f64 {
    frexp64(x).0
}
extern "C" fn frexp_int_f32(x: f32) -> i32 {
    frexp64(f64::from(x)).1
}
extern "C" fn frexp_int_f64(x: f64) -> i32 {
    frexp64(x).1
}

/// Math builtins with an integer operand or result, by name and precision.
fn mixed_math_function(name: &str, double: bool) -> Option<usize> {
    let f = match (name, double) {
        ("ldexp", false) => ldexp_f32 as *const () as usize,
        ("ldexp", true) => ldexp_f64 as *const () as usize,
        ("pown", false) => pown_f32 as *const () as usize,
        ("pown", true) => pown_f64 as *const () as usize,
        ("rootn", false) => rootn_f32 as *const () as usize,
        ("rootn", true) => rootn_f64 as *const () as usize,
        ("ilogb", false) => ilogb_f32 as *const () as usize,
        ("ilogb", true) => ilogb_f64 as *const () as usize,
        ("frexp", false) => frexp_f32 as *const () as usize,
        ("frexp", true) => frexp_f64 as *const () as usize,
        ("frexp_int", false) => frexp_int_f32 as *const () as usize,
        ("frexp_int", true) => frexp_int_f64 as *const () as usize,
        _ => return None,
    };
    Some(f)
}

// ---------------------------------------------------------------------------------------------
// Work-group collectives: `__harness_group(kind, operation, type, bits, extra)`.

const GROUP_KINDS: [&str; 6] = ["add", "min", "max", "all", "any", "broadcast"];

fn group_combine(kind: &str, code: u32, a: u64, b: u64) -> u64 {
    match (kind, code) {
        ("add", FLOAT) => u64::from((f32::from_bits(a as u32) + f32::from_bits(b as u32)).to_bits()),
        ("add", DOUBLE) => (f64::from_bits(a) + f64::from_bits(b)).to_bits(),
        ("add", _) => a.wrapping_add(b),
        ("min", FLOAT) => u64::from(f32::from_bits(a as u32).min(f32::from_bits(b as u32)).to_bits()),
        ("min", DOUBLE) => f64::from_bits(a).min(f64::from_bits(b)).to_bits(),
        ("min", _) => if int_value(code, b) < int_value(code, a) { b } else { a },
        ("max", FLOAT) => u64::from(f32::from_bits(a as u32).max(f32::from_bits(b as u32)).to_bits()),
        ("max", DOUBLE) => f64::from_bits(a).max(f64::from_bits(b)).to_bits(),
        ("max", _) => if int_value(code, b) > int_value(code, a) { b } else { a },
        ("all", _) => u64::from(a != 0 && b != 0),
        _ => u64::from(a != 0 || b != 0),
    }
}

fn group_identity(kind: &str, code: u32) -> u64 {
    match (kind, code) {
        ("min", FLOAT) => u64::from(f32::INFINITY.to_bits()),
        ("min", DOUBLE) => f64::INFINITY.to_bits(),
        ("max", FLOAT) => u64::from(f32::NEG_INFINITY.to_bits()),
        ("max", DOUBLE) => f64::NEG_INFINITY.to_bits(),
        ("min", _) => int_range(code).1 as u64,
        ("max", _) => int_range(code).0 as u64,
        ("all", _) => 1,
        _ => 0,
    }
}

/// `operation`: 0 reduce, 1 inclusive scan, 2 exclusive scan (SPIR-V `GroupOperation`).
extern "C" fn harness_group(kind: u32, operation: u32, code: u32, bits: u64, extra: u64) -> u64 {
    let (me, slots, bar) = ITEM.with(|w| {
        let w = w.borrow();
        (w.local_linear_id() as usize, w.slots.clone().expect("group slots"), w.barrier.clone().expect("group barrier"))
    });
    slots.lock().unwrap()[me] = bits;
    bar.wait();
    let values = slots.lock().unwrap().clone();
    bar.wait();
    let kind = GROUP_KINDS.get(kind as usize).copied().unwrap_or("");
    if kind == "broadcast" {
        return values[extra as usize];
    }
    let end = match operation {
        1 => me + 1,
        2 => me,
        _ => values.len(),
    };
    values[..end].iter().fold(group_identity(kind, code), |acc, &v| group_combine(kind, code, acc, v))
}

// ---------------------------------------------------------------------------------------------
// Binding declared functions.

/// The Rust function for a declared function: work-item functions and barriers, and the
/// `__harness_*` functions the IR bodies call.
fn runtime(symbol: &str) -> Option<usize> {
    if let Some(rest) = symbol.strip_prefix("__harness_math_") {
        let (name, precision) = rest.rsplit_once('_')?;
        let double = precision == "f64";
        return math_function(name, double).or_else(|| mixed_math_function(name, double));
    }
    let f: usize = match symbol {
        "__harness_int" => harness_int as *const () as usize,
        "__harness_convert" => harness_convert as *const () as usize,
        "__harness_fclass" => harness_fclass as *const () as usize,
        "__harness_group" => harness_group as *const () as usize,
        "__harness_half_to_float" => harness_half_to_float as *const () as usize,
        "__harness_float_to_half" => harness_float_to_half as *const () as usize,
        _ => return work_item_function(symbol),
    };
    Some(f)
}

fn work_item_function(symbol: &str) -> Option<usize> {
    let (name, params) = match mangling::demangle(symbol) {
        Ok(sig) => (sig.name, sig.params.len()),
        Err(_) => (symbol.to_string(), 0),
    };
    let f: usize = match name.as_str() {
        "get_global_id" | "__spirv_BuiltInGlobalInvocationId" => global_id as *const () as usize,
        "get_local_id" | "__spirv_BuiltInLocalInvocationId" => local_id as *const () as usize,
        "get_group_id" | "__spirv_BuiltInWorkgroupId" => group_id as *const () as usize,
        "get_global_size" | "__spirv_BuiltInGlobalSize" => global_size as *const () as usize,
        "get_local_size" | "__spirv_BuiltInWorkgroupSize" | "get_enqueued_local_size" | "__spirv_BuiltInEnqueuedWorkgroupSize" => {
            local_size as *const () as usize
        }
        "get_num_groups" | "__spirv_BuiltInNumWorkgroups" => num_groups as *const () as usize,
        "get_global_offset" | "__spirv_BuiltInGlobalOffset" => global_offset as *const () as usize,
        "get_work_dim" | "__spirv_BuiltInWorkDim" => work_dim as *const () as usize,
        "get_global_linear_id" | "__spirv_BuiltInGlobalLinearId" => global_linear_id as *const () as usize,
        "get_local_linear_id" | "__spirv_BuiltInLocalInvocationIndex" => local_linear_id as *const () as usize,
        "barrier" => barrier as *const () as usize,
        "work_group_barrier" if params == 2 => barrier2 as *const () as usize,
        "work_group_barrier" => barrier as *const () as usize,
        "__spirv_ControlBarrier" => spirv_barrier as *const () as usize,
        _ => return None,
    };
    Some(f)
}

/// How a builtin declaration gets its IR body.
#[derive(Clone, Debug, PartialEq)]
enum Body {
    /// No effect (fences: work-items are threads, and barriers already order memory).
    Nop,
    /// `atomicrmw op`: the value is argument `value`, or 1 when `None`.
    Rmw { op: AtomicRmwBinOp, value: Option<usize> },
    /// `cmpxchg`: compare with argument `expected` (by pointer when `by_pointer`), store `new`.
    CmpXchg { expected: usize, new: usize, by_pointer: bool },
    /// An atomic load.
    AtomicLoad,
    /// An atomic store of argument `value`.
    AtomicStore { value: usize },
    /// `vloadN`, `vload_half[N]`: `(offset, pointer)`.
    VLoad { half: bool },
    /// `vstoreN`, `vstore_half[N]`: `(data, offset, pointer)`; the rounding from the name, or
    /// from argument 3 (SPIR-V `FPRoundingMode`).
    VStore { half: bool, rounding: Rounding },
    /// `any` / `all` over the lanes' most significant bits (or booleans).
    Reduce { all: bool },
    /// A work-group collective; the SPIR-V form takes the operation as argument 1.
    Group { kind: u32, operation: Option<u32>, value: usize, extra: Option<usize> },
    /// `dot`, `length`, `distance`, `normalize`, `cross`: lanes combined in lane order.
    Geometric(&'static str),
    /// `shuffle` (`two == false`) or `shuffle2`: lanes picked by a mask modulo the lane count.
    Shuffle { two: bool },
    /// An operation applied lane by lane.
    Lanes(Lane),
}

/// A rounding mode (0 default, then rte, rtz, rtp, rtn) fixed by the name, or the SPIR-V
/// `FPRoundingMode` in an argument.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Rounding {
    Fixed(u32),
    Argument(usize),
}

/// What a lane-by-lane builtin computes for one lane.
#[derive(Clone, Debug, PartialEq)]
enum Lane {
    /// `__harness_int` operation `INT_OPS[i]`.
    Int(u32),
    /// `__harness_math_{name}_{f32|f64}`.
    Math(String),
    /// A math builtin with a second result stored through its last argument.
    MathOut(String),
    /// `__harness_convert` to `to`.
    Convert { to: Scalar, saturate: bool, rounding: u32 },
    /// `__harness_fclass` operation `CLASS_OPS[i]`: 1/0 for scalars, -1/0 for vector lanes.
    Class(u32),
    /// `select(a, b, c)`: `c` non-zero (scalar) or its most significant bit set (vector lane).
    Select,
    Bitselect,
}

/// The OpenCL C spelling of a builtin: `__spirv_ocl_` and the `s_`/`u_` signedness prefixes
/// dropped, `native_`/`half_` variants mapped to the full-precision function.
fn normalize(name: &str) -> String {
    let name = name.strip_prefix("__spirv_ocl_").map(|n| n.strip_prefix("s_").or_else(|| n.strip_prefix("u_")).unwrap_or(n)).unwrap_or(name);
    let name = match name {
        "fmin_common" => "min",
        "fmax_common" => "max",
        "fclamp" => "clamp",
        other => other,
    };
    let name = name.strip_prefix("native_").or_else(|| name.strip_prefix("half_")).unwrap_or(name);
    name.strip_prefix("atom_").map(|n| format!("atomic_{n}")).unwrap_or_else(|| name.to_string())
}

/// The scalar of a parameter type (the element of a vector, the pointee of a pointer).
fn scalar_of(t: &MType) -> Option<Scalar> {
    match t {
        MType::Scalar(s) | MType::Vector(s, _) => Some(*s),
        MType::Pointer { pointee, .. } => scalar_of(pointee),
        MType::Atomic(inner) => scalar_of(inner),
        _ => None,
    }
}

fn signed(s: Scalar) -> bool {
    matches!(s, Scalar::Char | Scalar::Short | Scalar::Int | Scalar::Long)
}

fn rounding_suffix(name: &str) -> u32 {
    ROUNDINGS.iter().position(|r| name.ends_with(&format!("_{r}"))).map_or(0, |i| i as u32 + 1)
}

/// The conversion a `convert_T[_sat][_rtX]` or `__spirv_*Convert*_RT[_sat][_rtX]` name means.
fn conversion(name: &str) -> Option<Lane> {
    let (spec, saturate) = if let Some(rest) = name.strip_prefix("convert_") {
        (rest, false)
    } else {
        let rest = name.strip_prefix("__spirv_")?;
        let (op, spec) = rest.split_once("_R")?;
        let ops = ["ConvertFToS", "ConvertFToU", "ConvertSToF", "ConvertUToF", "UConvert", "SConvert", "FConvert", "SatConvertSToU", "SatConvertUToS"];
        if !ops.contains(&op) {
            return None;
        }
        (spec, op.starts_with("Sat"))
    };
    let ty = spec.split('_').next()?.trim_end_matches(|c: char| c.is_ascii_digit());
    Some(Lane::Convert { to: Scalar::from_opencl_name(ty)?, saturate: saturate || spec.contains("_sat"), rounding: rounding_suffix(spec) })
}

fn atomic(name: &str, params: &[MType]) -> Option<Body> {
    use AtomicRmwBinOp as A;
    let unsigned = params.first().and_then(scalar_of).is_some_and(|s| !signed(s));
    let (min, max) = if unsigned { (A::UMin, A::UMax) } else { (A::Min, A::Max) };
    if let Some(op) = name.strip_prefix("__spirv_Atomic") {
        let rmw = |op| Some(Body::Rmw { op, value: Some(3) });
        return match op {
            "IAdd" => rmw(A::Add),
            "ISub" => rmw(A::Sub),
            "Exchange" => rmw(A::Xchg),
            "SMin" => rmw(A::Min),
            "UMin" => rmw(A::UMin),
            "SMax" => rmw(A::Max),
            "UMax" => rmw(A::UMax),
            "And" => rmw(A::And),
            "Or" => rmw(A::Or),
            "Xor" => rmw(A::Xor),
            "FAddEXT" => rmw(A::FAdd),
            "FMinEXT" => rmw(A::FMin),
            "FMaxEXT" => rmw(A::FMax),
            "IIncrement" => Some(Body::Rmw { op: A::Add, value: None }),
            "IDecrement" => Some(Body::Rmw { op: A::Sub, value: None }),
            "CompareExchange" | "CompareExchangeWeak" => Some(Body::CmpXchg { expected: 5, new: 4, by_pointer: false }),
            "Load" => Some(Body::AtomicLoad),
            "Store" => Some(Body::AtomicStore { value: 3 }),
            _ => None,
        };
    }
    let op = name.strip_prefix("atomic_")?;
    let op = op.strip_suffix("_explicit").unwrap_or(op);
    let op = op.strip_prefix("fetch_").unwrap_or(op);
    let rmw = |op| Some(Body::Rmw { op, value: Some(1) });
    let float = params.first().and_then(scalar_of).is_some_and(|s| matches!(s, Scalar::Float | Scalar::Double));
    match op {
        "add" if float => rmw(A::FAdd),
        "add" => rmw(A::Add),
        "sub" => rmw(A::Sub),
        "xchg" | "exchange" => rmw(A::Xchg),
        "min" => rmw(min),
        "max" => rmw(max),
        "and" => rmw(A::And),
        "or" => rmw(A::Or),
        "xor" => rmw(A::Xor),
        "inc" => Some(Body::Rmw { op: A::Add, value: None }),
        "dec" => Some(Body::Rmw { op: A::Sub, value: None }),
        "cmpxchg" => Some(Body::CmpXchg { expected: 1, new: 2, by_pointer: false }),
        "compare_exchange_strong" | "compare_exchange_weak" => Some(Body::CmpXchg { expected: 1, new: 2, by_pointer: true }),
        "load" => Some(Body::AtomicLoad),
        "store" | "init" => Some(Body::AtomicStore { value: 1 }),
        _ => None,
    }
}

fn group(name: &str) -> Option<Body> {
    if let Some(rest) = name.strip_prefix("work_group_") {
        let (operation, kind) = if let Some(k) = rest.strip_prefix("reduce_") {
            (0, k)
        } else if let Some(k) = rest.strip_prefix("scan_inclusive_") {
            (1, k)
        } else if let Some(k) = rest.strip_prefix("scan_exclusive_") {
            (2, k)
        } else {
            (0, rest)
        };
        let kind = GROUP_KINDS.iter().position(|k| *k == kind)? as u32;
        let extra = (kind == 5).then_some(1);
        return Some(Body::Group { kind, operation: Some(operation), value: 0, extra });
    }
    let op = name.strip_prefix("__spirv_Group")?;
    let (kind, value, extra) = match op {
        "IAdd" | "FAdd" => (0, 2, None),
        "SMin" | "UMin" | "FMin" => (1, 2, None),
        "SMax" | "UMax" | "FMax" => (2, 2, None),
        "All" => return Some(Body::Group { kind: 3, operation: Some(0), value: 1, extra: None }),
        "Any" => return Some(Body::Group { kind: 4, operation: Some(0), value: 1, extra: None }),
        "Broadcast" => return Some(Body::Group { kind: 5, operation: Some(0), value: 1, extra: Some(2) }),
        _ => return None,
    };
    Some(Body::Group { kind, operation: None, value, extra })
}

/// The body for builtin `name` (demangled) with parameters `params`, if the harness has one.
fn classify(raw: &str, params: &[MType]) -> Option<Body> {
    let name = normalize(raw);
    let first = params.first().and_then(scalar_of);
    let float = matches!(first, Some(Scalar::Float | Scalar::Double | Scalar::Half));
    if matches!(name.as_str(), "mem_fence" | "read_mem_fence" | "write_mem_fence" | "atomic_work_item_fence" | "__spirv_MemoryBarrier") {
        return Some(Body::Nop);
    }
    if let Some(b) = atomic(&name, params).or_else(|| group(&name)) {
        return Some(b);
    }
    if name.starts_with("vload") {
        return Some(Body::VLoad { half: name.contains("half") });
    }
    if name.starts_with("vstore") {
        let rounding = if name.ends_with("_r") { Rounding::Argument(3) } else { Rounding::Fixed(rounding_suffix(&name)) };
        return Some(Body::VStore { half: name.contains("half"), rounding });
    }
    if let Some(c) = conversion(&name) {
        return Some(Body::Lanes(c));
    }
    let spirv_relational = [
        ("IsNan", "isnan"),
        ("IsInf", "isinf"),
        ("IsFinite", "isfinite"),
        ("IsNormal", "isnormal"),
        ("SignBitSet", "signbit"),
        ("Ordered", "isordered"),
        ("Unordered", "isunordered"),
        ("LessOrGreater", "islessgreater"),
        ("Any", "any"),
        ("All", "all"),
    ];
    let name = name.strip_prefix("__spirv_").and_then(|n| spirv_relational.iter().find(|r| r.0 == n)).map_or(name.clone(), |r| r.1.to_string());
    if let Some(i) = CLASS_OPS.iter().position(|c| *c == name) {
        return Some(Body::Lanes(Lane::Class(i as u32)));
    }
    match name.as_str() {
        "any" => return Some(Body::Reduce { all: false }),
        "all" => return Some(Body::Reduce { all: true }),
        "select" => return Some(Body::Lanes(Lane::Select)),
        "bitselect" => return Some(Body::Lanes(Lane::Bitselect)),
        "modf" | "fract" | "sincos" | "frexp" => return Some(Body::Lanes(Lane::MathOut(name))),
        "shuffle" => return Some(Body::Shuffle { two: false }),
        "shuffle2" => return Some(Body::Shuffle { two: true }),
        _ => {}
    }
    let geometric = ["dot", "length", "distance", "normalize", "cross"];
    if let Some(g) = geometric.iter().find(|g| name == **g || name.strip_prefix("fast_") == Some(**g) || (name == "__spirv_Dot" && **g == "dot")) {
        return Some(Body::Geometric(g));
    }
    if float && (MATH_OPS.contains(&name.as_str()) || mixed_math_function(&name, false).is_some()) {
        return Some(Body::Lanes(Lane::Math(name)));
    }
    if !float && first.is_some() {
        if let Some(i) = INT_OPS.iter().position(|o| *o == name) {
            return Some(Body::Lanes(Lane::Int(i as u32)));
        }
    }
    None
}

/// Gives every builtin declaration the harness knows an IR body.
fn define_builtins(module: &Module<'_>, ctx: &Context) -> Result<(), String> {
    let declared: Vec<Function<'_>> = module
        .functions()
        .filter(|f| f.is_declaration() == Some(true))
        .filter(|f| {
            let n = f.as_value().name();
            !n.starts_with("llvm.") && !n.starts_with("__harness") && work_item_function(&n).is_none()
        })
        .collect();
    for f in declared {
        let symbol = f.as_value().name();
        let (name, params) = match mangling::demangle(&symbol) {
            Ok(sig) => (sig.name, sig.params),
            Err(_) => (symbol.clone(), Vec::new()),
        };
        if let Some(body) = classify(&name, &params) {
            let g = Gen { module, ctx, b: Builder::new(module), f, params };
            g.define(&body).map_err(|e| format!("body of {symbol} ({name}): {e}"))?;
        }
    }
    Ok(())
}

/// Builds one builtin's body.
struct Gen<'m, 'c> {
    module: &'m Module<'c>,
    ctx: &'c Context,
    b: Builder<'m>,
    f: Function<'m>,
    params: Vec<MType>,
}

fn s<T, E: ToString>(r: Result<T, E>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}

impl<'m, 'c: 'm> Gen<'m, 'c> {
    fn arg(&self, i: usize) -> Result<Value<'m>, String> {
        self.f.param(i as u32).ok_or_else(|| format!("no argument {i}"))
    }

    fn scalar(&self, i: usize) -> Result<Scalar, String> {
        self.params.get(i).and_then(scalar_of).ok_or_else(|| format!("parameter {i} has no scalar type"))
    }

    fn i32(&self, v: u64) -> Result<Value<'m>, String> {
        s(self.ctx.i32_type().const_int(v))
    }

    fn i64(&self, v: u64) -> Result<Value<'m>, String> {
        s(self.ctx.i64_type().const_int(v))
    }

    /// Calls `__harness_*` function `name` of type `ret (args…)`.
    fn call(&self, name: &str, ret: Type<'m>, args: &[Value<'m>]) -> Result<Value<'m>, String> {
        let types: Vec<Type<'m>> = args.iter().map(|a| a.ty()).collect();
        let fn_ty = s(self.ctx.function_type(ret, &types, false))?;
        let callee = s(self.module.get_or_insert_function(name, fn_ty))?;
        s(self.b.call(fn_ty, callee.as_value(), args))
    }

    fn cast(&self, op: CastOp, v: Value<'m>, to: Type<'m>) -> Result<Value<'m>, String> {
        if v.ty() == to { Ok(v) } else { s(self.b.cast(op, v, to)) }
    }

    /// `v` (of scalar type `t`) as 64 bits: integers extended by their signedness, floats as
    /// their bits.
    fn widen(&self, v: Value<'m>, t: Scalar) -> Result<Value<'m>, String> {
        let i64t = self.ctx.i64_type();
        let ty = v.ty();
        if ty.is_float() {
            let bits = s(self.ctx.int_type(ty.primitive_size_bits() as u32))?;
            let i = self.cast(CastOp::BitCast, v, bits)?;
            return self.cast(CastOp::ZExt, i, i64t);
        }
        self.cast(if signed(t) && ty.int_width() != Some(1) { CastOp::SExt } else { CastOp::ZExt }, v, i64t)
    }

    /// 64 bits → a value of type `ty` (truncating integers, reinterpreting floats).
    fn narrow(&self, v: Value<'m>, ty: Type<'m>) -> Result<Value<'m>, String> {
        if ty.is_float() {
            let bits = s(self.ctx.int_type(ty.primitive_size_bits() as u32))?;
            let i = self.cast(CastOp::Trunc, v, bits)?;
            return self.cast(CastOp::BitCast, i, ty);
        }
        self.cast(CastOp::Trunc, v, ty)
    }

    /// An `i1` as a lane of `ty`: itself, 0/1, or 0/-1 for lanes of a vector result.
    fn bool_lane(&self, v: Value<'m>, ty: Type<'m>, vector: bool) -> Result<Value<'m>, String> {
        self.cast(if vector { CastOp::SExt } else { CastOp::ZExt }, v, ty)
    }

    fn define(&self, body: &Body) -> Result<(), String> {
        let bb = s(self.f.append_basic_block("entry"))?;
        s(self.b.position_at_end(bb))?;
        let result = match body {
            Body::Nop => None,
            Body::Rmw { op, value } => Some(self.rmw(*op, *value)?),
            Body::CmpXchg { expected, new, by_pointer } => Some(self.cmpxchg(*expected, *new, *by_pointer)?),
            Body::AtomicLoad => Some(self.atomic_load()?),
            Body::AtomicStore { value } => self.atomic_store(*value)?,
            Body::VLoad { half } => Some(self.vload(*half)?),
            Body::VStore { half, rounding } => self.vstore(*half, *rounding)?,
            Body::Reduce { all } => Some(self.reduce(*all)?),
            Body::Group { kind, operation, value, extra } => Some(self.group(*kind, *operation, *value, *extra)?),
            Body::Geometric(op) => Some(self.geometric(op)?),
            Body::Shuffle { two } => Some(self.shuffle(*two)?),
            Body::Lanes(lane) => Some(self.lanes(lane)?),
        };
        match result {
            Some(v) if !self.f.return_type().is_void() => s(self.b.ret(v))?,
            _ => s(self.b.ret_void())?,
        };
        Ok(())
    }

    fn scope(&self) -> Result<llvm::SyncScope, String> {
        s(self.ctx.sync_scope(""))
    }

    fn rmw(&self, op: AtomicRmwBinOp, value: Option<usize>) -> Result<Value<'m>, String> {
        let ty = self.f.return_type();
        let v = match value {
            Some(i) => self.arg(i)?,
            None => s(ty.const_int(1))?,
        };
        s(self.b.atomic_rmw(op, self.arg(0)?, v, AtomicOrdering::SequentiallyConsistent, self.scope()?))
    }

    fn cmpxchg(&self, expected: usize, new: usize, by_pointer: bool) -> Result<Value<'m>, String> {
        let new_v = self.arg(new)?;
        let seq = AtomicOrdering::SequentiallyConsistent;
        let exp = if by_pointer { s(self.b.load(new_v.ty(), self.arg(expected)?))? } else { self.arg(expected)? };
        let pair = s(self.b.cmpxchg(self.arg(0)?, exp, new_v, seq, seq, self.scope()?))?;
        let old = s(self.b.extract_value(pair, 0))?;
        if !by_pointer {
            return Ok(old);
        }
        s(self.b.store(old, self.arg(expected)?))?;
        let ok = s(self.b.extract_value(pair, 1))?;
        self.cast(CastOp::ZExt, ok, self.f.return_type())
    }

    fn atomic_load(&self) -> Result<Value<'m>, String> {
        let v = s(self.b.load(self.f.return_type(), self.arg(0)?))?;
        s(v.set_atomic(AtomicOrdering::SequentiallyConsistent, self.scope()?))?;
        Ok(v)
    }

    fn atomic_store(&self, value: usize) -> Result<Option<Value<'m>>, String> {
        let st = s(self.b.store(self.arg(value)?, self.arg(0)?))?;
        s(st.set_atomic(AtomicOrdering::SequentiallyConsistent, self.scope()?))?;
        Ok(None)
    }

    /// The address of element `index` of `ptr` viewed as an array of `elem`.
    fn element(&self, elem: Type<'m>, ptr: Value<'m>, index: Value<'m>) -> Result<Value<'m>, String> {
        s(self.b.gep(elem, ptr, &[index], GepNoWrapFlags::NONE))
    }

    fn lane_count(ty: Type<'_>) -> u32 {
        ty.vector_size().unwrap_or(1)
    }

    fn vload(&self, half: bool) -> Result<Value<'m>, String> {
        let ty = self.f.return_type();
        let n = Self::lane_count(ty);
        let lane_ty = ty.element_type().unwrap_or(ty);
        let (offset, ptr) = (self.arg(0)?, self.arg(1)?);
        let base = s(self.b.mul(offset, s(offset.ty().const_int(u64::from(n)))?))?;
        let mem_ty = if half { self.ctx.i16_type() } else { lane_ty };
        let mut out = s(ty.poison())?;
        for i in 0..n {
            let idx = s(self.b.add(base, s(offset.ty().const_int(u64::from(i)))?))?;
            let mut v = s(self.b.load(mem_ty, self.element(mem_ty, ptr, idx)?))?;
            if half {
                let bits = self.cast(CastOp::ZExt, v, self.ctx.i32_type())?;
                v = self.call("__harness_half_to_float", self.ctx.float_type(), &[bits])?;
                v = self.cast(CastOp::FPExt, v, lane_ty)?;
            }
            out = if n > 1 { s(self.b.insert_element(out, v, self.i32(u64::from(i))?))? } else { v };
        }
        Ok(out)
    }

    fn vstore(&self, half: bool, rounding: Rounding) -> Result<Option<Value<'m>>, String> {
        let (data, offset, ptr) = (self.arg(0)?, self.arg(1)?, self.arg(2)?);
        let n = Self::lane_count(data.ty());
        let base = s(self.b.mul(offset, s(offset.ty().const_int(u64::from(n)))?))?;
        let mode = match rounding {
            Rounding::Fixed(m) => self.i32(u64::from(m))?,
            Rounding::Argument(i) => s(self.b.add(self.arg(i)?, self.i32(1)?))?,
        };
        for i in 0..n {
            let idx = s(self.b.add(base, s(offset.ty().const_int(u64::from(i)))?))?;
            let mut v = if n > 1 { s(self.b.extract_element(data, self.i32(u64::from(i))?))? } else { data };
            let mem_ty = if half { self.ctx.i16_type() } else { v.ty() };
            if half {
                let wide = self.cast(CastOp::FPExt, v, self.ctx.double_type())?;
                let bits = self.call("__harness_float_to_half", self.ctx.i32_type(), &[wide, mode])?;
                v = self.cast(CastOp::Trunc, bits, mem_ty)?;
            }
            s(self.b.store(v, self.element(mem_ty, ptr, idx)?))?;
        }
        Ok(None)
    }

    /// The `n` lanes of `v` (`v` repeated for a scalar).
    fn lanes_of(&self, v: Value<'m>, n: u32) -> Result<Vec<Value<'m>>, String> {
        if !v.ty().is_vector() {
            return Ok(vec![v; n as usize]);
        }
        (0..n).map(|l| s(self.b.extract_element(v, self.i32(u64::from(l))?))).collect()
    }

    fn reduce(&self, all: bool) -> Result<Value<'m>, String> {
        let x = self.arg(0)?;
        let n = Self::lane_count(x.ty());
        let mut acc: Option<Value<'m>> = None;
        for v in self.lanes_of(x, n)? {
            let bit = if v.ty().int_width() == Some(1) { v } else { s(self.b.icmp(IntPredicate::Slt, v, s(v.ty().const_int(0))?))? };
            acc = Some(match acc {
                None => bit,
                Some(a) if all => s(self.b.and(a, bit))?,
                Some(a) => s(self.b.or(a, bit))?,
            });
        }
        self.cast(CastOp::ZExt, acc.ok_or("no lanes")?, self.f.return_type())
    }

    /// The sum of the lane products of `x` and `y`, accumulated from lane 0 up.
    fn dot(&self, x: Value<'m>, y: Value<'m>) -> Result<Value<'m>, String> {
        let n = Self::lane_count(x.ty());
        let (xs, ys) = (self.lanes_of(x, n)?, self.lanes_of(y, n)?);
        let mut acc = s(self.b.fmul(xs[0], ys[0]))?;
        for l in 1..n as usize {
            acc = s(self.b.fadd(acc, s(self.b.fmul(xs[l], ys[l]))?))?;
        }
        Ok(acc)
    }

    fn length(&self, x: Value<'m>) -> Result<Value<'m>, String> {
        let d = self.dot(x, x)?;
        self.call(&Self::math_name("sqrt", d.ty()), d.ty(), &[d])
    }

    fn geometric(&self, op: &str) -> Result<Value<'m>, String> {
        let x = self.arg(0)?;
        match op {
            "dot" => self.dot(x, self.arg(1)?),
            "length" => self.length(x),
            "distance" => self.length(s(self.b.fsub(x, self.arg(1)?))?),
            "normalize" => {
                let len = self.length(x)?;
                let n = Self::lane_count(x.ty());
                let mut out = x;
                for (l, v) in self.lanes_of(x, n)?.into_iter().enumerate() {
                    let q = s(self.b.fdiv(v, len))?;
                    out = if x.ty().is_vector() { s(self.b.insert_element(out, q, self.i32(l as u64)?))? } else { q };
                }
                Ok(out)
            }
            _ => {
                let n = Self::lane_count(x.ty());
                let (a, b) = (self.lanes_of(x, n)?, self.lanes_of(self.arg(1)?, n)?);
                let term = |i: usize, j: usize| -> Result<Value<'m>, String> {
                    s(self.b.fsub(s(self.b.fmul(a[i], b[j]))?, s(self.b.fmul(a[j], b[i]))?))
                };
                let mut out = s(x.ty().const_null())?;
                for (l, (i, j)) in [(1, 2), (2, 0), (0, 1)].into_iter().enumerate() {
                    out = s(self.b.insert_element(out, term(i, j)?, self.i32(l as u64)?))?;
                }
                Ok(out)
            }
        }
    }

    fn shuffle(&self, two: bool) -> Result<Value<'m>, String> {
        let ret = self.f.return_type();
        let x = self.arg(0)?;
        let y = if two { self.arg(1)? } else { x };
        let mask = self.arg(if two { 2 } else { 1 })?;
        let n = u64::from(Self::lane_count(x.ty()));
        let m = Self::lane_count(ret);
        let mut out = s(ret.poison())?;
        for (l, k) in self.lanes_of(mask, m)?.into_iter().enumerate() {
            let total = s(k.ty().const_int(if two { 2 * n } else { n }))?;
            let idx = s(self.b.urem(k, total))?;
            let lane = s(self.b.urem(idx, s(k.ty().const_int(n))?))?;
            let from_x = s(self.b.extract_element(x, lane))?;
            let from_y = s(self.b.extract_element(y, lane))?;
            let first = s(self.b.icmp(IntPredicate::Ult, idx, s(k.ty().const_int(n))?))?;
            let v = s(self.b.select(first, from_x, from_y))?;
            out = s(self.b.insert_element(out, v, self.i32(l as u64)?))?;
        }
        Ok(out)
    }

    fn group(&self, kind: u32, operation: Option<u32>, value: usize, extra: Option<usize>) -> Result<Value<'m>, String> {
        let ret = self.f.return_type();
        let v = self.arg(value)?;
        let t = self.scalar(value)?;
        let operation = match operation {
            Some(o) => self.i32(u64::from(o))?,
            None => self.arg(1)?,
        };
        let bits = if (3..=4).contains(&kind) {
            let nz = s(self.b.icmp(IntPredicate::Ne, v, s(v.ty().const_int(0))?))?;
            self.cast(CastOp::ZExt, nz, self.ctx.i64_type())?
        } else {
            self.widen(v, t)?
        };
        let extra = match extra {
            Some(i) => {
                let e = self.arg(i)?;
                self.cast(CastOp::ZExt, e, self.ctx.i64_type())?
            }
            None => self.i64(0)?,
        };
        let args = [self.i32(u64::from(kind))?, operation, self.i32(u64::from(type_code(t)))?, bits, extra];
        let r = self.call("__harness_group", self.ctx.i64_type(), &args)?;
        self.narrow(r, ret)
    }

    fn lanes(&self, lane: &Lane) -> Result<Value<'m>, String> {
        let ret = self.f.return_type();
        let params = self.f.params();
        let n = params.iter().map(|p| Self::lane_count(p.ty())).chain([Self::lane_count(ret)]).max().unwrap_or(1);
        let vector = n > 1;
        let columns: Vec<Vec<Value<'m>>> = params.iter().map(|p| self.lanes_of(*p, n)).collect::<Result<_, _>>()?;
        let ret_lane = ret.element_type().filter(|_| ret.is_vector()).unwrap_or(ret);
        let mut out = s(ret.poison())?;
        for l in 0..n as usize {
            let args: Vec<Value<'m>> = columns.iter().map(|c| c[l]).collect();
            let r = self.lane(lane, &args, ret_lane, vector, l as u32)?;
            if ret.is_vector() {
                out = s(self.b.insert_element(out, r, self.i32(l as u64)?))?;
            } else {
                out = r;
            }
        }
        Ok(out)
    }

    fn math_name(name: &str, ty: Type<'_>) -> String {
        format!("__harness_math_{name}_{}", if ty.primitive_size_bits() == 64 { "f64" } else { "f32" })
    }

    fn lane(&self, lane: &Lane, args: &[Value<'m>], ret: Type<'m>, vector: bool, index: u32) -> Result<Value<'m>, String> {
        match lane {
            Lane::Int(op) => {
                let t = self.scalar(0)?;
                let mut wide = Vec::new();
                for i in 0..3 {
                    wide.push(match args.get(i) {
                        Some(v) => self.widen(*v, self.scalar(i)?)?,
                        None => self.i64(0)?,
                    });
                }
                let call_args = [self.i32(u64::from(*op))?, self.i32(u64::from(type_code(t)))?, wide[0], wide[1], wide[2]];
                let r = self.call("__harness_int", self.ctx.i64_type(), &call_args)?;
                self.narrow(r, ret)
            }
            Lane::Math(name) => self.call(&Self::math_name(name, args[0].ty()), ret, args),
            Lane::MathOut(name) => {
                let x = args[0];
                let r = self.call(&Self::math_name(name, x.ty()), x.ty(), &[x])?;
                let ptr = *args.last().ok_or("no pointer")?;
                let out_ty = if name == "frexp" { self.ctx.i32_type() } else { x.ty() };
                let second = self.call(&Self::math_name(&format!("{name}_int"), x.ty()), out_ty, &[x])?;
                s(self.b.store(second, self.element(out_ty, ptr, self.i32(u64::from(index))?)?))?;
                Ok(r)
            }
            Lane::Convert { to, saturate, rounding } => {
                let from = self.scalar(0)?;
                let bits = self.widen(args[0], from)?;
                let call_args = [
                    bits,
                    self.i32(u64::from(type_code(from)))?,
                    self.i32(u64::from(type_code(*to)))?,
                    self.i32(u64::from(*saturate))?,
                    self.i32(u64::from(*rounding))?,
                ];
                let r = self.call("__harness_convert", self.ctx.i64_type(), &call_args)?;
                self.narrow(r, ret)
            }
            Lane::Class(op) => {
                let t = self.scalar(0)?;
                let a = self.widen(args[0], t)?;
                let b = match args.get(1) {
                    Some(v) => self.widen(*v, t)?,
                    None => self.i64(0)?,
                };
                let call_args = [self.i32(u64::from(*op))?, self.i32(u64::from(type_code(t)))?, a, b];
                let r = self.call("__harness_fclass", self.ctx.i32_type(), &call_args)?;
                let bit = s(self.b.icmp(IntPredicate::Ne, r, self.i32(0)?))?;
                self.bool_lane(bit, ret, vector)
            }
            Lane::Select => {
                let c = args[2];
                let zero = s(c.ty().const_int(0))?;
                let cond = if c.ty().int_width() == Some(1) {
                    c
                } else if vector {
                    s(self.b.icmp(IntPredicate::Slt, c, zero))?
                } else {
                    s(self.b.icmp(IntPredicate::Ne, c, zero))?
                };
                s(self.b.select(cond, args[1], args[0]))
            }
            Lane::Bitselect => {
                let ty = args[0].ty();
                let int_ty = if ty.is_float() { s(self.ctx.int_type(ty.primitive_size_bits() as u32))? } else { ty };
                let [a, b, c] = [args[0], args[1], args[2]].map(|v| self.cast(CastOp::BitCast, v, int_ty));
                let (a, b, c) = (a?, b?, c?);
                let not_c = s(self.b.xor(c, s(int_ty.const_all_ones())?))?;
                let r = s(self.b.or(s(self.b.and(a, not_c))?, s(self.b.and(b, c))?))?;
                self.cast(CastOp::BitCast, r, ty)
            }
        }
    }
}

/// Adds `void __harness_entry(ptr args)` that loads each parameter of `kernel` from the
/// pointer in slot `i` of `args` and calls the kernel. (A struct passed by value is a `byval`
/// pointer parameter: its slot points at a global buffer holding the struct.)
fn add_entry(module: &Module<'_>, ctx: &Context, kernel: &str) -> Result<(), String> {
    let k = module.get_function(kernel).ok_or_else(|| format!("no kernel {kernel}"))?;
    let ptr = ctx.ptr_type(0).map_err(|e| e.to_string())?;
    let fn_ty = ctx.function_type(ctx.void_type(), &[ptr], false).map_err(|e| e.to_string())?;
    let entry = module.add_function("__harness_entry", fn_ty).map_err(|e| e.to_string())?;
    let bb = entry.append_basic_block("entry").map_err(|e| e.to_string())?;
    let b = Builder::new(module);
    b.position_at_end(bb).map_err(|e| e.to_string())?;
    let args_ptr = entry.param(0).ok_or("no param")?;
    let mut args = Vec::new();
    for (i, p) in k.params().iter().enumerate() {
        let idx = ctx.i64_type().const_int(i as u64).map_err(|e| e.to_string())?;
        let slot_ptr = b.gep(ptr, args_ptr, &[idx], GepNoWrapFlags::NONE).map_err(|e| e.to_string())?;
        let slot = b.load(ptr, slot_ptr).map_err(|e| e.to_string())?;
        args.push(b.load(p.ty(), slot).map_err(|e| e.to_string())?);
    }
    let call = b.call(k.function_type(), k.as_value(), &args).map_err(|e| e.to_string())?;
    call.set_call_conv(CallingConv::C).map_err(|e| e.to_string())?;
    b.ret_void().map_err(|e| e.to_string())?;
    Ok(())
}

/// Runs `module`'s kernel per `spec`; returns the final bytes of every global buffer.
///
/// `llvm.fmuladd` may be fused or not; LLVM's SPIR-V backend fuses it (OpenCL.std `fma`), the
/// host's code generator does not, so every `fmuladd` is made an `fma` first: both sides then
/// compute the same, exactly rounded result.
pub fn run<'c>(module: Module<'c>, ctx: &'c Context, spec: &Spec) -> Result<Vec<Vec<u8>>, String> {
    let text = module.print_to_string();
    let module = if text.contains("@llvm.fmuladd.") {
        Module::parse_ir(ctx, &text.replace("@llvm.fmuladd.", "@llvm.fma.")).map_err(|e| e.to_string())?
    } else {
        module
    };
    add_entry(&module, ctx, &spec.kernel)?;
    define_builtins(&module, ctx)?;
    module.verify().map_err(|e| e.to_string())?;
    let jit = Jit::new(module, &runtime).map_err(|e| e.to_string())?;
    let entry = jit.entry("__harness_entry").map_err(|e| e.to_string())?;
    let mut buffers: Vec<Memory> = Vec::new();
    for a in &spec.args {
        if let Arg::Global { elem, count, init } = a {
            buffers.push(Memory::new(&initial(*elem, *count, init)));
        }
    }
    let groups: Vec<[u64; 3]> = {
        let n: Vec<u64> = (0..3).map(|d| (spec.global[d] / spec.local[d].max(1)) as u64).collect();
        let mut g = Vec::new();
        for z in 0..n[2] {
            for y in 0..n[1] {
                for x in 0..n[0] {
                    g.push([x, y, z]);
                }
            }
        }
        g
    };
    let group_size = spec.local.iter().product::<usize>();
    for group in groups {
        // Fresh local buffers per group; argument slots hold each argument's value.
        let mut locals: Vec<Memory> =
            spec.args.iter().filter_map(|a| if let Arg::Local { elem, count } = a { Some(Memory::new(&vec![0u8; count * elem.size()])) } else { None }).collect();
        let mut values: Vec<Memory> = Vec::new();
        let (mut gi, mut li) = (0, 0);
        for a in &spec.args {
            values.push(Memory::new(&match a {
                Arg::Global { .. } => {
                    gi += 1;
                    buffers[gi - 1].address().to_le_bytes().to_vec()
                }
                Arg::Local { .. } => {
                    li += 1;
                    locals[li - 1].address().to_le_bytes().to_vec()
                }
                Arg::Scalar(bytes) => bytes.clone(),
            }));
        }
        let slot_ptrs: Vec<u64> = values.iter_mut().map(Memory::address).collect();
        let args_addr = slot_ptrs.as_ptr() as usize;
        let bar = Arc::new(Barrier::new(group_size));
        let shared = Arc::new(Mutex::new(vec![0u64; group_size]));
        std::thread::scope(|scope| {
            for lz in 0..spec.local[2] {
                for ly in 0..spec.local[1] {
                    for lx in 0..spec.local[0] {
                        let local = [lx as u64, ly as u64, lz as u64];
                        let item = WorkItem {
                            global_id: [0, 1, 2].map(|d| group[d] * spec.local[d] as u64 + local[d]),
                            local_id: local,
                            group_id: group,
                            global_size: spec.global.map(|g| g as u64),
                            local_size: spec.local.map(|l| l as u64),
                            dims: spec.dims,
                            barrier: Some(bar.clone()),
                            slots: Some(shared.clone()),
                        };
                        scope.spawn(move || {
                            ITEM.with(|w| *w.borrow_mut() = item);
                            entry.call(args_addr);
                        });
                    }
                }
            }
        });
        drop(locals);
    }
    Ok(buffers.iter().map(Memory::bytes).collect())
}

/// Parses LLVM bitcode into `ctx`.
pub fn parse<'c>(ctx: &'c Context, bytes: &[u8]) -> Result<Module<'c>, String> {
    llvm::Module::parse_bitcode(ctx, bytes).map_err(|e| e.to_string())
}

// ---------------------------------------------------------------------------------------------
// The runtime checked against values the OpenCL C specification fixes, so that both sides of
// a comparison agreeing also means they agree with OpenCL.

#[test]
fn conversions_round_and_saturate_as_specified() {
    let f = |x: f32| u64::from(x.to_bits());
    let to_int = |x: f32, sat: u32, mode: u32| harness_convert(f(x), FLOAT, 5, sat, mode) as i32;
    assert_eq!([1, 2, 3, 4].map(|m| to_int(2.5, 0, m)), [2, 2, 3, 2]);
    assert_eq!([1, 2, 3, 4].map(|m| to_int(-2.5, 0, m)), [-2, -2, -2, -3]);
    assert_eq!(to_int(-2.7, 0, 0), -2);
    assert_eq!(to_int(f32::NAN, 1, 0), 0);
    assert_eq!(to_int(1.0e10, 1, 0), i32::MAX);
    assert_eq!(harness_convert(f(-3.5), FLOAT, 2, 1, 0) as u8, 0);
    assert_eq!(harness_convert(f(300.0), FLOAT, 1, 1, 0) as i8, 127);
    let to_float = |v: i64, from: u32, mode: u32| f32::from_bits(harness_convert(v as u64, from, FLOAT, 0, mode) as u32);
    assert_eq!([1, 2, 3, 4].map(|m| to_float(16_777_217, 5, m)), [16_777_216.0, 16_777_216.0, 16_777_218.0, 16_777_216.0]);
    assert_eq!(to_float(-16_777_217, 5, 4), -16_777_218.0);
    assert_eq!(to_float(16_777_219, 5, 0), 16_777_220.0);
    assert_eq!(to_float(-1, 8, 2), 18_446_742_974_197_923_840.0);
    assert_eq!(f32::from_bits(harness_convert(0.1f64.to_bits(), DOUBLE, FLOAT, 0, 2) as u32), 0.099_999_994);
    assert_eq!(harness_convert((-1i64) as u64, 5, 6, 1, 0), 0);
    assert_eq!(harness_convert(u64::MAX, 8, 7, 1, 0) as i64, i64::MAX);
    assert_eq!(harness_convert((-129i64) as u64, 5, 1, 0, 0) as i8, 127);
}

#[test]
fn half_precision_rounds_by_mode() {
    assert_eq!(harness_half_to_float(0x3c00), 1.0);
    assert_eq!(harness_half_to_float(0x0001), 2f32.powi(-24));
    assert_eq!(harness_half_to_float(0xfbff), -65504.0);
    assert!(harness_half_to_float(0x7e00).is_nan());
    assert_eq!(harness_float_to_half(1.0, 0), 0x3c00);
    assert_eq!(harness_float_to_half(-0.0, 0), 0x8000);
    assert_eq!([1, 2, 3, 4].map(|m| harness_float_to_half(1.0 / 3.0, m)), [0x3555, 0x3555, 0x3556, 0x3555]);
    assert_eq!([1, 2, 3, 4].map(|m| harness_float_to_half(-1.0 / 3.0, m)), [0xb555, 0xb555, 0xb555, 0xb556]);
    assert_eq!([1, 2, 3, 4].map(|m| harness_float_to_half(65520.0, m)), [0x7c00, 0x7bff, 0x7c00, 0x7bff]);
    assert_eq!(harness_float_to_half(2f64.powi(-25), 1), 0);
    assert_eq!(harness_float_to_half(2f64.powi(-25) * 1.5, 1), 1);
    assert_eq!(harness_float_to_half(1.0e-3, 1), 0x1419);
}

#[test]
fn integer_builtins_follow_the_specification() {
    let op = |name: &str| INT_OPS.iter().position(|o| *o == name).unwrap() as u32;
    let (char_, uchar, int, uint, ulong) = (1, 2, 5, 6, 8);
    assert_eq!(harness_int(op("add_sat"), char_, 100, 100, 0) as i8, 127);
    assert_eq!(harness_int(op("add_sat"), char_, (-100i64) as u64, (-100i64) as u64, 0) as i8, -128);
    assert_eq!(harness_int(op("sub_sat"), uchar, 5, 10, 0), 0);
    assert_eq!(harness_int(op("hadd"), int, i32::MAX as u64, i32::MAX as u64, 0) as i32, i32::MAX);
    assert_eq!(harness_int(op("rhadd"), int, (-1i64) as u64, (-2i64) as u64, 0) as i32, -1);
    assert_eq!(harness_int(op("mul_hi"), uint, 0xffff_ffff, 0xffff_ffff, 0) as u32, 0xffff_fffe);
    assert_eq!(harness_int(op("mul_hi"), ulong, u64::MAX, u64::MAX, 0), u64::MAX - 1);
    assert_eq!(harness_int(op("mul_hi"), int, (-2i64) as u64, 0x4000_0000, 0) as i32, -1);
    assert_eq!(harness_int(op("clz"), uchar, 1, 0, 0), 7);
    assert_eq!(harness_int(op("ctz"), int, 0, 0, 0), 32);
    assert_eq!(harness_int(op("popcount"), char_, (-1i64) as u64, 0, 0), 8);
    assert_eq!(harness_int(op("rotate"), uchar, 0x81, 1, 0) as u8, 0x03);
    assert_eq!(harness_int(op("rotate"), uint, 1, (-1i64) as u64, 0) as u32, 0x8000_0000);
    assert_eq!(harness_int(op("abs"), int, i32::MIN as i64 as u64, 0, 0) as u32, 0x8000_0000);
    assert_eq!(harness_int(op("abs_diff"), char_, (-128i64) as u64, 127, 0) as u8, 255);
    assert_eq!(harness_int(op("upsample"), char_, (-1i64) as u64, 2, 0) as i16, -254);
    assert_eq!(harness_int(op("mad_sat"), uint, 0x10000, 0x10000, 5) as u32, u32::MAX);
    assert_eq!(harness_int(op("clamp"), int, 50, 0, 10) as i32, 10);
}

#[test]
fn relational_builtins_see_nans_and_signed_zeros() {
    let op = |name: &str| CLASS_OPS.iter().position(|o| *o == name).unwrap() as u32;
    let f = |x: f32| u64::from(x.to_bits());
    assert_eq!(harness_fclass(op("isnan"), FLOAT, f(f32::NAN), 0), 1);
    assert_eq!(harness_fclass(op("signbit"), FLOAT, f(-0.0), 0), 1);
    assert_eq!(harness_fclass(op("isnormal"), FLOAT, f(1.0e-40), 0), 0);
    assert_eq!(harness_fclass(op("isequal"), FLOAT, f(0.0), f(-0.0)), 1);
    assert_eq!(harness_fclass(op("isnotequal"), FLOAT, f(f32::NAN), f(1.0)), 1);
    assert_eq!(harness_fclass(op("islessgreater"), FLOAT, f(f32::NAN), f(1.0)), 0);
    assert_eq!(harness_fclass(op("isunordered"), DOUBLE, f64::NAN.to_bits(), 0), 1);
}

#[test]
fn both_naming_schemes_reach_the_same_bodies() {
    let body = |symbol: &str| {
        let sig = mangling::demangle(symbol).unwrap();
        classify(&sig.name, &sig.params)
    };
    for (opencl, spirv) in [
        ("_Z7add_satcc", "_Z21__spirv_ocl_s_add_satcc"),
        ("_Z3minjj", "_Z17__spirv_ocl_u_minjj"),
        ("_Z3minff", "_Z23__spirv_ocl_fmin_commonff"),
        ("_Z4sqrtf", "_Z16__spirv_ocl_sqrtf"),
        ("_Z10native_expf", "_Z22__spirv_ocl_native_expf"),
        ("_Z5isinff", "_Z13__spirv_IsInff"),
        ("_Z16convert_char_satf", "_Z29__spirv_ConvertFToS_Rchar_satf"),
        ("_Z15convert_int_rtef", "_Z28__spirv_ConvertFToS_Rint_rtef"),
        ("_Z3dotDv4_fS_", "_Z11__spirv_DotDv4_fS_"),
    ] {
        assert!(body(opencl).is_some(), "{opencl}");
        assert_eq!(body(opencl), body(spirv), "{opencl} / {spirv}");
    }
    assert_eq!(body("_Z10atomic_addPU3AS1Vii"), Some(Body::Rmw { op: AtomicRmwBinOp::Add, value: Some(1) }));
    assert_eq!(body("_Z18__spirv_AtomicIAddPU3AS1iiii"), Some(Body::Rmw { op: AtomicRmwBinOp::Add, value: Some(3) }));
    assert_eq!(body("_Z10atomic_minPU3AS1Vjj"), Some(Body::Rmw { op: AtomicRmwBinOp::UMin, value: Some(1) }));
    assert_eq!(body("_Z21work_group_reduce_addi"), Some(Body::Group { kind: 0, operation: Some(0), value: 0, extra: None }));
    assert_eq!(body("_Z17__spirv_GroupIAddiii"), Some(Body::Group { kind: 0, operation: None, value: 2, extra: None }));
}
