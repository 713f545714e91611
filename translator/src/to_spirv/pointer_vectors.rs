//! Vectors of pointers (`<N x ptr>`, which LLVM's vectorizers make). SPIR-V vectors hold only
//! numbers and booleans, so such a vector is a vector of addresses: integers of the pointer
//! width (`types`). A lane becomes a pointer again where one is taken out (`extractelement`:
//! `OpConvertUToPtr`) and an address where a pointer is put in (`insertelement`, constant
//! lanes: `OpConvertPtrToU`). Comparisons, `select`, `phi`, shuffles, loads and stores work on
//! the addresses unchanged; `getelementptr` and `addrspacecast` go lane by lane through the
//! scalar instruction, so that every address is computed exactly as for one pointer.

use ::spirv::Op;

use super::builder::SpvType;
use super::{Result, Translator, Val, invalid};
use crate::llvm::{CastOp, Type, TypeKind, Value};
use crate::spirv::Id;

/// Whether `t` is a vector of pointers.
pub(crate) fn is_pointer_vector(t: Type<'_>) -> bool {
    t.is_vector() && t.element_type().is_some_and(|e| e.kind() == TypeKind::Pointer)
}

impl<'m> Translator<'m> {
    /// Pointer `p` as an address (an integer of the pointer width).
    pub(crate) fn address_of(&mut self, p: Val) -> Val {
        let ty = self.b.type_int(self.pointer_bits());
        Val { id: self.emit(Op::ConvertPtrToU, ty, vec![p.id.0]), ty }
    }

    /// Lane `k` of address vector `vec` as a pointer of type `ptr_ty`.
    pub(crate) fn lane_pointer(&mut self, vec: Id, k: u32, ptr_ty: Id) -> Id {
        let int = self.b.type_int(self.pointer_bits());
        let address = self.emit(Op::CompositeExtract, int, vec![vec.0, k]);
        self.emit(Op::ConvertUToPtr, ptr_ty, vec![address.0])
    }

    /// Pointers `lanes` gathered into the address vector `ty` (extra SPIR-V lanes undefined).
    fn addresses(&mut self, lanes: Vec<Val>, ty: Id) -> Val {
        let (int, spirv_lanes) = self.scalar_and_count(ty);
        let mut ids: Vec<u32> = lanes.into_iter().map(|p| self.address_of(p).id.0).collect();
        let undef = self.b.undef(int);
        ids.resize(spirv_lanes as usize, undef.0);
        Val { id: self.emit(Op::CompositeConstruct, ty, ids), ty }
    }

    /// `extractelement` of a pointer from a vector of pointers: the address, then the pointer.
    pub(crate) fn extracted_pointer(&mut self, address: Id, ty: Id) -> Id {
        self.emit(Op::ConvertUToPtr, ty, vec![address.0])
    }

    /// `getelementptr` whose result is a vector of pointers: the scalar `getelementptr` of each
    /// lane (vector operands give their lane, scalar ones are used by every lane).
    pub(crate) fn pointer_vector_gep(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let lanes = v.ty().vector_size().unwrap_or(0);
        let base = v.operand(0).ok_or_else(|| invalid("getelementptr without base"))?;
        let source = v.gep_source_element_type().ok_or_else(|| invalid("getelementptr without source type"))?;
        let source_ty = self.memory_type(source)?;
        let address_space = base.ty().element_type().unwrap_or(base.ty()).address_space().unwrap_or(0);
        let sc = self.storage_class(address_space)?;
        let base_ptr_ty = self.pointer_type(sc, source_ty);
        let scalar_base = if base.ty().is_vector() { None } else { Some(self.pointer_to(base, source_ty)?) };
        let vector_base = if base.ty().is_vector() { Some(self.value(base)?.id) } else { None };
        let op = if v.is_inbounds() == Some(true) { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
        let mut results = Vec::with_capacity(lanes as usize);
        for k in 0..lanes {
            let base_id = match (scalar_base, vector_base) {
                (Some(p), _) => p.id,
                (None, Some(vec)) => self.lane_pointer(vec, k, base_ptr_ty),
                (None, None) => return Err(invalid("getelementptr without base")),
            };
            let mut elem = source;
            let mut operands = vec![base_id.0];
            for i in 1..v.num_operands() {
                let idx = v.operand(i).ok_or_else(|| invalid("missing index"))?;
                let lane_idx = if idx.ty().is_vector() { idx.aggregate_element(k) } else { Some(idx) };
                if i > 1 {
                    // Struct fields are constants (a splat when the index is a vector).
                    let field = lane_idx.unwrap_or(idx);
                    elem = self.step_into(elem, field)?;
                }
                let id = match lane_idx {
                    Some(c) => self.value(c)?.id,
                    None => {
                        let vec = self.value(idx)?;
                        let (scalar, _) = self.scalar_and_count(vec.ty);
                        self.emit(Op::CompositeExtract, scalar, vec![vec.id.0, k])
                    }
                };
                operands.push(id.0);
            }
            let elem_ty = self.memory_type(elem)?;
            let ptr_ty = self.pointer_type(sc, elem_ty);
            results.push(Val { id: self.emit(op, ptr_ty, operands), ty: ptr_ty });
        }
        Ok(self.addresses(results, ty))
    }

    /// Casts from or to vectors of pointers; `None` for every other cast. `ptrtoint`,
    /// `inttoptr` and `ptrtoaddr` change only the integer width; `addrspacecast` casts each
    /// lane's pointer.
    pub(crate) fn pointer_vector_cast(&mut self, v: Value<'m>, op: CastOp, src: Val, ty: Id) -> Result<Option<Val>> {
        let from = v.operand(0).map(|o| o.ty()).ok_or_else(|| invalid("cast without operand"))?;
        if !is_pointer_vector(from) && !is_pointer_vector(v.ty()) {
            return Ok(None);
        }
        let id = match op {
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast if src.ty == ty => src.id,
            CastOp::PtrToInt | CastOp::IntToPtr => self.emit(Op::UConvert, ty, vec![src.id.0]),
            CastOp::AddrSpaceCast => {
                let lanes = v.ty().vector_size().unwrap_or(0);
                let from_sc = self.storage_class(from.element_type().and_then(|e| e.address_space()).unwrap_or(0))?;
                let i8 = self.b.type_int(8);
                let from_ptr = self.pointer_type(from_sc, i8);
                let to_ptr = self.ty(v.ty().element_type().ok_or_else(|| invalid("vector without element type"))?)?;
                let mut results = Vec::with_capacity(lanes as usize);
                for k in 0..lanes {
                    let p = self.lane_pointer(src.id, k, from_ptr);
                    results.push(self.addrspace_cast(Val { id: p, ty: from_ptr }, to_ptr)?);
                }
                return Ok(Some(self.addresses(results, ty)));
            }
            _ => self.emit(Op::Bitcast, ty, vec![src.id.0]),
        };
        Ok(Some(Val { id, ty }))
    }

    /// Constant pointer `c` as a constant address of integer type `ty`: `null` is 0, `undef`
    /// stays undefined, any other address is an `OpSpecConstantOp OpConvertPtrToU`.
    pub(crate) fn const_address(&mut self, c: Val, ty: Id) -> Option<Id> {
        if self.pointer_parts(c.ty).is_none() || !matches!(self.b.type_info(ty), Some(SpvType::Int(_))) {
            return None;
        }
        if self.b.is_operandless_constant(c.id, Op::ConstantNull, c.ty) {
            return Some(self.b.const_null(ty));
        }
        if self.b.is_operandless_constant(c.id, Op::Undef, c.ty) {
            return Some(self.b.undef(ty));
        }
        let id = self.b.constant(Op::SpecConstantOp, ty, vec![Op::ConvertPtrToU as u32, c.id.0]);
        self.spec_consts.insert(id);
        Some(id)
    }
}
