target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func i32 @0(i32 %0, i32 %1) #0 {
  %3 = mul i32 %0, %1
  ret i32 %3
}

; Function Attrs: nounwind
define spir_func i32 @k(i32 %0) #0 {
  %2 = call spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPiiiii(ptr @0, i32 10, i32 -1, i32 17, i32 1) #0
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTELii(target("spirv.TaskSequenceINTEL") %2, i32 %0, i32 %0) #0
  %3 = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %2) #0
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %2) #0
  ret i32 %3
}

; Function Attrs: nounwind
declare spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPiiiii(ptr, i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTELii(target("spirv.TaskSequenceINTEL"), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL")) #0

; Function Attrs: nounwind
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL")) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_INTEL_task_sequence"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 6162}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
