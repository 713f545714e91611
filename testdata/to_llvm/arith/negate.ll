target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @negate(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 {
  %3 = load i64, ptr addrspace(1) %0, align 8
  %4 = load half, ptr addrspace(1) %1, align 2
  %5 = sub i64 0, %3
  %6 = fneg half %4
  %7 = fneg half 0xH4000
  %8 = fadd half %6, %7
  store i64 %5, ptr addrspace(1) %0, align 8
  store half %8, ptr addrspace(1) %1, align 2
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 9}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
