//! Address-space and sampler builtins: `to_global`/`to_local`/`to_private` (clang's
//! `__to_*`: `OpGenericCastToPtrExplicit`, null when the pointer is elsewhere), `get_fence`
//! (`OpGenericPtrMemSemantics` shifted to `CLK_*_MEM_FENCE`), sampler literals
//! (`__translate_sampler_initializer`: `OpConstantSampler`), and the extension conversions of
//! `tables::extensions::CONVERSIONS` (`intel_convert_bfloat16_as_ushort`, or the instruction's
//! `__spirv_` name), whose operand and result types are checked as the reference checks them.

use ::spirv::{Capability, Op, StorageClass};

use super::{Call, Result, Translator, Val};
use crate::tables::extensions::{self as ext, Conversion};
use crate::to_spirv::{invalid, unsupported};

/// Whether `name` is one of the builtins here.
pub(crate) fn is_misc(name: &str) -> bool {
    name == crate::tables::opencl::SAMPLER_INITIALIZER
        || crate::tables::opencl::memory_function(name) == Some((Op::GenericPtrMemSemantics, false))
        || crate::tables::opencl::cast_target(name.trim_start_matches("__")).is_some()
}

impl<'m> Translator<'m> {
    pub(crate) fn misc_builtin(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.trim_start_matches("__");
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        match (name, crate::tables::opencl::cast_target(name)) {
            (_, Some(sc)) => {
                let p = self.value(c.arg(0)?)?;
                let (from, pointee) = self.pointer_parts(p.ty).ok_or_else(|| invalid(format!("{name} of a non-pointer")))?;
                if from != StorageClass::Generic {
                    return Err(invalid(format!("{name} of a pointer that is not generic")));
                }
                let ty = self.pointer_type(sc, pointee);
                let id = self.emit(Op::GenericCastToPtrExplicit, ty, vec![p.id.0, sc as u32]);
                Ok(Some(Val { id, ty }))
            }
            _ if crate::tables::opencl::memory_function(name).is_some() => {
                let p = self.value(c.arg(0)?)?;
                let sem = self.emit(Op::GenericPtrMemSemantics, ty, vec![p.id.0]);
                let eight = self.splat_int(ty, 8)?;
                let shifted = self.emit(Op::ShiftRightLogical, ty, vec![sem.0, eight.0]);
                let three = self.splat_int(ty, 3)?;
                Ok(Some(Val { id: self.emit(Op::BitwiseAnd, ty, vec![shifted.0, three.0]), ty }))
            }
            _ => {
                let flags = c
                    .const_arg(0)
                    .ok_or_else(|| unsupported("a sampler initializer that is not a constant"))?;
                let sampler = self.constant_sampler(flags)?;
                self.line_before_constant(c.inst, sampler.id);
                Ok(Some(sampler))
            }
        }
    }

    /// `OpConstantSampler` for OpenCL sampler flags: CLK_NORMALIZED_COORDS_TRUE 1; addressing
    /// modes in bits 1-3 (NONE 0, CLAMP_TO_EDGE 2, CLAMP 4, REPEAT 6, MIRRORED_REPEAT 8);
    /// filters CLK_FILTER_NEAREST 0x10, CLK_FILTER_LINEAR 0x20.
    pub(crate) fn constant_sampler(&mut self, flags: u64) -> Result<Val> {
        let (addressing, normalized, filter) = crate::tables::opencl::sampler_operands(flags)
            .ok_or_else(|| invalid(format!("sampler flags {flags:#x} name no addressing mode")))?;
        self.b.capability(Capability::LiteralSampler);
        let ty = self.b.type_opaque_kind(Op::TypeSampler, Vec::new());
        let id = self.b.constant(Op::ConstantSampler, ty, vec![addressing, normalized, filter]);
        Ok(Val { id, ty })
    }

    /// An extension conversion (`c` is its OpenCL C builtin or its `__spirv_` name): one
    /// instruction, after the operand and result types are checked against the row.
    /// The OpenCL C builtin of conversion `row` on `lanes` components (its name's width):
    /// types checked against the name first, as the Khronos translator does.
    pub(crate) fn opencl_conversion(&mut self, c: &Call<'m>, row: &Conversion, lanes: u32) -> Result<Option<Val>> {
        let input = self.ty(self.vty(c.arg(0)?))?;
        let ty = match self.result_type(c)? {
            Some(t) => t,
            None => self.b.type_void(),
        };
        ext::check_opencl_conversion(row, lanes, self.number_shape(input), self.number_shape(ty)).map_err(invalid)?;
        self.extension_conversion(c, row)
    }

    pub(crate) fn extension_conversion(&mut self, c: &Call<'m>, row: &Conversion) -> Result<Option<Val>> {
        let arg = c.arg(0)?;
        let input = self.ty(self.vty(arg))?;
        let ty = match self.result_type(c)? {
            Some(t) => t,
            None => self.b.type_void(),
        };
        ext::check_conversion(row, self.number_shape(input), self.number_shape(ty))
            .map_err(|why| invalid(format!("{:?}\n{why}", row.op)))?;
        let x = self.value(arg)?;
        Ok(Some(Val { id: self.emit(row.op, ty, vec![x.id.0]), ty }))
    }
}
