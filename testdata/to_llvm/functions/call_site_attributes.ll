target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, i32 }

declare spir_func void @swap(ptr sret(%struct.Pair) align 8, ptr byval(%struct.Pair))

declare spir_func zeroext i8 @tag(i8 signext)

; Function Attrs: nounwind
define spir_func i8 @caller() #0 {
  %1 = alloca %struct.Pair, align 8
  %2 = alloca %struct.Pair, align 8
  call spir_func void @swap(ptr sret(%struct.Pair) align 8 %1, ptr byval(%struct.Pair) %2)
  %3 = call spir_func zeroext i8 @tag(i8 signext 7)
  ret i8 %3
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
