; vload_half/vloada_half and vstore_half/vstorea_half with rounding modes (_rte, _rtz):
; OpenCL.std vload_halfn/vloada_halfn/vstore_halfn_r/vstore_half_r/vstorea_halfn with the
; FPRoundingMode as a literal operand.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @vh(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %i, <4 x float> %v, float %s) {
entry:
  %call = call spir_func <4 x float> @_Z11vload_half4mPU3AS1KDh(i64 %i, ptr addrspace(1) %p)
  %call1 = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 0, ptr addrspace(1) %p)
  %call2 = call spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64 1, ptr addrspace(1) %p)
  %add = fadd <4 x float> %call, %call2
  call spir_func void @_Z16vstore_half4_rteDv4_fmPU3AS1Dh(<4 x float> %add, i64 %i, ptr addrspace(1) %q)
  %add3 = fadd float %s, %call1
  call spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float %add3, i64 3, ptr addrspace(1) %q)
  call spir_func void @_Z13vstorea_half4Dv4_fmPU3AS1Dh(<4 x float> %v, i64 2, ptr addrspace(1) %q)
  ret void
}

declare spir_func <4 x float> @_Z11vload_half4mPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func float @_Z10vload_halfmPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func void @_Z16vstore_half4_rteDv4_fmPU3AS1Dh(<4 x float>, i64, ptr addrspace(1))
declare spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float, i64, ptr addrspace(1))
declare spir_func void @_Z13vstorea_half4Dv4_fmPU3AS1Dh(<4 x float>, i64, ptr addrspace(1))
