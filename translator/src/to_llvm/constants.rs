//! Constants: scalar, composite, null, undef, and specialization constants (default values or
//! the overrides in [`super::Options::spec_constants`]); `OpSpecConstantOp` is folded with LLVM
//! constant expressions where LLVM 22 still has them.

use super::spirv_headers::{Decoration, Op};
use super::{Error, Translator};
use crate::llvm::{BinaryOp, CastOp, GepNoWrapFlags, TypeKind, Value};
use crate::spirv::{Id, Instruction};
use crate::tables;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Translates one constant-defining instruction.
    pub(super) fn declare_constant(&mut self, inst: &Instruction) -> Result<(), Error> {
        let Some(op) = inst.op() else { return Ok(()) };
        let Some(result) = inst.result else { return Ok(()) };
        if self.is_function_constant(inst) {
            // Made per function, as calls (see `function_constants`).
            return Ok(());
        }
        let ty = self.result_type(inst)?;
        let v = match op {
            Op::ConstantTrue | Op::ConstantFalse | Op::SpecConstantTrue | Op::SpecConstantFalse => {
                let mut value = matches!(op, Op::ConstantTrue | Op::SpecConstantTrue);
                if matches!(op, Op::SpecConstantTrue | Op::SpecConstantFalse) {
                    if let Some(v) = self.spec_override(result) {
                        value = v != 0;
                    }
                }
                self.ll(ty.const_int(u64::from(value)))?
            }
            Op::Constant | Op::SpecConstant => {
                let mut words: Vec<u32> = inst.operands.clone();
                if op == Op::SpecConstant {
                    if let Some(v) = self.spec_override(result) {
                        words = vec![v as u32, (v >> 32) as u32];
                        words.truncate(inst.operands.len().max(1));
                    }
                }
                self.number(ty, &words)?
            }
            Op::ConstantNull => self.ll(ty.const_null())?,
            Op::ConstantComposite | Op::SpecConstantComposite | Op::ConstantCompositeReplicateEXT => {
                let mut elems = inst.operands.iter().map(|&e| self.value(Id(e))).collect::<Result<Vec<_>, _>>()?;
                if op == Op::ConstantCompositeReplicateEXT {
                    let n = self.element_count(ty)?;
                    let first = elems.first().copied().ok_or_else(|| self.malformed("empty replicate"))?;
                    elems = vec![first; n];
                }
                let elems = match inst.result_type {
                    Some(t) => self.laid_out_parts(t, ty, elems)?,
                    None => elems,
                };
                self.composite_constant(ty, &elems)?
            }
            Op::Undef => self.ll(ty.undef())?,
            Op::SpecConstantOp => self.spec_constant_op(inst, ty)?,
            // Made per function, as calls (see `function_constants`).
            Op::ConstantSampler => return Ok(()),
            Op::ConstantPipeStorage => return Err(self.unsupported("OpConstantPipeStorage")),
            other => return Err(self.unsupported(format!("constant Op{other:?}"))),
        };
        self.set_value(result, v);
        Ok(())
    }

    /// The override of the specialization constant `id` (by its `SpecId`), if any.
    fn spec_override(&self, id: Id) -> Option<u64> {
        let spec_id = *self.decorations(id, Decoration::SpecId).first()?.first()?;
        self.options.spec_constants.iter().find(|(sid, _)| *sid == spec_id).map(|(_, v)| *v)
    }

    /// `composite` with the member at `path` replaced by `object`, folded.
    fn const_insert(&self, composite: Value<'a>, object: Value<'a>, path: &[u32]) -> Result<Value<'a>, Error> {
        let Some((&first, rest)) = path.split_first() else { return Ok(object) };
        let ty = composite.ty();
        let count = self.element_count(ty)? as u32;
        let mut elems = Vec::with_capacity(count as usize);
        for i in 0..count {
            let e = composite.aggregate_element(i).ok_or_else(|| self.malformed("composite element"))?;
            elems.push(if i == first { self.const_insert(e, object, rest)? } else { e });
        }
        self.composite_constant(ty, &elems)
    }

    /// A scalar constant of `ty` from its literal words.
    fn number(&self, ty: crate::llvm::Type<'ctx>, words: &[u32]) -> Result<Value<'a>, Error> {
        let mut wide: Vec<u64> = words.chunks(2).map(|c| u64::from(c[0]) | c.get(1).map_or(0, |&h| u64::from(h) << 32)).collect();
        if wide.is_empty() {
            wide.push(0);
        }
        match ty.kind() {
            TypeKind::Integer => {
                let width = ty.int_width().unwrap_or(64);
                if width < 64 {
                    if let Some(w) = wide.first_mut() {
                        *w &= (1u64 << width) - 1;
                    }
                }
                wide.truncate((width as usize).div_ceil(64).max(1));
                self.ll(ty.const_int_words(&wide))
            }
            TypeKind::Half | TypeKind::BFloat | TypeKind::Float | TypeKind::Double => self.ll(ty.const_float_bits(&wide)),
            _ => Err(self.malformed("OpConstant of a type that is neither integer nor float")),
        }
    }

    /// A constant struct, array or vector of `ty`.
    pub(super) fn composite_constant(&self, ty: crate::llvm::Type<'ctx>, elems: &[Value<'a>]) -> Result<Value<'a>, Error> {
        match ty.kind() {
            TypeKind::Vector => self.ll(self.ctx.const_vector(elems)),
            TypeKind::Array => {
                let elem = ty.element_type().ok_or_else(|| self.malformed("array without element type"))?;
                self.ll(elem.const_array(elems))
            }
            TypeKind::Struct => {
                if ty.struct_name().is_some() {
                    self.ll(ty.const_named_struct(elems))
                } else {
                    self.ll(self.ctx.const_struct(elems, ty.is_packed_struct().unwrap_or(false)))
                }
            }
            _ => Err(self.malformed("composite constant of a non-composite type")),
        }
    }

    fn spec_constant_op(&mut self, inst: &Instruction, ty: crate::llvm::Type<'ctx>) -> Result<Value<'a>, Error> {
        let opcode = self.word(inst, 0)?;
        let op = Op::from_u32(opcode).ok_or_else(|| self.malformed(format!("OpSpecConstantOp opcode {opcode}")))?;
        let arg = |i: usize| self.operand(inst, i + 1);
        if inst.operands.len() > super::composite::MAX_PATH {
            return Err(self.unsupported("OpSpecConstantOp with that many operands"));
        }
        if let Some(bin) = tables::lookup(tables::BINARY, op) {
            let (a, b) = (arg(0)?, arg(1)?);
            let folded = self.ll(a.const_binop(bin, b))?;
            // What SPIR-V leaves undefined (a zero divisor, a shift past the width) LLVM folds to
            // poison, which taints every use: SPIR-V's undefined value is `undef`.
            if folded.is_poison() && !a.is_poison() && !b.is_poison() {
                return self.ll(ty.undef());
            }
            return Ok(folded);
        }
        if let Some(cast) = tables::lookup(tables::CASTS, op) {
            let a = arg(0)?;
            if a.ty() == ty {
                return Ok(a);
            }
            // A bitcast between pointers of two address spaces (a function pointer in
            // `CodeSectionINTEL` and a plain one) is an address space cast.
            let cast = if cast == CastOp::BitCast && a.ty().is_pointer() && ty.is_pointer() { CastOp::AddrSpaceCast } else { cast };
            return self.ll(a.const_cast(cast, ty));
        }
        // LLVM 22 has no constant comparison expressions and no `smod`: fold plain integers here.
        let literal_pair = |this: &Self, op: Op| -> Result<((u128, i128), (u128, i128), u32), Error> {
            let (a, b) = (arg(0)?, arg(1)?);
            let width = a.ty().int_width().filter(|&w| w <= 128).ok_or_else(|| this.unsupported(format!("OpSpecConstantOp Op{op:?} on {}", a.ty())))?;
            let (Some(x), Some(y)) = (a.const_int_words(), b.const_int_words()) else {
                return Err(this.unsupported(format!("OpSpecConstantOp Op{op:?} on non-literal operands")));
            };
            let value = |w: &[u64]| -> (u128, i128) {
                let raw = w.iter().rev().fold(0u128, |acc, &v| (acc << 64) | u128::from(v));
                let shift = 128 - width;
                let raw = (raw << shift) >> shift;
                (raw, ((raw << shift) as i128) >> shift)
            };
            Ok((value(&x), value(&y), width))
        };
        if op == Op::SMod {
            // The remainder with the sign of the divisor; undefined for a zero divisor.
            let ((_, sx), (_, sy), width) = literal_pair(self, op)?;
            if sy == 0 {
                return self.ll(ty.undef());
            }
            let mut r = sx.wrapping_rem(sy);
            if r != 0 && (r < 0) != (sy < 0) {
                r = r.wrapping_add(sy);
            }
            let bits = if width == 128 { r as u128 } else { (r as u128) & ((1u128 << width) - 1) };
            return self.ll(ty.const_int_words(&[bits as u64, (bits >> 64) as u64]));
        }
        if let Some(pred) = tables::lookup(tables::INT_COMPARE, op) {
            let ((ux, sx), (uy, sy), _) = literal_pair(self, op)?;
            use crate::llvm::IntPredicate as P;
            let r = match pred {
                P::Eq => ux == uy,
                P::Ne => ux != uy,
                P::Ugt => ux > uy,
                P::Uge => ux >= uy,
                P::Ult => ux < uy,
                P::Ule => ux <= uy,
                P::Sgt => sx > sy,
                P::Sge => sx >= sy,
                P::Slt => sx < sy,
                P::Sle => sx <= sy,
            };
            return self.ll(ty.const_int(u64::from(r)));
        }
        match op {
            Op::Select => {
                let c = arg(0)?.const_int_zext().ok_or_else(|| self.unsupported("OpSpecConstantOp OpSelect on a vector condition"))?;
                if c != 0 { arg(1) } else { arg(2) }
            }
            Op::SNegate => {
                let a = arg(0)?;
                let zero = self.ll(a.ty().const_null())?;
                self.ll(zero.const_binop(BinaryOp::Sub, a))
            }
            Op::Not | Op::LogicalNot => {
                let a = arg(0)?;
                let ones = self.ll(a.ty().const_all_ones())?;
                self.ll(a.const_binop(BinaryOp::Xor, ones))
            }
            Op::UConvert | Op::SConvert => {
                let a = arg(0)?;
                let (from, to) = (a.ty().scalar_type().int_width().unwrap_or(0), ty.scalar_type().int_width().unwrap_or(0));
                let cast = if to < from { CastOp::Trunc } else if op == Op::UConvert { CastOp::ZExt } else { CastOp::SExt };
                if to == from { Ok(a) } else { self.ll(a.const_cast(cast, ty)) }
            }
            Op::CompositeExtract => {
                let mut v = arg(0)?;
                for &i in inst.operands.get(2..).unwrap_or(&[]) {
                    v = v.aggregate_element(i).ok_or_else(|| self.malformed("OpSpecConstantOp CompositeExtract index out of range"))?;
                }
                Ok(v)
            }
            Op::CompositeInsert => {
                let object = arg(0)?;
                let composite = arg(1)?;
                self.const_insert(composite, object, inst.operands.get(3..).unwrap_or(&[]))
            }
            Op::VectorShuffle => {
                let (a, b) = (arg(0)?, arg(1)?);
                let na = a.ty().vector_size().unwrap_or(0);
                let elem = ty.element_type().ok_or_else(|| self.malformed("shuffle result is not a vector"))?;
                let mut lanes = Vec::new();
                for &c in inst.operands.get(3..).unwrap_or(&[]) {
                    lanes.push(if c == u32::MAX {
                        self.ll(elem.poison())?
                    } else if c < na {
                        a.aggregate_element(c).ok_or_else(|| self.malformed("shuffle component"))?
                    } else {
                        b.aggregate_element(c - na).ok_or_else(|| self.malformed("shuffle component"))?
                    });
                }
                self.ll(self.ctx.const_vector(&lanes))
            }
            Op::FConvert => {
                let a = arg(0)?;
                let (from, to) = (a.ty().scalar_type().primitive_size_bits(), ty.scalar_type().primitive_size_bits());
                let cast = if to < from { CastOp::FPTrunc } else { CastOp::FPExt };
                if to == from { Ok(a) } else { self.ll(a.const_cast(cast, ty)) }
            }
            Op::InBoundsPtrAccessChain | Op::PtrAccessChain => {
                let base_id = inst.id_operand(1).ok_or_else(|| self.malformed("missing base"))?;
                let base = self.value(base_id)?;
                let elem = self.ty(self.pointee_of_value(base_id, None)?)?;
                let idx = inst.operands.iter().skip(2).map(|&i| self.value(Id(i))).collect::<Result<Vec<_>, _>>()?;
                let flags = if op == Op::InBoundsPtrAccessChain { GepNoWrapFlags::INBOUNDS } else { GepNoWrapFlags::NONE };
                self.ll(base.const_gep(elem, &idx, flags))
            }
            other => Err(self.unsupported(format!("OpSpecConstantOp with Op{other:?}"))),
        }
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether constant `inst` is made per function (`function_constants`): a sampler, or a
    /// composite cooperative matrix.
    fn is_function_constant(&self, inst: &Instruction) -> bool {
        match inst.op() {
            Some(Op::ConstantSampler) => true,
            Some(Op::ConstantComposite | Op::SpecConstantComposite) => inst.result_type.is_some_and(|t| self.is_cooperative_matrix(t)),
            _ => false,
        }
    }

    /// Constants without an LLVM constant form become calls at the top of each function body
    /// that names them, whose results stand for the constants within that function:
    /// `OpConstantSampler` is `__spirv_ConstantSampler(addressing, normalized, filter)` (with an
    /// OpenCL C target environment `__translate_sampler_initializer(CLK_* bits)`, as clang
    /// emits for a constant `sampler_t`); a cooperative matrix constant is
    /// `__spirv_ConstantComposite_R{type}(component)`, as the Khronos translator names it
    /// (unmangled). (A null matrix is LLVM's `zeroinitializer` of its type.) A constant that an
    /// `OpLine` precedes (a sampler's initializer in the source) gets that line in the
    /// function's subprogram.
    pub(super) fn function_constants(&mut self, body: &[Instruction]) -> Result<(), Error> {
        use spirv_llvm_mangling::{Scalar, Type as MType};
        let spv = self.spv;
        let globals = spv.section(crate::spirv::Section::Global);
        if self.function_constants.is_none() {
            let positions = globals.iter().enumerate().filter(|(_, i)| self.is_function_constant(i)).map(|(k, _)| k).collect();
            self.function_constants = Some(positions);
        }
        let positions = self.function_constants.as_deref().unwrap_or_default();
        if positions.is_empty() {
            return Ok(());
        }
        // Only the constants this function names (an operand word equal to a constant's id).
        let mut used: std::collections::HashSet<u32> = body.iter().flat_map(|i| i.operands.iter().copied()).collect();
        // A sampler variable's loads are its sampler.
        let through_variables: Vec<u32> = used.iter().filter_map(|w| self.sampler_vars.get(w)).map(|s| s.0).collect();
        used.extend(through_variables);
        // With the `OpLine` right before each (the source of a sampler's initializer).
        let constants: Vec<(&Instruction, Option<&Instruction>)> = positions
            .iter()
            .filter_map(|&k| Some((globals.get(k)?, k.checked_sub(1).and_then(|p| globals.get(p)))))
            .filter(|(i, _)| i.result.is_some_and(|r| used.contains(&r.0)))
            .collect();
        if constants.is_empty() {
            return Ok(());
        }
        let entry = self.func.entry.ok_or_else(|| self.malformed("function without blocks"))?;
        self.ll(self.builder.position_at_end(entry))?;
        for (inst, before) in constants {
            let (Some(result), Some(type_id)) = (inst.result, inst.result_type) else { continue };
            let line = before.filter(|b| b.op() == Some(Op::Line)).and_then(|b| Some((*b.operands.get(1)?, *b.operands.get(2)?)));
            let location = match line {
                Some((line, column)) => self.function_location(line, column)?,
                None => None,
            };
            self.ll(self.builder.set_debug_location(location))?;
            let ty = self.ty(type_id)?;
            let i32_ty = self.ctx.i32_type();
            let call = if inst.op() != Some(Op::ConstantSampler) {
                let name = format!("__spirv_ConstantComposite_R{}", self.return_postfix(type_id, super::builtins::Sign::Signed)?);
                let args = inst.operands.iter().map(|&w| self.value(Id(w))).collect::<Result<Vec<_>, _>>()?;
                self.call_symbol(&name, ty, &args, args.len(), false)?.1
            } else if self.opencl_names() {
                let [addressing, normalized, filter] = [0, 1, 2].map(|i| inst.operands.get(i).copied().unwrap_or(u32::MAX));
                let bits = crate::tables::opencl::sampler_flags(addressing, normalized, filter)
                    .ok_or_else(|| self.malformed(format!("OpConstantSampler {addressing} {normalized} {filter}")))?;
                let arg = self.ll(i32_ty.const_int(bits))?;
                self.call_symbol(crate::tables::opencl::SAMPLER_INITIALIZER, ty, &[arg], 1, false)?.1
            } else {
                let args = inst.operands.iter().take(3).map(|&w| self.ll(i32_ty.const_int(u64::from(w)))).collect::<Result<Vec<_>, _>>()?;
                let params = vec![MType::Scalar(Scalar::Int); args.len()];
                self.call_builtin("__spirv_ConstantSampler", params, false, ty, &args, args.len())?
            };
            self.set_value(result, call);
        }
        self.ll(self.builder.set_debug_location(None))
    }
}
