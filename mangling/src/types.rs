//! The type model of builtin signatures.
//!
//! A [`Signature`] is a function name and the types of its parameters: what an Itanium (IA64)
//! mangled name of a non-template, non-member function encodes. The types cover what OpenCL C
//! builtins and the `__spirv_*` builtins of "SPIR-V representation in LLVM IR" use: the scalar
//! types of OpenCL C, their vectors, pointers whose pointee carries an address space and
//! `const`/`volatile`/`restrict`, `_Atomic`, block pointers, arrays of a fixed length (the
//! `[2 x i64]` operands of `__spirv_BuildNDRange_2D`), the OpenCL opaque types
//! ([`OpenClType`]), the SPIR-V opaque types ([`SpirvType`]) and other named types.
//!
//! Invariants the mangler and demangler rely on:
//! * every pointee has an address space; private (0) is written as nothing, but clang still
//!   counts the private-qualified pointee as its own substitution candidate;
//! * every name has exactly one representation: a name that spells an OpenCL or SPIR-V opaque
//!   type is always [`Type::OpenCl`] or [`Type::Spirv`], never [`Type::Named`] (the
//!   [`TypeName`] constructor refuses it);
//! * an array is never `const`/`volatile`/`restrict`-qualified as a pointee: Itanium moves
//!   such qualifiers onto the element type, which the model cannot qualify, so the mangler
//!   refuses that form rather than write a second spelling of one type.

use std::fmt;

use crate::error::Error;
use crate::spirv_types::{AvcType, SpirvType};

/// The scalar types of OpenCL C that builtin signatures use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    /// `bool` (`b`).
    Bool,
    /// `char` (`c`).
    Char,
    /// `uchar` (`h`).
    UChar,
    /// `short` (`s`).
    Short,
    /// `ushort` (`t`).
    UShort,
    /// `int` (`i`).
    Int,
    /// `uint` (`j`).
    UInt,
    /// `long` (`l`).
    Long,
    /// `ulong` (`m`).
    ULong,
    /// `half` (`Dh`).
    Half,
    /// `float` (`f`).
    Float,
    /// `double` (`d`).
    Double,
    /// `signed char` (`a`): not an OpenCL C type, but SYCL device code mangles it (as in
    /// `__spirv_SpecConstant(int, signed char)`); its OpenCL C spelling is `char`.
    SChar,
    /// `std::bfloat16_t` (`DF16b`): not an OpenCL C type; SYCL's and the Khronos translator's
    /// bfloat16 builtins (`__builtin_spirv_ConvertBF16ToE4M3EXT`) mangle it.
    BFloat16,
}

/// One row per scalar: the value, its Itanium code, its OpenCL C name and the name
/// `llvm-cxxfilt` prints.
const SCALARS: [(Scalar, &str, &str, &str); 14] = [
    (Scalar::Bool, "b", "bool", "bool"),
    (Scalar::Char, "c", "char", "char"),
    (Scalar::UChar, "h", "uchar", "unsigned char"),
    (Scalar::Short, "s", "short", "short"),
    (Scalar::UShort, "t", "ushort", "unsigned short"),
    (Scalar::Int, "i", "int", "int"),
    (Scalar::UInt, "j", "uint", "unsigned int"),
    (Scalar::Long, "l", "long", "long"),
    (Scalar::ULong, "m", "ulong", "unsigned long"),
    (Scalar::Half, "Dh", "half", "half"),
    (Scalar::Float, "f", "float", "float"),
    (Scalar::Double, "d", "double", "double"),
    (Scalar::SChar, "a", "char", "signed char"),
    (Scalar::BFloat16, "DF16b", "bfloat16", "std::bfloat16_t"),
];

impl Scalar {
    /// Every scalar type.
    pub const ALL: [Scalar; 14] = [
        Scalar::Bool,
        Scalar::Char,
        Scalar::UChar,
        Scalar::Short,
        Scalar::UShort,
        Scalar::Int,
        Scalar::UInt,
        Scalar::Long,
        Scalar::ULong,
        Scalar::Half,
        Scalar::Float,
        Scalar::Double,
        Scalar::SChar,
        Scalar::BFloat16,
    ];

    fn row(self) -> (Scalar, &'static str, &'static str, &'static str) {
        SCALARS
            .iter()
            .copied()
            .find(|row| row.0 == self)
            .unwrap_or((self, "", "", ""))
    }

    /// The Itanium `<builtin-type>` code: `j` for `uint`, `Dh` for `half`.
    ///
    /// ```
    /// use spirv_llvm_mangling::Scalar;
    /// assert_eq!(Scalar::UInt.code(), "j");
    /// assert_eq!(Scalar::Half.code(), "Dh");
    /// ```
    pub fn code(self) -> &'static str {
        self.row().1
    }

    /// The width in bits (`bool`: 1), and whether it is a floating-point type.
    ///
    /// ```
    /// use spirv_llvm_mangling::Scalar;
    /// assert_eq!(Scalar::UShort.width(), (16, false));
    /// assert_eq!(Scalar::Half.width(), (16, true));
    /// ```
    pub const fn width(self) -> (u32, bool) {
        match self {
            Scalar::Bool => (1, false),
            Scalar::Char | Scalar::UChar | Scalar::SChar => (8, false),
            Scalar::Short | Scalar::UShort => (16, false),
            Scalar::Int | Scalar::UInt => (32, false),
            Scalar::Long | Scalar::ULong => (64, false),
            Scalar::Half | Scalar::BFloat16 => (16, true),
            Scalar::Float => (32, true),
            Scalar::Double => (64, true),
        }
    }

    /// The unsigned integer of the same width (`char`, `signed char` → `uchar`, `int` → `uint`);
    /// other types unchanged.
    ///
    /// ```
    /// use spirv_llvm_mangling::Scalar;
    /// assert_eq!(Scalar::Long.to_unsigned(), Scalar::ULong);
    /// assert_eq!(Scalar::SChar.to_unsigned(), Scalar::UChar);
    /// assert_eq!(Scalar::Float.to_unsigned(), Scalar::Float);
    /// ```
    pub const fn to_unsigned(self) -> Scalar {
        match self {
            Scalar::Char | Scalar::SChar => Scalar::UChar,
            Scalar::Short => Scalar::UShort,
            Scalar::Int => Scalar::UInt,
            Scalar::Long => Scalar::ULong,
            other => other,
        }
    }

    /// The OpenCL C spelling (`uchar`, `ulong`, …), as used in `_R{ReturnType}` postfixes.
    pub fn opencl_name(self) -> &'static str {
        self.row().2
    }

    /// The C++ spelling `llvm-cxxfilt` prints (`unsigned char`, …).
    pub fn cxx_name(self) -> &'static str {
        self.row().3
    }

    /// The scalar with the given OpenCL C spelling.
    ///
    /// ```
    /// use spirv_llvm_mangling::Scalar;
    /// assert_eq!(Scalar::from_opencl_name("ushort"), Some(Scalar::UShort));
    /// assert_eq!(Scalar::from_opencl_name("unsigned short"), None);
    /// ```
    pub fn from_opencl_name(name: &str) -> Option<Scalar> {
        SCALARS.iter().find(|row| row.2 == name).map(|row| row.0)
    }

    /// The scalar with the given single-letter Itanium code (every scalar but `half`).
    pub(crate) fn from_letter(letter: u8) -> Option<Scalar> {
        SCALARS
            .iter()
            .find(|row| row.1.as_bytes() == [letter])
            .map(|row| row.0)
    }
}

/// The vector lengths OpenCL C allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VectorLen {
    /// 2 lanes.
    V2,
    /// 3 lanes.
    V3,
    /// 4 lanes.
    V4,
    /// 8 lanes.
    V8,
    /// 16 lanes.
    V16,
}

impl VectorLen {
    /// Every vector length.
    pub const ALL: [VectorLen; 5] = [
        VectorLen::V2,
        VectorLen::V3,
        VectorLen::V4,
        VectorLen::V8,
        VectorLen::V16,
    ];

    /// The number of lanes.
    pub fn get(self) -> u32 {
        match self {
            VectorLen::V2 => 2,
            VectorLen::V3 => 3,
            VectorLen::V4 => 4,
            VectorLen::V8 => 8,
            VectorLen::V16 => 16,
        }
    }

    /// The length with `lanes` lanes, if OpenCL C allows it.
    ///
    /// ```
    /// use spirv_llvm_mangling::VectorLen;
    /// assert_eq!(VectorLen::new(8), Some(VectorLen::V8));
    /// assert_eq!(VectorLen::new(5), None);
    /// ```
    pub fn new(lanes: u32) -> Option<VectorLen> {
        VectorLen::ALL
            .iter()
            .copied()
            .find(|len| len.get() == lanes)
    }
}

/// An LLVM address space number, as the SPIR target numbers OpenCL address spaces.
///
/// Private (0) is mangled as nothing; any other `n` as the vendor qualifier `U3ASn`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AddressSpace(pub u32);

impl AddressSpace {
    /// `__private`, SPIR-V `Function`.
    pub const PRIVATE: AddressSpace = AddressSpace(0);
    /// `__global`, SPIR-V `CrossWorkgroup`.
    pub const GLOBAL: AddressSpace = AddressSpace(1);
    /// `__constant`, SPIR-V `UniformConstant`.
    pub const CONSTANT: AddressSpace = AddressSpace(2);
    /// `__local`, SPIR-V `Workgroup`.
    pub const LOCAL: AddressSpace = AddressSpace(3);
    /// `__generic`, SPIR-V `Generic`.
    pub const GENERIC: AddressSpace = AddressSpace(4);

    /// The vendor qualifier name (`AS1`), or `None` for private, which has none.
    ///
    /// ```
    /// use spirv_llvm_mangling::AddressSpace;
    /// assert_eq!(AddressSpace::LOCAL.qualifier().as_deref(), Some("AS3"));
    /// assert_eq!(AddressSpace::PRIVATE.qualifier(), None);
    /// ```
    pub fn qualifier(self) -> Option<String> {
        (self.0 != 0).then(|| format!("AS{}", self.0))
    }
}

/// The `const`, `volatile` and `restrict` qualifiers of a pointee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct CvQualifiers {
    /// `const` (`K`).
    pub is_const: bool,
    /// `volatile` (`V`).
    pub is_volatile: bool,
    /// `restrict` (`r`).
    pub is_restrict: bool,
}

impl CvQualifiers {
    /// No qualifier.
    pub const NONE: CvQualifiers = CvQualifiers {
        is_const: false,
        is_volatile: false,
        is_restrict: false,
    };
    /// `const` only.
    pub const CONST: CvQualifiers = CvQualifiers {
        is_const: true,
        is_volatile: false,
        is_restrict: false,
    };
    /// `volatile` only.
    pub const VOLATILE: CvQualifiers = CvQualifiers {
        is_const: false,
        is_volatile: true,
        is_restrict: false,
    };

    /// Whether no qualifier is set.
    pub fn is_empty(self) -> bool {
        !(self.is_const || self.is_volatile || self.is_restrict)
    }

    /// The Itanium `<CV-qualifiers>`, in the order the ABI requires (`r`, `V`, `K`).
    pub fn code(self) -> String {
        let mut code = String::new();
        if self.is_restrict {
            code.push('r');
        }
        if self.is_volatile {
            code.push('V');
        }
        if self.is_const {
            code.push('K');
        }
        code
    }
}

/// The dimensionality and kind of an OpenCL C image type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImageDim {
    /// `image1d_t`.
    D1,
    /// `image1d_array_t`.
    D1Array,
    /// `image1d_buffer_t`.
    D1Buffer,
    /// `image2d_t`.
    D2,
    /// `image2d_array_t`.
    D2Array,
    /// `image2d_depth_t`.
    D2Depth,
    /// `image2d_array_depth_t`.
    D2ArrayDepth,
    /// `image2d_msaa_t`.
    D2Msaa,
    /// `image2d_array_msaa_t`.
    D2ArrayMsaa,
    /// `image2d_msaa_depth_t`.
    D2MsaaDepth,
    /// `image2d_array_msaa_depth_t`.
    D2ArrayMsaaDepth,
    /// `image3d_t`.
    D3,
}

const IMAGE_DIMS: [(ImageDim, &str); 12] = [
    (ImageDim::D1, "1d"),
    (ImageDim::D1Array, "1d_array"),
    (ImageDim::D1Buffer, "1d_buffer"),
    (ImageDim::D2, "2d"),
    (ImageDim::D2Array, "2d_array"),
    (ImageDim::D2Depth, "2d_depth"),
    (ImageDim::D2ArrayDepth, "2d_array_depth"),
    (ImageDim::D2Msaa, "2d_msaa"),
    (ImageDim::D2ArrayMsaa, "2d_array_msaa"),
    (ImageDim::D2MsaaDepth, "2d_msaa_depth"),
    (ImageDim::D2ArrayMsaaDepth, "2d_array_msaa_depth"),
    (ImageDim::D3, "3d"),
];

impl ImageDim {
    /// Every image dimensionality.
    pub const ALL: [ImageDim; 12] = [
        ImageDim::D1,
        ImageDim::D1Array,
        ImageDim::D1Buffer,
        ImageDim::D2,
        ImageDim::D2Array,
        ImageDim::D2Depth,
        ImageDim::D2ArrayDepth,
        ImageDim::D2Msaa,
        ImageDim::D2ArrayMsaa,
        ImageDim::D2MsaaDepth,
        ImageDim::D2ArrayMsaaDepth,
        ImageDim::D3,
    ];

    /// The part of the clang type name between `ocl_image` and the access suffix (`2d_array`).
    pub fn suffix(self) -> &'static str {
        IMAGE_DIMS
            .iter()
            .find(|row| row.0 == self)
            .map_or("", |row| row.1)
    }
}

/// The access qualifier of an OpenCL C image.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImageAccess {
    /// `read_only` (`_ro`).
    ReadOnly,
    /// `write_only` (`_wo`).
    WriteOnly,
    /// `read_write` (`_rw`).
    ReadWrite,
}

const IMAGE_ACCESSES: [(ImageAccess, &str); 3] = [
    (ImageAccess::ReadOnly, "ro"),
    (ImageAccess::WriteOnly, "wo"),
    (ImageAccess::ReadWrite, "rw"),
];

impl ImageAccess {
    /// Every access qualifier.
    pub const ALL: [ImageAccess; 3] = [
        ImageAccess::ReadOnly,
        ImageAccess::WriteOnly,
        ImageAccess::ReadWrite,
    ];

    /// The suffix clang appends to the image type name (`ro`, `wo`, `rw`).
    pub fn suffix(self) -> &'static str {
        IMAGE_ACCESSES
            .iter()
            .find(|row| row.0 == self)
            .map_or("", |row| row.1)
    }
}

/// The OpenCL C types clang mangles by a fixed name: the opaque types and the types that
/// `opencl-c-base.h` defines for builtin signatures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpenClType {
    /// An image type, `ocl_image{dim}_{access}`.
    Image(ImageDim, ImageAccess),
    /// `sampler_t`, `ocl_sampler`.
    Sampler,
    /// `event_t`, `ocl_event`.
    Event,
    /// `clk_event_t`, `ocl_clkevent`.
    ClkEvent,
    /// `queue_t`, `ocl_queue`.
    Queue,
    /// `reserve_id_t`, `ocl_reserveid`.
    ReserveId,
    /// A `pipe` type, `ocl_pipe`. clang mangles neither the element type nor the access,
    /// yet pipe types that differ in them are different substitution candidates; the number
    /// tells pipe types apart within one signature: equal numbers, same pipe type.
    /// [`demangle`](crate::demangle) numbers them 0, 1, 2, … in order of first appearance.
    Pipe(u32),
    /// `ndrange_t`.
    NdRange,
    /// `memory_order`.
    MemoryOrder,
    /// `memory_scope`.
    MemoryScope,
    /// A motion estimation payload or result type (`intel_sub_group_avc_ime_payload_t`,
    /// `ocl_intel_sub_group_avc_ime_payload_t`).
    Avc(AvcType),
}

const OPENCL_FIXED: [(OpenClType, &str); 8] = [
    (OpenClType::Sampler, "ocl_sampler"),
    (OpenClType::Event, "ocl_event"),
    (OpenClType::ClkEvent, "ocl_clkevent"),
    (OpenClType::Queue, "ocl_queue"),
    (OpenClType::ReserveId, "ocl_reserveid"),
    (OpenClType::NdRange, "ndrange_t"),
    (OpenClType::MemoryOrder, "memory_order"),
    (OpenClType::MemoryScope, "memory_scope"),
];

const PIPE_NAME: &str = "ocl_pipe";

impl OpenClType {
    /// The name clang mangles the type as (`ocl_image2d_array_ro`, `ocl_sampler`, `ndrange_t`).
    ///
    /// ```
    /// use spirv_llvm_mangling::{ImageAccess, ImageDim, OpenClType};
    /// let image = OpenClType::Image(ImageDim::D2ArrayMsaaDepth, ImageAccess::ReadWrite);
    /// assert_eq!(image.name(), "ocl_image2d_array_msaa_depth_rw");
    /// assert_eq!(OpenClType::ReserveId.name(), "ocl_reserveid");
    /// ```
    pub fn name(self) -> String {
        match self {
            OpenClType::Image(dim, access) => {
                format!("ocl_image{}_{}", dim.suffix(), access.suffix())
            }
            OpenClType::Pipe(_) => PIPE_NAME.to_string(),
            OpenClType::Avc(avc) => avc.opencl_name().to_string(),
            other => OPENCL_FIXED
                .iter()
                .find(|row| row.0 == other)
                .map_or_else(String::new, |row| row.1.to_string()),
        }
    }

    /// The type clang mangles as `name`, if any; pipes are numbered 0.
    ///
    /// ```
    /// use spirv_llvm_mangling::{ImageAccess, ImageDim, OpenClType};
    /// assert_eq!(
    ///     OpenClType::from_name("ocl_image1d_buffer_wo"),
    ///     Some(OpenClType::Image(ImageDim::D1Buffer, ImageAccess::WriteOnly))
    /// );
    /// assert_eq!(OpenClType::from_name("ocl_image2d"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<OpenClType> {
        if let Some(row) = OPENCL_FIXED.iter().find(|row| row.1 == name) {
            return Some(row.0);
        }
        if name == PIPE_NAME {
            return Some(OpenClType::Pipe(0));
        }
        if let Some(avc) = AvcType::from_opencl_name(name) {
            return Some(OpenClType::Avc(avc));
        }
        let rest = name.strip_prefix("ocl_image")?;
        let (dim, access) = rest.rsplit_once('_')?;
        let dim = IMAGE_DIMS.iter().find(|row| row.1 == dim)?.0;
        let access = IMAGE_ACCESSES.iter().find(|row| row.1 == access)?.0;
        Some(OpenClType::Image(dim, access))
    }
}

/// The name of a class or enumeration type that is neither an [`OpenClType`] nor a
/// [`SpirvType`]: an identifier of ASCII letters, digits, `_` and `$` that does not start with a
/// digit.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeName(String);

impl TypeName {
    /// Checks `name` and wraps it.
    ///
    /// ```
    /// use spirv_llvm_mangling::TypeName;
    /// assert!(TypeName::new("my_struct").is_ok());
    /// // The OpenCL and SPIR-V opaque types have their own variants of `Type`.
    /// assert!(TypeName::new("ocl_sampler").is_err());
    /// assert!(TypeName::new("__spirv_Event").is_err());
    /// ```
    pub fn new(name: &str) -> Result<TypeName, Error> {
        check_identifier(name)?;
        if OpenClType::from_name(name).is_some() || SpirvType::from_mangled_name(name).is_ok() {
            return Err(Error::InvalidName {
                name: name.to_string(),
                reason: "names an OpenCL or SPIR-V opaque type; use Type::OpenCl or Type::Spirv",
            });
        }
        Ok(TypeName(name.to_string()))
    }

    /// A nested name (`__spv::Scope::Flag`) whose parts the demangler checked.
    pub(crate) fn nested(name: String) -> TypeName {
        TypeName(name)
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TypeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Checks that `name` can be written as an Itanium `<source-name>` and read back unchanged.
pub(crate) fn check_identifier(name: &str) -> Result<(), Error> {
    let invalid = |reason| {
        Err(Error::InvalidName {
            name: name.to_string(),
            reason,
        })
    };
    let Some(first) = name.bytes().next() else {
        return invalid("empty");
    };
    if first.is_ascii_digit() {
        return invalid("starts with a digit");
    }
    if !name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
    {
        return invalid("contains a character other than ASCII letters, digits, `_` and `$`");
    }
    if name.starts_with("_GLOBAL__N") {
        return invalid("names an anonymous namespace");
    }
    Ok(())
}

/// A type in a builtin signature.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// `void`; valid as a pointee, as a block's return type and inside `_Atomic`, not as a
    /// parameter.
    Void,
    /// A scalar.
    Scalar(Scalar),
    /// A vector, `Dv{len}_{elem}`.
    Vector(Scalar, VectorLen),
    /// A pointer, `P{qualifiers}{pointee}`; the address space and qualifiers belong to the
    /// pointee, as in C (`const __global float *`).
    Pointer {
        /// The pointed-to type.
        pointee: Box<Type>,
        /// The address space of the pointee.
        space: AddressSpace,
        /// The qualifiers of the pointee.
        cv: CvQualifiers,
    },
    /// `_Atomic(T)`, `U7_Atomic{T}`.
    Atomic(Box<Type>),
    /// A block pointer, `U13block_pointer{function-type}`.
    Block(Box<FunctionType>),
    /// An array of a fixed number of elements, `A{len}_{elem}` (`unsigned long [2]`). C
    /// adjusts array parameters to pointers, so clang never mangles one as a parameter; the
    /// SPIR-V friendly IR passes arrays by value (`__spirv_BuildNDRange_2D`) and names them so.
    Array(Box<Type>, u64),
    /// An OpenCL C opaque or header-defined type.
    OpenCl(OpenClType),
    /// A SPIR-V opaque type (`__spirv_Image__…`); builtins take it by pointer, see
    /// [`SpirvType::pointer`].
    Spirv(SpirvType),
    /// Any other class or enumeration type.
    Named(TypeName),
}

impl Type {
    /// A pointer to `pointee` in address space `space`, without qualifiers.
    ///
    /// ```
    /// use spirv_llvm_mangling::{mangle, AddressSpace, Scalar, Signature, Type};
    /// let p = Type::pointer(Type::Scalar(Scalar::Float), AddressSpace::GLOBAL);
    /// assert_eq!(mangle(&Signature::new("f", vec![p])).unwrap(), "_Z1fPU3AS1f");
    /// ```
    pub fn pointer(pointee: Type, space: AddressSpace) -> Type {
        Type::Pointer {
            pointee: Box::new(pointee),
            space,
            cv: CvQualifiers::NONE,
        }
    }

    /// A pointer to `pointee` in address space `space` with qualifiers `cv`.
    pub fn qualified_pointer(pointee: Type, space: AddressSpace, cv: CvQualifiers) -> Type {
        Type::Pointer {
            pointee: Box::new(pointee),
            space,
            cv,
        }
    }

    /// Spells the integers of this type unsigned: a scalar, a vector's elements, a pointer's
    /// pointee (through pointers to pointers); other types are unchanged.
    ///
    /// ```
    /// use spirv_llvm_mangling::{mangle, AddressSpace, Scalar, Signature, Type};
    /// let mut p = Type::pointer(Type::vector(Scalar::Int, 4).unwrap(), AddressSpace::GLOBAL);
    /// p.make_unsigned();
    /// assert_eq!(mangle(&Signature::new("f", vec![p])).unwrap(), "_Z1fPU3AS1Dv4_j");
    /// ```
    pub fn make_unsigned(&mut self) {
        match self {
            Type::Scalar(s) | Type::Vector(s, _) => *s = s.to_unsigned(),
            Type::Pointer { pointee, .. } => pointee.make_unsigned(),
            _ => {}
        }
    }

    /// A vector of `lanes` elements of `scalar`, if OpenCL C allows that length.
    pub fn vector(scalar: Scalar, lanes: u32) -> Option<Type> {
        VectorLen::new(lanes).map(|len| Type::Vector(scalar, len))
    }

    /// `_Atomic(inner)`.
    pub fn atomic(inner: Type) -> Type {
        Type::Atomic(Box::new(inner))
    }

    /// An array of `len` elements of `elem`.
    ///
    /// ```
    /// use spirv_llvm_mangling::{mangle, Scalar, Signature, Type};
    /// let sizes = Type::array(Type::Scalar(Scalar::ULong), 2);
    /// let sig = Signature::new("f", vec![sizes.clone(), sizes]);
    /// assert_eq!(mangle(&sig).unwrap(), "_Z1fA2_mS_");
    /// ```
    pub fn array(elem: Type, len: u64) -> Type {
        Type::Array(Box::new(elem), len)
    }

    /// How many type nodes this type has.
    pub(crate) fn size(&self) -> usize {
        match self {
            Type::Pointer { pointee, .. } => 1 + pointee.size(),
            Type::Atomic(inner) | Type::Array(inner, _) => 1 + inner.size(),
            Type::Block(function) => 1 + function.size(),
            _ => 1,
        }
    }

    /// How deeply types nest inside this one (1 for a leaf).
    pub(crate) fn depth(&self) -> usize {
        match self {
            Type::Pointer { pointee, .. } => 1 + pointee.depth(),
            Type::Atomic(inner) | Type::Array(inner, _) => 1 + inner.depth(),
            Type::Block(function) => 1 + function.depth(),
            _ => 1,
        }
    }
}

/// A function type, as the pointee of a block pointer: `F{ret}{params}E`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FunctionType {
    /// The return type.
    pub ret: Type,
    /// The parameter types; `void` is not a parameter (an empty list is mangled `v`).
    pub params: Vec<Type>,
    /// Whether the parameter list ends with `...` (`z`).
    pub variadic: bool,
}

impl FunctionType {
    pub(crate) fn size(&self) -> usize {
        1 + self.ret.size() + self.params.iter().map(Type::size).sum::<usize>()
    }

    pub(crate) fn depth(&self) -> usize {
        let params = self.params.iter().map(Type::depth).max().unwrap_or(0);
        1 + self.ret.depth().max(params)
    }
}

/// A function name and its parameter types: what a mangled builtin name encodes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature {
    /// The unmangled function name (`sin`, `__spirv_ImageRead_Rfloat4`).
    pub name: String,
    /// The parameter types.
    pub params: Vec<Type>,
    /// Whether the parameter list ends with `...` (`z`), as for `__spirv_ocl_printf`.
    pub variadic: bool,
    /// The template arguments and return type of a function template's specialization
    /// (`_Z20__spirv_ReadClockKHRImET_j`, as SYCL headers declare some builtins); `None` for a
    /// plain function.
    pub template: Option<Template>,
}

impl Signature {
    /// A non-variadic signature.
    pub fn new(name: impl Into<String>, params: Vec<Type>) -> Signature {
        Signature {
            name: name.into(),
            params,
            variadic: false,
            template: None,
        }
    }
}

/// A function template specialization's arguments (`I…E`) and its return type (which Itanium
/// mangling writes for templates only).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Template {
    /// The template arguments.
    pub args: Vec<TemplateArg>,
    /// The return type.
    pub ret: Type,
}

/// One template argument.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TemplateArg {
    /// A type.
    Type(Type),
    /// An integer or `bool` constant (`Li3E`, `Lb1E`, `Lin1E`).
    Integer(Scalar, i64),
}
