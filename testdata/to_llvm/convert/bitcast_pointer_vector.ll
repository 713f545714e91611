target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func ptr addrspace(1) @casts(ptr addrspace(1) %0) #0 {
  %2 = ptrtoint ptr addrspace(1) %0 to i64
  %3 = bitcast i64 %2 to <2 x i32>
  %4 = bitcast <2 x i32> %3 to i64
  %5 = inttoptr i64 %4 to ptr addrspace(1)
  ret ptr addrspace(1) %5
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 11}
!3 = !{i32 5}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
