target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @profile(target("spirv.DeviceEvent") %0, ptr addrspace(4) %1) #0 {
  call spir_func void @_Z33__spirv_CaptureEventProfilingInfoP19__spirv_DeviceEventiPU3AS4l(target("spirv.DeviceEvent") %0, i32 1, ptr addrspace(4) %1) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z33__spirv_CaptureEventProfilingInfoP19__spirv_DeviceEventiPU3AS4l(target("spirv.DeviceEvent"), i32, ptr addrspace(4)) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 38}
!5 = !{i32 11}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
