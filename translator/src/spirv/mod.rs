//! The SPIR-V side: an in-memory module, its binary reader and writer, and the SPIRV-Tools
//! assembly syntax (assembler and disassembler), and the Khronos translator's text format
//! (`.spt`). Knows nothing of LLVM.
//!
//! Data flow: bytes → [`read_bytes`] → [`Module`] → [`write_bytes`] → the same bytes.
//!
//! ```
//! use spirv_llvm_translator::spirv;
//! let text = "OpCapability Kernel\nOpCapability Addresses\nOpMemoryModel Physical64 OpenCL\n";
//! let module = spirv::assemble(text, &spirv::AsmOptions::default()).unwrap();
//! let bytes = spirv::write_bytes(&module).unwrap();
//! let again = spirv::read_bytes(&bytes).unwrap();
//! assert_eq!(again, module);
//! assert!(spirv::disassemble(&again, &spirv::DisOptions::default()).contains("OpMemoryModel Physical64 OpenCL"));
//! ```

mod assemble;
mod autogen_enums;
mod disassemble;
mod error;
pub mod fnvar;
pub(crate) mod ext_enums;
pub mod grammar;
mod module;
pub mod numbers;
pub mod operands;
mod reader;
mod report;
pub mod rules;
mod spt;
mod writer;

pub use assemble::{AsmOptions, assemble};
pub use disassemble::{DisOptions, disassemble};
pub use error::{AsmError, Error, ErrorKind};
pub use module::{declares_type, is_motion_estimation_type, Endian, Function, Header, Id, Index, Instruction, Location, Module, Section};
pub use reader::{MAX_BOUND, read_bytes, read_words, referenced_ids};
pub use report::{Report, generator_name};
pub use spt::{is_spt, read_spt, write_spt};
pub use writer::{encode, write_bytes, write_words};
/// The SPIR-V magic number (first word of every module, in host order).
pub use ::spirv::MAGIC_NUMBER;

/// The reader's fuzzing entry point (shared by the `cargo fuzz` target and its smoke test):
/// decoding arbitrary bytes must return, never panic; a module that decodes re-encodes to the
/// same bytes and disassembles.
///
/// Returns `None` when the input is rejected, `Some(true)` when it decoded and re-encoded to the
/// same bytes, and `Some(false)` when that property broke (a bug the fuzzer reports).
pub fn fuzz_reader(data: &[u8]) -> Option<bool> {
    let module = read_bytes(data).ok()?;
    let same = write_bytes(&module).is_ok_and(|out| out == data);
    let text = disassemble(&module, &DisOptions { raw_ids: true, no_header: true });
    Some(same && text.len() < data.len().saturating_mul(64) + 64)
}
