; An OpenCL C bfloat16 conversion whose types do not have the width its name states (intel_convert_bfloat164_as_ushort4 on 8 components): refused naming the builtin's form, in the reference's words
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
; ERROR: ConvertBFloat164AsUShort4 must be of <4 x i16> and take <4 x float>
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <8 x i16> @wide(<8 x float> %x) {
entry:
  %h = call spir_func <8 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<8 x float> %x)
  ret <8 x i16> %h
}

declare spir_func <8 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<8 x float>)
