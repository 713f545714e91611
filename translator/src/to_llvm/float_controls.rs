//! `SPV_KHR_float_controls2`: an entry point's `FPFastMathDefault` (an `OpExecutionModeId`
//! naming a floating-point type and a constant of `FPFastMathMode` bits) gives the fast-math
//! flags of that function's floating-point instructions of the type that carry no
//! `FPFastMathMode` of their own, and travels as the `!spirv.ExecutionMode` node
//! `!{ptr @f, i32 6028, float poison, i32 bits}`, as the reference writes it.

use std::collections::HashMap;

use spirv_llvm_metadata::{ExecutionModeMd, Literal, ModuleMetadata, ScalarType, ValueType};

use super::spirv_headers::{ExecutionMode, Op};
use super::{Error, Translator};
use crate::llvm::{FastMathFlags, TypeKind, Value};
use crate::spirv::{Id, Instruction, Section};

/// Each function's defaults: (floating-point width, flags), by function id.
pub(super) type FpDefaults = HashMap<u32, Vec<(u32, FastMathFlags)>>;

/// One `FPFastMathDefault`: the function, the type's width and the mode bits.
struct FpDefault {
    function: Id,
    width: u32,
    bits: u32,
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Every `FPFastMathDefault` of the module, by function (once, before the bodies).
    pub(super) fn index_fp_fast_math_defaults(&mut self) -> Result<(), Error> {
        let mut defaults = FpDefaults::new();
        for mode in self.spv.section(Section::ExecutionMode) {
            if let Some(d) = self.fp_default(mode)? {
                let flags = super::arith::fast_math_flags(d.bits).unwrap_or_default();
                defaults.entry(d.function.0).or_default().push((d.width, flags));
            }
        }
        self.fp_defaults = defaults;
        Ok(())
    }

    /// The operands of `mode` when it is an `FPFastMathDefault`.
    fn fp_default(&self, mode: &Instruction) -> Result<Option<FpDefault>, Error> {
        let is_default = mode.op() == Some(Op::ExecutionModeId)
            && mode.operands.get(1) == Some(&(ExecutionMode::FPFastMathDefault as u32));
        if !is_default {
            return Ok(None);
        }
        let (Some(function), Some(ty), Some(flags)) = (mode.id_operand(0), mode.id_operand(2), mode.id_operand(3)) else {
            return Err(self.malformed("FPFastMathDefault without its function, type and flags"));
        };
        let def = self.def(ty)?;
        let width = match (def.op(), def.operands.as_slice()) {
            (Some(Op::TypeFloat), &[w]) => w,
            _ => return Err(self.unsupported(format!("FPFastMathDefault of {ty}, which is not an IEEE floating-point type"))),
        };
        let bits = self.value(flags)?.const_int_zext().ok_or_else(|| self.malformed("FPFastMathDefault flags that are not a constant"))?;
        Ok(Some(FpDefault { function, width, bits: bits as u32 }))
    }

    /// The fast-math flags the current function's `FPFastMathDefault` gives instruction `v`
    /// (by the width of its floating-point result), if any.
    pub(super) fn default_fast_math(&self, v: Value<'a>) -> Option<FastMathFlags> {
        if self.func.fp_defaults.is_empty() || !v.takes_fast_math() {
            return None;
        }
        let width = match v.ty().scalar_type().kind() {
            TypeKind::Half => 16,
            TypeKind::Float => 32,
            TypeKind::Double => 64,
            _ => return None,
        };
        self.func.fp_defaults.iter().find(|d| d.0 == width).map(|d| d.1).filter(|f| f.bits() != 0)
    }

    /// The `!spirv.ExecutionMode` node of `FPFastMathDefault` `mode`: the type as a poison value
    /// of it, then the flags.
    pub(super) fn fp_fast_math_default_md(&self, function: Option<crate::llvm::Function<'a>>, mode: &Instruction, md: &mut ModuleMetadata) -> Result<(), Error> {
        let (Some(d), Some(function)) = (self.fp_default(mode)?, function) else { return Ok(()) };
        let scalar = match d.width {
            16 => ScalarType::Half,
            32 => ScalarType::Float,
            64 => ScalarType::Double,
            w => return Err(self.unsupported(format!("FPFastMathDefault of a {w}-bit floating-point type"))),
        };
        md.spirv.execution_modes.push(ExecutionModeMd {
            function: function.name(),
            mode: ExecutionMode::FPFastMathDefault,
            target_type: Some(ValueType { scalar, lanes: None }),
            literals: vec![Literal::Int(d.bits)],
        });
        Ok(())
    }
}
