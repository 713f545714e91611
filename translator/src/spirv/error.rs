//! Errors of the SPIR-V layer: decoding (word offset, instruction index, opcode) and assembly
//! text (line and column).

use super::grammar;

/// What went wrong while decoding a binary module.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Fewer than five words.
    #[error("Invalid SPIR-V binary: module is too short for a header ({0} bytes)")]
    TooShort(usize),
    /// The byte length is not a multiple of four.
    #[error("Invalid SPIR-V binary: module length {0} is not a multiple of 4 bytes")]
    NotWordAligned(usize),
    /// The first word is not the SPIR-V magic number in either byte order.
    #[error("InvalidModule: Invalid SPIR-V module: invalid magic number {0:#010x}")]
    BadMagic(u32),
    /// The version word is not SPIR-V 1.0 to 1.6.
    #[error("unsupported SPIR-V version word {0:#010x} (supported: 1.0 to 1.6)")]
    UnsupportedVersion(u32),
    /// The id bound exceeds the specification's universal limit.
    #[error("id bound {0} exceeds the SPIR-V limit of 4194303")]
    BoundTooLarge(u32),
    /// An instruction claims zero words.
    #[error("instruction word count is 0")]
    ZeroWordCount,
    /// An instruction runs past the end of the module.
    #[error(
        "InvalidWordCount:  WordCount exceeds remaining input stream size: expected size = {} bytes, remaining size = {} bytes (the instruction needs {needed} words, {available} remain)",
        (needed - 1) * 4,
        available.saturating_sub(1) * 4
    )]
    Truncated {
        /// Words the instruction claims.
        needed: usize,
        /// Words left in the module.
        available: usize,
    },
    /// The opcode is not in the grammar.
    #[error("unknown opcode {0}")]
    UnknownOpcode(u16),
    /// A required operand is missing.
    #[error("missing operand: expected {0}")]
    MissingOperand(String),
    /// Words remain after every operand of the grammar was read.
    #[error("{0} words left over after the last operand")]
    ExtraOperands(usize),
    /// An id operand is zero or not below the bound.
    #[error("id {id} is out of bounds (bound {bound})")]
    IdOutOfBound {
        /// The id.
        id: u32,
        /// The header's bound.
        bound: u32,
    },
    /// A result id is defined twice.
    #[error("id %{0} is defined more than once")]
    DuplicateId(u32),
    /// An enumerated operand has a value the grammar does not list.
    #[error("unknown {kind} value {value:#x}")]
    UnknownEnumerant {
        /// The operand kind.
        kind: String,
        /// The value.
        value: u32,
    },
    /// A literal string lacks its terminating NUL.
    #[error("literal string is not NUL-terminated within the instruction")]
    UnterminatedString,
    /// A literal string is not UTF-8.
    #[error("literal string is not valid UTF-8")]
    InvalidString,
    /// A context-dependent literal's type is unknown or not numeric.
    #[error("cannot size literal: {0}")]
    UnknownLiteralType(String),
    /// An extended instruction number that its set does not define.
    #[error("unknown instruction {number} of extended instruction set {set}")]
    UnknownExtInst {
        /// The set's import name.
        set: String,
        /// The instruction number.
        number: u32,
    },
    /// `OpSpecConstantOp` names an opcode the grammar does not know.
    #[error("OpSpecConstantOp with unknown opcode {0}")]
    UnknownSpecConstantOp(u32),
    /// An instruction appears in the wrong section of the logical layout.
    #[error("instruction belongs to section {found:?} but follows section {after:?}")]
    OutOfOrder {
        /// The section of the instruction.
        found: String,
        /// The section seen before it.
        after: String,
    },
    /// A function-level instruction outside a function.
    #[error("instruction outside a function")]
    OutsideFunction,
    /// A module-level instruction inside a function.
    #[error("module-level instruction inside a function")]
    InsideFunction,
    /// A module-level instruction after the first function.
    #[error("module-level instruction after the first function")]
    AfterFunctions,
    /// `OpFunction` inside a function.
    #[error("OpFunction inside another function")]
    NestedFunction,
    /// The module ends inside a function.
    #[error("module ends inside a function (missing OpFunctionEnd)")]
    UnclosedFunction,
    /// A second `OpMemoryModel`.
    #[error("second OpMemoryModel")]
    DuplicateMemoryModel,
    /// An encoded instruction would exceed 65535 words.
    #[error("instruction has {0} words; the limit is 65535")]
    InstructionTooLong(usize),
}

/// A decoding (or encoding) error with its location.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at word {word_offset}{}", describe(*.instruction, *.opcode))]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// Word offset from the start of the module.
    pub word_offset: usize,
    /// Index of the instruction (0 is the first after the header), if any.
    pub instruction: Option<usize>,
    /// The instruction's opcode, if known.
    pub opcode: Option<u16>,
}

fn describe(instruction: Option<usize>, opcode: Option<u16>) -> String {
    match (instruction, opcode) {
        (Some(i), Some(op)) => format!(" (instruction {i}, {})", grammar::opcode_name(op)),
        (Some(i), None) => format!(" (instruction {i})"),
        (None, _) => " (header)".to_string(),
    }
}

impl Error {
    pub(crate) fn header(kind: ErrorKind, word_offset: usize) -> Self {
        Error { kind, word_offset, instruction: None, opcode: None }
    }
}

/// An error in assembly text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct AsmError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}
