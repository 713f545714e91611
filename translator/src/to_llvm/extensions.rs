//! Extension instructions that are one LLVM intrinsic (`tables::extensions::INTRINSICS`):
//! `OpAssumeTrueKHR` → `llvm.assume`, `OpExpectKHR` → `llvm.expect.*`,
//! `OpArithmeticFenceEXT` → `llvm.arithmetic.fence.*`, `OpSaveMemoryINTEL` →
//! `llvm.stacksave.*`, `OpRestoreMemoryINTEL` → `llvm.stackrestore.*`, on the same operands.

use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::Value;
use crate::spirv::Instruction;
use crate::tables::extensions::{self, Overload};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether `op` is the instruction of an extension intrinsic.
    pub(super) fn is_extension_intrinsic(&self, op: Op) -> bool {
        extensions::intrinsic_of(op).is_some()
    }

    /// The call of the intrinsic that `inst` is; its value, unless the intrinsic returns none.
    pub(super) fn extension_intrinsic(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let row = extensions::intrinsic_of(op).ok_or_else(|| self.unsupported(format!("Op{op:?}")))?;
        let args = (0..inst.operands.len()).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        let ret = self.result_type_or_void(inst)?;
        let overloads = match row.overload {
            Overload::None => vec![],
            Overload::Result => vec![ret],
            Overload::FirstArgument => {
                vec![args.first().ok_or_else(|| self.malformed(format!("Op{op:?} without operands")))?.ty()]
            }
        };
        let call = self.intrinsic(row.intrinsic, &overloads, ret, &args)?;
        Ok(if ret.is_void() { None } else { Some(call) })
    }
}
