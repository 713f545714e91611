; cl_intel_device_side_avc_motion_estimation (clang's target types) → its instructions: the
; integers as they are, each image of an evaluation an OpVmeImageINTEL of it and the sampler,
; overloads by their parameter count (single-reference streamout shape, luma or luma and chroma
; intra configuration), the legacy window-size spelling, a wrapper of an mce builtin on an ime
; payload (converted to mce and back) and on an ime result, a null payload.
; OPTIONS: --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ref, target("spirv.Sampler") %s, ptr addrspace(1) %out, ptr addrspace(1) %o8) {
entry:
  %call = call spir_func target("spirv.AvcImePayloadINTEL") @_Z34intel_sub_group_avc_ime_initializeDv2_thh(<2 x i16> zeroinitializer, i8 1, i8 2)
  %call2 = call spir_func target("spirv.AvcImePayloadINTEL") @_Z44intel_sub_group_avc_ime_set_single_referenceDv2_sh37ocl_intel_sub_group_avc_ime_payload_t(<2 x i16> zeroinitializer, i8 3, target("spirv.AvcImePayloadINTEL") zeroinitializer)
  %arrayidx = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 8
  %0 = load i64, ptr addrspace(1) %arrayidx, align 8
  %call3 = call spir_func target("spirv.AvcImePayloadINTEL") @_Z47intel_sub_group_avc_ime_set_inter_shape_penaltym37ocl_intel_sub_group_avc_ime_payload_t(i64 %0, target("spirv.AvcImePayloadINTEL") %call2)
  %call4 = call spir_func <2 x i16> @_Z35intel_sub_group_ime_ref_window_sizehc(i8 1, i8 -1)
  %call5 = call spir_func target("spirv.AvcImeResultINTEL") @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ref, target("spirv.Sampler") %s, target("spirv.AvcImePayloadINTEL") %call3)
  %call6 = call spir_func i64 @_Z42intel_sub_group_avc_ime_get_motion_vectors36ocl_intel_sub_group_avc_ime_result_t(target("spirv.AvcImeResultINTEL") %call5)
  %1 = extractelement <2 x i16> %call4, i64 0
  %conv = zext i16 %1 to i64
  %add = add i64 %call6, %conv
  store i64 %add, ptr addrspace(1) %out, align 8
  %call8 = call spir_func target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") @_Z64intel_sub_group_avc_ime_evaluate_with_single_reference_streamout14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ref, target("spirv.Sampler") %s, target("spirv.AvcImePayloadINTEL") %call3)
  %call9 = call spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortions63ocl_intel_sub_group_avc_ime_result_single_reference_streamout_th(target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") %call8, i8 1)
  %conv10 = trunc i16 %call9 to i8
  store i8 %conv10, ptr addrspace(1) %o8, align 1
  %call13 = call spir_func target("spirv.AvcSicPayloadINTEL") @_Z34intel_sub_group_avc_sic_initializeDv2_t(<2 x i16> zeroinitializer)
  %call14 = call spir_func target("spirv.AvcSicPayloadINTEL") @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhh37ocl_intel_sub_group_avc_sic_payload_t(i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, target("spirv.AvcSicPayloadINTEL") %call13)
  %call15 = call spir_func target("spirv.AvcSicPayloadINTEL") @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhttth37ocl_intel_sub_group_avc_sic_payload_t(i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i16 7, i16 8, i16 9, i8 10, target("spirv.AvcSicPayloadINTEL") %call14)
  %call16 = call spir_func target("spirv.AvcSicResultINTEL") @_Z36intel_sub_group_avc_sic_evaluate_ipe14ocl_image2d_ro11ocl_sampler37ocl_intel_sub_group_avc_sic_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %s, target("spirv.AvcSicPayloadINTEL") %call15)
  %call17 = call spir_func i8 @_Z43intel_sub_group_avc_sic_get_ipe_chroma_mode36ocl_intel_sub_group_avc_sic_result_t(target("spirv.AvcSicResultINTEL") %call16)
  %arrayidx18 = getelementptr inbounds nuw i8, ptr addrspace(1) %o8, i64 1
  store i8 %call17, ptr addrspace(1) %arrayidx18, align 1
  ret void
}

declare spir_func target("spirv.AvcImePayloadINTEL") @_Z34intel_sub_group_avc_ime_initializeDv2_thh(<2 x i16>, i8, i8)
declare spir_func target("spirv.AvcImePayloadINTEL") @_Z44intel_sub_group_avc_ime_set_single_referenceDv2_sh37ocl_intel_sub_group_avc_ime_payload_t(<2 x i16>, i8, target("spirv.AvcImePayloadINTEL"))
declare spir_func target("spirv.AvcImePayloadINTEL") @_Z47intel_sub_group_avc_ime_set_inter_shape_penaltym37ocl_intel_sub_group_avc_ime_payload_t(i64, target("spirv.AvcImePayloadINTEL"))
declare spir_func <2 x i16> @_Z35intel_sub_group_ime_ref_window_sizehc(i8, i8)
declare spir_func target("spirv.AvcImeResultINTEL") @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), target("spirv.AvcImePayloadINTEL"))
declare spir_func i64 @_Z42intel_sub_group_avc_ime_get_motion_vectors36ocl_intel_sub_group_avc_ime_result_t(target("spirv.AvcImeResultINTEL"))
declare spir_func target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") @_Z64intel_sub_group_avc_ime_evaluate_with_single_reference_streamout14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), target("spirv.AvcImePayloadINTEL"))
declare spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortions63ocl_intel_sub_group_avc_ime_result_single_reference_streamout_th(target("spirv.AvcImeResultSingleReferenceStreamoutINTEL"), i8)
declare spir_func target("spirv.AvcSicPayloadINTEL") @_Z34intel_sub_group_avc_sic_initializeDv2_t(<2 x i16>)
declare spir_func target("spirv.AvcSicPayloadINTEL") @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhh37ocl_intel_sub_group_avc_sic_payload_t(i8, i8, i8, i8, i8, i8, i8, target("spirv.AvcSicPayloadINTEL"))
declare spir_func target("spirv.AvcSicPayloadINTEL") @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhttth37ocl_intel_sub_group_avc_sic_payload_t(i8, i8, i8, i8, i8, i8, i16, i16, i16, i8, target("spirv.AvcSicPayloadINTEL"))
declare spir_func target("spirv.AvcSicResultINTEL") @_Z36intel_sub_group_avc_sic_evaluate_ipe14ocl_image2d_ro11ocl_sampler37ocl_intel_sub_group_avc_sic_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), target("spirv.AvcSicPayloadINTEL"))
declare spir_func i8 @_Z43intel_sub_group_avc_sic_get_ipe_chroma_mode36ocl_intel_sub_group_avc_sic_result_t(target("spirv.AvcSicResultINTEL"))
