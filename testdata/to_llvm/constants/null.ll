target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i32, ptr addrspace(1) }

; Function Attrs: nounwind
define spir_func void @nulls(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3) #0 {
  store i32 0, ptr addrspace(1) %0, align 4
  store <4 x float> zeroinitializer, ptr addrspace(1) %1, align 16
  store ptr addrspace(1) null, ptr addrspace(1) %2, align 8
  store %structtype zeroinitializer, ptr addrspace(1) %3, align 8
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
