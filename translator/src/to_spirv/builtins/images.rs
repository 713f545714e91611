//! Image functions: `read_image{f,i,ui,h}` (with a sampler: `OpSampledImage` +
//! `OpImageSampleExplicitLod` at level 0; without: `OpImageRead`), `write_image{f,i,ui,h}`
//! (`OpImageWrite`), and the queries (`OpImageQuerySizeLod`/`OpImageQuerySize` plus a
//! component, `OpImageQueryFormat`/`OpImageQueryOrder` shifted to the `CL_*` numbering,
//! `OpImageQuerySamples`, `OpImageQueryLevels`).

use ::spirv::{Capability, Dim, ImageOperands, Op};

use spirv_llvm_mangling::{OpenClType, Type as MType};

use super::{Call, Result, Translator, Val};
use crate::spirv::Id;
use crate::tables::opencl::{self, ImageQuery};
use crate::llvm::{Opcode, Value};
use crate::tables;
use crate::to_spirv::error::needs_extension;
use crate::to_spirv::{invalid, unsupported};

/// Whether `name` is an image function.
pub(crate) fn is_image(name: &str) -> bool {
    name.starts_with("read_image") || name.starts_with("write_image") || name.starts_with("get_image_")
}

/// `(dim, arrayed, multisampled)` of an image argument's type.
fn image_shape(ty: crate::llvm::Type<'_>) -> Option<(u32, bool, bool)> {
    let ints = ty.target_ext_int_params()?;
    Some((*ints.first()?, *ints.get(2)? != 0, *ints.get(3)? != 0))
}

impl<'m> Translator<'m> {
    pub(crate) fn image(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let image_arg = c.arg(0)?;
        if !self.vty(image_arg).is_target_ext() {
            return Err(unsupported(format!("{name} on an image that is not a target(\"spirv.Image\") value")));
        }
        let image = self.value(image_arg)?;
        let ty = self.result_type(c)?;
        let need = |ty: Option<Id>| ty.ok_or_else(|| invalid(format!("{name} must return a value")));
        let extend = self.opencl_texel_extension(name)?;
        if name.starts_with("read_image") {
            let ty = need(ty)?;
            let second = c.arg(1)?;
            let is_sampler = self.vty(second).target_ext_name().as_deref() == Some("spirv.Sampler");
            let integer_sampler = !is_sampler && c.params.get(1) == Some(&MType::OpenCl(OpenClType::Sampler));
            if is_sampler || integer_sampler {
                // SPIR 1.2 bitcode passes samplers as `i32` flags: a constant one is a literal
                // sampler, any other is not taken.
                let sampler = if is_sampler {
                    self.value(second)?
                } else {
                    let flags = second.const_int_zext().filter(|_| second.is_constant()).ok_or_else(|| {
                        unsupported(format!("{name} with a sampler that is a run-time integer, not a sampler value"))
                    })?;
                    self.constant_sampler(flags)?
                };
                let coord = self.value(c.arg(2)?)?;
                let sampled_ty = self.b.type_opaque_kind(Op::TypeSampledImage, vec![image.ty.0]);
                let sampled = self.emit(Op::SampledImage, sampled_ty, vec![image.id.0, sampler.id.0]);
                // Level 0 unless a level (mipmaps) or gradients are given.
                let mut operands = vec![sampled.0, coord.id.0];
                match c.args.len() {
                    3 => {
                        let f32_ty = self.b.type_float(32);
                        let lod = self.splat_float(f32_ty, 0.0)?;
                        operands.extend([(ImageOperands::LOD | extend).bits(), lod.0]);
                    }
                    4 => {
                        let lod = self.value(c.arg(3)?)?;
                        operands.extend([(ImageOperands::LOD | extend).bits(), lod.id.0]);
                        self.b.capability(Capability::ImageMipmap);
                    }
                    5 => {
                        let (dx, dy) = (self.value(c.arg(3)?)?, self.value(c.arg(4)?)?);
                        operands.extend([(ImageOperands::GRAD | extend).bits(), dx.id.0, dy.id.0]);
                        self.b.capability(Capability::ImageMipmap);
                    }
                    _ => return Err(invalid(format!("{name} with {} arguments", c.args.len()))),
                }
                // Depth images read one float: sample four, keep the first.
                let (scalar, n) = self.scalar_and_count(ty);
                let sample_ty = if n == 1 { self.b.type_vector(scalar, 4) } else { ty };
                let mut id = self.emit(Op::ImageSampleExplicitLod, sample_ty, operands);
                if n == 1 {
                    id = self.emit(Op::CompositeExtract, ty, vec![id.0, 0]);
                }
                return Ok(Some(Val { id, ty }));
            }
            let coord = self.value(second)?;
            let mut operands = vec![image.id.0, coord.id.0];
            if let Some(sample) = c.args.get(2) {
                // Multisampled images: the sample index.
                operands.push((ImageOperands::SAMPLE | extend).bits());
                operands.push(self.value(*sample)?.id.0);
            } else if !extend.is_empty() {
                operands.push(extend.bits());
            }
            let (scalar, n) = self.scalar_and_count(ty);
            let read_ty = if n == 1 { self.b.type_vector(scalar, 4) } else { ty };
            let mut id = self.emit(Op::ImageRead, read_ty, operands);
            if n == 1 {
                id = self.emit(Op::CompositeExtract, ty, vec![id.0, 0]);
            }
            return Ok(Some(Val { id, ty }));
        }
        if name.starts_with("write_image") {
            let coord = self.value(c.arg(1)?)?;
            let mut operands = vec![image.id.0, coord.id.0];
            if c.args.len() == 4 {
                return Err(unsupported(format!(
                    "{name} with a level of detail (the Lod image operand on OpImageWrite is rejected by spirv-val 2023.1)"
                )));
            } else {
                operands.push(self.value(c.arg(2)?)?.id.0);
            }
            if !extend.is_empty() {
                operands.push(extend.bits());
            }
            self.emit_void(Op::ImageWrite, operands);
            return Ok(None);
        }
        let ty = need(ty)?;
        let (dim, arrayed, ms) = image_shape(self.vty(image_arg)).ok_or_else(|| invalid("image type without parameters"))?;
        let query = |t: &mut Self, op: Op, offset: u64| -> Result<Option<Val>> {
            let raw = t.emit(op, ty, vec![image.id.0]);
            let id = if offset == 0 {
                raw
            } else {
                let k = t.splat_int(ty, offset)?;
                t.emit(Op::IAdd, ty, vec![raw.0, k.0])
            };
            Ok(Some(Val { id, ty }))
        };
        match opencl::image_query(name) {
            Some(ImageQuery::Property(op, offset)) => {
                if op == Op::ImageQueryLevels {
                    self.b.capability(Capability::ImageMipmap);
                }
                query(self, op, offset)
            }
            Some(q) => self.image_size(image, (dim, arrayed, ms), name, q, ty),
            None => Err(unsupported(format!("OpenCL builtin {name}"))),
        }
    }

    /// Requires the extension of a channel data type that `selector`, a channel data type
    /// query (`get_image_channel_data_type`, or the SPIR-V friendly `__spirv_ImageQueryFormat`),
    /// is compared with (a `switch` case, an `icmp` operand) among `constants`
    /// (`tables::extensions::EXTENSION_CHANNEL_DATA_TYPES`): declared when `--spirv-ext` allows
    /// it, else an error naming it. A constant compared with anything else needs nothing.
    pub(crate) fn channel_data_type_compare(&mut self, selector: Value<'m>, constants: &[Value<'m>]) -> Result<()> {
        // Most comparisons name none of these numbers (SPIR-V's or OpenCL's): nothing to look at.
        let values: Vec<u64> = constants.iter().filter_map(|c| c.const_int_zext()).collect();
        let cl = match opencl::image_query("get_image_channel_data_type") {
            Some(ImageQuery::Property(_, offset)) => offset,
            _ => 0,
        };
        let rows = tables::extensions::EXTENSION_CHANNEL_DATA_TYPES;
        if !values.iter().any(|&v| rows.iter().any(|&(t, _)| v == t as u64 || v == t as u64 + cl)) {
            return Ok(());
        }
        // The SPIR-V friendly query returns the SPIR-V number; an `add` of a constant (what the
        // reverse direction writes for OpenCL's numbering) shifts it.
        let (call, added) = match (selector.opcode(), selector.operand(0), selector.operand(1).and_then(|c| c.const_int_zext())) {
            (Some(Opcode::Add), Some(x), Some(c)) => (x, c),
            _ => (selector, 0),
        };
        let Some(callee) = call.called_function().map(|f| f.name()) else { return Ok(()) };
        if !(callee.contains("get_image_channel_data_type") || callee.contains("ImageQueryFormat")) {
            return Ok(());
        }
        let query = spirv_llvm_mangling::demangle(&callee).map_or(callee.clone(), |s| s.name);
        let offset = match (query.as_str(), opencl::image_query(&query)) {
            (_, Some(ImageQuery::Property(Op::ImageQueryFormat, offset))) => offset,
            ("__spirv_ImageQueryFormat", _) => 0,
            _ => return Ok(()),
        }
        .wrapping_add(added);
        for c in values {
            let row = rows.iter().find(|(t, _)| *t as u64 + offset == c);
            if let Some(&(channel_type, extension)) = row {
                if !self.options.extensions.allows(extension) {
                    return Err(needs_extension(extension, format!("the image channel data type {channel_type:?} ({c}) that {query} is compared with")));
                }
                self.b.extension(extension);
            }
        }
        Ok(())
    }

    /// The image operand that tells `read_imagei`/`write_imagei` (`SignExtend`) from
    /// `read_imageui`/`write_imageui` (`ZeroExtend`), as the reference writes it: only when
    /// `--spirv-max-version` allows SPIR-V 1.4, which the module then declares. Without it the
    /// two read and write the same bits, and the reverse falls back on the image's sampled type.
    fn opencl_texel_extension(&mut self, name: &str) -> Result<ImageOperands> {
        let suffix = name.trim_start_matches("read_image").trim_start_matches("write_image");
        let extend = match suffix {
            "i" => ImageOperands::SIGN_EXTEND,
            "ui" => ImageOperands::ZERO_EXTEND,
            _ => return Ok(ImageOperands::NONE),
        };
        if !self.texel_extension_allowed() {
            return Ok(ImageOperands::NONE);
        }
        self.require_version((1, 4), "SignExtend/ZeroExtend image operands")?;
        Ok(extend)
    }

    /// Whether image instructions state their texel's signedness (`SignExtend`/`ZeroExtend`):
    /// in kernels when `--spirv-max-version` allows SPIR-V 1.4.
    pub(super) fn texel_extension_allowed(&self) -> bool {
        self.options.max_version >= (1, 4) && !self.is_shader()
    }

    /// The size queries: the whole size vector, then the component asked for.
    fn image_size(&mut self, image: Val, shape: (u32, bool, bool), name: &str, q: ImageQuery, ty: Id) -> Result<Option<Val>> {
        let (dim, arrayed, ms) = shape;
        let dims = match Dim::from_u32(dim) {
            Some(Dim::Dim1D | Dim::DimBuffer) => 1,
            Some(Dim::Dim2D) => 2,
            Some(Dim::Dim3D) => 3,
            _ => return Err(unsupported(format!("{name} on image dimension {dim}"))),
        };
        let n = dims + u32::from(arrayed);
        let (scalar, _) = self.scalar_and_count(ty);
        let int32 = self.b.type_int(32);
        let scalar = if q == ImageQuery::Dim { scalar } else { int32 };
        let size_ty = self.vector_of(scalar, n);
        let size = if dim == Dim::DimBuffer as u32 || ms {
            self.emit(Op::ImageQuerySize, size_ty, vec![image.id.0])
        } else {
            let zero = self.b.const_u32(0);
            self.emit(Op::ImageQuerySizeLod, size_ty, vec![image.id.0, zero.0])
        };
        let component = |t: &mut Self, i: u32| -> Id {
            if n == 1 { size } else { t.emit(Op::CompositeExtract, scalar, vec![size.0, i]) }
        };
        let id = match q {
            ImageQuery::Size(lane) => component(self, lane),
            ImageQuery::ArraySize => {
                let v = component(self, n - 1);
                if ty == scalar { v } else { self.emit(Op::UConvert, ty, vec![v.0]) }
            }
            _ => {
                // get_image_dim: int2 (2D) or int4 (3D, w = 0).
                let (_, want) = self.scalar_and_count(ty);
                if want == dims {
                    if arrayed {
                        let mask: Vec<u32> = (0..dims).collect();
                        let mut operands = vec![size.0, size.0];
                        operands.extend(mask);
                        self.emit(Op::VectorShuffle, ty, operands)
                    } else {
                        size
                    }
                } else {
                    let zero = self.b.const_int(scalar, self.scalar_width(scalar), 0);
                    let mut parts: Vec<u32> = (0..dims).map(|i| component(self, i).0).collect();
                    while (parts.len() as u32) < want {
                        parts.push(zero.0);
                    }
                    self.emit(Op::CompositeConstruct, ty, parts)
                }
            }
        };
        Ok(Some(Val { id, ty }))
    }
}
