//! `SPV_KHR_cooperative_matrix`: `OpTypeCooperativeMatrixKHR` is the target extension type
//! `target("spirv.CooperativeMatrixKHR", component, scope, rows, columns, use)` (see
//! `types.rs`), and every instruction on matrices other than memory and control flow becomes a
//! `__spirv_*` builtin call in every target environment, as the Khronos translator writes them:
//! `__spirv_CooperativeMatrixLoadKHR_R{type}`, `__spirv_CooperativeMatrixMulAddKHR`, the
//! arithmetic and conversions on matrices (`__spirv_FNegate`, `__spirv_ConvertFToU_R{type}`),
//! `__spirv_CompositeConstruct(component)` for a matrix filled with one value. Matrix constants
//! are made per function (`constants.rs`).

use super::builtins::Sign;
use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::Value;
use crate::spirv::{Id, Instruction};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether type `id` is a cooperative matrix.
    pub(super) fn is_cooperative_matrix(&self, id: Id) -> bool {
        self.index.def(id).and_then(|d| d.op()) == Some(Op::TypeCooperativeMatrixKHR)
    }

    /// Whether `inst` computes on cooperative matrices (its result or an operand is one), other
    /// than by the instructions LLVM has for every type (memory, `phi`, `select`, calls).
    pub(super) fn touches_cooperative_matrix(&self, inst: &Instruction) -> bool {
        let Some(op) = inst.op() else { return false };
        if op == Op::CooperativeMatrixLengthKHR {
            return true;
        }
        if matches!(
            op,
            Op::Load | Op::Store | Op::Variable | Op::Phi | Op::Select | Op::FunctionCall | Op::CopyObject
                | Op::ReturnValue | Op::Undef | Op::ConstantNull
        ) {
            return false;
        }
        if inst.result_type.is_some_and(|t| self.is_cooperative_matrix(t)) {
            return true;
        }
        let Some(g) = crate::spirv::grammar::instruction(inst.opcode) else { return false };
        let ids = g.operands.iter().filter(|o| !matches!(o.kind, crate::spirv::grammar::OperandKind::IdResultType | crate::spirv::grammar::OperandKind::IdResult));
        ids.zip(&inst.operands)
            .filter(|(o, _)| o.kind == crate::spirv::grammar::OperandKind::IdRef)
            .any(|(_, &w)| self.index.type_of(Id(w)).is_some_and(|t| self.is_cooperative_matrix(t)))
    }

    /// Translates an instruction on cooperative matrices to its builtin call.
    pub(super) fn cooperative_matrix_op(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        match op {
            // A matrix of 8-bit floats (`SPV_EXT_float8`) converts through the reference's
            // builtins; its bitcast from or to `i8` components is no change in LLVM IR.
            Op::FConvert if self.float8_matrix(inst)? => self.float8_conversion(inst),
            Op::Bitcast if self.float8_matrix(inst)? && self.operand(inst, 0)?.ty() == self.result_type(inst)? => {
                self.operand(inst, 0).map(Some)
            }
            Op::CompositeConstruct => {
                let ty = self.result_type(inst)?;
                let mut args = Vec::with_capacity(inst.operands.len());
                let mut params = Vec::with_capacity(inst.operands.len());
                for &w in &inst.operands {
                    args.push(self.value(Id(w))?);
                    params.push(self.mangle_type(self.type_id_of(Id(w))?, Sign::Signed)?);
                }
                let n = args.len();
                Ok(Some(self.call_builtin("__spirv_CompositeConstruct", params, false, ty, &args, n)?))
            }
            Op::CooperativeMatrixLengthKHR => {
                // The operand is the matrix type; SPIR-V written before the specification
                // settled that passes a matrix value instead.
                let operand = Id(self.word(inst, 0)?);
                let (matrix_ty, arg) = if self.is_cooperative_matrix(operand) {
                    (operand, self.ll(self.ty(operand)?.poison())?)
                } else {
                    (self.type_id_of(operand)?, self.value(operand)?)
                };
                if !self.is_cooperative_matrix(matrix_ty) {
                    return Err(self.malformed(format!("OpCooperativeMatrixLengthKHR of {operand}, which is not a cooperative matrix type")));
                }
                let params = vec![self.mangle_type(matrix_ty, Sign::Signed)?];
                let ty = self.result_type(inst)?;
                Ok(Some(self.call_builtin("__spirv_CooperativeMatrixLengthKHR", params, false, ty, &[arg], 1)?))
            }
            _ => self.spirv_builtin_call(inst, op),
        }
    }
}
