target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @ptr_bits(ptr addrspace(3) %0, i32 %1) #0 {
  %3 = ptrtoint ptr addrspace(3) %0 to i64
  %4 = inttoptr i32 %1 to ptr addrspace(3)
  %5 = ptrtoint ptr addrspace(3) %4 to i32
  %6 = zext i32 %5 to i64
  %7 = add i64 %3, %6
  ret i64 %7
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 1, i32 2}
!5 = !{i16 0, i16 0}
