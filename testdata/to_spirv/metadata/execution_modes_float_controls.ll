; !spirv.ExecutionMode entries for float controls: RoundingModeRTPINTEL (5620) per width with
; SPV_INTEL_float_controls2 (capability RoundToInfinityINTEL; the same mode at two widths is two
; modes), and DenormPreserve (4459) whose capability is core from SPIR-V 1.4 (SPV_KHR_float_controls
; is not allowed here, so the module is 1.4).
; OPTIONS: --spirv-ext=+SPV_INTEL_float_controls2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !kernel_arg_addr_space !5 !kernel_arg_access_qual !5 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !5 {
entry:
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3}
!0 = !{ptr @k, i32 5620, i32 64}
!1 = !{ptr @k, i32 5620, i32 32}
!2 = !{ptr @k, i32 4459, i32 32}
!3 = !{ptr @k, i32 5620, i32 32}
!5 = !{}
