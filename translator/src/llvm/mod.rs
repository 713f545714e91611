//! Safe wrapper over the LLVM 22 C API (through `llvm-sys` 221): the only `unsafe` code of the
//! workspace.
//!
//! Just enough of LLVM for the two translation directions: building IR (SPIR-V → LLVM) and
//! reading it (LLVM → SPIR-V), plus parsing, printing, bitcode I/O and the verifier.
//!
//! # Ownership and lifetimes
//!
//! - [`Context`] owns an `LLVMContextRef` and disposes it in `Drop`.
//! - [`Module`] borrows its context (`Module<'ctx>`) and disposes the module in `Drop`, unless
//!   [`Module::into_raw`] handed the module over to someone else.
//! - [`Builder`] owns an `LLVMBuilderRef`, is bound to one module and disposes itself in `Drop`.
//! - [`Type`], [`Value`], [`Function`], [`GlobalVariable`], [`BasicBlock`], [`Metadata`] and
//!   [`NamedMetadata`] are `Copy` handles over raw pointers with a lifetime `'a` and
//!   `PhantomData<&'a Context>`. Things owned by the context (types, constants, metadata strings
//!   and nodes) get the lifetime of the context borrow; things owned by a module (functions,
//!   globals, blocks, instructions, arguments, named metadata) get the lifetime of the *module*
//!   borrow, so no handle outlives the module that frees it. The lifetime is covariant: a
//!   `Type<'ctx>` or a constant `Value<'ctx>` is accepted wherever a `Type<'m>`/`Value<'m>` is.
//! - Nothing in this API deletes IR, so a handle stays valid for its whole lifetime.
//!
//! # Checking
//!
//! Debian's LLVM is built without assertions: misuse of the C API is undefined behaviour, not an
//! error message. Every public function here therefore checks the preconditions of the C
//! functions it calls (kinds of types and values, operand types, indices, alignments, that
//! handles belong to the right context and module) and returns [`Error`] or `None` instead.
//! Problems that only show in the module as a whole (a block without terminator, a call with the
//! wrong calling convention) are left to [`Module::verify`], which never aborts.
//! Queries that only apply to some kinds of value or type return `Option`, `None` meaning "not
//! applicable here".
//!
//! # Known traps handled here (see `LLVM-NOTES.md`)
//!
//! - Bitcode errors are reported through the context's diagnostic handler, which by default
//!   prints and calls `exit(1)`: [`Context`] installs its own handler that records diagnostics.
//! - C functions returning enums are redeclared to return integers, so that a value unknown to
//!   `llvm-sys` is never materialised as a Rust enum.
//! - `.ll` text is parsed from a NUL-terminated copy; `LLVMParseIRInContext2` does not take the
//!   buffer, which is disposed here.
//! - `undef` tests exclude `poison`; exact float and wide integer bits are read by constant
//!   folding (bitcast, shift, truncate), never through `double` or a 64-bit truncation.
//! - A metadata node `!{C}` passed through `LLVMMetadataAsValue` comes back as `C`; node operands
//!   are rebuilt so that [`Metadata::operands`] returns what the node holds. Two lossy corners
//!   remain: a nested `!{null}` reads back as `!{}`, and a nested *distinct* `!{C}` reads back as
//!   the uniqued `!{C}`.
//! - `LLVMSetDataLayout` ends the process on a malformed layout string:
//!   [`Module::set_data_layout`] validates the string with the `.ll` parser first.
//!
//! # Example
//!
//! ```
//! use spirv_llvm_translator::llvm::{Context, Module};
//!
//! let ctx = Context::new();
//! let module = Module::parse_ir(&ctx, "define i32 @answer() {\n  ret i32 42\n}\n")?;
//! module.verify()?;
//! let f = module.get_function("answer").expect("defined above");
//! let entry = f.entry_block().expect("has a body");
//! let ret = entry.terminator().expect("ends in ret");
//! let value = ret.operand(0).and_then(|v| v.const_int_zext());
//! assert_eq!(value, Some(42));
//! # Ok::<(), spirv_llvm_translator::llvm::Error>(())
//! ```
#![allow(unsafe_code)]

mod attributes;
mod builder;
mod context;
mod debug_builder;
mod debug_info;
mod enums;
mod error;
mod ffi;
mod function;
pub mod guard;
mod instructions;
mod jit;
mod jit_runtime;
mod metadata;
mod module;
mod types;
mod values;

pub use attributes::{AttrIndex, Attribute};
pub use builder::Builder;
pub use context::{Context, Diagnostic, Severity, SyncScope};
pub use debug_builder::{DebugBuilder, SubprogramInfo};
pub use debug_info::{DbgRecord, DbgRecordKind, DiNode};
pub use enums::{
    AtomicOrdering, AtomicRmwBinOp, BinaryOp, CallingConv, CastOp, FastMathFlags, GepNoWrapFlags,
    IntPredicate, Linkage, MetadataKind, Opcode, RealPredicate, TypeKind, UnnamedAddr, ValueKind,
};
pub use error::Error;
pub use function::{BasicBlock, Function, GlobalVariable, lookup_intrinsic_id};
pub use jit::{Entry, Jit};
pub use metadata::{Metadata, NamedMetadata};
pub use module::Module;
pub use types::Type;
pub use values::{InlineAsm, Value};

/// Result type of this module.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// An iterator over a linked list of LLVM objects (functions, globals, blocks, instructions,
/// named metadata), advancing with an LLVM `LLVMGetNext*` function.
pub struct IrIter<T> {
    next: Option<T>,
    step: fn(T) -> Option<T>,
}

impl<T: Copy> IrIter<T> {
    fn new(first: Option<T>, step: fn(T) -> Option<T>) -> Self {
        IrIter { next: first, step }
    }
}

impl<T: Copy> Iterator for IrIter<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        let current = self.next?;
        self.next = (self.step)(current);
        Some(current)
    }
}

impl<T: Copy> std::iter::FusedIterator for IrIter<T> {}
