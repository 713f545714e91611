//! Errors of the LLVM → SPIR-V direction: what went wrong, and where (the LLVM function and the
//! instruction as LLVM prints it).

use crate::llvm;
use crate::spirv;

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input is neither LLVM bitcode nor LLVM assembly LLVM accepts.
    #[error("{0}")]
    Parse(String),
    /// The input module fails the LLVM verifier.
    #[error("the input module is broken: {0}")]
    Verify(String),
    /// The module's target triple has no SPIR-V addressing model.
    #[error("unsupported target triple {0:?} (expected spir, spir64, spirv32 or spirv64)")]
    Triple(String),
    /// A variadic function other than `printf` (the reference's `UnsupportedVarArgFunction`),
    /// defined or called; names it.
    #[error("UnsupportedVarArgFunction: Variadic functions other than 'printf' are not supported in SPIR-V. Function: @{0}")]
    VarArg(String),
    /// Valid LLVM IR this translator does not handle; names the construct (type, instruction,
    /// intrinsic, builtin).
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// An intrinsic without translation that `--spirv-allow-unknown-intrinsics` does not allow
    /// (the reference's `InvalidFunctionCall`); names it.
    #[error("unsupported: intrinsic @{0} (--spirv-allow-unknown-intrinsics makes it a call of an imported function)")]
    UnknownIntrinsic(String),
    /// IR that is valid LLVM but breaks a rule of the SPIR/OpenCL conventions (a builtin called
    /// with the wrong arguments, malformed kernel metadata).
    #[error("invalid input: {0}")]
    Invalid(String),
    /// The translation needs a newer SPIR-V version than `--spirv-max-version` allows.
    #[error("needs SPIR-V {needed} for {what}, but the maximum allowed is {max}")]
    Version {
        /// The version the construct needs (`1.3`).
        needed: String,
        /// The maximum allowed (`1.0`).
        max: String,
        /// What needs it.
        what: String,
    },
    /// The translation needs an extension that `--spirv-ext` disallows.
    #[error("needs extension {extension} for {what}, which is not allowed (allow it with --spirv-ext=+{extension})")]
    Extension {
        /// The extension name.
        extension: String,
        /// What needs it.
        what: String,
    },
    /// A construct of a deprecated extension, which is not written (the reference's
    /// `DeprecatedExtension`).
    #[error("{what} needs the deprecated extension {extension}, which is not written")]
    Deprecated {
        /// The extension name.
        extension: String,
        /// What needs it.
        what: String,
    },
    /// An integer type SPIR-V kernels do not have (the reference's `InvalidBitWidth`).
    #[error("integer type i{0}: SPIR-V kernels have i1, i8, i16, i32 and i64 (InvalidBitWidth)")]
    BitWidth(u32),
    /// A construct of the LLVM module that SPIR-V has nothing for (the reference's
    /// `InvalidModule`), in the reference's words.
    #[error("{0}")]
    NoCounterpart(&'static str),
    /// A module-level construct of the LLVM module that SPIR-V cannot express (the
    /// reference's `InvalidLlvmModule`), in the reference's words.
    #[error("{0}")]
    LlvmModule(&'static str),
    /// An address-space cast SPIR-V has no instruction for (the reference's `InvalidModule`).
    #[error("address-space cast from {from} to {to}: {rule}")]
    Cast {
        /// The source storage class.
        from: String,
        /// The destination storage class.
        to: String,
        /// The rule it breaks, in the reference translator's words.
        rule: &'static str,
    },
    /// The LLVM wrapper refused a query (a translator bug, or a corner of the C API); the
    /// cause is kept as the error's source.
    #[error("LLVM: {0}")]
    Llvm(#[source] Box<llvm::Error>),
    /// The SPIR-V writer refused the result (a translator bug); the cause is kept as the
    /// error's source.
    #[error("SPIR-V: {0}")]
    Spirv(#[source] Box<spirv::Error>),
}

/// A translation error with its location.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{kind}", where_(self))]
pub struct Error {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The LLVM function being translated, without the `@`.
    pub function: Option<String>,
    /// The instruction (or global) being translated, as LLVM prints it.
    pub instruction: Option<String>,
}

fn where_(e: &Error) -> String {
    let mut out = String::new();
    if let Some(f) = &e.function {
        out.push_str(&format!("in function @{f}: "));
    }
    if let Some(i) = &e.instruction {
        out.push_str(&format!("`{}`: ", one_line(i)));
    }
    out
}

/// The first line of LLVM's printing, trimmed and bounded (a global with a huge initializer
/// would otherwise flood the message).
fn one_line(text: &str) -> String {
    const MAX: usize = 200;
    let line = text.trim().lines().next().unwrap_or("").trim();
    if line.chars().count() > MAX {
        let cut: String = line.chars().take(MAX).collect();
        format!("{cut}…")
    } else {
        line.to_owned()
    }
}

impl Error {
    /// An error with no location.
    pub fn new(kind: ErrorKind) -> Self {
        Error { kind, function: None, instruction: None }
    }

    /// Adds the function, unless the error already names one.
    pub(crate) fn in_function(mut self, name: &str) -> Self {
        if self.function.is_none() {
            self.function = Some(name.to_owned());
        }
        self
    }

    /// Adds the instruction, unless the error already names one.
    pub(crate) fn at(mut self, inst: llvm::Value<'_>) -> Self {
        if self.instruction.is_none() {
            self.instruction = Some(inst.print());
        }
        self
    }
}

impl From<llvm::Error> for Error {
    fn from(e: llvm::Error) -> Self {
        Error::new(ErrorKind::Llvm(Box::new(e)))
    }
}

impl From<spirv::Error> for Error {
    fn from(e: spirv::Error) -> Self {
        Error::new(ErrorKind::Spirv(Box::new(e)))
    }
}

/// An unsupported-construct error.
pub(crate) fn unsupported(what: impl Into<String>) -> Error {
    Error::new(ErrorKind::Unsupported(what.into()))
}

/// An error for a construct (`what`) that needs an extension `--spirv-ext` does not allow.
pub(crate) fn needs_extension(extension: &str, what: impl Into<String>) -> Error {
    Error::new(ErrorKind::Extension { extension: extension.to_owned(), what: what.into() })
}

/// The error for builtin `name` (without `__spirv_BuiltIn`) that is not a SPIR-V builtin: a
/// deprecated extension's names that extension, any other is unsupported.
pub(crate) fn unknown_builtin(name: &str, what: String) -> Error {
    match crate::tables::extensions::deprecated_builtin(name) {
        Some(extension) => Error::new(ErrorKind::Deprecated { extension: extension.to_owned(), what }),
        None => unsupported(what),
    }
}

/// An invalid-input error.
pub(crate) fn invalid(what: impl Into<String>) -> Error {
    Error::new(ErrorKind::Invalid(what.into()))
}
