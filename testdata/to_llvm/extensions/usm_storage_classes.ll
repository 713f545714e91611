target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(ptr addrspace(5) %0, ptr addrspace(6) %1) #0 {
  %3 = addrspacecast ptr addrspace(5) %0 to ptr addrspace(1)
  %4 = load i32, ptr addrspace(1) %3, align 4
  %5 = addrspacecast ptr addrspace(6) %1 to ptr addrspace(1)
  %6 = addrspacecast ptr addrspace(1) %5 to ptr addrspace(5)
  store i32 %4, ptr addrspace(5) %6, align 4
  store i32 %4, ptr addrspace(6) %1, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_INTEL_usm_storage_classes"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 5935}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
