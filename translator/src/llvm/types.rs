//! [`Type`]: LLVM types, their constructors (on [`Context`]) and queries.
//!
//! Invariants:
//! - A `Type<'a>` is a non-null `LLVMTypeRef` owned by a context that outlives `'a`.
//! - Constructors check what LLVM only asserts (valid element types, widths, address spaces,
//!   non-empty vectors, same context for every operand type), so that no type LLVM considers
//!   malformed is ever created.
//! - Queries that apply to some kinds only check the kind first and return `None` otherwise:
//!   the C getters `cast<>` without checking.
//! - Types are uniqued by LLVM (except named structs, which are unique by identity), so `==` on
//!   handles is type equality.

use std::ffi::c_uint;
use std::fmt;
use std::marker::PhantomData;

use llvm_sys::core::{
    LLVMArrayType2, LLVMBFloatTypeInContext, LLVMCountParamTypes, LLVMCountStructElementTypes,
    LLVMDoubleTypeInContext, LLVMFP128TypeInContext, LLVMFloatTypeInContext, LLVMFunctionType,
    LLVMGetArrayLength2, LLVMGetElementType, LLVMGetIntTypeWidth, LLVMGetParamTypes,
    LLVMGetPointerAddressSpace, LLVMGetReturnType, LLVMGetStructElementTypes, LLVMGetStructName,
    LLVMGetTargetExtTypeIntParam, LLVMGetTargetExtTypeName, LLVMGetTargetExtTypeNumIntParams,
    LLVMGetTargetExtTypeNumTypeParams, LLVMGetTargetExtTypeTypeParam, LLVMGetTypeByName2,
    LLVMGetTypeContext, LLVMGetVectorSize, LLVMHalfTypeInContext, LLVMIntTypeInContext,
    LLVMIsFunctionVarArg, LLVMIsLiteralStruct, LLVMIsOpaqueStruct, LLVMIsPackedStruct,
    LLVMLabelTypeInContext, LLVMMetadataTypeInContext, LLVMPointerTypeInContext,
    LLVMPrintTypeToString, LLVMStructCreateNamed, LLVMStructSetBody, LLVMStructTypeInContext,
    LLVMTargetExtTypeInContext, LLVMTokenTypeInContext, LLVMTypeIsSized, LLVMVectorType,
    LLVMVoidTypeInContext,
};
use llvm_sys::prelude::{LLVMContextRef, LLVMTypeRef};

use super::context::Context;
use super::enums::{CastOp, TypeKind};
use super::ffi::{self, c_string, llvm_bool, take_message, to_bool, to_c_uint};
use super::values::Value;
use super::{Error, Result};

/// The widest integer type LLVM allows (`IntegerType::MAX_INT_BITS`).
pub(crate) const MAX_INT_BITS: u32 = 1 << 23;
/// One past the largest address space LLVM can store in a pointer type.
pub(crate) const ADDRESS_SPACE_LIMIT: u32 = 1 << 24;

/// An LLVM type, owned by its context.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Type<'a> {
    raw: LLVMTypeRef,
    _context: PhantomData<&'a Context>,
}

impl<'a> Type<'a> {
    /// Wraps a type LLVM returned. `raw` must be null or a type of a live context that
    /// outlives `'a`.
    pub(crate) fn from_raw(raw: LLVMTypeRef) -> Option<Self> {
        (!raw.is_null()).then_some(Type {
            raw,
            _context: PhantomData,
        })
    }

    /// Wraps a type from a C function that never returns null (the type of a value, a type
    /// constructor with valid arguments).
    pub(crate) fn from_raw_nonnull(raw: LLVMTypeRef) -> Self {
        Type {
            raw,
            _context: PhantomData,
        }
    }

    /// Wraps a type LLVM returned and documents as never null; null becomes an error.
    pub(crate) fn from_raw_checked(op: &'static str, raw: LLVMTypeRef) -> Result<Self> {
        Self::from_raw(raw).ok_or_else(|| Error::invalid(op, "LLVM returned no type"))
    }

    /// The raw type.
    pub(crate) fn raw(self) -> LLVMTypeRef {
        self.raw
    }

    /// The raw context owning the type.
    pub(crate) fn context_raw(self) -> LLVMContextRef {
        // SAFETY: `self` is a live type.
        unsafe { LLVMGetTypeContext(self.raw) }
    }

    /// The kind of type.
    pub fn kind(self) -> TypeKind {
        // SAFETY: `self` is a live type; the kind is read as an integer (see ffi.rs).
        TypeKind::from_code(unsafe { ffi::get_type_kind(self.raw) })
    }

    /// LLVM's text for the type, e.g. `<4 x float>`.
    pub fn print(self) -> String {
        // SAFETY: `self` is a live type; the returned string is freed by `take_message`.
        take_message(unsafe { LLVMPrintTypeToString(self.raw) })
    }

    /// Whether the type is `void`.
    pub fn is_void(self) -> bool {
        self.kind() == TypeKind::Void
    }

    /// Whether the type is an integer type.
    pub fn is_int(self) -> bool {
        self.kind() == TypeKind::Integer
    }

    /// Whether the type is a floating-point type (`half`, `bfloat`, `float`, `double`, ...).
    pub fn is_float(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Half
                | TypeKind::BFloat
                | TypeKind::Float
                | TypeKind::Double
                | TypeKind::X86Fp80
                | TypeKind::Fp128
                | TypeKind::PpcFp128
        )
    }

    /// Whether the type is a pointer type.
    pub fn is_pointer(self) -> bool {
        self.kind() == TypeKind::Pointer
    }

    /// Whether the type is a fixed-length or scalable vector type.
    pub fn is_vector(self) -> bool {
        matches!(self.kind(), TypeKind::Vector | TypeKind::ScalableVector)
    }

    /// Whether the type is a struct type.
    pub fn is_struct(self) -> bool {
        self.kind() == TypeKind::Struct
    }

    /// Whether the type is an array type.
    pub fn is_array(self) -> bool {
        self.kind() == TypeKind::Array
    }

    /// Whether the type is a function type.
    pub fn is_function(self) -> bool {
        self.kind() == TypeKind::Function
    }

    /// Whether the type is a target extension type.
    pub fn is_target_ext(self) -> bool {
        self.kind() == TypeKind::TargetExt
    }

    /// Whether values of the type have a size (what `alloca`, `load` and `store` need).
    pub fn is_sized(self) -> bool {
        // SAFETY: `self` is a live type.
        to_bool(unsafe { LLVMTypeIsSized(self.raw) })
    }

    /// The width of an integer type.
    pub fn int_width(self) -> Option<u32> {
        // SAFETY: `self` is an integer type.
        self.is_int()
            .then(|| unsafe { LLVMGetIntTypeWidth(self.raw) })
    }

    /// The element type of an array or vector type.
    pub fn element_type(self) -> Option<Type<'a>> {
        if !(self.is_array() || self.is_vector()) {
            return None;
        }
        // SAFETY: `self` is an array or vector type.
        Type::from_raw(unsafe { LLVMGetElementType(self.raw) })
    }

    /// The number of elements of a vector type (the minimum for a scalable vector).
    pub fn vector_size(self) -> Option<u32> {
        // SAFETY: `self` is a vector type.
        self.is_vector()
            .then(|| unsafe { LLVMGetVectorSize(self.raw) })
    }

    /// The number of elements of an array type.
    pub fn array_length(self) -> Option<u64> {
        // SAFETY: `self` is an array type.
        self.is_array()
            .then(|| unsafe { LLVMGetArrayLength2(self.raw) })
    }

    /// The address space of a pointer type.
    pub fn address_space(self) -> Option<u32> {
        // SAFETY: `self` is a pointer type.
        self.is_pointer()
            .then(|| unsafe { LLVMGetPointerAddressSpace(self.raw) })
    }

    /// The element types of a struct type (empty for an opaque struct).
    pub fn struct_elements(self) -> Option<Vec<Type<'a>>> {
        if !self.is_struct() {
            return None;
        }
        // SAFETY: `self` is a struct type.
        let count = unsafe { LLVMCountStructElementTypes(self.raw) };
        let mut raw = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: `raw` has room for exactly `count` elements.
        unsafe { LLVMGetStructElementTypes(self.raw, raw.as_mut_ptr()) };
        Some(raw.into_iter().filter_map(Type::from_raw).collect())
    }

    /// The name of a named struct type; `None` for literal structs and other types.
    pub fn struct_name(self) -> Option<String> {
        if !self.is_struct() {
            return None;
        }
        // SAFETY: `self` is a struct type; the name is owned by the type and copied at once.
        ffi::borrowed_c_string(unsafe { LLVMGetStructName(self.raw) })
    }

    /// Whether a struct type is packed.
    pub fn is_packed_struct(self) -> Option<bool> {
        // SAFETY: `self` is a struct type.
        self.is_struct()
            .then(|| to_bool(unsafe { LLVMIsPackedStruct(self.raw) }))
    }

    /// Whether a struct type is opaque (named, without body).
    pub fn is_opaque_struct(self) -> Option<bool> {
        // SAFETY: `self` is a struct type.
        self.is_struct()
            .then(|| to_bool(unsafe { LLVMIsOpaqueStruct(self.raw) }))
    }

    /// Whether a struct type is literal (`{ i32, float }`, as opposed to named).
    pub fn is_literal_struct(self) -> Option<bool> {
        // SAFETY: `self` is a struct type.
        self.is_struct()
            .then(|| to_bool(unsafe { LLVMIsLiteralStruct(self.raw) }))
    }

    /// Sets the body of an opaque named struct type.
    pub fn set_struct_body(self, elements: &[Type<'_>], packed: bool) -> Result<()> {
        const OP: &str = "set_struct_body";
        if self.is_literal_struct() != Some(false) || self.is_opaque_struct() != Some(true) {
            return Err(Error::invalid(
                OP,
                format!("{self} is not an opaque named struct"),
            ));
        }
        let mut raw = Vec::with_capacity(elements.len());
        for &element in elements {
            check_same_context(OP, self, element)?;
            if !element.is_valid_struct_element() {
                return Err(Error::invalid(
                    OP,
                    format!("{element} cannot be a struct element"),
                ));
            }
            raw.push(element.raw);
        }
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: `self` is an opaque named struct; every element is a valid element type of the
        // same context; `raw` holds `count` elements.
        unsafe { LLVMStructSetBody(self.raw, raw.as_mut_ptr(), count, llvm_bool(packed)) };
        Ok(())
    }

    /// The return type of a function type.
    pub fn return_type(self) -> Option<Type<'a>> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: `self` is a function type.
        Type::from_raw(unsafe { LLVMGetReturnType(self.raw) })
    }

    /// The parameter types of a function type.
    pub fn param_types(self) -> Option<Vec<Type<'a>>> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: `self` is a function type.
        let count = unsafe { LLVMCountParamTypes(self.raw) };
        let mut raw = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: `raw` has room for exactly `count` parameter types.
        unsafe { LLVMGetParamTypes(self.raw, raw.as_mut_ptr()) };
        Some(raw.into_iter().filter_map(Type::from_raw).collect())
    }

    /// Whether a function type takes variable arguments.
    pub fn is_var_arg(self) -> Option<bool> {
        // SAFETY: `self` is a function type.
        self.is_function()
            .then(|| to_bool(unsafe { LLVMIsFunctionVarArg(self.raw) }))
    }

    /// The name of a target extension type, e.g. `spirv.Image`.
    pub fn target_ext_name(self) -> Option<String> {
        if !self.is_target_ext() {
            return None;
        }
        // SAFETY: `self` is a target extension type; the name is owned by it and copied.
        ffi::borrowed_c_string(unsafe { LLVMGetTargetExtTypeName(self.raw) })
    }

    /// The type parameters of a target extension type.
    pub fn target_ext_type_params(self) -> Option<Vec<Type<'a>>> {
        if !self.is_target_ext() {
            return None;
        }
        // SAFETY: `self` is a target extension type.
        let count = unsafe { LLVMGetTargetExtTypeNumTypeParams(self.raw) };
        // SAFETY: `i` is below the number of type parameters.
        let params = (0..count).map(|i| unsafe { LLVMGetTargetExtTypeTypeParam(self.raw, i) });
        Some(params.filter_map(Type::from_raw).collect())
    }

    /// The integer parameters of a target extension type.
    pub fn target_ext_int_params(self) -> Option<Vec<u32>> {
        if !self.is_target_ext() {
            return None;
        }
        // SAFETY: `self` is a target extension type.
        let count = unsafe { LLVMGetTargetExtTypeNumIntParams(self.raw) };
        // SAFETY: `i` is below the number of integer parameters.
        Some(
            (0..count)
                .map(|i| unsafe { LLVMGetTargetExtTypeIntParam(self.raw, i) })
                .collect(),
        )
    }

    /// The element type of a vector type, or the type itself.
    pub fn scalar_type(self) -> Type<'a> {
        if self.is_vector() {
            self.element_type().unwrap_or(self)
        } else {
            self
        }
    }

    /// The suffix that names this type in an overloaded intrinsic (`i32`, `f64`, `v4f32`,
    /// `p1`, `bf16`), as LLVM's `Intrinsic::getName` spells it; `None` for other types.
    pub fn intrinsic_suffix(self) -> Option<String> {
        Some(match self.kind() {
            TypeKind::Integer => format!("i{}", self.int_width()?),
            TypeKind::Half => "f16".into(),
            TypeKind::BFloat => "bf16".into(),
            TypeKind::Float => "f32".into(),
            TypeKind::Double => "f64".into(),
            TypeKind::Pointer => format!("p{}", self.address_space()?),
            TypeKind::Vector => format!("v{}{}", self.vector_size()?, self.element_type()?.intrinsic_suffix()?),
            _ => return None,
        })
    }

    /// The size in bits of a scalar or fixed vector of scalars (0 for other types), like
    /// LLVM's `getPrimitiveSizeInBits`.
    pub fn primitive_size_bits(self) -> u64 {
        match self.kind() {
            TypeKind::Half | TypeKind::BFloat => 16,
            TypeKind::Float => 32,
            TypeKind::Double => 64,
            TypeKind::X86Fp80 => 80,
            TypeKind::Fp128 | TypeKind::PpcFp128 => 128,
            TypeKind::X86Amx => 8192,
            TypeKind::Integer => u64::from(self.int_width().unwrap_or(0)),
            TypeKind::Vector => {
                let count = u64::from(self.vector_size().unwrap_or(0));
                let element = self.element_type().map_or(0, Type::primitive_size_bits);
                count.saturating_mul(element)
            }
            _ => 0,
        }
    }

    /// Whether the type (or its vector element type) is an integer type.
    pub fn is_int_or_int_vector(self) -> bool {
        self.scalar_type().is_int()
    }

    /// Whether the type (or its vector element type) is a floating-point type.
    pub fn is_float_or_float_vector(self) -> bool {
        self.scalar_type().is_float()
    }

    /// Whether the type (or its vector element type) is a pointer type.
    pub fn is_pointer_or_pointer_vector(self) -> bool {
        self.scalar_type().is_pointer()
    }

    /// Whether values of the type can be instruction operands and results: not `void`, not a
    /// function, label or metadata type.
    pub(crate) fn is_value_type(self) -> bool {
        !matches!(
            self.kind(),
            TypeKind::Void | TypeKind::Function | TypeKind::Label | TypeKind::Metadata
        )
    }

    /// Whether the type can be an element of a struct (`StructType::isValidElementType`).
    pub(crate) fn is_valid_struct_element(self) -> bool {
        !matches!(
            self.kind(),
            TypeKind::Void
                | TypeKind::Label
                | TypeKind::Metadata
                | TypeKind::Function
                | TypeKind::Token
                | TypeKind::Unknown(_)
        )
    }

    /// Whether the type can be an element of an array (`ArrayType::isValidElementType`).
    pub(crate) fn is_valid_array_element(self) -> bool {
        self.is_valid_struct_element()
            && !matches!(self.kind(), TypeKind::X86Amx | TypeKind::ScalableVector)
    }

    /// Whether the type can be an element of a vector (`VectorType::isValidElementType`).
    pub(crate) fn is_valid_vector_element(self) -> bool {
        self.is_int() || self.is_float() || self.is_pointer()
    }

    /// The vector length and scalability of a vector type, `None` for scalars.
    fn vector_shape(self) -> Option<(u32, bool)> {
        let size = self.vector_size()?;
        Some((size, self.kind() == TypeKind::ScalableVector))
    }

    /// Whether `op` can cast a value of this type to `dest` (`CastInst::castIsValid`).
    pub(crate) fn can_cast(self, op: CastOp, dest: Type<'_>) -> bool {
        if !self.is_value_type()
            || !dest.is_value_type()
            || self.is_aggregate()
            || dest.is_aggregate()
        {
            return false;
        }
        let (src_scalar, dst_scalar) = (self.scalar_type(), dest.scalar_type());
        let (src_bits, dst_bits) = (
            src_scalar.primitive_size_bits(),
            dst_scalar.primitive_size_bits(),
        );
        let (src_shape, dst_shape) = (self.vector_shape(), dest.vector_shape());
        let same_shape = src_shape == dst_shape;
        match op {
            CastOp::Trunc => {
                self.is_int_or_int_vector()
                    && dest.is_int_or_int_vector()
                    && same_shape
                    && src_bits > dst_bits
            }
            CastOp::ZExt | CastOp::SExt => {
                self.is_int_or_int_vector()
                    && dest.is_int_or_int_vector()
                    && same_shape
                    && src_bits < dst_bits
            }
            CastOp::FPTrunc => {
                self.is_float_or_float_vector()
                    && dest.is_float_or_float_vector()
                    && same_shape
                    && src_bits > dst_bits
            }
            CastOp::FPExt => {
                self.is_float_or_float_vector()
                    && dest.is_float_or_float_vector()
                    && same_shape
                    && src_bits < dst_bits
            }
            CastOp::UIToFP | CastOp::SIToFP => {
                self.is_int_or_int_vector() && dest.is_float_or_float_vector() && same_shape
            }
            CastOp::FPToUI | CastOp::FPToSI => {
                self.is_float_or_float_vector() && dest.is_int_or_int_vector() && same_shape
            }
            CastOp::PtrToInt => {
                self.is_pointer_or_pointer_vector() && dest.is_int_or_int_vector() && same_shape
            }
            CastOp::IntToPtr => {
                self.is_int_or_int_vector() && dest.is_pointer_or_pointer_vector() && same_shape
            }
            CastOp::BitCast => {
                let (src_ptr, dst_ptr) = (src_scalar.is_pointer(), dst_scalar.is_pointer());
                if src_ptr != dst_ptr {
                    return false;
                }
                if !src_ptr {
                    let (a, b) = (self.primitive_size_bits(), dest.primitive_size_bits());
                    return a != 0 && a == b;
                }
                if src_scalar.address_space() != dst_scalar.address_space() {
                    return false;
                }
                match (src_shape, dst_shape) {
                    (Some(a), Some(b)) => a == b,
                    (Some(a), None) | (None, Some(a)) => a == (1, false),
                    (None, None) => true,
                }
            }
            CastOp::AddrSpaceCast => {
                src_scalar.is_pointer()
                    && dst_scalar.is_pointer()
                    && src_scalar.address_space() != dst_scalar.address_space()
                    && same_shape
            }
        }
    }

    /// Whether the type is a struct or array type.
    pub(crate) fn is_aggregate(self) -> bool {
        self.is_struct() || self.is_array()
    }

    /// The type reached by `extractvalue`/`insertvalue` index `index` into this aggregate.
    pub(crate) fn aggregate_member(self, index: u32) -> Option<Type<'a>> {
        if let Some(elements) = self.struct_elements() {
            return elements.get(index as usize).copied();
        }
        let len = self.array_length()?;
        if u64::from(index) < len {
            self.element_type()
        } else {
            None
        }
    }

    /// The type a `getelementptr` with this source element type and `indices` points to,
    /// checking every index as `GetElementPtrInst::getIndexedType` would.
    pub(crate) fn gep_indexed_type(
        self,
        op: &'static str,
        indices: &[Value<'_>],
    ) -> Result<Type<'a>> {
        let mut current = self;
        for (position, &index) in indices.iter().enumerate() {
            let index_ty = index.ty();
            if !index_ty.is_int_or_int_vector() {
                return Err(Error::invalid(
                    op,
                    format!("index {index} is not an integer"),
                ));
            }
            if position == 0 {
                continue;
            }
            current = if current.is_struct() {
                let member = index
                    .const_int_zext()
                    .filter(|_| index_ty.int_width() == Some(32))
                    .and_then(|i| u32::try_from(i).ok())
                    .and_then(|i| current.aggregate_member(i));
                member.ok_or_else(|| {
                    Error::invalid(
                        op,
                        format!("{index} is not a constant i32 member index of {current}"),
                    )
                })?
            } else if current.is_array() || current.is_vector() {
                current
                    .element_type()
                    .ok_or_else(|| Error::invalid(op, "no element type"))?
            } else {
                return Err(Error::invalid(
                    op,
                    format!("cannot index into {current} with {index}"),
                ));
            };
        }
        Ok(current)
    }
}

impl fmt::Display for Type<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.print())
    }
}

impl fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.print())
    }
}

/// Checks that two types belong to the same context.
fn check_same_context(op: &'static str, a: Type<'_>, b: Type<'_>) -> Result<()> {
    if a.context_raw() == b.context_raw() {
        Ok(())
    } else {
        Err(Error::ForeignHandle {
            op,
            what: format!("type {b}"),
        })
    }
}

/// Type constructors.
impl Context {
    /// Wraps a type created in this context.
    fn ty(&self, op: &'static str, raw: LLVMTypeRef) -> Result<Type<'_>> {
        Type::from_raw_checked(op, raw)
    }

    /// `void`.
    pub fn void_type(&self) -> Type<'_> {
        // SAFETY: the context is live; LLVM returns its unique void type.
        Type {
            raw: unsafe { LLVMVoidTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `label`, the type of basic blocks.
    pub fn label_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMLabelTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `metadata`, the type of metadata arguments.
    pub fn metadata_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMMetadataTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `token`.
    pub fn token_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMTokenTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `iN`, for `1 <= bits <= 2^23`.
    pub fn int_type(&self, bits: u32) -> Result<Type<'_>> {
        if !(1..=MAX_INT_BITS).contains(&bits) {
            return Err(Error::invalid(
                "int_type",
                format!("width {bits} is outside 1..=2^23"),
            ));
        }
        // SAFETY: the context is live and the width is in LLVM's range.
        self.ty("int_type", unsafe {
            LLVMIntTypeInContext(self.raw(), bits)
        })
    }

    /// An integer type whose width is known to be valid.
    fn fixed_int(&self, bits: u32) -> Type<'_> {
        // SAFETY: the context is live and `bits` (1 to 64) is in LLVM's range.
        Type {
            raw: unsafe { LLVMIntTypeInContext(self.raw(), bits) },
            _context: PhantomData,
        }
    }

    /// `i1`.
    pub fn bool_type(&self) -> Type<'_> {
        self.fixed_int(1)
    }

    /// `i8`.
    pub fn i8_type(&self) -> Type<'_> {
        self.fixed_int(8)
    }

    /// `i16`.
    pub fn i16_type(&self) -> Type<'_> {
        self.fixed_int(16)
    }

    /// `i32`.
    pub fn i32_type(&self) -> Type<'_> {
        self.fixed_int(32)
    }

    /// `i64`.
    pub fn i64_type(&self) -> Type<'_> {
        self.fixed_int(64)
    }

    /// `half`.
    pub fn half_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMHalfTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `bfloat`.
    pub fn bfloat_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMBFloatTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `float`.
    pub fn float_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMFloatTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `double`.
    pub fn double_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMDoubleTypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `fp128`.
    pub fn fp128_type(&self) -> Type<'_> {
        // SAFETY: the context is live.
        Type {
            raw: unsafe { LLVMFP128TypeInContext(self.raw()) },
            _context: PhantomData,
        }
    }

    /// `ptr addrspace(N)` (opaque pointer), for `N < 2^24`.
    pub fn ptr_type(&self, address_space: u32) -> Result<Type<'_>> {
        if address_space >= ADDRESS_SPACE_LIMIT {
            return Err(Error::invalid(
                "ptr_type",
                format!("address space {address_space} is too large"),
            ));
        }
        // SAFETY: the context is live and the address space fits LLVM's 24 bits.
        self.ty("ptr_type", unsafe {
            LLVMPointerTypeInContext(self.raw(), address_space)
        })
    }

    /// `<count x element>`, for an integer, floating-point or pointer element and `count > 0`.
    pub fn vector_type(&self, element: Type<'_>, count: u32) -> Result<Type<'_>> {
        const OP: &str = "vector_type";
        self.check_type(OP, element)?;
        if !element.is_valid_vector_element() {
            return Err(Error::invalid(
                OP,
                format!("{element} cannot be a vector element"),
            ));
        }
        if count == 0 {
            return Err(Error::invalid(OP, "vectors cannot be empty"));
        }
        // SAFETY: the element is a valid vector element of this context and `count > 0`.
        self.ty(OP, unsafe { LLVMVectorType(element.raw(), count) })
    }

    /// `[len x element]`.
    pub fn array_type(&self, element: Type<'_>, len: u64) -> Result<Type<'_>> {
        const OP: &str = "array_type";
        self.check_type(OP, element)?;
        if !element.is_valid_array_element() {
            return Err(Error::invalid(
                OP,
                format!("{element} cannot be an array element"),
            ));
        }
        // SAFETY: the element is a valid array element of this context.
        self.ty(OP, unsafe { LLVMArrayType2(element.raw(), len) })
    }

    /// A literal struct type `{ a, b }` (or `<{ a, b }>` when packed).
    pub fn struct_type(&self, elements: &[Type<'_>], packed: bool) -> Result<Type<'_>> {
        const OP: &str = "struct_type";
        let mut raw = Vec::with_capacity(elements.len());
        for &element in elements {
            self.check_type(OP, element)?;
            if !element.is_valid_struct_element() {
                return Err(Error::invalid(
                    OP,
                    format!("{element} cannot be a struct element"),
                ));
            }
            raw.push(element.raw());
        }
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: every element is a valid struct element of this context; `raw` holds `count`.
        self.ty(OP, unsafe {
            LLVMStructTypeInContext(self.raw(), raw.as_mut_ptr(), count, llvm_bool(packed))
        })
    }

    /// A new opaque named struct type `%name`; set its body with [`Type::set_struct_body`].
    /// LLVM renames it (`%name.0`) if the name is taken.
    pub fn named_struct_type(&self, name: &str) -> Result<Type<'_>> {
        let name = c_string("struct name", name)?;
        // SAFETY: the context is live; the name is a valid C string.
        self.ty("named_struct_type", unsafe {
            LLVMStructCreateNamed(self.raw(), name.as_ptr())
        })
    }

    /// The named struct type `%name` of this context, if any.
    pub fn get_named_struct_type(&self, name: &str) -> Option<Type<'_>> {
        let name = c_string("struct name", name).ok()?;
        // SAFETY: the context is live; the name is a valid C string.
        Type::from_raw(unsafe { LLVMGetTypeByName2(self.raw(), name.as_ptr()) })
    }

    /// A function type `ret (params...)`, with `...` when `var_arg`.
    pub fn function_type(
        &self,
        ret: Type<'_>,
        params: &[Type<'_>],
        var_arg: bool,
    ) -> Result<Type<'_>> {
        const OP: &str = "function_type";
        self.check_type(OP, ret)?;
        if matches!(
            ret.kind(),
            TypeKind::Function | TypeKind::Label | TypeKind::Metadata
        ) {
            return Err(Error::invalid(OP, format!("{ret} cannot be a return type")));
        }
        let mut raw = Vec::with_capacity(params.len());
        for &param in params {
            self.check_type(OP, param)?;
            if matches!(
                param.kind(),
                TypeKind::Void | TypeKind::Function | TypeKind::Label
            ) {
                return Err(Error::invalid(
                    OP,
                    format!("{param} cannot be a parameter type"),
                ));
            }
            raw.push(param.raw());
        }
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: return and parameter types are valid and of this context; `raw` holds `count`.
        self.ty(OP, unsafe {
            LLVMFunctionType(ret.raw(), raw.as_mut_ptr(), count, llvm_bool(var_arg))
        })
    }

    /// A target extension type `target("name", types..., ints...)`, e.g.
    /// `target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)`.
    ///
    /// Names under `aarch64.` and `riscv.` are refused: LLVM validates their parameters with an
    /// unchecked `cantFail`.
    pub fn target_ext_type(
        &self,
        name: &str,
        type_params: &[Type<'_>],
        int_params: &[u32],
    ) -> Result<Type<'_>> {
        const OP: &str = "target_ext_type";
        if name.starts_with("aarch64.") || name.starts_with("riscv.") {
            return Err(Error::invalid(
                OP,
                format!("target type {name:?} is not supported"),
            ));
        }
        let c_name = c_string("target extension type name", name)?;
        let mut types = Vec::with_capacity(type_params.len());
        for &param in type_params {
            self.check_type(OP, param)?;
            types.push(param.raw());
        }
        let mut ints: Vec<c_uint> = int_params.to_vec();
        let type_count = to_c_uint(OP, types.len())?;
        let int_count = to_c_uint(OP, ints.len())?;
        // SAFETY: the context is live; the name is a valid C string; the arrays hold the counts
        // given; the type parameters belong to this context.
        self.ty(OP, unsafe {
            LLVMTargetExtTypeInContext(
                self.raw(),
                c_name.as_ptr(),
                types.as_mut_ptr(),
                type_count,
                ints.as_mut_ptr(),
                int_count,
            )
        })
    }
}
