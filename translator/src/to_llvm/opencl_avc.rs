//! `--spirv-target-env=CL1.2|CL2.0`: `SPV_INTEL_device_side_avc_motion_estimation` by the
//! OpenCL C builtins of `cl_intel_device_side_avc_motion_estimation` (`tables::avc`), as the
//! Khronos translator writes them:
//!
//! * each instruction → `intel_sub_group_avc_{name}` of its row, its integers mangled with the
//!   signedness `opencl-c.h` declares (the overloads that are different instructions share
//!   their OpenCL C name again);
//! * `OpVmeImageINTEL` is not translated on its own: it records its image and sampler, and the
//!   evaluation that takes it gets the image in its place and the sampler once, after the
//!   images (before the payload when there is one image: the multi-reference and intra
//!   evaluations);
//! * the payload and result types are pointers (`types.rs`), mangled as their OpenCL C types.

use spirv_llvm_mangling::{OpenClType, Type as MType};

use super::builtins::Sign;
use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::Value;
use crate::spirv::{Id, Instruction};
use crate::tables::avc;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// `OpVmeImageINTEL`: its image and sampler, for the evaluation that takes it.
    pub(super) fn record_vme_image(&mut self, inst: &Instruction) -> Result<(), Error> {
        let (result, image, sampler) = self.image_and_sampler(inst)?;
        self.vme_images.insert(result, (image, sampler));
        Ok(())
    }

    /// A motion estimation instruction as its OpenCL C builtin.
    pub(super) fn opencl_avc(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let row = avc::of_instruction(op).ok_or_else(|| self.unsupported(inst.opcode_name()))?;
        let ids = (0..inst.operands.len()).map(|i| self.id_at(inst, i)).collect::<Result<Vec<Id>, _>>()?;
        let images = ids.iter().take_while(|id| self.vme_images.contains_key(&id.0)).count();
        if ids.iter().skip(images).any(|id| self.vme_images.contains_key(&id.0)) {
            return Err(self.unsupported(format!("{} taking an OpVmeImageINTEL after other operands", inst.opcode_name())));
        }
        // The OpenCL C arguments: each image where its `OpVmeImageINTEL` was, the sampler
        // after the images (before the last operand when there is only one image).
        let mut args: Vec<Option<Id>> = Vec::with_capacity(ids.len() + 1);
        let mut sampler = None;
        for &id in &ids {
            match self.vme_images.get(&id.0) {
                Some(&(image, s)) => {
                    args.push(Some(image));
                    sampler = Some(s);
                }
                None => args.push(Some(id)),
            }
        }
        if let Some(s) = sampler {
            let at = if images >= 2 { images } else { args.len().saturating_sub(1).max(1) };
            args.insert(at, None);
            let values = args.iter().map(|a| self.value(a.unwrap_or(s))).collect::<Result<Vec<_>, _>>()?;
            return self.call_avc(inst, row, &args, &values);
        }
        let values = args.iter().flatten().map(|&a| self.value(a)).collect::<Result<Vec<_>, _>>()?;
        self.call_avc(inst, row, &args, &values)
    }

    /// Calls `row`'s builtin on `values` (the arguments `args`: `None` for the sampler).
    fn call_avc(&mut self, inst: &Instruction, row: &avc::Builtin, args: &[Option<Id>], values: &[Value<'a>]) -> Result<Option<Value<'a>>, Error> {
        if args.len() != row.arity {
            // An image that is no `OpVmeImageINTEL` of this module (a parameter of that type):
            // no OpenCL C builtin takes it.
            return Err(self.unsupported(format!(
                "{} on {} arguments with an OpenCL C target environment (its builtin takes {}: are its images OpVmeImageINTEL results?)",
                inst.opcode_name(),
                args.len(),
                row.arity
            )));
        }
        let mut params = Vec::with_capacity(args.len());
        for (k, arg) in args.iter().enumerate() {
            params.push(match arg {
                None => MType::OpenCl(OpenClType::Sampler),
                Some(id) => {
                    let sign = if row.unsigned & 1 << k != 0 { Sign::Unsigned } else { Sign::Signed };
                    self.mangle_type(self.type_id_of(*id)?, sign)?
                }
            });
        }
        let ret = self.result_type(inst)?;
        let name = format!("{}{}", avc::PREFIX, row.name);
        self.call_builtin(&name, params, false, ret, values, values.len()).map(Some)
    }
}
