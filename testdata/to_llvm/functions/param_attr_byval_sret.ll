target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, i32 }

; Function Attrs: nounwind
define spir_func void @swap(ptr sret(%struct.Pair) %0, ptr byval(%struct.Pair) %1) #0 {
  %3 = load %struct.Pair, ptr %1, align 4
  %4 = extractvalue %struct.Pair %3, 0
  %5 = extractvalue %struct.Pair %3, 1
  %6 = insertvalue %struct.Pair poison, i32 %5, 0
  %7 = insertvalue %struct.Pair %6, i32 %4, 1
  store %struct.Pair %7, ptr %0, align 4
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
