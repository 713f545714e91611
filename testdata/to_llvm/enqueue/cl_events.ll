target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @events(target("spirv.Queue") %0, ptr addrspace(4) %1, ptr addrspace(4) %2, ptr addrspace(1) %3) #0 {
  %5 = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(target("spirv.Queue") %0, i32 1, ptr addrspace(4) %1, ptr addrspace(4) %2) #0
  %6 = call spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv() #0
  call spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent") %6) #0
  %7 = call spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent") %6) #0
  call spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent") %6, i32 0) #0
  call spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(target("spirv.DeviceEvent") %6, i32 1, ptr addrspace(1) %3) #0
  call spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent") %6) #0
  %8 = select i1 %7, i32 %5, i32 0
  ret i32 %8
}

; Function Attrs: nounwind
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(target("spirv.Queue"), i32, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv() #0

; Function Attrs: nounwind
declare spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent")) #0

; Function Attrs: nounwind
declare spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent")) #0

; Function Attrs: nounwind
declare spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent"), i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(target("spirv.DeviceEvent"), i32, ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent")) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 38}
!5 = !{i32 39}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
