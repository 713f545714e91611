target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@int_var = addrspace(1) global i32 42
@float_var = addrspace(1) global float 1.000000e+00

!spirv.Extension = !{!0, !1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}
!opencl.ocl.version = !{!9}

!0 = !{!"SPV_INTEL_global_variable_host_access"}
!1 = !{!"SPV_INTEL_global_variable_fpga_decorations"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 6187}
!6 = !{i32 6189}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
!9 = !{i32 2, i32 0}
