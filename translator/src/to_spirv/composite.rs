//! Vectors and aggregates: `extractelement`/`insertelement` (constant index: composite
//! extract/insert; run-time index: the dynamic vector instructions), `shufflevector`
//! (`OpVectorShuffle`, poison lanes as `0xFFFFFFFF`) and `extractvalue`/`insertvalue`.

use ::spirv::Op;

use super::{Result, Translator, Val, invalid};
use crate::llvm::Value;

impl<'m> Translator<'m> {
    fn operand_val(&mut self, v: Value<'m>, i: u32) -> Result<(Value<'m>, Val)> {
        let o = v.operand(i).ok_or_else(|| invalid(format!("missing operand {i}")))?;
        Ok((o, self.value(o)?))
    }

    pub(crate) fn extract_element(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let (_, vec) = self.operand_val(v, 0)?;
        let (idx, idx_val) = self.operand_val(v, 1)?;
        let (scalar, n) = self.scalar_and_count(vec.ty);
        // A pointer comes out of a vector of pointers as its address.
        let lane_ty = if self.pointer_parts(ty).is_some() { scalar } else { ty };
        let id = match idx.const_int_zext() {
            // A constant index past the end gives poison.
            Some(i) if idx.is_constant() && i >= u64::from(n) => return Ok(Val { id: self.b.undef(ty), ty }),
            Some(i) if idx.is_constant() => self.emit(Op::CompositeExtract, lane_ty, vec![vec.id.0, i as u32]),
            _ => self.emit(Op::VectorExtractDynamic, lane_ty, vec![vec.id.0, idx_val.id.0]),
        };
        let id = if lane_ty == ty { id } else { self.extracted_pointer(id, ty) };
        Ok(Val { id, ty })
    }

    pub(crate) fn insert_element(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let vec = v.operand(0).ok_or_else(|| invalid("missing operand 0"))?;
        let vec = self.value_as(vec, ty)?;
        let (_, mut elem) = self.operand_val(v, 1)?;
        let (idx, idx_val) = self.operand_val(v, 2)?;
        let (_, n) = self.scalar_and_count(ty);
        if self.pointer_parts(elem.ty).is_some() {
            // A pointer goes into a vector of pointers as its address.
            elem = self.address_of(elem);
        }
        let id = match idx.const_int_zext() {
            Some(i) if idx.is_constant() && i >= u64::from(n) => self.b.undef(ty),
            Some(i) if idx.is_constant() => {
                self.emit(Op::CompositeInsert, ty, vec![elem.id.0, vec.0, i as u32])
            }
            _ => self.emit(Op::VectorInsertDynamic, ty, vec![vec.0, elem.id.0, idx_val.id.0]),
        };
        Ok(Val { id, ty })
    }

    pub(crate) fn shuffle_vector(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let (_, a) = self.operand_val(v, 0)?;
        let (_, b) = self.operand_val(v, 1)?;
        let mask = v.shuffle_mask().ok_or_else(|| invalid("shufflevector without mask"))?;
        // Lanes of the second operand follow the first operand's SPIR-V lanes, which may be
        // more than LLVM's (widened vectors); a widened result gets undefined extra lanes.
        let n = v.operand(0).and_then(|o| o.ty().vector_size()).unwrap_or(0) as i32;
        let (_, w) = self.scalar_and_count(a.ty);
        let (_, result_lanes) = self.scalar_and_count(ty);
        let mut operands = vec![a.id.0, b.id.0];
        operands.extend(mask.iter().map(|&m| match m {
            m if m < 0 => u32::MAX,
            m if m < n => m as u32,
            m => (m - n) as u32 + w,
        }));
        operands.resize(2 + result_lanes as usize, u32::MAX);
        Ok(Val { id: self.emit(Op::VectorShuffle, ty, operands), ty })
    }

    pub(crate) fn extract_value(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let (_, agg) = self.operand_val(v, 0)?;
        let indices = v.aggregate_indices().ok_or_else(|| invalid("extractvalue without indices"))?;
        let mut operands = vec![agg.id.0];
        operands.extend(indices);
        Ok(Val { id: self.emit(Op::CompositeExtract, ty, operands), ty })
    }

    pub(crate) fn insert_value(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let agg = v.operand(0).ok_or_else(|| invalid("missing operand 0"))?;
        let agg = self.value_as(agg, ty)?;
        let elem = v.operand(1).ok_or_else(|| invalid("missing operand 1"))?;
        let elem_ty = self.ty(elem.ty())?;
        let elem = self.value_as(elem, elem_ty)?;
        let indices = v.aggregate_indices().ok_or_else(|| invalid("insertvalue without indices"))?;
        let mut operands = vec![elem.0, agg.0];
        operands.extend(indices);
        Ok(Val { id: self.emit(Op::CompositeInsert, ty, operands), ty })
    }
}
