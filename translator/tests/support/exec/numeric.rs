//! Numeric semantics of the OpenCL builtins the harness provides: type codes, integer
//! operations, conversions with rounding and saturation, classification, maths, collectives.

use super::*;

// ---------------------------------------------------------------------------------------------
// Scalar type codes shared by the IR bodies and the `__harness_*` functions.

pub(super) fn type_code(s: Scalar) -> u32 {
    match s {
        Scalar::Bool => 0,
        Scalar::Char | Scalar::SChar => 1,
        Scalar::UChar => 2,
        Scalar::Short => 3,
        Scalar::UShort => 4,
        Scalar::Int => 5,
        Scalar::UInt => 6,
        Scalar::Long => 7,
        Scalar::ULong => 8,
        // `classify` gives no builtin on bfloat16 a body: the code is never used for one.
        Scalar::Half | Scalar::BFloat16 => 9,
        Scalar::Float => 10,
        Scalar::Double => 11,
    }
}

pub(super) const FLOAT: u32 = 10;
pub(super) const DOUBLE: u32 = 11;

pub(super) fn int_width(code: u32) -> u32 {
    match code {
        0 => 1,
        1 | 2 => 8,
        3 | 4 => 16,
        5 | 6 => 32,
        _ => 64,
    }
}

pub(super) fn int_signed(code: u32) -> bool {
    matches!(code, 1 | 3 | 5 | 7)
}

/// The value range of integer type `code`.
pub(super) fn int_range(code: u32) -> (i128, i128) {
    let w = int_width(code);
    if int_signed(code) { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) } else { (0, (1i128 << w) - 1) }
}

/// A widened argument's value: signed types arrive sign-extended, unsigned ones zero-extended.
pub(super) fn int_value(code: u32, bits: u64) -> i128 {
    if int_signed(code) { i128::from(bits as i64) } else { i128::from(bits) }
}

// ---------------------------------------------------------------------------------------------
// Integer builtins, every width: `__harness_int(op, type, a, b, c, d)`.

pub(super) const INT_OPS: [&str; 23] = [
    "abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "clamp", "min", "max", "mad24", "mul24", "mad_hi", "mul_hi", "mad_sat",
    "rotate", "popcount", "clz", "ctz", "upsample",
    // cl_khr_extended_bit_ops
    "bitfield_insert", "bitfield_extract_signed", "bitfield_extract_unsigned", "bit_reverse",
];

/// A bit field's offset and count within a `w`-bit integer.
fn field(offset: u32, count: u32, w: u32) -> (u32, u32) {
    let offset = offset.min(w);
    (offset, count.min(w - offset))
}

pub(super) fn mul_hi(x: i128, y: i128, w: u32, signed: bool) -> i128 {
    if signed { (x * y) >> w } else { ((x as u128 * y as u128) >> w) as i128 }
}

pub(super) extern "C" fn harness_int(op: u32, code: u32, a: u64, b: u64, c: u64, d: u64) -> u64 {
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
        // The field is `count` bits from bit `offset` (the operands after the base); an
        // offset or count past the width is undefined, here clamped to the width.
        "bitfield_insert" => {
            let (offset, count) = field(c as u32, d as u32, w);
            let field_mask = ((1u128 << count) - 1) << offset;
            ((mask(x) & !field_mask) | ((mask(y) << offset) & field_mask)) as i128
        }
        "bitfield_extract_signed" | "bitfield_extract_unsigned" => {
            let (offset, count) = field(b as u32, c as u32, w);
            let bits = (mask(x) >> offset) & ((1u128 << count) - 1);
            let negative = count > 0 && bits >> (count - 1) & 1 == 1;
            if negative && INT_OPS[op as usize] == "bitfield_extract_signed" { bits as i128 - (1i128 << count) } else { bits as i128 }
        }
        "bit_reverse" => (mask(x).reverse_bits() >> (128 - w)) as i128,
        other => panic!("integer builtin {other}"),
    };
    r as u64
}

// ---------------------------------------------------------------------------------------------
// Conversions: `__harness_convert(bits, from, to, saturate, rounding)`; rounding 0 is the
// conversion's default, then rte, rtz, rtp, rtn.

pub(super) const ROUNDINGS: [&str; 4] = ["rte", "rtz", "rtp", "rtn"];

/// The value of integer `v` rounded to `p` significant bits by `mode` (exactly representable
/// in any format with `p`-bit significands and enough range).
pub(super) fn round_int(v: i128, p: u32, mode: u32) -> f64 {
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
pub(super) fn round_f32(x: f64, mode: u32) -> f32 {
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

pub(super) fn round_real(x: f64, mode: u32) -> f64 {
    match mode {
        1 => x.round_ties_even(),
        3 => x.ceil(),
        4 => x.floor(),
        _ => x.trunc(),
    }
}

pub(super) extern "C" fn harness_convert(bits: u64, from: u32, to: u32, saturate: u32, mode: u32) -> u64 {
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

/// Single precision → bfloat16 bits, rounded to nearest even (`SPV_INTEL_bfloat16_conversion`);
/// a NaN stays a (quiet) NaN.
pub(super) extern "C" fn harness_float_to_bf16(f: f32) -> u32 {
    let bits = f.to_bits();
    if f.is_nan() {
        return (bits >> 16) | 0x40;
    }
    bits.wrapping_add(0x7fff + ((bits >> 16) & 1)) >> 16
}

/// bfloat16 bits → single precision (exact).
pub(super) extern "C" fn harness_bf16_to_float(bits: u32) -> f32 {
    f32::from_bits((bits & 0xffff) << 16)
}

/// Half-precision bits → single precision (exact).
pub(super) extern "C" fn harness_half_to_float(bits: u32) -> f32 {
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
pub(super) extern "C" fn harness_float_to_half(x: f64, mode: u32) -> u32 {
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

pub(super) const CLASS_OPS: [&str; 14] = [
    "isnan", "isinf", "isfinite", "isnormal", "signbit", "isordered", "isunordered", "isequal", "isnotequal", "isgreater",
    "isgreaterequal", "isless", "islessequal", "islessgreater",
];

pub(super) extern "C" fn harness_fclass(op: u32, code: u32, a: u64, b: u64) -> u32 {
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
        pub(super) const MATH_OPS: &[&str] = &[$($name),*];

        pub(super) fn math_function(name: &str, double: bool) -> Option<usize> {
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
pub(super) fn frexp64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE { (x * 2f64.powi(64), -64) } else { (x, 0) };
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1022;
    (f64::from_bits((x.to_bits() & !(0x7ffu64 << 52)) | (1022u64 << 52)), e + bias)
}

pub(super) extern "C" fn ldexp_f32(x: f32, n: i32) -> f32 {
    (f64::from(x) * 2f64.powi(n.clamp(-400, 400))) as f32
}
pub(super) extern "C" fn ldexp_f64(x: f64, n: i32) -> f64 {
    let n = n.clamp(-2200, 2200);
    x * 2f64.powi(n / 2) * 2f64.powi(n - n / 2)
}
pub(super) extern "C" fn pown_f32(x: f32, n: i32) -> f32 {
    x.powi(n)
}
pub(super) extern "C" fn pown_f64(x: f64, n: i32) -> f64 {
    x.powi(n)
}
pub(super) extern "C" fn rootn_f32(x: f32, n: i32) -> f32 {
    x.powf(1.0 / n as f32)
}
pub(super) extern "C" fn rootn_f64(x: f64, n: i32) -> f64 {
    x.powf(1.0 / f64::from(n))
}
pub(super) extern "C" fn ilogb_f32(x: f32) -> i32 {
    ilogb_f64(f64::from(x))
}
pub(super) extern "C" fn ilogb_f64(x: f64) -> i32 {
    match x {
        0.0 => i32::MIN,
        _ if x.is_nan() => i32::MIN,
        _ if x.is_infinite() => i32::MAX,
        _ => frexp64(x).1 - 1,
    }
}
pub(super) extern "C" fn frexp_f32(x: f32) -> f32 {
    frexp64(f64::from(x)).0 as f32
}
pub(super) extern "C" fn frexp_f64(x: f64) -> f64 {
    frexp64(x).0
}
pub(super) extern "C" fn frexp_int_f32(x: f32) -> i32 {
    frexp64(f64::from(x)).1
}
pub(super) extern "C" fn frexp_int_f64(x: f64) -> i32 {
    frexp64(x).1
}

/// Math builtins with an integer operand or result, by name and precision.
pub(super) fn mixed_math_function(name: &str, double: bool) -> Option<usize> {
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
// 4x8-bit integer dot products: `__harness_dot(signs, a, b, acc, type)`; `signs` bit 0: `a`'s
// bytes are signed, bit 1: `b`'s, bit 2: the accumulator `acc` is added with saturation to the
// result type.

pub(super) extern "C" fn harness_dot(signs: u32, a: u32, b: u32, acc: u64, code: u32) -> u64 {
    let lane = |word: u32, i: u32, signed: bool| {
        let byte = (word >> (8 * i)) as u8;
        if signed { i128::from(byte as i8) } else { i128::from(byte) }
    };
    let sum: i128 = (0..4).map(|i| lane(a, i, signs & 1 != 0) * lane(b, i, signs & 2 != 0)).sum();
    let r = if signs & 4 != 0 {
        let (lo, hi) = int_range(code);
        (sum + int_value(code, acc)).clamp(lo, hi)
    } else {
        sum
    };
    r as u64
}

// ---------------------------------------------------------------------------------------------
// Work-group collectives: `__harness_group(kind, operation, type, bits, extra)`.

pub(super) const GROUP_KINDS: [&str; 14] = [
    "add", "min", "max", "all", "any", "broadcast", "mul", "and", "or", "xor", "logical_and", "logical_or", "logical_xor",
    // `cl_khr_subgroup_rotate`: the harness runs a work-group as one sub-group.
    "rotate",
];

/// Whether collective `kind` (an index of `GROUP_KINDS`) combines truth values.
pub(super) fn group_on_truth(kind: u32) -> bool {
    GROUP_KINDS.get(kind as usize).is_some_and(|k| matches!(*k, "all" | "any") || k.starts_with("logical_"))
}

pub(super) fn group_combine(kind: &str, code: u32, a: u64, b: u64) -> u64 {
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
        ("mul", FLOAT) => u64::from((f32::from_bits(a as u32) * f32::from_bits(b as u32)).to_bits()),
        ("mul", DOUBLE) => (f64::from_bits(a) * f64::from_bits(b)).to_bits(),
        ("mul", _) => a.wrapping_mul(b),
        ("and", _) => a & b,
        ("or", _) => a | b,
        ("xor", _) => a ^ b,
        ("logical_xor", _) => u64::from((a != 0) != (b != 0)),
        ("all" | "logical_and", _) => u64::from(a != 0 && b != 0),
        _ => u64::from(a != 0 || b != 0),
    }
}

pub(super) fn group_identity(kind: &str, code: u32) -> u64 {
    match (kind, code) {
        ("min", FLOAT) => u64::from(f32::INFINITY.to_bits()),
        ("min", DOUBLE) => f64::INFINITY.to_bits(),
        ("max", FLOAT) => u64::from(f32::NEG_INFINITY.to_bits()),
        ("max", DOUBLE) => f64::NEG_INFINITY.to_bits(),
        ("min", _) => int_range(code).1 as u64,
        ("max", _) => int_range(code).0 as u64,
        ("mul", FLOAT) => u64::from(1f32.to_bits()),
        ("mul", DOUBLE) => 1f64.to_bits(),
        ("mul", _) | ("all" | "logical_and", _) => 1,
        ("and", _) => u64::MAX,
        _ => 0,
    }
}

/// `operation`: 0 reduce, 1 inclusive scan, 2 exclusive scan (SPIR-V `GroupOperation`).
pub(super) extern "C" fn harness_group(kind: u32, operation: u32, code: u32, bits: u64, extra: u64) -> u64 {
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
    if kind == "rotate" {
        // `extra`: the delta, and the cluster size above bit 32 (0: the whole group).
        let n = values.len();
        let cluster = match (extra >> 32) as usize {
            0 => n,
            c => c.min(n),
        };
        let delta = (extra as u32) as usize;
        let base = me - me % cluster;
        return values[base + (me % cluster + delta) % cluster];
    }
    let end = match operation {
        1 => me + 1,
        2 => me,
        _ => values.len(),
    };
    values[..end].iter().fold(group_identity(kind, code), |acc, &v| group_combine(kind, code, acc, v))
}

