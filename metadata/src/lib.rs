//! Every `!spirv.*` and OpenCL metadata shape the translator reads or
//! writes, defined once, typed, and testable without LLVM.
//!
//! The crate has two layers:
//!
//! 1. A small generic tree ([`Md`], [`MdNode`], [`NamedMetadata`],
//!    [`Attachment`]) that mirrors LLVM metadata closely enough for a
//!    one-to-one conversion: integers with their bit width, strings, nodes,
//!    references to functions and globals by name, typed `poison` values,
//!    `null`, plus a self reference and `distinct` identities. The
//!    translator converts between this tree and real LLVM metadata in one
//!    place and nowhere else.
//! 2. Typed values for each shape, each converting both ways:
//!    `to_tree` never fails, `from_tree` checks everything and reports
//!    malformed input as a [`MetadataError`] naming the node and what was
//!    expected. Nothing in this crate panics on any input.
//!
//! | shape | type |
//! |---|---|
//! | module named metadata (`!spirv.*`, `!opencl.*`, `!llvm.ident`) | [`ModuleMetadata`] |
//! | function attachments (`!kernel_arg_*`, work-group sizes, hints, `!spirv.ParameterDecorations`) | [`FunctionMetadata`] |
//! | `!spirv.Decorations` | [`DecorationList`] of [`DecorationNode`] |
//! | `!llvm.loop` and `!spirv.loop.*` | [`LoopMetadata`], [`SpirvLoopControl`] |
//! | `llvm.ptr.annotation` strings | [`parse_annotation`], [`print_annotation`] |
//!
//! SPIR-V facts (decoration names and numbers, operand kinds, enumerants)
//! come from the `spirv` crate and `rspirv`'s grammar tables, never from
//! lists kept here.
//!
//! # Example
//!
//! ```
//! use spirv_llvm_metadata::{Md, MdNode, MemoryModelMd, NodeShape};
//!
//! // !spirv.MemoryModel = !{!5}
//! // !5 = !{i32 2, i32 2}  ; Physical64, OpenCL
//! let tree = MdNode::new(vec![Md::i32(2), Md::i32(2)]);
//! let model = MemoryModelMd::from_tree(&tree)?;
//! assert_eq!(model.addressing, spirv::AddressingModel::Physical64);
//! assert_eq!(model.memory, spirv::MemoryModel::OpenCL);
//! assert_eq!(model.to_tree(), tree);
//! # Ok::<(), spirv_llvm_metadata::MetadataError>(())
//! ```

mod annotations;
mod decorations;
mod error;
mod function;
mod grammar;
mod kernel_arg_strings;
mod loops;
mod module;
pub mod names;
mod opencl;
mod read;
mod tree;

pub use annotations::{AnnotationArg, MemberDecoration, parse_annotation, print_annotation};
pub use decorations::{DecorationList, DecorationNode, ParameterDecorations, VALUE_ID_DECORATIONS};
pub use error::{MetadataError, Result};
pub use function::{
    AccessQual, FunctionMetadata, KernelArgInfo, SubGroupSize, TypeQualifiers, VecTypeHint,
    WorkGroupSize,
};
pub use grammar::Literal;
pub use kernel_arg_strings::{KERNEL_ARG_STRING_LISTS, KernelArgString};
pub use loops::{LoopHint, LoopMetadata, SpirvLoopControl, loop_control_name};
pub use module::{
    EntryPoint, ExecutionModeMd, Extension, Generator, MemoryModelMd, ModuleMetadata, Source,
    SourceExtension, SpirvCapability, SpirvModuleMetadata,
};
pub use opencl::{OpenClModuleMetadata, OpenClVersion};
pub use tree::{
    Attachment, GlobalKind, GlobalRef, Md, MdNode, NamedMetadata, ScalarType, ValueType,
};

/// A metadata shape that is one node: a named-metadata operand or an
/// attachment.
///
/// `to_tree` and `from_tree` are inverses on every value `from_tree`
/// accepts (up to the leniencies each shape documents).
pub trait NodeShape: Sized {
    /// The metadata name the node sits under, without `!`; it starts the
    /// path that errors report.
    const NAME: &'static str;

    /// The tree for this value.
    fn to_tree(&self) -> MdNode;

    /// Reads the value from `node`; errors name the node by `path`.
    fn from_tree_at(node: &MdNode, path: &str) -> Result<Self>;

    /// Reads the value from `node`; errors name it `!NAME`.
    fn from_tree(node: &MdNode) -> Result<Self> {
        Self::from_tree_at(node, &format!("!{}", Self::NAME))
    }
}
