//! The in-memory SPIR-V module (work in progress).
