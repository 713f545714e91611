target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@int_var = addrspace(1) global i32 42, !spirv.Decorations !0
@float_var = addrspace(1) global float 1.000000e+00, !spirv.Decorations !5

!spirv.Extension = !{!8, !9}
!spirv.Capability = !{!10, !11, !12, !13, !14}
!spirv.MemoryModel = !{!15}
!spirv.Generator = !{!16}

!0 = !{!1, !2, !3, !4}
!1 = !{i32 41, !"int_var", i32 0}
!2 = !{i32 6188, i32 1, !"IntVarName"}
!3 = !{i32 6190, i32 0}
!4 = !{i32 6191, i32 1}
!5 = !{!6, !7, !4}
!6 = !{i32 41, !"float_var", i32 0}
!7 = !{i32 6190, i32 1}
!8 = !{!"SPV_INTEL_global_variable_host_access"}
!9 = !{!"SPV_INTEL_global_variable_fpga_decorations"}
!10 = !{i32 4}
!11 = !{i32 5}
!12 = !{i32 6}
!13 = !{i32 6187}
!14 = !{i32 6189}
!15 = !{i32 2, i32 2}
!16 = !{i16 0, i16 0}
