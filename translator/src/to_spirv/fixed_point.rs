//! Saturating shifts (`llvm.ushl.sat`, `llvm.sshl.sat`) and fixed-point multiplication
//! (`llvm.smul.fix`, `llvm.umul.fix` and their `.sat` forms), which SPIR-V has no instruction
//! for: written with shifts, compares and OpenCL's `mul_hi` (the high half of the double-width
//! product). The fixed-point product is rounded down, as LLVM's own expansion does.

use ::spirv::Op;

use super::{Result, Translator, Val, invalid};
use crate::llvm::Value;
use crate::spirv::Id;

impl<'m> Translator<'m> {
    /// `ushl.sat(a, b)` / `sshl.sat(a, b)`: `a << b`, or the largest value of `a`'s sign when
    /// bits are shifted out (a shift by the width or more gives poison in LLVM).
    pub(crate) fn saturating_shift(&mut self, inst: Value<'m>, signed: bool, a: Value<'m>, b: Value<'m>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let (a, b) = (self.value(a)?, self.value(b)?);
        let cond_ty = self.bool_like(ty);
        let shifted = self.emit(Op::ShiftLeftLogical, ty, vec![a.id.0, b.id.0]);
        let back_op = if signed { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
        let back = self.emit(back_op, ty, vec![shifted.0, b.id.0]);
        let exact = self.emit(Op::IEqual, cond_ty, vec![back.0, a.id.0]);
        let limit = self.limit_of_sign(ty, signed, a.id)?;
        let id = self.emit(Op::Select, ty, vec![exact.0, shifted.0, limit.0]);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `smul.fix(a, b, scale)` / `umul.fix` (and `.sat`): bits `scale .. scale + width` of the
    /// double-width product `a * b`; with `saturate`, the largest value of the product's sign
    /// when the product does not fit.
    pub(crate) fn fixed_point_multiply(
        &mut self,
        inst: Value<'m>,
        signed: bool,
        saturate: bool,
        args: (Value<'m>, Value<'m>, Value<'m>),
    ) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let (a, b) = (self.value(args.0)?, self.value(args.1)?);
        let (scalar, _) = self.scalar_and_count(ty);
        let width = self.scalar_width(scalar);
        let scale = args.2.const_int_zext().filter(|&s| s < u64::from(width)).ok_or_else(|| {
            invalid(format!("fixed-point scale {} is not a constant below the width {width}", super::short(args.2)))
        })? as u32;
        let low = self.emit(Op::IMul, ty, vec![a.id.0, b.id.0]);
        let high = self.ocl(if signed { "s_mul_hi" } else { "u_mul_hi" }, ty, &[a.id, b.id])?;
        let result = if scale == 0 {
            low
        } else {
            let (s, rest) = (self.splat_int(ty, u64::from(scale))?, self.splat_int(ty, u64::from(width - scale))?);
            let low_part = self.emit(Op::ShiftRightLogical, ty, vec![low.0, s.0]);
            let high_part = self.emit(Op::ShiftLeftLogical, ty, vec![high.0, rest.0]);
            self.emit(Op::BitwiseOr, ty, vec![low_part.0, high_part.0])
        };
        if !saturate {
            self.define(inst, Val { id: result, ty });
            return Ok(());
        }
        // The product fits when its bits from `scale + width` up are zero (unsigned), or
        // those from `scale + width - 1` up are all copies of the sign (signed).
        let cond_ty = self.bool_like(ty);
        let fits = if signed {
            // scale 0: the high half equals the sign of the low half's top bit; else the high
            // half shifted right by scale - 1 equals its own sign.
            let top = self.splat_int(ty, u64::from(width - 1))?;
            let (x, sign_of) = if scale == 0 { (high, low) } else { (high, high) };
            let x = if scale <= 1 {
                x
            } else {
                let s = self.splat_int(ty, u64::from(scale - 1))?;
                self.emit(Op::ShiftRightArithmetic, ty, vec![x.0, s.0])
            };
            let sign = self.emit(Op::ShiftRightArithmetic, ty, vec![sign_of.0, top.0]);
            self.emit(Op::IEqual, cond_ty, vec![x.0, sign.0])
        } else {
            let above = if scale == 0 {
                high
            } else {
                let s = self.splat_int(ty, u64::from(scale))?;
                self.emit(Op::ShiftRightLogical, ty, vec![high.0, s.0])
            };
            let zero = self.splat_int(ty, 0)?;
            self.emit(Op::IEqual, cond_ty, vec![above.0, zero.0])
        };
        self.finish_saturated(inst, ty, fits, result, high, signed)
    }

    /// Defines `inst` as `fits ? result : ` the limit of the sign of `high`.
    fn finish_saturated(&mut self, inst: Value<'m>, ty: Id, fits: Id, result: Id, high: Id, signed: bool) -> Result<()> {
        let limit = self.limit_of_sign(ty, signed, high)?;
        let id = self.emit(Op::Select, ty, vec![fits.0, result.0, limit.0]);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// The largest value of type `ty` of the sign of `x`: all ones unsigned; the minimum for
    /// negative `x`, else the maximum, signed.
    fn limit_of_sign(&mut self, ty: Id, signed: bool, x: Id) -> Result<Id> {
        if !signed {
            return self.splat_int(ty, u64::MAX);
        }
        let (scalar, _) = self.scalar_and_count(ty);
        let width = self.scalar_width(scalar);
        let min = self.splat_int(ty, 1u64 << (width - 1))?;
        let max = self.splat_int(ty, (1u64 << (width - 1)) - 1)?;
        let zero = self.splat_int(ty, 0)?;
        let cond_ty = self.bool_like(ty);
        let negative = self.emit(Op::SLessThan, cond_ty, vec![x.0, zero.0]);
        Ok(self.emit(Op::Select, ty, vec![negative.0, min.0, max.0]))
    }
}
