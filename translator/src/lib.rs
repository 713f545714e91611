//! The SPIR-V ⇄ LLVM IR translator.
//!
//! - [`spirv`]: the in-memory SPIR-V module with its reader, writer, assembler and disassembler.
//!   It knows nothing of LLVM.
//! - [`llvm`]: the only `unsafe` code of the workspace, a small safe wrapper over `llvm-sys`.

pub mod llvm;
pub mod spirv;
