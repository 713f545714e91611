//! [`Context`]: the owner of every LLVM object, and the sink of LLVM's diagnostics.
//!
//! Invariants:
//! - The context installs its own diagnostic handler at creation. LLVM's default handler prints
//!   the diagnostic and calls `exit(1)` on errors (this is how the bitcode reader reports a
//!   malformed file); ours only records the message, which `Module::parse_bitcode` turns into an
//!   [`Error`]. The handler's state is boxed, so its address stays fixed when the context moves.
//! - LLVM upgrades debug information while reading IR and, when the module carries the current
//!   debug-info version and fails the verifier, ends the process ("Broken module found,
//!   compilation aborted!"). The first context created in the process therefore sets LLVM's
//!   process-wide option `-disable-auto-upgrade-debug-info`: broken modules then come back from
//!   the parsers and are reported by `Module::verify`. Outdated debug information is kept
//!   instead of being stripped.
//! - Everything created in the context is freed by `LLVMContextDispose` in `Drop`; modules borrow
//!   the context, so they are gone by then.

use std::cell::RefCell;
use std::ffi::c_void;

use llvm_sys::core::{
    LLVMContextCreate, LLVMContextDispose, LLVMContextSetDiagnosticHandler,
    LLVMGetDiagInfoDescription, LLVMGetMDKindIDInContext, LLVMGetSyncScopeID, LLVMGetTypeContext,
    LLVMTypeOf,
};
use llvm_sys::prelude::{LLVMContextRef, LLVMDiagnosticInfoRef};
use llvm_sys::support::LLVMParseCommandLineOptions;

use super::ffi::{self, take_message};
use super::types::Type;
use super::values::Value;
use super::{Error, Result};

/// How serious a diagnostic reported by LLVM is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error: the operation that reported it failed.
    Error,
    /// A warning.
    Warning,
    /// An optimisation remark.
    Remark,
    /// A note attached to an earlier diagnostic.
    Note,
}

/// A diagnostic LLVM reported through the context (bitcode reader errors and warnings, for
/// instance about dropped debug information).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// LLVM's description.
    pub message: String,
}

/// A synchronisation scope of atomic instructions, as LLVM numbers it within one context.
///
/// LLVM has no way back from the number to the name (`LLVM-NOTES.md`, trap 2): to read a scope,
/// compare it with [`Context::sync_scope`] of the names you know. Equality compares the number.
#[derive(Clone, Copy, Debug)]
pub struct SyncScope {
    id: u32,
    /// The context that numbered the scope; `None` for the two numbers every context has.
    context: Option<LLVMContextRef>,
}

impl SyncScope {
    /// `syncscope("singlethread")`.
    pub const SINGLE_THREAD: SyncScope = SyncScope {
        id: 0,
        context: None,
    };
    /// The default, system-wide scope (no `syncscope` in the text).
    pub const SYSTEM: SyncScope = SyncScope {
        id: 1,
        context: None,
    };

    /// A scope LLVM reported for an instruction of `context`.
    pub(crate) fn new(id: u32, context: LLVMContextRef) -> Self {
        SyncScope {
            id,
            context: Some(context),
        }
    }

    /// LLVM's number for the scope.
    pub fn id(self) -> u32 {
        self.id
    }

    /// Whether the scope can be used in `context`.
    pub(crate) fn usable_in(self, context: LLVMContextRef) -> bool {
        self.context.is_none_or(|own| own == context)
    }
}

impl PartialEq for SyncScope {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for SyncScope {}

impl std::hash::Hash for SyncScope {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}

/// An LLVM context: owns types, constants and metadata, and is borrowed by every module.
///
/// A context is neither `Send` nor `Sync`; use one per thread.
pub struct Context {
    raw: LLVMContextRef,
    /// Where the diagnostic handler writes; its address is handed to LLVM.
    diagnostics: Box<RefCell<Vec<Diagnostic>>>,
}

/// The diagnostic handler installed in every [`Context`].
extern "C" fn record_diagnostic(info: LLVMDiagnosticInfoRef, sink: *mut c_void) {
    if info.is_null() || sink.is_null() {
        return;
    }
    // SAFETY: `info` is the live diagnostic LLVM is reporting; the description is a fresh string
    // that `take_message` frees.
    let message = take_message(unsafe { LLVMGetDiagInfoDescription(info) });
    // SAFETY: as above; the severity is read as an integer (see ffi.rs).
    let severity = match unsafe { ffi::get_diag_info_severity(info) } {
        1 => Severity::Warning,
        2 => Severity::Remark,
        3 => Severity::Note,
        _ => Severity::Error,
    };
    // SAFETY: `sink` is the address of the `RefCell` boxed in the `Context` that installed this
    // handler; the box lives as long as the LLVM context, which is the only caller.
    let sink = unsafe { &*(sink as *const RefCell<Vec<Diagnostic>>) };
    // A diagnostic reported while the list is borrowed (not possible today) is dropped rather
    // than panicking across the C boundary.
    if let Ok(mut list) = sink.try_borrow_mut() {
        list.push(Diagnostic { severity, message });
    }
}

/// Sets the process-wide LLVM options this wrapper relies on, once.
fn configure_llvm_once() {
    static CONFIGURE: std::sync::Once = std::sync::Once::new();
    CONFIGURE.call_once(|| {
        let args = [
            c"spirv-llvm".as_ptr(),
            c"-disable-auto-upgrade-debug-info".as_ptr(),
        ];
        // SAFETY: two valid C strings; `Once` makes this the only call of ours, made before any
        // context exists, so no LLVM code reads the options concurrently. Errors go to LLVM's
        // null stream instead of ending the process.
        unsafe { LLVMParseCommandLineOptions(2, args.as_ptr(), c"".as_ptr()) };
    });
}

impl Context {
    /// Creates a context with a diagnostic handler that records, never exits.
    pub fn new() -> Self {
        configure_llvm_once();
        // SAFETY: creating a context has no preconditions.
        let raw = unsafe { LLVMContextCreate() };
        let diagnostics = Box::new(RefCell::new(Vec::new()));
        let sink = &*diagnostics as *const RefCell<Vec<Diagnostic>> as *mut c_void;
        // SAFETY: `raw` is a live context; `sink` stays valid until the context is disposed in
        // `Drop` (the box is dropped after that).
        unsafe { LLVMContextSetDiagnosticHandler(raw, Some(record_diagnostic), sink) };
        Context { raw, diagnostics }
    }

    /// The raw context.
    pub(crate) fn raw(&self) -> LLVMContextRef {
        self.raw
    }

    /// Takes the diagnostics LLVM reported since the last call.
    pub fn take_diagnostics(&self) -> Vec<Diagnostic> {
        self.diagnostics
            .try_borrow_mut()
            .map(|mut list| std::mem::take(&mut *list))
            .unwrap_or_default()
    }

    /// The number of diagnostics recorded so far, to find the ones an operation adds.
    pub(crate) fn diagnostic_mark(&self) -> usize {
        self.diagnostics
            .try_borrow()
            .map(|list| list.len())
            .unwrap_or(0)
    }

    /// Removes the diagnostics recorded after `mark` and joins their messages (the errors
    /// among them if there are any), or `None` if there are none.
    pub(crate) fn take_errors_since(&self, mark: usize) -> Option<String> {
        let recent: Vec<Diagnostic> = match self.diagnostics.try_borrow_mut() {
            Ok(mut list) if mark <= list.len() => list.drain(mark..).collect(),
            _ => return None,
        };
        let errors: Vec<&str> = recent
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.message.as_str())
            .collect();
        let chosen: Vec<&str> = if errors.is_empty() {
            recent.iter().map(|d| d.message.as_str()).collect()
        } else {
            errors
        };
        (!chosen.is_empty()).then(|| chosen.join("; "))
    }

    /// The name of metadata kind `kind` (`"dbg"`, `"absolute_symbol"`, a custom name), if the
    /// context knows it.
    pub fn metadata_kind_name(&self, kind: u32) -> Option<String> {
        let mut len = 0usize;
        // SAFETY: the context is live; the shim returns null or a pointer to `len` bytes the
        // context owns, copied at once.
        let raw = unsafe { spvllvm_md_kind_name(self.raw(), kind, &mut len) };
        (!raw.is_null()).then(|| super::ffi::borrowed_string(raw, len))
    }

    /// The number LLVM gives to the metadata kind `name` (`"dbg"`, `"tbaa"`, or a custom name),
    /// registering it if new. LLVM has no way back from the number (`LLVM-NOTES.md`, trap 2).
    pub fn metadata_kind_id(&self, name: &str) -> Result<u32> {
        ffi::check_no_nul("metadata kind name", name)?;
        let len = ffi::to_c_uint("metadata_kind_id", name.len())?;
        // SAFETY: the context is live; the name is passed with its length.
        Ok(unsafe { LLVMGetMDKindIDInContext(self.raw, name.as_ptr().cast(), len) })
    }

    /// The synchronisation scope named `name` (`""` is the system scope, `"singlethread"`,
    /// `"workgroup"`, `"device"`, `"subgroup"`, ...), registering it if new.
    pub fn sync_scope(&self, name: &str) -> Result<SyncScope> {
        ffi::check_no_nul("sync scope name", name)?;
        // SAFETY: the context is live; the name is passed with its length.
        let id = unsafe { LLVMGetSyncScopeID(self.raw, name.as_ptr().cast(), name.len()) };
        Ok(SyncScope::new(id, self.raw))
    }

    /// Checks that `ty` was created in this context.
    pub(crate) fn check_type(&self, op: &'static str, ty: Type<'_>) -> Result<()> {
        // SAFETY: `ty` is a live type handle.
        if unsafe { LLVMGetTypeContext(ty.raw()) } == self.raw {
            Ok(())
        } else {
            Err(Error::ForeignHandle {
                op,
                what: format!("type {ty}"),
            })
        }
    }

    /// Checks that `value` lives in this context.
    pub(crate) fn check_value(&self, op: &'static str, value: Value<'_>) -> Result<()> {
        // SAFETY: `value` is a live value handle; its type is owned by its context.
        let ctx = unsafe { LLVMGetTypeContext(LLVMTypeOf(value.raw())) };
        if ctx == self.raw {
            Ok(())
        } else {
            Err(Error::ForeignHandle {
                op,
                what: format!("value {value}"),
            })
        }
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: every module borrows the context, so none is alive; the context is disposed
        // once. The diagnostics box is dropped after this, when LLVM can no longer call back.
        unsafe { LLVMContextDispose(self.raw) };
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("raw", &self.raw)
            .finish_non_exhaustive()
    }
}

unsafe extern "C" {
    /// `shim/debug_info.cpp`.
    fn spvllvm_md_kind_name(ctx: llvm_sys::prelude::LLVMContextRef, kind: u32, len: *mut usize) -> *const std::ffi::c_char;
}
