//! spirv-llvm: translate between SPIR-V and LLVM IR (work in progress).
pub use spirv_llvm_translator as translator;
