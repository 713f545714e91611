//! Extension instructions that are one LLVM intrinsic (`tables::extensions::INTRINSICS`):
//! `OpAssumeTrueKHR` → `llvm.assume`, `OpExpectKHR` → `llvm.expect.*`,
//! `OpArithmeticFenceEXT` → `llvm.arithmetic.fence.*`, `OpSaveMemoryINTEL` →
//! `llvm.stacksave.*`, `OpRestoreMemoryINTEL` → `llvm.stackrestore.*`, on the same operands;
//! `OpFPGARegINTEL` → `llvm.annotation`/`llvm.ptr.annotation` with the
//! `__builtin_intel_fpga_reg` string; `OpMaskedGatherINTEL`/`OpMaskedScatterINTEL` →
//! `llvm.masked.gather`/`scatter` (`tables::extensions::MASKED_ACCESSES`).

use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::{CastOp, TypeKind, Value};
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

    /// A `SPV_INTEL_masked_gather_scatter` instruction (`row`) → its masked intrinsic, on the
    /// operands without the alignment literal, which becomes the `align` of the pointer vector
    /// (none for an alignment LLVM cannot state). Its value, unless it is a scatter.
    pub(super) fn masked_access(&mut self, inst: &Instruction, row: &extensions::MaskedAccess) -> Result<Option<Value<'a>>, Error> {
        const OPERANDS: usize = 4;
        if inst.operands.len() != OPERANDS {
            return Err(self.malformed(format!("Op{:?} takes {OPERANDS} operands, not {}", row.op, inst.operands.len())));
        }
        let args = (0..OPERANDS).filter(|&i| i != row.alignment).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        let ret = self.result_type_or_void(inst)?;
        let (Some(data), Some(pointers)) = (args.first(), args.get(row.pointers)) else {
            return Err(self.malformed(format!("Op{:?} without operands", row.op)));
        };
        let data_ty = if ret.is_void() { data.ty() } else { ret };
        let call = self.intrinsic(row.intrinsic, &[data_ty, pointers.ty()], ret, &args)?;
        if let Some(align) = super::decorations::usable_alignment(self.word(inst, row.alignment)?) {
            let attr = crate::llvm::Attribute::int("align", u64::from(align));
            self.ll(call.add_attribute(crate::llvm::AttrIndex::Param(row.pointers as u32), &attr))?;
        }
        Ok(if ret.is_void() { None } else { Some(call) })
    }

    /// `OpFPGARegINTEL x`: `llvm.annotation(x, "__builtin_intel_fpga_reg", poison, poison)` for
    /// an integer, for another scalar or vector through the integer of its size,
    /// `llvm.ptr.annotation(x, …, poison)` for a pointer (the reference's forms, which the
    /// forward direction reads back). Other types (aggregates) are not annotated: the value
    /// passes unchanged.
    pub(super) fn fpga_reg(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let x = self.operand(inst, 0)?;
        let ty = x.ty();
        let string = self.annotation_string(extensions::FPGA_REG_ANNOTATION)?;
        let poison_ptr = self.ll(self.ll(self.ctx.ptr_type(0))?.poison())?;
        let poison_i32 = self.ll(self.ctx.i32_type().poison())?;
        if ty.is_pointer() {
            let args = [x, string, poison_ptr, poison_i32, poison_ptr];
            return self.intrinsic(extensions::PTR_ANNOTATION, &[ty, string.ty()], ty, &args);
        }
        let bits = ty.primitive_size_bits();
        if bits == 0 || bits > u64::from(u32::MAX) {
            return Ok(x);
        }
        let int = if ty.kind() == TypeKind::Integer { ty } else { self.ll(self.ctx.int_type(bits as u32))? };
        let arg = if int == ty { x } else { self.ll(self.builder.cast(CastOp::BitCast, x, int))? };
        let call = self.intrinsic(extensions::ANNOTATION, &[int, string.ty()], int, &[arg, string, poison_ptr, poison_i32])?;
        if int == ty { Ok(call) } else { self.ll(self.builder.cast(CastOp::BitCast, call, ty)) }
    }
}
