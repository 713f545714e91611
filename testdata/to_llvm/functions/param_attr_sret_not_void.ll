target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, i32 }

; Function Attrs: nounwind
define spir_func i32 @value_and_sret(ptr %0) #0 {
  ret i32 1
}

; Function Attrs: nounwind
define spir_func void @two_srets(ptr sret(%struct.Pair) %0, ptr %1, ptr %2) #0 {
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
