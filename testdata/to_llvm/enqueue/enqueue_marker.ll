target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @marker(ptr addrspace(4) %0, ptr addrspace(4) %1) #0 {
  %3 = call spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0
  %4 = call spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueueiPU3AS4P19__spirv_DeviceEventS4_(target("spirv.Queue") %3, i32 1, ptr addrspace(4) %0, ptr addrspace(4) %1) #0
  ret i32 %4
}

; Function Attrs: nounwind
declare spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueueiPU3AS4P19__spirv_DeviceEventS4_(target("spirv.Queue"), i32, ptr addrspace(4), ptr addrspace(4)) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 38}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
