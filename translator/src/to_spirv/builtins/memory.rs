//! Vector data loads and stores (`vloadN`, `vstoreN`, `vload_half[N]`, `vloada_halfN`,
//! `vstore[a]_half[N][_rX]` → the `OpenCL.std` instructions, with the vector length as a
//! literal), `printf` (`OpenCL.std printf`, the format in `UniformConstant`), and the
//! asynchronous copies (`OpGroupAsyncCopy`, `OpGroupWaitEvents`, `OpenCL.std prefetch`).

use ::spirv::{Op, Scope, StorageClass};

use super::{Call, Result, Translator, Val};
use crate::tables::opencl::rounding_mode;
use crate::to_spirv::{invalid, unsupported, Error, ErrorKind};

/// Whether `name` is an asynchronous copy builtin.
pub(crate) fn is_async(name: &str) -> bool {
    name == "prefetch" || crate::tables::opencl::memory_function(name).is_some_and(|(op, _)| op != Op::GenericPtrMemSemantics)
}

impl<'m> Translator<'m> {
    pub(crate) fn vload_store(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let (stem, rounding) = match name.rsplit_once('_').and_then(|(stem, r)| Some((stem, rounding_mode(r)?))) {
            Some((stem, mode)) => (stem, Some(mode)),
            None => (name, None),
        };
        let digits_at = stem.find(|ch: char| ch.is_ascii_digit()).unwrap_or(stem.len());
        let (family, n) = stem.split_at(digits_at);
        let n: Option<u32> = if n.is_empty() { None } else { Some(n.parse().map_err(|_| unsupported(format!("builtin {name}")))?) };
        if n.is_some_and(|n| !matches!(n, 2 | 3 | 4 | 8 | 16)) {
            // The instructions' lane counts are OpenCL C's (`vloada_half1` would be an invalid
            // `vloada_halfn … 1`, which the validators do not catch).
            if family == "vloada_half" {
                // The reference's words for this case.
                return Err(Error::new(ErrorKind::NoCounterpart(
                    "vloada_half should be of a half vector type (OpenCL C's vector loads and stores have 2, 3, 4, 8 or 16 lanes)",
                )));
            }
            return Err(invalid(format!("{name}: OpenCL C's vector loads and stores have 2, 3, 4, 8 or 16 lanes")));
        }
        match crate::tables::opencl_std::vector_memory(family, n.is_some(), rounding.is_some()) {
            Some(inst) if family.starts_with("vload") => self.vload(c, inst, n),
            Some(inst) => self.vstore(c, inst, rounding),
            None => Err(unsupported(format!("OpenCL builtin {name}"))),
        }
    }

    /// `vloadn(offset, p, n)` and friends: `p` points to the scalar element.
    fn vload(&mut self, c: &Call<'m>, ocl: &str, n: Option<u32>) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} must return a value", c.name)))?;
        if let Some(n) = n
            && self.scalar_and_count(ty).1 != n
        {
            return Err(invalid(format!("{} does not return {n} lanes (the call does not match its OpenCL C signature)", c.name)));
        }
        let offset = self.value(c.arg(0)?)?;
        let p = self.pointer_arg(c, 1)?;
        let mut words = vec![offset.id.0, p.id.0];
        words.extend(n);
        let id = self.ocl_words(ocl, ty, words)?;
        Ok(Some(Val { id, ty }))
    }

    /// `vstoren(data, offset, p)` and friends, with the rounding mode as a literal for `_r`.
    fn vstore(&mut self, c: &Call<'m>, ocl: &str, rounding: Option<::spirv::FPRoundingMode>) -> Result<Option<Val>> {
        let data = self.value(c.arg(0)?)?;
        let offset = self.value(c.arg(1)?)?;
        let p = self.pointer_arg(c, 2)?;
        if ocl == "vstoren" && self.pointer_parts(p.ty).map(|(_, pointee)| pointee) != Some(self.scalar_and_count(data.ty).0) {
            return Err(invalid(format!("{} stores through a pointer to another element type than its data's (the call does not match its OpenCL C signature)", c.name)));
        }
        let mut words = vec![data.id.0, offset.id.0, p.id.0];
        words.extend(rounding.map(|r| r as u32));
        let void = self.b.type_void();
        self.ocl_words(ocl, void, words)?;
        Ok(None)
    }

    /// Checks the storage class of a `printf` format string of pointer type `ty`: outside
    /// `UniformConstant` it needs `SPV_EXT_relaxed_printf_string_address_space` (declared when
    /// allowed, else an error naming it).
    pub(crate) fn printf_format_space(&mut self, ty: crate::spirv::Id) -> Result<()> {
        let (sc, _) = self.pointer_parts(ty).ok_or_else(|| invalid("printf format is not a pointer"))?;
        if sc == StorageClass::UniformConstant {
            return Ok(());
        }
        let extension = crate::tables::extensions::RELAXED_PRINTF;
        if !self.options.extensions.allows(extension) {
            return Err(crate::to_spirv::error::needs_extension(
                extension,
                format!("{extension} extension should be allowed to translate this module, because this LLVM module contains the printf function with format string, whose address space is not equal to 2 (constant)."),
            ));
        }
        self.b.extension(extension);
        Ok(())
    }

    /// `printf(format, args…)`.
    pub(crate) fn printf(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid("printf must return int"))?;
        let format = self.value(c.arg(0)?)?;
        self.printf_format_space(format.ty)?;
        let i8 = self.b.type_int(8);
        let format = self.cast_pointer(format, i8)?;
        let mut words = vec![format.id.0];
        for &arg in c.args.iter().skip(1) {
            words.push(self.value(arg)?.id.0);
        }
        let id = self.ocl_words("printf", ty, words)?;
        Ok(Some(Val { id, ty }))
    }

    /// `prefetch(p, n)` (OpenCL C's or `__spirv_ocl_prefetch`): `OpenCL.std` `prefetch`; with
    /// untyped pointers `OpUntypedPrefetchKHR p bytes`, as the reference writes it (`n` counts
    /// elements of `p`'s type).
    pub(crate) fn prefetch(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let p = self.pointer_arg(c, 0)?;
        let n = self.value(c.arg(1)?)?;
        if self.options.extensions.allows(crate::to_spirv::untyped::EXTENSION) {
            if let Some(size) = self.pointee_bytes(p.ty) {
                let width = self.b.type_info(n.ty).and_then(|t| match t {
                    crate::to_spirv::builder::SpvType::Int(w) => Some(*w),
                    _ => None,
                });
                let bytes = match (c.arg(1)?.const_int_zext().filter(|_| c.arg(1).is_ok_and(|a| a.is_constant())), width) {
                    (Some(count), Some(w)) => self.b.const_int(n.ty, w, count.wrapping_mul(size)),
                    _ if size == 1 => n.id,
                    _ => {
                        let size = self.splat_int(n.ty, size)?;
                        self.emit(Op::IMul, n.ty, vec![n.id.0, size.0])
                    }
                };
                self.emit_void(Op::UntypedPrefetchKHR, vec![p.id.0, bytes.0]);
                return Ok(None);
            }
        }
        let void = self.b.type_void();
        self.ocl_words("prefetch", void, vec![p.id.0, n.id.0])?;
        Ok(None)
    }

    /// The bytes of the scalar or vector that pointer type `ptr` points to (a 3-element vector
    /// takes 4 elements' room), if it is one.
    fn pointee_bytes(&self, ptr: crate::spirv::Id) -> Option<u64> {
        use crate::to_spirv::builder::SpvType;
        let Some(SpvType::Pointer(_, pointee)) = self.b.type_info(ptr) else { return None };
        let scalar_bytes = |t: crate::spirv::Id| match self.b.type_info(t)? {
            SpvType::Int(w) | SpvType::Float(w) => Some(u64::from(*w) / 8),
            SpvType::BFloat16 => Some(2),
            _ => None,
        };
        match self.b.type_info(*pointee)? {
            SpvType::Vector(e, n) => Some(scalar_bytes(*e)? * u64::from(if *n == 3 { 4 } else { *n })),
            _ => scalar_bytes(*pointee),
        }
    }

    /// `async_work_group[_strided]_copy`, `wait_group_events`, `prefetch`.
    pub(crate) fn async_copy(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let workgroup = self.b.const_u32(Scope::Workgroup as u32);
        match (c.name.as_str(), crate::tables::opencl::memory_function(&c.name)) {
            ("prefetch", _) => self.prefetch(c),
            (_, Some((Op::GroupWaitEvents, _))) => {
                let n = self.value(c.arg(0)?)?;
                let events = self.value(c.arg(1)?)?;
                let event_ty = self.b.type_opaque_kind(Op::TypeEvent, vec![]);
                let events = self.cast_pointer(events, event_ty)?;
                self.emit_void(Op::GroupWaitEvents, vec![workgroup.0, n.id.0, events.id.0]);
                Ok(None)
            }
            (name, strided) => {
                let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return an event")))?;
                let dst = self.pointer_arg(c, 0)?;
                let src = self.pointer_arg(c, 1)?;
                let count = self.value(c.arg(2)?)?;
                let (stride, event) = if strided.is_some_and(|(_, strided)| strided) {
                    (self.value(c.arg(3)?)?.id, self.value(c.arg(4)?)?.id)
                } else {
                    let size_t = self.b.type_int(self.pointer_bits());
                    (self.b.const_int(size_t, self.pointer_bits(), 1), self.value(c.arg(3)?)?.id)
                };
                let id = self.emit(Op::GroupAsyncCopy, ty, vec![workgroup.0, dst.id.0, src.id.0, count.id.0, stride.0, event.0]);
                Ok(Some(Val { id, ty }))
            }
        }
    }
}
