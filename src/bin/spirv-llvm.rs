//! The `spirv-llvm` umbrella command (work in progress).
fn main() {}
