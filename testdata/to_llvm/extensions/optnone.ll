target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: noinline nounwind optnone
define spir_func i32 @f(i32 %0) #0 {
  %2 = add i32 %0, 1
  ret i32 %2
}

attributes #0 = { noinline nounwind optnone }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_EXT_optnone"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 6094}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
