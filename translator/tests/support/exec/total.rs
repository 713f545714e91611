//! Makes random programs (`llvm-stress`) safe to run and compare, by changing the module that
//! runs in the same way on both sides of a comparison:
//!
//! * `stack=BYTES`: every `alloca` becomes `BYTES` zeroed bytes aligned to 16. `llvm-stress`
//!   loads and stores any type through any pointer, so its allocas are overrun (which corrupts
//!   the stack) and read before being written (which reads whatever the stack held);
//! * `fuel=BRANCHES`: every conditional branch asks `__harness_fuel` for its condition, which
//!   passes it through for the first `BRANCHES` conditional branches a work-item takes and is
//!   `false` from then on. `llvm-stress` loops run until memory says otherwise, which is often
//!   never; they always branch back on `true`, so without fuel every loop ends. Both sides of a
//!   comparison take the same branches as long as the translation keeps each conditional
//!   branch (and which successor is first).

use std::cell::Cell;

use spirv_llvm_translator::llvm::{BinaryOp, Builder, Context, Error, IntPredicate, Module, Opcode, RealPredicate, Type, Value};

thread_local! {
    static FUEL: Cell<u64> = const { Cell::new(u64::MAX) };
}

/// Gives the running work-item `branches` conditional branches.
pub(super) fn set_fuel(branches: u64) {
    FUEL.with(|f| f.set(branches));
}

/// The condition a conditional branch takes: `cond` while fuel lasts, else 0. An `i1` comes
/// in the low bit of a byte whose other bits are undefined.
pub(super) extern "C" fn harness_fuel(cond: u8) -> u8 {
    FUEL.with(|f| match f.get() {
        0 => 0,
        left => {
            f.set(left - 1);
            cond & 1
        }
    })
}

fn text(e: Error) -> String {
    e.to_string()
}

/// Replaces every `alloca` of the defined functions by `bytes` zeroed bytes.
pub(super) fn enlarge_allocas(module: &Module<'_>, ctx: &Context, bytes: u64) -> Result<(), String> {
    let slab = ctx.array_type(ctx.i8_type(), bytes).map_err(text)?;
    let zero = slab.const_null().map_err(text)?;
    let b = Builder::new(module);
    for f in module.functions().filter(|f| f.is_declaration() == Some(false)) {
        let allocas: Vec<_> =
            f.basic_blocks().flat_map(|bb| bb.instructions()).filter(|i| i.opcode() == Some(Opcode::Alloca)).collect();
        for old in allocas {
            b.position_before(old).map_err(text)?;
            let new = b.alloca(slab).map_err(text)?;
            new.set_alignment(16).map_err(text)?;
            b.store(zero, new).map_err(text)?;
            old.replace_all_uses_with(new).map_err(text)?;
        }
    }
    Ok(())
}

/// Routes the condition of every conditional branch of the defined functions through
/// `__harness_fuel`.
pub(super) fn add_fuel(module: &Module<'_>, ctx: &Context) -> Result<(), String> {
    let bool_ty = ctx.bool_type();
    let fn_ty = ctx.function_type(bool_ty, &[bool_ty], false).map_err(text)?;
    let branches: Vec<_> = module
        .functions()
        .filter(|f| f.is_declaration() == Some(false))
        .flat_map(|f| f.basic_blocks())
        .filter_map(|bb| bb.terminator())
        .filter_map(|t| t.branch_condition().map(|c| (t, c)))
        .collect();
    let fuel = module.get_or_insert_function("__harness_fuel", fn_ty).map_err(text)?;
    let b = Builder::new(module);
    for (br, cond) in branches {
        b.position_before(br).map_err(text)?;
        let c = b.call(fn_ty, fuel.as_value(), &[cond]).map_err(text)?;
        br.set_branch_condition(c).map_err(text)?;
    }
    Ok(())
}

/// Rewrites the operations of the defined functions whose result `llvm-stress` leaves
/// undefined (poison, or a trap on the host) into defined ones, before the module is
/// translated: a different program, but one whose every run means one thing, so that a
/// translation that keeps its meaning must give the same bytes.
/// * integer division and remainder: a divisor of 0 (or -1, signed: `MIN / -1` overflows) is 1;
/// * shifts: the amount is taken modulo the width;
/// * `extractelement`/`insertelement`: the index is taken modulo the length;
/// * `shufflevector`: undefined lanes of the mask take lane 0;
/// * `fptosi`/`fptoui`: a value outside the result's range is 0;
/// * floating-point arithmetic: a NaN result is the one positive quiet NaN (LLVM leaves the
///   sign and payload of a computed NaN unspecified, and constant folding and the host's
///   instructions choose differently).
pub fn define_behaviour(module: &Module<'_>, ctx: &Context) -> Result<(), String> {
    let insts: Vec<_> = module
        .functions()
        .filter(|f| f.is_declaration() == Some(false))
        .flat_map(|f| f.basic_blocks())
        .flat_map(|bb| bb.instructions())
        .collect();
    let b = Builder::new(module);
    for inst in insts {
        let Some(op) = inst.opcode() else { continue };
        b.position_before(inst).map_err(text)?;
        match op {
            Opcode::SDiv | Opcode::SRem | Opcode::UDiv | Opcode::URem => {
                let d = operand(inst, 1)?;
                let zero = d.ty().const_null().map_err(text)?;
                let mut bad = b.icmp(IntPredicate::Eq, d, zero).map_err(text)?;
                if matches!(op, Opcode::SDiv | Opcode::SRem) {
                    let minus_one = d.ty().const_all_ones().map_err(text)?;
                    let overflow = b.icmp(IntPredicate::Eq, d, minus_one).map_err(text)?;
                    bad = b.binop(BinaryOp::Or, bad, overflow).map_err(text)?;
                }
                let one = splat_int(ctx, d.ty(), 1)?;
                let safe = b.select(bad, one, d).map_err(text)?;
                inst.set_operand(1, safe).map_err(text)?;
            }
            Opcode::Shl | Opcode::LShr | Opcode::AShr => {
                let amount = operand(inst, 1)?;
                let width = amount.ty().scalar_type().int_width().unwrap_or(1);
                let safe = modulo(&b, ctx, amount, u64::from(width))?;
                inst.set_operand(1, safe).map_err(text)?;
            }
            Opcode::ExtractElement | Opcode::InsertElement => {
                let (vector, index) = if op == Opcode::ExtractElement { (0, 1) } else { (0, 2) };
                let lanes = operand(inst, vector)?.ty().vector_size().unwrap_or(1);
                let safe = modulo(&b, ctx, operand(inst, index)?, u64::from(lanes))?;
                inst.set_operand(index, safe).map_err(text)?;
            }
            Opcode::ShuffleVector => {
                let mask = inst.shuffle_mask().unwrap_or_default();
                if mask.iter().any(|&m| m < 0) {
                    let mask: Vec<i32> = mask.iter().map(|&m| m.max(0)).collect();
                    let new = b.shuffle_vector(operand(inst, 0)?, operand(inst, 1)?, &mask).map_err(text)?;
                    inst.replace_all_uses_with(new).map_err(text)?;
                }
            }
            Opcode::FPToSI | Opcode::FPToUI => {
                let x = operand(inst, 0)?;
                let bits = inst.ty().scalar_type().int_width().unwrap_or(64).min(64);
                // [lo, hi): every value that converts to a result in range.
                let (lo, hi) = if op == Opcode::FPToSI {
                    (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1))
                } else {
                    (0.0, 2f64.powi(bits as i32))
                };
                let lo = splat_real(ctx, x.ty(), lo)?;
                let hi = splat_real(ctx, x.ty(), hi)?;
                let above = b.fcmp(RealPredicate::Oge, x, lo).map_err(text)?;
                let below = b.fcmp(RealPredicate::Olt, x, hi).map_err(text)?;
                let ok = b.binop(BinaryOp::And, above, below).map_err(text)?;
                let zero = x.ty().const_null().map_err(text)?;
                let safe = b.select(ok, x, zero).map_err(text)?;
                inst.set_operand(0, safe).map_err(text)?;
            }
            Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem => {
                canonical_nan(&b, ctx, inst)?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Makes every use of float `inst` see `select(isnan(inst), NaN, inst)`.
fn canonical_nan<'a>(b: &Builder<'a>, ctx: &'a Context, inst: Value<'a>) -> Result<(), String> {
    let next = inst.next_instruction().ok_or_else(|| format!("{inst} ends its block"))?;
    b.position_before(next).map_err(text)?;
    let nan = splat_real(ctx, inst.ty(), f64::NAN)?;
    let is_nan = b.fcmp(RealPredicate::Uno, inst, inst).map_err(text)?;
    let chosen = b.select(is_nan, nan, inst).map_err(text)?;
    inst.replace_all_uses_with(chosen).map_err(text)?;
    // The two new instructions read the original value.
    is_nan.set_operand(0, inst).map_err(text)?;
    is_nan.set_operand(1, inst).map_err(text)?;
    chosen.set_operand(2, inst).map_err(text)
}

fn operand<'a>(inst: Value<'a>, i: u32) -> Result<Value<'a>, String> {
    inst.operand(i).ok_or_else(|| format!("{inst} has no operand {i}"))
}

/// `x mod n` for an unsigned integer (or vector) `x`.
fn modulo<'a>(b: &Builder<'a>, ctx: &'a Context, x: Value<'a>, n: u64) -> Result<Value<'a>, String> {
    let n = splat_int(ctx, x.ty(), n)?;
    b.binop(BinaryOp::URem, x, n).map_err(text)
}

/// Integer constant `value` of scalar or vector type `ty`.
fn splat_int<'a>(ctx: &'a Context, ty: Type<'a>, value: u64) -> Result<Value<'a>, String> {
    let scalar = ty.scalar_type().const_int(value).map_err(text)?;
    splat(ctx, ty, scalar)
}

/// Floating-point constant `value` (rounded) of scalar or vector type `ty`.
fn splat_real<'a>(ctx: &'a Context, ty: Type<'a>, value: f64) -> Result<Value<'a>, String> {
    let scalar = ty.scalar_type().const_real(value).map_err(text)?;
    splat(ctx, ty, scalar)
}

fn splat<'a>(ctx: &'a Context, ty: Type<'a>, scalar: Value<'a>) -> Result<Value<'a>, String> {
    match ty.vector_size() {
        Some(n) if ty.is_vector() => ctx.const_vector(&vec![scalar; n as usize]).map_err(text),
        _ => Ok(scalar),
    }
}
