; SPV_KHR_bfloat16: dot of bfloat vectors (clang 22 mangles __bf16 `DF16b`; older producers
; write the vendor name `u6__bf16`, read too) → OpDot with capability BFloat16DotProductKHR.
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func bfloat @dots(<2 x bfloat> %a, <2 x bfloat> %b, <4 x bfloat> %c) {
entry:
  %d2 = call spir_func bfloat @_Z3dotDv2_DF16bS_(<2 x bfloat> %a, <2 x bfloat> %b)
  %d4 = call spir_func bfloat @_Z3dotDv4_u6__bf16Dv4_S_(<4 x bfloat> %c, <4 x bfloat> %c)
  %w2 = fpext bfloat %d2 to float
  %w4 = fpext bfloat %d4 to float
  %s = fadd float %w2, %w4
  %r = fptrunc float %s to bfloat
  ret bfloat %r
}

declare spir_func bfloat @_Z3dotDv2_DF16bS_(<2 x bfloat>, <2 x bfloat>)
declare spir_func bfloat @_Z3dotDv4_u6__bf16Dv4_S_(<4 x bfloat>, <4 x bfloat>)
