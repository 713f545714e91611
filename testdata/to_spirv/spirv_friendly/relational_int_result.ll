; __spirv_ relational calls declared with integer results (as SYCL headers declare the vector
; forms): the instruction yields bools, selected to 1/0 for a scalar and -1/0 per lane for a
; vector; a bool-returning one stays as it is.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @rel(float %x, <4 x float> %v, <4 x float> %w, ptr addrspace(1) %out) {
entry:
  %a = call spir_func i32 @_Z13__spirv_IsNanf(float %x)
  %b = call spir_func <4 x i32> @_Z20__spirv_FOrdLessThanDv4_fS_(<4 x float> %v, <4 x float> %w)
  store <4 x i32> %b, ptr addrspace(1) %out, align 16
  %c = call spir_func i1 @_Z13__spirv_IsInff(float %x)
  %cz = zext i1 %c to i32
  %r = add i32 %a, %cz
  ret i32 %r
}

declare spir_func i32 @_Z13__spirv_IsNanf(float)
declare spir_func <4 x i32> @_Z20__spirv_FOrdLessThanDv4_fS_(<4 x float>, <4 x float>)
declare spir_func i1 @_Z13__spirv_IsInff(float)
