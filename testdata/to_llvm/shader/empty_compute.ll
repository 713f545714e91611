target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !5 {
  ret void
}

attributes #0 = { nounwind "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!spirv.Capability = !{!0}
!spirv.MemoryModel = !{!1}
!spirv.EntryPoint = !{!2}
!spirv.ExecutionMode = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 1}
!1 = !{i32 0, i32 1}
!2 = !{i32 5, ptr @main, !"main"}
!3 = !{ptr @main, i32 17, i32 1, i32 1, i32 1}
!4 = !{i16 0, i16 0}
!5 = !{i32 1, i32 1, i32 1}
