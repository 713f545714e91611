//! The C boundary: conversions of strings, booleans and counts, and our own declarations of the
//! C functions whose `llvm-sys` declarations are unsafe to call from Rust.
//!
//! Invariants:
//! - Functions that return a C enum are redeclared here to return `c_uint`, so an enumerator
//!   unknown to `llvm-sys` (or a "no value" zero) never becomes an invalid Rust enum value. The
//!   declarations match the C prototypes in `llvm-c/Core.h` and `llvm-c/DebugInfo.h` of LLVM 22.
//! - Every string LLVM allocates for us goes through [`take_message`], which frees it.

use std::ffi::{CStr, CString, c_char, c_uint};

use llvm_sys::prelude::{
    LLVMBool, LLVMDiagnosticInfoRef, LLVMMetadataRef, LLVMTypeRef, LLVMValueRef,
};

use super::{Error, Result};

#[allow(clashing_extern_declarations)]
// SAFETY: each declaration below repeats the C prototype of LLVM 22, with `unsigned` (`c_uint`)
// in place of an enum return type, which has the same size and ABI on every supported target.
unsafe extern "C" {
    /// `LLVMTypeKind LLVMGetTypeKind(LLVMTypeRef)`.
    #[link_name = "LLVMGetTypeKind"]
    pub(crate) fn get_type_kind(ty: LLVMTypeRef) -> c_uint;
    /// `LLVMValueKind LLVMGetValueKind(LLVMValueRef)`.
    #[link_name = "LLVMGetValueKind"]
    pub(crate) fn get_value_kind(value: LLVMValueRef) -> c_uint;
    /// `LLVMOpcode LLVMGetInstructionOpcode(LLVMValueRef)`: 0 for a non-instruction.
    #[link_name = "LLVMGetInstructionOpcode"]
    pub(crate) fn get_instruction_opcode(value: LLVMValueRef) -> c_uint;
    /// `LLVMOpcode LLVMGetConstOpcode(LLVMValueRef)`: constant expressions only.
    #[link_name = "LLVMGetConstOpcode"]
    pub(crate) fn get_const_opcode(value: LLVMValueRef) -> c_uint;
    /// `LLVMIntPredicate LLVMGetICmpPredicate(LLVMValueRef)`: 0 for a non-icmp.
    #[link_name = "LLVMGetICmpPredicate"]
    pub(crate) fn get_icmp_predicate(value: LLVMValueRef) -> c_uint;
    /// `LLVMRealPredicate LLVMGetFCmpPredicate(LLVMValueRef)`: 0 for a non-fcmp.
    #[link_name = "LLVMGetFCmpPredicate"]
    pub(crate) fn get_fcmp_predicate(value: LLVMValueRef) -> c_uint;
    /// `LLVMAtomicOrdering LLVMGetOrdering(LLVMValueRef)`: load, store, fence, atomicrmw only.
    #[link_name = "LLVMGetOrdering"]
    pub(crate) fn get_ordering(value: LLVMValueRef) -> c_uint;
    /// `LLVMAtomicOrdering LLVMGetCmpXchgSuccessOrdering(LLVMValueRef)`.
    #[link_name = "LLVMGetCmpXchgSuccessOrdering"]
    pub(crate) fn get_cmpxchg_success_ordering(value: LLVMValueRef) -> c_uint;
    /// `LLVMAtomicOrdering LLVMGetCmpXchgFailureOrdering(LLVMValueRef)`.
    #[link_name = "LLVMGetCmpXchgFailureOrdering"]
    pub(crate) fn get_cmpxchg_failure_ordering(value: LLVMValueRef) -> c_uint;
    /// `LLVMAtomicRMWBinOp LLVMGetAtomicRMWBinOp(LLVMValueRef)`.
    #[link_name = "LLVMGetAtomicRMWBinOp"]
    pub(crate) fn get_atomic_rmw_bin_op(value: LLVMValueRef) -> c_uint;
    /// `LLVMLinkage LLVMGetLinkage(LLVMValueRef)`: global values only.
    #[link_name = "LLVMGetLinkage"]
    pub(crate) fn get_linkage(value: LLVMValueRef) -> c_uint;
    /// `LLVMUnnamedAddr LLVMGetUnnamedAddress(LLVMValueRef)`: global values only.
    #[link_name = "LLVMGetUnnamedAddress"]
    pub(crate) fn get_unnamed_address(value: LLVMValueRef) -> c_uint;
    /// `LLVMDiagnosticSeverity LLVMGetDiagInfoSeverity(LLVMDiagnosticInfoRef)`.
    #[link_name = "LLVMGetDiagInfoSeverity"]
    pub(crate) fn get_diag_info_severity(info: LLVMDiagnosticInfoRef) -> c_uint;
    /// `LLVMMetadataKind LLVMGetMetadataKind(LLVMMetadataRef)` (a `typedef unsigned` in C).
    #[link_name = "LLVMGetMetadataKind"]
    pub(crate) fn get_metadata_kind(md: LLVMMetadataRef) -> c_uint;
}

/// The empty C string, used as the name of unnamed instructions.
pub(crate) const EMPTY: &CStr = c"";

/// Copies a string allocated by LLVM and frees it with `LLVMDisposeMessage`. A null pointer
/// gives the empty string. Invalid UTF-8 is replaced, never an error.
pub(crate) fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: `message` is a non-null, NUL-terminated string allocated by LLVM (the callers only
    // pass pointers that LLVM documents as "must be disposed with LLVMDisposeMessage").
    let text = unsafe { CStr::from_ptr(message) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: the pointer came from LLVM's `strdup`-based message functions and is freed once.
    unsafe { llvm_sys::core::LLVMDisposeMessage(message) };
    text
}

/// Copies a string that LLVM owns, given as pointer and length. A null pointer gives the empty
/// string.
pub(crate) fn borrowed_bytes(ptr: *const c_char, len: usize) -> Vec<u8> {
    if ptr.is_null() || len == 0 {
        return Vec::new();
    }
    // SAFETY: LLVM returned `ptr` together with the length `len` of the storage it points to;
    // the storage lives at least until the next change to the object, and we copy it at once.
    unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len) }.to_vec()
}

/// Like [`borrowed_bytes`], as text (invalid UTF-8 replaced).
pub(crate) fn borrowed_string(ptr: *const c_char, len: usize) -> String {
    String::from_utf8_lossy(&borrowed_bytes(ptr, len)).into_owned()
}

/// Copies a NUL-terminated string that LLVM owns. A null pointer gives `None`.
pub(crate) fn borrowed_c_string(ptr: *const c_char) -> Option<String> {
    if ptr.is_null() {
        return None;
    }
    // SAFETY: LLVM returned a non-null NUL-terminated string that it owns; we copy it at once.
    Some(
        unsafe { CStr::from_ptr(ptr) }
            .to_string_lossy()
            .into_owned(),
    )
}

/// Converts a Rust string for a C function, refusing interior NUL bytes.
pub(crate) fn c_string(what: &'static str, text: &str) -> Result<CString> {
    CString::new(text).map_err(|_| Error::InteriorNul { what })
}

/// Refuses interior NUL bytes in a string that is passed with an explicit length.
pub(crate) fn check_no_nul(what: &'static str, text: &str) -> Result<()> {
    if text.as_bytes().contains(&0) {
        return Err(Error::InteriorNul { what });
    }
    Ok(())
}

/// Converts `LLVMBool` to `bool`.
pub(crate) fn to_bool(value: LLVMBool) -> bool {
    value != 0
}

/// Converts `bool` to `LLVMBool`.
pub(crate) fn llvm_bool(value: bool) -> LLVMBool {
    LLVMBool::from(value)
}

/// Converts a length to the `unsigned` that most C functions take.
pub(crate) fn to_c_uint(op: &'static str, len: usize) -> Result<c_uint> {
    c_uint::try_from(len).map_err(|_| Error::invalid(op, format!("{len} elements are too many")))
}
