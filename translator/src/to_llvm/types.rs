//! Types: every SPIR-V type id to an LLVM type, in declaration order (SPIR-V defines types
//! before their uses, so each type's operands are already translated). Pointers are opaque
//! (`ptr addrspace(N)`); opaque SPIR-V types become `target("spirv.*")` extension types.

use super::spirv_headers::{Op, StorageClass};
use super::{Error, Translator};
use crate::llvm::Type;
use crate::spirv::{Id, Instruction};
use crate::tables;

/// The name of a kernel module's struct types that have no `OpName`.
const ANONYMOUS_STRUCT: &str = "structtype";


/// The most components of a vector (and columns of a matrix) read: SPIR-V has 2, 3, 4, 8 and
/// 16, and `SPV_EXT_long_vector`/`VectorAnyINTEL` modules use a few thousand at most.
const MAX_LANES: u32 = 1 << 16;

/// The most elements an element-by-element translation (`OpCopyLogical`, replicated and
/// inserted constants) goes through: an array type of more is refused there, not allocated.
const MAX_ELEMENTS: u64 = 1 << 20;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The number of elements of aggregate `ty` (lanes, array elements, members), refused
    /// above `MAX_ELEMENTS` where a translation goes element by element.
    pub(super) fn element_count(&self, ty: crate::llvm::Type<'ctx>) -> Result<usize, Error> {
        let n = match ty.kind() {
            crate::llvm::TypeKind::Vector => u64::from(ty.vector_size().unwrap_or(0)),
            crate::llvm::TypeKind::Array => ty.array_length().unwrap_or(0),
            _ => ty.struct_elements().map_or(0, |e| e.len() as u64),
        };
        if n > MAX_ELEMENTS {
            return Err(self.unsupported(format!("{n} elements of {} one by one (at most {MAX_ELEMENTS})", ty.print())));
        }
        Ok(n as usize)
    }

    /// The LLVM type already made for SPIR-V type `id`.
    pub(super) fn ty(&self, id: Id) -> Result<Type<'ctx>, Error> {
        match self.types.get(id.0 as usize).copied().flatten() {
            Some(t) => Ok(t),
            None => match self.index.def(id) {
                Some(d) if d.op().is_some_and(crate::spirv::declares_type) => {
                    Err(self.malformed(format!("type {id} ({}) is used before it is declared", d.opcode_name())))
                }
                Some(d) => Err(self.malformed(format!("{id} is a {}, not a type", d.opcode_name()))),
                None => Err(self.malformed(format!("type {id} is not defined"))),
            },
        }
    }

    /// Translates one type declaration.
    pub(super) fn declare_type(&mut self, inst: &Instruction) -> Result<(), Error> {
        let Some(op) = inst.op() else { return Ok(()) };
        let ctx = self.ctx;
        let t = match op {
            Op::TypeForwardPointer => {
                // The pointer type is declared later; make it now so structs can refer to it.
                let ptr = Id(self.word(inst, 0)?);
                let space = self.storage_class(self.word(inst, 1)?)?;
                let t = self.ll(ctx.ptr_type(space))?;
                if let Some(slot) = self.types.get_mut(ptr.0 as usize) {
                    *slot = Some(t);
                }
                return Ok(());
            }
            Op::TypeVoid => ctx.void_type(),
            Op::TypeBool => ctx.bool_type(),
            Op::TypeInt => {
                let width = self.word(inst, 0)?;
                self.ll(ctx.int_type(width))?
            }
            Op::TypeFloat => {
                let encoding = inst.operands.get(1).copied();
                match self.word(inst, 0)? {
                    // SPV_KHR_bfloat16: `bfloat`; SPV_EXT_float8: `i8` lanes (LLVM has no 8-bit
                    // float; the conversions are builtin calls, `arith::float8_conversion`).
                    16 if encoding == Some(super::spirv_headers::FPEncoding::BFloat16KHR as u32) => ctx.bfloat_type(),
                    8 if encoding.is_some_and(|e| crate::tables::extensions::float8_encoding(e).is_some()) => ctx.i8_type(),
                    _ if encoding.is_some() => {
                        return Err(self.unsupported(format!("OpTypeFloat with FP encoding {}", encoding.unwrap_or(0))));
                    }
                    16 => ctx.half_type(),
                    32 => ctx.float_type(),
                    64 => ctx.double_type(),
                    w => return Err(self.unsupported(format!("{w}-bit floating point"))),
                }
            }
            Op::TypeVector => {
                let elem = self.ty(Id(self.word(inst, 0)?))?;
                let lanes = self.word(inst, 1)?;
                if lanes > MAX_LANES {
                    // Some translations work lane by lane: a count no program has is refused
                    // before it costs that much time or memory.
                    return Err(self.unsupported(format!("a vector of {lanes} components (at most {MAX_LANES})")));
                }
                self.ll(ctx.vector_type(elem, lanes))?
            }
            Op::TypeArray => {
                let elem = self.ty(Id(self.word(inst, 0)?))?;
                let elem = self.strided_element(inst.result.unwrap_or(Id(0)), elem)?;
                let len_id = Id(self.word(inst, 1)?);
                let len = self.value(len_id)?.const_int_zext().ok_or_else(|| {
                    self.unsupported(format!("array length {len_id} that is not a plain integer constant"))
                })?;
                self.ll(ctx.array_type(elem, len))?
            }
            Op::TypeRuntimeArray => {
                let elem = self.ty(Id(self.word(inst, 0)?))?;
                let elem = self.strided_element(inst.result.unwrap_or(Id(0)), elem)?;
                self.ll(ctx.array_type(elem, 0))?
            }
            // A matrix is an array of its column vectors.
            Op::TypeMatrix => {
                let column = self.ty(Id(self.word(inst, 0)?))?;
                let columns = self.word(inst, 1)?;
                if columns > MAX_LANES {
                    return Err(self.unsupported(format!("a matrix of {columns} columns (at most {MAX_LANES})")));
                }
                self.ll(ctx.array_type(column, u64::from(columns)))?
            }
            Op::TypeStruct => self.struct_type(inst)?,
            Op::TypeOpaque => {
                let name = crate::spirv::operands::decode_string(&inst.operands)
                    .map(|(s, _)| s)
                    .map_err(|e| self.malformed(e.to_string()))?;
                match ctx.get_named_struct_type(&name) {
                    Some(t) => t,
                    None => self.ll(ctx.named_struct_type(&name))?,
                }
            }
            Op::TypePointer | Op::TypeUntypedPointerKHR => {
                let mut space = self.storage_class(self.word(inst, 0)?)?;
                let to_function = inst.id_operand(1).and_then(|p| self.index.def(p)).and_then(|d| d.op()) == Some(Op::TypeFunction);
                let private = matches!(StorageClass::from_u32(self.word(inst, 0)?), Some(StorageClass::Function | StorageClass::CodeSectionINTEL));
                if to_function && private && self.options.function_pointer_address_space {
                    space = tables::CODE_SECTION_ADDRESS_SPACE;
                }
                self.ll(ctx.ptr_type(space))?
            }
            Op::TypeFunction => {
                let ret = self.ty(Id(self.word(inst, 0)?))?;
                let params = inst.operands.iter().skip(1).map(|&p| self.ty(Id(p))).collect::<Result<Vec<_>, _>>()?;
                self.ll(ctx.function_type(ret, &params, false))?
            }
            Op::TypeImage => {
                let (sampled, ints) = self.image_params(inst)?;
                self.ll(ctx.target_ext_type(crate::tables::opencl::IMAGE_TYPE, &[sampled], &ints))?
            }
            Op::TypeSampledImage | Op::TypeVmeImageINTEL => {
                let image = self.def(Id(self.word(inst, 0)?))?;
                let (sampled, ints) = self.image_params(image)?;
                let name = tables::opaque_type_name(op).ok_or_else(|| self.unsupported(format!("type Op{op:?}")))?;
                self.ll(ctx.target_ext_type(&name, &[sampled], &ints))?
            }
            // The OpenCL C environments take the motion estimation types as pointers, as the
            // Khronos translator writes them (`ptr`, its opaque `opencl.intel_sub_group_avc_*`
            // structs); the forward direction knows them again from the builtins' mangling.
            _ if self.opencl_names() && tables::avc::avc_type(op).is_some() => self.ll(ctx.ptr_type(0))?,
            Op::TypeCooperativeMatrixKHR => {
                let component = self.ty(Id(self.word(inst, 0)?))?;
                let numbers = self.cooperative_matrix_numbers(inst)?;
                let name = tables::opaque_type_name(op).ok_or_else(|| self.unsupported(format!("type Op{op:?}")))?;
                self.ll(ctx.target_ext_type(&name, &[component], &numbers))?
            }
            other => match tables::opaque_type_name(other) {
                // The plain opaque types, and pipes with their access qualifier.
                Some(name) => {
                    let ints = if other == Op::TypePipe { vec![self.word(inst, 0)?] } else { Vec::new() };
                    self.ll(ctx.target_ext_type(&name, &[], &ints))?
                }
                None => return Err(self.unsupported(format!("type Op{other:?}"))),
            },
        };
        if let Some(r) = inst.result {
            if let Some(slot) = self.types.get_mut(r.0 as usize) {
                *slot = Some(t);
            }
        }
        Ok(())
    }

    /// The address space of a storage-class operand.
    pub(super) fn storage_class(&self, word: u32) -> Result<u32, Error> {
        let sc = StorageClass::from_u32(word).ok_or_else(|| self.malformed(format!("storage class {word}")))?;
        tables::address_space(sc).ok_or_else(|| self.unsupported(format!("storage class {sc:?}")))
    }

    fn struct_type(&mut self, inst: &Instruction) -> Result<Type<'ctx>, Error> {
        let members = inst.operands.iter().map(|&m| self.ty(Id(m))).collect::<Result<Vec<_>, _>>()?;
        let id = inst.result.ok_or_else(|| self.malformed("OpTypeStruct without result"))?;
        let packed = self.has_decoration(id, super::spirv_headers::Decoration::CPacked);
        let (members, packed) = self.explicit_struct(id, &members)?.unwrap_or((members, packed));
        // Kernels: a struct without a name is an identified struct too, named `structtype`
        // (LLVM numbers the others `structtype.0`, …), as the reference names them; shader
        // modules keep literal structs.
        let name = self.name_of(id).filter(|n| !n.is_empty()).or_else(|| (!self.shader).then(|| ANONYMOUS_STRUCT.to_owned()));
        match name {
            Some(name) => {
                let t = self.ll(self.ctx.named_struct_type(&name))?;
                self.ll(t.set_struct_body(&members, packed))?;
                Ok(t)
            }
            None => self.ll(self.ctx.struct_type(&members, packed)),
        }
    }

    /// The scope, rows, columns and use of `OpTypeCooperativeMatrixKHR`: the values of its
    /// constant operands.
    pub(super) fn cooperative_matrix_numbers(&self, inst: &Instruction) -> Result<[u32; 4], Error> {
        let mut numbers = [0u32; 4];
        for (i, n) in numbers.iter_mut().enumerate() {
            let id = Id(self.word(inst, i + 1)?);
            let value = self.value(id)?.const_int_zext().filter(|&v| v <= u64::from(u32::MAX));
            *n = value.ok_or_else(|| self.unsupported(format!("OpTypeCooperativeMatrixKHR operand {id} that is not a 32-bit constant")))? as u32;
        }
        Ok(numbers)
    }

    /// The parameters of a `spirv.Image` target type: the sampled type and the seven integers
    /// (dim, depth, arrayed, ms, sampled, format, access; access 0 when absent). With an
    /// OpenCL C target environment they take the form clang gives OpenCL C image types: a
    /// `void` sampled type, depth 0 or 1, sampled 0 and format 0 (`Unknown`).
    fn image_params(&self, image: &Instruction) -> Result<(Type<'ctx>, Vec<u32>), Error> {
        let mut ints = Vec::with_capacity(7);
        for i in 1..7 {
            ints.push(self.word(image, i)?);
        }
        ints.push(image.operands.get(7).copied().unwrap_or(0));
        if self.opencl_names() {
            ints[1] = u32::from(ints[1] == 1);
            ints[4] = 0;
            ints[5] = 0;
            return Ok((self.ctx.void_type(), ints));
        }
        Ok((self.ty(Id(self.word(image, 0)?))?, ints))
    }

    /// The pointee type of SPIR-V pointer type `ptr_ty` (for GEPs, loads and allocas).
    pub(super) fn pointee(&self, ptr_ty: Id) -> Result<Id, Error> {
        let d = self.def(ptr_ty)?;
        if d.op() != Some(Op::TypePointer) {
            return Err(self.malformed(format!("{ptr_ty} is not a pointer type")));
        }
        d.id_operand(1).ok_or_else(|| self.malformed("pointer type without pointee"))
    }

    /// What pointer value `ptr` points to: the pointee of its typed pointer type; for an
    /// untyped pointer, what the instruction using it says (`operated`: an atomic's result or
    /// value type), else what its definition says (an untyped variable's data type, the
    /// component an untyped access chain selects, the pointee of a typed pointer it was cast
    /// from; a chain over bytes says less than the operation).
    pub(super) fn pointee_of_value(&self, ptr: Id, operated: Option<Id>) -> Result<Id, Error> {
        let ptr_ty = self.type_id_of(ptr)?;
        if self.def(ptr_ty)?.op() == Some(Op::TypePointer) {
            return self.pointee(ptr_ty);
        }
        operated.or_else(|| self.untyped_pointee(ptr, 0)).ok_or_else(|| {
            self.unsupported(format!("untyped pointer {ptr} whose pointee neither its definition nor its use states"))
        })
    }

    /// The pointee an untyped pointer's definition states (see [`Self::pointee_of_value`]),
    /// following at most 64 casts (hostile input may cast in a cycle).
    fn untyped_pointee(&self, ptr: Id, depth: u32) -> Option<Id> {
        if depth > 64 {
            return None;
        }
        let d = self.def(ptr).ok()?;
        match d.op()? {
            Op::UntypedVariableKHR => d.id_operand(1),
            Op::Bitcast | Op::CopyObject | Op::PtrCastToGeneric | Op::GenericCastToPtr | Op::GenericCastToPtrExplicit
            | Op::PtrCastToCrossWorkgroupINTEL | Op::CrossWorkgroupCastToPtrINTEL | Op::SpecConstantOp => {
                let from = match d.op()? {
                    Op::SpecConstantOp if d.operands.first() == Some(&(Op::Bitcast as u32)) => d.id_operand(1)?,
                    Op::SpecConstantOp => return None,
                    _ => d.id_operand(0)?,
                };
                let ty = self.def(self.type_id_of(from).ok()?).ok()?;
                if ty.op() == Some(Op::TypePointer) { ty.id_operand(1) } else { self.untyped_pointee(from, depth + 1) }
            }
            op @ (Op::UntypedAccessChainKHR
            | Op::UntypedInBoundsAccessChainKHR
            | Op::UntypedPtrAccessChainKHR
            | Op::UntypedInBoundsPtrAccessChainKHR) => {
                let first_index = if matches!(op, Op::UntypedPtrAccessChainKHR | Op::UntypedInBoundsPtrAccessChainKHR) { 3 } else { 2 };
                let mut ty = d.id_operand(0)?;
                for &index in d.operands.get(first_index..)? {
                    let t = self.def(ty).ok()?;
                    ty = match t.op()? {
                        Op::TypeStruct => {
                            let c = self.def(Id(index)).ok()?;
                            let member = if c.op() == Some(Op::Constant) { *c.operands.first()? } else { return None };
                            t.id_operand(member as usize)?
                        }
                        Op::TypeArray | Op::TypeRuntimeArray | Op::TypeVector => t.id_operand(0)?,
                        _ => return None,
                    };
                }
                Some(ty)
            }
            _ => None,
        }
    }

    /// The SPIR-V type of value `id`.
    pub(super) fn type_id_of(&self, id: Id) -> Result<Id, Error> {
        self.index.type_of(id).ok_or_else(|| self.malformed(format!("{id} has no type")))
    }
}
