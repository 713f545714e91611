; SPV_KHR_fma: llvm.fma (scalar and vector) → OpFmaKHR with its capability.
; OPTIONS: --spirv-ext=+SPV_KHR_fma
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x float> @f(float %a, float %b, float %c, <2 x half> %x, <2 x half> %y) {
entry:
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  %h = call <2 x half> @llvm.fma.v2f16(<2 x half> %x, <2 x half> %y, <2 x half> %x)
  %w = fpext <2 x half> %h to <2 x float>
  %s = insertelement <2 x float> %w, float %r, i32 0
  ret <2 x float> %s
}

declare float @llvm.fma.f32(float, float, float)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
