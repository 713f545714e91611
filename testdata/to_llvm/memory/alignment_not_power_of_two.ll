target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@0 = internal addrspace(1) global i32 1, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func i32 @alignment_not_power_of_two(ptr addrspace(1) %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 16
  store i32 1, ptr %2, align 4
  store i32 1, ptr %3, align 4
  store i32 1, ptr %4, align 16
  %5 = load i32, ptr addrspace(1) %0, align 4
  %6 = load i32, ptr addrspace(1) @0, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

attributes #0 = { nounwind }

!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!1}
!1 = !{i32 44, i32 -128}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
