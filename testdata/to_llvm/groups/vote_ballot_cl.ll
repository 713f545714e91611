target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i32 @votes(i32 %0, <4 x i32> %1, i32 %2, i16 %3) #0 {
  %5 = icmp ne i32 %0, 0
  %6 = zext i1 %5 to i32
  %7 = call spir_func <4 x i32> @_Z16sub_group_balloti(i32 %6) #0
  %8 = call spir_func i32 @_Z15sub_group_electv() #0
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %5 to i32
  %11 = call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 %10) #0
  %12 = icmp ne i32 %11, 0
  %13 = call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 0) #0
  %14 = icmp ne i32 %13, 0
  %15 = call spir_func i32 @_Z31sub_group_non_uniform_all_equals(i16 %3) #0
  %16 = icmp ne i32 %15, 0
  %17 = call spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32> %1) #0
  %18 = icmp ne i32 %17, 0
  %19 = call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> %1, i32 %2) #0
  %20 = icmp ne i32 %19, 0
  %21 = call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> %7) #0
  %22 = call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> %1) #0
  %23 = call spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32> %1) #0
  %24 = select i1 %9, i32 1, i32 0
  %25 = select i1 %12, i32 1, i32 0
  %26 = select i1 %14, i32 1, i32 0
  %27 = select i1 %16, i32 1, i32 0
  %28 = select i1 %18, i32 1, i32 0
  %29 = select i1 %20, i32 1, i32 0
  %30 = add i32 %24, %25
  %31 = add i32 %30, %26
  %32 = add i32 %31, %27
  %33 = add i32 %32, %28
  %34 = add i32 %33, %29
  %35 = add i32 %34, %21
  %36 = add i32 %35, %22
  %37 = add i32 %36, %23
  ret i32 %37
}

; Function Attrs: convergent nounwind
declare spir_func <4 x i32> @_Z16sub_group_balloti(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z15sub_group_electv() #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25sub_group_non_uniform_alli(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25sub_group_non_uniform_anyi(i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z31sub_group_non_uniform_all_equals(i16 signext) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32>) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32>, i32) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32>) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32>) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32>) #0

attributes #0 = { convergent nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}
!opencl.ocl.version = !{!9}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 22}
!4 = !{i32 61}
!5 = !{i32 62}
!6 = !{i32 64}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
!9 = !{i32 2, i32 0}
