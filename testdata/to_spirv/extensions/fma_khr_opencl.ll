; OpenCL C fma (and SPIR-V friendly __spirv_ocl_fma) with SPV_KHR_fma allowed: OpFmaKHR, the same fused operation, as the reference writes it; back, llvm.fma.
; OPTIONS: --spirv-ext=+SPV_KHR_fma
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x double> @f(float %a, float %b, float %c, <2 x double> %x, <2 x double> %y) {
entry:
  %r = call spir_func float @_Z3fmafff(float %a, float %b, float %c)
  %s = call spir_func float @_Z15__spirv_ocl_fmafff(float %r, float %b, float %c)
  %d = fpext float %s to double
  %v0 = insertelement <2 x double> %x, double %d, i32 0
  %v = call spir_func <2 x double> @_Z3fmaDv2_dS_S_(<2 x double> %v0, <2 x double> %y, <2 x double> %x)
  ret <2 x double> %v
}

declare spir_func float @_Z3fmafff(float, float, float)
declare spir_func float @_Z15__spirv_ocl_fmafff(float, float, float)
declare spir_func <2 x double> @_Z3fmaDv2_dS_S_(<2 x double>, <2 x double>, <2 x double>)
