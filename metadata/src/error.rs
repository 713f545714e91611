//! The one error type of this crate.
//!
//! Every variant caused by input names the offending node by a path that
//! starts at the metadata name a reader can search for in the `.ll` text,
//! e.g. `!spirv.ExecutionMode operand 0, operand 1`, and says what was
//! expected there.

/// Malformed metadata: wrong operand count or kind, unknown enumeration
/// value, bad annotation string.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{Md, MdNode, MemoryModelMd, MetadataError, NodeShape};
///
/// let err = MemoryModelMd::from_tree(&MdNode::new(vec![Md::i32(2)])).unwrap_err();
/// assert!(matches!(err, MetadataError::OperandCount { found: 1, .. }));
/// assert_eq!(
///     err.to_string(),
///     "!spirv.MemoryModel: expected 2 operands (addressing model, memory model), found 1"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MetadataError {
    /// A node has the wrong number of operands.
    #[error("{node}: expected {expected}, found {found}")]
    OperandCount {
        /// Path of the node.
        node: String,
        /// What the node should hold, e.g. `3 operands (x, y, z)`.
        expected: String,
        /// How many operands it holds.
        found: usize,
    },
    /// An operand has the wrong kind, e.g. a string where an integer belongs.
    #[error("{node}: expected {expected}, found {found}")]
    OperandKind {
        /// Path of the operand.
        node: String,
        /// What the operand should be.
        expected: String,
        /// A description of what it is.
        found: String,
    },
    /// An integer operand is outside the range of what it encodes.
    #[error("{node}: expected {expected}, found {value}")]
    OutOfRange {
        /// Path of the operand.
        node: String,
        /// What the operand should be, including its range.
        expected: String,
        /// The value found (as an unsigned bit pattern).
        value: u64,
    },
    /// An integer is not a value of the SPIR-V enumeration it encodes
    /// (unknown decoration id, capability, execution mode, …).
    #[error("{node}: expected a SPIR-V {what}, found unknown value {value}")]
    UnknownEnumValue {
        /// Path of the operand.
        node: String,
        /// The SPIR-V operand kind, e.g. `Decoration`.
        what: String,
        /// The value found.
        value: u64,
    },
    /// A string or metadata name is not one of the accepted spellings.
    #[error("{node}: expected {expected}, found `{found}`")]
    UnknownName {
        /// Path of the operand or attachment.
        node: String,
        /// The accepted spellings, described.
        expected: String,
        /// The spelling found.
        found: String,
    },
    /// The SPIR-V grammar gives a decoration, execution mode or loop control
    /// an operand of a kind that metadata cannot carry (an `<id>`).
    #[error("{node}: {what} takes a SPIR-V {kind} operand, which metadata cannot carry")]
    UnsupportedOperand {
        /// Path of the node.
        node: String,
        /// The decoration, execution mode or loop control.
        what: String,
        /// The grammar operand kind, e.g. `IdRef`.
        kind: String,
    },
    /// Two per-argument lists of one kernel disagree on the argument count.
    #[error("{node}: describes {found} kernel argument(s), but {other} describes {expected}")]
    ArgumentCount {
        /// The attachment with the unexpected length.
        node: String,
        /// The attachment it was compared with.
        other: String,
        /// The argument count of `other`.
        expected: usize,
        /// The argument count of `node`.
        found: usize,
    },
    /// A member annotation string (`llvm.ptr.annotation`) is malformed.
    #[error("annotation `{text}`, byte {offset}: expected {expected}")]
    Annotation {
        /// The whole annotation string.
        text: String,
        /// Byte offset of the problem in `text`.
        offset: usize,
        /// What was expected at `offset`.
        expected: String,
    },
}

/// Shorthand for results of this crate.
pub type Result<T, E = MetadataError> = std::result::Result<T, E>;
