//! `i128`, which SPIR-V has no integer for: a `<2 x i64>` vector of its low and high halves
//! (the same 16 bytes, little-endian, in memory). Loads, stores, `phi`, `select`, calls,
//! aggregates and the bitwise operations work on the vector as it is; addition and subtraction
//! carry between the halves (`OpIAddCarry`, `OpISubBorrow`), multiplication uses the extended
//! product of the low halves (`OpUMulExtended`), division is a 128-step restoring loop,
//! shifts and compares combine the halves, and casts to and from narrower integers and 128-bit
//! vectors are exact. Everything else on an `i128` (float conversions, intrinsics, atomics,
//! `switch`, vectors of `i128`) is an error naming it.

use ::spirv::Op;

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{BinaryOp, CastOp, IntPredicate, Opcode, Type, TypeKind, Value};
use crate::spirv::Id;

/// Whether `t` is `i128`.
pub(crate) fn is_wide(t: Type<'_>) -> bool {
    t.kind() == TypeKind::Integer && t.int_width() == Some(128)
}

/// Whether instruction or constant expression `v` has an `i128` result or operand.
pub(crate) fn touches_wide(v: Value<'_>) -> bool {
    is_wide(v.ty()) || (0..v.num_operands()).any(|i| v.operand(i).is_some_and(|o| is_wide(o.ty())))
}

/// `touches_wide` for a value-producing operation `op`, looking only where an `i128` can be
/// with a result of another type (on the hot path: one or two type queries instead of one per
/// operand): the first operand of a compare or a cast, and the indices of a
/// `getelementptr`; every other operation on an `i128` operand has an `i128` result, or an
/// aggregate one that the generic code handles.
pub(crate) fn operation_touches_wide(v: Value<'_>, op: Opcode) -> bool {
    is_wide(v.ty())
        || ((op == Opcode::ICmp || op.as_cast_op().is_some()) && v.operand(0).is_some_and(|o| is_wide(o.ty())))
        || (op == Opcode::GetElementPtr && touches_wide(v))
}

impl<'m> Translator<'m> {
    /// The SPIR-V type of `i128`: `<2 x i64>`.
    pub(crate) fn wide_type(&mut self) -> Id {
        let i64 = self.b.type_int(64);
        self.b.type_vector(i64, 2)
    }

    /// An `i128` constant from its 64-bit words (low first).
    pub(crate) fn wide_constant(&mut self, words: &[u64]) -> Id {
        let i64 = self.b.type_int(64);
        let ty = self.wide_type();
        let lo = self.b.const_int(i64, 64, words.first().copied().unwrap_or(0));
        let hi = self.b.const_int(i64, 64, words.get(1).copied().unwrap_or(0));
        self.b.constant(Op::ConstantComposite, ty, vec![lo.0, hi.0])
    }

    /// An operation with an `i128` result or operand; `None` when the generic translation
    /// handles it as it is (`select`, `freeze`, `extractvalue`, `insertvalue`, bitcasts between
    /// `i128` and `<2 x i64>`).
    pub(crate) fn wide_operation(&mut self, v: Value<'m>, op: Opcode) -> Result<Option<Val>> {
        if let Some(bin) = op.as_binary_op() {
            return self.wide_binary(v, bin).map(Some);
        }
        if let Some(cast) = op.as_cast_op() {
            return self.wide_cast(v, cast);
        }
        match op {
            Opcode::ICmp => self.wide_compare(v).map(Some),
            Opcode::Select | Opcode::ExtractValue | Opcode::InsertValue | Opcode::Freeze => Ok(None),
            _ => Err(unsupported(format!("{op:?} on i128"))),
        }
    }

    fn halves(&mut self, x: Id) -> (Id, Id) {
        let i64 = self.b.type_int(64);
        let lo = self.emit(Op::CompositeExtract, i64, vec![x.0, 0]);
        let hi = self.emit(Op::CompositeExtract, i64, vec![x.0, 1]);
        (lo, hi)
    }

    fn join(&mut self, lo: Id, hi: Id) -> Val {
        let ty = self.wide_type();
        Val { id: self.emit(Op::CompositeConstruct, ty, vec![lo.0, hi.0]), ty }
    }

    fn wide_operand(&mut self, v: Value<'m>, i: u32) -> Result<Id> {
        let o = v.operand(i).ok_or_else(|| invalid(format!("missing operand {i}")))?;
        let ty = self.wide_type();
        self.value_as(o, ty)
    }

    fn wide_binary(&mut self, v: Value<'m>, op: BinaryOp) -> Result<Val> {
        let ty = self.wide_type();
        let (a, b) = (self.wide_operand(v, 0)?, self.wide_operand(v, 1)?);
        let i64 = self.b.type_int(64);
        let pair = self.b.type_struct(&[i64, i64]);
        let vector_op = match op {
            BinaryOp::And => Some(Op::BitwiseAnd),
            BinaryOp::Or => Some(Op::BitwiseOr),
            BinaryOp::Xor => Some(Op::BitwiseXor),
            _ => None,
        };
        if let Some(vop) = vector_op {
            return Ok(Val { id: self.emit(vop, ty, vec![a.0, b.0]), ty });
        }
        match op {
            BinaryOp::Add | BinaryOp::Sub => return Ok(Val { id: self.wide_add_sub(op == BinaryOp::Add, a, b), ty }),
            BinaryOp::UDiv | BinaryOp::URem | BinaryOp::SDiv | BinaryOp::SRem => return self.wide_division(op, a, b),
            _ => {}
        }
        let (alo, ahi) = self.halves(a);
        let (blo, bhi) = self.halves(b);
        let (lo, hi) = match op {
            BinaryOp::Mul => {
                let low = self.emit(Op::UMulExtended, pair, vec![alo.0, blo.0]);
                let lo = self.emit(Op::CompositeExtract, i64, vec![low.0, 0]);
                let carry = self.emit(Op::CompositeExtract, i64, vec![low.0, 1]);
                let cross1 = self.emit(Op::IMul, i64, vec![alo.0, bhi.0]);
                let cross2 = self.emit(Op::IMul, i64, vec![ahi.0, blo.0]);
                let cross = self.emit(Op::IAdd, i64, vec![cross1.0, cross2.0]);
                (lo, self.emit(Op::IAdd, i64, vec![carry.0, cross.0]))
            }
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => return self.wide_shift(op, (alo, ahi), blo),
            _ => return Err(unsupported(format!("{op:?} on i128"))),
        };
        Ok(self.join(lo, hi))
    }

    /// A shift of `(lo, hi)` by `amount` (below 128, else LLVM's result is poison): by
    /// `amount mod 64` within or across the halves, chosen by bit 6 of the amount. Bits
    /// crossing between the halves are shifted in two steps, so no shift is by 64.
    fn wide_shift(&mut self, op: BinaryOp, (lo, hi): (Id, Id), amount: Id) -> Result<Val> {
        let i64 = self.b.type_int(64);
        let bool_ty = self.b.type_bool();
        let c = |t: &mut Self, x: u64| t.b.const_int(i64, 64, x);
        let (c63, c64, c1, zero) = (c(self, 63), c(self, 64), c(self, 1), c(self, 0));
        let s = self.emit(Op::BitwiseAnd, i64, vec![amount.0, c63.0]);
        let rest = self.emit(Op::ISub, i64, vec![c63.0, s.0]);
        let bit6 = self.emit(Op::BitwiseAnd, i64, vec![amount.0, c64.0]);
        let big = self.emit(Op::INotEqual, bool_ty, vec![bit6.0, zero.0]);
        let (small_lo, small_hi, big_lo, big_hi) = if op == BinaryOp::Shl {
            let small_lo = self.emit(Op::ShiftLeftLogical, i64, vec![lo.0, s.0]);
            let up = self.emit(Op::ShiftLeftLogical, i64, vec![hi.0, s.0]);
            let half = self.emit(Op::ShiftRightLogical, i64, vec![lo.0, c1.0]);
            let carried = self.emit(Op::ShiftRightLogical, i64, vec![half.0, rest.0]);
            let small_hi = self.emit(Op::BitwiseOr, i64, vec![up.0, carried.0]);
            (small_lo, small_hi, zero, small_lo)
        } else {
            let right = if op == BinaryOp::AShr { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
            let down = self.emit(Op::ShiftRightLogical, i64, vec![lo.0, s.0]);
            let half = self.emit(Op::ShiftLeftLogical, i64, vec![hi.0, c1.0]);
            let carried = self.emit(Op::ShiftLeftLogical, i64, vec![half.0, rest.0]);
            let small_lo = self.emit(Op::BitwiseOr, i64, vec![down.0, carried.0]);
            let small_hi = self.emit(right, i64, vec![hi.0, s.0]);
            let big_hi = if op == BinaryOp::AShr { self.emit(Op::ShiftRightArithmetic, i64, vec![hi.0, c63.0]) } else { zero };
            (small_lo, small_hi, small_hi, big_hi)
        };
        let lo = self.emit(Op::Select, i64, vec![big.0, big_lo.0, small_lo.0]);
        let hi = self.emit(Op::Select, i64, vec![big.0, big_hi.0, small_hi.0]);
        Ok(self.join(lo, hi))
    }

    fn wide_compare(&mut self, v: Value<'m>) -> Result<Val> {
        use IntPredicate::*;
        let pred = v.icmp_predicate().ok_or_else(|| invalid("icmp without predicate"))?;
        let (a, b) = (self.wide_operand(v, 0)?, self.wide_operand(v, 1)?);
        let bool_ty = self.b.type_bool();
        let (alo, ahi) = self.halves(a);
        let (blo, bhi) = self.halves(b);
        let signed = matches!(pred, Slt | Sle | Sgt | Sge);
        let less = |t: &mut Self, x: (Id, Id), y: (Id, Id)| t.wide_less(signed, x, y);
        let id = match pred {
            Eq | Ne => {
                let lo_eq = self.emit(Op::IEqual, bool_ty, vec![alo.0, blo.0]);
                let hi_eq = self.emit(Op::IEqual, bool_ty, vec![ahi.0, bhi.0]);
                let eq = self.emit(Op::LogicalAnd, bool_ty, vec![lo_eq.0, hi_eq.0]);
                if pred == Eq { eq } else { self.emit(Op::LogicalNot, bool_ty, vec![eq.0]) }
            }
            Ult | Slt => less(self, (alo, ahi), (blo, bhi)),
            Ugt | Sgt => less(self, (blo, bhi), (alo, ahi)),
            Uge | Sge => {
                let l = less(self, (alo, ahi), (blo, bhi));
                self.emit(Op::LogicalNot, bool_ty, vec![l.0])
            }
            Ule | Sle => {
                let g = less(self, (blo, bhi), (alo, ahi));
                self.emit(Op::LogicalNot, bool_ty, vec![g.0])
            }
        };
        Ok(Val { id, ty: bool_ty })
    }

    /// `x < y` on halves: the high halves (signed or not) decide unless equal, then the low
    /// halves (unsigned).
    fn wide_less(&mut self, signed: bool, (xlo, xhi): (Id, Id), (ylo, yhi): (Id, Id)) -> Id {
        let bool_ty = self.b.type_bool();
        let hi_less = self.emit(if signed { Op::SLessThan } else { Op::ULessThan }, bool_ty, vec![xhi.0, yhi.0]);
        let hi_equal = self.emit(Op::IEqual, bool_ty, vec![xhi.0, yhi.0]);
        let lo_less = self.emit(Op::ULessThan, bool_ty, vec![xlo.0, ylo.0]);
        let tie = self.emit(Op::LogicalAnd, bool_ty, vec![hi_equal.0, lo_less.0]);
        self.emit(Op::LogicalOr, bool_ty, vec![hi_less.0, tie.0])
    }

    /// `x + y` or `x - y`, the carry or borrow of the low halves going into the high ones.
    fn wide_add_sub(&mut self, add: bool, x: Id, y: Id) -> Id {
        let i64 = self.b.type_int(64);
        let pair = self.b.type_struct(&[i64, i64]);
        let (xlo, xhi) = self.halves(x);
        let (ylo, yhi) = self.halves(y);
        let (carry_op, half_op) = if add { (Op::IAddCarry, Op::IAdd) } else { (Op::ISubBorrow, Op::ISub) };
        let low = self.emit(carry_op, pair, vec![xlo.0, ylo.0]);
        let lo = self.emit(Op::CompositeExtract, i64, vec![low.0, 0]);
        let carry = self.emit(Op::CompositeExtract, i64, vec![low.0, 1]);
        let hi = self.emit(half_op, i64, vec![xhi.0, yhi.0]);
        let hi = self.emit(half_op, i64, vec![hi.0, carry.0]);
        self.join(lo, hi).id
    }

    /// `x << 1`, with `low_bit` (an `i64` of 0 or 1) shifted in.
    fn wide_shift_in(&mut self, x: Id, low_bit: Id) -> Id {
        let i64 = self.b.type_int(64);
        let (one, c63) = (self.b.const_int(i64, 64, 1), self.b.const_int(i64, 64, 63));
        let (lo, hi) = self.halves(x);
        let lo2 = self.emit(Op::ShiftLeftLogical, i64, vec![lo.0, one.0]);
        let lo2 = self.emit(Op::BitwiseOr, i64, vec![lo2.0, low_bit.0]);
        let carried = self.emit(Op::ShiftRightLogical, i64, vec![lo.0, c63.0]);
        let hi2 = self.emit(Op::ShiftLeftLogical, i64, vec![hi.0, one.0]);
        let hi2 = self.emit(Op::BitwiseOr, i64, vec![hi2.0, carried.0]);
        self.join(lo2, hi2).id
    }

    /// `x` negated where `mask` (both halves all ones or all zeros) is all ones: `(x ^ m) - m`.
    fn wide_negate_where(&mut self, x: Id, mask: Id) -> Id {
        let ty = self.wide_type();
        let flipped = self.emit(Op::BitwiseXor, ty, vec![x.0, mask.0]);
        self.wide_add_sub(false, flipped, mask)
    }

    /// Both halves all ones when `x` is negative, else zero.
    fn wide_sign_mask(&mut self, x: Id) -> Id {
        let i64 = self.b.type_int(64);
        let c63 = self.b.const_int(i64, 64, 63);
        let (_, hi) = self.halves(x);
        let sign = self.emit(Op::ShiftRightArithmetic, i64, vec![hi.0, c63.0]);
        self.join(sign, sign).id
    }

    /// `udiv`/`urem`/`sdiv`/`srem`: restoring division, one quotient bit per step of a
    /// 128-step loop (dividend, remainder and quotient in function variables); the signed forms
    /// divide the magnitudes and then give the quotient the sign of `a ^ b` and the remainder
    /// that of `a` (division by zero, and the signed minimum by -1, are undefined in LLVM).
    fn wide_division(&mut self, op: BinaryOp, a: Id, b: Id) -> Result<Val> {
        let ty = self.wide_type();
        let i64 = self.b.type_int(64);
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
        let (dividend, divisor, masks) = if signed {
            let (ma, mb) = (self.wide_sign_mask(a), self.wide_sign_mask(b));
            (self.wide_negate_where(a, ma), self.wide_negate_where(b, mb), Some((ma, mb)))
        } else {
            (a, b, None)
        };
        let zero = self.b.const_null(ty);
        let [n_var, r_var, q_var] = [(); 3].map(|()| self.function_variable(ty));
        self.emit_void(Op::Store, vec![n_var.id.0, dividend.0]);
        self.emit_void(Op::Store, vec![r_var.id.0, zero.0]);
        self.emit_void(Op::Store, vec![q_var.id.0, zero.0]);
        let i32_ty = self.b.type_int(32);
        let steps = Val { id: self.b.const_int(i32_ty, 32, 128), ty: i32_ty };
        self.counted_loop(steps, |t, _| {
            let n = t.emit(Op::Load, ty, vec![n_var.id.0]);
            let r = t.emit(Op::Load, ty, vec![r_var.id.0]);
            let q = t.emit(Op::Load, ty, vec![q_var.id.0]);
            // The dividend's top bit moves into the remainder.
            let (_, nhi) = t.halves(n);
            let c63 = t.b.const_int(i64, 64, 63);
            let top = t.emit(Op::ShiftRightLogical, i64, vec![nhi.0, c63.0]);
            let zero_bit = t.b.const_int(i64, 64, 0);
            let n2 = t.wide_shift_in(n, zero_bit);
            let r2 = t.wide_shift_in(r, top);
            // Subtract the divisor when it fits; that is the next quotient bit.
            let (r2_halves, d_halves) = (t.halves(r2), t.halves(divisor));
            let below = t.wide_less(false, r2_halves, d_halves);
            let bool_ty = t.b.type_bool();
            let fits = t.emit(Op::LogicalNot, bool_ty, vec![below.0]);
            let diff = t.wide_add_sub(false, r2, divisor);
            let bools = t.b.type_vector(bool_ty, 2);
            let fits2 = t.emit(Op::CompositeConstruct, bools, vec![fits.0, fits.0]);
            let r3 = t.emit(Op::Select, ty, vec![fits2.0, diff.0, r2.0]);
            let (one, none) = (t.b.const_int(i64, 64, 1), t.b.const_int(i64, 64, 0));
            let bit = t.emit(Op::Select, i64, vec![fits.0, one.0, none.0]);
            let q2 = t.wide_shift_in(q, bit);
            t.emit_void(Op::Store, vec![n_var.id.0, n2.0]);
            t.emit_void(Op::Store, vec![r_var.id.0, r3.0]);
            t.emit_void(Op::Store, vec![q_var.id.0, q2.0]);
            Ok(())
        })?;
        let quotient = matches!(op, BinaryOp::UDiv | BinaryOp::SDiv);
        let result = self.emit(Op::Load, ty, vec![if quotient { q_var.id.0 } else { r_var.id.0 }]);
        let id = match masks {
            None => result,
            Some((ma, mb)) if quotient => {
                let m = self.emit(Op::BitwiseXor, ty, vec![ma.0, mb.0]);
                self.wide_negate_where(result, m)
            }
            Some((ma, _)) => self.wide_negate_where(result, ma),
        };
        Ok(Val { id, ty })
    }

    /// Casts between `i128` and narrower integers (exact), and bitcasts between `i128` and
    /// 128-bit vectors.
    fn wide_cast(&mut self, v: Value<'m>, op: CastOp) -> Result<Option<Val>> {
        let src = v.operand(0).ok_or_else(|| invalid("cast without operand"))?;
        let (from, to) = (src.ty(), v.ty());
        let i64 = self.b.type_int(64);
        match op {
            CastOp::Trunc => {
                let x = self.wide_operand(v, 0)?;
                let lo = self.emit(Op::CompositeExtract, i64, vec![x.0, 0]);
                let ty = self.ty(to)?;
                let width = to.int_width().unwrap_or(0);
                let id = match width {
                    1 => {
                        let (one, zero) = (self.b.const_int(i64, 64, 1), self.b.const_int(i64, 64, 0));
                        let bit = self.emit(Op::BitwiseAnd, i64, vec![lo.0, one.0]);
                        self.emit(Op::INotEqual, ty, vec![bit.0, zero.0])
                    }
                    64 => lo,
                    _ => {
                        let t = if self.scalar_width(ty) == 64 { lo } else { self.emit(Op::UConvert, ty, vec![lo.0]) };
                        match super::odd_widths::odd_width(to) {
                            Some(n) => self.mask_odd(t, ty, n)?,
                            None => t,
                        }
                    }
                };
                Ok(Some(Val { id, ty }))
            }
            CastOp::ZExt | CastOp::SExt if is_wide(to) && !from.is_vector() => {
                let x = self.value(src)?;
                let width = from.int_width().unwrap_or(0);
                let signed = op == CastOp::SExt;
                let lo = if width == 1 {
                    let (t, f) = (self.b.const_int(i64, 64, if signed { u64::MAX } else { 1 }), self.b.const_int(i64, 64, 0));
                    self.emit(Op::Select, i64, vec![x.id.0, t.0, f.0])
                } else {
                    let x = match super::odd_widths::odd_width(from) {
                        Some(n) if signed => self.sext_odd(x.id, x.ty, n)?,
                        _ => x.id,
                    };
                    let from_ty = self.ty(from)?;
                    if self.scalar_width(from_ty) == 64 {
                        x
                    } else {
                        self.emit(if signed { Op::SConvert } else { Op::UConvert }, i64, vec![x.0])
                    }
                };
                let hi = if signed {
                    let c63 = self.b.const_int(i64, 64, 63);
                    self.emit(Op::ShiftRightArithmetic, i64, vec![lo.0, c63.0])
                } else {
                    self.b.const_int(i64, 64, 0)
                };
                Ok(Some(self.join(lo, hi)))
            }
            CastOp::BitCast if is_wide(from) != is_wide(to) && (from.is_vector() || to.is_vector()) => {
                let ty = self.ty(to)?;
                let x = self.value(src)?;
                if x.ty == ty {
                    return Ok(Some(x));
                }
                if super::types::is_widened_vector(from) || super::types::is_widened_vector(to) {
                    return Err(unsupported(format!("bitcast of {from} to {to}")));
                }
                Ok(Some(Val { id: self.emit(Op::Bitcast, ty, vec![x.id.0]), ty }))
            }
            _ => Err(unsupported(format!("{op:?} from {from} to {to}"))),
        }
    }
}
