; A __spirv_* call whose literal operand sets a mask bit SPIR-V's grammar does not define (0x4000 of MatrixMultiplyAccumulateOperands, a float8 flag newer than SPIRV-Headers): no reader or validator takes it, so it is an error naming the bit
; OPTIONS: --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate
; ERROR: MatrixMultiplyAccumulateOperands bit 0x4000, which SPIR-V's grammar does not define
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <4 x float> @f(<4 x i8> %a, <8 x i8> %b, <4 x float> %c) {
  %r = call spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_hDv8_hDv4_fi(i32 8, <4 x i8> %a, <8 x i8> %b, <4 x float> %c, i32 16384)
  ret <4 x float> %r
}

declare spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_hDv8_hDv4_fi(i32, <4 x i8>, <8 x i8>, <4 x float>, i32)
