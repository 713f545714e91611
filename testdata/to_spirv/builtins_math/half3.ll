; half3 math (cl_khr_fp16): sqrt, fma, exp, rsqrt and fmax with a scalar operand on 3-element
; half vectors (Float16 capability).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <3 x half> @half_math(<3 x half> %a, <3 x half> %b) {
entry:
  %call = call spir_func <3 x half> @_Z4sqrtDv3_Dh(<3 x half> %a)
  %call9 = call spir_func <3 x half> @_Z3fmaDv3_DhS_S_(<3 x half> %a, <3 x half> %b, <3 x half> %a)
  %add = fadd <3 x half> %call, %call9
  %call12 = call spir_func <3 x half> @_Z3expDv3_Dh(<3 x half> %b)
  %call15 = call spir_func <3 x half> @_Z5rsqrtDv3_Dh(<3 x half> %a)
  %0 = call <3 x half> @llvm.fmuladd.v3f16(<3 x half> %call12, <3 x half> %call15, <3 x half> %add)
  %call18 = call spir_func <3 x half> @_Z4fmaxDv3_DhDh(<3 x half> %a, half 0xH3C00)
  %add19 = fadd <3 x half> %0, %call18
  ret <3 x half> %add19
}

declare spir_func <3 x half> @_Z4sqrtDv3_Dh(<3 x half>)
declare spir_func <3 x half> @_Z3fmaDv3_DhS_S_(<3 x half>, <3 x half>, <3 x half>)
declare spir_func <3 x half> @_Z3expDv3_Dh(<3 x half>)
declare spir_func <3 x half> @_Z5rsqrtDv3_Dh(<3 x half>)
declare <3 x half> @llvm.fmuladd.v3f16(<3 x half>, <3 x half>, <3 x half>)
declare spir_func <3 x half> @_Z4fmaxDv3_DhDh(<3 x half>, half)
