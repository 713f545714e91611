; SPV_KHR_fma: llvm.fma on scalars and vectors of float and double becomes OpFmaKHR, and back
; llvm.fma; the fused result (one rounding) must survive both trips bit for bit.
; OPTIONS: --spirv-ext=+SPV_KHR_fma
; DECLARES: SPV_KHR_fma
; EXEC: kernel=fma_khr global=8 local=4
; ARG: global f32 32 zero
; ARG: global f32 8 rand(11)
; ARG: global f64 16 zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fma_khr(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %dout) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %p, align 4
  ; x * (1 + 2^-23) - x: the fused form keeps the low bits a separate multiply rounds away
  %y = fmul float %x, 0x3FF0000020000000
  %nx = fneg float %x
  %f = call float @llvm.fma.f32(float %x, float 0x3FF0000020000000, float %nx)
  %q = getelementptr float, ptr addrspace(1) %out, i64 %gid
  store float %f, ptr addrspace(1) %q, align 4
  %v0 = insertelement <2 x float> poison, float %x, i32 0
  %v = insertelement <2 x float> %v0, float %y, i32 1
  %vf = call <2 x float> @llvm.fma.v2f32(<2 x float> %v, <2 x float> %v, <2 x float> <float -1.0, float 0.5>)
  %slot = add i64 %gid, 8
  %qv = getelementptr <2 x float>, ptr addrspace(1) %out, i64 %slot
  store <2 x float> %vf, ptr addrspace(1) %qv, align 8
  %d = fpext float %x to double
  %df = call double @llvm.fma.f64(double %d, double 0x3FF0000000000001, double 1.0e-300)
  %dq = getelementptr double, ptr addrspace(1) %dout, i64 %gid
  store double %df, ptr addrspace(1) %dq, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare float @llvm.fma.f32(float, float, float)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare double @llvm.fma.f64(double, double, double)
