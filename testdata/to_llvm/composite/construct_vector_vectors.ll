target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <8 x i32> @construct_vector_vectors(<2 x i32> %0, i32 %1, i32 %2) #0 {
  %4 = extractelement <2 x i32> %0, i32 0
  %5 = insertelement <4 x i32> poison, i32 %4, i32 0
  %6 = extractelement <2 x i32> %0, i32 1
  %7 = insertelement <4 x i32> %5, i32 %6, i32 1
  %8 = insertelement <4 x i32> %7, i32 %1, i32 2
  %9 = insertelement <4 x i32> %8, i32 %2, i32 3
  %10 = extractelement <4 x i32> %9, i32 0
  %11 = insertelement <8 x i32> poison, i32 %10, i32 0
  %12 = extractelement <4 x i32> %9, i32 1
  %13 = insertelement <8 x i32> %11, i32 %12, i32 1
  %14 = extractelement <4 x i32> %9, i32 2
  %15 = insertelement <8 x i32> %13, i32 %14, i32 2
  %16 = extractelement <4 x i32> %9, i32 3
  %17 = insertelement <8 x i32> %15, i32 %16, i32 3
  %18 = extractelement <4 x i32> %9, i32 0
  %19 = insertelement <8 x i32> %17, i32 %18, i32 4
  %20 = extractelement <4 x i32> %9, i32 1
  %21 = insertelement <8 x i32> %19, i32 %20, i32 5
  %22 = extractelement <4 x i32> %9, i32 2
  %23 = insertelement <8 x i32> %21, i32 %22, i32 6
  %24 = extractelement <4 x i32> %9, i32 3
  %25 = insertelement <8 x i32> %23, i32 %24, i32 7
  ret <8 x i32> %25
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 7}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
