; vloadn/vstoren (n = 3, 4, 8) in global and local memory (OpenCL C 1.2 named address spaces)
; → OpenCL.std vloadn/vstoren with the element count as a literal.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @vl(ptr addrspace(1) %p, ptr addrspace(3) %l, i64 %i, ptr addrspace(1) %out, ptr addrspace(1) %oi) {
entry:
  %call = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %p)
  %call1 = call spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64 1, ptr addrspace(1) %p)
  %call2 = call spir_func <8 x i32> @_Z6vload8mPU3AS3Ki(i64 0, ptr addrspace(3) %l)
  %vecinit = shufflevector <3 x float> %call1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %vecinit4 = insertelement <4 x float> %vecinit, float 0.000000e+00, i64 3
  %add = fadd <4 x float> %call, %vecinit4
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %add, i64 %i, ptr addrspace(1) %out)
  call spir_func void @_Z7vstore3Dv3_fmPU3AS1f(<3 x float> %call1, i64 2, ptr addrspace(1) %out)
  call spir_func void @_Z7vstore8Dv8_imPU3AS1i(<8 x i32> %call2, i64 0, ptr addrspace(1) %oi)
  ret void
}

declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func <8 x i32> @_Z6vload8mPU3AS3Ki(i64, ptr addrspace(3))
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1))
declare spir_func void @_Z7vstore3Dv3_fmPU3AS1f(<3 x float>, i64, ptr addrspace(1))
declare spir_func void @_Z7vstore8Dv8_imPU3AS1i(<8 x i32>, i64, ptr addrspace(1))
