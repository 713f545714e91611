//! LLVM constants → SPIR-V constants (`OpConstant*`, `OpConstantComposite`, `OpConstantNull`,
//! `OpUndef`), uniqued by the builder and cached by LLVM value.
//!
//! Constant expressions (`getelementptr`, casts, arithmetic on constants) used in a function
//! are materialized as instructions right before their use, by the same code that translates
//! the instruction of that opcode; in global initializers they become `OpSpecConstantOp`.

use ::spirv::Op;

use super::builder::SpvType;
use super::{Result, Translator, Val, invalid, short, unsupported};
use crate::llvm::{Opcode, TypeKind, Value, ValueKind};
use crate::spirv::Id;

impl<'m> Translator<'m> {
    /// A constant that needs no function context.
    pub(crate) fn constant(&mut self, v: Value<'m>) -> Result<Val> {
        if let Some(val) = self.consts.get(&v) {
            return Ok(*val);
        }
        self.nested(|this| this.constant_inner(v))
    }

    fn constant_inner(&mut self, v: Value<'m>) -> Result<Val> {
        // A global or a constant expression carries its own SPIR-V type (a pointer's pointee is
        // chosen where the pointer is made), which its LLVM type does not tell.
        let val = match v.kind() {
            ValueKind::GlobalVariable => self.global_variable(v)?,
            ValueKind::ConstantExpr => self.spec_const_op(v)?,
            ValueKind::Function if !super::builtins::enqueue::is_block_invoke(v) => self.function_pointer(v)?,
            _ => {
                let ty = self.ty(v.ty())?;
                Val { id: self.constant_id(v, ty)?, ty }
            }
        };
        self.consts.insert(v, val);
        Ok(val)
    }

    pub(crate) fn constant_id(&mut self, v: Value<'m>, ty: Id) -> Result<Id> {
        match v.kind() {
            ValueKind::Poison | ValueKind::Undef => Ok(self.b.undef(ty)),
            ValueKind::ConstantPointerNull | ValueKind::ConstantAggregateZero | ValueKind::ConstantTargetNone => {
                Ok(self.b.const_null(ty))
            }
            ValueKind::ConstantInt => self.const_int(v, ty),
            ValueKind::ConstantFp => self.const_float(v, ty),
            ValueKind::ConstantDataArray
            | ValueKind::ConstantDataVector
            | ValueKind::ConstantArray
            | ValueKind::ConstantStruct
            | ValueKind::ConstantVector => self.const_composite(v, ty),
            ValueKind::GlobalVariable => Ok(self.global_variable(v)?.id),
            ValueKind::ConstantExpr => Ok(self.spec_const_op(v)?.id),
            ValueKind::Function if super::builtins::enqueue::is_block_invoke(v) => Ok(self.b.const_null(ty)),
            ValueKind::Function => Ok(self.function_pointer(v)?.id),
            _ => Err(unsupported(format!("constant {}", short(v)))),
        }
    }

    fn const_int(&mut self, v: Value<'m>, ty: Id) -> Result<Id> {
        let width = v.ty().int_width().unwrap_or(0);
        if width == 128 {
            let words = v.const_int_words().ok_or_else(|| invalid(format!("cannot read integer constant {}", short(v))))?;
            return Ok(self.wide_constant(&words));
        }
        if width == 1 {
            return Ok(self.b.const_bool(v.const_int_zext() == Some(1)));
        }
        let words = v.const_int_words().ok_or_else(|| invalid(format!("cannot read integer constant {}", short(v))))?;
        let value = words.first().copied().unwrap_or(0);
        Ok(self.b.const_int(ty, width, value))
    }

    fn const_float(&mut self, v: Value<'m>, ty: Id) -> Result<Id> {
        let bits = v.const_float_bits().ok_or_else(|| unsupported(format!("floating-point constant {}", short(v))))?;
        let words = match v.ty().kind() {
            TypeKind::Half | TypeKind::BFloat => vec![(bits & 0xffff) as u32],
            TypeKind::Float => vec![bits as u32],
            TypeKind::Double => vec![bits as u32, (bits >> 32) as u32],
            _ => return Err(unsupported(format!("floating-point constant {}", short(v)))),
        };
        Ok(self.b.constant(Op::Constant, ty, words))
    }

    fn const_composite(&mut self, v: Value<'m>, ty: Id) -> Result<Id> {
        let count = match self.b.type_info(ty) {
            Some(SpvType::Vector(_, n)) => u64::from(*n),
            Some(SpvType::Array(_, n)) => *n,
            Some(SpvType::Struct(m)) => m.len() as u64,
            _ => return Err(unsupported(format!("constant {}", short(v)))),
        };
        let count = u32::try_from(count).map_err(|_| unsupported(format!("constant {}", short(v))))?;
        // A widened vector has fewer LLVM lanes than SPIR-V ones: the rest are undefined.
        let present = v.ty().vector_size().unwrap_or(count).min(count);
        // Byte strings are read in one piece.
        if let (Some(bytes), Some(SpvType::Array(elem, _))) = (v.const_data_bytes(), self.b.type_info(ty).cloned()) {
            if self.b.type_info(elem) == Some(&SpvType::Int(8)) && bytes.len() as u64 == u64::from(count) {
                let ids: Vec<u32> = bytes.iter().map(|&b| self.b.const_int(elem, 8, u64::from(b)).0).collect();
                return Ok(self.b.constant(Op::ConstantComposite, ty, ids));
            }
        }
        let members: Vec<Id> = match self.b.type_info(ty) {
            Some(SpvType::Struct(m)) => m.clone(),
            Some(SpvType::Vector(e, _) | SpvType::Array(e, _)) => vec![*e; count as usize],
            _ => Vec::new(),
        };
        let mut ids = Vec::with_capacity(count as usize);
        let mut spec = false;
        for i in 0..count {
            if i >= present {
                let elem = members.get(i as usize).copied().ok_or_else(|| invalid("vector without element type"))?;
                ids.push(self.b.undef(elem).0);
                continue;
            }
            let e = v.aggregate_element(i).ok_or_else(|| invalid(format!("cannot read element {i} of {}", short(v))))?;
            let val = self.constant(e)?;
            let want = members.get(i as usize).copied().unwrap_or(val.ty);
            let id = self.const_coerce(val, want)?;
            spec |= self.spec_consts.contains(&id) || self.global_vars.contains(&id);
            ids.push(id.0);
        }
        if spec {
            // Addresses of globals are not constants: a specialization-constant composite.
            let id = self.b.constant(Op::SpecConstantComposite, ty, ids);
            self.spec_consts.insert(id);
            return Ok(id);
        }
        Ok(self.b.constant(Op::ConstantComposite, ty, ids))
    }

    /// A constant expression used inside a function: translated as the instruction it folds,
    /// at the current position.
    pub(crate) fn const_expr(&mut self, v: Value<'m>) -> Result<Val> {
        self.nested(|this| this.const_expr_inner(v))
    }

    fn const_expr_inner(&mut self, v: Value<'m>) -> Result<Val> {
        let op = v.const_opcode().ok_or_else(|| unsupported(format!("constant expression {}", short(v))))?;
        if let Some(val) = self.fold_null_cast(v, op)? {
            return Ok(val);
        }
        self.operation(v, op)
    }

    /// `addrspacecast`/`bitcast` of `null` is `null`.
    fn fold_null_cast(&mut self, v: Value<'m>, op: Opcode) -> Result<Option<Val>> {
        if !matches!(op, Opcode::AddrSpaceCast | Opcode::BitCast) {
            return Ok(None);
        }
        match v.operand(0) {
            Some(src) if src.kind() == ValueKind::ConstantPointerNull || super::builtins::enqueue::is_block_invoke(src) => {
                let ty = self.ty(v.ty())?;
                Ok(Some(Val { id: self.b.const_null(ty), ty }))
            }
            _ => Ok(None),
        }
    }

    /// A constant expression in a global initializer: `OpSpecConstantOp` for the opcodes
    /// kernels allow there.
    pub(crate) fn spec_const_op(&mut self, v: Value<'m>) -> Result<Val> {
        let op = v.const_opcode().ok_or_else(|| unsupported(format!("constant expression {}", short(v))))?;
        if let Some(val) = self.fold_null_cast(v, op)? {
            return Ok(val);
        }
        let operand = |t: &mut Self, i: u32| -> Result<Val> {
            let o = v.operand(i).ok_or_else(|| invalid(format!("constant expression {} lacks operand {i}", short(v))))?;
            t.constant(o)
        };
        match op {
            Opcode::GetElementPtr => {
                let base = operand(self, 0)?;
                let source = v.gep_source_element_type().ok_or_else(|| invalid("getelementptr without source type"))?;
                let source_ty = self.ty(source)?;
                let (sc, _) = self.pointer_parts(base.ty).ok_or_else(|| invalid("getelementptr base is not a pointer"))?;
                let base_ptr_ty = self.pointer_type(sc, source_ty);
                let base_id = if base_ptr_ty == base.ty {
                    base.id
                } else {
                    let id = self.b.constant(Op::SpecConstantOp, base_ptr_ty, vec![Op::Bitcast as u32, base.id.0]);
                    self.spec_consts.insert(id);
                    id
                };
                let mut indices = Vec::new();
                let mut elem = source;
                for i in 1..v.num_operands() {
                    let idx = v.operand(i).ok_or_else(|| invalid("missing index"))?;
                    if i > 1 {
                        elem = self.step_into(elem, idx)?;
                    }
                    indices.push(self.constant(idx)?.id);
                }
                let elem_ty = self.ty(elem)?;
                let ty = self.pointer_type(sc, elem_ty);
                let opcode = if v.is_inbounds() == Some(true) { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
                let mut ops = vec![opcode as u32, base_id.0];
                ops.extend(indices.iter().map(|i| i.0));
                let id = self.b.constant(Op::SpecConstantOp, ty, ops);
                self.spec_consts.insert(id);
                Ok(Val { id, ty })
            }
            Opcode::AddrSpaceCast | Opcode::BitCast | Opcode::PtrToInt | Opcode::IntToPtr => {
                let src = operand(self, 0)?;
                let ty = self.ty(v.ty())?;
                let spirv_op = match op {
                    Opcode::BitCast => Op::Bitcast,
                    Opcode::PtrToInt => Op::ConvertPtrToU,
                    Opcode::IntToPtr => Op::ConvertUToPtr,
                    _ => {
                        let to = self.pointer_parts(ty).map(|p| p.0);
                        if to == Some(::spirv::StorageClass::Generic) {
                            // Keep the pointee: OpPtrCastToGeneric needs the same one.
                            let (_, pointee) = self.pointer_parts(src.ty).ok_or_else(|| invalid("cast of a non-pointer"))?;
                            let ty = self.pointer_type(::spirv::StorageClass::Generic, pointee);
                            let id = self.b.constant(Op::SpecConstantOp, ty, vec![Op::PtrCastToGeneric as u32, src.id.0]);
                            self.spec_consts.insert(id);
                            return Ok(Val { id, ty });
                        }
                        return Err(unsupported(format!("constant expression {}", short(v))));
                    }
                };
                let id = self.b.constant(Op::SpecConstantOp, ty, vec![spirv_op as u32, src.id.0]);
                self.spec_consts.insert(id);
                Ok(Val { id, ty })
            }
            _ => Err(unsupported(format!("constant expression {} in an initializer", short(v)))),
        }
    }
}
