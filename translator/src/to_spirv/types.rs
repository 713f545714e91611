//! LLVM types → SPIR-V types.
//!
//! `i1` is `OpTypeBool`; other integers must be 8, 16, 32 or 64 bits wide. A pointer type on
//! its own (`ptr addrspace(N)`, as a memory or value type) becomes a pointer to `i8` in the
//! storage class of its address space: pointers made by `alloca`, globals, `getelementptr` and
//! parameters get their own pointee elsewhere. Identified structs are translated once each
//! (and named); literal structs are uniqued by their members. `target("spirv.*")` types become
//! the opaque SPIR-V type they name. A vector of pointers is a vector of addresses (integers of
//! the pointer width), see `pointer_vectors`.

use ::spirv::{AccessQualifier, Capability, Decoration, Dim, Op, StorageClass};

use super::builder::SpvType;
use super::{Result, Translator, invalid, unsupported};
use crate::llvm::{Type, TypeKind};
use crate::spirv::Id;

impl<'m> Translator<'m> {
    /// The SPIR-V type of LLVM type `t`.
    pub(crate) fn ty(&mut self, t: Type<'m>) -> Result<Id> {
        self.nested(|this| this.ty_inner(t))
    }

    fn ty_inner(&mut self, t: Type<'m>) -> Result<Id> {
        match t.kind() {
            TypeKind::Void => Ok(self.b.type_void()),
            TypeKind::Integer if super::wide::is_wide(t) => Ok(self.wide_type()),
            TypeKind::Integer => self.int_type(t.int_width().unwrap_or(0)),
            TypeKind::Half => Ok(self.b.type_float(16)),
            TypeKind::BFloat if self.options.extensions.allows(BFLOAT16_EXTENSION) => Ok(self.b.type_bfloat16()),
            TypeKind::BFloat => Err(super::error::needs_extension(
                BFLOAT16_EXTENSION,
                "type bfloat (NOTE: LLVM module contains bfloat type, translation of which requires this extension)",
            )),
            TypeKind::Float => Ok(self.b.type_float(32)),
            TypeKind::Double => Ok(self.b.type_float(64)),
            TypeKind::Pointer => {
                let sc = self.storage_class(t.address_space().unwrap_or(0))?;
                let i8 = self.b.type_int(8);
                Ok(self.b.type_pointer(sc, i8))
            }
            TypeKind::Vector => self.vector_type(t),
            TypeKind::Array => {
                let len = t.array_length().unwrap_or(0);
                let elem = t.element_type().ok_or_else(|| invalid(format!("array type {t} has no element type")))?;
                if len == 0 {
                    return Err(unsupported(format!("zero-length array type {t}")));
                }
                self.no_widened_vector(elem, &t)?;
                let e = self.ty(elem)?;
                Ok(self.b.type_array(e, len))
            }
            TypeKind::Struct => self.struct_type(t),
            TypeKind::TargetExt => self.target_ext_type(t),
            TypeKind::Function => {
                let ret = t.return_type().ok_or_else(|| invalid("function type without return type"))?;
                let ret = self.ty(ret)?;
                let params = t.param_types().unwrap_or_default();
                let params = params.into_iter().map(|p| self.ty(p)).collect::<Result<Vec<_>>>()?;
                Ok(self.b.type_function(ret, &params))
            }
            TypeKind::Token => Err(super::Error::new(super::ErrorKind::NoCounterpart(
                "LLVM module contains token type, which doesn't have a counterpart in SPIR-V",
            ))),
            _ => Err(unsupported(format!("type {t}"))),
        }
    }

    /// The SPIR-V type of LLVM type `t` as the type of memory (what `alloca` allocates and
    /// `getelementptr` steps over): a one-lane vector, held in two lanes as a value, is an
    /// array of its element there (also inside arrays), which takes the bytes LLVM gives it.
    /// Other widened vectors are not allowed.
    pub(crate) fn memory_type(&mut self, t: Type<'m>) -> Result<Id> {
        let elem = || t.element_type().ok_or_else(|| invalid(format!("{t} has no element type")));
        if t.is_vector() && t.vector_size() == Some(1) {
            let e = self.ty(elem()?)?;
            return Ok(self.b.type_array(e, 1));
        }
        if t.kind() == TypeKind::Array && has_one_lane_vector(t) {
            let len = t.array_length().unwrap_or(0);
            if len == 0 {
                return Err(unsupported(format!("zero-length array type {t}")));
            }
            let e = self.memory_type(elem()?)?;
            return Ok(self.b.type_array(e, len));
        }
        self.no_widened_vector(t, &t)?;
        if t.is_vector() {
            super::odd_widths::short_store_size(t)?;
        }
        self.ty(t)
    }

    /// A widened vector inside an aggregate keeps the aggregate's layout only when LLVM gives
    /// it as many bytes (with padding) as its SPIR-V vector takes: `<6 x float>` takes 32 bytes
    /// in LLVM's natural layout, as `<8 x float>` does; a one-lane vector never does.
    pub(crate) fn no_widened_vector(&self, t: Type<'m>, holder: &Type<'m>) -> Result<()> {
        if !is_widened_vector(t) {
            return Ok(());
        }
        let spirv_bytes = t.vector_size().and_then(legal_lanes).zip(t.element_type()).and_then(|(lanes, e)| {
            let (size, _) = self.layout(e).ok()?;
            Some(u64::from(lanes) * size)
        });
        if t.vector_size() != Some(1) && spirv_bytes.is_some() && self.module.vector_alloc_size(t) == spirv_bytes {
            return Ok(());
        }
        Err(unsupported(format!("{t} inside {holder} (SPIR-V has no vector of that length)")))
    }

    /// An integer type of `width` bits (`OpTypeBool` for 1).
    pub(crate) fn int_type(&mut self, width: u32) -> Result<Id> {
        match width {
            1 => Ok(self.b.type_bool()),
            8 | 16 | 32 | 64 => Ok(self.b.type_int(width)),
            // Held in the next wider integer (see `odd_widths`).
            2..=63 => Ok(self.b.type_int(super::odd_widths::container_width(width))),
            _ => Err(super::Error::new(super::ErrorKind::BitWidth(width))),
        }
    }

    /// The storage class of an LLVM address space.
    pub(crate) fn storage_class(&self, address_space: u32) -> Result<StorageClass> {
        match crate::tables::storage_class(address_space) {
            Some(sc) if crate::tables::SHADER_STORAGE_CLASSES.contains(&sc) && !self.is_shader() => {
                Err(unsupported(format!("address space {address_space} (storage class {sc:?}: only Shader modules have it)")))
            }
            Some(sc) => match crate::tables::EXTENSION_STORAGE_CLASSES.iter().find(|r| r.0 == sc) {
                Some(&(_, ext, fallback)) if !self.options.extensions.allows(ext) => Ok(fallback),
                _ => Ok(sc),
            },
            None => Err(unsupported(format!("address space {address_space}"))),
        }
    }

    /// `OpTypePointer sc pointee`.
    pub(crate) fn pointer_type(&mut self, sc: StorageClass, pointee: Id) -> Id {
        self.b.type_pointer(sc, pointee)
    }

    fn vector_type(&mut self, t: Type<'m>) -> Result<Id> {
        let n = t.vector_size().unwrap_or(0);
        let elem = t.element_type().ok_or_else(|| invalid(format!("vector type {t} has no element type")))?;
        let n = legal_lanes(n)
            .ok_or_else(|| unsupported(format!("vector type {t} (SPIR-V vectors have 2, 3, 4, 8 or 16 components)")))?;
        let e = match elem.kind() {
            TypeKind::Integer if super::wide::is_wide(elem) => return Err(unsupported(format!("vector type {t}"))),
            TypeKind::Integer | TypeKind::Half | TypeKind::BFloat | TypeKind::Float | TypeKind::Double => self.ty(elem)?,
            // SPIR-V vectors hold no pointers: the lanes are addresses (see `pointer_vectors`).
            TypeKind::Pointer => {
                self.storage_class(elem.address_space().unwrap_or(0))?;
                self.b.type_int(self.pointer_bits())
            }
            _ => return Err(unsupported(format!("vector type {t}"))),
        };
        Ok(self.b.type_vector(e, n))
    }

    fn struct_type(&mut self, t: Type<'m>) -> Result<Id> {
        if let Some(&id) = self.structs.get(&t) {
            return Ok(id);
        }
        let name = t.struct_name();
        if t.is_opaque_struct() == Some(true) {
            let name = name.unwrap_or_default();
            let mut operands = Vec::new();
            crate::spirv::operands::encode_string(&name, &mut operands);
            let id = self.b.fresh_type(Op::TypeOpaque, operands, SpvType::Opaque);
            self.structs.insert(t, id);
            return Ok(id);
        }
        if !self.structs_in_progress.insert(t) {
            return Err(unsupported(format!("recursive struct type {t}")));
        }
        let elements = t.struct_elements().unwrap_or_default();
        let members = elements
            .into_iter()
            .map(|e| {
                self.no_widened_vector(e, &t)?;
                self.ty(e)
            })
            .collect::<Result<Vec<_>>>();
        self.structs_in_progress.remove(&t);
        let members = members?;
        let packed = t.is_packed_struct() == Some(true);
        let id = match &name {
            Some(_) => {
                self.b.fresh_type(Op::TypeStruct, members.iter().map(|m| m.0).collect(), SpvType::Struct(members.clone()))
            }
            None if packed => {
                self.b.fresh_type(Op::TypeStruct, members.iter().map(|m| m.0).collect(), SpvType::Struct(members.clone()))
            }
            None => self.b.type_struct(&members),
        };
        if let Some(name) = &name {
            self.b.name(id, name);
        }
        if packed {
            self.b.decorate(id, Decoration::CPacked, &[]);
        }
        self.structs.insert(t, id);
        Ok(id)
    }

    /// `target("spirv.Image", …)`, `target("spirv.Sampler")`, … → the SPIR-V opaque type.
    fn target_ext_type(&mut self, t: Type<'m>) -> Result<Id> {
        let name = t.target_ext_name().unwrap_or_default();
        let ints = t.target_ext_int_params().unwrap_or_default();
        let types = t.target_ext_type_params().unwrap_or_default();
        if name == super::opaque_pointers::FUNCTION_POINTER {
            // A pointer to the function type, in the storage class of the address space.
            let function = types.first().copied().ok_or_else(|| invalid("function pointer type without function type"))?;
            let function = self.ty(function)?;
            let sc = self.storage_class(ints.first().copied().unwrap_or(0))?;
            return Ok(self.pointer_type(sc, function));
        }
        let op = name
            .strip_prefix("spirv.")
            .and_then(crate::tables::opaque_type_op)
            .ok_or_else(|| unsupported(format!("target extension type {t}")))?;
        let operands = match op {
            Op::TypeDeviceEvent | Op::TypeQueue => {
                self.b.capability(Capability::DeviceEnqueue);
                Vec::new()
            }
            Op::TypeReserveId => {
                self.b.capability(Capability::Pipes);
                Vec::new()
            }
            Op::TypeNamedBarrier => {
                self.b.capability(Capability::NamedBarrier);
                self.b.require_version((1, 1), "OpTypeNamedBarrier");
                Vec::new()
            }
            Op::TypePipeStorage => {
                self.b.capability(Capability::PipeStorage);
                self.b.require_version((1, 1), "OpTypePipeStorage");
                Vec::new()
            }
            Op::TypePipe => {
                self.b.capability(Capability::Pipes);
                let access = ints.first().copied().unwrap_or(0);
                access_qualifier(access, &t)?;
                vec![access]
            }
            Op::TypeImage => return self.image_type(&t, &types, &ints),
            Op::TypeSampledImage | Op::TypeVmeImageINTEL => {
                let image = self.image_type(&t, &types, &ints)?;
                return Ok(self.b.type_opaque_kind(op, vec![image.0]));
            }
            Op::TypeCooperativeMatrixKHR => return self.cooperative_matrix_type(&t, &types, &ints),
            _ => Vec::new(),
        };
        Ok(self.b.type_opaque_kind(op, operands))
    }

    /// `OpTypeCooperativeMatrixKHR` from `target("spirv.CooperativeMatrixKHR", component,
    /// scope, rows, columns, use)`: the four numbers become 32-bit constants.
    fn cooperative_matrix_type(&mut self, t: &Type<'m>, types: &[Type<'m>], ints: &[u32]) -> Result<Id> {
        let (&[component], &[scope, rows, columns, usage]) = (types, ints) else {
            return Err(invalid(format!("cooperative matrix type {t} needs a component type and 4 integer parameters")));
        };
        if ::spirv::Scope::from_u32(scope).is_none() {
            return Err(invalid(format!("TypeCooperativeMatrixKHR {t}: Unsupported Scope parameter {scope}")));
        }
        if ::spirv::CooperativeMatrixUse::from_u32(usage).is_none() {
            return Err(invalid(format!("TypeCooperativeMatrixKHR {t}: Unsupported Use parameter {usage}")));
        }
        if !matches!(component.kind(), TypeKind::Integer | TypeKind::Half | TypeKind::BFloat | TypeKind::Float | TypeKind::Double) {
            return Err(invalid(format!("cooperative matrix type {t}: the component must be a number")));
        }
        let component = self.ty(component)?;
        Ok(self.cooperative_matrix_of(component, [scope, rows, columns, usage]))
    }

    /// `OpTypeCooperativeMatrixKHR` of SPIR-V type `component` and (scope, rows, columns, use).
    pub(crate) fn cooperative_matrix_of(&mut self, component: Id, shape: [u32; 4]) -> Id {
        let operands = shape.map(|n| self.b.const_u32(n).0);
        self.b.capability(Capability::CooperativeMatrixKHR);
        if matches!(self.b.type_info(component), Some(super::builder::SpvType::BFloat16)) {
            self.b.capability(Capability::BFloat16CooperativeMatrixKHR);
        }
        self.b.type_opaque_kind(Op::TypeCooperativeMatrixKHR, [&[component.0][..], &operands].concat())
    }

    /// `OpTypeImage` from `target("spirv.Image", sampled, dim, depth, arrayed, ms, sampled?,
    /// format, access)`.
    fn image_type(&mut self, t: &Type<'m>, types: &[Type<'m>], ints: &[u32]) -> Result<Id> {
        let [dim, depth, arrayed, ms, sampled, format, rest @ ..] = ints else {
            return Err(invalid(format!("image type {t} needs 7 integer parameters")));
        };
        let sampled_type = match types.first() {
            Some(s) => self.ty(*s)?,
            None => self.b.type_void(),
        };
        // A 64-bit integer sampled type (bindless image handles) needs its capability, whose
        // extension `capability_extensions` adds.
        if types.first().and_then(|s| s.int_width()) == Some(64) {
            self.b.capability(Capability::Int64ImageEXT);
        }
        let mut operands = vec![sampled_type.0, *dim, *depth, *arrayed, *ms, *sampled, *format];
        let access = rest.first().copied();
        if let Some(a) = access {
            access_qualifier(a, t)?;
            operands.push(a);
        }
        self.b.capability(Capability::ImageBasic);
        if access == Some(AccessQualifier::ReadWrite as u32) {
            self.b.capability(Capability::ImageReadWrite);
        }
        match Dim::from_u32(*dim) {
            Some(Dim::Dim1D) => self.b.capability(Capability::Sampled1D),
            Some(Dim::DimBuffer) => self.b.capability(Capability::SampledBuffer),
            Some(Dim::Dim2D | Dim::Dim3D) => {}
            _ => return Err(unsupported(format!("image dimension {dim} in {t}"))),
        }
        Ok(self.b.type_opaque_kind(Op::TypeImage, operands))
    }

    /// The scalar type of a SPIR-V scalar or vector type, and its component count (1 for a
    /// scalar).
    pub(crate) fn scalar_and_count(&self, ty: Id) -> (Id, u32) {
        match self.b.type_info(ty) {
            Some(SpvType::Vector(e, n)) => (*e, *n),
            _ => (ty, 1),
        }
    }

    /// A vector of `n` `scalar`s, or `scalar` itself when `n` is 1.
    pub(crate) fn vector_of(&mut self, scalar: Id, n: u32) -> Id {
        if n == 1 { scalar } else { self.b.type_vector(scalar, n) }
    }

    /// `bool`, or a vector of as many bools as `ty` has components.
    pub(crate) fn bool_like(&mut self, ty: Id) -> Id {
        let (_, n) = self.scalar_and_count(ty);
        let b = self.b.type_bool();
        self.vector_of(b, n)
    }

    /// The bit width of an integer or float SPIR-V type (1 for bool, 0 otherwise).
    pub(crate) fn scalar_width(&self, ty: Id) -> u32 {
        match self.b.type_info(ty) {
            Some(SpvType::Int(w) | SpvType::Float(w)) => *w,
            Some(SpvType::BFloat16) => 16,
            Some(SpvType::Bool) => 1,
            _ => 0,
        }
    }

    /// The component type and count of a scalar or vector of numbers; `None` for other types.
    pub(crate) fn number_shape(&self, ty: Id) -> crate::tables::extensions::Shape {
        use crate::tables::extensions::Number;
        let (s, n) = self.scalar_and_count(ty);
        let number = match self.b.type_info(s)? {
            SpvType::Int(w) => Number::int(*w),
            SpvType::Float(w) => Number::float(*w),
            _ => return None,
        };
        Some((number, n))
    }

    /// Whether `ty` is a float scalar or vector.
    pub(crate) fn is_float_type(&self, ty: Id) -> bool {
        let (s, _) = self.scalar_and_count(ty);
        matches!(self.b.type_info(s), Some(SpvType::Float(_) | SpvType::BFloat16))
    }

    /// Whether `ty` is a bool scalar or vector.
    pub(crate) fn is_bool_type(&self, ty: Id) -> bool {
        let (s, _) = self.scalar_and_count(ty);
        matches!(self.b.type_info(s), Some(SpvType::Bool))
    }
}

/// The SPIR-V length of an LLVM vector of `n` lanes: the same when SPIR-V has it, else the
/// next longer one (1 lane in 2, which the optimizer makes of OpenCL's 3-lane loads; 5–7 lanes
/// in 8, 9–15 in 16; the extra lanes are undefined).
pub(crate) fn legal_lanes(n: u32) -> Option<u32> {
    match n {
        2 | 3 | 4 | 8 | 16 => Some(n),
        1 => Some(2),
        5..=7 => Some(8),
        9..=15 => Some(16),
        _ => None,
    }
}

/// Whether `t` is a one-lane vector or an array (of arrays) of them.
fn has_one_lane_vector(t: Type<'_>) -> bool {
    match t.kind() {
        TypeKind::Vector => t.vector_size() == Some(1),
        TypeKind::Array => t.element_type().is_some_and(has_one_lane_vector),
        _ => false,
    }
}

/// Whether `t` is a vector SPIR-V holds in a longer one.
pub(crate) fn is_widened_vector(t: Type<'_>) -> bool {
    t.is_vector() && t.vector_size().is_some_and(|n| legal_lanes(n) != Some(n))
}

/// Checks an access qualifier number.
fn access_qualifier(value: u32, t: &Type<'_>) -> Result<()> {
    AccessQualifier::from_u32(value)
        .map(|_| ())
        .ok_or_else(|| invalid(format!("access qualifier {value} in {t}")))
}

/// The extension of LLVM's `bfloat` (`OpTypeFloat 16 BFloat16KHR`).
const BFLOAT16_EXTENSION: &str = "SPV_KHR_bfloat16";
