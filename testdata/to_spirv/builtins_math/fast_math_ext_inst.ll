; OpenCL.std calls with fast-math flags, or whose callee states nofpclass(nan)/(inf) on its
; result and every floating-point parameter, get FPFastMathMode (SPIR-V 1.6): fmax 3 (nan and
; inf everywhere), fmin 2 (one parameter may be NaN), ldexp 3 (its integer parameter does not
; count), `fast` 16; a call of neither keeps none.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

declare spir_func nofpclass(nan inf) float @_Z16__spirv_ocl_fmaxff(float nofpclass(nan inf), float nofpclass(nan inf))
declare spir_func nofpclass(nan inf) float @_Z16__spirv_ocl_fminff(float nofpclass(inf), float nofpclass(nan inf))
declare spir_func nofpclass(nan inf) float @_Z17__spirv_ocl_ldexpfi(float nofpclass(nan inf), i32)
declare spir_func float @_Z4fmaxff(float, float)

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b, i32 %e) {
entry:
  %1 = call spir_func float @_Z16__spirv_ocl_fmaxff(float %a, float %b)
  %2 = call spir_func float @_Z16__spirv_ocl_fminff(float %1, float %b)
  %3 = call spir_func float @_Z17__spirv_ocl_ldexpfi(float %2, i32 %e)
  %4 = call fast spir_func float @_Z4fmaxff(float %3, float %a)
  %5 = call spir_func float @_Z4fmaxff(float %4, float %b)
  store float %5, ptr addrspace(1) %out, align 4
  ret void
}
