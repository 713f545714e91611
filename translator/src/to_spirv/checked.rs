//! Intrinsics that answer a question about their operands: the `*.with.overflow` family
//! (the result and whether it overflowed, as the `{T, i1}` struct LLVM returns) and
//! `llvm.is.fpclass` (whether a float falls in any of the classes a mask names). Both are
//! expanded into core instructions, lane by lane for vectors.

use ::spirv::Op;

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::Value;
use crate::spirv::Id;

/// `llvm.is.fpclass` mask bits, from LLVM's `FPClassTest`.
const SNAN: u64 = 1 << 0;
const QNAN: u64 = 1 << 1;
const NEG_INF: u64 = 1 << 2;
const NEG_NORMAL: u64 = 1 << 3;
const NEG_SUBNORMAL: u64 = 1 << 4;
const NEG_ZERO: u64 = 1 << 5;
const POS_ZERO: u64 = 1 << 6;
const POS_SUBNORMAL: u64 = 1 << 7;
const POS_NORMAL: u64 = 1 << 8;
const POS_INF: u64 = 1 << 9;
const ALL_CLASSES: u64 = (1 << 10) - 1;

impl<'m> Translator<'m> {
    /// `llvm.{s,u}{add,sub,mul}.with.overflow`: `{result, overflowed}`; for `n`-bit integers
    /// of an odd width `odd`, see `odd_width_overflow`.
    pub(crate) fn with_overflow(&mut self, inst: Value<'m>, op: &str, a: Value<'m>, b: Value<'m>, odd: Option<u32>) -> Result<Val> {
        let (a, b) = (self.value(a)?, self.value(b)?);
        if let Some(n) = odd {
            let (result, overflow) = self.odd_width_overflow(op, a, b, n)?;
            let struct_ty = self.ty(inst.ty())?;
            return Ok(Val { id: self.emit(Op::CompositeConstruct, struct_ty, vec![result.0, overflow.0]), ty: struct_ty });
        }
        let ty = a.ty;
        let bools = self.bool_like(ty);
        let zero = self.splat_int(ty, 0)?;
        let (result, overflow) = match op {
            "uadd" => {
                let sum = self.emit(Op::IAdd, ty, vec![a.id.0, b.id.0]);
                (sum, self.emit(Op::ULessThan, bools, vec![sum.0, a.id.0]))
            }
            "usub" => {
                let diff = self.emit(Op::ISub, ty, vec![a.id.0, b.id.0]);
                (diff, self.emit(Op::ULessThan, bools, vec![a.id.0, b.id.0]))
            }
            "sadd" => {
                // Overflow when both operands' signs differ from the result's.
                let sum = self.emit(Op::IAdd, ty, vec![a.id.0, b.id.0]);
                let x = self.emit(Op::BitwiseXor, ty, vec![a.id.0, sum.0]);
                let y = self.emit(Op::BitwiseXor, ty, vec![b.id.0, sum.0]);
                let both = self.emit(Op::BitwiseAnd, ty, vec![x.0, y.0]);
                (sum, self.emit(Op::SLessThan, bools, vec![both.0, zero.0]))
            }
            "ssub" => {
                // Overflow when the operands' signs differ and the result's differs from a's.
                let diff = self.emit(Op::ISub, ty, vec![a.id.0, b.id.0]);
                let x = self.emit(Op::BitwiseXor, ty, vec![a.id.0, b.id.0]);
                let y = self.emit(Op::BitwiseXor, ty, vec![a.id.0, diff.0]);
                let both = self.emit(Op::BitwiseAnd, ty, vec![x.0, y.0]);
                (diff, self.emit(Op::SLessThan, bools, vec![both.0, zero.0]))
            }
            "umul" | "smul" => {
                // The full product's high half (OpenCL.std mul_hi) must be what the low half's
                // sign extends to.
                let low = self.emit(Op::IMul, ty, vec![a.id.0, b.id.0]);
                let high = self.ocl(if op == "umul" { "u_mul_hi" } else { "s_mul_hi" }, ty, &[a.id, b.id])?;
                let expected = if op == "umul" {
                    zero
                } else {
                    let (scalar, _) = self.scalar_and_count(ty);
                    let shift = self.splat_int(ty, u64::from(self.scalar_width(scalar) - 1))?;
                    self.emit(Op::ShiftRightArithmetic, ty, vec![low.0, shift.0])
                };
                (low, self.emit(Op::INotEqual, bools, vec![high.0, expected.0]))
            }
            other => return Err(unsupported(format!("intrinsic {other}.with.overflow"))),
        };
        let struct_ty = self.ty(inst.ty())?;
        Ok(Val { id: self.emit(Op::CompositeConstruct, struct_ty, vec![result.0, overflow.0]), ty: struct_ty })
    }

    /// `with_overflow` on `n`-bit integers held in a wider container (bits above `n` zero):
    /// sums and differences are exact in the container (signed operands sign-extended first)
    /// and overflow when outside the `n`-bit range; a product overflows when its high half
    /// (`mul_hi`) is not what its low half extends to, or the low half is outside the range.
    /// The result is masked back to `n` bits.
    fn odd_width_overflow(&mut self, op: &str, a: Val, b: Val, n: u32) -> Result<(Id, Id)> {
        let ty = a.ty;
        let bools = self.bool_like(ty);
        let signed = op.starts_with('s');
        let (x, y) = if signed { (self.sext_odd(a.id, ty, n)?, self.sext_odd(b.id, ty, n)?) } else { (a.id, b.id) };
        let exact = match op {
            "uadd" | "sadd" => self.emit(Op::IAdd, ty, vec![x.0, y.0]),
            "usub" | "ssub" => self.emit(Op::ISub, ty, vec![x.0, y.0]),
            "umul" | "smul" => self.emit(Op::IMul, ty, vec![x.0, y.0]),
            other => return Err(unsupported(format!("intrinsic {other}.with.overflow"))),
        };
        // Whether `exact` (a container value) lies outside the n-bit range.
        let outside = if signed {
            let as_n = self.sext_odd(exact, ty, n)?;
            self.emit(Op::INotEqual, bools, vec![as_n.0, exact.0])
        } else if op == "usub" {
            self.emit(Op::ULessThan, bools, vec![x.0, y.0])
        } else {
            let max = self.splat_int(ty, (1u64 << n) - 1)?;
            self.emit(Op::UGreaterThan, bools, vec![exact.0, max.0])
        };
        let overflow = if op.ends_with("mul") {
            // The container's own product may overflow too (`n` above half its width).
            let high = self.ocl(if signed { "s_mul_hi" } else { "u_mul_hi" }, ty, &[x, y])?;
            let expected = if signed {
                let (scalar, _) = self.scalar_and_count(ty);
                let shift = self.splat_int(ty, u64::from(self.scalar_width(scalar) - 1))?;
                self.emit(Op::ShiftRightArithmetic, ty, vec![exact.0, shift.0])
            } else {
                self.splat_int(ty, 0)?
            };
            let wide = self.emit(Op::INotEqual, bools, vec![high.0, expected.0]);
            self.emit(Op::LogicalOr, bools, vec![wide.0, outside.0])
        } else {
            outside
        };
        Ok((self.mask_odd(exact, ty, n)?, overflow))
    }

    /// `llvm.is.fpclass(x, mask)`: tests on the bit pattern of `x`, one per class the mask
    /// names, or'ed together.
    pub(crate) fn is_fpclass(&mut self, x: Value<'m>, mask: Value<'m>) -> Result<Val> {
        let mask = mask.const_int_zext().ok_or_else(|| invalid("llvm.is.fpclass with a non-constant mask"))? & ALL_CLASSES;
        let x = self.value(x)?;
        let (scalar, n) = self.scalar_and_count(x.ty);
        let width = self.scalar_width(scalar);
        let mantissa_bits: u64 = match width {
            16 => 10,
            32 => 23,
            64 => 52,
            _ => return Err(unsupported(format!("llvm.is.fpclass on a {width}-bit float"))),
        };
        let int_scalar = self.b.type_int(width);
        let int = if n == 1 { int_scalar } else { self.b.type_vector(int_scalar, n) };
        let bools = self.bool_like(x.ty);
        if mask == 0 || mask == ALL_CLASSES {
            let all = self.b.const_bool(mask != 0);
            return Ok(Val { id: self.splat_const(all, bools, n), ty: bools });
        }
        let bits = self.emit(Op::Bitcast, int, vec![x.id.0]);
        let sign_bit = 1u64 << (width - 1);
        let exponent = ((1u64 << (width - 1)) - 1) & !((1u64 << mantissa_bits) - 1);
        let magnitude_mask = self.splat_int(int, sign_bit - 1)?;
        let magnitude = self.emit(Op::BitwiseAnd, int, vec![bits.0, magnitude_mask.0]);
        let zero = self.splat_int(int, 0)?;
        let negative = self.emit(Op::SLessThan, bools, vec![bits.0, zero.0]);
        let inf = self.splat_int(int, exponent)?;
        let quiet = self.splat_int(int, exponent | (1 << (mantissa_bits - 1)))?;
        let smallest_normal = self.splat_int(int, 1 << mantissa_bits)?;
        // Each class as a test on the magnitude, then the sign where the class has one.
        let mut tests: Vec<Id> = Vec::new();
        let test = |t: &mut Self, op: Op, bound: Id| t.emit(op, bools, vec![magnitude.0, bound.0]);
        let nan = mask & (SNAN | QNAN);
        if nan == SNAN | QNAN {
            tests.push(test(self, Op::UGreaterThan, inf));
        } else if nan == QNAN {
            tests.push(test(self, Op::UGreaterThanEqual, quiet));
        } else if nan == SNAN {
            let is_nan = test(self, Op::UGreaterThan, inf);
            let not_quiet = test(self, Op::ULessThan, quiet);
            tests.push(self.emit(Op::LogicalAnd, bools, vec![is_nan.0, not_quiet.0]));
        }
        let classes = [
            (NEG_INF, POS_INF, Class::Inf),
            (NEG_NORMAL, POS_NORMAL, Class::Normal),
            (NEG_SUBNORMAL, POS_SUBNORMAL, Class::Subnormal),
            (NEG_ZERO, POS_ZERO, Class::Zero),
        ];
        for (neg, pos, class) in classes {
            let wanted = (mask & neg != 0, mask & pos != 0);
            if wanted == (false, false) {
                continue;
            }
            let in_class = match class {
                Class::Inf => test(self, Op::IEqual, inf),
                Class::Zero => test(self, Op::IEqual, zero),
                Class::Subnormal => {
                    let nonzero = test(self, Op::INotEqual, zero);
                    let small = test(self, Op::ULessThan, smallest_normal);
                    self.emit(Op::LogicalAnd, bools, vec![nonzero.0, small.0])
                }
                Class::Normal => {
                    let big = test(self, Op::UGreaterThanEqual, smallest_normal);
                    let finite = test(self, Op::ULessThan, inf);
                    self.emit(Op::LogicalAnd, bools, vec![big.0, finite.0])
                }
            };
            tests.push(match wanted {
                (true, true) => in_class,
                (true, false) => self.emit(Op::LogicalAnd, bools, vec![in_class.0, negative.0]),
                _ => {
                    let positive = self.emit(Op::LogicalNot, bools, vec![negative.0]);
                    self.emit(Op::LogicalAnd, bools, vec![in_class.0, positive.0])
                }
            });
        }
        let mut result = tests.first().copied().ok_or_else(|| invalid("llvm.is.fpclass mask names no class"))?;
        for &t in &tests[1..] {
            result = self.emit(Op::LogicalOr, bools, vec![result.0, t.0]);
        }
        Ok(Val { id: result, ty: bools })
    }

}

/// The classes `llvm.is.fpclass` tests with a sign.
enum Class {
    Inf,
    Normal,
    Subnormal,
    Zero,
}
