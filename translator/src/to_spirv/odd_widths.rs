//! Integers of widths SPIR-V lacks (`i2` … `i63` other than 8, 16 and 32), which the optimizer
//! makes from vector compares (`bitcast <4 x i1> to i4` for any-of idioms), bit-field
//! arithmetic and loop trip counts (`i33`). They are held in the next wider SPIR-V integer
//! (the container: 8, 16, 32 or 64 bits) whose bits above the width are zero. Each operation
//! that could set those bits (addition, subtraction, multiplication, left shift, truncation,
//! signed operations) masks its result; signed operations (arithmetic shift, signed division
//! and remainder, signed compares, sign extension, signed conversion to float) sign-extend
//! their operands first. Bitcasts between `<N x i1>` and `iN` move the bits one by one. In
//! memory such an integer takes its container's bytes, as in LLVM's layout, but a load or store
//! reads or writes only its store size (`i24`: 3 bytes), in pieces (`memory`). Vectors of them
//! in memory (LLVM packs their bits) are rejected. Intrinsics on them: minimum, maximum,
//! absolute value, saturating sums and funnel shifts here; bit counts, bit reversal, byte swap
//! and saturating conversions in `intrinsics`, `*.with.overflow` in `checked`; others are
//! refused.

use ::spirv::Op;

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{Type, TypeKind, Value};
use crate::spirv::Id;

/// The width of an integer (or integer vector) type SPIR-V has no integer of.
pub(crate) fn odd_width(t: Type<'_>) -> Option<u32> {
    let s = t.scalar_type();
    if s.kind() != TypeKind::Integer {
        return None;
    }
    s.int_width().filter(|&w| (2..64).contains(&w) && !matches!(w, 8 | 16 | 32))
}

/// The width of the SPIR-V integer holding an `n`-bit integer (`n` up to 64).
pub(crate) fn container_width(n: u32) -> u32 {
    match n {
        0..=8 => 8,
        9..=16 => 16,
        17..=32 => 32,
        _ => 64,
    }
}

/// For a load or store of `t`: the bytes it takes in LLVM's memory when that is fewer than its
/// container's (an odd-width integer of 17–24 or 33–56 bits: the access goes in pieces), else
/// `None`. Vectors of odd-width integers are an error (LLVM packs the bits of their lanes).
pub(crate) fn short_store_size(t: Type<'_>) -> Result<Option<u32>> {
    let Some(n) = odd_width(t) else { return Ok(None) };
    if t.is_vector() {
        return Err(unsupported(format!("{t} in memory (LLVM packs the bits of its lanes)")));
    }
    let bytes = n.div_ceil(8);
    Ok((bytes != container_width(n) / 8).then_some(bytes))
}

impl<'m> Translator<'m> {
    /// `x & (2^n - 1)` on a container (vector) `x`.
    pub(crate) fn mask_odd(&mut self, x: Id, ty: Id, n: u32) -> Result<Id> {
        let m = self.splat_int(ty, (1u64 << n) - 1)?;
        Ok(self.emit(Op::BitwiseAnd, ty, vec![x.0, m.0]))
    }

    /// An `n`-bit value held in a container (vector), sign-extended to the whole container.
    pub(crate) fn sext_odd(&mut self, x: Id, ty: Id, n: u32) -> Result<Id> {
        let (scalar, _) = self.scalar_and_count(ty);
        let s = self.splat_int(ty, u64::from(self.scalar_width(scalar) - n))?;
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

/// Intrinsics on odd-width integers that `odd_width_arithmetic` computes in the container.
pub(crate) const ODD_WIDTH_ARITHMETIC: &[&str] = &["smin", "smax", "abs", "sadd.sat", "ssub.sat", "uadd.sat", "usub.sat"];

impl<'m> Translator<'m> {
    /// One of `ODD_WIDTH_ARITHMETIC` on `n`-bit integers held in their container (bits above
    /// `n` zero): signed operands are sign-extended to the whole container, where the minimum,
    /// maximum, absolute value and unsigned saturating subtraction are exact; sums and
    /// signed differences (which fit: `n` is below the container's width) are clamped to the
    /// `n`-bit range; signed results are masked back to `n` bits.
    pub(crate) fn odd_width_arithmetic(&mut self, inst: Value<'m>, base: &str, n: u32, args: &[Value<'m>]) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let signed = matches!(base, "smin" | "smax" | "abs" | "sadd.sat" | "ssub.sat");
        let mut ids = Vec::with_capacity(2);
        for a in args.iter().take(if base == "abs" { 1 } else { 2 }) {
            let v = self.value(*a)?;
            ids.push(if signed { self.sext_odd(v.id, ty, n)? } else { v.id });
        }
        let a = *ids.first().ok_or_else(|| invalid(format!("intrinsic {base} without an operand")))?;
        let b = ids.get(1).copied().unwrap_or(a);
        let clamp_signed = |t: &mut Self, x: Id| -> Result<Id> {
            let max = t.splat_int(ty, (1u64 << (n - 1)) - 1)?;
            let min = t.splat_int(ty, (1u64 << (n - 1)).wrapping_neg())?;
            let low = t.ocl("s_max", ty, &[x, min])?;
            t.ocl("s_min", ty, &[low, max])
        };
        let id = match base {
            "smin" => self.ocl("s_min", ty, &[a, b])?,
            "smax" => self.ocl("s_max", ty, &[a, b])?,
            "abs" => self.ocl("s_abs", ty, &[a])?,
            "usub.sat" => self.ocl("u_sub_sat", ty, &[a, b])?,
            "uadd.sat" => {
                let sum = self.emit(Op::IAdd, ty, vec![a.0, b.0]);
                let max = self.splat_int(ty, (1u64 << n) - 1)?;
                self.ocl("u_min", ty, &[sum, max])?
            }
            "sadd.sat" => {
                let sum = self.emit(Op::IAdd, ty, vec![a.0, b.0]);
                clamp_signed(self, sum)?
            }
            _ => {
                let difference = self.emit(Op::ISub, ty, vec![a.0, b.0]);
                clamp_signed(self, difference)?
            }
        };
        let id = if signed { self.mask_odd(id, ty, n)? } else { id };
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// A funnel shift of `n`-bit integers held in a wider container (bits above `n` zero): the
    /// amount taken modulo `n`, `a` and `b` shifted apart within the container (a shift by
    /// `n` leaves an `n`-bit value zero, the container being wider), the result masked.
    pub(crate) fn odd_width_funnel_shift(&mut self, a: Val, b: Val, c: Val, n: u32, left: bool) -> Result<Val> {
        let ty = a.ty;
        let width = self.splat_int(ty, u64::from(n))?;
        let s = self.emit(Op::UMod, ty, vec![c.id.0, width.0]);
        let rest = self.emit(Op::ISub, ty, vec![width.0, s.0]);
        let (up, down) = if left { (s, rest) } else { (rest, s) };
        let hi = self.emit(Op::ShiftLeftLogical, ty, vec![a.id.0, up.0]);
        let lo = self.emit(Op::ShiftRightLogical, ty, vec![b.id.0, down.0]);
        let both = self.emit(Op::BitwiseOr, ty, vec![hi.0, lo.0]);
        Ok(Val { id: self.mask_odd(both, ty, n)?, ty })
    }
}
