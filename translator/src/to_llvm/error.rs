//! Errors of the SPIR-V → LLVM direction: what, and where (result id, opcode, word offset).

use crate::llvm;
use crate::spirv::{self, Id};

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Valid SPIR-V this translator does not handle yet; names the opcode, capability,
    /// extension or builtin.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// Input the reader accepted but that breaks a rule of the specification.
    #[error("invalid module: {0}")]
    Malformed(String),
    /// The LLVM wrapper refused an operation (the cause is kept as the error's source).
    #[error("LLVM: {0}")]
    Llvm(#[source] Box<llvm::Error>),
    /// The finished module failed the LLVM verifier (a translator bug).
    #[error("the LLVM verifier rejects the translation: {0}")]
    Verify(String),
}

/// A translation error with its location.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}{}", where_(self))]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// Result id of the instruction, if it has one.
    pub id: Option<Id>,
    /// Opcode of the instruction.
    pub opcode: Option<u16>,
    /// Where the instruction is, once known.
    pub location: Option<spirv::Location>,
    /// Word offset of the instruction in the binary, once known.
    pub word_offset: Option<usize>,
    /// The function the instruction is in (its `OpName`, else its result id), once known.
    pub function: Option<String>,
}

fn where_(e: &Error) -> String {
    let mut parts = Vec::new();
    if let Some(op) = e.opcode {
        parts.push(crate::spirv::grammar::opcode_name(op));
    }
    if let Some(id) = e.id {
        parts.push(id.to_string());
    }
    let mut out = String::new();
    if let Some(w) = e.word_offset {
        out.push_str(&format!(" at word {w}"));
    }
    if !parts.is_empty() {
        out.push_str(&format!(" ({})", parts.join(" ")));
    }
    if let Some(f) = &e.function {
        out.push_str(&format!(" in function {f}"));
    }
    out
}

/// How an error names function `id`: its `OpName`, else the id.
fn function_name(module: &spirv::Module, id: Id) -> String {
    let named = module.section(spirv::Section::DebugName).iter().find(|i| i.op() == Some(::spirv::Op::Name) && i.id_operand(0) == Some(id));
    named
        .and_then(|n| spirv::operands::decode_string(n.operands.get(1..)?).ok())
        .map_or_else(|| id.to_string(), |(name, _)| format!("@{name}"))
}

impl Error {
    pub(crate) fn llvm(e: llvm::Error, current: Option<super::Current>) -> Self {
        Error::at(ErrorKind::Llvm(Box::new(e)), current)
    }

    pub(crate) fn at(kind: ErrorKind, current: Option<super::Current>) -> Self {
        Error {
            kind,
            id: current.and_then(|c| c.id),
            opcode: current.map(|c| c.opcode),
            location: current.map(|c| c.location),
            word_offset: None,
            function: None,
        }
    }

    /// Fills in the word offset of the instruction the error names (by its result id, or by
    /// its location), walking the module once.
    pub(crate) fn locate(mut self, module: &spirv::Module) -> Self {
        if self.word_offset.is_some() {
            return self;
        }
        let mut offset = 5;
        for section in spirv::Section::ALL {
            for (i, inst) in module.section(section).iter().enumerate() {
                if self.location == Some(spirv::Location::Section(section, i))
                    || (self.location.is_none() && self.id.is_some() && inst.result == self.id)
                {
                    self.word_offset = Some(offset);
                    return self;
                }
                offset += inst.word_count();
            }
        }
        for (f, func) in module.functions.iter().enumerate() {
            for (i, inst) in func.instructions.iter().enumerate() {
                if self.location == Some(spirv::Location::Function(f, i))
                    || (self.location.is_none() && self.id.is_some() && inst.result == self.id)
                {
                    self.word_offset = Some(offset);
                    self.function = func.instructions.first().and_then(|d| d.result).map(|id| function_name(module, id));
                    return self;
                }
                offset += inst.word_count();
            }
        }
        self
    }
}
