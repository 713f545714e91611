//! The SPIR-V ⇄ LLVM IR translator.
//!
//! - [`spirv`]: the in-memory SPIR-V module with its reader, writer, assembler and disassembler.
//!   It knows nothing of LLVM.
//! - [`llvm`]: the only `unsafe` code of the workspace, a small safe wrapper over `llvm-sys`.
//! - [`to_llvm`]: SPIR-V → LLVM IR.
//! - [`to_spirv`]: LLVM IR → SPIR-V.
//! - [`tables`]: the SPIR-V ↔ LLVM correspondences, written once.

pub mod llvm;
pub mod run;
pub mod spirv;
pub mod tables;
pub mod to_llvm;
pub mod to_spirv;
