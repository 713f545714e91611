//! Typed `!spirv.*` and OpenCL metadata shapes (work in progress).
