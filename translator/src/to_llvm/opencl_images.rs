//! `--spirv-target-env=CL1.2|CL2.0`: images and samplers by their OpenCL C builtin names, as
//! clang 22 emits them for the same OpenCL C source (both target environments; OpenCL C 1.2
//! has no `read_write` images, which are kept as they are).
//!
//! * `OpImageRead` → `read_image{f,i,ui,h}(image, coord[, sample])`.
//! * `OpSampledImage` is not translated on its own: it records its image and sampler (by id),
//!   and the `OpImageSampleExplicitLod` that uses it becomes
//!   `read_image{f,i,ui,h}(image, sampler, coord[, lod | , dx, dy])`, without the level
//!   argument when the level is a constant 0 (the form every OpenCL C version has). `OpImage`
//!   gives the recorded image back. A sampled image used in any other way is unsupported.
//! * `OpImageWrite` → `write_image{f,i,ui,h}(image, coord[, lod], texel)`.
//! * `i` or `ui` comes from the `SignExtend`/`ZeroExtend` image operands (SPIR-V 1.4), else
//!   from the signedness of the image's sampled type, else `i` (the two read the same bits).
//! * Depth images read and write one `float`; a four-lane SPIR-V result gets it in lane 0 and
//!   zeros elsewhere.
//! * `OpImageQuerySize[Lod]` (level 0 only) → a vector made of `get_image_width`, `_height`,
//!   `_depth` and `_array_size` for just the lanes the function extracts from it (what
//!   clang emits for those queries), or of `get_image_dim` (and `get_image_array_size` if a
//!   shuffle takes the array lane, or the vector is used whole).
//! * `OpImageQueryFormat`/`Order` → `get_image_channel_data_type`/`_order` less the offset of
//!   the `CL_*` numbering (`CL_SNORM_INT8` = 0x10D0 and `CL_R` = 0x10B0 are SPIR-V's 0);
//!   `OpImageQuerySamples`/`Levels` → `get_image_num_samples`/`_num_mip_levels`.
//! * `OpConstantSampler` → `__translate_sampler_initializer(i32)` with the `CLK_*` bits
//!   (`tables::opencl::sampler_flags`), called at the top of each function that uses it.
//!
//! Image types take clang's form in these environments (`target("spirv.Image", void, dim,
//! depth, arrayed, ms, 0, 0, access)`, see `types.rs`), so declarations match clang's.

use spirv_llvm_mangling::{ImageAccess, ImageDim, OpenClType, Scalar, Type as MType};

use super::builtins::Sign;
use super::spirv_headers::{Dim, ImageOperands, Op};
use super::{Error, Translator};
use crate::llvm::{BinaryOp, Type, Value};
use crate::spirv::{Id, Instruction, Location};
use crate::tables::opencl::{self, ImageQuery};

/// What an OpenCL C image function needs to know about an image type.
#[derive(Clone, Copy, Debug)]
pub(super) struct ImageInfo {
    /// The OpenCL C type (`image2d_array_depth_t`, `read_only`).
    pub(super) ty: OpenClType,
    /// 1, 2 or 3 coordinates before the array index.
    dims: u32,
    arrayed: bool,
    depth: bool,
    /// The sampled type is an unsigned integer.
    unsigned: bool,
}

/// The lanes of a vector that extracts and shuffles use (see `lane_uses`).
#[derive(Clone, Copy, Debug)]
pub(super) struct LaneUse {
    mask: u32,
    extracts_only: bool,
}

/// The image operands this translation reads.
#[derive(Default)]
struct ImageOperandValues {
    lod: Option<Id>,
    grad: Option<(Id, Id)>,
    sample: Option<Id>,
    sign_extend: bool,
    zero_extend: bool,
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The image instructions with an OpenCL C spelling.
    pub(super) fn opencl_image(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        match op {
            Op::SampledImage => self.record_sampled_image(inst).map(|()| None),
            Op::Image => self.image_of_sampled_image(inst).map(Some),
            Op::ImageRead => self.opencl_image_read(inst).map(Some),
            Op::ImageSampleExplicitLod => self.opencl_image_sample(inst).map(Some),
            Op::ImageWrite => self.opencl_image_write(inst).map(|()| None),
            Op::ImageQuerySize | Op::ImageQuerySizeLod => self.opencl_image_size(inst, op).map(Some),
            Op::ImageQueryFormat | Op::ImageQueryOrder | Op::ImageQuerySamples | Op::ImageQueryLevels => {
                self.opencl_image_property(inst, op).map(Some)
            }
            // No OpenCL C name: the SPIR-V friendly form.
            other => self.spirv_builtin_call(inst, other),
        }
    }

    /// The OpenCL C view of the `OpTypeImage` instruction `image`.
    pub(super) fn opencl_image_info(&self, image: &Instruction) -> Result<ImageInfo, Error> {
        use ImageDim as D;
        let dim = self.word(image, 1)?;
        let depth = self.word(image, 2)? == 1;
        let arrayed = self.word(image, 3)? != 0;
        let ms = self.word(image, 4)? != 0;
        let access = match image.operands.get(7) {
            None | Some(0) => ImageAccess::ReadOnly,
            Some(1) => ImageAccess::WriteOnly,
            Some(2) => ImageAccess::ReadWrite,
            Some(other) => return Err(self.malformed(format!("image access qualifier {other}"))),
        };
        let (kind, dims) = match (Dim::from_u32(dim), arrayed, depth, ms) {
            (Some(Dim::Dim1D), false, false, false) => (D::D1, 1),
            (Some(Dim::Dim1D), true, false, false) => (D::D1Array, 1),
            (Some(Dim::DimBuffer), false, false, false) => (D::D1Buffer, 1),
            (Some(Dim::Dim2D), false, false, false) => (D::D2, 2),
            (Some(Dim::Dim2D), true, false, false) => (D::D2Array, 2),
            (Some(Dim::Dim2D), false, true, false) => (D::D2Depth, 2),
            (Some(Dim::Dim2D), true, true, false) => (D::D2ArrayDepth, 2),
            (Some(Dim::Dim2D), false, false, true) => (D::D2Msaa, 2),
            (Some(Dim::Dim2D), true, false, true) => (D::D2ArrayMsaa, 2),
            (Some(Dim::Dim2D), false, true, true) => (D::D2MsaaDepth, 2),
            (Some(Dim::Dim2D), true, true, true) => (D::D2ArrayMsaaDepth, 2),
            (Some(Dim::Dim3D), false, false, false) => (D::D3, 3),
            _ => {
                return Err(self.unsupported(format!(
                    "image of dimension {dim} (depth {depth}, arrayed {arrayed}, multisampled {ms}) with an OpenCL C target environment"
                )))
            }
        };
        let sampled = self.def(Id(self.word(image, 0)?))?;
        let unsigned = sampled.op() == Some(Op::TypeInt) && sampled.operands.get(1) == Some(&0);
        Ok(ImageInfo { ty: OpenClType::Image(kind, access), dims, arrayed, depth, unsigned })
    }

    /// The image info of value `image`.
    fn image_value_info(&self, image: Id) -> Result<ImageInfo, Error> {
        let d = self.def(self.type_id_of(image)?)?;
        if d.op() != Some(Op::TypeImage) {
            return Err(self.malformed(format!("{image} is not an image")));
        }
        self.opencl_image_info(d)
    }

    /// The id operand `i` of `inst`.
    pub(super) fn id_at(&self, inst: &Instruction, i: usize) -> Result<Id, Error> {
        inst.id_operand(i).ok_or_else(|| self.malformed(format!("missing operand {i}")))
    }

    fn record_sampled_image(&mut self, inst: &Instruction) -> Result<(), Error> {
        let (result, image, sampler) = self.image_and_sampler(inst)?;
        self.sampled_images.insert(result, (image, sampler));
        Ok(())
    }

    /// The result, image and sampler of an instruction pairing an image with a sampler
    /// (`OpSampledImage`, `OpVmeImageINTEL`), both already translated and the image an image.
    pub(super) fn image_and_sampler(&self, inst: &Instruction) -> Result<(u32, Id, Id), Error> {
        let result = inst.result.ok_or_else(|| self.malformed(format!("{} without result", inst.opcode_name())))?;
        let (image, sampler) = (self.id_at(inst, 0)?, self.id_at(inst, 1)?);
        self.value(image)?;
        self.value(sampler)?;
        self.image_value_info(image)?;
        Ok((result.0, image, sampler))
    }

    /// The image and sampler an `OpSampledImage` recorded for `id`.
    fn sampled_image(&self, id: Id, user: &str) -> Result<(Id, Id), Error> {
        self.sampled_images.get(&id.0).copied().ok_or_else(|| {
            self.unsupported(format!("{user} of {id}, which is not an OpSampledImage (with an OpenCL C target environment)"))
        })
    }

    fn image_of_sampled_image(&self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (image, _) = self.sampled_image(self.id_at(inst, 0)?, "OpImage")?;
        self.value(image)
    }

    /// The image operands of `inst` from operand word `start` (the mask) on.
    fn image_operands(&self, inst: &Instruction, start: usize) -> Result<ImageOperandValues, Error> {
        let mut out = ImageOperandValues::default();
        let Some(&mask) = inst.operands.get(start) else { return Ok(out) };
        let bits = ImageOperands::from_bits(mask).ok_or_else(|| self.malformed(format!("image operands {mask:#x}")))?;
        // Nontemporal is a cache hint without operands and without an OpenCL C spelling: dropped.
        let handled = ImageOperands::LOD
            | ImageOperands::GRAD
            | ImageOperands::SAMPLE
            | ImageOperands::SIGN_EXTEND
            | ImageOperands::ZERO_EXTEND
            | ImageOperands::NONTEMPORAL;
        let other = bits - handled;
        if !other.is_empty() {
            return Err(self.unsupported(format!("image operands {other:?} with an OpenCL C target environment")));
        }
        // Operand ids follow the mask in the order of the bits: Lod, Grad (two), Sample.
        let mut next = start + 1;
        let mut take = |t: &Self| -> Result<Id, Error> {
            next += 1;
            t.id_at(inst, next - 1)
        };
        if bits.contains(ImageOperands::LOD) {
            out.lod = Some(take(self)?);
        }
        if bits.contains(ImageOperands::GRAD) {
            out.grad = Some((take(self)?, take(self)?));
        }
        if bits.contains(ImageOperands::SAMPLE) {
            out.sample = Some(take(self)?);
        }
        out.sign_extend = bits.contains(ImageOperands::SIGN_EXTEND);
        out.zero_extend = bits.contains(ImageOperands::ZERO_EXTEND);
        Ok(out)
    }

    /// Whether `id` is a constant zero (`OpConstant` with all-zero bits, or `OpConstantNull`).
    pub(super) fn is_zero_constant(&self, id: Id) -> bool {
        self.index.def(id).is_some_and(|d| match d.op() {
            Some(Op::ConstantNull) => true,
            Some(Op::Constant) => d.operands.iter().all(|&w| w == 0),
            _ => false,
        })
    }

    /// The function suffix (`f`, `h`, `i`, `ui`) and texel scalar for SPIR-V texel type `ty`.
    fn texel_kind(&self, ty: Id, info: &ImageInfo, ops: &ImageOperandValues) -> Result<(&'static str, Scalar), Error> {
        let d = self.def(ty)?;
        let scalar = if d.op() == Some(Op::TypeVector) { self.def(Id(self.word(d, 0)?))? } else { d };
        match (scalar.op(), scalar.operands.first()) {
            (Some(Op::TypeFloat), Some(32)) => Ok(("f", Scalar::Float)),
            (Some(Op::TypeFloat), Some(16)) => Ok(("h", Scalar::Half)),
            (Some(Op::TypeInt), Some(32)) if ops.zero_extend || (info.unsigned && !ops.sign_extend) => Ok(("ui", Scalar::UInt)),
            (Some(Op::TypeInt), Some(32)) => Ok(("i", Scalar::Int)),
            _ => Err(self.unsupported(format!("image texel type {ty} ({}) with an OpenCL C target environment", d.opcode_name()))),
        }
    }

    /// The mangling type of the value `id`, integers signed (coordinates, levels, samples).
    fn signed_param(&self, id: Id) -> Result<MType, Error> {
        self.mangle_type(self.type_id_of(id)?, Sign::Signed)
    }

    /// Calls a `read_image*` function; a depth image gives one float, placed in lane 0 of a
    /// vector result.
    fn call_read(&self, name: &str, params: Vec<MType>, args: &[Value<'a>], ret: Type<'ctx>, depth: bool) -> Result<Value<'a>, Error> {
        let n = args.len();
        if !(depth && ret.is_vector()) {
            return self.call_builtin(name, params, false, ret, args, n);
        }
        let elem = ret.element_type().ok_or_else(|| self.malformed("vector without element type"))?;
        let texel = self.call_builtin(name, params, false, elem, args, n)?;
        let zero = self.ll(ret.const_null())?;
        let lane = self.ll(self.ctx.i32_type().const_int(0))?;
        self.ll(self.builder.insert_element(zero, texel, lane))
    }

    /// `OpImageRead` (image, coordinate, operands) → `read_image*(image, coord[, sample])`.
    fn opencl_image_read(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (image, coord) = (self.id_at(inst, 0)?, self.id_at(inst, 1)?);
        let info = self.image_value_info(image)?;
        let ops = self.image_operands(inst, 2)?;
        if ops.lod.is_some_and(|l| !self.is_zero_constant(l)) || ops.grad.is_some() {
            return Err(self.unsupported("OpImageRead with a level of detail (OpenCL C reads levels through a sampler)"));
        }
        let rt = inst.result_type.ok_or_else(|| self.malformed("missing result type"))?;
        let (suffix, _) = self.texel_kind(rt, &info, &ops)?;
        let mut params = vec![MType::OpenCl(info.ty), self.signed_param(coord)?];
        let mut args = vec![self.value(image)?, self.value(coord)?];
        if let Some(sample) = ops.sample {
            params.push(self.signed_param(sample)?);
            args.push(self.value(sample)?);
        }
        self.call_read(&format!("read_image{suffix}"), params, &args, self.ty(rt)?, info.depth)
    }

    /// `OpImageSampleExplicitLod` (sampled image, coordinate, operands) →
    /// `read_image*(image, sampler, coord[, lod | , dx, dy])`.
    fn opencl_image_sample(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (image, sampler) = self.sampled_image(self.id_at(inst, 0)?, "OpImageSampleExplicitLod")?;
        let coord = self.id_at(inst, 1)?;
        let info = self.image_value_info(image)?;
        let ops = self.image_operands(inst, 2)?;
        if ops.sample.is_some() {
            return Err(self.unsupported("OpImageSampleExplicitLod with a Sample operand"));
        }
        let rt = inst.result_type.ok_or_else(|| self.malformed("missing result type"))?;
        let (suffix, _) = self.texel_kind(rt, &info, &ops)?;
        let mut params = vec![MType::OpenCl(info.ty), MType::OpenCl(OpenClType::Sampler), self.signed_param(coord)?];
        let mut args = vec![self.value(image)?, self.value(sampler)?, self.value(coord)?];
        let extra: Vec<Id> = match (ops.lod, ops.grad) {
            (Some(lod), None) if self.is_zero_constant(lod) => vec![],
            (Some(lod), None) => vec![lod],
            (None, Some((dx, dy))) => vec![dx, dy],
            (None, None) => vec![],
            (Some(_), Some(_)) => return Err(self.malformed("both Lod and Grad image operands")),
        };
        for id in extra {
            params.push(self.signed_param(id)?);
            args.push(self.value(id)?);
        }
        self.call_read(&format!("read_image{suffix}"), params, &args, self.ty(rt)?, info.depth)
    }

    /// `OpImageWrite` (image, coordinate, texel, operands) →
    /// `write_image*(image, coord[, lod], texel)`.
    fn opencl_image_write(&mut self, inst: &Instruction) -> Result<(), Error> {
        let (image, coord, texel) = (self.id_at(inst, 0)?, self.id_at(inst, 1)?, self.id_at(inst, 2)?);
        let info = self.image_value_info(image)?;
        let ops = self.image_operands(inst, 3)?;
        if ops.grad.is_some() || ops.sample.is_some() {
            return Err(self.unsupported("OpImageWrite with Grad or Sample image operands"));
        }
        let texel_ty = self.type_id_of(texel)?;
        let (suffix, scalar) = self.texel_kind(texel_ty, &info, &ops)?;
        let texel_param = match self.ty(texel_ty)?.vector_size() {
            Some(n) => MType::vector(scalar, n).ok_or_else(|| self.unsupported(format!("{n}-lane texel")))?,
            None => MType::Scalar(scalar),
        };
        let mut params = vec![MType::OpenCl(info.ty), self.signed_param(coord)?];
        let mut args = vec![self.value(image)?, self.value(coord)?];
        if let Some(lod) = ops.lod.filter(|&l| !self.is_zero_constant(l)) {
            params.push(self.signed_param(lod)?);
            args.push(self.value(lod)?);
        }
        params.push(texel_param);
        args.push(self.value(texel)?);
        let void = self.ctx.void_type();
        let n = args.len();
        self.call_builtin(&format!("write_image{suffix}"), params, false, void, &args, n)?;
        Ok(())
    }

    /// How the current function uses the lanes of vector `id`: the lanes that
    /// `OpCompositeExtract`s and `OpVectorShuffle`s take (a bit mask), and whether only
    /// extracts do; `None` if it has another use or none. One pass over the function (on first
    /// need) records this for every id.
    fn lane_uses(&mut self, id: Id) -> Option<LaneUse> {
        if self.func.lane_uses.is_none() {
            let Some(Location::Function(f, _)) = self.current.map(|c| c.location) else { return None };
            let mut uses: std::collections::HashMap<u32, Option<LaneUse>> = std::collections::HashMap::new();
            let mut add = |word: u32, lanes: Option<(u32, bool)>| {
                let entry = uses.entry(word).or_insert(Some(LaneUse { mask: 0, extracts_only: true }));
                *entry = match (*entry, lanes) {
                    (Some(u), Some((mask, extract))) => Some(LaneUse { mask: u.mask | mask, extracts_only: u.extracts_only && extract }),
                    _ => None,
                };
            };
            for inst in self.spv.functions.get(f).map(|func| func.instructions.as_slice()).unwrap_or(&[]) {
                match (inst.op(), inst.operands.as_slice()) {
                    (Some(Op::CompositeExtract), &[v, lane]) => add(v, (lane < 32).then(|| (1 << lane, true))),
                    (Some(Op::VectorShuffle), [a, b, lanes @ ..]) => {
                        let width = self.index.type_of(Id(*a)).and_then(|t| self.index.def(t)).and_then(|d| d.operands.get(1).copied()).unwrap_or(0);
                        let pick = |from_b: bool| -> Option<(u32, bool)> {
                            let mut mask = 0u32;
                            for &l in lanes.iter().filter(|&&l| l != u32::MAX) {
                                let k = match (from_b, l.checked_sub(width)) {
                                    (false, None) => l,
                                    (true, Some(k)) => k,
                                    _ => continue,
                                };
                                if k >= 32 {
                                    return None;
                                }
                                mask |= 1 << k;
                            }
                            Some((mask, false))
                        };
                        // One id can be both operands; each adds the lanes taken from it.
                        let known = width != 0;
                        add(*a, pick(false).filter(|_| known));
                        add(*b, pick(true).filter(|_| known));
                    }
                    _ => {
                        for &word in &inst.operands {
                            add(word, None);
                        }
                    }
                }
            }
            self.func.lane_uses = Some(uses);
        }
        self.func.lane_uses.as_ref()?.get(&id.0).copied().flatten().filter(|u| u.mask != 0)
    }

    /// `v`, an integer, zero-extended or truncated to `ty`.
    pub(super) fn int_to(&self, v: Value<'a>, ty: Type<'a>) -> Result<Value<'a>, Error> {
        use crate::llvm::CastOp;
        match (v.ty().int_width(), ty.int_width()) {
            (Some(a), Some(b)) if a == b => Ok(v),
            (Some(a), Some(b)) if a < b => self.helper_cast(CastOp::ZExt, v, ty),
            (Some(_), Some(_)) => self.helper_cast(CastOp::Trunc, v, ty),
            _ => Err(self.malformed(format!("{} where an integer ({}) is expected", v.ty().print(), ty.print()))),
        }
    }

    /// `OpImageQuerySize[Lod]`: the size vector from the OpenCL C size queries.
    fn opencl_image_size(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        let image_id = self.id_at(inst, 0)?;
        if op == Op::ImageQuerySizeLod && !self.is_zero_constant(self.id_at(inst, 1)?) {
            return Err(self.unsupported("OpImageQuerySizeLod at a level other than a constant 0 (OpenCL C has no such query)"));
        }
        let info = self.image_value_info(image_id)?;
        let image = self.value(image_id)?;
        let ret = self.result_type(inst)?;
        let lanes = ret.vector_size().unwrap_or(1);
        let want = info.dims + u32::from(info.arrayed);
        if lanes != want {
            return Err(self.malformed(format!("{} with {lanes} components for an image with {want}", inst.opcode_name())));
        }
        let elem = ret.element_type().unwrap_or(ret);
        let param = vec![MType::OpenCl(info.ty)];
        let i32_ty = self.ctx.i32_type();
        let lane_value = |t: &Self, lane: u32| -> Result<Value<'a>, Error> {
            let spatial = lane < info.dims;
            let query = if spatial { ImageQuery::Size(lane) } else { ImageQuery::ArraySize };
            let name = opencl::image_query_name(query).ok_or_else(|| t.unsupported(format!("image size lane {lane}")))?;
            let ty = if spatial { i32_ty } else { t.ll(t.ctx.int_type(t.size_t_bits()))? };
            let v = t.call_builtin(name, param.clone(), false, ty, &[image], 1)?;
            t.int_to(v, elem)
        };
        if lanes == 1 {
            return lane_value(self, 0);
        }
        let result = inst.result.ok_or_else(|| self.malformed("missing result"))?;
        let uses = self.lane_uses(result);
        // Lanes no extract or shuffle takes stay poison (all are made for any other use).
        let needed = |lane: u32| uses.is_none_or(|u| u.mask & (1 << lane) != 0);
        let mut vector = self.ll(ret.poison())?;
        let mut first = 0;
        if info.dims > 1 && !uses.is_some_and(|u| u.extracts_only) {
            // The spatial lanes together: get_image_dim gives int2 (2D) or int4 (3D, w = 0).
            let dim_ty = self.ll(self.ctx.vector_type(i32_ty, if info.dims == 3 { 4 } else { 2 }))?;
            let name = opencl::image_query_name(ImageQuery::Dim).ok_or_else(|| self.unsupported("get_image_dim"))?;
            let dims = self.call_builtin(name, param.clone(), false, dim_ty, &[image], 1)?;
            if dim_ty == ret {
                return Ok(dims);
            }
            if !info.arrayed && elem == i32_ty {
                let lanes: Vec<i32> = (0..info.dims as i32).collect();
                return self.ll(self.builder.shuffle_vector(dims, dims, &lanes));
            }
            for lane in 0..info.dims {
                let idx = self.ll(i32_ty.const_int(u64::from(lane)))?;
                let v = self.int_to(self.ll(self.builder.extract_element(dims, idx))?, elem)?;
                vector = self.ll(self.builder.insert_element(vector, v, idx))?;
            }
            first = info.dims;
        }
        for lane in (first..lanes).filter(|&l| needed(l)) {
            let idx = self.ll(i32_ty.const_int(u64::from(lane)))?;
            let v = lane_value(self, lane)?;
            vector = self.ll(self.builder.insert_element(vector, v, idx))?;
        }
        Ok(vector)
    }

    /// The channel, sample-count and level-count queries.
    fn opencl_image_property(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        let image_id = self.id_at(inst, 0)?;
        let info = self.image_value_info(image_id)?;
        let (name, offset) = opencl::image_property(op).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
        let i32_ty = self.ctx.i32_type();
        let image = self.value(image_id)?;
        let mut v = self.call_builtin(name, vec![MType::OpenCl(info.ty)], false, i32_ty, &[image], 1)?;
        if offset != 0 {
            let k = self.ll(i32_ty.const_int(offset))?;
            v = self.ll(self.builder.binop(BinaryOp::Sub, v, k))?;
        }
        let ret = self.result_type(inst)?;
        self.int_to(v, ret)
    }
}
