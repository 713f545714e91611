target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @likely(i32 %0, i64 %1, <2 x i32> %2) #0 {
  %4 = icmp sgt i32 %0, 0
  call void @llvm.assume(i1 %4)
  %5 = call i64 @llvm.expect.i64(i64 %1, i64 1)
  %6 = icmp ne i64 %5, 0
  %7 = call <2 x i32> @llvm.expect.v2i32(<2 x i32> %2, <2 x i32> zeroinitializer)
  %8 = extractelement <2 x i32> %7, i32 1
  %9 = select i1 %6, i32 %0, i32 %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.expect.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i32> @llvm.expect.v2i32(<2 x i32>, <2 x i32>) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_KHR_expect_assume"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 5629}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
