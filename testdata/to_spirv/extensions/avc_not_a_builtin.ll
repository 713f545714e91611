; A function named like a motion estimation builtin that the extension does not have (a name
; of none, or a builtin's name with another parameter count) is an ordinary function: called.
; OPTIONS: --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i8 @f() {
entry:
  call spir_func void @_Z31intel_sub_group_avc_mce_ime_boov()
  %p = call spir_func i8 @_Z59intel_sub_group_avc_mce_get_default_intra_luma_mode_penaltyh(i8 0)
  ret i8 %p
}

declare spir_func void @_Z31intel_sub_group_avc_mce_ime_boov()

declare spir_func i8 @_Z59intel_sub_group_avc_mce_get_default_intra_luma_mode_penaltyh(i8)
