//! Core instructions that Kernel modules keep as `__spirv_*` calls (the form the Khronos
//! translator gives them) but Shader modules express in plain LLVM IR, so that a compute
//! shader's module needs no SPIR-V runtime: `OpIsNan`, `OpIsInf` (comparisons), `OpDot`
//! (products summed lane by lane), `OpAny`/`OpAll` (`llvm.vector.reduce.or/and`),
//! `OpBitCount` (`llvm.ctpop`), `OpBitFieldInsert`/`SExtract`/`UExtract` (masks and shifts,
//! a zero count giving the base or 0 as the specification says), and 64-bit
//! `OpUMulExtended`/`OpSMulExtended` (through a 128-bit product).

use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::{CastOp, IntPredicate, RealPredicate, Type, Value};
use crate::spirv::Instruction;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether Shader modules translate `op` here (for `inst`: extended multiplications only at
    /// 64 bits, the narrower ones are plain arithmetic already).
    pub(super) fn is_shader_core_op(&self, inst: &Instruction, op: Op) -> bool {
        match op {
            Op::IsNan | Op::IsInf | Op::Dot | Op::Any | Op::All | Op::BitCount => true,
            Op::BitFieldInsert | Op::BitFieldSExtract | Op::BitFieldUExtract => true,
            Op::UMulExtended | Op::SMulExtended => {
                inst.id_operand(0).and_then(|a| self.index.type_of(a)).and_then(|t| self.ty(t).ok()).and_then(|t| t.scalar_type().int_width()) == Some(64)
            }
            _ => false,
        }
    }

    pub(super) fn shader_core_op(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        let ret = self.result_type(inst)?;
        let b = &self.builder;
        let x = self.operand(inst, 0)?;
        match op {
            Op::IsNan => self.ll(b.fcmp(RealPredicate::Uno, x, x)),
            Op::IsInf => {
                let t = x.ty();
                let magnitude = self.intrinsic("fabs", &[t], t, &[x])?;
                let inf = self.splat_value(t, self.ll(t.scalar_type().const_real(f64::INFINITY))?)?;
                self.ll(b.fcmp(RealPredicate::Oeq, magnitude, inf))
            }
            Op::Dot => self.dot(x, self.operand(inst, 1)?),
            Op::Any | Op::All => {
                let name = if op == Op::Any { "vector.reduce.or" } else { "vector.reduce.and" };
                self.intrinsic(name, &[x.ty()], ret, &[x])
            }
            Op::BitCount => self.intrinsic("ctpop", &[ret], ret, &[x]),
            Op::BitFieldInsert => {
                let (insert, offset, count) = (self.operand(inst, 1)?, self.operand(inst, 2)?, self.operand(inst, 3)?);
                let (offset, count) = (self.lanes_of(offset, ret)?, self.lanes_of(count, ret)?);
                let mask = self.ll(b.shl(self.low_bits(ret, count)?, offset))?;
                let kept = self.ll(b.and(x, self.ll(b.not(mask))?))?;
                let placed = self.ll(b.and(self.ll(b.shl(insert, offset))?, mask))?;
                self.ll(b.or(kept, placed))
            }
            Op::BitFieldSExtract | Op::BitFieldUExtract => {
                // (x >> offset) & low_bits(count), sign-extended from bit count - 1.
                let (offset, count) = (self.lanes_of(self.operand(inst, 1)?, ret)?, self.lanes_of(self.operand(inst, 2)?, ret)?);
                let field = self.ll(b.and(self.ll(b.lshr(x, offset))?, self.low_bits(ret, count)?))?;
                if op == Op::BitFieldUExtract {
                    return Ok(field);
                }
                let width = u64::from(ret.scalar_type().int_width().unwrap_or(32));
                let up = self.ll(b.sub(self.splat_i(ret, width)?, count))?;
                let zero = self.ll(b.icmp(IntPredicate::Eq, count, self.splat_i(ret, 0)?))?;
                // A zero count shifts by the width (poison): the result is 0 then.
                let safe_up = self.ll(b.select(zero, self.splat_i(ret, 0)?, up))?;
                let signed = self.ll(b.ashr(self.ll(b.shl(field, safe_up))?, safe_up))?;
                self.ll(b.select(zero, self.splat_i(ret, 0)?, signed))
            }
            Op::UMulExtended | Op::SMulExtended => {
                let y = self.operand(inst, 1)?;
                let wide = self.wide_int_type(x.ty(), 128)?;
                let extend = if op == Op::SMulExtended { CastOp::SExt } else { CastOp::ZExt };
                let product = self.ll(b.mul(self.ll(b.cast(extend, x, wide))?, self.ll(b.cast(extend, y, wide))?))?;
                let low = self.ll(b.cast(CastOp::Trunc, product, x.ty()))?;
                let high = self.ll(b.cast(CastOp::Trunc, self.ll(b.lshr(product, self.splat_i(wide, 64)?))?, x.ty()))?;
                let pair = self.ll(ret.poison())?;
                let pair = self.ll(b.insert_value(pair, low, 0))?;
                self.ll(b.insert_value(pair, high, 1))
            }
            _ => Err(self.unsupported(format!("Op{op:?}"))),
        }
    }

    /// A scalar `count`/`offset` operand as a value of `ty` (splat for vectors, the width
    /// adjusted: the operands may have another integer width than the base).
    fn lanes_of(&self, v: Value<'a>, ty: Type<'a>) -> Result<Value<'a>, Error> {
        let scalar = ty.scalar_type();
        let v = match (v.ty().int_width(), scalar.int_width()) {
            (Some(a), Some(b)) if a > b => self.ll(self.builder.cast(CastOp::Trunc, v, scalar))?,
            (Some(a), Some(b)) if a < b => self.ll(self.builder.cast(CastOp::ZExt, v, scalar))?,
            _ => v,
        };
        if v.ty() == ty { Ok(v) } else { self.splat_value(ty, v) }
    }

    /// The lowest `count` bits set (all bits for a count of the width, none for 0).
    fn low_bits(&self, ty: Type<'a>, count: Value<'a>) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let width = u64::from(ty.scalar_type().int_width().unwrap_or(32));
        let ones = self.ll(ty.const_all_ones())?;
        let zero = self.splat_i(ty, 0)?;
        let is_zero = self.ll(b.icmp(IntPredicate::Eq, count, zero))?;
        let shift = self.ll(b.sub(self.splat_i(ty, width)?, count))?;
        let safe = self.ll(b.select(is_zero, zero, shift))?;
        self.ll(b.select(is_zero, zero, self.ll(b.lshr(ones, safe))?))
    }

    /// `ty` (an integer or a vector of them) with `bits`-wide integers.
    fn wide_int_type(&self, ty: Type<'a>, bits: u32) -> Result<Type<'a>, Error> {
        let scalar = self.ll(self.ctx.int_type(bits))?;
        match ty.vector_size().filter(|_| ty.is_vector()) {
            Some(n) => self.ll(self.ctx.vector_type(scalar, n)),
            None => Ok(scalar),
        }
    }
}
