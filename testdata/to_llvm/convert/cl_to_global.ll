target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(ptr addrspace(4) %0, ptr addrspace(1) %1) #0 {
  %3 = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %0) #0
  %4 = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %0) #0
  %5 = call spir_func ptr @__to_private(ptr addrspace(4) %0) #0
  store i32 1, ptr addrspace(1) %3, align 4
  store i32 1, ptr addrspace(3) %4, align 4
  store i32 1, ptr %5, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func ptr @__to_private(ptr addrspace(4)) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 38}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
!6 = !{i32 2, i32 0}
