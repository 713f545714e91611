//! `__spirv_*` builtins (SPIR-V friendly IR, as `spirv2llvm` writes it): the name says which
//! instruction to emit.
//!
//! - `__spirv_{Op}[_R{type}][_sat][_rtX]`: instruction `Op{Op}`; the arguments fill its
//!   operands in grammar order, ids from values, literals and enumerants from constant
//!   arguments; `_sat` and `_rtX` become `SaturatedConversion` and `FPRoundingMode`.
//! - `__spirv_ocl_{name}`: `OpenCL.std` instruction `name`, literal operands from constants.
//! - `__spirv_BuiltIn{Var}`: a load of the builtin variable (a component of it, for the
//!   three-component ones).
//! - `__spirv_GenericCastToPtr[Explicit]_To{Global|Local|Private}`.

use ::spirv::{Decoration, Op, StorageClass};
use spirv_llvm_mangling::{CastTarget, OpenClType, ReturnType, Scalar, SpirvBuiltinName, SpirvType, Type as MType};

use super::{Call, Result, Translator, Val};
use crate::llvm::{AttrIndex, Attribute};
use crate::spirv::grammar::{self, OperandKind, OperandQuantifier};
use crate::spirv::Id;
use crate::to_spirv::{invalid, unsupported};

/// Whether `name` (`__spirv_…`) names an instruction, an OpenCL.std instruction or a builtin
/// variable this translator knows; other `__spirv_` names are ordinary functions.
pub(crate) fn names_a_builtin(name: &str) -> bool {
    match SpirvBuiltinName::parse(name) {
        Ok(SpirvBuiltinName::Op { opcode, .. }) => grammar::instruction_by_name(&opcode).is_some(),
        Ok(SpirvBuiltinName::Ocl { instruction, .. }) => {
            grammar::ext_inst_set(grammar::OPENCL_STD).is_some_and(|set| set.instruction_by_name(&instruction).is_some())
        }
        Ok(_) => true,
        Err(_) => false,
    }
}

impl<'m> Translator<'m> {
    pub(crate) fn spirv_builtin(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let parsed = SpirvBuiltinName::parse(&c.name).map_err(|e| unsupported(format!("builtin {} ({e})", c.name)))?;
        match parsed {
            SpirvBuiltinName::BuiltIn(var) => self.spirv_builtin_var(c, &var),
            SpirvBuiltinName::Ocl { instruction, .. } => self.spirv_ocl(c, &instruction),
            SpirvBuiltinName::Op { opcode, postfixes } => {
                let val = self.spirv_op(c, &opcode, postfixes.return_type.as_ref())?;
                if let Some(v) = val {
                    if postfixes.saturate {
                        self.b.decorate(v.id, Decoration::SaturatedConversion, &[]);
                    }
                    if let Some(mode) = postfixes.rounding.and_then(|r| crate::tables::opencl::rounding_mode(r.name())) {
                        self.b.decorate(v.id, Decoration::FPRoundingMode, &[mode as u32]);
                    }
                }
                Ok(val)
            }
            SpirvBuiltinName::GenericCastToPtr { explicit, target } => {
                let ty = self.result_type(c)?.ok_or_else(|| invalid("a cast must return a value"))?;
                let src = self.value(c.arg(0)?)?;
                let (_, pointee) = self.pointer_parts(src.ty).ok_or_else(|| invalid("cast of a non-pointer"))?;
                let sc = match target {
                    CastTarget::Global => StorageClass::CrossWorkgroup,
                    CastTarget::Local => StorageClass::Workgroup,
                    CastTarget::Private => StorageClass::Function,
                };
                let (to, _) = self.pointer_parts(ty).ok_or_else(|| invalid("cast to a non-pointer"))?;
                if to != sc {
                    return Err(invalid(format!("{} returns a pointer in {to:?}", c.name)));
                }
                let ty = self.pointer_type(sc, pointee);
                let id = if explicit {
                    self.emit(Op::GenericCastToPtrExplicit, ty, vec![src.id.0, sc as u32])
                } else {
                    self.emit(Op::GenericCastToPtr, ty, vec![src.id.0])
                };
                Ok(Some(Val { id, ty }))
            }
            SpirvBuiltinName::BuildNdRange(dims) => {
                let dims = match dims {
                    spirv_llvm_mangling::NdRangeDims::One => 1,
                    spirv_llvm_mangling::NdRangeDims::Two => 2,
                    spirv_llvm_mangling::NdRangeDims::Three => 3,
                };
                // (global, local, offset) as OpBuildNDRange orders them, returned by value or
                // through an `sret` pointer first.
                match c.args.as_slice() {
                    [out, g, l, o] => {
                        let (g, l, o) = (self.ndrange_operand(*g, dims)?, self.ndrange_operand(*l, dims)?, self.ndrange_operand(*o, dims)?);
                        self.store_ndrange(*out, g, l, o)?;
                        Ok(None)
                    }
                    [g, l, o] => {
                        let (g, l, o) = (self.ndrange_operand(*g, dims)?, self.ndrange_operand(*l, dims)?, self.ndrange_operand(*o, dims)?);
                        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return an ndrange", c.name)))?;
                        Ok(Some(Val { id: self.emit(Op::BuildNDRange, ty, vec![g.0, l.0, o.0]), ty }))
                    }
                    _ => Err(invalid(format!("{} takes three sizes", c.name))),
                }
            }
            SpirvBuiltinName::CreatePipeFromPipeStorage(_) => {
                let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a pipe", c.name)))?;
                self.require_version((1, 1), &c.name)?;
                self.b.capability(::spirv::Capability::PipeStorage);
                let storage_ty = self.b.type_opaque_kind(Op::TypePipeStorage, vec![]);
                let arg = c.arg(0)?;
                // A pointer to the pipe storage object (how clang spells the opaque type),
                // or the object itself.
                let storage = if self.vty(arg).is_pointer() {
                    let p = self.pointer_to(arg, storage_ty)?;
                    self.emit(Op::Load, storage_ty, vec![p.id.0])
                } else {
                    self.value(arg)?.id
                };
                Ok(Some(Val { id: self.emit(Op::CreatePipeFromPipeStorage, ty, vec![storage.0]), ty }))
            }
        }
    }

    fn spirv_builtin_var(&mut self, c: &Call<'m>, var: &str) -> Result<Option<Val>> {
        let builtin = crate::to_spirv::globals::builtin_by_name(var)
            .ok_or_else(|| crate::to_spirv::error::unknown_builtin(var, format!("builtin variable {var}")))?;
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        if super::workitem::is_vector_builtin(builtin) {
            let index = c.arg(0)?;
            let default = u64::from(matches!(
                builtin,
                ::spirv::BuiltIn::GlobalSize
                    | ::spirv::BuiltIn::WorkgroupSize
                    | ::spirv::BuiltIn::EnqueuedWorkgroupSize
                    | ::spirv::BuiltIn::NumWorkgroups
            ));
            let vector = self.load_vector_builtin(builtin, ty)?;
            let id = self.component(vector, index, ty, default)?;
            return Ok(Some(Val { id, ty }));
        }
        let var = self.builtin_var(builtin, ty)?;
        self.f.globals_used.insert(var.id);
        Ok(Some(Val { id: self.emit(Op::Load, ty, vec![var.id.0]), ty }))
    }

    /// `__spirv_*` calls whose SPIR-V is simpler than the instruction: the expectation and
    /// assumption hints (`SPV_KHR_expect_assume`) carry no meaning, `Any`/`All` of one boolean
    /// is that boolean, a conversion between equal widths is no conversion, and
    /// `BuildNDRange` returning the struct by value.
    fn spirv_op_shortcut(&mut self, c: &Call<'m>, op: Op) -> Result<Option<Option<Val>>> {
        match op {
            Op::AssumeTrueKHR => Ok(Some(None)),
            Op::SpecConstant => self.spec_constant_call(c).map(|v| Some(Some(v))),
            Op::ExpectKHR => Ok(Some(Some(self.value(c.arg(0)?)?))),
            Op::ConstantComposite => {
                // `__spirv_ConstantComposite_R{type}(constants…)`: a constant of a type LLVM has
                // no constants of (a cooperative matrix), made at the call's place.
                let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
                let mut parts = Vec::with_capacity(c.args.len());
                for &arg in &c.args {
                    if !arg.is_constant() {
                        return Err(invalid(format!("{}: the constituents must be constants", c.name)));
                    }
                    parts.push(self.constant(arg)?.id.0);
                }
                Ok(Some(Some(Val { id: self.b.constant(op, ty, parts), ty })))
            }
            Op::CooperativeMatrixLengthKHR => {
                // The operand is the matrix type; the call passes a matrix of that type.
                let matrix = self.value(c.arg(0)?)?;
                let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
                Ok(Some(Some(Val { id: self.emit(op, ty, vec![matrix.ty.0]), ty })))
            }
            Op::AccessChain | Op::InBoundsAccessChain if c.args.len() == 2 => {
                // Into a cooperative matrix (the reverse writes this call for it): a pointer to
                // the matrix's component type, in the matrix's storage class.
                let base = self.value(c.arg(0)?)?;
                let Some((storage, pointee)) = self.pointer_parts(base.ty) else { return Ok(None) };
                if !matches!(self.b.type_info(pointee), Some(crate::to_spirv::builder::SpvType::Opaque)) {
                    return Ok(None);
                }
                let component = self.b.globals.iter().find(|g| g.result == Some(pointee) && g.op() == Some(Op::TypeCooperativeMatrixKHR)).and_then(|g| g.id_operand(0));
                let Some(component) = component else { return Ok(None) };
                let ty = self.pointer_type(storage, component);
                let index = self.id_arg(c, 1)?;
                Ok(Some(Some(Val { id: self.emit(op, ty, vec![base.id.0, index.0]), ty })))
            }
            Op::Any | Op::All | Op::UConvert | Op::SConvert | Op::FConvert | Op::CopyLogical => {
                let x = self.value(c.arg(0)?)?;
                let Some(ty) = self.result_type(c)? else { return Ok(None) };
                let same = if matches!(op, Op::Any | Op::All) {
                    self.scalar_and_count(x.ty).1 == 1 && self.is_bool_type(x.ty)
                } else {
                    x.ty == ty
                };
                Ok(same.then_some(Some(x)))
            }
            _ => Ok(None),
        }
    }

    /// `__spirv_SpecConstant(i32 id, T default)` (SYCL's specialization constants): a
    /// specialization constant of the call's type with that default, decorated `SpecId id`
    /// (`OpSpecConstantTrue`/`False` for booleans, whose default is an `i8`).
    fn spec_constant_call(&mut self, c: &Call<'m>) -> Result<Val> {
        let id = c.arg(0)?.const_int_zext().ok_or_else(|| invalid(format!("{}: the SpecId must be a constant", c.name)))?;
        let default = c.arg(1)?;
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        let result = self.b.id();
        let (opcode, operands) = if self.is_bool_type(ty) {
            let on = default.const_int_zext().ok_or_else(|| invalid(format!("{}: the default must be a constant", c.name)))?;
            (if on != 0 { Op::SpecConstantTrue } else { Op::SpecConstantFalse }, Vec::new())
        } else if let (Some(bits), Some(width)) = (default.const_int_zext(), default.ty().int_width()) {
            // The literal words of the integer default, low word first.
            let words = if width > 32 { vec![bits as u32, (bits >> 32) as u32] } else { vec![bits as u32] };
            (Op::SpecConstant, words)
        } else {
            // A floating-point default: the words of the OpConstant made for it (rare enough
            // that a scan of the global section is no cost worth a map).
            let value = self.constant(default)?;
            let words = self
                .b
                .globals
                .iter()
                .rev()
                .find(|g| g.result == Some(value.id) && g.opcode == Op::Constant as u16)
                .map(|g| g.operands.clone())
                .ok_or_else(|| unsupported(format!("{}: a default that is not a scalar number", c.name)))?;
            (Op::SpecConstant, words)
        };
        self.b.globals.push(crate::spirv::Instruction { opcode: opcode as u16, result_type: Some(ty), result: Some(result), operands });
        self.b.decorate(result, Decoration::SpecId, &[id as u32]);
        Ok(Val { id: result, ty })
    }

    /// The signedness of an image instruction's integer texel, which the call states (its
    /// `_R{type}` postfix, its template's return type, `signext`/`zeroext`, or OpImageWrite's
    /// texel parameter), as the `SignExtend`/`ZeroExtend` image operand, when the call gives
    /// neither itself and `--spirv-max-version` allows SPIR-V 1.4 (as the reference does).
    fn texel_extension(&self, c: &Call<'m>, op: Op, postfix: Option<&ReturnType>, kinds: &[grammar::LogicalOperand], words: &mut Vec<u32>) {
        use ::spirv::ImageOperands;
        let is_read = matches!(
            op,
            Op::ImageRead | Op::ImageFetch | Op::ImageSampleExplicitLod | Op::ImageSampleImplicitLod | Op::ImageGather
        );
        if !(is_read || op == Op::ImageWrite) || !self.texel_extension_allowed() {
            return;
        }
        let of_scalar = |s: Scalar| match s {
            Scalar::UChar | Scalar::UShort | Scalar::UInt | Scalar::ULong => Some(ImageOperands::ZERO_EXTEND),
            Scalar::Char | Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Long => Some(ImageOperands::SIGN_EXTEND),
            _ => None,
        };
        let extend = if op == Op::ImageWrite {
            c.scalar(2).and_then(of_scalar)
        } else if let Some(ReturnType::Number { scalar, .. }) = postfix {
            of_scalar(*scalar)
        } else if let Some(MType::Scalar(s) | MType::Vector(s, _)) = &c.template_return {
            of_scalar(*s)
        } else {
            let attrs = c.inst.attributes(AttrIndex::Return).unwrap_or_default();
            let has = |name: &str| attrs.iter().any(|a| matches!(a, Attribute::Enum(k) if k == name));
            if has("zeroext") {
                Some(ImageOperands::ZERO_EXTEND)
            } else if has("signext") {
                Some(ImageOperands::SIGN_EXTEND)
            } else {
                None
            }
        };
        let Some(extend) = extend else { return };
        // The mask's place among the operands (those before it are all required).
        let operands = kinds.iter().filter(|o| !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult));
        let Some(at) = operands.clone().position(|o| o.kind == OperandKind::ImageOperands) else { return };
        let both = ImageOperands::SIGN_EXTEND | ImageOperands::ZERO_EXTEND;
        if words.len() == at {
            words.push(extend.bits());
        } else if let Some(mask) = words.get_mut(at).filter(|m| !ImageOperands::from_bits_truncate(**m).intersects(both)) {
            *mask |= extend.bits();
        }
    }

    /// Capabilities and versions that operand values need: a clustered group operation,
    /// image operands of SPIR-V 1.4. A value of an enumerated operand (or a bit of a mask) that
    /// SPIR-V's grammar does not define is an error naming it: no reader or validator takes it.
    fn operand_requirements(&mut self, kinds: &[grammar::LogicalOperand], words: &[u32]) -> Result<()> {
        let kinds = kinds.iter().filter(|o| !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult));
        for (operand, &word) in kinds.zip(words) {
            if let Some(value) = grammar::undefined_enumerant(operand.kind, word) {
                let what = if grammar::enumerants(operand.kind).is_some_and(|(_, mask)| mask) { "bit" } else { "value" };
                return Err(unsupported(format!(
                    "{:?} {what} {value:#x}, which SPIR-V's grammar does not define (no reader or validator takes it)",
                    operand.kind
                )));
            }
            match operand.kind {
                OperandKind::GroupOperation if word == ::spirv::GroupOperation::ClusteredReduce as u32 => {
                    self.b.capability(::spirv::Capability::GroupNonUniformClustered);
                }
                OperandKind::ImageOperands => {
                    let mask = ::spirv::ImageOperands::from_bits_truncate(word);
                    if mask.intersects(::spirv::ImageOperands::SIGN_EXTEND | ::spirv::ImageOperands::ZERO_EXTEND) {
                        self.require_version((1, 4), "SignExtend/ZeroExtend image operands")?;
                    }
                    if mask.contains(::spirv::ImageOperands::NONTEMPORAL) {
                        self.require_version((1, 6), "the Nontemporal image operand")?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// An argument for an id operand: a function (the `Invoke` of the enqueue instructions)
    /// as its id, pointers cast to their demangled pointee.
    fn id_arg(&mut self, c: &Call<'m>, i: usize) -> Result<Id> {
        if let Some(Some(number)) = c.by_value.get(i) {
            return Ok(number.id);
        }
        let arg = c.arg(i)?;
        if super::enqueue::function_of(arg).is_some() {
            return self.invoke_function(arg);
        }
        if arg.ty().is_pointer() && self.object_type(arg).is_none() {
            if let Some(MType::Pointer { pointee, .. }) = c.params.get(i) {
                let event = match **pointee {
                    MType::Spirv(SpirvType::Event) | MType::OpenCl(OpenClType::Event) => Some(Op::TypeEvent),
                    MType::Spirv(SpirvType::DeviceEvent) | MType::OpenCl(OpenClType::ClkEvent) => Some(Op::TypeDeviceEvent),
                    _ => None,
                };
                if let Some(event) = event {
                    // A pointer to events (the list of OpGroupWaitEvents, wait and return events
                    // of the enqueue instructions), as `P9ocl_event` in SYCL's names too: memory
                    // holding them (an array, or a struct wrapping one) is taken as events.
                    let event = self.b.type_opaque_kind(event, vec![]);
                    return Ok(self.pointer_to(arg, event)?.id);
                }
                if matches!(**pointee, MType::Spirv(_) | MType::OpenCl(_)) {
                    return Err(unsupported(format!(
                        "{} with a SPIR-V opaque object passed by pointer (typed-pointer era IR); \
                         target(\"spirv.*\") values are supported",
                        c.name
                    )));
                }
                if let Ok(p) = self.mtype(pointee) {
                    return Ok(self.pointer_to(arg, p)?.id);
                }
            }
        }
        Ok(self.value(arg)?.id)
    }

    /// A constant argument as a literal word.
    fn literal_arg(&mut self, c: &Call<'m>, i: usize) -> Result<u32> {
        c.const_arg(i)
            .map(|v| v as u32)
            .ok_or_else(|| invalid(format!("argument {} of {} must be a constant", i + 1, c.name)))
    }

    /// The pointee an `OpenCL.std` instruction requires of pointer argument `i`, when it is
    /// fixed by the instruction (the format of `printf`, the element of vector loads and
    /// stores).
    fn ocl_pointee(&mut self, c: &Call<'m>, name: &str, i: usize, ty: Id) -> Result<Option<Id>> {
        Ok(match (name, i) {
            ("printf", 0) => {
                let format = self.value(c.arg(0)?)?;
                self.printf_format_space(format.ty)?;
                Some(self.b.type_int(8))
            }
            ("vloadn", 1) => Some(self.scalar_and_count(ty).0),
            ("vload_half" | "vload_halfn" | "vloada_halfn", 1)
            | ("vstore_half" | "vstore_half_r" | "vstore_halfn" | "vstore_halfn_r" | "vstorea_halfn" | "vstorea_halfn_r", 2) => {
                Some(self.b.type_float(16))
            }
            ("vstoren", 2) => {
                let data = self.value(c.arg(0)?)?;
                Some(self.scalar_and_count(data.ty).0)
            }
            _ => None,
        })
    }

    fn spirv_ocl(&mut self, c: &Call<'m>, name: &str) -> Result<Option<Val>> {
        if name == "prefetch" && matches!(c.params.first(), Some(MType::Pointer { .. })) {
            return self.prefetch(c);
        }
        let set = grammar::ext_inst_set(grammar::OPENCL_STD).ok_or_else(|| invalid("no OpenCL.std grammar"))?;
        let g = set.instruction_by_name(name).ok_or_else(|| unsupported(format!("OpenCL.std has no {name}")))?;
        let ty = match self.result_type(c)? {
            Some(t) => t,
            None => self.b.type_void(),
        };
        let (_, lanes) = self.scalar_and_count(ty);
        let mut words = Vec::new();
        let mut i = 0;
        for operand in g.operands {
            if i >= c.args.len() {
                if !matches!(operand.quantifier, OperandQuantifier::One) {
                    break;
                }
                // The component count of the `vload*n` forms, when the call leaves it to the
                // result type (`__spirv_ocl_vloadn_Rfloat4(offset, p)`).
                if matches!(name, "vloadn" | "vload_halfn" | "vloada_halfn") && operand.kind != OperandKind::IdRef {
                    words.push(lanes);
                    continue;
                }
                return Err(invalid(format!("{} has too few arguments", c.name)));
            }
            let repeat = matches!(operand.quantifier, OperandQuantifier::ZeroOrMore);
            loop {
                if i >= c.args.len() {
                    break;
                }
                let word = if operand.kind != OperandKind::IdRef {
                    self.literal_arg(c, i)?
                } else if let (true, Some(pointee)) = (c.arg(i)?.ty().is_pointer(), self.ocl_pointee(c, name, i, ty)?) {
                    self.pointer_to(c.arg(i)?, pointee)?.id.0
                } else if lanes > 1 && matches!(name, "ldexp" | "pown" | "rootn") && !c.arg(i)?.ty().is_vector() {
                    // The scalar exponent of the vector forms is widened.
                    let v = self.value(c.arg(i)?)?;
                    self.splat_value(v, lanes).id.0
                } else {
                    self.id_arg(c, i)?.0
                };
                words.push(word);
                i += 1;
                if !repeat {
                    break;
                }
            }
        }
        if i < c.args.len() {
            return Err(invalid(format!("{} has too many arguments", c.name)));
        }
        let id = self.ocl_words(name, ty, words)?;
        self.call_fast_math(c.inst, id);
        Ok(if c.inst.ty().is_void() { None } else { Some(Val { id, ty }) })
    }

    fn spirv_op(&mut self, c: &Call<'m>, opcode: &str, postfix: Option<&ReturnType>) -> Result<Option<Val>> {
        // OpLessOrGreater is deprecated in favour of OpFOrdNotEqual, which means the same.
        let opcode = if opcode == "LessOrGreater" { "FOrdNotEqual" } else { opcode };
        let g = grammar::instruction_by_name(opcode).ok_or_else(|| unsupported(format!("builtin {} (no Op{opcode})", c.name)))?;
        let op = Op::from_u32(u32::from(g.opcode as u16)).ok_or_else(|| unsupported(format!("Op{opcode}")))?;
        if let Some(done) = self.spirv_op_shortcut(c, op)? {
            return Ok(done);
        }
        if let Some(row) = crate::tables::extensions::conversion_of(op) {
            return self.extension_conversion(c, row);
        }
        if op == Op::SubgroupBlockPrefetchINTEL {
            let storage = c.arg(0)?.ty().address_space().and_then(|a| self.storage_class(a).ok()).map(|s| s as u32);
            let count = self.ty(c.arg(1)?.ty())?;
            crate::tables::extensions::check_block_prefetch(storage, self.number_shape(count))
                .map_err(|why| invalid(format!("OpSubgroupBlockPrefetchINTEL\n{why}")))?;
        }
        if op == Op::TaskSequenceCreateINTEL {
            let signed = |i: usize| c.args.get(i).filter(|a| a.is_constant()).and_then(|a| a.const_int_sext());
            if let (Some(get), Some(put)) = (signed(3), signed(4)) {
                crate::tables::extensions::check_task_sequence_capacities(get, put)
                    .map_err(|why| invalid(format!("OpTaskSequenceCreateINTEL\n{why}")))?;
            }
        }
        let has_type = g.operands.first().is_some_and(|o| o.kind == OperandKind::IdResultType);
        let ty = match self.result_type(c)? {
            _ if !has_type => None,
            Some(t) => Some(t),
            None if crate::tables::extensions::VOID_RESULTS.contains(&op) => Some(self.b.type_void()),
            None => return Err(invalid(format!("{} must return a value", c.name))),
        };
        let atomic = opcode.starts_with("Atomic");
        let mut words = Vec::new();
        let mut i = 0;
        for operand in g.operands.iter().filter(|o| !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult)) {
            let repeat = matches!(operand.quantifier, OperandQuantifier::ZeroOrMore);
            let optional = !matches!(operand.quantifier, OperandQuantifier::One);
            loop {
                if i >= c.args.len() {
                    if !optional {
                        return Err(invalid(format!("{} has too few arguments", c.name)));
                    }
                    break;
                }
                let ndrange_at = match op {
                    Op::EnqueueKernel => Some(2),
                    Op::GetKernelNDrangeSubGroupCount | Op::GetKernelNDrangeMaxSubGroupSize => Some(0),
                    _ => None,
                };
                let word = if ndrange_at == Some(i) && c.arg(i)?.ty().is_pointer() {
                    // The ND range passed by pointer: the instruction takes the value.
                    let ndr = self.ndrange_type();
                    let p = self.pointer_to(c.arg(i)?, ndr)?;
                    self.emit(Op::Load, ndr, vec![p.id.0]).0
                } else if i == 0 && atomic && c.arg(0)?.ty().is_pointer() {
                    let pointee = match ty {
                        Some(t) if !self.is_bool_type(t) => t,
                        _ if opcode.starts_with("AtomicFlag") => self.b.type_int(32),
                        _ => {
                            let last = c.arg(c.args.len() - 1)?;
                            self.ty(last.ty())?
                        }
                    };
                    self.atomic_capabilities(pointee);
                    self.pointer_to(c.arg(0)?, pointee)?.id.0
                } else if grammar::is_id_kind(operand.kind) {
                    self.id_arg(c, i)?.0
                } else if matches!(operand.kind, OperandKind::LiteralString) {
                    return Err(unsupported(format!("builtin {} with a string operand", c.name)));
                } else {
                    self.literal_arg(c, i)?
                };
                words.push(word);
                i += 1;
                if !repeat {
                    break;
                }
            }
        }
        // Operands of enumerants with parameters (image operands, memory access): ids; an
        // empty mask takes none.
        let empty_mask = g.operands.last().is_some_and(|o| {
            matches!(o.kind, OperandKind::ImageOperands | OperandKind::MemoryAccess)
        }) && words.last() == Some(&0);
        if empty_mask {
            words.pop();
            i = c.args.len();
        }
        // The rest are the parameters of an enumerant among the operands (an image operand's
        // ids); an instruction without enumerants takes none, and more arguments would make
        // an instruction longer than the grammar allows.
        if i < c.args.len() && !g.operands.iter().any(|o| grammar::enumerants(o.kind).is_some()) {
            return Err(invalid(format!("{} has too many arguments (Op{opcode} takes {i})", c.name)));
        }
        while i < c.args.len() {
            words.push(self.id_arg(c, i)?.0);
            i += 1;
        }
        self.texel_extension(c, op, postfix, g.operands, &mut words);
        self.operand_requirements(g.operands, &words)?;
        if let (Op::Select, Some(ty)) = (op, ty) {
            // The condition's shape follows the result's (the validators reject the others).
            let condition = self.ty(c.arg(0)?.ty())?;
            match (self.scalar_and_count(ty).1, self.scalar_and_count(condition).1) {
                (1, 1) => {}
                (1, _) => return Err(invalid("OpSelect with a scalar result requires a scalar boolean condition")),
                (n, m) if m != 1 && m != n => {
                    return Err(invalid(format!("OpSelect of {n} components with a condition of {m}")));
                }
                (_, 1) => self.require_version((1, 4), "OpSelect of vectors on a scalar condition")?,
                _ => {}
            }
        }
        match ty {
            Some(ty) if op == Op::ConstantSampler => {
                Ok(Some(Val { id: self.b.constant(op, ty, words), ty }))
            }
            Some(ty) if returns_bool(op) && !self.is_bool_type(ty) => {
                // Declared with an integer result (as OpenCL C's relational builtins are): the
                // instruction yields booleans, selected to 1/0 (scalars) or -1/0 (vectors).
                let (_, n) = self.scalar_and_count(ty);
                let bool_ty = self.b.type_bool();
                let bools = self.vector_of(bool_ty, n);
                let b = self.emit(op, bools, words);
                Ok(Some(Val { id: self.bool_to_int(b, ty)?, ty }))
            }
            Some(ty) => {
                let id = self.emit(op, ty, words);
                Ok(Some(Val { id, ty }))
            }
            None => {
                self.emit_void(op, words);
                Ok(None)
            }
        }
    }
}

/// Whether `op` yields a boolean (vector) from non-boolean operands: the comparisons and the
/// floating-point class tests.
fn returns_bool(op: Op) -> bool {
    let n = op as u32;
    (Op::IsNan as u32..=Op::Unordered as u32).contains(&n) || (Op::IEqual as u32..=Op::FUnordGreaterThanEqual as u32).contains(&n)
}
