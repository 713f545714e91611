target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x i32> @f(<4 x ptr addrspace(1)> %0, <4 x i1> %1, <4 x i32> %2) #0 {
  %4 = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> align 4 %0, <4 x i1> %1, <4 x i32> %2)
  call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %4, <4 x ptr addrspace(1)> align 1 %0, <4 x i1> %1)
  ret <4 x i32> %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4i32.v4p1(<4 x i32>, <4 x ptr addrspace(1)>, <4 x i1>) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(write) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_INTEL_masked_gather_scatter"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 38}
!5 = !{i32 6427}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
