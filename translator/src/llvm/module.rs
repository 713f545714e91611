//! [`Module`]: creation, parsing (`.ll` text and bitcode), writing, printing, verification,
//! and the module's functions, globals and named metadata.
//!
//! Invariants:
//! - A `Module<'ctx>` owns its `LLVMModuleRef` (disposed in `Drop`) and borrows its context.
//!   Handles to what the module contains borrow the module (`&'m self` → `Function<'m>`...).
//! - Parsing never aborts: `.ll` errors come back through `LLVMParseIRInContext2`'s message,
//!   bitcode errors through the context's diagnostic handler (see `context.rs`). Memory buffers
//!   are disposed by us (the `...2` parsers do not take them). A malformed bitcode file that
//!   LLVM's reader itself mishandles is beyond what this layer can check.
//! - `.ll` text is handed to LLVM as a NUL-terminated copy (`LLVM-NOTES.md`, trap 7).
//! - The verifier runs with `LLVMReturnStatusAction`; its message is always freed. Bitcode is
//!   only written from a module that passes it.
//! - A data layout string is validated by the `.ll` parser before `LLVMSetDataLayout`, which
//!   would end the process on a malformed one.

use std::fmt;
use std::ptr;

use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
use llvm_sys::bit_reader::LLVMParseBitcodeInContext2;
use llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer;
use llvm_sys::core::{
    LLVMAddFunction, LLVMAddGlobalInAddressSpace, LLVMCloneModule,
    LLVMCreateMemoryBufferWithMemoryRangeCopy, LLVMDisposeMemoryBuffer, LLVMDisposeModule,
    LLVMGetBufferSize, LLVMGetBufferStart, LLVMGetDataLayoutStr, LLVMGetFirstFunction,
    LLVMGetFirstGlobal, LLVMGetFirstNamedMetadata, LLVMGetModuleIdentifier,
    LLVMGetNamedFunctionWithLength, LLVMGetNamedGlobalWithLength, LLVMGetNamedMetadata,
    LLVMGetNextFunction, LLVMGetNextGlobal, LLVMGetNextNamedMetadata, LLVMGetOrInsertFunction,
    LLVMGetOrInsertNamedMetadata, LLVMGetSourceFileName, LLVMGetTarget,
    LLVMModuleCreateWithNameInContext, LLVMPrintModuleToString, LLVMSetDataLayout,
    LLVMSetSourceFileName, LLVMSetTarget,
};
use llvm_sys::ir_reader::LLVMParseIRInContext2;
use llvm_sys::prelude::{LLVMMemoryBufferRef, LLVMModuleRef};

use super::context::Context;
use super::ffi::{self, c_string, take_message};
use super::function::{Function, GlobalVariable};
use super::metadata::{Metadata, NamedMetadata};
use super::types::{ADDRESS_SPACE_LIMIT, Type};
use super::values::Value;
use super::{Error, IrIter, Result};

/// An LLVM module, owned by this value and living in the context `'ctx`.
pub struct Module<'ctx> {
    raw: LLVMModuleRef,
    context: &'ctx Context,
}

/// A memory buffer we own, disposed on drop.
struct MemoryBuffer(LLVMMemoryBufferRef);

impl MemoryBuffer {
    /// A copy of `bytes` (LLVM's copy is followed by a NUL byte).
    fn copy_of(bytes: &[u8], name: &std::ffi::CStr) -> Option<Self> {
        // SAFETY: `bytes` is valid for `bytes.len()` bytes and LLVM copies them; the name is a
        // C string.
        let raw = unsafe {
            LLVMCreateMemoryBufferWithMemoryRangeCopy(
                bytes.as_ptr().cast(),
                bytes.len(),
                name.as_ptr(),
            )
        };
        (!raw.is_null()).then_some(MemoryBuffer(raw))
    }

    /// The contents.
    fn to_vec(&self) -> Vec<u8> {
        // SAFETY: the buffer is live; start and size describe its contents, copied at once.
        unsafe { ffi::borrowed_bytes(LLVMGetBufferStart(self.0), LLVMGetBufferSize(self.0)) }
    }
}

impl Drop for MemoryBuffer {
    fn drop(&mut self) {
        // SAFETY: the buffer is ours (created by us or returned to us by the bitcode writer)
        // and no parser kept it; disposed once.
        unsafe { LLVMDisposeMemoryBuffer(self.0) };
    }
}

impl<'ctx> Module<'ctx> {
    /// Takes ownership of a module LLVM created in `context`.
    fn from_raw(op: &'static str, raw: LLVMModuleRef, context: &'ctx Context) -> Result<Self> {
        if raw.is_null() {
            return Err(Error::invalid(op, "LLVM returned no module"));
        }
        Ok(Module { raw, context })
    }

    /// An empty module named `name`.
    pub fn new(context: &'ctx Context, name: &str) -> Result<Self> {
        let name = c_string("module name", name)?;
        // SAFETY: the context is live; the name is a C string (LLVM copies it).
        let raw = unsafe { LLVMModuleCreateWithNameInContext(name.as_ptr(), context.raw()) };
        Self::from_raw("Module::new", raw, context)
    }

    /// Parses LLVM assembly (`.ll` text). The module is not verified: call [`Module::verify`].
    pub fn parse_ir(context: &'ctx Context, text: &str) -> Result<Self> {
        let mut terminated = Vec::with_capacity(text.len() + 1);
        terminated.extend_from_slice(text.as_bytes());
        terminated.push(0);
        let buffer = MemoryBuffer::copy_of(&terminated, c"<llvm assembly>").ok_or_else(|| {
            Error::ParseAssembly {
                message: "cannot create a memory buffer".into(),
            }
        })?;
        let mut module: LLVMModuleRef = ptr::null_mut();
        let mut message = ptr::null_mut();
        // SAFETY: context and buffer are live and NUL-terminated; the parser does not take the
        // buffer (disposed by `buffer`'s drop); the message is freed by `take_message`.
        let failed =
            unsafe { LLVMParseIRInContext2(context.raw(), buffer.0, &mut module, &mut message) };
        let message = take_message(message);
        if ffi::to_bool(failed) || module.is_null() {
            if !module.is_null() {
                // SAFETY: a module returned despite the failure is ours to dispose.
                unsafe { LLVMDisposeModule(module) };
            }
            // One line: LLVM adds the source line and a caret under the column.
            let mut lines = message.lines().map(str::trim_end).filter(|l| !l.trim().is_empty());
            let message = match (lines.next(), lines.next()) {
                (None, _) => "unknown error".to_owned(),
                (Some(first), None) => first.to_owned(),
                (Some(first), Some(source)) => format!("{first} (in `{}`)", source.trim()),
            };
            return Err(Error::ParseAssembly { message });
        }
        Self::from_raw("parse_ir", module, context)
    }

    /// Reads a bitcode file. The module is not verified: call [`Module::verify`]. Warnings LLVM
    /// reports while reading stay in [`Context::take_diagnostics`].
    pub fn parse_bitcode(context: &'ctx Context, bytes: &[u8]) -> Result<Self> {
        let mark = context.diagnostic_mark();
        let buffer =
            MemoryBuffer::copy_of(bytes, c"<llvm bitcode>").ok_or_else(|| Error::ParseBitcode {
                message: "cannot create a memory buffer".into(),
            })?;
        let mut module: LLVMModuleRef = ptr::null_mut();
        // SAFETY: context and buffer are live; the reader does not take the buffer; errors are
        // reported to the context's diagnostic handler, which records them.
        let failed = unsafe { LLVMParseBitcodeInContext2(context.raw(), buffer.0, &mut module) };
        if ffi::to_bool(failed) || module.is_null() {
            if !module.is_null() {
                // SAFETY: a module returned despite the failure is ours to dispose.
                unsafe { LLVMDisposeModule(module) };
            }
            let message = context
                .take_errors_since(mark)
                .unwrap_or_else(|| "invalid bitcode".to_owned());
            return Err(Error::ParseBitcode { message });
        }
        Self::from_raw("parse_bitcode", module, context)
    }

    /// The module as bitcode. The module is verified first ([`Error::Verify`] if broken): the
    /// bitcode writer assumes valid IR and misbehaves on anything else.
    pub fn to_bitcode(&self) -> Result<Vec<u8>> {
        self.verify()?;
        // SAFETY: the module is live and valid; the returned buffer is ours, disposed on drop.
        let raw = unsafe { LLVMWriteBitcodeToMemoryBuffer(self.raw) };
        if raw.is_null() {
            return Err(Error::invalid("to_bitcode", "LLVM returned no buffer"));
        }
        Ok(MemoryBuffer(raw).to_vec())
    }

    /// The module as LLVM assembly.
    pub fn print_to_string(&self) -> String {
        // SAFETY: the module is live; the string is freed by `take_message`.
        take_message(unsafe { LLVMPrintModuleToString(self.raw) })
    }

    /// Runs the LLVM verifier; a broken module gives [`Error::Verify`] with LLVM's message.
    pub fn verify(&self) -> Result<()> {
        let mut message = ptr::null_mut();
        // SAFETY: the module is live; `ReturnStatus` never aborts; the message (allocated even
        // on success) is freed by `take_message`.
        let broken = unsafe {
            LLVMVerifyModule(
                self.raw,
                LLVMVerifierFailureAction::LLVMReturnStatusAction,
                &mut message,
            )
        };
        let message = take_message(message);
        if ffi::to_bool(broken) {
            // One line: LLVM writes a problem and the values involved on lines of their own.
            let message = message.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" | ");
            return Err(Error::Verify {
                message: if message.is_empty() {
                    "broken module".into()
                } else {
                    message
                },
            });
        }
        Ok(())
    }

    /// Runs a pipeline of LLVM's new pass manager over the module (`"mem2reg"`, `"verify"`,
    /// text as `opt -passes=` takes it). The module is verified first: passes assume valid IR.
    pub fn run_passes(&self, pipeline: &str) -> Result<()> {
        use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
        use llvm_sys::transforms::pass_builder::{
            LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
        };
        self.verify()?;
        let text = ffi::c_string("pass pipeline", pipeline)?;
        // SAFETY: the module is live and verified; the options are created and disposed here;
        // a null target machine is allowed; an error is consumed by LLVMGetErrorMessage and its
        // message freed with LLVMDisposeErrorMessage.
        unsafe {
            let options = LLVMCreatePassBuilderOptions();
            let error = LLVMRunPasses(self.raw, text.as_ptr(), ptr::null_mut(), options);
            LLVMDisposePassBuilderOptions(options);
            if !error.is_null() {
                let raw = LLVMGetErrorMessage(error);
                let message = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
                LLVMDisposeErrorMessage(raw);
                return Err(Error::invalid("run_passes", message));
            }
        }
        Ok(())
    }

    /// A copy of the module in the same context.
    pub fn clone_module(&self) -> Result<Module<'ctx>> {
        // SAFETY: the module is live; the clone is a new module we own.
        Self::from_raw(
            "clone_module",
            unsafe { LLVMCloneModule(self.raw) },
            self.context,
        )
    }

    /// Gives up ownership: the module is no longer disposed by this value. Whoever receives
    /// the pointer (an LLVM function that takes modules) disposes it; a module nobody disposes
    /// is freed with its context.
    pub fn into_raw(self) -> LLVMModuleRef {
        let raw = self.raw;
        std::mem::forget(self);
        raw
    }

    /// The raw module.
    pub(crate) fn raw(&self) -> LLVMModuleRef {
        self.raw
    }

    /// The context.
    pub fn context(&self) -> &'ctx Context {
        self.context
    }

    /// The module identifier.
    pub fn name(&self) -> String {
        let mut len = 0;
        // SAFETY: the module is live; the name is owned by it and copied at once.
        let ptr = unsafe { LLVMGetModuleIdentifier(self.raw, &mut len) };
        ffi::borrowed_string(ptr, len)
    }

    /// The source file name (`source_filename = "..."`).
    pub fn source_file_name(&self) -> String {
        let mut len = 0;
        // SAFETY: as for `name`.
        let ptr = unsafe { LLVMGetSourceFileName(self.raw, &mut len) };
        ffi::borrowed_string(ptr, len)
    }

    /// Sets the source file name.
    pub fn set_source_file_name(&self, name: &str) {
        // SAFETY: the module is live; the name is passed with its length and copied.
        unsafe { LLVMSetSourceFileName(self.raw, name.as_ptr().cast(), name.len()) };
    }

    /// The module-level inline assembly (`module asm "…"` lines joined; empty if none).
    pub fn inline_asm(&self) -> String {
        let mut len = 0;
        // SAFETY: the module is live; the text is owned by it and copied at once.
        let ptr = unsafe { llvm_sys::core::LLVMGetModuleInlineAsm(self.raw, &mut len) };
        ffi::borrowed_string(ptr, len)
    }

    /// The target triple (empty if unset).
    pub fn target_triple(&self) -> String {
        // SAFETY: the module is live; the triple is owned by it and copied at once.
        ffi::borrowed_c_string(unsafe { LLVMGetTarget(self.raw) }).unwrap_or_default()
    }

    /// Sets the target triple, e.g. `spir64-unknown-unknown`.
    pub fn set_target_triple(&self, triple: &str) -> Result<()> {
        let triple = c_string("target triple", triple)?;
        // SAFETY: the module is live; the triple is a C string (copied).
        unsafe { LLVMSetTarget(self.raw, triple.as_ptr()) };
        Ok(())
    }

    /// The data layout string (empty if unset).
    pub fn data_layout(&self) -> String {
        // SAFETY: the module is live; the string is owned by it and copied at once.
        ffi::borrowed_c_string(unsafe { LLVMGetDataLayoutStr(self.raw) }).unwrap_or_default()
    }

    /// The ABI size (bytes, with tail padding) and ABI alignment of sized type `t` by the
    /// module's data layout; `None` for unsized types (opaque structs, `void`, functions).
    pub fn abi_size_align(&self, t: super::Type<'_>) -> Option<(u64, u32)> {
        if !t.is_sized() {
            return None;
        }
        // SAFETY: the module is live; its data layout is owned by it; `t` is a sized type of
        // the module's context, for which both queries are defined.
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            Some((llvm_sys::target::LLVMABISizeOfType(layout, t.raw()), llvm_sys::target::LLVMABIAlignmentOfType(layout, t.raw())))
        }
    }

    /// The byte offset of field `index` of struct type `t` by the module's data layout; `None`
    /// for other types and fields out of range.
    pub fn field_offset(&self, t: super::Type<'_>, index: u32) -> Option<u64> {
        let fields = t.struct_elements()?;
        if index as usize >= fields.len() || !t.is_sized() {
            return None;
        }
        // SAFETY: the module is live; `t` is a sized struct type of the module's context and
        // `index` one of its fields, for which the query is defined.
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.raw);
            Some(llvm_sys::target::LLVMOffsetOfElement(layout, t.raw(), index))
        }
    }

    /// The bytes a value of fixed-size vector type `t` takes in memory (with padding), by the
    /// module's data layout; `None` for other types.
    pub fn vector_alloc_size(&self, t: super::Type<'_>) -> Option<u64> {
        if !t.is_vector() || t.vector_size().is_none() {
            return None;
        }
        // SAFETY: the module is live; its data layout is owned by it; `t` is a sized
        // fixed-length vector type of the module's context.
        Some(unsafe { llvm_sys::target::LLVMABISizeOfType(llvm_sys::target::LLVMGetModuleDataLayout(self.raw), t.raw()) })
    }

    /// Sets the data layout; a malformed string is an error (with LLVM's message), checked by
    /// parsing it first.
    pub fn set_data_layout(&self, layout: &str) -> Result<()> {
        let c_layout = c_string("data layout", layout)?;
        let probe = format!("target datalayout = \"{}\"\n", escape_ll_string(layout));
        if let Err(error) = Module::parse_ir(self.context, &probe) {
            let reason = match error {
                Error::ParseAssembly { message } => message,
                other => other.to_string(),
            };
            return Err(Error::invalid("set_data_layout", reason));
        }
        // SAFETY: the module is live; the layout is a C string that the parser accepted, so
        // `DataLayout` parses it without a fatal error.
        unsafe { LLVMSetDataLayout(self.raw, c_layout.as_ptr()) };
        Ok(())
    }

    /// Adds a function (a declaration until blocks are appended). LLVM renames it (`f.1`) if
    /// the name is taken. Intrinsics are declared this way too, with their full name.
    pub fn add_function(&self, name: &str, ty: Type<'_>) -> Result<Function<'_>> {
        const OP: &str = "add_function";
        self.context.check_type(OP, ty)?;
        if !ty.is_function() {
            return Err(Error::invalid(OP, format!("{ty} is not a function type")));
        }
        let name = c_string("function name", name)?;
        // SAFETY: the module is live; `ty` is a function type of its context; the name is a C
        // string.
        let raw = unsafe { LLVMAddFunction(self.raw, name.as_ptr(), ty.raw()) };
        Value::from_raw_checked(OP, raw)?
            .as_function()
            .ok_or_else(|| Error::invalid(OP, "not a function"))
    }

    /// A new function `name` of type `ty` in address space `space` (function pointers in
    /// `CodeSectionINTEL`).
    pub fn add_function_in_address_space(&self, name: &str, ty: Type<'_>, space: u32) -> Result<Function<'_>> {
        const OP: &str = "add_function_in_address_space";
        self.context.check_type(OP, ty)?;
        if !ty.is_function() {
            return Err(Error::invalid(OP, format!("{ty} is not a function type")));
        }
        // SAFETY: the module is live; `ty` is a function type of its context; the name is
        // passed with its length (LLVM copies it).
        let raw = unsafe { spvllvm_add_function_in_address_space(self.raw, name.as_ptr().cast(), name.len(), ty.raw(), space) };
        Value::from_raw_checked(OP, raw)?
            .as_function()
            .ok_or_else(|| Error::invalid(OP, "not a function"))
    }

    /// The function named `name`, or a new declaration of it with type `ty`. Fails if the name
    /// belongs to something else than a function.
    pub fn get_or_insert_function(&self, name: &str, ty: Type<'_>) -> Result<Function<'_>> {
        const OP: &str = "get_or_insert_function";
        self.context.check_type(OP, ty)?;
        if !ty.is_function() {
            return Err(Error::invalid(OP, format!("{ty} is not a function type")));
        }
        ffi::check_no_nul("function name", name)?;
        // SAFETY: the module is live; `ty` is a function type of its context; the name is
        // passed with its length.
        let raw = unsafe {
            LLVMGetOrInsertFunction(self.raw, name.as_ptr().cast(), name.len(), ty.raw())
        };
        Value::from_raw_checked(OP, raw)?
            .as_function()
            .ok_or_else(|| Error::invalid(OP, format!("@{name} exists and is not a function")))
    }

    /// Moves `function` (of this module) to the end of the module's function list.
    pub fn move_function_to_end(&self, function: Function<'_>) {
        // SAFETY: `function` is a live function; the shim only splices it within the function
        // list of its own parent module.
        unsafe { spvllvm_move_function_to_end(function.as_value().raw()) };
    }

    /// The function named `name`.
    pub fn get_function(&self, name: &str) -> Option<Function<'_>> {
        // SAFETY: the module is live; the name is passed with its length.
        let raw =
            unsafe { LLVMGetNamedFunctionWithLength(self.raw, name.as_ptr().cast(), name.len()) };
        Value::from_raw(raw)?.as_function()
    }

    /// The functions, in module order.
    pub fn functions(&self) -> IrIter<Function<'_>> {
        // SAFETY: the module is live.
        let first =
            Value::from_raw(unsafe { LLVMGetFirstFunction(self.raw) }).and_then(Value::as_function);
        IrIter::new(first, |f| {
            // SAFETY: `f` is a function of a live module.
            Value::from_raw(unsafe { LLVMGetNextFunction(f.raw()) }).and_then(Value::as_function)
        })
    }

    /// Adds a global variable of type `ty` in `address_space` (a declaration until it gets an
    /// initializer). LLVM renames it if the name is taken.
    pub fn add_global(
        &self,
        ty: Type<'_>,
        name: &str,
        address_space: u32,
    ) -> Result<GlobalVariable<'_>> {
        const OP: &str = "add_global";
        self.context.check_type(OP, ty)?;
        if !ty.is_valid_struct_element() {
            return Err(Error::invalid(
                OP,
                format!("{ty} cannot be the type of a global"),
            ));
        }
        if address_space >= ADDRESS_SPACE_LIMIT {
            return Err(Error::invalid(
                OP,
                format!("address space {address_space} is too large"),
            ));
        }
        let name = c_string("global name", name)?;
        // SAFETY: the module is live; `ty` is a valid global type of its context; the name is a
        // C string; the address space fits.
        let raw = unsafe {
            LLVMAddGlobalInAddressSpace(self.raw, ty.raw(), name.as_ptr(), address_space)
        };
        Value::from_raw_checked(OP, raw)?
            .as_global_variable()
            .ok_or_else(|| Error::invalid(OP, "not a global variable"))
    }

    /// The global variable named `name`.
    pub fn get_global(&self, name: &str) -> Option<GlobalVariable<'_>> {
        // SAFETY: the module is live; the name is passed with its length.
        let raw =
            unsafe { LLVMGetNamedGlobalWithLength(self.raw, name.as_ptr().cast(), name.len()) };
        Value::from_raw(raw)?.as_global_variable()
    }

    /// The global variables, in module order.
    pub fn globals(&self) -> IrIter<GlobalVariable<'_>> {
        // SAFETY: the module is live.
        let first = Value::from_raw(unsafe { LLVMGetFirstGlobal(self.raw) })
            .and_then(Value::as_global_variable);
        IrIter::new(first, |g| {
            // SAFETY: `g` is a global variable of a live module.
            Value::from_raw(unsafe { LLVMGetNextGlobal(g.raw()) })
                .and_then(Value::as_global_variable)
        })
    }

    /// The global aliases with their aliasees, in module order.
    pub fn aliases(&self) -> Vec<(Value<'_>, Value<'_>)> {
        let mut out = Vec::new();
        // SAFETY: the module is live; each alias is one of its globals, and an alias's aliasee
        // is a live constant of the same module.
        let mut raw = unsafe { llvm_sys::core::LLVMGetFirstGlobalAlias(self.raw) };
        while let Some(alias) = Value::from_raw(raw) {
            if let Some(target) = Value::from_raw(unsafe { llvm_sys::core::LLVMAliasGetAliasee(alias.raw()) }) {
                out.push((alias, target));
            }
            raw = unsafe { llvm_sys::core::LLVMGetNextGlobalAlias(alias.raw()) };
        }
        out
    }

    /// The named metadata, in module order.
    pub fn named_metadata(&self) -> IrIter<NamedMetadata<'_>> {
        let (module, context) = (self.raw, self.context.raw());
        // SAFETY: the module is live.
        let first = NamedMetadata::from_raw(
            unsafe { LLVMGetFirstNamedMetadata(module) },
            module,
            context,
        );
        IrIter::new(first, |named| {
            // SAFETY: `named` belongs to a live module.
            let next = unsafe { LLVMGetNextNamedMetadata(named.raw()) };
            NamedMetadata::from_raw(next, named.module_raw(), named.context_raw())
        })
    }

    /// The named metadata `!name`, if present.
    pub fn get_named_metadata(&self, name: &str) -> Option<NamedMetadata<'_>> {
        // SAFETY: the module is live; the name is passed with its length.
        let raw = unsafe { LLVMGetNamedMetadata(self.raw, name.as_ptr().cast(), name.len()) };
        NamedMetadata::from_raw(raw, self.raw, self.context.raw())
    }

    /// The named metadata `!name`, created empty if absent.
    pub fn get_or_insert_named_metadata(&self, name: &str) -> Result<NamedMetadata<'_>> {
        ffi::check_no_nul("named metadata name", name)?;
        // SAFETY: the module is live; the name is passed with its length.
        let raw =
            unsafe { LLVMGetOrInsertNamedMetadata(self.raw, name.as_ptr().cast(), name.len()) };
        NamedMetadata::from_raw(raw, self.raw, self.context.raw())
            .ok_or_else(|| Error::invalid("get_or_insert_named_metadata", "LLVM returned nothing"))
    }

    /// Appends `node` to the named metadata `!name` (created if absent).
    pub fn add_named_metadata_operand(&self, name: &str, node: Metadata<'_>) -> Result<()> {
        self.get_or_insert_named_metadata(name)?.add_operand(node)
    }
}

impl Drop for Module<'_> {
    fn drop(&mut self) {
        // SAFETY: the module is ours (ownership was not given away: `into_raw` forgets `self`)
        // and disposed once, while its context is alive.
        unsafe { LLVMDisposeModule(self.raw) };
    }
}

impl fmt::Display for Module<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.print_to_string())
    }
}

impl fmt::Debug for Module<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Module")
            .field("name", &self.name())
            .finish_non_exhaustive()
    }
}

/// Escapes text for a `"..."` string of LLVM assembly: every byte other than printable ASCII
/// (and `"` and `\`) becomes `\XX`.
fn escape_ll_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for &byte in text.as_bytes() {
        if byte.is_ascii_graphic() && byte != b'"' && byte != b'\\' || byte == b' ' {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("\\{byte:02X}"));
        }
    }
    out
}

unsafe extern "C" {
    /// `shim/module_order.cpp`.
    fn spvllvm_move_function_to_end(f: llvm_sys::prelude::LLVMValueRef);
    /// `shim/module_order.cpp`.
    fn spvllvm_add_function_in_address_space(
        m: llvm_sys::prelude::LLVMModuleRef,
        name: *const std::ffi::c_char,
        len: usize,
        ty: llvm_sys::prelude::LLVMTypeRef,
        space: u32,
    ) -> llvm_sys::prelude::LLVMValueRef;
}
