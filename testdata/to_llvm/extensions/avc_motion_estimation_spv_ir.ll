target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func i64 @f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %2, i64 %3) #0 {
  %5 = call spir_func target("spirv.AvcImePayloadINTEL") @_Z45__spirv_SubgroupAvcImeSetSingleReferenceINTELDv2_shP26__spirv_AvcImePayloadINTEL(<2 x i16> zeroinitializer, i8 1, target("spirv.AvcImePayloadINTEL") zeroinitializer) #0
  %6 = call spir_func target("spirv.AvcMcePayloadINTEL") @_Z46__spirv_SubgroupAvcImeConvertToMcePayloadINTELP26__spirv_AvcImePayloadINTEL(target("spirv.AvcImePayloadINTEL") %5) #0
  %7 = call spir_func target("spirv.AvcMcePayloadINTEL") @_Z47__spirv_SubgroupAvcMceSetInterShapePenaltyINTELmP26__spirv_AvcMcePayloadINTEL(i64 %3, target("spirv.AvcMcePayloadINTEL") %6) #0
  %8 = call spir_func target("spirv.AvcImePayloadINTEL") @_Z46__spirv_SubgroupAvcMceConvertToImePayloadINTELP26__spirv_AvcMcePayloadINTEL(target("spirv.AvcMcePayloadINTEL") %7) #0
  %9 = call spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2) #1
  %10 = call spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %2) #1
  %11 = call spir_func target("spirv.AvcImeResultINTEL") @_Z54__spirv_SubgroupAvcImeEvaluateWithSingleReferenceINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0S1_P26__spirv_AvcImePayloadINTEL(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) %9, target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) %10, target("spirv.AvcImePayloadINTEL") %8) #0
  %12 = call spir_func target("spirv.AvcMceResultINTEL") @_Z45__spirv_SubgroupAvcImeConvertToMceResultINTELP25__spirv_AvcImeResultINTEL(target("spirv.AvcImeResultINTEL") %11) #0
  %13 = call spir_func i64 @_Z43__spirv_SubgroupAvcMceGetMotionVectorsINTELP25__spirv_AvcMceResultINTEL(target("spirv.AvcMceResultINTEL") %12) #0
  %14 = call spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2) #1
  %15 = call spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %2) #1
  %16 = call spir_func target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") @_Z63__spirv_SubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0S1_P26__spirv_AvcImePayloadINTEL(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) %14, target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) %15, target("spirv.AvcImePayloadINTEL") %8) #0
  %17 = call spir_func i16 @_Z75__spirv_SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTELP49__spirv_AvcImeResultSingleReferenceStreamoutINTELh(target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") %16, i8 1) #0
  %18 = call spir_func target("spirv.AvcSicPayloadINTEL") @_Z37__spirv_SubgroupAvcSicInitializeINTELDv2_t(<2 x i16> zeroinitializer) #0
  %19 = call spir_func target("spirv.AvcSicPayloadINTEL") @_Z49__spirv_SubgroupAvcSicConfigureIpeLumaChromaINTELhhhhhhttthP26__spirv_AvcSicPayloadINTEL(i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i16 255, i16 255, i16 255, i8 7, target("spirv.AvcSicPayloadINTEL") %18) #0
  %20 = call spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2) #1
  %21 = call spir_func target("spirv.AvcSicResultINTEL") @_Z38__spirv_SubgroupAvcSicEvaluateIpeINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0P26__spirv_AvcSicPayloadINTEL(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) %20, target("spirv.AvcSicPayloadINTEL") %19) #0
  %22 = call spir_func i8 @_Z43__spirv_SubgroupAvcSicGetIpeChromaModeINTELP25__spirv_AvcSicResultINTEL(target("spirv.AvcSicResultINTEL") %21) #0
  %23 = call spir_func <2 x i16> @_Z40__spirv_SubgroupAvcImeRefWindowSizeINTELhc(i8 1, i8 7) #0
  %24 = extractelement <2 x i16> %23, i32 0
  %25 = add i16 %17, %24
  %26 = zext i16 %25 to i64
  %27 = zext i8 %22 to i64
  %28 = add i64 %13, %26
  %29 = add i64 %28, %27
  ret i64 %29
}

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcImePayloadINTEL") @_Z45__spirv_SubgroupAvcImeSetSingleReferenceINTELDv2_shP26__spirv_AvcImePayloadINTEL(<2 x i16>, i8, target("spirv.AvcImePayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcMcePayloadINTEL") @_Z46__spirv_SubgroupAvcImeConvertToMcePayloadINTELP26__spirv_AvcImePayloadINTEL(target("spirv.AvcImePayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcMcePayloadINTEL") @_Z47__spirv_SubgroupAvcMceSetInterShapePenaltyINTELmP26__spirv_AvcMcePayloadINTEL(i64, target("spirv.AvcMcePayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcImePayloadINTEL") @_Z46__spirv_SubgroupAvcMceConvertToImePayloadINTELP26__spirv_AvcMcePayloadINTEL(target("spirv.AvcMcePayloadINTEL")) #0

; Function Attrs: nounwind
declare spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler")) #1

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcImeResultINTEL") @_Z54__spirv_SubgroupAvcImeEvaluateWithSingleReferenceINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0S1_P26__spirv_AvcImePayloadINTEL(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.AvcImePayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcMceResultINTEL") @_Z45__spirv_SubgroupAvcImeConvertToMceResultINTELP25__spirv_AvcImeResultINTEL(target("spirv.AvcImeResultINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z43__spirv_SubgroupAvcMceGetMotionVectorsINTELP25__spirv_AvcMceResultINTEL(target("spirv.AvcMceResultINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") @_Z63__spirv_SubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0S1_P26__spirv_AvcImePayloadINTEL(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.AvcImePayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z75__spirv_SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTELP49__spirv_AvcImeResultSingleReferenceStreamoutINTELh(target("spirv.AvcImeResultSingleReferenceStreamoutINTEL"), i8) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcSicPayloadINTEL") @_Z37__spirv_SubgroupAvcSicInitializeINTELDv2_t(<2 x i16>) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcSicPayloadINTEL") @_Z49__spirv_SubgroupAvcSicConfigureIpeLumaChromaINTELhhhhhhttthP26__spirv_AvcSicPayloadINTEL(i8, i8, i8, i8, i8, i8, i16, i16, i16, i8, target("spirv.AvcSicPayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.AvcSicResultINTEL") @_Z38__spirv_SubgroupAvcSicEvaluateIpeINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0P26__spirv_AvcSicPayloadINTEL(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.AvcSicPayloadINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func i8 @_Z43__spirv_SubgroupAvcSicGetIpeChromaModeINTELP25__spirv_AvcSicResultINTEL(target("spirv.AvcSicResultINTEL")) #0

; Function Attrs: convergent nounwind
declare spir_func <2 x i16> @_Z40__spirv_SubgroupAvcImeRefWindowSizeINTELhc(i8, i8) #0

attributes #0 = { convergent nounwind }
attributes #1 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.Generator = !{!12}

!0 = !{!"SPV_INTEL_device_side_avc_motion_estimation"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 39}
!5 = !{i32 22}
!6 = !{i32 11}
!7 = !{i32 18}
!8 = !{i32 5696}
!9 = !{i32 5697}
!10 = !{i32 5698}
!11 = !{i32 2, i32 2}
!12 = !{i16 0, i16 0}
