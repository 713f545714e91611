; A logical spirv triple with no Vulkan OS and no "hlsl.shader" entry point is OpenCL code (as LLVM's SPIR-V backend and the reference take it): Kernel capability, Physical32 addressing from the data layout's 32-bit pointers, OpenCL memory model
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
  store i32 7, ptr addrspace(1) %out, align 4
  ret void
}
