//! Memory: function-scope variables (allocas at the top of the entry block), loads and stores
//! with memory-access operands, access chains → GEPs, `OpCopyMemory(Sized)`.

use spirv_llvm_metadata::names;

use super::spirv_headers::{MemoryAccess, Op, StorageClass};
use super::decorations::usable_alignment;
use super::builtins::Sign;
use super::{Error, Translator};
use crate::llvm::{GepNoWrapFlags, Metadata, Value};
use spirv_llvm_mangling::{Scalar, Type as MType};
use crate::spirv::{Id, Instruction};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// `OpVariable` with Function storage: an alloca (SPIR-V puts these first in the entry
    /// block, so the builder is there), plus a store of the initializer.
    /// The type of what variable `inst` (`OpVariable` or `OpUntypedVariableKHR`) holds, and its
    /// initializer.
    pub(super) fn variable_parts(&self, inst: &Instruction) -> Result<(Id, Option<Id>), Error> {
        if inst.op() == Some(Op::UntypedVariableKHR) {
            let data = inst.id_operand(1).ok_or_else(|| self.unsupported("OpUntypedVariableKHR without a data type"))?;
            return Ok((data, inst.id_operand(2)));
        }
        let ptr_ty = inst.result_type.ok_or_else(|| self.malformed("OpVariable without type"))?;
        Ok((self.pointee(ptr_ty)?, inst.id_operand(1)))
    }

    pub(super) fn local_variable(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (data, init) = self.variable_parts(inst)?;
        let ty = self.ty(data)?;
        let space = self.storage_class(self.word(inst, 0)?)?;
        if space != 0 {
            return Err(self.malformed("OpVariable inside a function must have Function storage"));
        }
        let alloca = self.ll(self.builder.alloca(ty))?;
        if let Some(align) = inst.result.and_then(|id| self.alignment(id)) {
            self.ll(alloca.set_alignment(align))?;
        }
        if let Some(init) = init {
            let v = self.value(init)?;
            self.ll(self.builder.store(v, alloca))?;
        }
        Ok(alloca)
    }

    /// `OpVariableLengthArrayINTEL`: an `alloca` of a run-time number of elements, where the
    /// instruction is.
    pub(super) fn variable_length_array(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let ptr_ty = inst.result_type.ok_or_else(|| self.malformed("OpVariableLengthArrayINTEL without type"))?;
        let ty = self.ty(self.pointee(ptr_ty)?)?;
        let count = self.operand(inst, 0)?;
        let alloca = self.ll(self.builder.array_alloca(ty, count))?;
        if let Some(align) = inst.result.and_then(|id| self.alignment(id)) {
            self.ll(alloca.set_alignment(align))?;
        }
        Ok(alloca)
    }

    /// Applies a memory-access mask starting at operand `at` to a load or store.
    fn memory_access(&mut self, inst: &Instruction, at: usize, access: Value<'a>) -> Result<(), Error> {
        let Some(&mask) = inst.operands.get(at) else { return Ok(()) };
        let mask = MemoryAccess::from_bits_truncate(mask);
        if mask.contains(MemoryAccess::VOLATILE) {
            self.ll(access.set_volatile(true))?;
        }
        if mask.contains(MemoryAccess::ALIGNED) {
            // Read even when unusable: a missing literal is still malformed.
            if let Some(align) = usable_alignment(self.word(inst, at + 1)?) {
                self.ll(access.set_alignment(align))?;
            }
        }
        if mask.contains(MemoryAccess::NONTEMPORAL) {
            let one = self.ll(self.ll(self.ctx.i32_type().const_int(1))?.to_metadata())?;
            let node = self.ll(self.ctx.md_node(&[one]))?;
            self.ll(access.set_metadata(names::NONTEMPORAL, node))?;
        }
        // The operands of the bits below the aliasing ones: `Aligned`'s literal, the ids of
        // `MakePointerAvailable` and `MakePointerVisible`.
        let mut next = at + 1;
        for bit in OPERAND_BITS {
            next += usize::from(mask.contains(bit));
        }
        for &(bit, kind) in crate::tables::extensions::ALIASING_METADATA {
            if mask.contains(bit) {
                let list = inst.id_operand(next).ok_or_else(|| self.malformed(format!("memory operand {bit:?} without its list")))?;
                next += 1;
                let node = self.alias_scope_list(list)?;
                self.ll(access.set_metadata(kind, node))?;
            }
        }
        Ok(())
    }

    /// The metadata of `OpAliasScopeListDeclINTEL` `id` (`SPV_INTEL_memory_access_aliasing`):
    /// a list of scopes `distinct !{!self, domain}`, each domain `distinct !{!self}` (made
    /// once per id).
    fn alias_scope_list(&mut self, id: Id) -> Result<Metadata<'a>, Error> {
        if let Some(&m) = self.alias_nodes.get(&id) {
            return Ok(m);
        }
        let def = self.index.def(id).filter(|d| d.op() == Some(Op::AliasScopeListDeclINTEL));
        let def = def.ok_or_else(|| self.malformed(format!("%{} is no OpAliasScopeListDeclINTEL", id.0)))?;
        let mut scopes = Vec::with_capacity(def.operands.len());
        for k in 0..def.operands.len() {
            let scope = def.id_operand(k).ok_or_else(|| self.malformed("OpAliasScopeListDeclINTEL operand"))?;
            scopes.push(self.alias_decl(scope, Op::AliasScopeDeclINTEL)?);
        }
        let node = self.ll(self.ctx.md_node(&scopes))?;
        self.alias_nodes.insert(id, node);
        Ok(node)
    }

    /// The self-identifying node of `OpAliasScopeDeclINTEL` (with its domain's) or
    /// `OpAliasDomainDeclINTEL` `id` (`op`), made once.
    fn alias_decl(&mut self, id: Id, op: Op) -> Result<Metadata<'a>, Error> {
        if let Some(&m) = self.alias_nodes.get(&id) {
            return Ok(m);
        }
        let def = self.index.def(id).filter(|d| d.op() == Some(op));
        let def = def.ok_or_else(|| self.malformed(format!("%{} is no Op{op:?}", id.0)))?;
        let node = if op == Op::AliasScopeDeclINTEL {
            let domain = def.id_operand(0).ok_or_else(|| self.malformed("OpAliasScopeDeclINTEL without its domain"))?;
            let domain = self.alias_decl(domain, Op::AliasDomainDeclINTEL)?;
            self.ll(self.ctx.md_self_referential_node(&[domain]))?
        } else {
            self.ll(self.ctx.md_self_referential_node(&[]))?
        };
        self.alias_nodes.insert(id, node);
        Ok(node)
    }

    pub(super) fn load(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let ptr_id = inst.id_operand(0).ok_or_else(|| self.malformed("OpLoad without pointer"))?;
        if let Some(var) = self.builtin_ref(ptr_id) {
            let var = self.builtin_read_as(var, self.result_type(inst)?)?;
            return self.load_builtin(var);
        }
        if let Some(&sampler) = self.sampler_vars.get(&ptr_id.0) {
            return self.value(sampler);
        }
        let ty = self.result_type(inst)?;
        let ptr = self.value(ptr_id)?;
        let load = self.ll(self.builder.load(ty, ptr))?;
        self.laid_out_alignment(load, ty, ptr)?;
        self.memory_access(inst, 1, load)?;
        Ok(load)
    }

    pub(super) fn store(&mut self, inst: &Instruction) -> Result<(), Error> {
        let ptr_id = inst.id_operand(0).ok_or_else(|| self.malformed("OpStore without pointer"))?;
        if self.builtin_ref(ptr_id).is_some() {
            return Err(self.unsupported("OpStore to a builtin variable"));
        }
        let (ptr, value) = (self.value(ptr_id)?, self.operand(inst, 1)?);
        let store = self.ll(self.builder.store(value, ptr))?;
        self.laid_out_alignment(store, value.ty(), ptr)?;
        self.memory_access(inst, 2, store)
    }

    /// Shader modules: a vector in explicitly laid-out memory (buffers, push constants) is
    /// only as aligned as its components (a `vec3` may sit at any multiple of 4).
    fn laid_out_alignment(&self, access: Value<'a>, ty: crate::llvm::Type<'a>, ptr: Value<'a>) -> Result<(), Error> {
        if !self.shader || !ty.is_vector() {
            return Ok(());
        }
        let explicit = ptr.ty().address_space().and_then(crate::tables::storage_class).is_some_and(|sc| {
            matches!(sc, StorageClass::StorageBuffer | StorageClass::Uniform | StorageClass::PushConstant)
        });
        if let (true, Some((_, align))) = (explicit, self.module.abi_size_align(ty.scalar_type())) {
            self.ll(access.set_alignment(align))?;
        }
        Ok(())
    }

    /// `OpAccessChain` family → GEP (`i32 0` first for the non-`Ptr` forms). Struct member
    /// indices become `i32` constants, as LLVM requires. The `SPV_KHR_untyped_pointers` forms
    /// (`OpUntypedAccessChainKHR`…) name the base type before the base.
    pub(super) fn access_chain(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let (op, untyped) = match op {
            Op::UntypedAccessChainKHR => (Op::AccessChain, true),
            Op::UntypedInBoundsAccessChainKHR => (Op::InBoundsAccessChain, true),
            Op::UntypedPtrAccessChainKHR => (Op::PtrAccessChain, true),
            Op::UntypedInBoundsPtrAccessChainKHR => (Op::InBoundsPtrAccessChain, true),
            op => (op, false),
        };
        let at = usize::from(untyped);
        let base_id = inst.id_operand(at).ok_or_else(|| self.malformed("access chain without base"))?;
        let result = inst.result.ok_or_else(|| self.malformed("access chain without result"))?;
        let mut indices = Vec::new();
        if matches!(op, Op::AccessChain | Op::InBoundsAccessChain) {
            indices.push(self.ll(self.ctx.i32_type().const_int(0))?);
        }
        let mut current = match untyped {
            true => inst.id_operand(0).ok_or_else(|| self.malformed("untyped access chain without base type"))?,
            false => self.pointee(self.type_id_of(base_id)?)?,
        };
        let source = self.ty(current)?;
        let rest: Vec<u32> = inst.operands.get(at + 1..).unwrap_or(&[]).to_vec();
        // An index into a cooperative matrix (SPV_KHR_cooperative_matrix allows one, the last):
        // no GEP reaches into an opaque matrix, so it is the reference's
        // `__spirv_AccessChain(matrix pointer, index)` on the pointer the other indices reach.
        let mut matrix_index = None;
        for (k, &idx) in rest.iter().enumerate() {
            let idx_id = Id(idx);
            let v = self.value(idx_id)?;
            let first_ptr_index = k == 0 && matches!(op, Op::PtrAccessChain | Op::InBoundsPtrAccessChain);
            if first_ptr_index {
                indices.push(v);
                continue;
            }
            let d = self.def(current)?;
            match d.op() {
                Some(Op::TypeStruct) => {
                    let member = v.const_int_zext().ok_or_else(|| self.malformed("struct index is not a constant"))?;
                    let field = self.field_index(current, member as u32);
                    indices.push(self.ll(self.ctx.i32_type().const_int(u64::from(field)))?);
                    current = d.id_operand(member as usize).ok_or_else(|| self.malformed("struct index out of range"))?;
                }
                Some(Op::TypeArray | Op::TypeRuntimeArray | Op::TypeVector | Op::TypeMatrix) => {
                    indices.push(v);
                    if self.wrapped_elements(current) {
                        indices.push(self.ll(self.ctx.i32_type().const_int(0))?);
                    }
                    current = d.id_operand(0).ok_or_else(|| self.malformed("element type"))?;
                }
                Some(Op::TypeCooperativeMatrixKHR) if k + 1 == rest.len() => {
                    matrix_index = Some((current, v));
                }
                Some(Op::TypeCooperativeMatrixKHR) => {
                    return Err(self.malformed("access chain indexes past a cooperative matrix's component"));
                }
                _ => return Err(self.malformed("access chain indexes into a scalar")),
            }
        }
        if let Some((matrix, index)) = matrix_index {
            if self.builtin_ref(base_id).is_some() {
                return Err(self.malformed("access chain into a builtin variable's cooperative matrix"));
            }
            let base = self.value(base_id)?;
            let flags = if matches!(op, Op::InBoundsAccessChain | Op::InBoundsPtrAccessChain) { GepNoWrapFlags::INBOUNDS } else { GepNoWrapFlags::NONE };
            let to_matrix = if indices.len() <= 1 && matches!(op, Op::AccessChain | Op::InBoundsAccessChain) {
                base
            } else {
                self.ll(self.builder.gep(source, base, &indices, flags))?
            };
            let space = to_matrix.ty().address_space().unwrap_or(0);
            let pointer = MType::pointer(self.mangle_type(matrix, Sign::Unsigned)?, spirv_llvm_mangling::AddressSpace(space));
            let param_index = MType::Scalar(if index.ty().int_width() == Some(64) { Scalar::Long } else { Scalar::Int });
            let ret = self.result_type(inst)?;
            return self.call_builtin("__spirv_AccessChain", vec![pointer, param_index], false, ret, &[to_matrix, index], 2).map(Some);
        }
        if let Some(var) = self.builtin_ref(base_id) {
            let skip = usize::from(matches!(op, Op::AccessChain | Op::InBoundsAccessChain));
            self.builtin_access_chain(result, var, indices.get(skip..).unwrap_or(&[]))?;
            return Ok(None);
        }
        let base = self.value(base_id)?;
        let flags = if matches!(op, Op::InBoundsAccessChain | Op::InBoundsPtrAccessChain) {
            GepNoWrapFlags::INBOUNDS
        } else {
            GepNoWrapFlags::NONE
        };
        if indices.is_empty() {
            return Ok(Some(base));
        }
        Ok(Some(self.ll(self.builder.gep(source, base, &indices, flags))?))
    }

    /// `OpSizeOf`: the pointee's size by the data layout (with tail padding, as an array
    /// element takes), a constant. Its operand is a pointer; the id of a pointer type is read as
    /// that type's pointee too, as the Khronos translator reads it.
    pub(super) fn size_of(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let operand = inst.id_operand(0).ok_or_else(|| self.malformed("OpSizeOf without operand"))?;
        let pointee = if self.def(operand)?.op() == Some(Op::TypePointer) {
            self.pointee(operand)?
        } else {
            self.pointee_of_value(operand, None)?
        };
        let ty = self.ty(pointee)?;
        let (size, _) = self
            .module
            .abi_size_align(ty)
            .ok_or_else(|| self.unsupported(format!("OpSizeOf of {pointee}, a type of no size ({ty})")))?;
        let result = self.result_type(inst)?;
        if !result.is_int() {
            return Err(self.malformed(format!("OpSizeOf giving {result}, not an integer")));
        }
        self.ll(result.const_int(size))
    }

    /// `OpCopyMemory`: in kernels `llvm.memcpy` of the pointee's bytes (with `Aligned`'s
    /// alignment on both pointers, the volatile flag from the mask); in shader modules a load
    /// and a store.
    pub(super) fn copy_memory(&mut self, inst: &Instruction) -> Result<(), Error> {
        let (dst_id, src_id) = (
            inst.id_operand(0).ok_or_else(|| self.malformed("missing target"))?,
            inst.id_operand(1).ok_or_else(|| self.malformed("missing source"))?,
        );
        let ty = self.ty(self.pointee(self.type_id_of(src_id)?)?)?;
        // Kernels: `llvm.memcpy` of the object's bytes, as the reference writes it (shader
        // modules have no `OpCopyMemorySized` to come back as).
        if let (false, Some((size, _))) = (self.shader, self.module.abi_size_align(ty)) {
            let (dst, src) = (self.value(dst_id)?, self.value(src_id)?);
            let size = self.ll(self.ll(self.ctx.int_type(64))?.const_int(size))?;
            let mask = inst.operands.get(2).copied().unwrap_or(0);
            let call = self.memcpy(dst, src, size, mask & MemoryAccess::VOLATILE.bits() != 0)?;
            return self.copy_alignments(inst, 2, call);
        }
        let value = self.ll(self.builder.load(ty, self.value(src_id)?))?;
        self.memory_access(inst, 2, value)?;
        let store = self.ll(self.builder.store(value, self.value(dst_id)?))?;
        self.memory_access(inst, 2, store)
    }

    /// `OpLifetimeStart/Stop` → `llvm.lifetime.start/end` on an alloca; LLVM 22 accepts these
    /// markers on allocas only, so markers on other pointers (hints, not semantics) are dropped.
    pub(super) fn lifetime(&mut self, inst: &Instruction, op: Op) -> Result<(), Error> {
        let ptr = self.operand(inst, 0)?;
        if ptr.opcode() != Some(crate::llvm::Opcode::Alloca) {
            return Ok(());
        }
        let name = if op == Op::LifetimeStart { "llvm.lifetime.start.p0" } else { "llvm.lifetime.end.p0" };
        let fn_ty = self.ll(self.ctx.function_type(self.ctx.void_type(), &[ptr.ty()], false))?;
        let f = self.ll(self.module.get_or_insert_function(name, fn_ty))?;
        self.ll(self.builder.call(fn_ty, f.as_value(), &[ptr]))?;
        Ok(())
    }

    /// `OpCopyMemorySized` → `llvm.memcpy`.
    pub(super) fn copy_memory_sized(&mut self, inst: &Instruction) -> Result<(), Error> {
        let dst = self.operand(inst, 0)?;
        let src = self.operand(inst, 1)?;
        let size = self.operand(inst, 2)?;
        let volatile = inst.operands.get(3).is_some_and(|m| m & MemoryAccess::VOLATILE.bits() != 0);
        let call = self.memcpy(dst, src, size, volatile)?;
        self.copy_alignments(inst, 3, call)
    }

    /// `Aligned N` of a copy whose memory operands start at operand `first` → `align N` on the
    /// `llvm.memcpy` call's pointers: the target's from the first operand set, the source's
    /// from the second (SPIR-V 1.4), else from the first too.
    fn copy_alignments(&self, inst: &Instruction, first: usize, call: Value<'a>) -> Result<(), Error> {
        let second = operand_set_end(inst, first);
        let source_set = if inst.operands.len() > second { second } else { first };
        for (param, at) in [(0, first), (1, source_set)] {
            if let Some(align) = aligned_literal(inst, at).and_then(usable_alignment) {
                self.ll(call.add_attribute(crate::llvm::AttrIndex::Param(param), &crate::llvm::Attribute::int("align", u64::from(align))))?;
            }
        }
        Ok(())
    }

    /// `llvm.memcpy.p{dst}.p{src}.i{size}(dst, src, size, volatile)`.
    fn memcpy(&mut self, dst: Value<'a>, src: Value<'a>, size: Value<'a>, volatile: bool) -> Result<Value<'a>, Error> {
        let (da, sa) = (dst.ty().address_space().unwrap_or(0), src.ty().address_space().unwrap_or(0));
        let width = size.ty().int_width().unwrap_or(64);
        let name = format!("llvm.memcpy.p{da}.p{sa}.i{width}");
        let i1 = self.ctx.bool_type();
        let fn_ty = self.ll(self.ctx.function_type(self.ctx.void_type(), &[dst.ty(), src.ty(), size.ty(), i1], false))?;
        let f = self.ll(self.module.get_or_insert_function(&name, fn_ty))?;
        let flag = self.ll(i1.const_int(u64::from(volatile)))?;
        self.ll(self.builder.call(fn_ty, f.as_value(), &[dst, src, size, flag]))
    }
}

/// The memory-operand bits below the aliasing ones that take one operand each, in order.
const OPERAND_BITS: [MemoryAccess; 3] = [MemoryAccess::ALIGNED, MemoryAccess::MAKE_POINTER_AVAILABLE, MemoryAccess::MAKE_POINTER_VISIBLE];

/// The index after the memory-operand set whose mask is operand `at` (its mask and operands).
fn operand_set_end(inst: &Instruction, at: usize) -> usize {
    let Some(&mask) = inst.operands.get(at) else { return at };
    let mask = MemoryAccess::from_bits_truncate(mask);
    let aliasing = crate::tables::extensions::ALIASING_METADATA.iter().filter(|(bit, _)| mask.contains(*bit)).count();
    at + 1 + OPERAND_BITS.iter().filter(|&&bit| mask.contains(bit)).count() + aliasing
}

/// The `Aligned` literal of the memory-operand set whose mask is operand `at`, if it has one.
fn aligned_literal(inst: &Instruction, at: usize) -> Option<u32> {
    let mask = MemoryAccess::from_bits_truncate(*inst.operands.get(at)?);
    if mask.contains(MemoryAccess::ALIGNED) { inst.operands.get(at + 1).copied() } else { None }
}
