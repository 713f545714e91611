//! Masked memory intrinsics, which LLVM's loop vectorizer makes of conditional accesses:
//! `llvm.masked.load`/`store` (consecutive lanes from one pointer) and `llvm.masked.gather`/
//! `scatter` (a vector of pointers). SPIR-V has no masked access, and a disabled lane must not
//! touch memory, so each lane's access is behind a branch on its mask bit (no branch when the
//! mask bit is a constant); a load's disabled lanes take the pass-through value.
//!
//! With `SPV_INTEL_masked_gather_scatter` allowed, a gather or scatter is one
//! `OpMaskedGatherINTEL`/`OpMaskedScatterINTEL` (`tables::extensions::MASKED_ACCESSES`) on a
//! vector of pointers made from the lanes' addresses.

use ::spirv::{Capability, MemoryAccess, Op};

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::Value;
use crate::spirv::Instruction;
use crate::tables::extensions::{MASKED_GATHER_SCATTER, MaskedAccess};

/// Which masked intrinsic.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Masked {
    Load,
    Store,
    Gather,
    Scatter,
}

impl Masked {
    pub(crate) fn by_name(base: &str) -> Option<Self> {
        Some(match base {
            "masked.load" => Self::Load,
            "masked.store" => Self::Store,
            "masked.gather" => Self::Gather,
            "masked.scatter" => Self::Scatter,
            _ => return None,
        })
    }

    fn is_load(self) -> bool {
        matches!(self, Self::Load | Self::Gather)
    }
}

impl<'m> Translator<'m> {
    /// A gather or scatter (`row`) as one `SPV_INTEL_masked_gather_scatter` instruction, when
    /// `--spirv-ext` allows the extension: the pointer vector is built from the lanes'
    /// addresses (pointers to the data's element type), and an alignment the call does not
    /// state is 1. Returns false, having written nothing, without the extension, when the
    /// data's SPIR-V vector has other lanes than LLVM's (odd vectors are widened), or with
    /// `SPV_KHR_untyped_pointers` allowed (the validators take no vector of untyped pointers,
    /// and that extension's rewrite makes every pointer untyped).
    pub(crate) fn masked_instruction(&mut self, inst: Value<'m>, row: &MaskedAccess) -> Result<bool> {
        if !self.options.extensions.allows(MASKED_GATHER_SCATTER) || self.options.extensions.allows(super::untyped::EXTENSION) {
            return Ok(false);
        }
        let args = inst.call_args().unwrap_or_default();
        let arg = |i: usize| args.get(i).copied().ok_or_else(|| invalid(format!("llvm.{} lacks argument {i}", row.intrinsic)));
        let gather = row.op == Op::MaskedGatherINTEL;
        let pointers = arg(row.pointers)?;
        let data_ty = if gather { inst.ty() } else { arg(0)?.ty() };
        let lanes = data_ty.vector_size().ok_or_else(|| unsupported(format!("llvm.{} on a scalable vector", row.intrinsic)))?;
        let elem = data_ty.element_type().ok_or_else(|| invalid(format!("llvm.{} without element type", row.intrinsic)))?;
        let vec_ty = self.ty(data_ty)?;
        if self.scalar_and_count(vec_ty).1 != lanes {
            return Ok(false);
        }
        let elem_ty = self.ty(elem)?;
        let elem_ptr_ty = self.element_pointer_type(pointers, elem_ty)?;
        self.b.extension(MASKED_GATHER_SCATTER);
        self.b.capability(Capability::MaskedGatherScatterINTEL);
        let addresses = self.value(pointers)?;
        let lane_pointers: Vec<u32> = (0..lanes).map(|k| self.lane_pointer(addresses.id, k, elem_ptr_ty).0).collect();
        let pointer_vector_ty = self.b.type_vector(elem_ptr_ty, lanes);
        let pointer_vector = self.emit(Op::CompositeConstruct, pointer_vector_ty, lane_pointers);
        let mut operands = Vec::with_capacity(args.len() + 1);
        for (i, &a) in args.iter().enumerate() {
            operands.push(if i == row.pointers {
                pointer_vector.0
            } else if a.ty() == data_ty {
                self.value_as(a, vec_ty)?.0
            } else {
                self.value(a)?.id.0
            });
        }
        let align = super::intrinsics::param_align(inst, row.pointers as u32).unwrap_or(1);
        operands.insert(row.alignment.min(operands.len()), align);
        if gather {
            let id = self.emit(row.op, vec_ty, operands);
            self.define(inst, Val { id, ty: vec_ty });
        } else {
            self.emit_void(row.op, operands);
        }
        Ok(true)
    }

    /// A pointer to `elem_ty` in the address space of `pointers` (a pointer or a vector of
    /// them): what each lane of a masked access goes through.
    fn element_pointer_type(&mut self, pointers: Value<'m>, elem_ty: crate::spirv::Id) -> Result<crate::spirv::Id> {
        let address_space = pointers.ty().element_type().unwrap_or(pointers.ty()).address_space().unwrap_or(0);
        let sc = self.storage_class(address_space)?;
        Ok(self.pointer_type(sc, elem_ty))
    }

    /// Translates a call of masked intrinsic `kind` (LLVM 22 operand order: load and gather
    /// `(pointer(s), mask, pass-through)`, store and scatter `(value, pointer(s), mask)`; the
    /// alignment is the pointer operand's `align`).
    pub(crate) fn masked_access(&mut self, inst: Value<'m>, kind: Masked) -> Result<()> {
        let align = super::intrinsics::param_align(inst, if kind.is_load() { 0 } else { 1 });
        let args = inst.call_args().unwrap_or_default();
        let arg = |i: usize| args.get(i).copied().ok_or_else(|| invalid(format!("masked intrinsic lacks argument {i}")));
        let (pointers, mask, data) = if kind.is_load() { (arg(0)?, arg(1)?, arg(2)?) } else { (arg(1)?, arg(2)?, arg(0)?) };
        let vector_ty = data.ty();
        let lanes = vector_ty.vector_size().ok_or_else(|| unsupported("masked intrinsic on a scalable vector"))?;
        let elem = vector_ty.element_type().ok_or_else(|| invalid("masked intrinsic without element type"))?;
        super::odd_widths::short_store_size(vector_ty)?;
        let elem_ty = self.ty(elem)?;
        let (elem_size, _) = self.layout(elem)?;
        let vec_ty = self.ty(vector_ty)?;
        let data_val = self.value_as(data, vec_ty)?;
        let mask_val = self.value(mask)?;
        let bool_ty = self.b.type_bool();
        // Consecutive lanes: the first pointer as a pointer to the element; a vector of
        // pointers: its addresses.
        let gathered = matches!(kind, Masked::Gather | Masked::Scatter);
        let elem_ptr_ty = self.element_pointer_type(pointers, elem_ty)?;
        let base = if gathered { self.value(pointers)? } else { self.pointer_to(pointers, elem_ty)? };
        let index_ty = self.b.type_int(self.pointer_bits());
        let mut result = data_val;
        for k in 0..lanes {
            let enabled = match mask.aggregate_element(k).and_then(|b| b.const_int_zext()) {
                Some(0) => None,
                Some(_) => Some(None),
                None => Some(Some(self.emit(Op::CompositeExtract, bool_ty, vec![mask_val.id.0, k]))),
            };
            let Some(condition) = enabled else { continue };
            let ptr = if gathered {
                self.lane_pointer(base.id, k, elem_ptr_ty)
            } else if k == 0 {
                base.id
            } else {
                let index = self.b.const_int(index_ty, self.pointer_bits(), u64::from(k));
                self.emit(Op::InBoundsPtrAccessChain, elem_ptr_ty, vec![base.id.0, index.0])
            };
            let offset = if gathered { 0 } else { u64::from(k) * elem_size };
            let lane_align = align.map(|a| super::memory::alignment_at(a, offset));
            let mut access = Vec::new();
            if let Some(a) = lane_align {
                access.extend([MemoryAccess::ALIGNED.bits(), a]);
            }
            // What a disabled lane of a load keeps, read before the branch.
            let kept = match condition {
                Some(_) if kind.is_load() => Some(self.emit(Op::CompositeExtract, elem_ty, vec![result.0, k])),
                _ => None,
            };
            let pre = self.f.current_label.ok_or_else(|| invalid("no current block"))?;
            let (then, merge) = (self.b.id(), self.b.id());
            if let Some(c) = condition {
                self.emit_void(Op::BranchConditional, vec![c.0, then.0, merge.0]);
                self.start_block(then);
            }
            if kind.is_load() {
                let loaded = self.emit(Op::Load, elem_ty, [vec![ptr.0], access].concat());
                let lane = match kept {
                    None => loaded,
                    Some(kept) => {
                        self.emit_void(Op::Branch, vec![merge.0]);
                        self.start_block(merge);
                        let phi = self.b.id();
                        self.f.body.push(Instruction {
                            opcode: Op::Phi as u16,
                            result_type: Some(elem_ty),
                            result: Some(phi),
                            operands: vec![loaded.0, then.0, kept.0, pre.0],
                        });
                        phi
                    }
                };
                result = self.emit(Op::CompositeInsert, vec_ty, vec![lane.0, result.0, k]);
            } else {
                let lane = self.emit(Op::CompositeExtract, elem_ty, vec![data_val.0, k]);
                self.emit_void(Op::Store, [vec![ptr.0, lane.0], access].concat());
                if condition.is_some() {
                    self.emit_void(Op::Branch, vec![merge.0]);
                    self.start_block(merge);
                }
            }
        }
        if kind.is_load() {
            self.define(inst, Val { id: result, ty: vec_ty });
        }
        Ok(())
    }
}
