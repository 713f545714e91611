target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @helper() #0 {
  ret void
}

attributes #0 = { nounwind "VCFloatControl"="1121" "VCFunction" }

!spirv.Extension = !{!0, !1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{!"SPV_INTEL_vector_compute"}
!1 = !{!"SPV_INTEL_float_controls2"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 5617}
!6 = !{i32 5821}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
