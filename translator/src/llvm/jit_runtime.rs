//! Functions the host's code generator calls for operations the CPU has no instruction for,
//! which the process may not provide: float and double → bfloat truncation (`__truncsfbf2`,
//! `__truncdfbf2`; GCC 12's libgcc has the half ones only). Without them the JIT bound the call
//! to address 0 and the kernel crashed; they are defined in the module, in IR, before it is
//! compiled (unless the module has a function of that name).

use super::{BinaryOp, Builder, CastOp, Context, Function, Linkage, Module, RealPredicate, Result, Type, Value};

/// Defines the missing runtime functions in `module`.
pub(super) fn define_runtime(module: &Module<'_>) -> Result<()> {
    let ctx = module.context();
    if module.get_function("__truncsfbf2").is_none() {
        let f = declare(module, "__truncsfbf2", ctx.float_type())?;
        let b = Builder::new(module);
        b.position_at_end(f.append_basic_block("entry")?)?;
        let x = f.param(0).ok_or_else(|| super::Error::invalid("jit", "runtime parameter"))?;
        let r = float_to_bfloat(ctx, &b, x)?;
        b.ret(r)?;
    }
    if module.get_function("__truncdfbf2").is_none() {
        let f = declare(module, "__truncdfbf2", ctx.double_type())?;
        let b = Builder::new(module);
        b.position_at_end(f.append_basic_block("entry")?)?;
        let d = f.param(0).ok_or_else(|| super::Error::invalid("jit", "runtime parameter"))?;
        // Rounded to odd in float (exact: the float keeps the bits that decide the bfloat's
        // rounding), then to nearest even in bfloat: one correct rounding of the double.
        let i32_ty = ctx.i32_type();
        let float = b.cast(CastOp::FPTrunc, d, ctx.float_type())?;
        let back = b.cast(CastOp::FPExt, float, ctx.double_type())?;
        let inexact = b.fcmp(RealPredicate::One, back, d)?;
        let bits = b.cast(CastOp::BitCast, float, i32_ty)?;
        let away = b.fcmp(RealPredicate::Ogt, fabs(ctx, &b, back)?, fabs(ctx, &b, d)?)?;
        let one = i32_ty.const_int(1)?;
        let toward_zero = b.binop(BinaryOp::Sub, bits, one)?;
        let truncated = b.select(away, toward_zero, bits)?;
        let odd = b.binop(BinaryOp::Or, truncated, one)?;
        let rounded = b.select(inexact, odd, bits)?;
        let float = b.cast(CastOp::BitCast, rounded, ctx.float_type())?;
        let r = float_to_bfloat(ctx, &b, float)?;
        b.ret(r)?;
    }
    Ok(())
}

/// `bfloat name(arg)`, external so that the generated calls find it.
fn declare<'m>(module: &'m Module<'_>, name: &str, arg: Type<'_>) -> Result<Function<'m>> {
    let ctx = module.context();
    let ty = ctx.function_type(ctx.bfloat_type(), &[arg], false)?;
    let f = module.add_function(name, ty)?;
    f.set_linkage(Linkage::External)?;
    Ok(f)
}

/// `|v|` of a double, by clearing the sign bit.
fn fabs<'a>(ctx: &'a Context, b: &Builder<'a>, v: Value<'a>) -> Result<Value<'a>> {
    let i64_ty = ctx.int_type(64)?;
    let bits = b.cast(CastOp::BitCast, v, i64_ty)?;
    let cleared = b.binop(BinaryOp::And, bits, i64_ty.const_int(u64::MAX >> 1)?)?;
    b.cast(CastOp::BitCast, cleared, v.ty())
}

/// Float `x` rounded to the nearest bfloat, ties to even; a NaN stays a (quiet) NaN.
fn float_to_bfloat<'a>(ctx: &'a Context, b: &Builder<'a>, x: Value<'a>) -> Result<Value<'a>> {
    let i32_ty = ctx.i32_type();
    let bits = b.cast(CastOp::BitCast, x, i32_ty)?;
    let sixteen = i32_ty.const_int(16)?;
    let high = b.binop(BinaryOp::LShr, bits, sixteen)?;
    let lsb = b.binop(BinaryOp::And, high, i32_ty.const_int(1)?)?;
    let bias = b.binop(BinaryOp::Add, lsb, i32_ty.const_int(0x7fff)?)?;
    let sum = b.binop(BinaryOp::Add, bits, bias)?;
    let rounded = b.binop(BinaryOp::LShr, sum, sixteen)?;
    let quiet = b.binop(BinaryOp::Or, high, i32_ty.const_int(0x40)?)?;
    let nan = b.fcmp(RealPredicate::Uno, x, x)?;
    let chosen = b.select(nan, quiet, rounded)?;
    let half = b.cast(CastOp::Trunc, chosen, ctx.i16_type())?;
    b.cast(CastOp::BitCast, half, ctx.bfloat_type())
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::super::{Context, Jit, Module};

    /// Round to nearest even of `x` to bfloat bits, computed exactly from the f64.
    fn bfloat_bits(x: f64) -> u16 {
        if x.is_nan() {
            return 0x7fc0;
        }
        let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
        let a = x.abs();
        // Candidates: every bfloat with this sign, searched by bits (monotonic in magnitude).
        // Infinity's bits stand for 2^128, the next value after the largest finite one, so
        // that values from half an ulp beyond it round to infinity.
        let value = |bits: u16| if bits == 0x7f80 { 2f64.powi(128) } else { f64::from(f32::from_bits(u32::from(bits) << 16)) };
        let (mut lo, mut hi) = (0u16, 0x7f80u16);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if value(mid) <= a { lo = mid } else { hi = mid }
        }
        let (dl, dh) = (a - value(lo), value(hi) - a);
        let pick = if a >= 2f64.powi(128) { 0x7f80 } else if dl < dh || (dl == dh && lo % 2 == 0) { lo } else { hi };
        sign | pick
    }

    #[test]
    fn truncations_round_to_nearest_even() {
        let ctx = Context::new();
        let ir = "define void @t(ptr %p) {\n\
            %n = load i32, ptr %p\n\
            br label %loop\n\
            loop:\n\
            %i = phi i32 [0, %0], [%j, %loop]\n\
            %fi = getelementptr { float, double, i16, i16 }, ptr %p, i32 %i, i32 0\n\
            %f = load float, ptr %fi\n\
            %di = getelementptr { float, double, i16, i16 }, ptr %p, i32 %i, i32 1\n\
            %d = load double, ptr %di\n\
            %bf = fptrunc float %f to bfloat\n\
            %bd = fptrunc double %d to bfloat\n\
            %sf = getelementptr { float, double, i16, i16 }, ptr %p, i32 %i, i32 2\n\
            store bfloat %bf, ptr %sf\n\
            %sd = getelementptr { float, double, i16, i16 }, ptr %p, i32 %i, i32 3\n\
            store bfloat %bd, ptr %sd\n\
            %j = add i32 %i, 1\n\
            %more = icmp ult i32 %j, 12\n\
            br i1 %more, label %loop, label %done\n\
            done:\n\
            ret void\n}\n";
        let module = Module::parse_ir(&ctx, ir).unwrap();
        let jit = Jit::new(module, &|_| None).unwrap();
        // Ties, values just off ties, NaN, overflow to infinity, a double that rounds
        // differently through float, negatives.
        let doubles = [
            1.0,
            1.00390625,
            1.01171875,
            1.0039062500000002,
            -2.5,
            f64::NAN,
            3.4e38,
            1.0e39,
            1.0 + 2f64.powi(-8) + 2f64.powi(-30),
            -0.0,
            1.0e-40,
            65504.0,
        ];
        #[repr(C)]
        #[derive(Clone, Copy)]
        struct Row {
            f: f32,
            d: f64,
            bf: u16,
            bd: u16,
        }
        let mut rows: Vec<Row> = doubles.iter().map(|&d| Row { f: d as f32, d, bf: 0, bd: 0 }).collect();
        jit.entry("t").unwrap().call(rows.as_mut_ptr() as usize);
        for r in &rows {
            assert_eq!(r.bf, bfloat_bits(f64::from(r.f)), "float {:e}", r.f);
            assert_eq!(r.bd, bfloat_bits(r.d), "double {:e}", r.d);
        }
    }
}
