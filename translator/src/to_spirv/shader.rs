//! Shader modules (LLVM's logical SPIR-V: `spirv[1.N]-unknown-vulkan…-compute`): what the
//! Vulkan compute module that `to_llvm` makes of a `Shader` module needs on the way back.
//!
//! - `Logical` addressing and the `GLSL450` memory model (`Vulkan` when `!spirv.MemoryModel`
//!   says so); `Shader` instead of `Kernel`; no `OpenCL.std`, no linkage, none of the
//!   kernel-only decorations (`Constant`, `Alignment`, `FuncParamAttr`).
//! - Entry points: the functions with `"hlsl.shader"="compute"` are `GLCompute` entry points;
//!   `hlsl.numthreads` / `!reqd_work_group_size` / `!spirv.ExecutionMode` give `LocalSize`.
//! - Explicit layouts: memory in the `StorageBuffer`, `Uniform`, `PushConstant` and
//!   `PhysicalStorageBuffer` storage classes has types of its own (see [`Translator::laid_out`]):
//!   struct members get `Offset`, arrays `ArrayStride` (a zero-length array is a runtime array),
//!   all taken from the LLVM data layout. The padding `to_llvm` inserts comes out again: an
//!   `[n x i8]` field followed by another field is padding, not a member, and an array of
//!   `{ element, [n x i8] }` pairs is an array of the element with the pair's size as stride.
//!   The variables of the first three classes hold a struct decorated `Block`.
//! - Pointers are never cast: `getelementptr` with a leading zero index is `OpAccessChain`
//!   (struct indices mapped past padding fields), a pointer used as one to its first member
//!   (LLVM folds such zero-index `getelementptr`s away) gets the access chain back, and a vector
//!   loaded from or stored to an array of its components goes through the array.
//! - Structured control flow: `!spirv.SelectionMerge` and `!spirv.LoopMerge` on a terminator
//!   give the merge instruction before it; every block is emitted, also those only a merge
//!   instruction names.
//! - Intrinsics: `GLSL.std.450` by `tables::glsl` in reverse (and `OpenCL.std` is an error).
//! - Capabilities: those `!spirv.Capability` lists (but kernel ones), 8/16-bit storage ones by
//!   what the buffers hold; scopes must be ones Vulkan has.

use std::collections::{HashMap, HashSet};

use ::spirv::{Capability, Decoration, GlslStd450Op, LoopControl, MemoryModel, Op, SelectionControl, StorageClass};
use spirv_llvm_metadata::names;

use super::builder::SpvType;
use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{Type, TypeKind, Value};
use crate::spirv::Id;

/// Where the fields of an LLVM type went in its laid-out SPIR-V type.
#[derive(Clone, Debug)]
pub(crate) enum Fields {
    /// Struct: the SPIR-V member of each LLVM field (`None`: padding).
    Struct(Vec<Option<u32>>),
    /// Array of `{ element, padding }` pairs: the SPIR-V array holds the elements.
    Pairs,
}

/// Shader-module state.
#[derive(Default)]
pub(crate) struct Shader<'m> {
    /// The laid-out SPIR-V type of each LLVM type used in explicitly laid-out memory (and
    /// whether in `Uniform` memory).
    laid_out: HashMap<(Type<'m>, bool), Id>,
    /// The field maps of laid-out types that differ from their LLVM type's fields.
    fields: HashMap<Id, Fields>,
    /// The struct fields some `getelementptr` addresses (never padding).
    addressed: HashSet<(Type<'m>, u32)>,
}

/// Whether memory of storage class `sc` has an explicit layout in Vulkan.
pub(crate) fn has_explicit_layout(sc: StorageClass) -> bool {
    matches!(sc, StorageClass::StorageBuffer | StorageClass::Uniform | StorageClass::PushConstant | StorageClass::PhysicalStorageBuffer)
}

/// Whether field `index` of `fields` is padding `to_llvm` inserted: an `[n x i8]` (n > 0)
/// followed by another field that no `getelementptr` addresses.
fn is_padding(fields: &[Type<'_>], index: usize, addressed: bool) -> bool {
    let t = fields[index];
    !addressed
        && index + 1 < fields.len()
        && t.kind() == TypeKind::Array
        && t.array_length().is_some_and(|n| n > 0)
        && t.element_type().and_then(|e| e.int_width()) == Some(8)
}

/// The element of an `{ element, [n x i8] }` pair, if `t` is one.
fn pair_element(t: Type<'_>) -> Option<Type<'_>> {
    if t.kind() != TypeKind::Struct || t.is_literal_struct() != Some(true) {
        return None;
    }
    let fields = t.struct_elements()?;
    match fields.as_slice() {
        [e, pad] if pad.kind() == TypeKind::Array && pad.element_type().and_then(|p| p.int_width()) == Some(8) => Some(*e),
        _ => None,
    }
}

impl<'m> Translator<'m> {
    /// Whether the module is a Shader module (`Logical` addressing).
    pub(crate) fn is_shader(&self) -> bool {
        self.addressing == ::spirv::AddressingModel::Logical
    }

    /// Records the struct fields that `getelementptr`s (instructions and their constant
    /// operands) address, so that no addressed `[n x i8]` field is taken for padding.
    pub(crate) fn find_addressed_fields(&mut self) {
        let mut geps = Vec::new();
        for f in self.module.functions() {
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    if inst.opcode() == Some(crate::llvm::Opcode::GetElementPtr) {
                        geps.push(inst);
                    }
                    for k in 0..inst.num_operands() {
                        if let Some(op) = inst.operand(k).filter(|o| o.kind() == crate::llvm::ValueKind::ConstantExpr) {
                            if op.const_opcode() == Some(crate::llvm::Opcode::GetElementPtr) {
                                geps.push(op);
                            }
                        }
                    }
                }
            }
        }
        for gep in geps {
            let Some(mut t) = gep.gep_source_element_type() else { continue };
            for k in 2..gep.num_operands() {
                let Some(idx) = gep.operand(k) else { break };
                let next = match t.kind() {
                    TypeKind::Struct => {
                        let Some(field) = idx.const_int_zext() else { break };
                        self.shader.addressed.insert((t, field as u32));
                        t.struct_elements().and_then(|e| e.get(field as usize).copied())
                    }
                    _ => t.element_type(),
                };
                let Some(next) = next else { break };
                t = next;
            }
        }
    }

    /// The SPIR-V type of LLVM type `t` as memory of storage class `sc`: laid out explicitly
    /// where Vulkan wants it, else the plain memory type.
    pub(crate) fn memory_type_in(&mut self, sc: StorageClass, t: Type<'m>) -> Result<Id> {
        if self.is_shader() && has_explicit_layout(sc) {
            self.laid_out(t, sc == StorageClass::Uniform)
        } else {
            self.memory_type(t)
        }
    }

    /// The explicitly laid-out SPIR-V type of `t`: structs with `Offset` on every member,
    /// arrays with `ArrayStride`, both from the data layout; scalars and vectors as they are.
    /// In `Uniform` memory (`uniform`), whose arrays need a stride of 16, an array of two to
    /// four packed scalars is the vector it came from (`to_llvm` keeps a `vec3` whose tail holds
    /// the next member as an array of its components).
    fn laid_out(&mut self, t: Type<'m>, uniform: bool) -> Result<Id> {
        if let Some(&id) = self.shader.laid_out.get(&(t, uniform)) {
            return Ok(id);
        }
        let id = self.nested(|this| this.make_laid_out(t, uniform))?;
        self.shader.laid_out.insert((t, uniform), id);
        Ok(id)
    }

    fn make_laid_out(&mut self, t: Type<'m>, uniform: bool) -> Result<Id> {
        match t.kind() {
            TypeKind::Struct => {
                let fields = t.struct_elements().unwrap_or_default();
                let mut members = Vec::with_capacity(fields.len());
                let mut offsets = Vec::with_capacity(fields.len());
                let mut map = Vec::with_capacity(fields.len());
                for (i, &f) in fields.iter().enumerate() {
                    if is_padding(&fields, i, self.shader.addressed.contains(&(t, i as u32))) {
                        map.push(None);
                        continue;
                    }
                    map.push(Some(members.len() as u32));
                    members.push(self.laid_out(f, uniform)?);
                    let offset = self.module.field_offset(t, i as u32).ok_or_else(|| invalid(format!("{t} has no layout")))?;
                    offsets.push(u32::try_from(offset).map_err(|_| unsupported(format!("{t}: a member beyond 4 GiB")))?);
                }
                if members.is_empty() {
                    return Err(unsupported(format!("{t} in a buffer: a struct without members")));
                }
                let id = self.b.fresh_type(Op::TypeStruct, members.iter().map(|m| m.0).collect(), SpvType::Struct(members.clone()));
                for (m, offset) in offsets.into_iter().enumerate() {
                    self.b.annotations.push(crate::spirv::Instruction {
                        opcode: Op::MemberDecorate as u16,
                        result_type: None,
                        result: None,
                        operands: vec![id.0, m as u32, Decoration::Offset as u32, offset],
                    });
                }
                if let Some(name) = t.struct_name() {
                    self.b.name(id, &name);
                }
                if map.iter().any(Option::is_none) {
                    self.shader.fields.insert(id, Fields::Struct(map));
                }
                Ok(id)
            }
            TypeKind::Array => {
                let len = t.array_length().unwrap_or(0);
                let elem = t.element_type().ok_or_else(|| invalid(format!("array type {t} has no element type")))?;
                let (stride, _) = self.module.abi_size_align(elem).ok_or_else(|| invalid(format!("{elem} has no size")))?;
                let stride = u32::try_from(stride).map_err(|_| unsupported(format!("{t}: an element beyond 4 GiB")))?;
                let scalar = matches!(elem.kind(), TypeKind::Integer | TypeKind::Half | TypeKind::Float | TypeKind::Double);
                if uniform && scalar && (2..=4).contains(&len) && stride < 16 {
                    let e = self.memory_type(elem)?;
                    return Ok(self.b.type_vector(e, len as u32));
                }
                let pair = pair_element(elem);
                let inner = self.laid_out(pair.unwrap_or(elem), uniform)?;
                let id = if len == 0 {
                    self.b.fresh_type(Op::TypeRuntimeArray, vec![inner.0], SpvType::Array(inner, 0))
                } else {
                    let n = u32::try_from(len).map_err(|_| unsupported(format!("{t}: more than 2^32 elements")))?;
                    let length = self.b.const_u32(n);
                    self.b.fresh_type(Op::TypeArray, vec![inner.0, length.0], SpvType::Array(inner, len))
                };
                self.b.decorate(id, Decoration::ArrayStride, &[stride]);
                if pair.is_some() {
                    self.shader.fields.insert(id, Fields::Pairs);
                }
                Ok(id)
            }
            TypeKind::Pointer => Err(unsupported(format!("a pointer ({t}) held in a buffer of a Shader module"))),
            _ => self.memory_type(t),
        }
    }

    /// `Block` on the struct a `StorageBuffer`, `Uniform` or `PushConstant` variable holds.
    pub(crate) fn block_decoration(&mut self, sc: StorageClass, pointee: Id, name: &str) -> Result<()> {
        if !matches!(sc, StorageClass::StorageBuffer | StorageClass::Uniform | StorageClass::PushConstant) {
            return Ok(());
        }
        if !matches!(self.b.type_info(pointee), Some(SpvType::Struct(_))) {
            return Err(unsupported(format!("@{name} in storage class {sc:?} holds no struct (Vulkan wants a Block struct there)")));
        }
        self.b.decorate_once(pointee, Decoration::Block, &[]);
        Ok(())
    }

    /// `getelementptr` in a Shader module: `OpAccessChain` from a leading zero index.
    pub(crate) fn access_chain(&mut self, v: Value<'m>) -> Result<Val> {
        let base = v.operand(0).ok_or_else(|| invalid("getelementptr without base"))?;
        let source = v.gep_source_element_type().ok_or_else(|| invalid("getelementptr without source type"))?;
        let base = self.value(base)?;
        let (sc, _) = self.pointer_parts(base.ty).ok_or_else(|| invalid("getelementptr base is not a pointer"))?;
        let source_ty = self.memory_type_in(sc, source)?;
        let base = self.cast_pointer(base, source_ty)?;
        let n = v.num_operands();
        if n < 2 {
            return Ok(base);
        }
        let first = v.operand(1).ok_or_else(|| invalid("missing index"))?;
        if first.const_int_zext() != Some(0) || !first.is_constant() {
            return Err(unsupported(
                "getelementptr whose first index is not zero (pointer arithmetic; Shader modules with Logical addressing have none)",
            ));
        }
        let mut llvm_ty = source;
        let mut spirv_ty = source_ty;
        let mut indices = vec![base.id.0];
        // Whether `llvm_ty` is an `{ element, padding }` pair whose SPIR-V type is its element.
        let mut in_pair = false;
        for i in 2..n {
            let idx = v.operand(i).ok_or_else(|| invalid("missing index"))?;
            if idx.ty().is_vector() {
                return Err(unsupported("getelementptr with a vector index"));
            }
            let step = self.step_into(llvm_ty, idx)?;
            match llvm_ty.kind() {
                TypeKind::Struct if in_pair => {
                    if idx.const_int_zext() != Some(0) {
                        return Err(unsupported("the address of the padding after an array element"));
                    }
                    in_pair = false;
                }
                TypeKind::Struct => {
                    let k = idx.const_int_zext().ok_or_else(|| invalid("struct index is not a constant"))? as usize;
                    let member = match self.shader.fields.get(&spirv_ty) {
                        Some(Fields::Struct(map)) => {
                            map.get(k).copied().flatten().ok_or_else(|| unsupported("the address of padding in a buffer struct"))?
                        }
                        _ => k as u32,
                    };
                    let Some(SpvType::Struct(members)) = self.b.type_info(spirv_ty) else {
                        return Err(invalid("struct index into a non-struct"));
                    };
                    let next = members.get(member as usize).copied().ok_or_else(|| invalid(format!("struct index {k} out of range")))?;
                    indices.push(self.b.const_u32(member).0);
                    spirv_ty = next;
                }
                _ => {
                    let element = match self.b.type_info(spirv_ty) {
                        Some(SpvType::Array(e, _) | SpvType::Vector(e, _)) => *e,
                        _ => return Err(invalid("index into a type that is not an array or vector")),
                    };
                    in_pair = matches!(self.shader.fields.get(&spirv_ty), Some(Fields::Pairs));
                    indices.push(self.value(idx)?.id.0);
                    spirv_ty = element;
                }
            }
            llvm_ty = step;
        }
        let ty = self.pointer_type(sc, spirv_ty);
        if indices.len() == 1 {
            return Ok(Val { id: base.id, ty: base.ty });
        }
        Ok(Val { id: self.emit(Op::AccessChain, ty, indices), ty })
    }

    /// Pointer `val` used as a pointer to `pointee` in a Shader module: the access chain to the
    /// first member, element or component (repeatedly) that has that type; an error when there
    /// is none (Shader modules cannot cast pointers).
    pub(crate) fn first_member_pointer(&mut self, val: Val, pointee: Id) -> Result<Val> {
        let Some((sc, mut current)) = self.pointer_parts(val.ty) else {
            return Err(invalid("a pointer is needed here"));
        };
        let mut indices = vec![val.id.0];
        while current != pointee {
            let next = match self.b.type_info(current) {
                Some(SpvType::Struct(members)) => {
                    let at_start = match self.shader.fields.get(&current) {
                        Some(Fields::Struct(map)) => map.first() == Some(&Some(0)),
                        _ => true,
                    };
                    members.first().copied().filter(|_| at_start)
                }
                Some(SpvType::Array(e, _) | SpvType::Vector(e, _)) => Some(*e),
                _ => None,
            };
            let Some(next) = next else {
                return Err(unsupported(
                    "a pointer used as a pointer to a type that does not start its pointee (Shader modules cannot cast pointers)",
                ));
            };
            indices.push(self.b.const_u32(0).0);
            current = next;
            if indices.len() > super::MAX_NESTING {
                return Err(unsupported("types nested too deeply"));
            }
        }
        let ty = self.pointer_type(sc, pointee);
        Ok(Val { id: self.emit(Op::AccessChain, ty, indices), ty })
    }

    /// A load of value type `ty` through `ptr` in a Shader module: straight when the pointer
    /// leads to a `ty`; through the array when it points to an array of the vector's
    /// components; as the laid-out aggregate (then laid out as a value) from buffer memory.
    pub(crate) fn shader_load(&mut self, inst: Value<'m>, ptr: Value<'m>, ty: Id) -> Result<Id> {
        let p = self.value(ptr)?;
        let (accessed, array) = self.accessed(p, inst.ty(), ty)?;
        let p = self.cast_pointer(p, accessed)?;
        let mut operands = vec![p.id.0];
        self.memory_operands(inst, &mut operands);
        let loaded = self.emit(Op::Load, accessed, operands);
        if array {
            let (elem, n) = self.scalar_and_count(ty);
            let parts: Vec<u32> = (0..n).map(|k| self.emit(Op::CompositeExtract, elem, vec![loaded.0, k]).0).collect();
            return Ok(self.emit(Op::CompositeConstruct, ty, parts));
        }
        self.relayout(loaded, accessed, ty)
    }

    /// A store of `v` through `ptr` in a Shader module (the counterpart of
    /// [`Translator::shader_load`]).
    pub(crate) fn shader_store(&mut self, inst: Value<'m>, ptr: Value<'m>, v: Val) -> Result<()> {
        let p = self.value(ptr)?;
        let value_ty = inst.operand(0).map(|x| x.ty()).ok_or_else(|| invalid("store without value"))?;
        let (accessed, array) = self.accessed(p, value_ty, v.ty)?;
        let p = self.cast_pointer(p, accessed)?;
        let stored = if array {
            let (elem, n) = self.scalar_and_count(v.ty);
            let parts: Vec<u32> = (0..n).map(|k| self.emit(Op::CompositeExtract, elem, vec![v.id.0, k]).0).collect();
            self.emit(Op::CompositeConstruct, accessed, parts)
        } else {
            self.relayout(v.id, v.ty, accessed)?
        };
        let mut operands = vec![p.id.0, stored.0];
        self.memory_operands(inst, &mut operands);
        self.emit_void(Op::Store, operands);
        Ok(())
    }

    /// The type a load or store of a value of LLVM type `t` (SPIR-V `value_ty`) accesses
    /// through `ptr`, and whether that is an array holding the vector's components (how
    /// `to_llvm` keeps a `vec3` whose tail holds the next member).
    fn accessed(&mut self, ptr: Val, t: Type<'m>, value_ty: Id) -> Result<(Id, bool)> {
        if let Some((_, pointee)) = self.pointer_parts(ptr.ty) {
            if let (Some(SpvType::Array(e, n)), Some(SpvType::Vector(c, k))) = (self.b.type_info(pointee), self.b.type_info(value_ty)) {
                if e == c && *n == u64::from(*k) {
                    return Ok((pointee, true));
                }
            }
        }
        Ok((self.accessed_type(ptr, t, value_ty)?, false))
    }

    /// The type a load or store of LLVM type `t` through `ptr` accesses in memory: the
    /// laid-out type for aggregates in explicitly laid-out memory, else `value_ty`.
    fn accessed_type(&mut self, ptr: Val, t: Type<'m>, value_ty: Id) -> Result<Id> {
        match self.pointer_parts(ptr.ty) {
            Some((sc, _)) if has_explicit_layout(sc) && matches!(t.kind(), TypeKind::Struct | TypeKind::Array) => {
                self.laid_out(t, sc == StorageClass::Uniform)
            }
            _ => Ok(value_ty),
        }
    }

    /// Composite `id` of type `from` as the same composite laid out as type `to` (element by
    /// element: `OpCopyLogical` needs SPIR-V 1.4).
    fn relayout(&mut self, id: Id, from: Id, to: Id) -> Result<Id> {
        if from == to {
            return Ok(id);
        }
        let pairs: Vec<(Id, Id)> = match (self.b.type_info(from), self.b.type_info(to)) {
            (Some(SpvType::Struct(a)), Some(SpvType::Struct(b))) if a.len() == b.len() => a.iter().copied().zip(b.iter().copied()).collect(),
            (Some(SpvType::Array(a, n)), Some(SpvType::Array(b, m))) if n == m && *n > 0 && *n <= 1 << 16 => {
                (0..*n).map(|_| (*a, *b)).collect()
            }
            // A vector kept as an array of its components, and back.
            (Some(SpvType::Array(a, n)), Some(SpvType::Vector(b, m))) | (Some(SpvType::Vector(a, m)), Some(SpvType::Array(b, n)))
                if a == b && *n == u64::from(*m) =>
            {
                (0..*n).map(|_| (*a, *b)).collect()
            }
            _ => return Err(unsupported("a value whose layout in memory differs from its layout as a value")),
        };
        let mut parts = Vec::with_capacity(pairs.len());
        for (k, (a, b)) in pairs.into_iter().enumerate() {
            let part = self.emit(Op::CompositeExtract, a, vec![id.0, k as u32]);
            parts.push(self.nested(|this| this.relayout(part, a, b))?.0);
        }
        Ok(self.emit(Op::CompositeConstruct, to, parts))
    }

    /// The merge instruction `!spirv.SelectionMerge` / `!spirv.LoopMerge` on terminator `term`
    /// asks for, emitted before it.
    pub(crate) fn structured_merge(&mut self, term: Value<'m>) -> Result<()> {
        if !self.is_shader() {
            return Ok(());
        }
        for (kind, op, targets) in [(names::SPIRV_LOOP_MERGE, Op::LoopMerge, 2), (names::SPIRV_SELECTION_MERGE, Op::SelectionMerge, 1)] {
            let Some(node) = term.metadata(kind).ok().flatten() else { continue };
            let parts = node.operands().unwrap_or_default();
            if parts.len() < targets + 1 {
                return Err(invalid(format!("!{kind} needs {} operands", targets + 1)));
            }
            let mut operands = Vec::with_capacity(parts.len());
            for (k, part) in parts.iter().enumerate() {
                let value = part.and_then(|m| m.value()).ok_or_else(|| invalid(format!("!{kind} operand {k} is not a value")))?;
                if k < targets {
                    let block = value.block_address_target().ok_or_else(|| invalid(format!("!{kind} operand {k} is not a blockaddress")))?;
                    let label = self.f.labels.get(&block).copied().ok_or_else(|| invalid(format!("!{kind} names a block of another function")))?;
                    operands.push(label.0);
                } else {
                    let word = value.const_int_zext().and_then(|w| u32::try_from(w).ok());
                    operands.push(word.ok_or_else(|| invalid(format!("!{kind} operand {k} is not an i32")))?);
                }
            }
            let control = operands[targets];
            let known = if op == Op::LoopMerge {
                LoopControl::from_bits(control).is_some()
            } else {
                SelectionControl::from_bits(control).is_some()
            };
            if !known {
                return Err(invalid(format!("!{kind} has an unknown control mask {control:#x}")));
            }
            self.emit_void(op, operands);
        }
        Ok(())
    }

    /// An intrinsic of a Shader module that is a `GLSL.std.450` instruction (its row in
    /// `tables::glsl`) or a core Shader instruction; `None` for the others, which the kernel
    /// translation handles where it needs no `OpenCL.std`.
    pub(crate) fn shader_intrinsic(&mut self, inst: Value<'m>, base: &str, args: &[Value<'m>]) -> Result<Option<Val>> {
        let ty = self.ty(inst.ty())?;
        let arg = |i: usize| args.get(i).copied().ok_or_else(|| invalid(format!("intrinsic {base} lacks argument {i}")));
        let id = match base {
            "bitreverse" => {
                let x = self.value(arg(0)?)?;
                self.emit(Op::BitReverse, ty, vec![x.id.0])
            }
            // cttz(x) = x == 0 ? width : FindILsb(x); ctlz(x) = x == 0 ? width : width-1 - FindUMsb(x).
            "cttz" | "ctlz" => {
                let x = self.value(arg(0)?)?;
                let (scalar, _) = self.scalar_and_count(ty);
                let width = self.scalar_width(scalar);
                if width != 32 {
                    return Err(unsupported(format!("llvm.{base} on i{width} in a Shader module (GLSL.std.450 finds bits in 32-bit integers)")));
                }
                let found = if base == "cttz" {
                    self.glsl(GlslStd450Op::FindILsb, ty, &[x.id])?
                } else {
                    let msb = self.glsl(GlslStd450Op::FindUMsb, ty, &[x.id])?;
                    let top = self.splat_int(ty, u64::from(width - 1))?;
                    self.emit(Op::ISub, ty, vec![top.0, msb.0])
                };
                let zero = self.splat_int(ty, 0)?;
                let bools = self.bool_like(ty);
                let is_zero = self.emit(Op::IEqual, bools, vec![x.id.0, zero.0]);
                let w = self.splat_int(ty, u64::from(width))?;
                self.emit(Op::Select, ty, vec![is_zero.0, w.0, found.0])
            }
            // copysign(x, y): x's magnitude bits with y's sign bit (GLSL.std.450 has no such
            // instruction; the reverse writes it for OpFMod).
            "copysign" => {
                let (x, y) = (self.value(arg(0)?)?, self.value(arg(1)?)?);
                let (scalar, n) = self.scalar_and_count(ty);
                let width = self.scalar_width(scalar);
                let int = self.b.type_int(width);
                let ity = if n > 1 { self.b.type_vector(int, n) } else { int };
                let bx = self.emit(Op::Bitcast, ity, vec![x.id.0]);
                let by = self.emit(Op::Bitcast, ity, vec![y.id.0]);
                let sign = 1u64 << (width - 1);
                let magnitude_mask = self.splat_int(ity, sign - 1)?;
                let sign_mask = self.splat_int(ity, sign)?;
                let magnitude = self.emit(Op::BitwiseAnd, ity, vec![bx.0, magnitude_mask.0]);
                let sign_bit = self.emit(Op::BitwiseAnd, ity, vec![by.0, sign_mask.0]);
                let bits = self.emit(Op::BitwiseOr, ity, vec![magnitude.0, sign_bit.0]);
                self.emit(Op::Bitcast, ty, vec![bits.0])
            }
            // `{ fraction, whole }` and `{ mantissa, exponent }`, as the struct forms return them.
            "ldexp" => {
                let (x, e) = (self.value(arg(0)?)?, self.value(arg(1)?)?);
                self.glsl(GlslStd450Op::Ldexp, ty, &[x.id, e.id])?
            }
            "modf" | "frexp" => {
                let x = self.value(arg(0)?)?;
                let op = if base == "modf" { GlslStd450Op::ModfStruct } else { GlslStd450Op::FrexpStruct };
                self.glsl(op, ty, &[x.id])?
            }
            _ => {
                let Some(op) = crate::tables::glsl::op_of_intrinsic(base) else { return Ok(None) };
                let flag = matches!(crate::tables::glsl::form(op), Some(crate::tables::glsl::Form::IntrinsicFlag(_)));
                let count = args.len() - usize::from(flag && !args.is_empty());
                let ids = args[..count].iter().map(|a| Ok(self.value(*a)?.id)).collect::<Result<Vec<_>>>()?;
                self.glsl(op, ty, &ids)?
            }
        };
        Ok(Some(Val { id, ty }))
    }

    /// `OpExtInst` of `GLSL.std.450` instruction `op`.
    pub(crate) fn glsl(&mut self, op: GlslStd450Op, ty: Id, args: &[Id]) -> Result<Id> {
        let import = self.b.ext_inst_import(crate::spirv::grammar::GLSL_STD_450);
        let mut operands = vec![import.0, op as u32];
        operands.extend(args.iter().map(|a| a.0));
        Ok(self.emit(Op::ExtInst, ty, operands))
    }

    /// The module-level facts of a Shader module: `Shader` (and `Matrix`, which it implies),
    /// and the capabilities `!spirv.Capability` lists (what the module was written with:
    /// `VulkanMemoryModelDeviceScope`, `GroupNonUniform*`, … that no single instruction
    /// implies), except those of kernels.
    pub(crate) fn shader_capabilities(&mut self) {
        self.b.capability(Capability::Shader);
        let Some(named) = self.module.get_named_metadata("spirv.Capability") else { return };
        let listed: Vec<u64> = named
            .operands()
            .into_iter()
            .filter_map(|node| node.operands())
            .filter_map(|ops| ops.first().copied().flatten())
            .filter_map(|m| m.value().and_then(|v| v.const_int_zext()))
            .collect();
        for c in listed {
            let Some(cap) = u32::try_from(c).ok().and_then(Capability::from_u32) else { continue };
            let needs = rspirv::dr::Operand::Capability(cap).required_capabilities();
            let kernel_only = matches!(cap, Capability::Kernel | Capability::Addresses | Capability::Linkage | Capability::GenericPointer)
                || needs.contains(&Capability::Kernel);
            if !kernel_only {
                self.b.capability(cap);
            }
        }
    }

    /// What the storage classes of a Shader module need: `StorageBuffer` is SPIR-V 1.3, or
    /// 1.0 with `SPV_KHR_storage_buffer_storage_class` when `--spirv-ext` allows it.
    pub(crate) fn shader_requirements(&mut self) -> Result<()> {
        const STORAGE_BUFFER: &str = "SPV_KHR_storage_buffer_storage_class";
        let uses = |sc: StorageClass| self.b.globals.iter().any(|i| i.op() == Some(Op::TypePointer) && i.operands.first() == Some(&(sc as u32)));
        if uses(StorageClass::StorageBuffer) && self.b.version.0 < (1, 3) {
            if self.options.extensions.allows(STORAGE_BUFFER) {
                self.b.extension(STORAGE_BUFFER);
            } else {
                self.require_version((1, 3), "storage class StorageBuffer")?;
            }
        }
        self.narrow_storage_capabilities();
        self.check_vulkan_scopes()
    }

    /// Vulkan takes only constant scopes, and of those not `CrossDevice`: an atomic, barrier or
    /// group operation with another is an error naming it.
    fn check_vulkan_scopes(&self) -> Result<()> {
        use rspirv::grammar::OperandKind as K;
        let constants: HashMap<u32, u32> = self
            .b
            .globals
            .iter()
            .filter(|i| i.op() == Some(Op::Constant) && i.operands.len() == 1)
            .filter_map(|i| Some((i.result?.0, i.operands[0])))
            .collect();
        for inst in self.b.functions.iter().flat_map(|f| &f.instructions) {
            let Some(g) = crate::spirv::grammar::instruction(inst.opcode) else { continue };
            let kinds = g.operands.iter().filter(|o| !matches!(o.kind, K::IdResultType | K::IdResult));
            for (k, operand) in kinds.enumerate() {
                if operand.kind != K::IdScope {
                    continue;
                }
                let Some(&id) = inst.operands.get(k) else { continue };
                match constants.get(&id).copied().and_then(::spirv::Scope::from_u32) {
                    Some(::spirv::Scope::CrossDevice) | None => {
                        return Err(unsupported(format!(
                            "Op{} with a scope Vulkan does not have (a constant Device, QueueFamily, Workgroup, Subgroup or Invocation)",
                            g.opname
                        )));
                    }
                    Some(_) => {}
                }
            }
        }
        Ok(())
    }

    /// The capabilities that 8- and 16-bit values in buffer memory need
    /// (`StorageBuffer8BitAccess`, `UniformAndStorageBuffer16BitAccess`, `StoragePushConstant16`,
    /// …), by the narrow types each explicitly laid-out storage class holds.
    fn narrow_storage_capabilities(&mut self) {
        use Capability as C;
        let pointers: Vec<(StorageClass, Id)> = self
            .b
            .globals
            .iter()
            .filter(|i| i.op() == Some(Op::TypePointer))
            .filter_map(|i| match self.b.type_info(i.result?) {
                Some(SpvType::Pointer(sc, p)) if has_explicit_layout(*sc) => Some((*sc, *p)),
                _ => None,
            })
            .collect();
        for (sc, pointee) in pointers {
            let (eight, sixteen) = self.narrow_widths(pointee, 0);
            let caps = match sc {
                StorageClass::StorageBuffer | StorageClass::PhysicalStorageBuffer => (C::StorageBuffer8BitAccess, C::StorageBuffer16BitAccess),
                StorageClass::Uniform => (C::UniformAndStorageBuffer8BitAccess, C::UniformAndStorageBuffer16BitAccess),
                _ => (C::StoragePushConstant8, C::StoragePushConstant16),
            };
            if eight {
                self.b.capability(caps.0);
            }
            if sixteen {
                self.b.capability(caps.1);
            }
        }
    }

    /// Whether type `ty` holds 8-bit and 16-bit scalars (not through pointers).
    fn narrow_widths(&self, ty: Id, depth: usize) -> (bool, bool) {
        if depth > super::MAX_NESTING {
            return (false, false);
        }
        match self.b.type_info(ty) {
            Some(SpvType::Int(8)) => (true, false),
            Some(SpvType::Int(16) | SpvType::Float(16)) => (false, true),
            Some(SpvType::Vector(e, _) | SpvType::Array(e, _)) => self.narrow_widths(*e, depth + 1),
            Some(SpvType::Struct(members)) => members.iter().fold((false, false), |acc, m| {
                let w = self.narrow_widths(*m, depth + 1);
                (acc.0 || w.0, acc.1 || w.1)
            }),
            _ => (false, false),
        }
    }

    /// The extensions a Shader module's `!spirv.Extension` names: allowed for the way back
    /// (unless `--spirv-ext` forbids them), so that the module keeps its version.
    pub(crate) fn module_extensions(module: &crate::llvm::Module<'_>) -> Vec<String> {
        let Some(named) = module.get_named_metadata("spirv.Extension") else { return Vec::new() };
        named
            .operands()
            .into_iter()
            .filter_map(|node| node.operands())
            .flatten()
            .filter_map(|m| m.and_then(|m| m.as_string()))
            .collect()
    }

    /// The memory model `!spirv.MemoryModel` names (`Vulkan`, with its capability), else
    /// `GLSL450`.
    pub(crate) fn shader_memory_model(&mut self) -> MemoryModel {
        let named = self.module.get_named_metadata("spirv.MemoryModel");
        let model = named
            .and_then(|n| n.operands().into_iter().next())
            .and_then(|node| node.operands())
            .and_then(|ops| ops.get(1).copied().flatten())
            .and_then(|m| m.value())
            .and_then(|v| v.const_int_zext());
        if model == Some(MemoryModel::Vulkan as u64) {
            self.b.capability(Capability::VulkanMemoryModel);
            MemoryModel::Vulkan
        } else {
            MemoryModel::GLSL450
        }
    }
}

