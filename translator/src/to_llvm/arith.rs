//! Arithmetic, bitwise, shift, logical and comparison instructions (from the tables in
//! `crate::tables`), and conversions. Wrap and fast-math decorations become instruction flags;
//! saturation and rounding-mode decorations select `__spirv_*_sat` / `_rt?` builtins.
//! `OpBitReverse` becomes `llvm.bitreverse.*` in every target environment: OpenCL C has no
//! builtin for it, and the intrinsic is what LLVM's backends (and our llvm2spirv) know.

use super::spirv_headers::{Decoration, FPEncoding, FPFastMathMode, Op};
use super::builtins::Sign;
use super::{Error, Translator};
use crate::llvm::{BinaryOp, CastOp, FastMathFlags, IntPredicate, RealPredicate, Value};
use crate::spirv::{Id, Instruction};
use crate::tables;
use crate::tables::extensions::SmallFloat;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn is_arithmetic(&self, op: Op) -> bool {
        tables::lookup(tables::BINARY, op).is_some()
            || tables::lookup(tables::INT_COMPARE, op).is_some()
            || tables::lookup(tables::FLOAT_COMPARE, op).is_some()
            || matches!(op, Op::SNegate | Op::FNegate | Op::Not | Op::LogicalNot | Op::SMod | Op::FMod | Op::VectorTimesScalar)
            || matches!(op, Op::IAddCarry | Op::ISubBorrow | Op::UMulExtended | Op::SMulExtended)
    }

    pub(super) fn is_conversion(&self, op: Op) -> bool {
        tables::lookup(tables::CASTS, op).is_some() || tables::WIDTH_CASTS.iter().any(|r| r.0 == op)
    }

    pub(super) fn arithmetic(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        if matches!(op, Op::IAddCarry | Op::ISubBorrow | Op::UMulExtended | Op::SMulExtended) {
            return self.extended(inst, op);
        }
        let b = &self.builder;
        let a = self.operand(inst, 0)?;
        let v = if let Some(bin) = tables::lookup(tables::BINARY, op) {
            let mut rhs = self.operand(inst, 1)?;
            if matches!(bin, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
                rhs = self.match_int_width(rhs, a)?;
            }
            // Two plain constants fold to one, as the reference's builder folds them (casts and
            // other instructions stay instructions); not where a source line applies, which the
            // instruction keeps.
            let folded = (!self.has_line() && a.is_plain_constant_data() && rhs.is_plain_constant_data()).then(|| a.const_binop(bin, rhs).ok()).flatten();
            match folded {
                Some(v) => v,
                None => self.ll(b.binop(bin, a, rhs))?,
            }
        } else if let Some(pred) = tables::lookup(tables::INT_COMPARE, op) {
            self.ll(b.icmp(pred, a, self.operand(inst, 1)?))?
        } else if let Some(pred) = tables::lookup(tables::FLOAT_COMPARE, op) {
            self.ll(b.fcmp(pred, a, self.operand(inst, 1)?))?
        } else {
            match op {
                Op::SNegate => self.ll(b.neg(a))?,
                // Kept an instruction on a constant, as the reference writes it.
                Op::FNegate => self.ll(b.fneg_unfolded(a))?,
                Op::Not | Op::LogicalNot => self.ll(b.not(a))?,
                Op::SMod => self.smod(a, self.operand(inst, 1)?)?,
                Op::VectorTimesScalar => {
                    let splat = self.splat_named(self.operand(inst, 1)?, a.ty(), "")?;
                    let v = self.ll(b.binop(BinaryOp::FMul, a, splat))?;
                    // The reference's name, which an `OpName` replaces.
                    if v.is_instruction() {
                        self.ll(v.set_name("scale"))?;
                    }
                    v
                }
                _ => self.fmod(a, self.operand(inst, 1)?)?,
            }
        };
        self.flags(inst, v)?;
        Ok(v)
    }

    /// `shift` zero-extended or truncated to the width of `like` (SPIR-V allows shift amounts
    /// of another width; LLVM does not).
    fn match_int_width(&self, shift: Value<'a>, like: Value<'a>) -> Result<Value<'a>, Error> {
        let (from, to) = (shift.ty().scalar_type().int_width(), like.ty().scalar_type().int_width());
        match (from, to) {
            (Some(f), Some(t)) if f < t => self.ll(self.builder.cast(CastOp::ZExt, shift, like.ty())),
            (Some(f), Some(t)) if f > t => self.ll(self.builder.cast(CastOp::Trunc, shift, like.ty())),
            _ => Ok(shift),
        }
    }

    /// `OpIAddCarry`/`OpISubBorrow` (`{result, carry or borrow as 0/1}`) and
    /// `OpUMulExtended`/`OpSMulExtended` (`{low half, high half}` of the product: the high half
    /// computed at twice the width, or for 64-bit operands by OpenCL.std's `mul_hi`).
    fn extended(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let (x, y) = (self.operand(inst, 0)?, self.operand(inst, 1)?);
        let ty = x.ty();
        let (first, second) = match op {
            // `llvm.uadd.with.overflow` / `llvm.usub.with.overflow`: the result and whether it
            // wrapped, widened to the operand type (as the reference writes them).
            Op::IAddCarry | Op::ISubBorrow => {
                let name = if op == Op::IAddCarry { "uadd.with.overflow" } else { "usub.with.overflow" };
                let flag_ty = match ty.vector_size() {
                    Some(n) => self.ll(self.ctx.vector_type(self.ll(self.ctx.int_type(1))?, n))?,
                    None => self.ll(self.ctx.int_type(1))?,
                };
                let pair_ty = self.ll(self.ctx.struct_type(&[ty, flag_ty], false))?;
                let pair = self.intrinsic(name, &[ty], pair_ty, &[x, y])?;
                let value = self.ll(b.extract_value(pair, 0))?;
                let flag = self.ll(b.extract_value(pair, 1))?;
                (value, self.ll(b.cast(CastOp::ZExt, flag, ty))?)
            }
            _ => {
                let width = ty.scalar_type().int_width().ok_or_else(|| self.malformed("extended multiply of a non-integer"))?;
                let signed = op == Op::SMulExtended;
                let low = self.ll(b.binop(BinaryOp::Mul, x, y))?;
                if width == 64 {
                    // No wider kernel integer: the high half is OpenCL.std's mul_hi.
                    let sign = if signed { Sign::Signed } else { Sign::Unsigned };
                    let operand_ty = self.type_id_of(Id(self.word(inst, 0)?))?;
                    let param = self.mangle_type(operand_ty, sign)?;
                    let name = match (self.opencl_names(), signed) {
                        (true, _) => "mul_hi",
                        (false, true) => "__spirv_ocl_s_mul_hi",
                        (false, false) => "__spirv_ocl_u_mul_hi",
                    };
                    (low, self.call_builtin(name, vec![param.clone(), param], false, ty, &[x, y], 2)?)
                } else {
                    let wide_scalar = self.ll(self.ctx.int_type(width * 2))?;
                    let wide = match ty.vector_size() {
                        Some(n) => self.ll(self.ctx.vector_type(wide_scalar, n))?,
                        None => wide_scalar,
                    };
                    let ext = if signed { CastOp::SExt } else { CastOp::ZExt };
                    let product = self.ll(b.binop(BinaryOp::Mul, self.ll(b.cast(ext, x, wide))?, self.ll(b.cast(ext, y, wide))?))?;
                    let shift = self.splat_i(wide, u64::from(width))?;
                    let high = self.ll(b.binop(BinaryOp::LShr, product, shift))?;
                    (low, self.ll(b.cast(CastOp::Trunc, high, ty))?)
                }
            }
        };
        let result_ty = self.result_type(inst)?;
        let pair = self.ll(b.insert_value(self.ll(result_ty.poison())?, first, 0))?;
        self.ll(b.insert_value(pair, second, 1))
    }

    /// Signed remainder whose sign follows the divisor.
    fn smod(&self, a: Value<'a>, m: Value<'a>) -> Result<Value<'a>, Error> {
        // The reference's expansion and names: the remainder gets the divisor's sign when the
        // operands' signs differ and it is not zero (then `rem + m` cannot overflow).
        let b = &self.builder;
        let named = |v: Value<'a>, name: &str| -> Result<Value<'a>, Error> {
            self.ll(v.set_name(name))?;
            Ok(v)
        };
        let zero = self.ll(a.ty().const_null())?;
        let rem = named(self.ll(b.binop(BinaryOp::SRem, a, m))?, "srem.res")?;
        let signs = named(self.ll(b.binop(BinaryOp::Xor, a, m))?, "xor.res")?;
        let differ = named(self.ll(b.icmp(IntPredicate::Slt, signs, zero))?, "cmpsign.res")?;
        let nonzero = named(self.ll(b.icmp(IntPredicate::Ne, rem, zero))?, "cmpsrem.res")?;
        let adjusted = named(self.ll(b.binop(BinaryOp::Add, rem, m))?, "add.res")?;
        if adjusted.is_instruction() {
            self.ll(adjusted.set_nsw(true))?;
        }
        let fix = named(self.ll(b.binop(BinaryOp::And, differ, nonzero))?, "cmp.res")?;
        self.ll(b.select(fix, adjusted, rem))
    }

    /// Floating-point remainder whose sign follows the divisor.
    fn fmod(&self, a: Value<'a>, m: Value<'a>) -> Result<Value<'a>, Error> {
        // The reference's expansion and names: the remainder with the divisor's sign, unless
        // that changed a non-zero remainder (their signs differed), which then gets `m` added.
        let b = &self.builder;
        let named = |v: Value<'a>, name: &str| -> Result<Value<'a>, Error> {
            if v.is_instruction() {
                self.ll(v.set_name(name))?;
            }
            Ok(v)
        };
        let t = a.ty();
        let rem = named(self.ll(b.binop(BinaryOp::FRem, a, m))?, "frem.res")?;
        let signed = named(self.intrinsic("copysign", &[t], t, &[rem, m])?, "copysign.res")?;
        let adjusted = named(self.ll(b.binop(BinaryOp::FAdd, rem, m))?, "fadd.res")?;
        let differ = named(self.ll(b.fcmp(RealPredicate::One, rem, signed))?, "cmp.res")?;
        self.ll(b.select(differ, adjusted, signed))
    }

    /// `NoSignedWrap` / `NoUnsignedWrap` / `FPFastMathMode` decorations → instruction flags.
    fn flags(&self, inst: &Instruction, v: Value<'a>) -> Result<(), Error> {
        let Some(id) = inst.result else { return Ok(()) };
        if !v.is_instruction() {
            return Ok(());
        }
        if self.has_decoration(id, Decoration::NoSignedWrap) {
            self.ll(v.set_nsw(true))?;
        }
        if self.has_decoration(id, Decoration::NoUnsignedWrap) {
            self.ll(v.set_nuw(true))?;
        }
        // Its own FPFastMathMode, else the entry point's FPFastMathDefault for its type.
        if let Some(f) = self.fast_math_of(id).or_else(|| self.default_fast_math(v)) {
            self.ll(v.set_fast_math_flags(f))?;
        }
        Ok(())
    }

    /// `FPFastMathMode` of `id` → fast-math flags on call `call` (an `OpenCL.std` instruction's,
    /// which SPIR-V 1.6 may decorate), when the call takes them (a floating-point result).
    pub(super) fn call_flags(&self, id: Id, call: Value<'a>) -> Result<(), Error> {
        match self.fast_math_of(id) {
            Some(f) if call.takes_fast_math() => self.ll(call.set_fast_math_flags(f)),
            _ => Ok(()),
        }
    }

    /// The fast-math flags of `id`'s `FPFastMathMode` (`tables::FAST_MATH`), if it has any.
    fn fast_math_of(&self, id: Id) -> Option<FastMathFlags> {
        let &&[mode, ..] = self.decorations(id, Decoration::FPFastMathMode).first()? else { return None };
        fast_math_flags(mode)
    }

    /// `OpFConvert` to or from an `SPV_EXT_float8` type (held in `i8` lanes; also a cooperative
    /// matrix of one, held in `i8` components): the builtin the
    /// reference calls, `__builtin_spirv_Convert{from}To{to}EXT`
    /// (`tables::extensions::float8_conversion_name`); `None` for other conversions.
    pub(super) fn float8_conversion(&mut self, inst: &Instruction) -> Result<Option<Value<'a>>, Error> {
        let result_ty = inst.result_type.ok_or_else(|| self.malformed("OpFConvert without result type"))?;
        let operand = inst.id_operand(0).ok_or_else(|| self.malformed("OpFConvert without operand"))?;
        let (from, to) = (self.small_float_of(self.type_id_of(operand)?)?.1, self.small_float_of(result_ty)?.1);
        let is_float8 = |f: Option<SmallFloat>| matches!(f, Some(SmallFloat::Float8(_)));
        if !is_float8(from) && !is_float8(to) {
            return Ok(None);
        }
        let name = from.zip(to).and_then(|(f, t)| tables::extensions::float8_conversion_name(f, t)).ok_or_else(|| {
            let describe = |f: Option<SmallFloat>| f.map_or_else(|| "another type".to_string(), |f| format!("{f:?}"));
            self.unsupported(format!(
                "OpFConvert from {} to {}: an 8-bit float converts to or from a 16-bit one (half or bfloat16)",
                describe(from),
                describe(to)
            ))
        })?;
        let (suffix, saturated) = tables::extensions::FLOAT8_SATURATED;
        let saturates = inst.result.is_some_and(|r| self.has_decoration(r, saturated));
        let name = if saturates && is_float8(to) { format!("{name}{suffix}") } else { name };
        let arg = self.operand(inst, 0)?;
        let params = vec![self.mangle_type(self.type_id_of(operand)?, Sign::Signed)?];
        let ret = self.ty(result_ty)?;
        self.call_builtin(&name, params, false, ret, &[arg], 1).map(Some)
    }

    /// The small-float format of type `ty`'s numbers (itself, a vector's or a cooperative
    /// matrix's components), with whether `ty` is a cooperative matrix.
    fn small_float_of(&self, ty: Id) -> Result<(bool, Option<SmallFloat>), Error> {
        let mut d = self.def(ty)?;
        let matrix = d.op() == Some(Op::TypeCooperativeMatrixKHR);
        if matrix || d.op() == Some(Op::TypeVector) {
            d = self.def(Id(self.word(d, 0)?))?;
        }
        if d.op() != Some(Op::TypeFloat) {
            return Ok((matrix, None));
        }
        let format = match (self.word(d, 0)?, d.operands.get(1).copied()) {
            (8, Some(e)) => tables::extensions::float8_encoding(e),
            (16, Some(e)) if e == FPEncoding::BFloat16KHR as u32 => Some(SmallFloat::BFloat16),
            (16, None) => Some(SmallFloat::Half),
            _ => None,
        };
        Ok((matrix, format))
    }

    /// Whether the result or the operand of `inst` is a cooperative matrix of 8-bit floats.
    pub(super) fn float8_matrix(&self, inst: &Instruction) -> Result<bool, Error> {
        let operand = inst.id_operand(0).map(|o| self.type_id_of(o)).transpose()?;
        for ty in [inst.result_type, operand].into_iter().flatten() {
            if let (true, Some(SmallFloat::Float8(_))) = self.small_float_of(ty)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    pub(super) fn conversion(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let id = inst.result.ok_or_else(|| self.malformed("conversion without result"))?;
        if self.has_decoration(id, Decoration::SaturatedConversion) || self.has_decoration(id, Decoration::FPRoundingMode) {
            return self.builtin_call(inst, op);
        }
        if op == Op::FConvert {
            if let Some(call) = self.float8_conversion(inst)? {
                return Ok(Some(call));
            }
        }
        if self.has_decoration(id, tables::extensions::FLOAT8_SATURATED.1) {
            // Saturation to an 8-bit float's largest normal number, on another conversion.
            let float8_result = matches!(inst.result_type.map(|t| self.small_float_of(t)).transpose()?, Some((_, Some(SmallFloat::Float8(_)))));
            if !float8_result {
                return Err(self.malformed(tables::extensions::MISPLACED_SATURATION_DECORATION));
            }
        }
        if let Some(call) = self.opencl_vector_conversion(inst, op)? {
            return Ok(Some(call));
        }
        let a = self.operand(inst, 0)?;
        let to = self.result_type(inst)?;
        let from = a.ty();
        if self.shader && matches!(op, Op::ConvertFToS | Op::ConvertFToU) {
            // Shader modules: an out-of-range or NaN operand gives what GPUs give (saturation,
            // 0 for NaN), which refines SPIR-V's undefined result; code such as clspv's
            // saturating conversions relies on it.
            let name = if op == Op::ConvertFToS { "fptosi.sat" } else { "fptoui.sat" };
            let v = self.intrinsic(name, &[to, from], to, &[a])?;
            return Ok(Some(v));
        }
        let cast = match op {
            Op::UConvert | Op::SConvert | Op::FConvert => {
                let width = |t: crate::llvm::Type<'a>| t.scalar_type().int_width().unwrap_or_else(|| t.scalar_type().primitive_size_bits() as u32);
                let (f, t) = (width(from), width(to));
                if f == t {
                    return Ok(Some(a));
                }
                tables::width_cast(op, t > f).ok_or_else(|| self.malformed(format!("{} between these types", inst.opcode_name())))?
            }
            Op::Bitcast => {
                if from == to {
                    return Ok(Some(a));
                }
                // A pointer and a vector (or float) of its size meet through the integer of
                // that size: ptrtoint then bitcast, bitcast then inttoptr.
                let through_int = |t: crate::llvm::Type<'a>| t.int_width().is_none();
                match (from.is_pointer(), to.is_pointer()) {
                    (true, false) if through_int(to) => {
                        let int = self.ll(self.ctx.int_type(to.primitive_size_bits() as u32))?;
                        let address = self.ll(self.builder.cast(CastOp::PtrToInt, a, int))?;
                        let v = self.ll(self.builder.cast(CastOp::BitCast, address, to))?;
                        return Ok(Some(v));
                    }
                    (false, true) if through_int(from) => {
                        let int = self.ll(self.ctx.int_type(from.primitive_size_bits() as u32))?;
                        let address = self.ll(self.builder.cast(CastOp::BitCast, a, int))?;
                        let v = self.ll(self.builder.cast(CastOp::IntToPtr, address, to))?;
                        return Ok(Some(v));
                    }
                    (true, false) => CastOp::PtrToInt,
                    (false, true) => CastOp::IntToPtr,
                    (true, true) => CastOp::AddrSpaceCast,
                    _ => CastOp::BitCast,
                }
            }
            Op::PtrCastToGeneric | Op::GenericCastToPtr | Op::PtrCastToCrossWorkgroupINTEL | Op::CrossWorkgroupCastToPtrINTEL if from == to => {
                return Ok(Some(a));
            }
            _ => tables::lookup(tables::CASTS, op).ok_or_else(|| self.unsupported(format!("Op{op:?}")))?,
        };
        let v = self.ll(self.builder.cast(cast, a, to))?;
        self.flags(inst, v)?;
        Ok(Some(v))
    }

    /// `OpBitReverse` → `llvm.bitreverse.iN` / `llvm.bitreverse.vKiN`.
    pub(super) fn bit_reverse(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let a = self.operand(inst, 0)?;
        let ty = a.ty();
        let width = ty.scalar_type().int_width().ok_or_else(|| self.malformed("OpBitReverse of a non-integer"))?;
        let name = match ty.vector_size() {
            Some(n) => format!("llvm.bitreverse.v{n}i{width}"),
            None => format!("llvm.bitreverse.i{width}"),
        };
        let fn_ty = self.ll(self.ctx.function_type(ty, &[ty], false))?;
        let f = self.ll(self.module.get_or_insert_function(&name, fn_ty))?;
        self.ll(self.builder.call(fn_ty, f.as_value(), &[a]))
    }
}

/// The LLVM fast-math flags of `FPFastMathMode` bits `mode` (`tables::FAST_MATH`), if any.
pub(super) fn fast_math_flags(mode: u32) -> Option<FastMathFlags> {
    let mode = FPFastMathMode::from_bits_truncate(mode);
    let f = tables::FAST_MATH.iter().filter(|(spv, _, _)| mode.contains(*spv)).fold(0, |acc, (_, llvm, _)| acc | llvm.bits());
    (f != 0).then(|| FastMathFlags::from_bits(f))
}
