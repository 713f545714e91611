//! Shader modules (Vulkan compute): the module check, triple and data layout, `GLCompute` entry
//! points, and explicit layouts.
//!
//! A Shader module becomes a module for LLVM's own Vulkan target (`spirv-unknown-vulkan…-compute`,
//! its data layout, the storage classes as that backend numbers them, see
//! `tables::STORAGE_CLASSES`). Each `GLCompute` entry point is an externally visible
//! `void name()` with the attributes that backend reads (`hlsl.shader`, `hlsl.numthreads`);
//! its execution modes are `!spirv.ExecutionMode` nodes as for kernels.
//!
//! Explicit layouts (`Offset` on struct members, `ArrayStride` on arrays) are kept exactly in
//! the LLVM types: a member whose offset lies beyond where LLVM would place it is preceded by
//! an `[n x i8]` padding field (the struct is packed when a member sits below its natural
//! alignment), and an array whose stride exceeds its element's size holds
//! `{ element, [n x i8] }` pairs. [`Layout`] records, per SPIR-V type id, where each member
//! went, so that access chains and composite instructions index the LLVM type correctly.

use spirv_llvm_metadata::names;

use super::spirv_headers::{AddressingModel, Decoration, ExecutionMode, ExecutionModel, MemoryModel, Op};
use super::{Error, Translator};
use crate::llvm::{AttrIndex, Attribute, Function, Type};
use crate::spirv::{Id, Instruction, Location, Section};

/// The data layout clang 22 gives `spirv-unknown-vulkan` (logical addressing).
const VULKAN_LAYOUT: &str = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10";

/// Where the members of one SPIR-V struct or the elements of one array went in its LLVM type.
#[derive(Clone, Debug, Default)]
pub(crate) struct Layout {
    /// Struct: the LLVM field index of each member (padding fields shift them).
    fields: Vec<u32>,
    /// Array: each element is the first field of a `{ element, padding }` pair.
    wrapped: bool,
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Shader modules: logical or physical-storage-buffer addressing, the GLSL450, Vulkan or
    /// Simple memory model, and only `GLCompute` entry points.
    pub(super) fn check_shader_module(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        let Some(mm) = spv.section(Section::MemoryModel).first() else {
            return Err(self.malformed("no OpMemoryModel"));
        };
        self.at(mm, Location::Section(Section::MemoryModel, 0));
        let addressing = AddressingModel::from_u32(self.word(mm, 0)?);
        let memory = MemoryModel::from_u32(self.word(mm, 1)?);
        let addressing_ok = matches!(addressing, Some(AddressingModel::Logical | AddressingModel::PhysicalStorageBuffer64));
        let memory_ok = matches!(memory, Some(MemoryModel::GLSL450 | MemoryModel::Vulkan | MemoryModel::Simple));
        if !addressing_ok || !memory_ok {
            let a = addressing.map_or_else(|| "unknown".to_string(), |a| format!("{a:?}"));
            let m = memory.map_or_else(|| "unknown".to_string(), |m| format!("{m:?}"));
            return Err(self.unsupported(format!("Shader module with addressing model {a} and memory model {m}")));
        }
        for (i, ep) in spv.section(Section::EntryPoint).iter().enumerate() {
            self.at(ep, Location::Section(Section::EntryPoint, i));
            let model = ep.operands.first().and_then(|&w| ExecutionModel::from_u32(w));
            if model != Some(ExecutionModel::GLCompute) {
                let m = model.map_or_else(|| format!("{}", ep.operands.first().copied().unwrap_or(0)), |m| format!("{m:?}"));
                return Err(self.unsupported(format!("execution model {m} (Shader modules: GLCompute only)")));
            }
        }
        self.layouts = vec![None; spv.header.bound as usize];
        Ok(())
    }

    /// Triple and data layout of LLVM's Vulkan target; the SPIR-V version picks the Vulkan
    /// version that LLVM pairs with it (1.5 → 1.2, 1.6 → 1.3; older versions take the
    /// target's default).
    pub(super) fn shader_setup(&mut self) -> Result<(), Error> {
        let triple = match self.spv.header.version_pair() {
            (1, 6..) => "spirv1.6-unknown-vulkan1.3-compute",
            (1, 5) => "spirv1.5-unknown-vulkan1.2-compute",
            _ => "spirv-unknown-vulkan-compute",
        };
        self.ll(self.module.set_target_triple(triple))?;
        self.ll(self.module.set_data_layout(VULKAN_LAYOUT))
    }

    /// A `GLCompute` entry point: `hlsl.shader="compute"` and `hlsl.numthreads` from its
    /// `LocalSize` (1,1,1 without one), as LLVM's Vulkan target expects.
    pub(super) fn compute_entry(&self, function: Function<'a>, id: Id) -> Result<(), Error> {
        let mut size = [1u32, 1, 1];
        for mode in self.spv.section(Section::ExecutionMode) {
            let literal = match mode.op() {
                Some(Op::ExecutionMode) => mode.operands.get(1) == Some(&(ExecutionMode::LocalSize as u32)),
                Some(Op::ExecutionModeId) => mode.operands.get(1) == Some(&(ExecutionMode::LocalSizeId as u32)),
                _ => continue,
            };
            if mode.id_operand(0) != Some(id) {
                continue;
            }
            if let Some(words) = self.local_size(mode, literal)? {
                size = words;
            }
        }
        // A constant decorated `BuiltIn WorkgroupSize` overrides the mode (its spec constants
        // carry `--spec-const` overrides by now).
        if let Some(words) = self.workgroup_size_constant() {
            size = words;
        }
        let numthreads = crate::tables::numthreads_text(size);
        let (key, value) = crate::tables::COMPUTE_SHADER;
        self.ll(function.add_attribute(AttrIndex::Function, &Attribute::string(key, value)))?;
        self.ll(function.add_attribute(AttrIndex::Function, &Attribute::string(crate::tables::NUMTHREADS, &numthreads)))
    }

    /// The value of the constant decorated `BuiltIn WorkgroupSize`, if the module has one.
    fn workgroup_size_constant(&self) -> Option<[u32; 3]> {
        let decorated = self.spv.section(Section::Annotation).iter().find(|d| {
            d.op() == Some(Op::Decorate)
                && d.operands.get(1) == Some(&(Decoration::BuiltIn as u32))
                && d.operands.get(2) == Some(&(super::spirv_headers::BuiltIn::WorkgroupSize as u32))
        })?;
        let value = self.values.get(*decorated.operands.first()? as usize).copied().flatten()?;
        let mut size = [1u32; 3];
        for (k, slot) in size.iter_mut().enumerate() {
            *slot = value.aggregate_element(k as u32)?.const_int_zext()? as u32;
        }
        Some(size)
    }

    /// The three sizes of a `LocalSize` (literals) or `LocalSizeId` (constants) mode.
    fn local_size(&self, mode: &Instruction, literal: bool) -> Result<Option<[u32; 3]>, Error> {
        let mut size = [1u32; 3];
        for (k, slot) in size.iter_mut().enumerate() {
            let Some(&w) = mode.operands.get(2 + k) else { return Ok(None) };
            *slot = if literal {
                w
            } else {
                match self.value(Id(w))?.const_int_zext() {
                    Some(v) => v as u32,
                    None => return Ok(None),
                }
            };
        }
        Ok(Some(size))
    }

    /// The `Offset` decoration of member `member` of struct `id`.
    fn member_offset(&self, id: Id, member: u32) -> Option<u64> {
        self.index
            .member_decorations(id)
            .find(|d| d.operands.get(1) == Some(&member) && d.operands.get(2) == Some(&(Decoration::Offset as u32)))
            .and_then(|d| d.operands.get(3))
            .map(|&o| u64::from(o))
    }

    /// A matrix member (or array of matrices) must be column-major with its columns as far
    /// apart as LLVM places them; anything else is named as not supported yet.
    fn check_matrix_member(&self, id: Id, member: u32) -> Result<(), Error> {
        let decorations: Vec<&Instruction> = self.index.member_decorations(id).filter(|d| d.operands.get(1) == Some(&member)).collect();
        if decorations.iter().any(|d| d.operands.get(2) == Some(&(Decoration::RowMajor as u32))) {
            return Err(self.unsupported(format!("struct {id}: member {member} is a RowMajor matrix")));
        }
        let Some(stride) = decorations.iter().find(|d| d.operands.get(2) == Some(&(Decoration::MatrixStride as u32))).and_then(|d| d.operands.get(3)) else {
            return Ok(());
        };
        let mut ty = self.def(Id(*self.def(id)?.operands.get(member as usize).ok_or_else(|| self.malformed("member out of range"))?))?;
        while matches!(ty.op(), Some(Op::TypeArray | Op::TypeRuntimeArray)) {
            ty = self.def(Id(self.word(ty, 0)?))?;
        }
        if ty.op() == Some(Op::TypeMatrix) {
            let column = self.ty(Id(self.word(ty, 0)?))?;
            let size = self.module.abi_size_align(column).map_or(0, |s| s.0);
            if u64::from(*stride) != size {
                return Err(self.unsupported(format!("struct {id}: member {member} has MatrixStride {stride}, its columns take {size} bytes")));
            }
        }
        Ok(())
    }

    /// The LLVM body of struct `id` with explicit member offsets, if its members have `Offset`
    /// decorations: the fields (with padding) and whether the struct is packed. Records the
    /// member → field map.
    pub(super) fn explicit_struct(&mut self, id: Id, members: &[Type<'ctx>]) -> Result<Option<(Vec<Type<'ctx>>, bool)>, Error> {
        if !self.shader || members.is_empty() {
            return Ok(None);
        }
        let mut offsets = Vec::with_capacity(members.len());
        for m in 0..members.len() as u32 {
            match self.member_offset(id, m) {
                Some(o) => offsets.push(o),
                None => return Ok(None),
            }
        }
        for m in 0..members.len() as u32 {
            self.check_matrix_member(id, m)?;
        }
        // A vector whose tail padding holds the next member (a `vec3` followed by a scalar)
        // is kept as an array of its components, which has no tail padding.
        let mut members = members.to_vec();
        for m in 0..members.len().saturating_sub(1) {
            let t = members[m];
            let (Some(n), Some(elem)) = (t.vector_size().filter(|_| t.is_vector()), t.element_type()) else { continue };
            let alloc = self.module.abi_size_align(t).map_or(0, |s| s.0);
            if offsets[m] + alloc > offsets[m + 1] {
                members[m] = self.ll(self.ctx.array_type(elem, u64::from(n)))?;
            }
        }
        let members = &members[..];
        let sizes = members
            .iter()
            .map(|&t| self.module.abi_size_align(t).ok_or_else(|| self.malformed(format!("struct {id} has a member without size"))))
            .collect::<Result<Vec<_>, _>>()?;
        // Packed when some member sits below its natural alignment.
        let packed = offsets.iter().zip(&sizes).any(|(&o, &(_, align))| o % u64::from(align.max(1)) != 0);
        let byte = self.ctx.i8_type();
        let mut fields = Vec::with_capacity(members.len());
        let mut map = Vec::with_capacity(members.len());
        let mut end = 0u64;
        for (m, (&t, (&offset, &(size, align)))) in members.iter().zip(offsets.iter().zip(&sizes)).enumerate() {
            let natural = if packed { end } else { end.next_multiple_of(u64::from(align.max(1))) };
            if offset < natural {
                return Err(self.unsupported(format!(
                    "struct {id}: member {m} at offset {offset} overlaps the padding LLVM gives the member before it (it would start at {natural})"
                )));
            }
            if offset > natural {
                fields.push(self.ll(self.ctx.array_type(byte, offset - end))?);
            }
            map.push(fields.len() as u32);
            fields.push(t);
            end = offset + size;
        }
        if let Some(slot) = self.layouts.get_mut(id.0 as usize) {
            *slot = Some(Layout { fields: map, wrapped: false });
        }
        Ok(Some((fields, packed)))
    }

    /// Array type `id` of `elem` with its `ArrayStride`: the element type itself, or a
    /// `{ elem, [n x i8] }` pair when the stride exceeds the element's size.
    pub(super) fn strided_element(&mut self, id: Id, elem: Type<'ctx>) -> Result<Type<'ctx>, Error> {
        if !self.shader {
            return Ok(elem);
        }
        let Some(&&[stride, ..]) = self.decorations(id, Decoration::ArrayStride).first() else { return Ok(elem) };
        let Some((size, _)) = self.module.abi_size_align(elem) else { return Ok(elem) };
        let stride = u64::from(stride);
        if stride == size {
            return Ok(elem);
        }
        if stride < size {
            return Err(self.unsupported(format!("array {id}: ArrayStride {stride} is less than the {size} bytes LLVM gives its element")));
        }
        let pad = self.ll(self.ctx.array_type(self.ctx.i8_type(), stride - size))?;
        let pair = self.ll(self.ctx.struct_type(&[elem, pad], false))?;
        let pair_size = self.module.abi_size_align(pair).map_or(0, |s| s.0);
        let pair = if pair_size == stride { pair } else { self.ll(self.ctx.struct_type(&[elem, pad], true))? };
        if let Some(slot) = self.layouts.get_mut(id.0 as usize) {
            *slot = Some(Layout { fields: Vec::new(), wrapped: true });
        }
        Ok(pair)
    }

    /// The LLVM field index of member `member` of struct type `id`.
    pub(super) fn field_index(&self, id: Id, member: u32) -> u32 {
        match self.layouts.get(id.0 as usize) {
            Some(Some(l)) if !l.fields.is_empty() => l.fields.get(member as usize).copied().unwrap_or(member),
            _ => member,
        }
    }

    /// Whether the elements of array type `id` are wrapped in `{ element, padding }` pairs.
    pub(super) fn wrapped_elements(&self, id: Id) -> bool {
        matches!(self.layouts.get(id.0 as usize), Some(Some(Layout { wrapped: true, .. })))
    }

    /// A composite index path over SPIR-V type `ty` as the LLVM path over its translation.
    pub(super) fn llvm_path(&self, mut ty: Id, path: &[u32]) -> Result<Vec<u32>, Error> {
        if self.layouts.is_empty() {
            return Ok(path.to_vec());
        }
        let mut out = Vec::with_capacity(path.len());
        for &i in path {
            let d = self.def(ty)?;
            match d.op() {
                Some(Op::TypeStruct) => {
                    out.push(self.field_index(ty, i));
                    ty = d.id_operand(i as usize).ok_or_else(|| self.malformed(format!("member {i} of struct {ty} does not exist")))?;
                }
                Some(Op::TypeArray | Op::TypeRuntimeArray) => {
                    out.push(i);
                    if self.wrapped_elements(ty) {
                        out.push(0);
                    }
                    ty = d.id_operand(0).ok_or_else(|| self.malformed("array without element type"))?;
                }
                _ => {
                    out.push(i);
                    ty = d.id_operand(0).unwrap_or(ty);
                }
            }
        }
        Ok(out)
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The constant parts of a composite of SPIR-V type `ty_id` (LLVM `ty`) placed in its LLVM
    /// fields: padding fields get poison, wrapped array elements their pair.
    pub(super) fn laid_out_parts(&self, ty_id: Id, ty: Type<'ctx>, parts: Vec<crate::llvm::Value<'a>>) -> Result<Vec<crate::llvm::Value<'a>>, Error> {
        let Some(Some(layout)) = self.layouts.get(ty_id.0 as usize) else { return Ok(parts) };
        if layout.wrapped {
            let pair = ty.element_type().ok_or_else(|| self.malformed("array without element type"))?;
            let pad = pair.struct_elements().and_then(|e| e.get(1).copied()).ok_or_else(|| self.malformed("array element pair"))?;
            let packed = pair.is_packed_struct().unwrap_or(false);
            let poison = self.ll(pad.poison())?;
            return parts.into_iter().map(|p| self.ll(self.ctx.const_struct(&[p, poison], packed))).collect();
        }
        let fields = ty.struct_elements().ok_or_else(|| self.malformed("struct layout of a non-struct"))?;
        let mut out = fields.iter().map(|f| self.ll(f.poison())).collect::<Result<Vec<_>, _>>()?;
        for (m, p) in parts.into_iter().enumerate() {
            let field = layout.fields.get(m).copied().ok_or_else(|| self.malformed("more constituents than members"))?;
            if let (Some(slot), Some(&field_ty)) = (out.get_mut(field as usize), fields.get(field as usize)) {
                *slot = self.fit(p, field_ty)?;
            }
        }
        Ok(out)
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// `value` as type `ty`: a vector as the array of its components or back (members kept
    /// as arrays, see [`Translator::explicit_struct`]); any other value as it is.
    pub(super) fn fit(&self, value: crate::llvm::Value<'a>, ty: Type<'a>) -> Result<crate::llvm::Value<'a>, Error> {
        let from = value.ty();
        if from == ty || self.layouts.is_empty() {
            return Ok(value);
        }
        let n = match (from.is_vector(), ty.is_vector()) {
            (true, false) => from.vector_size(),
            (false, true) => ty.vector_size(),
            _ => None,
        };
        let Some(n) = n else { return Ok(value) };
        let mut out = self.ll(ty.poison())?;
        for i in 0..n {
            let index = self.ll(self.ctx.i32_type().const_int(u64::from(i)))?;
            out = if from.is_vector() {
                let e = self.ll(self.builder.extract_element(value, index))?;
                self.ll(self.builder.insert_value(out, e, i))?
            } else {
                let e = self.ll(self.builder.extract_value(value, i))?;
                self.ll(self.builder.insert_element(out, e, index))?
            };
        }
        Ok(out)
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// `OpCopyLogical`: the operand rebuilt member by member as the result type, which has the
    /// same shape but may lay it out differently (another struct type, other padding).
    pub(super) fn copy_logical(&mut self, inst: &Instruction) -> Result<crate::llvm::Value<'a>, Error> {
        let operand = inst.id_operand(0).ok_or_else(|| self.malformed("OpCopyLogical without operand"))?;
        let to = inst.result_type.ok_or_else(|| self.malformed("missing result type"))?;
        let value = self.value(operand)?;
        self.logical_copy(value, self.type_id_of(operand)?, to, 0)
    }

    fn logical_copy(&self, value: crate::llvm::Value<'a>, from: Id, to: Id, depth: usize) -> Result<crate::llvm::Value<'a>, Error> {
        if from == to {
            return Ok(value);
        }
        if depth > super::composite::MAX_PATH {
            return Err(self.unsupported(format!("OpCopyLogical of types nested deeper than {}", super::composite::MAX_PATH)));
        }
        let (src, dst) = (self.def(from)?, self.def(to)?);
        let members: Vec<(Id, Id)> = match (src.op(), dst.op()) {
            (Some(Op::TypeStruct), Some(Op::TypeStruct)) if src.operands.len() == dst.operands.len() => {
                src.operands.iter().zip(&dst.operands).map(|(&a, &b)| (Id(a), Id(b))).collect()
            }
            (Some(Op::TypeArray), Some(Op::TypeArray)) => {
                let n = self.element_count(self.ty(to)?)? as u64;
                let (a, b) = (Id(self.word(src, 0)?), Id(self.word(dst, 0)?));
                (0..n).map(|_| (a, b)).collect()
            }
            _ => return Err(self.malformed(format!("OpCopyLogical between {from} and {to}, which differ in shape"))),
        };
        let mut out = self.ll(self.ty(to)?.poison())?;
        for (i, (a, b)) in members.into_iter().enumerate() {
            let part = self.extract_path(value, &self.llvm_path(from, &[i as u32])?)?;
            let part = self.logical_copy(part, a, b, depth + 1)?;
            out = self.insert_path(out, part, &self.llvm_path(to, &[i as u32])?)?;
        }
        Ok(out)
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Shader modules: remembers a merge instruction with the block it heads.
    pub(super) fn keep_merge(&mut self, inst: &Instruction) -> Result<(), Error> {
        if !self.shader {
            return Ok(());
        }
        let block = self.builder.insert_block().ok_or_else(|| self.malformed("merge instruction outside a block"))?;
        self.func.merges.push((block, inst.clone()));
        Ok(())
    }

    /// Shader modules keep structured control flow for the way back: the header's terminator
    /// gets `!spirv.SelectionMerge !{ptr blockaddress(merge), i32 control}` or
    /// `!spirv.LoopMerge !{ptr blockaddress(merge), ptr blockaddress(continue), i32 control,
    /// i32 parameters…}`.
    pub(super) fn finish_merges(&mut self) -> Result<(), Error> {
        for (header, inst) in std::mem::take(&mut self.func.merges) {
            let (Some(terminator), Some(function)) = (header.terminator(), header.parent()) else { continue };
            let loop_merge = inst.op() == Some(Op::LoopMerge);
            let targets = if loop_merge { 2 } else { 1 };
            let mut ops = Vec::with_capacity(inst.operands.len());
            for (k, &word) in inst.operands.iter().enumerate() {
                ops.push(if k < targets {
                    let block = self.block(Id(word))?;
                    // Named, so that the printed module parses again (LLVM cannot read a
                    // `blockaddress` of a numbered block in metadata after the function).
                    if block.as_value().name().is_empty() {
                        self.ll(block.as_value().set_name(&format!("b{word}")))?;
                    }
                    self.ll(self.ll(function.block_address(block))?.to_metadata())?
                } else {
                    self.ll(self.ll(self.ctx.i32_type().const_int(u64::from(word)))?.to_metadata())?
                });
            }
            let node = self.ll(self.ctx.md_node(&ops))?;
            let kind = if loop_merge { names::SPIRV_LOOP_MERGE } else { names::SPIRV_SELECTION_MERGE };
            self.ll(terminator.set_metadata(kind, node))?;
        }
        Ok(())
    }
}
