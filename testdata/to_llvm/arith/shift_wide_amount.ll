target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @shift_wide_amount(ptr addrspace(1) %0, i32 %1, ptr addrspace(1) %2, <2 x i64> %3) #0 {
  %5 = load i8, ptr addrspace(1) %0, align 1
  %6 = trunc i32 %1 to i8
  %7 = lshr i8 %5, %6
  store i8 %7, ptr addrspace(1) %0, align 1
  %8 = load <2 x i16>, ptr addrspace(1) %2, align 4
  %9 = trunc <2 x i64> %3 to <2 x i16>
  %10 = shl <2 x i16> %8, %9
  store <2 x i16> %10, ptr addrspace(1) %2, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 22}
!5 = !{i32 11}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
