target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i64 %3, ptr addrspace(1) %4) #0 {
  %6 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConstantComposite_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(i32 42) #0
  %7 = alloca target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), align 8
  %8 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 0) #0
  store target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %8, ptr %7, align 8
  %9 = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS1cili(ptr addrspace(1) %0, i32 0, i64 %3, i32 1) #0
  %10 = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS1cil(ptr addrspace(1) %1, i32 1, i64 %3) #0
  %11 = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) poison) #0
  store i32 %11, ptr addrspace(1) %4, align 4
  %12 = load target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), ptr %7, align 8
  %13 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2i(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) %9, target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) %10, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %12, i32 3) #0
  %14 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2S1_(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %13, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %6) #0
  %15 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z15__spirv_SNegatePU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %14) #0
  %16 = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z76__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2_rtpPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %15) #0
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(ptr addrspace(1) %2, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %16, i32 0, i64 %3) #0
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1iPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2il(ptr addrspace(1) %4, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) zeroinitializer, i32 0, i64 %3) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConstantComposite_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS1cili(ptr addrspace(1), i32, i64, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS1cil(ptr addrspace(1), i32, i64) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2i(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0), target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2S1_(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z15__spirv_SNegatePU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z76__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2_rtpPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2)) #0

; Function Attrs: nounwind
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64) #0

; Function Attrs: nounwind
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1iPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2il(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32, i64) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}
!opencl.ocl.version = !{!9}

!0 = !{!"SPV_KHR_cooperative_matrix"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 6022}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
!9 = !{i32 2, i32 0}
