target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func target("spirv.Queue") @cl12_queue() #0 {
  %1 = call spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0
  ret target("spirv.Queue") %1
}

; Function Attrs: nounwind
declare spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
!6 = !{i32 1, i32 2}
