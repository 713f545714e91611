//! Itanium (IA64) mangling of OpenCL C and `__spirv_*` builtin names, character for character
//! as clang writes them. Pure Rust, no LLVM.
//!
//! * [`mangle`] and [`demangle`] convert between a [`Signature`] (function name and parameter
//!   [`Type`]s) and its mangled name, with clang's substitution rules (`S_`, `S0_`, …),
//!   including the entries clang makes for qualified pointees, private ones too. [`demangle`]
//!   also reads older SPIR producers' orders (`PVU3AS4…`: qualifiers before the address space;
//!   `Vj`: a qualified value parameter, whose qualifiers it drops); [`mangle`] writes clang's.
//! * [`SpirvBuiltinName`] parses and formats the unmangled `__spirv_*` names of "SPIR-V
//!   representation in LLVM IR" (`_R{ReturnType}`, `_sat`, `_rte`, `__spirv_ocl_*`,
//!   `__spirv_BuiltIn*`, …); [`SpirvType`] the SPIR-V opaque type names.
//! * [`demangle_for_display`] returns what `llvm-cxxfilt` prints for a symbol, for
//!   `spirv-llvm demangle`; it follows LLVM's demangler where that differs from clang.
//!
//! ```
//! use spirv_llvm_mangling::*;
//! let symbol = "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope";
//! let sig = demangle(symbol)?;
//! assert_eq!(sig.params[3], Type::OpenCl(OpenClType::MemoryScope));
//! assert_eq!(mangle(&sig)?, symbol);
//! assert_eq!(
//!     demangle_for_display(symbol),
//!     "atomic_fetch_add_explicit(int _Atomic volatile AS4*, int, memory_order, memory_scope)"
//! );
//! # Ok::<(), Error>(())
//! ```
//!
//! No function of this crate panics on any input; malformed input is an [`Error`] naming the
//! byte position.

mod cursor;
mod cxxfilt;
mod demangle;
mod error;
mod mangle;
mod spirv_names;
mod spirv_types;
mod types;

pub use cxxfilt::{demangle_for_display, demangle_text_for_display};
pub use demangle::demangle;
pub use error::Error;
pub use mangle::{mangle, mangle_spirv_friendly, mangle_type_spirv_friendly};
pub use spirv_names::{
    builtin_variable_name, builtin_variable_of, CastTarget, NdRangeDims, PipeAccess, Postfixes, ReturnType, RoundingMode, SpirvBuiltinName,
};
pub use spirv_types::{AvcType, ImageDescriptor, MatrixComponent, MatrixDescriptor, SampledType, SpirvType};
pub use types::{
    AddressSpace, CvQualifiers, FunctionType, ImageAccess, ImageDim, OpenClType, Scalar, Signature,
    Template, TemplateArg, Type, TypeName, VectorLen,
};

/// The prefix of SPIR-V friendly builtin names (`__spirv_ControlBarrier`, …).
pub const SPIRV_PREFIX: &str = "__spirv_";
