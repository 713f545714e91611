; __spirv_ReadClockKHR as SYCL headers declare it, a function template specialized on its return
; type (_Z20__spirv_ReadClockKHRIDv2_jET_j = uint2 __spirv_ReadClockKHR<uint2>(uint)), and in
; the SPIR-V friendly form with _R → OpReadClockKHR (ShaderClockKHR, SPV_KHR_shader_clock).
; OPTIONS: --spirv-ext=+SPV_KHR_shader_clock
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @clocks(i32 %scope) {
entry:
  %v = call spir_func <2 x i32> @_Z20__spirv_ReadClockKHRIDv2_jET_j(i32 3)
  %l = call spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32 3)
  %f = call spir_func i64 @_Z27__spirv_ReadClockKHR_Rulongi(i32 3)
  %lo = extractelement <2 x i32> %v, i32 0
  %w = zext i32 %lo to i64
  %s = add i64 %l, %w
  %r = add i64 %s, %f
  ret i64 %r
}

declare spir_func <2 x i32> @_Z20__spirv_ReadClockKHRIDv2_jET_j(i32)
declare spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32)
declare spir_func i64 @_Z27__spirv_ReadClockKHR_Rulongi(i32)
