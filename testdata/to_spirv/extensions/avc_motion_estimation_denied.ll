; A motion estimation builtin without SPV_INTEL_device_side_avc_motion_estimation allowed: an
; error naming the extension.
; ERROR: SPV_INTEL_device_side_avc_motion_estimation
; OPTIONS: --spirv-ext=-all
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i8 @f() {
entry:
  %p = call spir_func i8 @_Z59intel_sub_group_avc_mce_get_default_intra_luma_mode_penaltyhh(i8 0, i8 1)
  ret i8 %p
}

declare spir_func i8 @_Z59intel_sub_group_avc_mce_get_default_intra_luma_mode_penaltyhh(i8, i8)
