//! Integers narrower than a byte (`i2` … `i7`), which the optimizer makes from vector
//! compares (`bitcast <4 x i1> to i4` for any-of idioms) and bit-field arithmetic. SPIR-V has
//! no such widths: they are held in `i8` values whose bits above the width are zero. Each
//! operation that could set those bits (addition, subtraction, multiplication, left shift,
//! truncation) masks its result; signed operations (arithmetic shift, signed division and
//! remainder, signed compares, sign extension, signed conversion to float) sign-extend their
//! operands first. Bitcasts between `<N x i1>` and `iN` move the bits one by one.

use ::spirv::Op;

use super::{Result, Translator, Val, invalid};
use crate::llvm::{Type, TypeKind};
use crate::spirv::Id;

/// The width of an integer (or integer vector) type narrower than a byte.
pub(crate) fn narrow_width(t: Type<'_>) -> Option<u32> {
    let s = t.scalar_type();
    if s.kind() != TypeKind::Integer {
        return None;
    }
    s.int_width().filter(|w| (2..8).contains(w))
}

impl<'m> Translator<'m> {
    /// `x & (2^n - 1)` on an `i8` (vector) `x`.
    pub(crate) fn mask_narrow(&mut self, x: Id, ty: Id, n: u32) -> Result<Id> {
        let m = self.splat_int(ty, (1u64 << n) - 1)?;
        Ok(self.emit(Op::BitwiseAnd, ty, vec![x.0, m.0]))
    }

    /// An `n`-bit value held in an `i8` (vector), sign-extended to the whole byte.
    pub(crate) fn sext_narrow(&mut self, x: Id, ty: Id, n: u32) -> Result<Id> {
        let s = self.splat_int(ty, u64::from(8 - n))?;
        let up = self.emit(Op::ShiftLeftLogical, ty, vec![x.0, s.0]);
        Ok(self.emit(Op::ShiftRightArithmetic, ty, vec![up.0, s.0]))
    }

    /// `bitcast <N x i1> to iN` (any N up to 64): bit `k` of the result is lane `k`.
    pub(crate) fn bools_to_int(&mut self, b: Val, ty: Id) -> Result<Id> {
        let (_, lanes) = self.scalar_and_count(b.ty);
        let width = self.scalar_width(ty);
        let bool_ty = self.b.type_bool();
        let zero = self.b.const_int(ty, width, 0);
        let mut acc = zero;
        for k in 0..lanes {
            let lane = self.emit(Op::CompositeExtract, bool_ty, vec![b.id.0, k]);
            let bit = self.b.const_int(ty, width, 1u64 << k);
            let v = self.emit(Op::Select, ty, vec![lane.0, bit.0, zero.0]);
            acc = if k == 0 { v } else { self.emit(Op::BitwiseOr, ty, vec![acc.0, v.0]) };
        }
        Ok(acc)
    }

    /// `bitcast iN to <N x i1>`: lane `k` is bit `k`.
    pub(crate) fn int_to_bools(&mut self, x: Val, ty: Id) -> Result<Id> {
        let (_, lanes) = self.scalar_and_count(ty);
        let width = self.scalar_width(x.ty);
        if width < lanes {
            return Err(invalid("bitcast to more booleans than the integer has bits"));
        }
        let bool_ty = self.b.type_bool();
        let zero = self.b.const_int(x.ty, width, 0);
        let mut parts = Vec::new();
        for k in 0..lanes {
            let bit = self.b.const_int(x.ty, width, 1u64 << k);
            let masked = self.emit(Op::BitwiseAnd, x.ty, vec![x.id.0, bit.0]);
            parts.push(self.emit(Op::INotEqual, bool_ty, vec![masked.0, zero.0]).0);
        }
        Ok(self.emit(Op::CompositeConstruct, ty, parts))
    }
}
