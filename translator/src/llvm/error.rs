//! The error type of the LLVM wrapper.
//!
//! Every failure of this layer is one [`Error`]: LLVM's own messages (parser, bitcode reader,
//! verifier) are carried verbatim; argument checks done before calling into LLVM name the
//! operation and what was wrong. Handles are printed with LLVM's printer into the message, so an
//! error never borrows the IR.

/// An error of the LLVM wrapper.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The `.ll` parser rejected the text.
    #[error("cannot parse LLVM assembly: {message}")]
    ParseAssembly {
        /// LLVM's message, with line and column.
        message: String,
    },
    /// The bitcode reader rejected the bytes.
    #[error("cannot read LLVM bitcode: {message}")]
    ParseBitcode {
        /// LLVM's message.
        message: String,
    },
    /// The LLVM verifier rejected a module.
    #[error("LLVM verifier rejected the module: {message}")]
    Verify {
        /// LLVM's message (its lines joined by ` | `).
        message: String,
    },
    /// A string passed to a C function contains a NUL byte.
    #[error("{what} contains a NUL byte")]
    InteriorNul {
        /// What the string was (a function name, a metadata kind, ...).
        what: &'static str,
    },
    /// An argument does not meet the preconditions of the LLVM function.
    #[error("{op}: {reason}")]
    InvalidArgument {
        /// The operation attempted.
        op: &'static str,
        /// What was wrong, with the offending types or values printed.
        reason: String,
    },
    /// A builder was asked to build an instruction before being positioned in a block.
    #[error("{op}: the builder has no insertion point")]
    NoInsertionPoint {
        /// The operation attempted.
        op: &'static str,
    },
    /// A handle from another context, or an IR object from another module, was passed in.
    #[error("{op}: {what} belongs to another LLVM context or module")]
    ForeignHandle {
        /// The operation attempted.
        op: &'static str,
        /// The offending handle, printed.
        what: String,
    },
}

impl Error {
    /// Shorthand for [`Error::InvalidArgument`].
    pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> Self {
        Error::InvalidArgument {
            op,
            reason: reason.into(),
        }
    }
}
