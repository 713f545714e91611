; SPV_EXT_float8: a saturating conversion to an 8-bit float (__builtin_spirv_Convert…EXT_sat, scalar and vector) → OpFConvert decorated SaturatedToLargestFloat8NormalConversionEXT
; OPTIONS: --spirv-ext=+SPV_EXT_float8
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @saturating(half %h, <4 x half> %v, ptr addrspace(1) %out) {
entry:
  %e4m3 = call spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half %h)
  %e5m2 = call spir_func <4 x i8> @_Z40__builtin_spirv_ConvertFP16ToE5M2EXT_satDv4_Dh(<4 x half> %v)
  %plain = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half %h)
  store i8 %e4m3, ptr addrspace(1) %out
  %p1 = getelementptr i8, ptr addrspace(1) %out, i64 4
  store <4 x i8> %e5m2, ptr addrspace(1) %p1
  %p2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store i8 %plain, ptr addrspace(1) %p2
  ret void
}

declare spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half)
declare spir_func <4 x i8> @_Z40__builtin_spirv_ConvertFP16ToE5M2EXT_satDv4_Dh(<4 x half>)
declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half)
