target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @bitcast_values(float %0, i64 %1, <4 x i8> %2, ptr addrspace(1) %3, ptr addrspace(1) %4) #0 {
  %6 = bitcast float %0 to i32
  %7 = bitcast i64 %1 to <2 x i32>
  %8 = bitcast <4 x i8> %2 to i32
  %9 = add i32 %6, %8
  store i32 %9, ptr addrspace(1) %3, align 4
  store <2 x i32> %7, ptr addrspace(1) %4, align 8
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
