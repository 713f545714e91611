; SPV_EXT_float8 with SPV_KHR_cooperative_matrix: the conversion builtins on cooperative matrices → OpFConvert to or from a matrix of OpTypeFloat 8 (capability Float8CooperativeMatrixEXT), bitcast from or to the matrix of i8 components LLVM holds it in
; OPTIONS: --spirv-ext=+SPV_EXT_float8,+SPV_KHR_cooperative_matrix
target datalayout = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-G1"
target triple = "spir-unknown-unknown"

define spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @round_trip(half %x) {
entry:
  %m = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructDh(half %x)
  %narrow = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2(target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) %m)
  %wide = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2(target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2) %narrow)
  ret target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) %wide
}

declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructDh(half)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2(target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2(target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2))
