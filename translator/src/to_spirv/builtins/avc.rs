//! `cl_intel_device_side_avc_motion_estimation` builtins (`tables::avc`): each
//! `intel_sub_group_avc_*` call is its instruction on the arguments, except that
//!
//! - the evaluation builtins take images and a sampler where the instruction takes
//!   `OpVmeImageINTEL`s: each image argument becomes one (of the image and the sampler, named
//!   as the Khronos translator names them), and the sampler argument goes;
//! - a wrapper (an `mce` builtin named for an `ime`, `ref` or `sic` payload or result) converts
//!   its last argument to the `mce` type, applies the `mce` instruction, and converts a payload
//!   back.
//!
//! The payloads and results are `target("spirv.Avc…INTEL")` values (clang's form), or pointers
//! that the object analysis (`opaque_pointers.rs`) types from the builtins' mangling.

use ::spirv::Op;
use spirv_llvm_mangling::{AvcType, OpenClType, Type as MType};

use super::{Call, Result, Translator, Val};
use crate::spirv::Id;
use crate::tables::avc::{self, Builtin, Wrapper};
use crate::to_spirv::invalid;

/// Whether `name` is one of the extension's builtins with `arity` parameters.
pub(super) fn is_avc(name: &str, arity: usize) -> bool {
    avc::builtin(name, arity).is_some() || avc::wrapped(name, arity).is_some()
}

impl<'m> Translator<'m> {
    /// An `intel_sub_group_avc_*` call ([`is_avc`]).
    pub(super) fn avc_builtin(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let arity = c.args.len();
        if let Some(row) = avc::builtin(&c.name, arity) {
            let ids = self.avc_operands(c)?;
            return self.avc_instruction(c, row, ids).map(Some);
        }
        match avc::wrapped(&c.name, arity) {
            Some(w) => self.avc_wrapper(c, w).map(Some),
            None => Err(invalid(format!("{} does not take {arity} arguments", c.name))),
        }
    }

    /// The SPIR-V type of motion estimation type `t`.
    fn avc_type(&mut self, t: AvcType) -> Result<Id> {
        let op = avc::type_op(t).ok_or_else(|| invalid(format!("no SPIR-V type for {t:?}")))?;
        Ok(self.b.type_opaque_kind(op, Vec::new()))
    }

    /// `row`'s instruction on `ids`, typed as the row says (or as the call returns).
    fn avc_instruction(&mut self, c: &Call<'m>, row: &Builtin, ids: Vec<u32>) -> Result<Val> {
        let ty = match row.result {
            Some(t) => self.avc_type(t)?,
            None => self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?,
        };
        Ok(Val { id: self.emit(row.op, ty, ids), ty })
    }

    /// The instruction's operands: the arguments, with each image made an `OpVmeImageINTEL`
    /// of it and the sampler, and the sampler left out.
    fn avc_operands(&mut self, c: &Call<'m>) -> Result<Vec<u32>> {
        let is = |i: usize, want: fn(&MType) -> bool| c.params.get(i).is_some_and(want);
        let sampler_param = |p: &MType| matches!(p, MType::OpenCl(OpenClType::Sampler));
        let image_param = |p: &MType| matches!(p, MType::OpenCl(OpenClType::Image(..)));
        let sampler = match (0..c.args.len()).find(|&i| is(i, sampler_param)) {
            Some(i) => Some(self.value(c.arg(i)?)?),
            None => None,
        };
        let mut ids = Vec::with_capacity(c.args.len());
        for (i, &arg) in c.args.iter().enumerate() {
            if is(i, sampler_param) {
                continue;
            }
            let v = self.value(arg)?;
            if is(i, image_param) {
                let s = sampler.ok_or_else(|| invalid(format!("{} takes an image but no sampler", c.name)))?;
                let ty = self.b.type_opaque_kind(Op::TypeVmeImageINTEL, vec![v.ty.0]);
                let vme = self.emit(Op::VmeImageINTEL, ty, vec![v.id.0, s.id.0]);
                self.b.name(vme, avc::VME_IMAGE_NAME);
                ids.push(vme.0);
            } else {
                ids.push(v.id.0);
            }
        }
        Ok(ids)
    }

    /// A wrapper: the `mce` instruction on the converted last argument, its payload converted
    /// back.
    fn avc_wrapper(&mut self, c: &Call<'m>, w: Wrapper) -> Result<Val> {
        let (to_mce, from_mce) = avc::conversions(w.family, w.payload);
        let mut ids = self.avc_operands(c)?;
        let last = ids.pop().ok_or_else(|| invalid(format!("{} needs an argument", c.name)))?;
        let mce = self.avc_type(if w.payload { AvcType::McePayload } else { AvcType::MceResult })?;
        ids.push(self.emit(to_mce, mce, vec![last]).0);
        let r = self.avc_instruction(c, w.builtin, ids)?;
        if !w.payload {
            return Ok(r);
        }
        let ty = self.avc_type(avc::family_type(w.family, true))?;
        Ok(Val { id: self.emit(from_mce, ty, vec![r.id.0]), ty })
    }
}
