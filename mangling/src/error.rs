//! The one error type of this crate.
//!
//! Every error caused by a symbol or a builtin name carries the byte position in that string
//! where the problem was found, so a diagnostic can point at it. Errors raised while mangling a
//! [`Signature`](crate::Signature) built in code name the offending part instead.

/// What went wrong while mangling, demangling or parsing a builtin name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The symbol ended where more was required.
    #[error("unexpected end of symbol at byte {pos}: expected {expected}")]
    UnexpectedEnd {
        /// Byte position (the length of the symbol).
        pos: usize,
        /// What the grammar required at this point.
        expected: &'static str,
    },
    /// A character that the grammar does not allow at this point.
    #[error("unexpected {found:?} at byte {pos}: expected {expected}")]
    Unexpected {
        /// Byte position of the character.
        pos: usize,
        /// The character found.
        found: char,
        /// What the grammar required at this point.
        expected: &'static str,
    },
    /// Valid Itanium grammar that is outside the builtin type model of this crate.
    #[error("unsupported at byte {pos}: {what}")]
    Unsupported {
        /// Byte position where the construct starts.
        pos: usize,
        /// The construct, in words.
        what: String,
    },
    /// A `<source-name>` whose length prefix runs past the end of the symbol or splits a
    /// character.
    #[error("name at byte {pos} declares {len} bytes but only {available} remain")]
    NameOverrun {
        /// Byte position of the first character of the name.
        pos: usize,
        /// The declared length.
        len: usize,
        /// Bytes left in the symbol.
        available: usize,
    },
    /// A number (length, vector size, address space, substitution index) that does not fit or
    /// is not allowed here.
    #[error("number at byte {pos} is invalid: {reason}")]
    BadNumber {
        /// Byte position of the first digit.
        pos: usize,
        /// Why the number is rejected.
        reason: &'static str,
    },
    /// A substitution (`S_`, `S<seq-id>_`) that refers past the end of the substitution table.
    #[error("substitution at byte {pos} refers to entry {index} but the table has {count} entries")]
    SubstitutionOutOfRange {
        /// Byte position of the `S`.
        pos: usize,
        /// The entry it refers to (0 for `S_`).
        index: usize,
        /// Entries in the table at that point.
        count: usize,
    },
    /// A substitution that refers to an entry of the wrong kind for its position, for example a
    /// qualified pointee used as a parameter type.
    #[error("substitution at byte {pos} refers to {found}, which cannot appear here")]
    SubstitutionKind {
        /// Byte position of the `S`.
        pos: usize,
        /// What the entry is.
        found: &'static str,
    },
    /// Types nest deeper than this crate follows; the limit keeps recursion bounded on
    /// hostile input.
    #[error("types nest deeper than {limit} levels at byte {pos}")]
    TooDeep {
        /// Byte position where the limit was hit.
        pos: usize,
        /// The nesting limit.
        limit: usize,
    },
    /// Characters left over after a complete symbol or name.
    #[error("trailing characters at byte {pos}")]
    Trailing {
        /// Byte position of the first extra character.
        pos: usize,
    },
    /// A name that is not a valid identifier for its role.
    #[error("invalid name {name:?}: {reason}")]
    InvalidName {
        /// The name.
        name: String,
        /// Why it is rejected.
        reason: &'static str,
    },
    /// A signature or function type built in code that cannot be mangled.
    #[error("cannot mangle: {reason}")]
    InvalidSignature {
        /// Why it cannot be mangled.
        reason: String,
    },
    /// A `__spirv_*` builtin name that does not follow the naming rules.
    #[error("invalid SPIR-V builtin name at byte {pos}: {reason}")]
    BadBuiltinName {
        /// Byte position in the name.
        pos: usize,
        /// What is wrong.
        reason: String,
    },
    /// A SPIR-V opaque type name (`__spirv_Image__…`, `spirv.Image._…`) that does not follow the
    /// naming rules.
    #[error("invalid SPIR-V type name at byte {pos}: {reason}")]
    BadTypeName {
        /// Byte position in the name.
        pos: usize,
        /// What is wrong.
        reason: String,
    },
}

impl Error {
    /// The byte position in the input string that the error points at, if the error was caused
    /// by an input string.
    ///
    /// ```
    /// let err = spirv_llvm_mangling::demangle("_Z3sinQ").unwrap_err();
    /// assert_eq!(err.position(), Some(6));
    /// ```
    pub fn position(&self) -> Option<usize> {
        match self {
            Error::UnexpectedEnd { pos, .. }
            | Error::Unexpected { pos, .. }
            | Error::Unsupported { pos, .. }
            | Error::NameOverrun { pos, .. }
            | Error::BadNumber { pos, .. }
            | Error::SubstitutionOutOfRange { pos, .. }
            | Error::SubstitutionKind { pos, .. }
            | Error::TooDeep { pos, .. }
            | Error::Trailing { pos }
            | Error::BadBuiltinName { pos, .. }
            | Error::BadTypeName { pos, .. } => Some(*pos),
            Error::InvalidName { .. } | Error::InvalidSignature { .. } => None,
        }
    }
}
