//! Relational functions (core comparison and class tests, widened back to OpenCL's integer
//! truth values), `dot`, and the `convert_T[_sat][_rtX]` conversions.

use ::spirv::{Decoration, Op};

use super::{Call, Result, Translator, Val};
use crate::spirv::Id;
use crate::tables::opencl::Relational as Form;
use crate::to_spirv::{invalid, unsupported};

/// A relational builtin: its instruction and how its arguments reach it.
pub(crate) type Relational = (Op, crate::tables::opencl::Relational);

/// The relational builtin called `name`.
pub(crate) fn relational(name: &str) -> Option<Relational> {
    crate::tables::opencl::relational(name)
}

impl<'m> Translator<'m> {
    pub(crate) fn relational(&mut self, c: &Call<'m>, r: Relational) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        let x = self.value(c.arg(0)?)?;
        let (_, n) = self.scalar_and_count(x.ty);
        let bool_ty = self.b.type_bool();
        let bools = self.vector_of(bool_ty, n);
        let (op, form) = r;
        let b = match form {
            Form::Compare => {
                let y = self.value(c.arg(1)?)?;
                self.emit(op, bools, vec![x.id.0, y.id.0])
            }
            Form::Test => self.emit(op, bools, vec![x.id.0]),
            Form::Reduce => {
                let zero = self.splat_int(x.ty, 0)?;
                let negative = self.emit(Op::SLessThan, bools, vec![x.id.0, zero.0]);
                if n == 1 { negative } else { self.emit(op, bool_ty, vec![negative.0]) }
            }
        };
        let id = self.bool_to_int(b, ty)?;
        Ok(Some(Val { id, ty }))
    }

    /// `dot`: `OpDot` on vectors, a multiplication on scalars; on `char4`/`uchar4` the
    /// integer dot product.
    pub(crate) fn dot(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        if !c.float(0) {
            return self.integer_dot(c);
        }
        let ty = self.result_type(c)?.ok_or_else(|| invalid("dot must return a value"))?;
        let x = self.value(c.arg(0)?)?;
        let y = self.value(c.arg(1)?)?;
        let (_, n) = self.scalar_and_count(x.ty);
        let op = if n == 1 { Op::FMul } else { Op::Dot };
        Ok(Some(Val { id: self.emit(op, ty, vec![x.id.0, y.id.0]), ty }))
    }

    /// A builtin of one argument that is core instruction `op` of the same type (`popcount` →
    /// `OpBitCount`, `tables::opencl::CORE_INSTRUCTIONS`).
    pub(crate) fn core_unary(&mut self, c: &Call<'m>, op: Op) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return a value")))?;
        let x = self.value(c.arg(0)?)?;
        if c.args.len() != 1 || x.ty != ty {
            return Err(invalid(format!("{name} takes one argument of its result type")));
        }
        Ok(Some(Val { id: self.emit(op, ty, vec![x.id.0]), ty }))
    }

    /// `cl_khr_integer_dot_product`: `dot`, `dot_acc_sat` and their `_4x8packed_XY_T` forms →
    /// `OpSDot`/`OpUDot`/`OpSUDot` (and `…AccSat`), SPIR-V 1.6 or `SPV_KHR_integer_dot_product`.
    pub(crate) fn integer_dot(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return a value")))?;
        let (accumulate, packed_signs) =
            crate::tables::opencl::parse_integer_dot(name).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
        let (a_signed, b_signed) = match &packed_signs {
            Some(s) => (s.starts_with('s'), s.ends_with('s')),
            None => (c.signed(0), c.signed(1)),
        };
        const EXT: &str = "SPV_KHR_integer_dot_product";
        if self.options.extensions.allows(EXT) {
            self.b.extension(EXT);
        } else {
            self.require_version((1, 6), name)?;
        }
        // DotProduct comes from the grammar and the input capability from the operands' type,
        // when the version is settled (`capabilities.rs`, `dot_product_inputs`).
        let mut a = self.value(c.arg(0)?)?.id;
        let mut b = self.value(c.arg(1)?)?.id;
        let op = match (a_signed, b_signed, accumulate) {
            (true, true, false) => Op::SDot,
            (false, false, false) => Op::UDot,
            (true, true, true) => Op::SDotAccSat,
            (false, false, true) => Op::UDotAccSat,
            (_, _, acc) => {
                // Mixed signs: the signed vector goes first.
                if !a_signed {
                    std::mem::swap(&mut a, &mut b);
                }
                if acc { Op::SUDotAccSat } else { Op::SUDot }
            }
        };
        let mut operands = vec![a.0, b.0];
        if accumulate {
            operands.push(self.value(c.arg(2)?)?.id.0);
        }
        if packed_signs.is_some() {
            operands.push(::spirv::PackedVectorFormat::PackedVectorFormat4x8Bit as u32);
        }
        Ok(Some(Val { id: self.emit(op, ty, operands), ty }))
    }

    /// `cl_khr_extended_bit_ops`: `bitfield_insert`, `bitfield_extract_{signed,unsigned}`,
    /// `bit_reverse` → `OpBitField*`/`OpBitReverse` with `SPV_KHR_bit_instructions`, else
    /// shifts and masks (kernels have no core bit-field instructions).
    pub(crate) fn bit_ops(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return a value")))?;
        let base = self.value(c.arg(0)?)?;
        let native = self.bit_instructions();
        let id = match name {
            "bit_reverse" if native => self.emit(Op::BitReverse, ty, vec![base.id.0]),
            "bit_reverse" => self.bit_reverse_id(base)?,
            "bitfield_insert" => {
                let insert = self.value(c.arg(1)?)?;
                let (off, cnt) = (self.value(c.arg(2)?)?, self.value(c.arg(3)?)?);
                if native {
                    self.emit(Op::BitFieldInsert, ty, vec![base.id.0, insert.id.0, off.id.0, cnt.id.0])
                } else {
                    let off = self.shift_operand(off, ty)?;
                    let cnt = self.shift_operand(cnt, ty)?;
                    let low = self.low_mask(cnt, ty)?;
                    let mask = self.emit(Op::ShiftLeftLogical, ty, vec![low.0, off.0]);
                    let keep = self.emit(Op::Not, ty, vec![mask.0]);
                    let kept = self.emit(Op::BitwiseAnd, ty, vec![base.id.0, keep.0]);
                    let moved = self.emit(Op::ShiftLeftLogical, ty, vec![insert.id.0, off.0]);
                    let field = self.emit(Op::BitwiseAnd, ty, vec![moved.0, mask.0]);
                    self.emit(Op::BitwiseOr, ty, vec![kept.0, field.0])
                }
            }
            "bitfield_extract_signed" | "bitfield_extract_unsigned" => {
                let signed = name.ends_with("_signed");
                let (off, cnt) = (self.value(c.arg(1)?)?, self.value(c.arg(2)?)?);
                if native {
                    let op = if signed { Op::BitFieldSExtract } else { Op::BitFieldUExtract };
                    self.emit(op, ty, vec![base.id.0, off.id.0, cnt.id.0])
                } else {
                    let off = self.shift_operand(off, ty)?;
                    let cnt = self.shift_operand(cnt, ty)?;
                    let (scalar, _) = self.scalar_and_count(ty);
                    let width = self.splat_int(ty, u64::from(self.scalar_width(scalar)))?;
                    if signed {
                        // (base << (w - off - cnt)) >>a (w - cnt), or 0 for an empty field.
                        let w_off = self.emit(Op::ISub, ty, vec![width.0, off.0]);
                        let up = self.emit(Op::ISub, ty, vec![w_off.0, cnt.0]);
                        let down = self.emit(Op::ISub, ty, vec![width.0, cnt.0]);
                        let shifted = self.emit(Op::ShiftLeftLogical, ty, vec![base.id.0, up.0]);
                        let field = self.emit(Op::ShiftRightArithmetic, ty, vec![shifted.0, down.0]);
                        let zero = self.splat_int(ty, 0)?;
                        let empty = self.is_zero(cnt, ty)?;
                        self.emit(Op::Select, ty, vec![empty.0, zero.0, field.0])
                    } else {
                        let low = self.low_mask(cnt, ty)?;
                        let shifted = self.emit(Op::ShiftRightLogical, ty, vec![base.id.0, off.0]);
                        self.emit(Op::BitwiseAnd, ty, vec![shifted.0, low.0])
                    }
                }
            }
            _ => return Err(unsupported(format!("OpenCL builtin {name}"))),
        };
        Ok(Some(Val { id, ty }))
    }

    /// A scalar `uint` offset or count as a value of integer type `ty` (converted to its
    /// width and splatted to its length).
    fn shift_operand(&mut self, v: Val, ty: Id) -> Result<Id> {
        let (scalar, n) = self.scalar_and_count(ty);
        let id = if self.scalar_width(v.ty) == self.scalar_width(scalar) {
            v.id
        } else {
            self.emit(Op::UConvert, scalar, vec![v.id.0])
        };
        Ok(if n > 1 { self.emit(Op::CompositeConstruct, ty, vec![id.0; n as usize]) } else { id })
    }

    /// `cnt == 0` per component.
    fn is_zero(&mut self, cnt: Id, ty: Id) -> Result<Id> {
        let (_, n) = self.scalar_and_count(ty);
        let bool_ty = self.b.type_bool();
        let bools = self.vector_of(bool_ty, n);
        let zero = self.splat_int(ty, 0)?;
        Ok(self.emit(Op::IEqual, bools, vec![cnt.0, zero.0]))
    }

    /// The low `cnt` bits set (0 for `cnt == 0`, without shifting by the full width).
    fn low_mask(&mut self, cnt: Id, ty: Id) -> Result<Id> {
        let (scalar, _) = self.scalar_and_count(ty);
        let width = self.splat_int(ty, u64::from(self.scalar_width(scalar)))?;
        let ones = self.splat_int(ty, u64::MAX)?;
        let zero = self.splat_int(ty, 0)?;
        let rest = self.emit(Op::ISub, ty, vec![width.0, cnt.0]);
        let mask = self.emit(Op::ShiftRightLogical, ty, vec![ones.0, rest.0]);
        let empty = self.is_zero(cnt, ty)?;
        Ok(self.emit(Op::Select, ty, vec![empty.0, zero.0, mask.0]))
    }

    /// `convert_T[_sat][_rte|_rtz|_rtp|_rtn]`.
    pub(crate) fn convert(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        let spec = c.name.strip_prefix("convert_").unwrap_or("");
        let mut parts = spec.split('_');
        let target = parts.next().unwrap_or("");
        let mut saturate = false;
        let mut rounding = None;
        for p in parts {
            match (p, crate::tables::opencl::rounding_mode(p)) {
                ("sat", _) if rounding.is_none() && !saturate => saturate = true,
                (_, Some(mode)) if rounding.is_none() => rounding = Some(mode),
                _ => return Err(unsupported(format!("conversion {}", c.name))),
            }
        }
        let target_scalar = target.trim_end_matches(|ch: char| ch.is_ascii_digit());
        // OpenCL C's short spellings only (`uint`, not `unsigned`).
        let known = crate::tables::opencl::scalar_type(target_scalar).filter(|_| !target_scalar.contains("signed"));
        let (to_float, to_signed) = known.map_or((false, false), |(float, _, signed)| (float, signed));
        if known.is_none() || to_float != self.is_float_type(ty) {
            return Err(invalid(format!("{} does not name the type it returns (the call does not match its OpenCL C signature)", c.name)));
        }
        let x = self.value(c.arg(0)?)?;
        let from_float = self.is_float_type(x.ty);
        let from_signed = c.signed(0);
        let same_width = self.scalar_width(self.scalar_and_count(x.ty).0) == self.scalar_width(self.scalar_and_count(ty).0);
        let op = match (from_float, to_float) {
            (true, true) if same_width => return Ok(Some(x)),
            (true, true) => Op::FConvert,
            (true, false) if to_signed => Op::ConvertFToS,
            (true, false) => Op::ConvertFToU,
            (false, true) if from_signed => Op::ConvertSToF,
            (false, true) => Op::ConvertUToF,
            (false, false) if saturate && from_signed && !to_signed => Op::SatConvertSToU,
            (false, false) if saturate && !from_signed && to_signed => Op::SatConvertUToS,
            (false, false) if same_width => return Ok(Some(Val { id: x.id, ty })),
            (false, false) if from_signed => Op::SConvert,
            (false, false) => Op::UConvert,
        };
        let id = self.emit(op, ty, vec![x.id.0]);
        let sat_op = !matches!(op, Op::SatConvertSToU | Op::SatConvertUToS);
        if saturate && sat_op && !to_float {
            self.b.decorate(id, Decoration::SaturatedConversion, &[]);
        }
        if let Some(mode) = rounding {
            if from_float || to_float {
                self.b.decorate(id, Decoration::FPRoundingMode, &[mode as u32]);
            }
        }
        Ok(Some(Val { id, ty }))
    }
}
