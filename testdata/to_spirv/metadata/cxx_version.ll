; C++ for OpenCL: !opencl.cxx.version 1.0 → OpSource CPP_for_OpenCL 100000 (its own version, not that of the OpenCL C it builds on); spirv2llvm writes !opencl.cxx.version back beside !opencl.ocl.version 2.0.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!opencl.ocl.version = !{!0}
!opencl.cxx.version = !{!1}
!0 = !{i32 2, i32 0}
!1 = !{i32 1, i32 0}
