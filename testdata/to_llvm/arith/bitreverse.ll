target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @bit_reverse(i8 %0, i32 %1, i64 %2, <4 x i16> %3) #0 {
  %5 = call i8 @llvm.bitreverse.i8(i8 %0)
  %6 = call i32 @llvm.bitreverse.i32(i32 %1)
  %7 = call i64 @llvm.bitreverse.i64(i64 %2)
  %8 = call <4 x i16> @llvm.bitreverse.v4i16(<4 x i16> %3)
  %9 = call i32 @llvm.bitreverse.i32(i32 %6)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.bitreverse.v4i16(<4 x i16>) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{!"SPV_KHR_bit_instructions"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 6025}
!5 = !{i32 39}
!6 = !{i32 22}
!7 = !{i32 11}
!8 = !{i32 2, i32 2}
!9 = !{i16 0, i16 0}
