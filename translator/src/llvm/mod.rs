//! Safe wrapper over the LLVM C API (work in progress).
