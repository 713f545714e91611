target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i32, target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) }

; Function Attrs: nounwind
define spir_func void @store_components() #0 {
  %1 = alloca target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0), align 8
  %2 = alloca %structtype, align 8
  %3 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) @_Z26__spirv_CompositeConstructi(i32 0) #0
  store target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) %3, ptr %1, align 8
  %4 = call spir_func ptr @_Z19__spirv_AccessChainPPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_0i(ptr %1, i32 1) #0
  store i32 42, ptr %4, align 4
  %5 = getelementptr %structtype, ptr %2, i32 0, i32 1
  %6 = call spir_func ptr @_Z19__spirv_AccessChainPPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_0i(ptr %5, i32 2) #0
  store i32 42, ptr %6, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) @_Z26__spirv_CompositeConstructi(i32) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z19__spirv_AccessChainPPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_0i(ptr, i32) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{!"SPV_KHR_cooperative_matrix"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 6022}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
