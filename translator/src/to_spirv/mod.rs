//! LLVM IR → SPIR-V (being built; see the README's support table).
