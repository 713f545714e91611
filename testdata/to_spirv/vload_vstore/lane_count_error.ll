; A vector load or store whose name carries a lane count OpenCL C does not have (vloada_half1,
; as some front ends spelled the scalar) is an error naming it: its instruction would be an
; invalid vloada_halfn with 1 lane, which the validators let pass.
; ERROR: vloada_half should be of a half vector type
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f) {
entry:
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %x = call spir_func float @_Z12vloada_half1mPU3AS4KDh(i64 0, ptr addrspace(4) %g)
  store float %x, ptr addrspace(1) %f, align 4
  ret void
}

declare spir_func float @_Z12vloada_half1mPU3AS4KDh(i64, ptr addrspace(4))
