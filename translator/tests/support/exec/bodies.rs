//! Which builtin a declared symbol is (under either naming scheme), and the LLVM IR bodies
//! that implement them by calling the numeric functions.

use super::*;
use super::numeric::*;

// ---------------------------------------------------------------------------------------------
// Binding declared functions.

/// The Rust function for a declared function: work-item functions and barriers, and the
/// `__harness_*` functions the IR bodies call.
pub(super) fn runtime(symbol: &str) -> Option<usize> {
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
        "__harness_dot" => harness_dot as *const () as usize,
        "__harness_half_to_float" => harness_half_to_float as *const () as usize,
        "__harness_float_to_bf16" => harness_float_to_bf16 as *const () as usize,
        "__harness_bf16_to_float" => harness_bf16_to_float as *const () as usize,
        "__harness_float_to_half" => harness_float_to_half as *const () as usize,
        "__harness_fuel" => super::total::harness_fuel as *const () as usize,
        _ => return work_item_function(symbol),
    };
    Some(f)
}

pub(super) fn work_item_function(symbol: &str) -> Option<usize> {
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
        "__spirv_ControlBarrier" | "__spirv_ControlBarrierWaitINTEL" => spirv_barrier as *const () as usize,
        "intel_work_group_barrier_wait" if params == 2 => barrier2 as *const () as usize,
        "intel_work_group_barrier_wait" => barrier as *const () as usize,
        "intel_work_group_barrier_arrive" | "__spirv_ControlBarrierArriveINTEL" => barrier_arrive as *const () as usize,
        _ => return None,
    };
    Some(f)
}

/// How a builtin declaration gets its IR body.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Body {
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
    /// A sub-group rotation of argument `value` by argument `delta` within clusters of the size
    /// argument `cluster` gives (when the function has it), else the whole sub-group.
    Rotate { value: usize, delta: usize, cluster: Option<usize> },
    /// `dot`, `length`, `distance`, `normalize`, `cross`: lanes combined in lane order.
    Geometric(&'static str),
    /// A 4x8-bit integer dot product (`cl_khr_integer_dot_product`, `SPV_KHR_integer_dot_product`)
    /// of two `char4`/`uchar4` vectors or two packed words, with signedness per operand, plus a
    /// saturating accumulator (argument 2) when `accumulate`.
    IntDot { a_signed: bool, b_signed: bool, accumulate: bool },
    /// `shuffle` (`two == false`) or `shuffle2`: lanes picked by a mask modulo the lane count.
    Shuffle { two: bool },
    /// An operation applied lane by lane.
    Lanes(Lane),
}

/// A rounding mode (0 default, then rte, rtz, rtp, rtn) fixed by the name, or the SPIR-V
/// `FPRoundingMode` in an argument.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Rounding {
    Fixed(u32),
    Argument(usize),
}

/// What a lane-by-lane builtin computes for one lane.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Lane {
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
    /// `cl_intel_bfloat16_conversions`: a float to the bits of a bfloat16 (`to`), or back.
    Bf16 { to: bool },
}

/// The OpenCL C spelling of a builtin: `__spirv_ocl_` and the `s_`/`u_` signedness prefixes
/// dropped, `native_`/`half_` variants mapped to the full-precision function.
pub(super) fn normalize(name: &str) -> String {
    let name = name.strip_prefix("__spirv_ocl_").map(|n| n.strip_prefix("s_").or_else(|| n.strip_prefix("u_")).unwrap_or(n)).unwrap_or(name);
    let name = match name {
        "fmin_common" => "min",
        "fmax_common" => "max",
        "fclamp" => "clamp",
        // OpBitCount (core SPIR-V, as a shader writes popcount).
        "__spirv_BitCount" => "popcount",
        // SPV_KHR_bit_instructions (the cl_khr_extended_bit_ops functions).
        "__spirv_BitFieldInsert" => "bitfield_insert",
        "__spirv_BitFieldSExtract" => "bitfield_extract_signed",
        "__spirv_BitFieldUExtract" => "bitfield_extract_unsigned",
        "__spirv_BitReverse" => "bit_reverse",
        other => other,
    };
    let name = name.strip_prefix("native_").or_else(|| name.strip_prefix("half_")).unwrap_or(name);
    name.strip_prefix("atom_").map(|n| format!("atomic_{n}")).unwrap_or_else(|| name.to_string())
}

/// The scalar of a parameter type (the element of a vector, the pointee of a pointer).
pub(super) fn scalar_of(t: &MType) -> Option<Scalar> {
    match t {
        MType::Scalar(s) | MType::Vector(s, _) => Some(*s),
        MType::Pointer { pointee, .. } => scalar_of(pointee),
        MType::Atomic(inner) => scalar_of(inner),
        _ => None,
    }
}

pub(super) fn signed(s: Scalar) -> bool {
    matches!(s, Scalar::Char | Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Long)
}

pub(super) fn rounding_suffix(name: &str) -> u32 {
    ROUNDINGS.iter().position(|r| name.ends_with(&format!("_{r}"))).map_or(0, |i| i as u32 + 1)
}

/// The conversion a `convert_T[_sat][_rtX]` or `__spirv_*Convert*_RT[_sat][_rtX]` name means.
pub(super) fn conversion(name: &str) -> Option<Lane> {
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

pub(super) fn atomic(name: &str, params: &[MType]) -> Option<Body> {
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
        "min" if float => rmw(A::FMin),
        "max" if float => rmw(A::FMax),
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

pub(super) fn group(name: &str) -> Option<Body> {
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
    match name {
        "sub_group_rotate" => return Some(Body::Rotate { value: 0, delta: 1, cluster: None }),
        "sub_group_clustered_rotate" => return Some(Body::Rotate { value: 0, delta: 1, cluster: Some(2) }),
        "__spirv_GroupNonUniformRotateKHR" => return Some(Body::Rotate { value: 1, delta: 2, cluster: Some(3) }),
        _ => {}
    }
    let op = name.strip_prefix("__spirv_Group")?;
    let (kind, value, extra) = match op {
        "IAdd" | "FAdd" => (0, 2, None),
        "SMin" | "UMin" | "FMin" => (1, 2, None),
        "SMax" | "UMax" | "FMax" => (2, 2, None),
        "All" => return Some(Body::Group { kind: 3, operation: Some(0), value: 1, extra: None }),
        "Any" => return Some(Body::Group { kind: 4, operation: Some(0), value: 1, extra: None }),
        "Broadcast" => return Some(Body::Group { kind: 5, operation: Some(0), value: 1, extra: Some(2) }),
        // SPV_KHR_uniform_group_instructions.
        "IMulKHR" | "FMulKHR" => (6, 2, None),
        "BitwiseAndKHR" => (7, 2, None),
        "BitwiseOrKHR" => (8, 2, None),
        "BitwiseXorKHR" => (9, 2, None),
        "LogicalAndKHR" => (10, 2, None),
        "LogicalOrKHR" => (11, 2, None),
        "LogicalXorKHR" => (12, 2, None),
        _ => return None,
    };
    Some(Body::Group { kind, operation: None, value, extra })
}

/// The body for builtin `name` (demangled) with parameters `params`, if the harness has one.
/// The 4x8-bit integer dot products: OpenCL C's `dot`/`dot_acc_sat` on `char4`/`uchar4` and
/// `dot[_acc_sat]_4x8packed_{uu,ss,us,su}_{uint,int}`, SPIR-V's `{U,S,SU}Dot[AccSat][KHR]`.
pub(super) fn integer_dot(name: &str, params: &[MType]) -> Option<Body> {
    let int_lanes = |i: usize| matches!(params.get(i), Some(MType::Vector(s, mangling::VectorLen::V4)) if matches!(s, Scalar::Char | Scalar::SChar | Scalar::UChar));
    let lane_signed = |i: usize| params.get(i).and_then(scalar_of).is_some_and(|s| s != Scalar::UChar);
    match name {
        "dot" | "dot_acc_sat" if int_lanes(0) && int_lanes(1) => {
            return Some(Body::IntDot { a_signed: lane_signed(0), b_signed: lane_signed(1), accumulate: name == "dot_acc_sat" });
        }
        _ => {}
    }
    let signs = |xy: &str| match xy {
        "uu" => Some((false, false)),
        "ss" => Some((true, true)),
        "us" => Some((false, true)),
        "su" => Some((true, false)),
        _ => None,
    };
    for (prefix, accumulate) in [("dot_4x8packed_", false), ("dot_acc_sat_4x8packed_", true)] {
        if let Some(rest) = name.strip_prefix(prefix) {
            let (a_signed, b_signed) = signs(rest.split('_').next()?)?;
            return Some(Body::IntDot { a_signed, b_signed, accumulate });
        }
    }
    let op = name.strip_prefix("__spirv_")?;
    let op = op.split_once("_R").map_or(op, |(o, _)| o);
    let op = op.strip_suffix("KHR").unwrap_or(op);
    let (op, accumulate) = op.strip_suffix("AccSat").map_or((op, false), |o| (o, true));
    let (a_signed, b_signed) = match op {
        "UDot" => (false, false),
        "SDot" => (true, true),
        "SUDot" => (true, false),
        _ => return None,
    };
    Some(Body::IntDot { a_signed, b_signed, accumulate })
}

/// `intel_convert_bfloat16{n}_as_ushort{n}` / `__spirv_ConvertFToBF16INTEL` (`Some(true)`),
/// `intel_convert_as_bfloat16{n}_float{n}` / `__spirv_ConvertBF16ToFINTEL` (`Some(false)`).
pub(super) fn bf16_conversion(name: &str) -> Option<bool> {
    if name.starts_with("__spirv_ConvertFToBF16INTEL") {
        return Some(true);
    }
    if name.starts_with("__spirv_ConvertBF16ToFINTEL") {
        return Some(false);
    }
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if let Some(rest) = name.strip_prefix("intel_convert_bfloat16") {
        let (n, m) = rest.split_once("_as_ushort")?;
        return (digits(n) && n == m).then_some(true);
    }
    let rest = name.strip_prefix("intel_convert_as_bfloat16")?;
    let (n, m) = rest.split_once("_float")?;
    (digits(n) && n == m).then_some(false)
}

pub(super) fn classify(raw: &str, params: &[MType]) -> Option<Body> {
    // The harness has no bfloat16 arithmetic.
    if params.iter().any(|p| matches!(scalar_of(p), Some(Scalar::BFloat16))) {
        return None;
    }
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
    if let Some(b) = integer_dot(&name, params) {
        return Some(b);
    }
    if let Some(to) = bf16_conversion(&name) {
        return Some(Body::Lanes(Lane::Bf16 { to }));
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
pub(super) fn define_builtins(module: &Module<'_>, ctx: &Context) -> Result<(), String> {
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
pub(super) struct Gen<'m, 'c> {
    module: &'m Module<'c>,
    ctx: &'c Context,
    b: Builder<'m>,
    f: Function<'m>,
    params: Vec<MType>,
}

pub(super) fn s<T, E: ToString>(r: Result<T, E>) -> Result<T, String> {
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
            Body::Rotate { value, delta, cluster } => Some(self.rotate(*value, *delta, *cluster)?),
            Body::Geometric(op) => Some(self.geometric(op)?),
            Body::IntDot { a_signed, b_signed, accumulate } => Some(self.integer_dot(*a_signed, *b_signed, *accumulate)?),
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

    /// `__harness_dot(signs, a, b, accumulator, accumulate, result type)`: the operands as
    /// packed words (a `char4` is bit-cast to one).
    fn integer_dot(&self, a_signed: bool, b_signed: bool, accumulate: bool) -> Result<Value<'m>, String> {
        let ret = self.f.return_type();
        let word = |v: Value<'m>| self.cast(CastOp::BitCast, v, self.ctx.i32_type());
        let (a, b) = (word(self.arg(0)?)?, word(self.arg(1)?)?);
        let width = ret.int_width().ok_or("an integer dot product of a non-integer type")?;
        let signed = a_signed || b_signed;
        let extend = if signed { CastOp::SExt } else { CastOp::ZExt };
        let acc = if accumulate { self.cast(extend, self.arg(2)?, self.ctx.i64_type())? } else { self.i64(0)? };
        let code = match width {
            8 => 1,
            16 => 3,
            32 => 5,
            _ => 7,
        } + u64::from(!signed);
        let signs = u64::from(a_signed) | u64::from(b_signed) << 1 | u64::from(accumulate) << 2;
        let r = self.call("__harness_dot", self.ctx.i64_type(), &[self.i32(signs)?, a, b, acc, self.i32(code)?])?;
        self.narrow(r, ret)
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

    /// `__harness_group` "rotate" with the delta, and the cluster size above bit 32.
    fn rotate(&self, value: usize, delta: usize, cluster: Option<usize>) -> Result<Value<'m>, String> {
        let ret = self.f.return_type();
        let t = self.scalar(value)?;
        let bits = self.widen(self.arg(value)?, t)?;
        let i64_ty = self.ctx.i64_type();
        let mut extra = self.cast(CastOp::ZExt, self.arg(delta)?, i64_ty)?;
        if let Some(c) = cluster.filter(|&c| c < self.f.params().len()) {
            let size = self.cast(CastOp::ZExt, self.arg(c)?, i64_ty)?;
            let high = s(self.b.binop(llvm::BinaryOp::Shl, size, self.i64(32)?))?;
            extra = s(self.b.binop(llvm::BinaryOp::Or, extra, high))?;
        }
        let kind = GROUP_KINDS.iter().position(|k| *k == "rotate").ok_or("no rotate kind")? as u64;
        let args = [self.i32(kind)?, self.i32(0)?, self.i32(u64::from(type_code(t)))?, bits, extra];
        let r = self.call("__harness_group", self.ctx.i64_type(), &args)?;
        self.narrow(r, ret)
    }

    fn group(&self, kind: u32, operation: Option<u32>, value: usize, extra: Option<usize>) -> Result<Value<'m>, String> {
        let ret = self.f.return_type();
        let v = self.arg(value)?;
        let t = self.scalar(value)?;
        let operation = match operation {
            Some(o) => self.i32(u64::from(o))?,
            None => self.arg(1)?,
        };
        let bits = if group_on_truth(kind) {
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
                for i in 0..4 {
                    wide.push(match args.get(i) {
                        Some(v) => self.widen(*v, self.scalar(i)?)?,
                        None => self.i64(0)?,
                    });
                }
                let call_args = [self.i32(u64::from(*op))?, self.i32(u64::from(type_code(t)))?, wide[0], wide[1], wide[2], wide[3]];
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
            Lane::Bf16 { to: true } => {
                let bits = self.call("__harness_float_to_bf16", self.ctx.i32_type(), &[args[0]])?;
                self.cast(CastOp::Trunc, bits, ret)
            }
            Lane::Bf16 { to: false } => {
                let bits = self.cast(CastOp::ZExt, args[0], self.ctx.i32_type())?;
                self.call("__harness_bf16_to_float", ret, &[bits])
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
pub(super) fn add_entry(module: &Module<'_>, ctx: &Context, kernel: &str) -> Result<(), String> {
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

