target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x float] poison

; Function Attrs: nounwind
define spir_kernel void @local_tile() #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !5 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !5 {
  %1 = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 0
  store float 0.000000e+00, ptr addrspace(3) %1, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 2, i32 2}
!3 = !{i32 6, ptr @local_tile, !"local_tile"}
!4 = !{i16 0, i16 0}
!5 = !{}
