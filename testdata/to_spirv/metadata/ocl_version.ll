; !opencl.ocl.version → OpSource OpenCL_C with major * 100000 + minor * 1000 (3.0 → 300000);
; !opencl.spir.version and !llvm.ident are read but leave no trace; !opencl.used.extensions
; → OpSourceExtension, one per name.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!opencl.ocl.version = !{!0}
!opencl.spir.version = !{!1}
!opencl.used.extensions = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 3, i32 0}
!1 = !{i32 1, i32 2}
!2 = !{!"cl_khr_fp16", !"cl_khr_int64_base_atomics"}
!3 = !{!"clang version 22"}
