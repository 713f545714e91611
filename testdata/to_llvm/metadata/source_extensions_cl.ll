target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func double @twice(double %0) #0 {
  %2 = fadd double %0, %0
  ret double %2
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.SourceExtension = !{!1, !2, !3, !4}
!spirv.Capability = !{!5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}
!opencl.ocl.version = !{!11}
!opencl.used.extensions = !{!12}
!opencl.used.optional.core.features = !{!13}

!0 = !{i32 3, i32 102000}
!1 = !{!"cl_khr_fp16"}
!2 = !{!"cl_doubles"}
!3 = !{!"cl_khr_int64_base_atomics"}
!4 = !{!"cl_images"}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 10}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = !{i32 1, i32 2}
!12 = !{!"cl_khr_fp16", !"cl_khr_int64_base_atomics"}
!13 = !{!"cl_doubles", !"cl_images"}
