target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @vector_convert(<4 x float> %0, ptr addrspace(1) %1, ptr addrspace(1) %2) #0 {
  %4 = fptosi <4 x float> %0 to <4 x i32>
  %5 = call spir_func <4 x i8> @_Z31__spirv_ConvertFToU_Ruchar4_satDv4_f(<4 x float> %0) #0
  store <4 x i32> %4, ptr addrspace(1) %1, align 16
  store <4 x i8> %5, ptr addrspace(1) %2, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x i8> @_Z31__spirv_ConvertFToU_Ruchar4_satDv4_f(<4 x float>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
