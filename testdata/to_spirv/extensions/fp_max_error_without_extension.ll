; An llvm.fpbuiltin.* call stating its accuracy ("fpbuiltin-max-error") needs SPV_INTEL_fp_max_error: without it, an error naming the extension.
; ERROR: needs extension SPV_INTEL_fp_max_error
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %a, float %b) {
entry:
  %mul = call float @llvm.fpbuiltin.fmul.f32(float %a, float %b) #0
  ret float %mul
}

declare float @llvm.fpbuiltin.fmul.f32(float, float)

attributes #0 = { "fpbuiltin-max-error"="0.5" }
