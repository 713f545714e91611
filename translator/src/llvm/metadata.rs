//! Metadata: strings, nodes, values as metadata, attachments on instructions and globals, and
//! named metadata.
//!
//! Invariants:
//! - A `Metadata<'a>` is a non-null `LLVMMetadataRef` plus the raw context it lives in (the C
//!   API needs the context to wrap metadata as a value, and has no getter for it).
//! - Node operands can only be read through `LLVMMetadataAsValue`, which rewrites `!{C}` to `C`
//!   and `!{null}` to `!{}` (`LLVM-NOTES.md`, trap 8). [`Metadata::operands`] undoes the
//!   rewrite for the node asked about (it knows its own pointer) and rebuilds nested `!{C}`
//!   nodes as uniqued nodes; a nested `!{null}` or nested *distinct* `!{C}` is the remaining loss.
//! - Attachments are read with `LLVMInstructionGetAllMetadataOtherThanDebugLoc` /
//!   `LLVMGlobalCopyAllMetadata`, which give the attached node itself; the entry arrays are
//!   freed after copying.
//! - Only `MDNode`s are attached or added to named metadata: the C functions `cast<MDNode>`.

use std::fmt;
use std::marker::PhantomData;

use llvm_sys::core::{
    LLVMAddNamedMetadataOperand, LLVMDisposeValueMetadataEntries, LLVMGetMDNodeNumOperands,
    LLVMGetMDNodeOperands, LLVMGetMDString, LLVMGetNamedMetadataName,
    LLVMGetNamedMetadataNumOperands, LLVMGetNamedMetadataOperands, LLVMGetValueContext,
    LLVMGlobalCopyAllMetadata, LLVMGlobalSetMetadata,
    LLVMInstructionGetAllMetadataOtherThanDebugLoc, LLVMIsAGlobalObject, LLVMMDNodeInContext2,
    LLVMMDStringInContext2, LLVMMetadataAsValue, LLVMPrintValueToString, LLVMSetMetadata,
    LLVMValueAsMetadata, LLVMValueMetadataEntriesGetKind, LLVMValueMetadataEntriesGetMetadata,
};
use llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use llvm_sys::prelude::{
    LLVMContextRef, LLVMMetadataRef, LLVMModuleRef, LLVMNamedMDNodeRef, LLVMValueRef,
};

use super::context::Context;
use super::enums::{MetadataKind, ValueKind};
use super::ffi::{self, c_string, take_message};
use super::values::Value;
use super::{Error, Result};

/// A piece of metadata: a string, a node (tuple or debug-info node), or a value wrapped as
/// metadata.
#[derive(Clone, Copy)]
pub struct Metadata<'a> {
    raw: LLVMMetadataRef,
    context: LLVMContextRef,
    _owner: PhantomData<&'a Context>,
}

impl PartialEq for Metadata<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}

impl Eq for Metadata<'_> {}

impl std::hash::Hash for Metadata<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.raw.hash(state);
    }
}

impl<'a> Metadata<'a> {
    /// Wraps metadata of `context`; null gives `None`.
    pub(crate) fn from_raw(raw: LLVMMetadataRef, context: LLVMContextRef) -> Option<Self> {
        (!raw.is_null()).then_some(Metadata {
            raw,
            context,
            _owner: PhantomData,
        })
    }

    /// The raw metadata.
    pub(crate) fn raw(self) -> LLVMMetadataRef {
        self.raw
    }

    /// The raw context the metadata lives in.
    pub(crate) fn context_raw(self) -> LLVMContextRef {
        self.context
    }

    /// What kind of metadata this is.
    pub fn kind(self) -> MetadataKind {
        // SAFETY: `self` is live metadata; the kind is read as an integer (see ffi.rs).
        MetadataKind::from_code(unsafe { ffi::get_metadata_kind(self.raw) })
    }

    /// Whether this is a node (`!{...}` or a debug-info node).
    pub fn is_node(self) -> bool {
        self.kind().is_node()
    }

    /// The metadata wrapped as a value (`metadata ...` operands of calls).
    pub fn as_value(self) -> Value<'a> {
        // SAFETY: `self` is live metadata of `self.context`; never null.
        Value::from_raw_nonnull(unsafe { LLVMMetadataAsValue(self.context, self.raw) })
    }

    /// The bytes of an `MDString`.
    pub fn string_bytes(self) -> Option<Vec<u8>> {
        if self.kind() != MetadataKind::MdString {
            return None;
        }
        let mut len = 0;
        // SAFETY: the value wraps an `MDString`; its bytes are owned by it and copied at once.
        let ptr = unsafe { LLVMGetMDString(self.as_value().raw(), &mut len) };
        Some(ffi::borrowed_bytes(ptr, len as usize))
    }

    /// The text of an `MDString` (invalid UTF-8 replaced).
    pub fn as_string(self) -> Option<String> {
        self.string_bytes()
            .map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    /// The value wrapped by `ConstantAsMetadata` or `LocalAsMetadata` (for `!{i32 7}`, the
    /// operand's `i32 7`).
    pub fn value(self) -> Option<Value<'a>> {
        if !matches!(
            self.kind(),
            MetadataKind::ConstantAsMetadata | MetadataKind::LocalAsMetadata
        ) {
            return None;
        }
        let mut out: LLVMValueRef = std::ptr::null_mut();
        // SAFETY: the value wraps a `ValueAsMetadata`, for which LLVM writes exactly one value.
        unsafe { LLVMGetMDNodeOperands(self.as_value().raw(), &mut out) };
        Value::from_raw(out)
    }

    /// The operands of a node (`None` for metadata that is not a node); `None` operands are
    /// `null`.
    pub fn operands(self) -> Option<Vec<Option<Metadata<'a>>>> {
        if !self.is_node() {
            return None;
        }
        let wrapped = self.as_value();
        // SAFETY: `wrapped` is a live `MetadataAsValue`.
        let canonical = unsafe { LLVMValueAsMetadata(wrapped.raw()) };
        if canonical != self.raw {
            // LLVM rewrote `!{C}` to `C` or `!{null}` to `!{}`.
            let single = Metadata::from_raw(canonical, self.context)
                .filter(|c| c.kind() == MetadataKind::ConstantAsMetadata);
            return Some(vec![single]);
        }
        // SAFETY: `wrapped` wraps an `MDNode`; `raw` gets room for every operand.
        let count = unsafe { LLVMGetMDNodeNumOperands(wrapped.raw()) };
        let mut raw: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: as above.
        unsafe { LLVMGetMDNodeOperands(wrapped.raw(), raw.as_mut_ptr()) };
        Some(
            raw.into_iter()
                .map(|op| self.operand_from_value(op))
                .collect(),
        )
    }

    /// Converts one operand as `LLVMGetMDNodeOperands` returns it back to metadata.
    fn operand_from_value(self, op: LLVMValueRef) -> Option<Metadata<'a>> {
        let value = Value::from_raw(op)?;
        // SAFETY: `op` is a live value: a constant (for `ConstantAsMetadata` operands) or a
        // `MetadataAsValue` (for every other operand).
        let md = Metadata::from_raw(unsafe { LLVMValueAsMetadata(op) }, self.context)?;
        if value.kind() == ValueKind::MetadataAsValue
            && md.kind() == MetadataKind::ConstantAsMetadata
        {
            // A nested `!{C}`, rewritten to `C` by `LLVMMetadataAsValue`: rebuild the node.
            let mut ops = [md.raw];
            // SAFETY: the context is live; `ops` holds one operand of it.
            return Metadata::from_raw(
                unsafe { LLVMMDNodeInContext2(self.context, ops.as_mut_ptr(), 1) },
                self.context,
            );
        }
        Some(md)
    }

    /// LLVM's text for the metadata.
    pub fn print(self) -> String {
        // SAFETY: the wrapped value is live; the string is freed by `take_message`.
        take_message(unsafe { LLVMPrintValueToString(self.as_value().raw()) })
    }

    /// Fails unless this is a node of `context`.
    fn check_node(self, op: &'static str, context: LLVMContextRef) -> Result<()> {
        if self.context != context {
            return Err(Error::ForeignHandle {
                op,
                what: format!("metadata {self}"),
            });
        }
        if !self.is_node() {
            return Err(Error::invalid(op, format!("{self} is not a metadata node")));
        }
        Ok(())
    }
}

impl fmt::Display for Metadata<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.print().trim())
    }
}

impl fmt::Debug for Metadata<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Metadata({})", self.print().trim())
    }
}

/// Metadata constructors.
impl Context {
    /// An `MDString` `!"text"`.
    pub fn md_string(&self, text: &str) -> Metadata<'_> {
        self.md_string_bytes(text.as_bytes())
    }

    /// An `MDString` of arbitrary bytes.
    pub fn md_string_bytes(&self, bytes: &[u8]) -> Metadata<'_> {
        // SAFETY: the context is live; LLVM copies `bytes.len()` bytes; never null.
        let raw = unsafe { LLVMMDStringInContext2(self.raw(), bytes.as_ptr().cast(), bytes.len()) };
        Metadata {
            raw,
            context: self.raw(),
            _owner: PhantomData,
        }
    }

    /// A uniqued node `!{ops...}`.
    pub fn md_node<'a>(&'a self, ops: &[Metadata<'a>]) -> Result<Metadata<'a>> {
        let ops: Vec<Option<Metadata<'a>>> = ops.iter().copied().map(Some).collect();
        self.md_node_with_nulls(&ops)
    }

    /// A uniqued node whose `None` operands are `null`.
    pub fn md_node_with_nulls<'a>(&'a self, ops: &[Option<Metadata<'a>>]) -> Result<Metadata<'a>> {
        let mut raw = self.node_operands("md_node", ops.iter().copied())?;
        // SAFETY: the context is live; every operand is metadata of it (or null); `raw` holds
        // `raw.len()` operands.
        let node = unsafe { LLVMMDNodeInContext2(self.raw(), raw.as_mut_ptr(), raw.len()) };
        Metadata::from_raw(node, self.raw())
            .ok_or_else(|| Error::invalid("md_node", "LLVM returned no node"))
    }

    /// A distinct node whose first operand is the node itself, followed by `rest`: the shape
    /// of `llvm.loop` and similar self-identifying metadata (`!0 = distinct !{!0, ...}`).
    pub fn md_self_referential_node<'a>(&'a self, rest: &[Metadata<'a>]) -> Result<Metadata<'a>> {
        const OP: &str = "md_self_referential_node";
        let mut raw = self.node_operands(OP, rest.iter().copied().map(Some))?;
        // SAFETY: the context is live; an empty temporary node needs no operands.
        let temporary = unsafe { LLVMTemporaryMDNode(self.raw(), std::ptr::null_mut(), 0) };
        if temporary.is_null() {
            return Err(Error::invalid(OP, "LLVM returned no temporary node"));
        }
        raw.insert(0, temporary);
        // SAFETY: as in `md_node_with_nulls`; the temporary node is a valid operand.
        let node = unsafe { LLVMMDNodeInContext2(self.raw(), raw.as_mut_ptr(), raw.len()) };
        // SAFETY: `temporary` is a temporary node; replacing its uses by `node` (which uses it)
        // makes `node` self-referential and distinct, and deletes `temporary`, which is not
        // used again.
        unsafe { LLVMMetadataReplaceAllUsesWith(temporary, node) };
        Metadata::from_raw(node, self.raw())
            .ok_or_else(|| Error::invalid(OP, "LLVM returned no node"))
    }

    /// Checks node operands (same context, not function-local) and returns them raw.
    fn node_operands<'a>(
        &self,
        op: &'static str,
        ops: impl Iterator<Item = Option<Metadata<'a>>>,
    ) -> Result<Vec<LLVMMetadataRef>> {
        let mut raw = Vec::new();
        for operand in ops {
            match operand {
                None => raw.push(std::ptr::null_mut()),
                Some(md) => {
                    if md.context != self.raw() {
                        return Err(Error::ForeignHandle {
                            op,
                            what: format!("metadata {md}"),
                        });
                    }
                    if md.kind() == MetadataKind::LocalAsMetadata {
                        return Err(Error::invalid(
                            op,
                            format!("function-local {md} cannot be in a node"),
                        ));
                    }
                    raw.push(md.raw);
                }
            }
        }
        Ok(raw)
    }
}

/// Values as metadata, and metadata attachments.
impl<'a> Value<'a> {
    /// The value as metadata: `ConstantAsMetadata` for constants (including globals),
    /// `LocalAsMetadata` for instructions and arguments, the metadata itself for a
    /// `MetadataAsValue`.
    pub fn to_metadata(self) -> Result<Metadata<'a>> {
        let ok = self.is_constant()
            || self.is_instruction()
            || self.is_argument()
            || self.kind() == ValueKind::MetadataAsValue;
        if !ok {
            return Err(Error::invalid(
                "to_metadata",
                format!("{self} cannot be metadata"),
            ));
        }
        // SAFETY: `self` is a constant, function-local value or metadata-as-value.
        let raw = unsafe { LLVMValueAsMetadata(self.raw()) };
        Metadata::from_raw(raw, self.context_raw())
            .ok_or_else(|| Error::invalid("to_metadata", "LLVM returned null"))
    }

    /// The metadata of a `metadata ...` value (a call argument), if this is one.
    pub fn as_metadata(self) -> Option<Metadata<'a>> {
        if self.kind() != ValueKind::MetadataAsValue {
            return None;
        }
        self.to_metadata().ok()
    }

    /// Whether the value can carry metadata attachments: instructions and global objects.
    fn attachment_holder(self) -> Option<bool> {
        if self.is_instruction() {
            return Some(true);
        }
        // SAFETY: `self` is live.
        (!unsafe { LLVMIsAGlobalObject(self.raw()) }.is_null()).then_some(false)
    }

    /// Every metadata attachment of an instruction (except `!dbg`) or global object, as
    /// `(kind number, node)`; empty for other values. Compare kinds with
    /// [`Context::metadata_kind_id`].
    pub fn all_metadata(self) -> Vec<(u32, Metadata<'a>)> {
        let Some(is_instruction) = self.attachment_holder() else {
            return Vec::new();
        };
        let mut count = 0usize;
        // SAFETY: `self` is an instruction or global object, as each function requires.
        let entries = unsafe {
            if is_instruction {
                LLVMInstructionGetAllMetadataOtherThanDebugLoc(self.raw(), &mut count)
            } else {
                LLVMGlobalCopyAllMetadata(self.raw(), &mut count)
            }
        };
        let context = self.context_raw();
        let mut out = Vec::with_capacity(count);
        for i in 0..count {
            let Ok(index) = u32::try_from(i) else { break };
            // SAFETY: `entries` holds `count` entries and `index < count`.
            let (kind, md) = unsafe {
                (
                    LLVMValueMetadataEntriesGetKind(entries, index),
                    LLVMValueMetadataEntriesGetMetadata(entries, index),
                )
            };
            if let Some(md) = Metadata::from_raw(md, context) {
                out.push((kind, md));
            }
        }
        if !entries.is_null() {
            // SAFETY: `entries` was allocated by LLVM for us and is freed once.
            unsafe { LLVMDisposeValueMetadataEntries(entries) };
        }
        out
    }

    /// The attachment of kind `kind` (`"tbaa"`, `"llvm.loop"`, a custom name) on an
    /// instruction or global object.
    pub fn metadata(self, kind: &str) -> Result<Option<Metadata<'a>>> {
        let id = kind_id(self, kind)?;
        Ok(self
            .all_metadata()
            .into_iter()
            .find(|&(k, _)| k == id)
            .map(|(_, md)| md))
    }

    /// Attaches `node` as kind `kind` to an instruction or global object (replacing any
    /// attachment of that kind).
    pub fn set_metadata(self, kind: &str, node: Metadata<'a>) -> Result<()> {
        const OP: &str = "set_metadata";
        let is_instruction = self
            .attachment_holder()
            .ok_or_else(|| Error::invalid(OP, format!("{self} cannot carry metadata")))?;
        node.check_node(OP, self.context_raw())?;
        let id = kind_id(self, kind)?;
        // SAFETY: `self` is an instruction (given a `MetadataAsValue` of a node) or a global
        // object (given the node), as each function requires; all of one context.
        unsafe {
            if is_instruction {
                LLVMSetMetadata(self.raw(), id, node.as_value().raw());
            } else {
                LLVMGlobalSetMetadata(self.raw(), id, node.raw());
            }
        }
        Ok(())
    }
}

/// The metadata kind number of `kind` in the context of `value`.
fn kind_id(value: Value<'_>, kind: &str) -> Result<u32> {
    ffi::check_no_nul("metadata kind name", kind)?;
    let len = ffi::to_c_uint("metadata kind", kind.len())?;
    // SAFETY: `value` is live; the name is passed with its length.
    Ok(unsafe {
        llvm_sys::core::LLVMGetMDKindIDInContext(
            LLVMGetValueContext(value.raw()),
            kind.as_ptr().cast(),
            len,
        )
    })
}

/// Named metadata of a module (`!opencl.ocl.version = !{...}`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct NamedMetadata<'a> {
    raw: LLVMNamedMDNodeRef,
    module: LLVMModuleRef,
    context: LLVMContextRef,
    _owner: PhantomData<&'a Context>,
}

impl<'a> NamedMetadata<'a> {
    /// Wraps named metadata of `module` (in `context`); null gives `None`.
    pub(crate) fn from_raw(
        raw: LLVMNamedMDNodeRef,
        module: LLVMModuleRef,
        context: LLVMContextRef,
    ) -> Option<Self> {
        (!raw.is_null()).then_some(NamedMetadata {
            raw,
            module,
            context,
            _owner: PhantomData,
        })
    }

    /// The raw named metadata.
    pub(crate) fn raw(self) -> LLVMNamedMDNodeRef {
        self.raw
    }

    /// The raw module.
    pub(crate) fn module_raw(self) -> LLVMModuleRef {
        self.module
    }

    /// The raw context.
    pub(crate) fn context_raw(self) -> LLVMContextRef {
        self.context
    }

    /// The name, without `!`.
    pub fn name(self) -> String {
        let mut len = 0;
        // SAFETY: `self` is live; the name is owned by it and copied at once.
        let ptr = unsafe { LLVMGetNamedMetadataName(self.raw, &mut len) };
        ffi::borrowed_string(ptr, len)
    }

    /// The operand nodes.
    pub fn operands(self) -> Vec<Metadata<'a>> {
        let Ok(name) = c_string("named metadata name", &self.name()) else {
            return Vec::new();
        };
        // SAFETY: the module is live; the name is a C string; `raw` gets room for every
        // operand LLVM reports for that name.
        let count = unsafe { LLVMGetNamedMetadataNumOperands(self.module, name.as_ptr()) };
        let mut raw: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); count as usize];
        // SAFETY: as above.
        unsafe { LLVMGetNamedMetadataOperands(self.module, name.as_ptr(), raw.as_mut_ptr()) };
        raw.into_iter()
            .filter_map(|v| self.node_from_value(v))
            .collect()
    }

    /// Converts an operand as `LLVMGetNamedMetadataOperands` returns it (a `MetadataAsValue`
    /// of the node, `!{C}` rewritten to `C`) back to the node.
    fn node_from_value(self, value: LLVMValueRef) -> Option<Metadata<'a>> {
        if value.is_null() {
            return None;
        }
        // SAFETY: `value` is a live `MetadataAsValue`.
        let md = Metadata::from_raw(unsafe { LLVMValueAsMetadata(value) }, self.context)?;
        if md.kind() == MetadataKind::ConstantAsMetadata {
            let mut ops = [md.raw];
            // SAFETY: the context is live; `ops` holds one operand of it.
            return Metadata::from_raw(
                unsafe { LLVMMDNodeInContext2(self.context, ops.as_mut_ptr(), 1) },
                self.context,
            );
        }
        Some(md)
    }

    /// Appends a node.
    pub fn add_operand(self, node: Metadata<'a>) -> Result<()> {
        const OP: &str = "add_operand";
        node.check_node(OP, self.context)?;
        let name = c_string("named metadata name", &self.name())?;
        // SAFETY: the module is live; the name is a C string; the value wraps a node of the
        // module's context.
        unsafe { LLVMAddNamedMetadataOperand(self.module, name.as_ptr(), node.as_value().raw()) };
        Ok(())
    }
}

impl fmt::Debug for NamedMetadata<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NamedMetadata(!{})", self.name())
    }
}
