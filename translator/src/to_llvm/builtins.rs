//! SPIR-V instructions without an LLVM counterpart become calls to `__spirv_{OpName}` builtins
//! (atomics, barriers, group operations, images, pipes, device enqueue, …), with literal
//! operands passed as `i32` and names IA64-mangled from the SPIR-V operand types. Builtin
//! variables become `__spirv_BuiltIn{Name}` calls at each load.

use spirv_llvm_mangling as mangling;
use mangling::{AddressSpace, ImageDescriptor, MatrixComponent, MatrixDescriptor, ReturnType, SampledType, Scalar, Signature, SpirvType, Type as MType};

use super::spirv_headers::{BuiltIn, Decoration, FPEncoding, FPRoundingMode, ImageOperands, Op};
use super::{Error, Translator};
use crate::llvm::{CallingConv, CastOp, Function, IntPredicate, Type, Value};
use crate::tables::spirv_friendly::{self, Spelling};
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::operands::{self, TypeContext};
use crate::spirv::{Id, Instruction};

/// A builtin variable, or a component of one reached through an access chain.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BuiltinRef<'a> {
    builtin: BuiltIn,
    /// The variable's value type (pointee).
    ty: Type<'a>,
    /// The component selected by an access chain.
    index: Option<Value<'a>>,
}

/// Integer signedness used when mangling a builtin's parameters.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Sign {
    Signed,
    Unsigned,
}

/// Instructions whose builtin name carries the return type (`_R{type}`), because their
/// overloads differ only in it.
fn has_return_postfix(op: Op) -> bool {
    matches!(
        op,
        Op::ConvertFToU | Op::ConvertFToS | Op::ConvertSToF | Op::ConvertUToF | Op::UConvert | Op::SConvert
            | Op::FConvert | Op::SatConvertSToU | Op::SatConvertUToS | Op::ConvertPtrToU | Op::ConvertUToPtr
            | Op::Bitcast | Op::ImageRead | Op::ImageFetch | Op::ImageGather | Op::ImageDrefGather
            | Op::ImageSampleImplicitLod | Op::ImageSampleExplicitLod | Op::ImageSampleDrefImplicitLod
            | Op::ImageSampleDrefExplicitLod | Op::ImageQuerySize | Op::ImageQuerySizeLod | Op::ReadClockKHR
            | Op::ConvertHandleToImageINTEL | Op::ConvertHandleToSampledImageINTEL | Op::SDot | Op::UDot | Op::SUDot
            | Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat | Op::CooperativeMatrixLoadKHR
            | Op::SubgroupBlockReadINTEL | Op::SubgroupImageBlockReadINTEL | Op::SubgroupImageMediaBlockReadINTEL
            | Op::TaskSequenceCreateINTEL
    )
}

/// Instructions every invocation of a group must reach together (barriers, group and
/// sub-group operations): their calls are `convergent`, so that LLVM does not make them depend
/// on more conditions, as the Khronos translator marks them.
pub(super) fn is_convergent(op: Op) -> bool {
    grammar::instruction(op as u16).is_some_and(|g| {
        let name = g.opname;
        name.starts_with("ControlBarrier") || name.starts_with("Group") || name.starts_with("Subgroup")
    })
}

/// Instructions that read their integer operands as unsigned.
fn unsigned_operands(op: Op) -> bool {
    let Some(name) = grammar::instruction(op as u16).map(|g| g.opname) else { return false };
    name.starts_with('U') || name.contains("UTo") || name.contains("UMin") || name.contains("UMax")
        || name.starts_with("ConvertHandleTo")
}

/// Applies the spellings of `op`'s row in `tables::spirv_friendly` to its parameters.
fn friendly_spellings(op: Op, params: &mut [MType]) {
    let Some(signature) = spirv_friendly::signature(op) else { return };
    let count = params.len();
    for &(which, spelling) in signature.params {
        for (_, p) in params.iter_mut().enumerate().filter(|(k, _)| which.contains(*k, count)) {
            match (spelling, p) {
                (Spelling::Unsigned, p) => p.make_unsigned(),
                (Spelling::Const, MType::Pointer { cv, .. }) => cv.is_const = true,
                (Spelling::ConstChar, MType::Pointer { pointee, cv, .. }) => {
                    **pointee = MType::Scalar(Scalar::Char);
                    cv.is_const = true;
                }
                _ => {}
            }
        }
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The mangling-model pointer to `pointee` in address space `space` (aggregates by name).
    fn mangle_pointer(&self, space: u32, pointee: Id, sign: Sign) -> Result<MType, Error> {
        let inner = match self.def(pointee)?.op() {
            Some(Op::TypeStruct | Op::TypeArray | Op::TypeRuntimeArray | Op::TypeOpaque | Op::TypePointer | Op::TypeFunction) => {
                let name = self.name_of(pointee).filter(|n| n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') && !n.is_empty());
                MType::Named(mangling::TypeName::new(name.as_deref().unwrap_or("struct")).map_err(|e| self.malformed(e.to_string()))?)
            }
            _ => self.mangle_type(pointee, sign)?,
        };
        Ok(MType::pointer(inner, AddressSpace(space)))
    }

    /// The parameter spelling of the dot products' `__spirv_*DotKHR` calls, as the Khronos
    /// translator writes them: in SPIR-V friendly IR the unsigned operands unsigned (all of
    /// `UDot`'s, the packed-format literal included; the second of `SUDot`'s); where an OpenCL
    /// environment falls back on these names (widths OpenCL C has no function for), all signed.
    fn dot_product_params(&self, inst: &Instruction, op: Op, params: &mut [MType]) -> Result<(), Error> {
        let spirv_friendly = !self.opencl_names();
        let ids = 2 + usize::from(matches!(op, Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat));
        for (k, p) in params.iter_mut().enumerate() {
            let unsigned = spirv_friendly
                && match op {
                    Op::UDot | Op::UDotAccSat => true,
                    Op::SUDot | Op::SUDotAccSat => k == 1,
                    _ => false,
                };
            let sign = if unsigned { Sign::Unsigned } else { Sign::Signed };
            *p = match inst.id_operand(k).filter(|_| k < ids) {
                Some(id) => self.mangle_type(self.type_id_of(id)?, sign)?,
                None => MType::Scalar(if unsigned { Scalar::UInt } else { Scalar::Int }),
            };
        }
        Ok(())
    }

    /// What an atomic instruction's (untyped) pointer points to: what it yields, else what it
    /// stores (its value operand).
    pub(super) fn atomic_operand_type(&self, inst: &Instruction) -> Option<Id> {
        inst.result_type.or_else(|| inst.id_operand(3).and_then(|v| self.type_id_of(v).ok()))
    }

    /// The mangling-model type of value `id`: its type's, except that an untyped pointer is
    /// mangled as a pointer to what the instruction (`hint`) or its definition says it points
    /// to.
    pub(super) fn mangle_value(&self, id: Id, sign: Sign, hint: Option<Id>) -> Result<MType, Error> {
        let ty = self.type_id_of(id)?;
        let d = self.def(ty)?;
        if d.op() == Some(Op::TypeUntypedPointerKHR) {
            if let Ok(pointee) = self.pointee_of_value(id, hint) {
                return self.mangle_pointer(self.storage_class(self.word(d, 0)?)?, pointee, sign);
            }
        }
        self.mangle_type(ty, sign)
    }

    /// The mangling-model type of SPIR-V type `id`.
    pub(super) fn mangle_type(&self, id: Id, sign: Sign) -> Result<MType, Error> {
        let d = self.def(id)?;
        let op = d.op().ok_or_else(|| self.malformed("unknown type opcode"))?;
        let scalar = |s| Ok(MType::Scalar(s));
        if let Some((_, t)) = crate::tables::opencl::opaque_type_of(op).filter(|_| self.opencl_names()) {
            return Ok(MType::OpenCl(t));
        }
        match op {
            Op::TypeVoid => Ok(MType::Void),
            Op::TypeBool => scalar(Scalar::Bool),
            Op::TypeInt => {
                let unsigned = sign == Sign::Unsigned;
                scalar(match (self.word(d, 0)?, unsigned) {
                    (8, false) => Scalar::Char,
                    (8, true) => Scalar::UChar,
                    (16, false) => Scalar::Short,
                    (16, true) => Scalar::UShort,
                    (32, false) => Scalar::Int,
                    (32, true) => Scalar::UInt,
                    (64, false) => Scalar::Long,
                    (64, true) => Scalar::ULong,
                    (w, _) => return Err(self.unsupported(format!("{w}-bit integer in a builtin signature"))),
                })
            }
            Op::TypeFloat => scalar(match (self.word(d, 0)?, d.operands.get(1).and_then(|&e| FPEncoding::from_u32(e))) {
                (16, Some(FPEncoding::BFloat16KHR)) => Scalar::BFloat16,
                // 8-bit floats are held in `i8` lanes, spelled `char` as the reference does.
                (8, Some(_)) => Scalar::Char,
                (16, _) => Scalar::Half,
                (32, _) => Scalar::Float,
                _ => Scalar::Double,
            }),
            Op::TypeVector => {
                let MType::Scalar(s) = self.mangle_type(Id(self.word(d, 0)?), sign)? else {
                    return Err(self.malformed("vector of a non-scalar"));
                };
                MType::vector(s, self.word(d, 1)?).ok_or_else(|| self.unsupported("vector length outside 2, 3, 4, 8, 16"))
            }
            Op::TypePointer => {
                let space = self.storage_class(self.word(d, 0)?)?;
                self.mangle_pointer(space, Id(self.word(d, 1)?), sign)
            }
            // An untyped pointer whose pointee the instruction does not say: `char*`, the
            // spelling of OpenCL C's `void*` pointers. (Where the value or the instruction
            // says it, `mangle_value` is used.)
            Op::TypeUntypedPointerKHR => {
                let space = self.storage_class(self.word(d, 0)?)?;
                let byte = if sign == Sign::Unsigned { Scalar::UChar } else { Scalar::Char };
                Ok(MType::pointer(MType::Scalar(byte), AddressSpace(space)))
            }
            Op::TypeImage if self.opencl_names() => Ok(MType::OpenCl(self.opencl_image_info(d)?.ty)),
            Op::TypePipe if self.opencl_names() => Ok(MType::OpenCl(mangling::OpenClType::Pipe(0))),
            Op::TypeImage => Ok(SpirvType::Image(self.image_descriptor(d)?).pointer()),
            Op::TypeSampledImage => {
                let image = self.def(Id(self.word(d, 0)?))?;
                Ok(SpirvType::SampledImage(self.image_descriptor(image)?).pointer())
            }
            Op::TypeVmeImageINTEL => {
                let image = self.def(Id(self.word(d, 0)?))?;
                Ok(SpirvType::VmeImage(self.image_descriptor(image)?).pointer())
            }
            Op::TypePipe => Ok(SpirvType::Pipe(self.word(d, 0)?).pointer()),
            op if crate::tables::avc::avc_type(op).is_some() => {
                let t = crate::tables::avc::avc_type(op).ok_or_else(|| self.malformed("not a motion estimation type"))?;
                Ok(if self.opencl_names() { MType::OpenCl(mangling::OpenClType::Avc(t)) } else { SpirvType::Avc(t).pointer() })
            }
            Op::TypeSampler => Ok(SpirvType::Sampler.pointer()),
            Op::TypeEvent => Ok(SpirvType::Event.pointer()),
            Op::TypeDeviceEvent => Ok(SpirvType::DeviceEvent.pointer()),
            Op::TypeQueue => Ok(SpirvType::Queue.pointer()),
            Op::TypeReserveId => Ok(SpirvType::ReserveId.pointer()),
            Op::TypePipeStorage => Ok(SpirvType::PipeStorage.pointer()),
            Op::TypeTaskSequenceINTEL => Ok(SpirvType::TaskSequence.pointer()),
            Op::TypeCooperativeMatrixKHR => {
                let [scope, rows, columns, usage] = self.cooperative_matrix_numbers(d)?;
                let component = self.def(Id(self.word(d, 0)?))?;
                let component = match (component.op(), component.operands.first(), component.operands.len()) {
                    // 8-bit floats are held in `i8` components.
                    (Some(Op::TypeInt), Some(8), _) | (Some(Op::TypeFloat), Some(8), _) => MatrixComponent::Char,
                    (Some(Op::TypeInt), Some(16), _) => MatrixComponent::Short,
                    (Some(Op::TypeInt), Some(32), _) => MatrixComponent::UInt,
                    (Some(Op::TypeInt), Some(64), _) => MatrixComponent::Long,
                    (Some(Op::TypeFloat), Some(16), 1) => MatrixComponent::Half,
                    (Some(Op::TypeFloat), Some(16), _) => MatrixComponent::BFloat16,
                    (Some(Op::TypeFloat), Some(32), _) => MatrixComponent::Float,
                    (Some(Op::TypeFloat), Some(64), _) => MatrixComponent::Double,
                    _ => return Err(self.unsupported("cooperative matrix component type in a builtin signature")),
                };
                Ok(SpirvType::CooperativeMatrix(MatrixDescriptor { component, scope, rows, columns, usage }).pointer())
            }
            Op::TypeArray => {
                let elem = self.mangle_type(Id(self.word(d, 0)?), sign)?;
                let len_id = Id(self.word(d, 1)?);
                let len = self.value(len_id)?.const_int_zext().ok_or_else(|| self.unsupported(format!("array length {len_id} that is not a plain integer constant")))?;
                Ok(MType::array(elem, len))
            }
            Op::TypeStruct | Op::TypeNamedBarrier | Op::TypeOpaque => {
                let name = self
                    .name_of(id)
                    .map(|n| n.strip_prefix("struct.").map(str::to_string).unwrap_or(n))
                    .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
                let name = name.unwrap_or_else(|| if op == Op::TypeNamedBarrier { "__spirv_NamedBarrier".into() } else { "struct".into() });
                if let Some(opencl) = mangling::OpenClType::from_name(&name) {
                    return Ok(MType::OpenCl(opencl));
                }
                Ok(MType::Named(mangling::TypeName::new(&name).map_err(|e| self.malformed(e.to_string()))?))
            }
            other => Err(self.unsupported(format!("Op{other:?} in a builtin signature"))),
        }
    }

    fn image_descriptor(&self, image: &Instruction) -> Result<ImageDescriptor, Error> {
        let sampled = self.def(Id(self.word(image, 0)?))?;
        let sampled_type = match (sampled.op(), sampled.operands.first(), sampled.operands.get(1)) {
            (Some(Op::TypeVoid), _, _) => SampledType::Void,
            (Some(Op::TypeFloat), Some(16), _) => SampledType::Half,
            (Some(Op::TypeFloat), _, _) => SampledType::Float,
            (Some(Op::TypeInt), Some(64), _) => SampledType::Long,
            (Some(Op::TypeInt), _, Some(1)) => SampledType::Int,
            (Some(Op::TypeInt), _, _) => SampledType::UInt,
            _ => return Err(self.unsupported("image sampled type")),
        };
        Ok(ImageDescriptor {
            sampled_type,
            dim: self.word(image, 1)?,
            depth: self.word(image, 2)?,
            arrayed: self.word(image, 3)?,
            multisampled: self.word(image, 4)?,
            sampled: self.word(image, 5)?,
            format: self.word(image, 6)?,
            access: image.operands.get(7).copied().unwrap_or(0),
        })
    }

    /// The `{ReturnType}` spelling (`uint4`) of SPIR-V type `id`.
    pub(super) fn return_postfix(&self, id: Id, sign: Sign) -> Result<String, Error> {
        let t = self.mangle_type(id, sign)?;
        match ReturnType::from_type(&t) {
            Some(r) => Ok(r.to_string()),
            // SPIR-V opaque types (`ConvertHandleToImageINTEL`): their mangled spelling.
            None if matches!(&t, MType::Pointer { .. }) => mangling::mangle_type_spirv_friendly(&t)
                .map_err(|e| self.unsupported(format!("return type postfix: {e}"))),
            None => Err(self.unsupported("return type postfix of a non-scalar, non-vector, non-pointer type")),
        }
    }

    /// Calls (declaring if needed) the builtin `name` with `args`, whose SPIR-V types mangle
    /// as `params`; returns the call.
    pub(super) fn call_builtin(
        &self,
        name: &str,
        params: Vec<MType>,
        variadic: bool,
        ret: Type<'ctx>,
        args: &[Value<'a>],
        fixed: usize,
    ) -> Result<Value<'a>, Error> {
        let friendly = name.starts_with(spirv_llvm_mangling::SPIRV_PREFIX);
        let sig = Signature { name: name.to_string(), params, variadic, template: None };
        let mangled = if friendly { mangling::mangle_spirv_friendly(&sig) } else { mangling::mangle(&sig) }
            .map_err(|e| self.unsupported(format!("mangling {name}: {e}")))?;
        let (f, call, declared_here) = self.call_symbol(&mangled, ret, args, fixed, variadic)?;
        if declared_here && !friendly {
            self.extension_attributes(f, &sig.params)?;
        }
        Ok(call)
    }

    /// `signext`/`zeroext` on the `char` and `short` parameters of an OpenCL C builtin's
    /// declaration, as clang declares them: a callee compiled by clang may rely on its caller
    /// having extended them.
    fn extension_attributes(&self, f: crate::llvm::Function<'a>, params: &[MType]) -> Result<(), Error> {
        use crate::llvm::{AttrIndex, Attribute};
        for (k, p) in params.iter().enumerate() {
            let flag = match p {
                MType::Scalar(Scalar::Char | Scalar::SChar | Scalar::Short) => "signext",
                MType::Scalar(Scalar::UChar | Scalar::UShort) => "zeroext",
                _ => continue,
            };
            if f.param(k as u32).is_some() {
                self.ll(f.as_value().add_attribute(AttrIndex::Param(k as u32), &Attribute::flag(flag)))?;
            }
        }
        Ok(())
    }

    /// Calls (declaring if needed) the `spir_func` named `symbol`, unmangled, with `args` of
    /// which the first `fixed` are declared parameters; returns the declaration, the call and
    /// whether this call declared the function.
    pub(super) fn call_symbol(
        &self,
        symbol: &str,
        ret: Type<'ctx>,
        args: &[Value<'a>],
        fixed: usize,
        variadic: bool,
    ) -> Result<(Function<'a>, Value<'a>, bool), Error> {
        let param_types: Vec<Type<'a>> = args.iter().take(fixed).map(|a| a.ty()).collect();
        let fn_ty = self.ll(self.ctx.function_type(ret, &param_types, variadic))?;
        let declared_here = self.module.get_function(symbol).is_none();
        let f = self.ll(self.module.get_or_insert_function(symbol, fn_ty))?;
        if declared_here {
            // Builtins do not unwind (as clang and the reference declare them).
            self.ll(f.as_value().add_attribute(crate::llvm::AttrIndex::Function, &crate::llvm::Attribute::flag("nounwind")))?;
        }
        // A result nobody reads may come from the declaration already made for the same
        // parameters (a task sequence's `get` of a void task and of another one).
        let discarded = ret.is_void() && f.function_type().param_types() == fn_ty.param_types();
        if f.function_type() != fn_ty && !discarded {
            // A function of the module with the builtin's name, or two instructions whose
            // builtin spellings differ only in the result type: a call of the declaration
            // already made would compute a value of the wrong type.
            return Err(self.unsupported(format!("builtin call @{symbol} of type {fn_ty}: the module already declares it {}", f.function_type())));
        }
        f.set_call_conv(CallingConv::SpirFunc);
        let call = self.ll(self.builder.call(f.function_type(), f.as_value(), args))?;
        self.ll(call.set_call_conv(CallingConv::SpirFunc))?;
        self.ll(call.add_attribute(crate::llvm::AttrIndex::Function, &crate::llvm::Attribute::flag("nounwind")))?;
        Ok((f, call, declared_here))
    }

    /// The generic mapping: `__spirv_{OpName}{postfixes}(operands…)`.
    pub(super) fn builtin_call(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        if self.opencl_names() {
            return match op {
                Op::ControlBarrier | Op::MemoryBarrier => self.opencl_barrier(inst, op),
                Op::ControlBarrierArriveINTEL | Op::ControlBarrierWaitINTEL => self.opencl_split_barrier(inst, op),
                other => self.opencl_instruction(inst, other),
            };
        }
        self.spirv_builtin_call(inst, op)
    }

    /// Refuses an instruction that breaks its type rule (`spirv::rules`).
    pub(super) fn check_rules(&self, inst: &Instruction) -> Result<(), Error> {
        crate::spirv::rules::check_instruction(self.index, inst).map_err(|why| self.malformed(format!("{}: {why}", inst.opcode_name())))
    }

    /// `__spirv_{OpName}{postfixes}(operands…)`, also the form an instruction without an
    /// OpenCL C name takes in the OpenCL C target environments (as the reference does).
    pub(super) fn spirv_builtin_call(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        self.check_rules(inst)?;
        let g = grammar::instruction(inst.opcode).ok_or_else(|| self.unsupported(inst.opcode_name()))?;
        let sign = if unsigned_operands(op) { Sign::Unsigned } else { Sign::Signed };
        let mut layout = Vec::new();
        operands::walk(inst, &TypeContext::default(), &mut layout)
            .map_err(|e| self.malformed(format!("operands of {}: {}", inst.opcode_name(), e.kind)))?;
        let mut args = Vec::new();
        let mut params = Vec::new();
        let i32_ty = self.ctx.i32_type();
        // The motion estimation instructions' integers have the signedness of their OpenCL C
        // builtins' parameters (all before the sampler, so at the same positions).
        let avc_unsigned = crate::tables::avc::of_instruction(op).map(|b| b.unsigned);
        for (k, o) in layout.iter().enumerate() {
            let word = inst.operands.get(o.start).copied().unwrap_or(0);
            if grammar::is_id_kind(o.kind) {
                let v = self.value(Id(word))?;
                let is_function = self.def(Id(word))?.op() == Some(Op::Function);
                // Scopes and memory semantics are plain (signed) ints whatever the operation.
                let operand_sign = match avc_unsigned {
                    Some(mask) if k < 16 && mask & 1 << k != 0 => Sign::Unsigned,
                    Some(_) => Sign::Signed,
                    None if o.kind == OperandKind::IdRef => sign,
                    None => Sign::Signed,
                };
                params.push(if is_function && op == Op::TaskSequenceCreateINTEL {
                    // The task's function: a pointer to what it returns, as the reference
                    // spells the parameter (`…CreateINTEL_R…Pi…` for an `int` task).
                    let ret = self.def(Id(word))?.result_type.ok_or_else(|| self.malformed("OpFunction without result type"))?;
                    MType::pointer(self.mangle_type(ret, Sign::Signed)?, AddressSpace(0))
                } else if is_function {
                    // A function operand (the invoke of OpEnqueueKernel) is passed as a pointer.
                    MType::pointer(MType::Void, AddressSpace(0))
                } else {
                    let hint = if g.opname.starts_with("Atomic") { self.atomic_operand_type(inst) } else { None };
                    self.mangle_value(Id(word), operand_sign, hint)?
                });
                args.push(v);
            } else if o.kind == OperandKind::LiteralString {
                return Err(self.unsupported(format!("{} with a string operand", inst.opcode_name())));
            } else {
                params.push(MType::Scalar(Scalar::Int));
                args.push(self.ll(i32_ty.const_int(u64::from(word)))?);
            }
        }
        friendly_spellings(op, &mut params);
        if matches!(op, Op::SubgroupBlockReadINTEL | Op::SubgroupBlockWriteINTEL | Op::SubgroupImageBlockWriteINTEL) {
            // Block I/O moves unsigned elements (through a `const` pointer when reading), as
            // cl_intel_subgroups declares it.
            let ids: Vec<Id> = (0..inst.operands.len()).filter_map(|i| inst.id_operand(i)).collect();
            if op != Op::SubgroupImageBlockWriteINTEL {
                // An untyped pointer points to the data's elements.
                let data_ty = if op == Op::SubgroupBlockReadINTEL { inst.result_type } else { ids.last().and_then(|&d| self.type_id_of(d).ok()) };
                let element = data_ty.and_then(|t| self.def(t).ok()).map(|d| if d.op() == Some(Op::TypeVector) { d.id_operand(0) } else { d.result });
                if let (Some(first), Some(&ptr)) = (params.first_mut(), ids.first()) {
                    *first = self.mangle_value(ptr, Sign::Unsigned, element.flatten())?;
                    if let MType::Pointer { cv, .. } = first {
                        cv.is_const = op == Op::SubgroupBlockReadINTEL;
                    }
                }
            }
            if op != Op::SubgroupBlockReadINTEL {
                if let (Some(last), Some(&data)) = (params.last_mut(), ids.last()) {
                    *last = self.mangle_type(self.type_id_of(data)?, Sign::Unsigned)?;
                }
            }
        }
        if matches!(op, Op::SDot | Op::UDot | Op::SUDot | Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat) {
            self.dot_product_params(inst, op, &mut params)?;
        }
        // `ZeroExtend` makes an image instruction's texel unsigned (the result of a read, the
        // texel operand of OpImageWrite), as the Khronos translator names them.
        let zero_extend = layout.iter().any(|o| {
            o.kind == OperandKind::ImageOperands
                && inst.operands.get(o.start).is_some_and(|&w| w & ImageOperands::ZERO_EXTEND.bits() != 0)
        });
        if zero_extend && op == Op::ImageWrite {
            if let (Some(texel), Some(id)) = (params.get_mut(2), inst.id_operand(2)) {
                *texel = self.mangle_type(self.type_id_of(id)?, Sign::Unsigned)?;
            }
        }
        let mut name = format!("__spirv_{}", grammar::reference_spelling(g.opname));
        let result_sign = if spirv_friendly::unsigned_result(op) || zero_extend { Sign::Unsigned } else { Sign::Signed };
        if let (true, Some(rt)) = (has_return_postfix(op), inst.result_type) {
            name.push_str("_R");
            name.push_str(&self.return_postfix(rt, result_sign)?);
        }
        if op == Op::BuildNDRange {
            // `_1D`, `_2D` or `_3D` from the work-size operand: a scalar or an array.
            let size = self.def(self.type_id_of(Id(self.word(inst, 0)?))?)?;
            let dims = if size.op() == Some(Op::TypeArray) {
                self.value(Id(self.word(size, 1)?))?.const_int_zext().unwrap_or(1)
            } else {
                1
            };
            name.push_str(&format!("_{dims}D"));
        }
        if op == Op::CreatePipeFromPipeStorage {
            let pipe = self.def(inst.result_type.ok_or_else(|| self.malformed("missing result type"))?)?;
            name.push_str(if pipe.operands.first() == Some(&1) { "_write" } else { "_read" });
        }
        if op == Op::GenericCastToPtrExplicit {
            let storage = spirv::StorageClass::from_u32(self.word(inst, 1)?);
            let (_, target) = storage
                .and_then(crate::tables::opencl::cast_function)
                .ok_or_else(|| self.unsupported(format!("GenericCastToPtrExplicit to storage class {storage:?}")))?;
            // The storage class stays an argument, as the reference writes it.
            name = format!("__spirv_GenericCastToPtrExplicit_To{target}");
        }
        if let Some(id) = inst.result {
            if self.has_decoration(id, Decoration::SaturatedConversion) {
                name.push_str("_sat");
            }
            name.push_str(&self.rounding_postfix(id)?);
        }
        let ret = self.result_type_or_void(inst)?;
        // A class test's boolean vector: the call's `signed char` lanes compared with 0.
        let char_lanes = if spirv_friendly::char_vector_result(op) && ret.scalar_type().int_width() == Some(1) { ret.vector_size() } else { None };
        let call_ret = match char_lanes {
            Some(lanes) => self.ll(self.ctx.vector_type(self.ctx.i8_type(), lanes))?,
            None => ret,
        };
        let n = args.len();
        let call = self.call_builtin(&name, params, false, call_ret, &args, n)?;
        self.mark_convergent(op, call)?;
        let value = match char_lanes {
            Some(_) => self.ll(self.builder.icmp(IntPredicate::Ne, call, self.ll(call_ret.const_null())?))?,
            None => call,
        };
        Ok(inst.result_type.map(|_| value))
    }

    /// A builtin variable read through its OpenCL C work-item function.
    fn load_work_item(&self, var: BuiltinRef<'a>) -> Result<Value<'a>, Error> {
        let (name, dimensioned) = self.work_item_function(var.builtin)?;
        let i32_ty = self.ctx.i32_type();
        if !dimensioned {
            return self.call_work_item(name, None, var.ty);
        }
        if let Some(index) = var.index {
            return self.call_work_item(name, Some(index), var.ty);
        }
        match var.ty.vector_size() {
            None => self.call_work_item(name, Some(self.ll(i32_ty.const_int(0))?), var.ty),
            Some(_) => self.per_lane(var.ty, &|idx, elem| self.call_work_item(name, Some(idx), elem)),
        }
    }

    /// `_rte`, `_rtz`, `_rtp` or `_rtn` for an `FPRoundingMode` decoration on `id`, else "".
    pub(super) fn rounding_postfix(&self, id: Id) -> Result<String, Error> {
        let Some(&&[mode, ..]) = self.decorations(id, Decoration::FPRoundingMode).first() else { return Ok(String::new()) };
        let mode = FPRoundingMode::from_u32(mode).ok_or_else(|| self.malformed(format!("FPRoundingMode {mode}")))?;
        Ok(format!("_{}", crate::tables::opencl::rounding_suffix(mode)))
    }

    /// A vector of `ty` whose lane `i` is `lane(i)`.
    pub(super) fn per_lane(&self, ty: Type<'a>, lane: &dyn Fn(Value<'a>, Type<'a>) -> Result<Value<'a>, Error>) -> Result<Value<'a>, Error> {
        let n = ty.vector_size().ok_or_else(|| self.malformed("not a vector"))?;
        let elem = ty.element_type().ok_or_else(|| self.malformed("vector without element type"))?;
        let mut vector = self.ll(ty.poison())?;
        for i in 0..n {
            let idx = self.ll(self.ctx.i32_type().const_int(u64::from(i)))?;
            vector = self.ll(self.builder.insert_element(vector, lane(idx, elem)?, idx))?;
        }
        Ok(vector)
    }

    /// Records a builtin variable; loads of it become calls.
    pub(super) fn declare_builtin_variable(&mut self, id: Id, builtin: BuiltIn) -> Result<(), Error> {
        let (data, _) = self.variable_parts(self.def(id)?)?;
        let ty = self.ty(data)?;
        if let Some(slot) = self.builtin_vars.get_mut(id.0 as usize) {
            *slot = Some(BuiltinRef { builtin, ty, index: None });
        }
        Ok(())
    }

    pub(super) fn builtin_ref(&self, id: Id) -> Option<BuiltinRef<'a>> {
        self.builtin_vars.get(id.0 as usize).copied().flatten()
    }

    /// What a load of `ty` from builtin `var` reads: through an untyped pointer, a load of a
    /// vector builtin's component type reads its first component.
    pub(super) fn builtin_read_as(&self, var: BuiltinRef<'a>, ty: Type<'a>) -> Result<BuiltinRef<'a>, Error> {
        if var.index.is_none() && var.ty.element_type() == Some(ty) {
            return Ok(BuiltinRef { index: Some(self.ll(self.ctx.i32_type().const_int(0))?), ty, ..var });
        }
        Ok(var)
    }

    /// An access chain into a builtin variable: remembers the selected component.
    pub(super) fn builtin_access_chain(&mut self, result: Id, base: BuiltinRef<'a>, indices: &[Value<'a>]) -> Result<(), Error> {
        let [index] = indices else {
            return Err(self.unsupported("access chain into a builtin variable with other than one index"));
        };
        let ty = base.ty.element_type().ok_or_else(|| self.unsupported("access chain into a scalar builtin variable"))?;
        if let Some(slot) = self.builtin_vars.get_mut(result.0 as usize) {
            *slot = Some(BuiltinRef { builtin: base.builtin, ty, index: Some(*index) });
        }
        Ok(())
    }

    /// The value of a builtin variable (or of one component), as `__spirv_BuiltIn*` calls.
    pub(super) fn load_builtin(&self, var: BuiltinRef<'a>) -> Result<Value<'a>, Error> {
        if self.opencl_names() {
            return self.load_work_item(var);
        }
        let name = spirv_llvm_mangling::builtin_variable_name(&format!("{:?}", var.builtin));
        let i32_ty = self.ctx.i32_type();
        if let Some(index) = var.index {
            let index = match index.ty().int_width() {
                Some(32) => index,
                Some(w) if w > 32 => self.helper_cast(CastOp::Trunc, index, i32_ty)?,
                _ => self.helper_cast(CastOp::ZExt, index, i32_ty)?,
            };
            return self.call_builtin(&name, vec![MType::Scalar(Scalar::Int)], false, var.ty, &[index], 1);
        }
        match var.ty.vector_size() {
            None => self.call_builtin(&name, vec![], false, var.ty, &[], 0),
            Some(_) => self.per_lane(var.ty, &|idx, elem| {
                self.call_builtin(&name, vec![MType::Scalar(Scalar::Int)], false, elem, &[idx], 1)
            }),
        }
    }
}
