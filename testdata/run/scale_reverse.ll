; A kernel for `spirv-llvm run`: each work-group reverses its slice of p through local memory
; (a barrier between), scaled by k, plus sqrt(4) (an OpenCL.std call the runner maps to LLVM).
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale_reverse(ptr addrspace(1) %p, float %k, ptr addrspace(3) %tmp) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %l = call spir_func i64 @_Z12get_local_idj(i32 0)
  %n = call spir_func i64 @_Z14get_local_sizej(i32 0)
  %src = getelementptr float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %src, align 4
  %s = fmul float %v, %k
  %mine = getelementptr float, ptr addrspace(3) %tmp, i64 %l
  store float %s, ptr addrspace(3) %mine, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %last = sub i64 %n, 1
  %j = sub i64 %last, %l
  %theirs = getelementptr float, ptr addrspace(3) %tmp, i64 %j
  %t = load float, ptr addrspace(3) %theirs, align 4
  %two = call spir_func float @_Z4sqrtf(float 4.0)
  %r = fadd float %t, %two
  store float %r, ptr addrspace(1) %src, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func float @_Z4sqrtf(float)
