//! Execution harness: runs an OpenCL kernel given as LLVM IR on the host (MCJIT), one thread
//! per work-item of a work-group so that barriers mean what they mean on a device, with a
//! runtime for the builtins the kernels use under both naming schemes (OpenCL C names such as
//! `_Z13get_global_idj`, and `__spirv_*` names such as `__spirv_BuiltInGlobalInvocationId`).
//!
//! Execution specs sit in the kernel's first comment lines:
//! `// EXEC: kernel=NAME global=X[,Y[,Z]] local=X[,Y[,Z]] [stack=BYTES] [fuel=BLOCKS]` (the last
//! two for random programs, see [`total`]) and one `// ARG: …` per parameter:
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

mod bodies;
mod numeric;

/// Single precision → half-precision bits, rounded to nearest even (the harness's conversion).
pub fn float_to_half(x: f32) -> u16 {
    numeric::harness_float_to_half(f64::from(x), 0) as u16
}

/// Half-precision bits → single precision (exact).
pub fn half_to_float(bits: u16) -> f32 {
    numeric::harness_half_to_float(u32::from(bits))
}

pub mod shader;
pub mod total;

use bodies::*;
#[cfg(test)]
use numeric::*;

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
    fn parse(text: &str) -> Result<Elem, String> {
        Ok(match text {
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
            other => return Err(format!("unknown element type `{other}`")),
        })
    }

    pub fn size(self) -> usize {
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
    /// Bytes every `alloca` is given (`stack=`; see [`total`]).
    pub stack: Option<u64>,
    /// Blocks each work-item may enter (`fuel=`; see [`total`]).
    pub fuel: Option<u64>,
}

/// Most work-items of one NDRange, work-items of one work-group (each is a thread) and bytes of
/// one buffer a spec may ask for.
const MAX_ITEMS: usize = 1 << 20;
const MAX_GROUP: usize = 1024;
const MAX_BUFFER: usize = 1 << 28;

fn sizes(text: &str) -> Result<([usize; 3], u32), String> {
    let mut out = [1usize; 3];
    let parts: Vec<usize> = text.split(',').map(|p| p.parse().map_err(|_| format!("bad size `{p}`"))).collect::<Result<_, _>>()?;
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("`{text}`: one to three sizes expected"));
    }
    out[..parts.len()].copy_from_slice(&parts);
    Ok((out, parts.len() as u32))
}

/// Checks a `stack=` size: 1 byte to 1 MiB.
fn stack_bytes(n: u64) -> Result<u64, String> {
    if (1..=1 << 20).contains(&n) { Ok(n) } else { Err(format!("stack={n}: 1 to 1048576 bytes")) }
}

fn parse_num<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("bad {what} `{text}`"))
}

/// The bytes of a scalar argument, or of a vector one given as comma-separated lanes.
fn value_bytes(elem: Elem, text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for lane in text.split(',') {
        out.extend(match elem {
            Elem::F32 | Elem::F64 => elem.encode(Num::Real(parse_num(lane, "float value")?)),
            _ => elem.encode(Num::Int(parse_num(lane, "integer value")?)),
        });
    }
    out.resize(out.len().max(8), 0);
    Ok(out)
}

/// Reads the spec from a kernel source's comments (`// EXEC:` and `// ARG:` lines, or the same
/// after `;` in LLVM IR text); `Ok(None)` when there is none.
pub fn parse_spec(source: &str) -> Result<Option<Spec>, String> {
    let mut spec = None;
    let mut args = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let line = line.trim_start();
        let body = line.strip_prefix("//").or_else(|| line.strip_prefix(';')).map(str::trim_start);
        let at = |e: String| format!("line {}: {e}", n + 1);
        if let Some(rest) = body.and_then(|b| b.strip_prefix("EXEC:")) {
            spec = Some(parse_exec(rest).map_err(at)?);
        } else if let Some(rest) = body.and_then(|b| b.strip_prefix("ARG:")) {
            args.push(parse_arg(rest).map_err(at)?);
        }
    }
    Ok(spec.map(|mut s| {
        s.args = args;
        s
    }))
}

fn parse_exec(rest: &str) -> Result<Spec, String> {
    let mut kernel = String::new();
    let (mut global, mut local, mut dims) = ([1; 3], [1; 3], 1);
    let (mut stack, mut fuel) = (None, None);
    for field in rest.split_whitespace() {
        let (k, v) = field.split_once('=').ok_or_else(|| format!("`{field}`: key=value expected"))?;
        match k {
            "kernel" => kernel = v.to_string(),
            "global" => (global, dims) = sizes(v)?,
            "local" => local = sizes(v)?.0,
            "stack" => stack = Some(parse_num(v, "stack").and_then(stack_bytes)?),
            "fuel" => fuel = Some(parse_num(v, "fuel")?),
            other => return Err(format!("unknown EXEC field `{other}`")),
        }
    }
    if kernel.is_empty() {
        return Err("EXEC needs kernel=NAME".into());
    }
    for d in 0..3 {
        if local[d] == 0 || global[d] % local[d] != 0 {
            return Err("the global size is not a multiple of the local size".into());
        }
    }
    if global.iter().try_fold(1usize, |a, &g| a.checked_mul(g)).is_none_or(|n| n > MAX_ITEMS) || local.iter().product::<usize>() > MAX_GROUP {
        return Err(format!("NDRange too large (at most {MAX_ITEMS} work-items, {MAX_GROUP} per work-group)"));
    }
    Ok(Spec { kernel, global, local, dims, args: Vec::new(), stack, fuel })
}

fn parse_arg(rest: &str) -> Result<Arg, String> {
    let f: Vec<&str> = rest.split_whitespace().collect();
    let count = |elem: Elem, text: &str| -> Result<usize, String> {
        let n: usize = parse_num(text, "count")?;
        if n.checked_mul(elem.size()).is_none_or(|b| b > MAX_BUFFER) {
            return Err(format!("buffer of {n} elements is too large"));
        }
        Ok(n)
    };
    Ok(match f.as_slice() {
        ["global", ty, n, init] => {
            let elem = Elem::parse(ty)?;
            initial(elem, 1, init)?;
            Arg::Global { elem, count: count(elem, n)?, init: init.to_string() }
        }
        ["local", ty, n] => {
            let elem = Elem::parse(ty)?;
            Arg::Local { elem, count: count(elem, n)? }
        }
        ["scalar", ty, v] => Arg::Scalar(value_bytes(Elem::parse(ty)?, v)?),
        other => return Err(format!("bad ARG line {other:?}")),
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

/// A buffer of `count` elements initialized per `init` (see the module comment).
pub fn initial(elem: Elem, count: usize, init: &str) -> Result<Vec<u8>, String> {
    let (kind, params) = match init.split_once('(') {
        Some((k, rest)) => (k, rest.strip_suffix(')').ok_or_else(|| format!("`{init}`: no closing parenthesis"))?.split(',').collect::<Vec<_>>()),
        None => (init, Vec::new()),
    };
    let seed: u64 = params.last().map(|s| parse_num(s, "seed")).transpose()?.unwrap_or(0);
    let float = matches!(elem, Elem::F32 | Elem::F64);
    let (lo, hi) = match (kind, params.as_slice()) {
        ("range", [lo, hi, _]) => (parse_num::<f64>(lo, "LO")?, parse_num::<f64>(hi, "HI")?),
        ("range", _) => return Err(format!("`{init}`: range(LO,HI,SEED) expected")),
        _ => (0.0, 0.0),
    };
    if kind == "range" && !(lo <= hi && (float || (lo.fract() == 0.0 && hi.fract() == 0.0))) {
        return Err(format!("`{init}`: bad range"));
    }
    if !matches!(kind, "zero" | "iota" | "rand" | "bits" | "range" | "special") {
        return Err(format!("unknown initializer `{init}`"));
    }
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
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
                    Num::Real(lo + (hi - lo) * ((s >> 11) as f64 / (1u64 << 53) as f64))
                } else {
                    let (lo, hi) = (lo as i128, hi as i128);
                    Num::Int(lo + (i128::from(s) % (hi - lo + 1)))
                }
            }
            _ if float => Num::Real(SPECIAL_FLOATS[i % SPECIAL_FLOATS.len()]),
            _ => Num::Int(SPECIAL_INTS[i % SPECIAL_INTS.len()]),
        };
        out.extend(elem.encode(v));
    }
    Ok(out)
}

use spirv_llvm_translator::run::HostMemory as Memory;

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
/// The arrival of a split barrier (`intel_work_group_barrier_arrive`,
/// `OpControlBarrierArriveINTEL`): nothing, as every work-item arrives before it waits, so the
/// wait, a whole barrier, orders what was written before the arrival. Its operands (one to three
/// integers, in registers) are not read.
extern "C" fn barrier_arrive() {}

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
    if let Some(bytes) = spec.stack {
        total::enlarge_allocas(&module, ctx, bytes)?;
    }
    if spec.fuel.is_some() {
        total::add_fuel(&module, ctx)?;
    }
    add_entry(&module, ctx, &spec.kernel)?;
    define_builtins(&module, ctx)?;
    module.verify().map_err(|e| e.to_string())?;
    let jit = Jit::new(module, &runtime).map_err(|e| e.to_string())?;
    let entry = jit.entry("__harness_entry").map_err(|e| e.to_string())?;
    let mut buffers: Vec<Memory> = Vec::new();
    for a in &spec.args {
        if let Arg::Global { elem, count, init } = a {
            buffers.push(Memory::new(&initial(*elem, *count, init)?));
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
        let slot_ptrs: Vec<u64> = values.iter_mut().map(|m| m.address() as u64).collect();
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
                        let fuel = spec.fuel;
                        scope.spawn(move || {
                            ITEM.with(|w| *w.borrow_mut() = item);
                            if let Some(blocks) = fuel {
                                total::set_fuel(blocks);
                            }
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
    let (char_, uchar, ushort, int, uint, ulong) = (1, 2, 4, 5, 6, 8);
    assert_eq!(harness_int(op("add_sat"), char_, 100, 100, 0, 0) as i8, 127);
    assert_eq!(harness_int(op("add_sat"), char_, (-100i64) as u64, (-100i64) as u64, 0, 0) as i8, -128);
    assert_eq!(harness_int(op("sub_sat"), uchar, 5, 10, 0, 0), 0);
    assert_eq!(harness_int(op("hadd"), int, i32::MAX as u64, i32::MAX as u64, 0, 0) as i32, i32::MAX);
    assert_eq!(harness_int(op("rhadd"), int, (-1i64) as u64, (-2i64) as u64, 0, 0) as i32, -1);
    assert_eq!(harness_int(op("mul_hi"), uint, 0xffff_ffff, 0xffff_ffff, 0, 0) as u32, 0xffff_fffe);
    assert_eq!(harness_int(op("mul_hi"), ulong, u64::MAX, u64::MAX, 0, 0), u64::MAX - 1);
    assert_eq!(harness_int(op("mul_hi"), int, (-2i64) as u64, 0x4000_0000, 0, 0) as i32, -1);
    assert_eq!(harness_int(op("clz"), uchar, 1, 0, 0, 0), 7);
    assert_eq!(harness_int(op("ctz"), int, 0, 0, 0, 0), 32);
    assert_eq!(harness_int(op("popcount"), char_, (-1i64) as u64, 0, 0, 0), 8);
    assert_eq!(harness_int(op("rotate"), uchar, 0x81, 1, 0, 0) as u8, 0x03);
    assert_eq!(harness_int(op("rotate"), uint, 1, (-1i64) as u64, 0, 0) as u32, 0x8000_0000);
    assert_eq!(harness_int(op("abs"), int, i32::MIN as i64 as u64, 0, 0, 0) as u32, 0x8000_0000);
    assert_eq!(harness_int(op("abs_diff"), char_, (-128i64) as u64, 127, 0, 0) as u8, 255);
    assert_eq!(harness_int(op("upsample"), char_, (-1i64) as u64, 2, 0, 0) as i16, -254);
    assert_eq!(harness_int(op("mad_sat"), uint, 0x10000, 0x10000, 5, 0) as u32, u32::MAX);
    assert_eq!(harness_int(op("clamp"), int, 50, 0, 10, 0) as i32, 10);
    assert_eq!(harness_int(op("bitfield_insert"), uint, 0xffff_ffff, 0, 4, 8) as u32, 0xffff_f00f);
    assert_eq!(harness_int(op("bitfield_insert"), uchar, 0, 0xff, 6, 5) as u8, 0xc0);
    assert_eq!(harness_int(op("bitfield_extract_signed"), uint, 0x0000_0f00, 8, 4, 0) as i32, -1);
    assert_eq!(harness_int(op("bitfield_extract_unsigned"), int, 0x0000_0f00, 8, 4, 0) as u32, 15);
    assert_eq!(harness_int(op("bitfield_extract_signed"), int, 0x7f, 0, 0, 0), 0);
    assert_eq!(harness_int(op("bit_reverse"), ushort, 1, 0, 0, 0) as u16, 0x8000);
    // bfloat16: round to nearest even, ties to even, overflow to infinity, NaN kept.
    assert_eq!(harness_float_to_bf16(1.0), 0x3f80);
    assert_eq!(harness_float_to_bf16(f32::from_bits(0x3f80_8000)), 0x3f80);
    assert_eq!(harness_float_to_bf16(f32::from_bits(0x3f81_8000)), 0x3f82);
    assert_eq!(harness_float_to_bf16(f32::from_bits(0x3f80_8001)), 0x3f81);
    assert_eq!(harness_float_to_bf16(f32::MAX), 0x7f80);
    assert!(harness_bf16_to_float(harness_float_to_bf16(f32::NAN)).is_nan());
    assert_eq!(harness_bf16_to_float(0xc040), -3.0);
    assert_eq!(bf16_conversion("intel_convert_bfloat162_as_ushort2"), Some(true));
    assert_eq!(bf16_conversion("intel_convert_as_bfloat16_float"), Some(false));
    assert_eq!(bf16_conversion("intel_convert_bfloat16_as_ushort2"), None);
    // 4x8-bit dot products: unsigned, signed, mixed, and saturating accumulation.
    assert_eq!(harness_dot(0, 0xff_ff_ff_ff, 0xff_ff_ff_ff, 0, uint) as u32, 4 * 255 * 255);
    assert_eq!(harness_dot(3, 0xff_ff_ff_ff, 0x01_01_01_01, 0, int) as i32, -4);
    assert_eq!(harness_dot(1, 0x00_00_00_ff, 0x00_00_00_ff, 0, int) as i32, -255);
    assert_eq!(harness_dot(7, 0x7f, 0x7f, i32::MAX as u64, int) as i32, i32::MAX);
    assert_eq!(harness_dot(4, 1, 1, u64::from(u32::MAX), uint) as u32, u32::MAX);
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

#[test]
fn malformed_specs_are_errors_that_name_the_line() {
    let ok = "// EXEC: kernel=k global=8,2 local=4,2\n// ARG: global f32 16 range(-1,1,3)\n// ARG: scalar i32 7";
    let spec = parse_spec(ok).unwrap().unwrap();
    assert_eq!((spec.kernel.as_str(), spec.global, spec.local, spec.dims, spec.args.len()), ("k", [8, 2, 1], [4, 2, 1], 2, 2));
    assert!(parse_spec("kernel void k() {}").unwrap().is_none());
    assert!(parse_spec("; EXEC: kernel=k global=4 local=4").unwrap().is_some(), "LLVM IR comments carry specs too");
    for (bad, expected) in [
        ("// EXEC: kernel=k global=6 local=4", "line 1: the global size is not a multiple"),
        ("// EXEC: kernel=k global=x local=4", "line 1: bad size `x`"),
        ("// EXEC: global=4 local=4", "EXEC needs kernel=NAME"),
        ("// EXEC: kernel=k global=4096,4096 local=1", "NDRange too large"),
        ("// EXEC: kernel=k global=2048 local=2048", "NDRange too large"),
        ("// EXEC: kernel=k global=4 local=4\n// ARG: global f17 4 zero", "line 2: unknown element type `f17`"),
        ("// ARG: global i32 4 rand(", "no closing parenthesis"),
        ("// ARG: global i32 4 range(5,1,0)", "bad range"),
        ("// ARG: global i32 4 sparkle", "unknown initializer `sparkle`"),
        ("// ARG: global u64 99999999999 zero", "too large"),
        ("// ARG: scalar i32 seven", "bad integer value `seven`"),
        ("// ARG: private i32 4", "bad ARG line"),
    ] {
        let e = parse_spec(bad).err().unwrap_or_else(|| panic!("{bad}: accepted"));
        assert!(e.contains(expected), "{bad}: {e}");
    }
}
