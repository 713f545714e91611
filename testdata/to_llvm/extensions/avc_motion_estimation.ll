target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %2, i64 %3) #0 {
  %5 = call spir_func ptr @_Z44intel_sub_group_avc_ime_set_single_referenceDv2_sh37ocl_intel_sub_group_avc_ime_payload_t(<2 x i16> zeroinitializer, i8 1, ptr null) #0
  %6 = call spir_func ptr @_Z46intel_sub_group_avc_ime_convert_to_mce_payload37ocl_intel_sub_group_avc_ime_payload_t(ptr %5) #0
  %7 = call spir_func ptr @_Z47intel_sub_group_avc_mce_set_inter_shape_penaltym37ocl_intel_sub_group_avc_mce_payload_t(i64 %3, ptr %6) #0
  %8 = call spir_func ptr @_Z46intel_sub_group_avc_mce_convert_to_ime_payload37ocl_intel_sub_group_avc_mce_payload_t(ptr %7) #0
  %9 = call spir_func ptr @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %2, ptr %8) #0
  %10 = call spir_func ptr @_Z45intel_sub_group_avc_ime_convert_to_mce_result36ocl_intel_sub_group_avc_ime_result_t(ptr %9) #0
  %11 = call spir_func i64 @_Z42intel_sub_group_avc_mce_get_motion_vectors36ocl_intel_sub_group_avc_mce_result_t(ptr %10) #0
  %12 = call spir_func ptr @_Z64intel_sub_group_avc_ime_evaluate_with_single_reference_streamout14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Sampler") %2, ptr %8) #0
  %13 = call spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortions63ocl_intel_sub_group_avc_ime_result_single_reference_streamout_th(ptr %12, i8 1) #0
  %14 = call spir_func ptr @_Z34intel_sub_group_avc_sic_initializeDv2_t(<2 x i16> zeroinitializer) #0
  %15 = call spir_func ptr @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhttth37ocl_intel_sub_group_avc_sic_payload_t(i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i16 255, i16 255, i16 255, i8 7, ptr %14) #0
  %16 = call spir_func ptr @_Z36intel_sub_group_avc_sic_evaluate_ipe14ocl_image2d_ro11ocl_sampler37ocl_intel_sub_group_avc_sic_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, ptr %15) #0
  %17 = call spir_func i8 @_Z43intel_sub_group_avc_sic_get_ipe_chroma_mode36ocl_intel_sub_group_avc_sic_result_t(ptr %16) #0
  %18 = call spir_func <2 x i16> @_Z39intel_sub_group_avc_ime_ref_window_sizehc(i8 1, i8 7) #0
  %19 = extractelement <2 x i16> %18, i32 0
  %20 = add i16 %13, %19
  %21 = zext i16 %20 to i64
  %22 = zext i8 %17 to i64
  %23 = add i64 %11, %21
  %24 = add i64 %23, %22
  ret i64 %24
}

; Function Attrs: nounwind
declare spir_func ptr @_Z44intel_sub_group_avc_ime_set_single_referenceDv2_sh37ocl_intel_sub_group_avc_ime_payload_t(<2 x i16>, i8 zeroext, ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z46intel_sub_group_avc_ime_convert_to_mce_payload37ocl_intel_sub_group_avc_ime_payload_t(ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z47intel_sub_group_avc_mce_set_inter_shape_penaltym37ocl_intel_sub_group_avc_mce_payload_t(i64, ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z46intel_sub_group_avc_mce_convert_to_ime_payload37ocl_intel_sub_group_avc_mce_payload_t(ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z45intel_sub_group_avc_ime_convert_to_mce_result36ocl_intel_sub_group_avc_ime_result_t(ptr) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z42intel_sub_group_avc_mce_get_motion_vectors36ocl_intel_sub_group_avc_mce_result_t(ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z64intel_sub_group_avc_ime_evaluate_with_single_reference_streamout14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), ptr) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortions63ocl_intel_sub_group_avc_ime_result_single_reference_streamout_th(ptr, i8 zeroext) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z34intel_sub_group_avc_sic_initializeDv2_t(<2 x i16>) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhttth37ocl_intel_sub_group_avc_sic_payload_t(i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i8 zeroext, ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z36intel_sub_group_avc_sic_evaluate_ipe14ocl_image2d_ro11ocl_sampler37ocl_intel_sub_group_avc_sic_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), ptr) #0

; Function Attrs: nounwind
declare spir_func i8 @_Z43intel_sub_group_avc_sic_get_ipe_chroma_mode36ocl_intel_sub_group_avc_sic_result_t(ptr) #0

; Function Attrs: nounwind
declare spir_func <2 x i16> @_Z39intel_sub_group_avc_ime_ref_window_sizehc(i8 zeroext, i8 signext) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.Generator = !{!12}
!opencl.ocl.version = !{!13}

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
!13 = !{i32 2, i32 0}
