target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @bit_reverse(i32 %0, i64 %1) #0 {
  %3 = call i32 @llvm.bitreverse.i32(i32 %0)
  %4 = call i64 @llvm.bitreverse.i64(i64 %1)
  %5 = trunc i64 %4 to i32
  %6 = add i32 %3, %5
  ret i32 %6
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{!"SPV_KHR_bit_instructions"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 6025}
!5 = !{i32 11}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
