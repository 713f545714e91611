//! Work-item functions → loads of `Input` variables decorated `BuiltIn`.
//!
//! The three-component builtins (`get_global_id(d)` and friends) load the whole vector and
//! take component `d`: a constant `d` above 2 gives the value OpenCL defines for it (0, or 1
//! for sizes) without a load; a run-time `d` is checked against 3 with an `OpSelect`.

use ::spirv::{BuiltIn, Op};

use super::{Call, Result, Translator, Val};
use crate::to_spirv::invalid;

/// How a work-item function reads its builtin.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WorkItem {
    builtin: BuiltIn,
    /// Three components indexed by the argument, with this value for other indices; `None`
    /// for scalar builtins.
    default: Option<u64>,
}

/// The work-item function called `name`, if it is one.
pub(crate) fn builtin_of(name: &str) -> Option<WorkItem> {
    crate::tables::opencl::work_item(name).map(|(builtin, default)| WorkItem { builtin, default })
}

/// Whether a `BuiltIn` is one of the three-component ones.
pub(crate) fn is_vector_builtin(builtin: BuiltIn) -> bool {
    crate::tables::opencl::work_item_function(builtin).is_some_and(|(_, dimensioned)| dimensioned)
}

impl<'m> Translator<'m> {
    pub(crate) fn workitem(&mut self, c: &Call<'m>, w: WorkItem) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        if matches!(
            w.builtin,
            BuiltIn::SubgroupEqMask | BuiltIn::SubgroupGeMask | BuiltIn::SubgroupGtMask | BuiltIn::SubgroupLeMask | BuiltIn::SubgroupLtMask
        ) {
            self.b.capability(::spirv::Capability::GroupNonUniformBallot);
            self.require_version((1, 3), &c.name)?;
        }
        let Some(default) = w.default else {
            let var = self.builtin_var(w.builtin, ty)?;
            self.f.globals_used.insert(var.id);
            return Ok(Some(Val { id: self.emit(Op::Load, ty, vec![var.id.0]), ty }));
        };
        let index = c.arg(0)?;
        if let Some(d) = c.const_arg(0) {
            if d >= 3 {
                return Ok(Some(Val { id: self.splat_int(ty, default)?, ty }));
            }
        }
        let vector = self.load_vector_builtin(w.builtin, ty)?;
        let id = self.component(vector, index, ty, default)?;
        Ok(Some(Val { id, ty }))
    }

    /// Loads three-component builtin `builtin` with components of type `ty`.
    pub(crate) fn load_vector_builtin(&mut self, builtin: BuiltIn, ty: Id) -> Result<Val> {
        let vec_ty = self.b.type_vector(ty, 3);
        let var = self.builtin_var(builtin, vec_ty)?;
        self.f.globals_used.insert(var.id);
        Ok(Val { id: self.emit(Op::Load, vec_ty, vec![var.id.0]), ty: vec_ty })
    }

    /// Component `index` of a loaded three-component builtin, `default` past the third.
    pub(crate) fn component(&mut self, vector: Val, index: crate::llvm::Value<'m>, ty: Id, default: u64) -> Result<Id> {
        if let Some(d) = index.const_int_zext().filter(|_| index.is_constant()) {
            if d < 3 {
                return Ok(self.emit(Op::CompositeExtract, ty, vec![vector.id.0, d as u32]));
            }
            return self.splat_int(ty, default);
        }
        let i = self.value(index)?;
        let e = self.emit(Op::VectorExtractDynamic, ty, vec![vector.id.0, i.id.0]);
        let width = self.scalar_width(i.ty);
        let three = self.b.const_int(i.ty, width, 3);
        let bool_ty = self.b.type_bool();
        let ok = self.emit(Op::ULessThan, bool_ty, vec![i.id.0, three.0]);
        let d = self.splat_int(ty, default)?;
        Ok(self.emit(Op::Select, ty, vec![ok.0, e.0, d.0]))
    }
}

use crate::spirv::Id;
