//! Work-group and sub-group functions: `work_group_*`/`sub_group_*` `all`, `any`,
//! `broadcast`, `reduce_*`, `scan_inclusive_*`, `scan_exclusive_*` → `OpGroup*` (capability
//! `Groups`); the `cl_khr_subgroup_*` non-uniform, ballot, shuffle and clustered functions →
//! `OpGroupNonUniform*` (SPIR-V 1.3).

use ::spirv::{Capability, GroupOperation, Op, Scope};

use super::{Call, Result, Translator, Val};
use crate::spirv::Id;
use crate::tables::opencl;
use crate::to_spirv::{invalid, unsupported};

/// Whether `name` is a work-group or sub-group function.
pub(crate) fn is_group(name: &str) -> bool {
    opencl::group_scope(name).is_some() && opencl::sync(name).is_none()
}

impl<'m> Translator<'m> {
    pub(crate) fn group(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let (scope, rest) = opencl::group_scope(name).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
        let scope_id = self.b.const_u32(scope as u32);
        let ty = self.result_type(c)?;
        let need = |ty: Option<Id>| ty.ok_or_else(|| invalid(format!("{name} must return a value")));
        match (rest, opencl::group_vote(rest)) {
            (_, Some(op @ (Op::GroupAll | Op::GroupAny))) => {
                let ty = need(ty)?;
                let p = self.truth(c, 0)?;
                let bool_ty = self.b.type_bool();
                let b = self.emit(op, bool_ty, vec![scope_id.0, p.0]);
                let id = self.bool_to_int(b, ty)?;
                Ok(Some(Val { id, ty }))
            }
            (_, Some(op)) => {
                let ty = need(ty)?;
                let x = self.value(c.arg(0)?)?;
                let local = self.local_id_operand(c)?;
                Ok(Some(Val { id: self.emit(op, ty, vec![scope_id.0, x.id.0, local.0]), ty }))
            }
            _ if rest.starts_with("non_uniform_") || scope == Scope::Subgroup && self.is_non_uniform(rest) => {
                self.non_uniform(c, scope_id, rest.strip_prefix("non_uniform_").unwrap_or(rest), ty)
            }
            _ => {
                let ty = need(ty)?;
                let (operation, kind) = opencl::split_operation(rest).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
                let kind = opencl::group_kind(kind);
                if operation == GroupOperation::ClusteredReduce {
                    return self.non_uniform(c, scope_id, rest, Some(ty));
                }
                let float = self.is_float_type(ty);
                let signed = c.signed(0);
                let op = crate::tables::subgroups::arithmetic_op_in(opencl::GROUP_ARITHMETIC, kind, float, signed)
                    .ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
                if kind.starts_with("logical_") {
                    // An OpenCL integer truth value in and out; the instruction's are booleans.
                    let x = self.truth(c, 0)?;
                    let bool_ty = self.b.type_bool();
                    let r = self.emit(op, bool_ty, vec![scope_id.0, operation as u32, x.0]);
                    return Ok(Some(Val { id: self.bool_to_int(r, ty)?, ty }));
                }
                let x = self.value(c.arg(0)?)?;
                Ok(Some(Val { id: self.emit(op, ty, vec![scope_id.0, operation as u32, x.id.0]), ty }))
            }
        }
    }

    /// Sub-group functions whose names have no `non_uniform_` (`tables::subgroups`).
    fn is_non_uniform(&self, rest: &str) -> bool {
        crate::tables::subgroups::named_without_non_uniform(rest)
    }

    /// `x != 0` for an OpenCL integer truth value (a boolean constant for a constant).
    fn truth(&mut self, c: &Call<'m>, i: usize) -> Result<Id> {
        let arg = c.arg(i)?;
        if let (Some(v), Some(2..)) = (arg.const_int_zext(), arg.ty().int_width()) {
            return Ok(self.b.const_bool(v != 0));
        }
        let x = self.value(arg)?;
        if self.is_bool_type(x.ty) {
            return Ok(x.id);
        }
        let zero = self.splat_int(x.ty, 0)?;
        let (_, n) = self.scalar_and_count(x.ty);
        let bool_ty = self.b.type_bool();
        let bools = self.vector_of(bool_ty, n);
        Ok(self.emit(Op::INotEqual, bools, vec![x.id.0, zero.0]))
    }

    /// The local id operand of a broadcast: one `size_t`, or a vector of the 2 or 3 given.
    fn local_id_operand(&mut self, c: &Call<'m>) -> Result<Id> {
        let ids = c.args.iter().skip(1).map(|a| self.value(*a)).collect::<Result<Vec<Val>>>()?;
        match ids.as_slice() {
            [one] => Ok(one.id),
            [first, ..] => {
                let ty = self.b.type_vector(first.ty, ids.len() as u32);
                Ok(self.emit(Op::CompositeConstruct, ty, ids.iter().map(|v| v.id.0).collect()))
            }
            [] => Err(invalid(format!("{} needs a local id", c.name))),
        }
    }

    fn non_uniform(&mut self, c: &Call<'m>, scope_id: Id, rest: &str, ty: Option<Id>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        self.require_version((1, 3), name)?;
        self.b.capability(Capability::GroupNonUniform);
        let need = |ty: Option<Id>| ty.ok_or_else(|| invalid(format!("{name} must return a value")));
        let simple = |t: &mut Self, op: Op, cap: Capability, args: usize, ty: Id| -> Result<Option<Val>> {
            t.b.capability(cap);
            let mut operands = vec![scope_id.0];
            for i in 0..args {
                operands.push(t.value(c.arg(i)?)?.id.0);
            }
            Ok(Some(Val { id: t.emit(op, ty, operands), ty }))
        };
        if let Some((op, capability, args)) = crate::tables::subgroups::by_name(rest) {
            return simple(self, op, capability, args, need(ty)?);
        }
        if let Some(row) = crate::tables::subgroups::vote_by_name(rest) {
            return self.vote(c, scope_id, row, need(ty)?).map(Some);
        }
        match rest {
            "rotate" | "clustered_rotate" => self.sub_group_rotate(c, scope_id, rest == "clustered_rotate", need(ty)?),
            _ => {
                let ty = need(ty)?;
                let (operation, kind) = opencl::split_operation(rest).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
                self.non_uniform_arithmetic(c, scope_id, operation, kind, ty)
            }
        }
    }

    /// A vote or ballot function (`tables::subgroups::VOTE_FUNCTIONS`): its `int` predicate
    /// and result converted to and from the instruction's booleans.
    fn vote(&mut self, c: &Call<'m>, scope_id: Id, row: &crate::tables::subgroups::VoteFunction, ty: Id) -> Result<Val> {
        self.b.capability(row.capability);
        let mut operands = vec![scope_id.0];
        operands.extend(row.operation.map(|o| o as u32));
        for i in 0..row.args {
            let id = if i == 0 && row.truth_argument { self.truth(c, 0)? } else { self.value(c.arg(i)?)?.id };
            operands.push(id.0);
        }
        if !row.truth_result {
            return Ok(Val { id: self.emit(row.op, ty, operands), ty });
        }
        let bool_ty = self.b.type_bool();
        let b = self.emit(row.op, bool_ty, operands);
        Ok(Val { id: self.bool_to_int(b, ty)?, ty })
    }

    /// `sub_group_rotate(x, delta)` and `sub_group_clustered_rotate(x, delta, size)`: with
    /// `SPV_KHR_subgroup_rotate` its instruction, else the shuffle it is defined as, from lane
    /// `(id + delta) % size` (of the cluster, for the clustered form).
    fn sub_group_rotate(&mut self, c: &Call<'m>, scope_id: Id, clustered: bool, ty: Id) -> Result<Option<Val>> {
        const EXT: &str = "SPV_KHR_subgroup_rotate";
        if self.options.extensions.allows(EXT) {
            self.b.extension(EXT);
            self.b.capability(Capability::GroupNonUniformRotateKHR);
            let mut operands = vec![scope_id.0];
            for i in 0..c.args.len() {
                operands.push(self.value(c.arg(i)?)?.id.0);
            }
            return Ok(Some(Val { id: self.emit(Op::GroupNonUniformRotateKHR, ty, operands), ty }));
        }
        self.b.capability(Capability::GroupNonUniformShuffle);
        let x = self.value(c.arg(0)?)?;
        let delta = self.value(c.arg(1)?)?;
        let uint = self.b.type_int(32);
        let id_var = self.builtin_var(::spirv::BuiltIn::SubgroupLocalInvocationId, uint)?;
        self.f.globals_used.insert(id_var.id);
        let id = self.emit(Op::Load, uint, vec![id_var.id.0]);
        let size = if clustered {
            self.value(c.arg(2)?)?.id
        } else {
            let size_var = self.builtin_var(::spirv::BuiltIn::SubgroupSize, uint)?;
            self.f.globals_used.insert(size_var.id);
            self.emit(Op::Load, uint, vec![size_var.id.0])
        };
        let lane = if clustered {
            // The cluster's first lane: id rounded down to a multiple of the (power of two) size.
            let one = self.b.const_u32(1);
            let below = self.emit(Op::ISub, uint, vec![size.0, one.0]);
            let mask = self.emit(Op::Not, uint, vec![below.0]);
            let base = self.emit(Op::BitwiseAnd, uint, vec![id.0, mask.0]);
            let offset = self.emit(Op::BitwiseAnd, uint, vec![id.0, below.0]);
            let moved = self.emit(Op::IAdd, uint, vec![offset.0, delta.id.0]);
            let within = self.emit(Op::UMod, uint, vec![moved.0, size.0]);
            self.emit(Op::IAdd, uint, vec![base.0, within.0])
        } else {
            let sum = self.emit(Op::IAdd, uint, vec![id.0, delta.id.0]);
            self.emit(Op::UMod, uint, vec![sum.0, size.0])
        };
        Ok(Some(Val { id: self.emit(Op::GroupNonUniformShuffle, ty, vec![scope_id.0, x.id.0, lane.0]), ty }))
    }

    fn non_uniform_arithmetic(
        &mut self,
        c: &Call<'m>,
        scope_id: Id,
        operation: GroupOperation,
        kind: &str,
        ty: Id,
    ) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let float = self.is_float_type(ty);
        let signed = c.signed(0);
        let logical = kind.starts_with("logical_");
        let op = crate::tables::subgroups::arithmetic_op(kind, float, signed)
            .ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
        if operation == GroupOperation::ClusteredReduce {
            self.require_version((1, 3), name)?;
            self.b.capability(Capability::GroupNonUniform);
            self.b.capability(Capability::GroupNonUniformClustered);
        } else {
            self.b.capability(Capability::GroupNonUniformArithmetic);
        }
        let mut operands = vec![scope_id.0, operation as u32];
        let result_ty = if logical { self.b.type_bool() } else { ty };
        let x = if logical { self.truth(c, 0)? } else { self.value(c.arg(0)?)?.id };
        operands.push(x.0);
        if operation == GroupOperation::ClusteredReduce {
            let size = c.arg(1)?;
            if !size.is_constant() {
                return Err(unsupported(format!("{name} with a cluster size that is not a constant")));
            }
            operands.push(self.value(size)?.id.0);
        }
        let r = self.emit(op, result_ty, operands);
        let id = if logical { self.bool_to_int(r, ty)? } else { r };
        Ok(Some(Val { id, ty }))
    }
}

impl<'m> Translator<'m> {
    /// `cl_intel_subgroups` (`tables::subgroups::INTEL_*`): the shuffles on their arguments as
    /// they are; `intel_sub_group_block_read*`/`_write*` of an image (at a coordinate) or
    /// through a global pointer to the unsigned elements; `intel_sub_group_media_block_read*`/
    /// `_write*` (`cl_intel_media_block_io`) with the image moved first. Their capabilities
    /// bring `SPV_INTEL_subgroups` or `SPV_INTEL_media_block_io` (or an error naming it).
    pub(crate) fn intel_subgroup(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        use crate::tables::subgroups;
        if let Some(&(_, op)) = subgroups::INTEL_SHUFFLES.iter().find(|(n, _)| *n == c.name) {
            let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
            let args = c.args.iter().map(|a| Ok(self.value(*a)?.id.0)).collect::<Result<Vec<_>>>()?;
            return Ok(Some(Val { id: self.emit(op, ty, args), ty }));
        }
        let block = subgroups::intel_block(&c.name).ok_or_else(|| unsupported(format!("OpenCL builtin {}", c.name)))?;
        let (write, width) = (block.write, block.width);
        if block.media {
            return self.intel_media_block(c, write, width);
        }
        // An image by its mangled type (typed-pointer-era IR passes it by pointer too).
        let image = match c.params.first() {
            Some(spirv_llvm_mangling::Type::Pointer { .. }) => false,
            Some(_) => true,
            None => c.arg(0)?.ty().is_target_ext(),
        };
        if write {
            let data = self.value(c.args.last().copied().ok_or_else(|| invalid(format!("{} needs its data", c.name)))?)?;
            let op = if image { Op::SubgroupImageBlockWriteINTEL } else { Op::SubgroupBlockWriteINTEL };
            let mut operands = Vec::with_capacity(3);
            if image {
                operands.push(self.value(c.arg(0)?)?.id.0);
                operands.push(self.value(c.arg(1)?)?.id.0);
            } else {
                let elem = self.block_element(c, data.ty, width)?;
                operands.push(self.pointer_to(c.arg(0)?, elem)?.id.0);
            }
            operands.push(data.id.0);
            self.emit_void(op, operands);
            return Ok(None);
        }
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        let id = if image {
            let (img, coord) = (self.value(c.arg(0)?)?, self.value(c.arg(1)?)?);
            self.emit(Op::SubgroupImageBlockReadINTEL, ty, vec![img.id.0, coord.id.0])
        } else {
            let elem = self.block_element(c, ty, width)?;
            let ptr = self.pointer_to(c.arg(0)?, elem)?;
            self.emit(Op::SubgroupBlockReadINTEL, ty, vec![ptr.id.0])
        };
        Ok(Some(Val { id, ty }))
    }

    /// `intel_sub_group_media_block_read*(coord, width, height, image)` →
    /// `OpSubgroupImageMediaBlockReadINTEL image coord width height`;
    /// `_write*(coord, width, height, data, image)` → `OpSubgroupImageMediaBlockWriteINTEL image
    /// coord width height data`.
    fn intel_media_block(&mut self, c: &Call<'m>, write: bool, width: u32) -> Result<Option<Val>> {
        let expected = if write { 5 } else { 4 };
        if c.args.len() != expected {
            return Err(invalid(format!("{} takes {expected} arguments, not {}", c.name, c.args.len())));
        }
        let ids = c.args.iter().map(|a| Ok(self.value(*a)?.id.0)).collect::<Result<Vec<_>>>()?;
        let mut operands = vec![ids[expected - 1]];
        operands.extend_from_slice(&ids[..expected - 1]);
        if write {
            let data = self.value(c.args[3])?;
            self.block_element(c, data.ty, width)?;
            self.emit_void(Op::SubgroupImageMediaBlockWriteINTEL, operands);
            return Ok(None);
        }
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        self.block_element(c, ty, width)?;
        Ok(Some(Val { id: self.emit(Op::SubgroupImageMediaBlockReadINTEL, ty, operands), ty }))
    }

    /// The element type of block data of type `ty`, which must have the width the builtin's
    /// name gives.
    fn block_element(&mut self, c: &Call<'m>, ty: Id, width: u32) -> Result<Id> {
        let (elem, _) = self.scalar_and_count(ty);
        if self.scalar_width(elem) != width {
            return Err(invalid(format!("{} moves elements of another width than its name says", c.name)));
        }
        Ok(elem)
    }
}
