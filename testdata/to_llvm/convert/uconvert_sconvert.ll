target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @uconvert_sconvert(i32 %0, ptr addrspace(1) %1, ptr addrspace(1) %2) #0 {
  %4 = zext i32 %0 to i64
  %5 = sext i32 %0 to i64
  %6 = trunc i32 %0 to i8
  %7 = trunc i32 %0 to i8
  store i64 %4, ptr addrspace(1) %1, align 8
  store i64 %5, ptr addrspace(1) %1, align 8
  store i8 %6, ptr addrspace(1) %2, align 1
  store i8 %7, ptr addrspace(1) %2, align 1
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 11}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
