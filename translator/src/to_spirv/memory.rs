//! Memory: `alloca` (a `Function` variable in the entry block; of a run-time count,
//! `OpVariableLengthArrayINTEL` where it is), `load`/`store` (with
//! `Volatile`/`Aligned` memory operands) and `getelementptr` (`OpPtrAccessChain`, or
//! `OpInBoundsPtrAccessChain` when `inbounds`). Each access casts its pointer to point to the
//! accessed type first, so `getelementptr i8, p, 12` followed by a `float` load reads the
//! same four bytes in SPIR-V.

use ::spirv::{Decoration, MemoryAccess, Op, StorageClass};
use spirv_llvm_metadata::names;

use super::builder::SpvType;
use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{AtomicOrdering, Metadata, Type, TypeKind, Value, ValueKind};
use crate::spirv::Id;
use crate::tables;

impl<'m> Translator<'m> {
    pub(crate) fn alloca(&mut self, inst: Value<'m>) -> Result<()> {
        let t = inst.allocated_type().ok_or_else(|| invalid("alloca without type"))?;
        let elem = match self.held_object(inst) {
            Some(object) => self.object_slots(t, object)?,
            None => self.memory_type(t)?,
        };
        let count = inst.operand(0).and_then(|c| c.const_int_zext());
        let address_space = inst.ty().address_space().unwrap_or(0);
        // An `alloca` in the generic address space is a `Function` variable cast to `Generic`
        // (kernels; shaders have no generic pointers).
        let generic = tables::storage_class(address_space) == Some(StorageClass::Generic) && !self.is_shader();
        if address_space != 0 && !generic {
            return Err(unsupported(format!("alloca in address space {address_space}")));
        }
        let Val { id, ty } = match count {
            Some(0) => return Err(unsupported("alloca of zero elements")),
            Some(n) => {
                let elem = if n == 1 { elem } else { self.b.type_array(elem, n) };
                let ty = self.pointer_type(StorageClass::Function, elem);
                Val { id: self.push_variable(ty), ty }
            }
            None => self.variable_length_array(inst, elem)?,
        };
        if let Some(align) = inst.alignment().filter(|&a| a > 0 && !self.is_shader()) {
            self.b.decorate(id, Decoration::Alignment, &[align]);
        }
        if !inst.name().is_empty() {
            self.b.name(id, &inst.name());
        }
        let (id, ty) = if generic {
            let (_, pointee) = self.pointer_parts(ty).ok_or_else(|| invalid("alloca of no pointer type"))?;
            let generic_ty = self.pointer_type(StorageClass::Generic, pointee);
            (self.emit(Op::PtrCastToGeneric, generic_ty, vec![id.0]), generic_ty)
        } else {
            (id, ty)
        };
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// An `alloca` of a run-time number of `elem`s: `OpVariableLengthArrayINTEL` where the
    /// `alloca` is (`SPV_INTEL_variable_length_array`, else an error naming it).
    fn variable_length_array(&mut self, inst: Value<'m>, elem: Id) -> Result<Val> {
        let ext = crate::tables::extensions::VARIABLE_LENGTH_ARRAY;
        if !self.options.extensions.allows(ext) {
            return Err(super::error::needs_extension(ext, "alloca with a run-time size"));
        }
        let count = self.value(inst.operand(0).ok_or_else(|| invalid("alloca without a count"))?)?;
        let ty = self.pointer_type(StorageClass::Function, elem);
        Ok(Val { id: self.emit(Op::VariableLengthArrayINTEL, ty, vec![count.id.0]), ty })
    }

    pub(crate) fn load(&mut self, inst: Value<'m>) -> Result<()> {
        if is_atomic(inst) {
            return self.atomic_load(inst);
        }
        let ptr = inst.operand(0).ok_or_else(|| invalid("load without pointer"))?;
        let ty = self.ty(self.vty(inst))?;
        let ty = self.held_pointer(ty, ptr)?;
        if let Some(bytes) = super::odd_widths::short_store_size(inst.ty())? {
            let val = self.load_pieces(inst, ptr, ty, bytes)?;
            self.define(inst, val);
            return Ok(());
        }
        if super::types::is_widened_vector(inst.ty()) {
            // Load the lanes as an array of the element, then widen.
            let (elem, lanes) = self.scalar_and_count(ty);
            let n = inst.ty().vector_size().unwrap_or(0);
            let array = self.b.type_array(elem, u64::from(n));
            let p = self.pointer_to(ptr, array)?;
            let mut operands = vec![p.id.0];
            self.memory_operands(inst, &mut operands);
            let loaded = self.emit(Op::Load, array, operands);
            let undef = self.b.undef(elem);
            let mut parts: Vec<u32> = (0..n).map(|k| self.emit(Op::CompositeExtract, elem, vec![loaded.0, k]).0).collect();
            parts.resize(lanes as usize, undef.0);
            let id = self.emit(Op::CompositeConstruct, ty, parts);
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        if self.is_shader() {
            let id = self.shader_load(inst, ptr, ty)?;
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        let p = self.pointer_to(ptr, ty)?;
        let mut operands = vec![p.id.0];
        self.memory_operands(inst, &mut operands);
        let id = self.emit(Op::Load, ty, operands);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    pub(crate) fn store(&mut self, inst: Value<'m>) -> Result<()> {
        self.check_writable(inst.operand(1), "store")?;
        if is_atomic(inst) {
            return self.atomic_store(inst);
        }
        let value = inst.operand(0).ok_or_else(|| invalid("store without value"))?;
        let ptr = inst.operand(1).ok_or_else(|| invalid("store without pointer"))?;
        let ty = self.ty(self.vty(value))?;
        let ty = self.held_pointer(ty, ptr)?;
        let v = self.value_as(value, ty)?;
        if let Some(bytes) = super::odd_widths::short_store_size(value.ty())? {
            return self.store_pieces(inst, ptr, Val { id: v, ty }, bytes);
        }
        if super::types::is_widened_vector(value.ty()) {
            // Store only the lanes LLVM has, as an array of the element.
            let (elem, _) = self.scalar_and_count(ty);
            let n = value.ty().vector_size().unwrap_or(0);
            let array = self.b.type_array(elem, u64::from(n));
            let parts: Vec<u32> = (0..n).map(|k| self.emit(Op::CompositeExtract, elem, vec![v.0, k]).0).collect();
            let a = self.emit(Op::CompositeConstruct, array, parts);
            let p = self.pointer_to(ptr, array)?;
            let mut operands = vec![p.id.0, a.0];
            self.memory_operands(inst, &mut operands);
            self.emit_void(Op::Store, operands);
            return Ok(());
        }
        if self.is_shader() {
            return self.shader_store(inst, ptr, Val { id: v, ty });
        }
        let p = self.pointer_to(ptr, ty)?;
        let mut operands = vec![p.id.0, v.0];
        self.memory_operands(inst, &mut operands);
        self.emit_void(Op::Store, operands);
        Ok(())
    }

    /// The type a pointer of type `ty` is loaded or stored as through `ptr`: the pointer type
    /// that memory is declared to hold when it holds one of the same storage class (a global
    /// typed by its initializer), so that no bitcast of the memory is needed; else `ty`.
    fn held_pointer(&mut self, ty: Id, ptr: Value<'m>) -> Result<Id> {
        let Some(&SpvType::Pointer(sc, _)) = self.b.type_info(ty) else { return Ok(ty) };
        if self.is_shader() || !matches!(ptr.kind(), ValueKind::GlobalVariable) {
            return Ok(ty);
        }
        let memory = self.value(ptr)?;
        let Some(&SpvType::Pointer(_, held)) = self.b.type_info(memory.ty) else { return Ok(ty) };
        Ok(match self.b.type_info(held) {
            Some(&SpvType::Pointer(held_sc, _)) if held_sc == sc => held,
            _ => ty,
        })
    }

    /// `getelementptr` (instruction or constant expression).
    pub(crate) fn gep(&mut self, v: Value<'m>) -> Result<Val> {
        if self.is_shader() {
            return self.access_chain(v);
        }
        if v.ty().is_vector() {
            return self.pointer_vector_gep(v);
        }
        let base = v.operand(0).ok_or_else(|| invalid("getelementptr without base"))?;
        let source = v.gep_source_element_type().ok_or_else(|| invalid("getelementptr without source type"))?;
        let source_ty = self.memory_type(source)?;
        let base = self.pointer_to(base, source_ty)?;
        let n = v.num_operands();
        if n < 2 {
            return Ok(base);
        }
        let (sc, _) = self.pointer_parts(base.ty).ok_or_else(|| invalid("getelementptr base is not a pointer"))?;
        let mut elem = source;
        let mut operands = vec![base.id.0];
        for i in 1..n {
            let idx = v.operand(i).ok_or_else(|| invalid("missing index"))?;
            if idx.ty().is_vector() {
                return Err(unsupported("getelementptr with a vector index"));
            }
            if i > 1 {
                elem = self.step_into(elem, idx)?;
            }
            operands.push(self.value(idx)?.id.0);
        }
        let elem_ty = self.memory_type(elem)?;
        let ty = self.pointer_type(sc, elem_ty);
        let op = if v.is_inbounds() == Some(true) { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
        Ok(Val { id: self.emit(op, ty, operands), ty })
    }

    /// A load of an odd-width integer that takes `bytes` bytes in memory, fewer than its
    /// container: the bytes in power-of-two pieces (little-endian), put together.
    fn load_pieces(&mut self, inst: Value<'m>, ptr: Value<'m>, ty: Id, bytes: u32) -> Result<Val> {
        let width = self.scalar_width(ty);
        let mut acc: Option<Id> = None;
        for (offset, size) in pieces(bytes) {
            let piece_ty = self.b.type_int(size * 8);
            let p = self.piece_pointer(ptr, offset, piece_ty)?;
            let mut operands = vec![p.0];
            memory_operands_at(inst, offset, &mut operands);
            let loaded = self.emit(Op::Load, piece_ty, operands);
            let wide = self.emit(Op::UConvert, ty, vec![loaded.0]);
            let part = if offset == 0 {
                wide
            } else {
                let shift = self.b.const_int(ty, width, u64::from(offset * 8));
                self.emit(Op::ShiftLeftLogical, ty, vec![wide.0, shift.0])
            };
            acc = Some(match acc {
                None => part,
                Some(a) => self.emit(Op::BitwiseOr, ty, vec![a.0, part.0]),
            });
        }
        let id = acc.ok_or_else(|| invalid("load of zero bytes"))?;
        Ok(Val { id, ty })
    }

    /// A store of an odd-width integer that takes `bytes` bytes in memory: those bytes only,
    /// in power-of-two pieces.
    fn store_pieces(&mut self, inst: Value<'m>, ptr: Value<'m>, v: Val, bytes: u32) -> Result<()> {
        let width = self.scalar_width(v.ty);
        for (offset, size) in pieces(bytes) {
            let piece_ty = self.b.type_int(size * 8);
            let shifted = if offset == 0 {
                v.id
            } else {
                let shift = self.b.const_int(v.ty, width, u64::from(offset * 8));
                self.emit(Op::ShiftRightLogical, v.ty, vec![v.id.0, shift.0])
            };
            let part = self.emit(Op::UConvert, piece_ty, vec![shifted.0]);
            let p = self.piece_pointer(ptr, offset, piece_ty)?;
            let mut operands = vec![p.0, part.0];
            memory_operands_at(inst, offset, &mut operands);
            self.emit_void(Op::Store, operands);
        }
        Ok(())
    }

    /// `ptr + offset` bytes, as a pointer to `piece_ty`.
    fn piece_pointer(&mut self, ptr: Value<'m>, offset: u32, piece_ty: Id) -> Result<Id> {
        let i8 = self.b.type_int(8);
        let bytes = self.pointer_to(ptr, i8)?;
        let at = if offset == 0 {
            bytes
        } else {
            let index_ty = self.b.type_int(self.pointer_bits());
            let index = self.b.const_int(index_ty, self.pointer_bits(), u64::from(offset));
            let id = self.emit(Op::InBoundsPtrAccessChain, bytes.ty, vec![bytes.id.0, index.0]);
            Val { id, ty: bytes.ty }
        };
        Ok(self.cast_pointer(at, piece_ty)?.id)
    }

    /// An error when `ptr` points into the constant address space: SPIR-V's `UniformConstant`
    /// is read-only (LLVM leaves a write there undefined, not invalid).
    pub(crate) fn check_writable(&self, ptr: Option<Value<'m>>, what: &str) -> Result<()> {
        let space = ptr.and_then(|p| p.ty().address_space()).unwrap_or(0);
        if self.storage_class(space).ok() == Some(StorageClass::UniformConstant) {
            return Err(unsupported(format!("{what} into the constant address space (UniformConstant is read-only)")));
        }
        Ok(())
    }

    /// The type that index `idx` selects inside aggregate type `t`.
    pub(crate) fn step_into(&mut self, t: Type<'m>, idx: Value<'m>) -> Result<Type<'m>> {
        match t.kind() {
            TypeKind::Struct => {
                let i = idx.const_int_zext().ok_or_else(|| invalid("struct index is not a constant"))?;
                let elements = t.struct_elements().unwrap_or_default();
                elements.get(i as usize).copied().ok_or_else(|| invalid(format!("struct index {i} out of range")))
            }
            TypeKind::Array | TypeKind::Vector => t.element_type().ok_or_else(|| invalid("no element type")),
            _ => Err(invalid(format!("cannot index into {t}"))),
        }
    }
}

/// `(offset, size)` of the power-of-two pieces (largest first) that cover `bytes` bytes.
fn pieces(bytes: u32) -> impl Iterator<Item = (u32, u32)> {
    [4u32, 2, 1].into_iter().filter(move |&size| bytes & size != 0).scan(0, |offset, size| {
        let at = *offset;
        *offset += size;
        Some((at, size))
    })
}

/// The alignment left `offset` bytes after an address aligned to `align`.
pub(crate) fn alignment_at(align: u32, offset: u64) -> u32 {
    if offset == 0 { align } else { align.min(1 << offset.trailing_zeros().min(31)) }
}

/// Whether a load or store is atomic.
fn is_atomic(inst: Value<'_>) -> bool {
    inst.ordering().is_some_and(|o| o != AtomicOrdering::NotAtomic)
}

impl<'m> Translator<'m> {
    /// `Volatile`, `Aligned n` (not in Shader modules, whose pointers are not physical),
    /// `Nontemporal` (from `!nontemporal`) and, with `SPV_INTEL_memory_access_aliasing`, the
    /// `AliasScopeINTELMask`/`NoAliasINTELMask` lists (from `!alias.scope`/`!noalias`) memory
    /// operands of a load or store.
    pub(crate) fn memory_operands(&mut self, inst: Value<'m>, out: &mut Vec<u32>) {
        let align = if self.is_shader() { None } else { inst.alignment().filter(|&a| a > 0) };
        let mask_at = out.len();
        memory_operands_with(inst, align, out);
        if !self.options.extensions.allows(tables::extensions::MEMORY_ACCESS_ALIASING) {
            return;
        }
        let attached = inst.all_metadata();
        // Their ids follow the other operands' (the mask's higher bits).
        for (k, &(bit, _)) in tables::extensions::ALIASING_METADATA.iter().enumerate() {
            let kind = self.kinds.aliasing.get(k).copied().flatten();
            let node = attached.iter().find(|&&(a, _)| Some(a) == kind).map(|&(_, m)| m);
            let Some(list) = node.and_then(|m| self.alias_scope_list(m)) else { continue };
            if out.len() == mask_at {
                out.push(0);
            }
            out[mask_at] |= bit.bits();
            out.push(list.0);
        }
    }

    /// The `OpAliasScopeListDeclINTEL` of metadata list `node` (made once): each scope
    /// `distinct !{!self, domain, …}` an `OpAliasScopeDeclINTEL` in the
    /// `OpAliasDomainDeclINTEL` of its domain `distinct !{!self, …}`. Names are not kept (the
    /// reference keeps none). `None` for another shape (the metadata is then dropped).
    fn alias_scope_list(&mut self, node: Metadata<'m>) -> Option<Id> {
        if let Some(&id) = self.alias_decls.get(&node) {
            return Some(id);
        }
        let mut scopes = Vec::new();
        for scope in node.operands()? {
            scopes.push(self.alias_decl(scope?, true)?.0);
        }
        let id = self.global_decl(Op::AliasScopeListDeclINTEL, scopes);
        self.alias_decls.insert(node, id);
        Some(id)
    }

    /// The `OpAliasScopeDeclINTEL` (`scope`) or `OpAliasDomainDeclINTEL` of a self-identifying
    /// node (made once).
    fn alias_decl(&mut self, node: Metadata<'m>, scope: bool) -> Option<Id> {
        if let Some(&id) = self.alias_decls.get(&node) {
            return Some(id);
        }
        let operands = node.operands()?;
        if operands.first().copied().flatten() != Some(node) {
            return None;
        }
        let id = if scope {
            let domain = self.alias_decl(operands.get(1).copied().flatten()?, false)?;
            self.global_decl(Op::AliasScopeDeclINTEL, vec![domain.0])
        } else {
            self.global_decl(Op::AliasDomainDeclINTEL, Vec::new())
        };
        self.alias_decls.insert(node, id);
        Some(id)
    }

    /// A module-level instruction `op` with a result and `operands`; the extension of
    /// memory-access aliasing (its capability follows from the instruction).
    fn global_decl(&mut self, op: Op, operands: Vec<u32>) -> Id {
        let id = self.b.id();
        self.b.globals.push(crate::spirv::Instruction { opcode: op as u16, result_type: None, result: Some(id), operands });
        self.b.extension(tables::extensions::MEMORY_ACCESS_ALIASING);
        id
    }
}

/// The memory operands of the part of a load or store `offset` bytes after its address (the
/// alignment is what is left of the instruction's there).
fn memory_operands_at(inst: Value<'_>, offset: u32, out: &mut Vec<u32>) {
    let align = inst.alignment().filter(|&a| a > 0).map(|a| alignment_at(a, u64::from(offset)));
    memory_operands_with(inst, align, out);
}

/// The memory operands of a load or store with alignment `align`.
fn memory_operands_with(inst: Value<'_>, align: Option<u32>, out: &mut Vec<u32>) {
    let mut mask = MemoryAccess::NONE;
    if inst.is_volatile() == Some(true) {
        mask |= MemoryAccess::VOLATILE;
    }
    if inst.metadata(names::NONTEMPORAL).ok().flatten().is_some() {
        mask |= MemoryAccess::NONTEMPORAL;
    }
    if align.is_some() {
        mask |= MemoryAccess::ALIGNED;
    }
    if mask != MemoryAccess::NONE {
        out.push(mask.bits());
        out.extend(align);
    }
}
