; SPIR-V friendly integer dot products under the Khronos translator's spellings (__spirv_SDotKHR,
; __spirv_SUDotAccSatKHR): OpSDot/OpSUDotAccSat with SPV_KHR_integer_dot_product below 1.6, and
; the input capability each operand type needs: packed i32 → DotProductInput4x8BitPacked, four
; i8 lanes → DotProductInput4x8Bit, other vectors → DotProductInputAll.
; OPTIONS: --spirv-max-version=1.5 --spirv-ext=+SPV_KHR_integer_dot_product
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @dots(i32 %pa, i32 %pb, <4 x i8> %ca, <4 x i8> %cb, <2 x i16> %sa, <2 x i16> %sb, i32 %acc) {
entry:
  %p = call spir_func i32 @_Z15__spirv_SDotKHRiii(i32 %pa, i32 %pb, i32 0)
  %c = call spir_func i32 @_Z15__spirv_SDotKHRDv4_cS_(<4 x i8> %ca, <4 x i8> %cb)
  %s = call spir_func i32 @_Z22__spirv_SUDotAccSatKHRDv2_sDv2_ti(<2 x i16> %sa, <2 x i16> %sb, i32 %acc)
  %t = add i32 %p, %c
  %r = add i32 %t, %s
  ret i32 %r
}

declare spir_func i32 @_Z15__spirv_SDotKHRiii(i32, i32, i32)
declare spir_func i32 @_Z15__spirv_SDotKHRDv4_cS_(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z22__spirv_SUDotAccSatKHRDv2_sDv2_ti(<2 x i16>, <2 x i16>, i32)
