; An evaluation builtin whose parameters name images but no sampler (an image of the evaluation
; is an OpVmeImageINTEL of the image and the sampler): an error naming the builtin.
; ERROR: intel_sub_group_avc_sic_evaluate_ipe takes an image but no sampler
; OPTIONS: --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func target("spirv.AvcSicResultINTEL") @f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, i32 %s, target("spirv.AvcSicPayloadINTEL") %p) {
entry:
  %r = call spir_func target("spirv.AvcSicResultINTEL") @_Z36intel_sub_group_avc_sic_evaluate_ipe14ocl_image2d_roi37ocl_intel_sub_group_avc_sic_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, i32 %s, target("spirv.AvcSicPayloadINTEL") %p)
  ret target("spirv.AvcSicResultINTEL") %r
}

declare spir_func target("spirv.AvcSicResultINTEL") @_Z36intel_sub_group_avc_sic_evaluate_ipe14ocl_image2d_roi37ocl_intel_sub_group_avc_sic_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32, target("spirv.AvcSicPayloadINTEL"))
