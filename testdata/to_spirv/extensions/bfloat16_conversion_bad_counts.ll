; A bfloat16 conversion whose result has more components than its operand: refused with the reference's reason.
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
; ERROR: Input type must have the same number of components as result type
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <8 x i16> @narrow(<4 x float> %x) {
entry:
  %h = call spir_func <8 x i16> @_Z27__spirv_ConvertFToBF16INTELf(<4 x float> %x)
  ret <8 x i16> %h
}

declare spir_func <8 x i16> @_Z27__spirv_ConvertFToBF16INTELf(<4 x float>)
