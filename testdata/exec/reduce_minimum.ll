; llvm.vector.reduce.fminimum/fmaximum/fmin/fmax and integer min/max reductions on edge values
; (NaN in either lane, +0 against -0 in both orders, ±inf): the expansion llvm2spirv writes must
; compute what LLVM's own lowering does.
; EXEC: kernel=reduce_minimum global=32 local=8
; ARG: global f32 32 special
; ARG: global i32 128 special
; ARG: global f32 192 zero
; ARG: global i32 128 zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @reduce_minimum(ptr addrspace(1) %f, ptr addrspace(1) %n, ptr addrspace(1) %fout, ptr addrspace(1) %nout) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  ; a = f[gid], b = f[(7 gid + 1) % 32], c = f[(gid + 31) % 32]
  %pa = getelementptr inbounds float, ptr addrspace(1) %f, i64 %gid
  %a = load float, ptr addrspace(1) %pa, align 4
  %g7 = mul i64 %gid, 7
  %g7p = add i64 %g7, 1
  %ib = and i64 %g7p, 31
  %pb = getelementptr inbounds float, ptr addrspace(1) %f, i64 %ib
  %b = load float, ptr addrspace(1) %pb, align 4
  %gm = add i64 %gid, 31
  %ic = and i64 %gm, 31
  %pc = getelementptr inbounds float, ptr addrspace(1) %f, i64 %ic
  %c = load float, ptr addrspace(1) %pc, align 4
  %ab0 = insertelement <2 x float> poison, float %a, i32 0
  %ab = insertelement <2 x float> %ab0, float %b, i32 1
  %ca0 = insertelement <2 x float> poison, float %c, i32 0
  %ca = insertelement <2 x float> %ca0, float %a, i32 1
  %r0 = call float @llvm.vector.reduce.fminimum.v2f32(<2 x float> %ab)
  %r1 = call float @llvm.vector.reduce.fmaximum.v2f32(<2 x float> %ab)
  %r2 = call float @llvm.vector.reduce.fminimum.v2f32(<2 x float> %ca)
  %r3 = call float @llvm.vector.reduce.fmaximum.v2f32(<2 x float> %ca)
  %r4 = call float @llvm.vector.reduce.fmin.v2f32(<2 x float> %ab)
  %r5 = call float @llvm.vector.reduce.fmax.v2f32(<2 x float> %ca)
  %o = mul i64 %gid, 6
  %o0 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %o
  store float %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 1
  store float %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 2
  store float %r2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 3
  store float %r3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 4
  store float %r4, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 5
  store float %r5, ptr addrspace(1) %o5, align 4
  %np = getelementptr inbounds <4 x i32>, ptr addrspace(1) %n, i64 %gid
  %iv = load <4 x i32>, ptr addrspace(1) %np, align 16
  %smin = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %iv)
  %smax = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %iv)
  %umin = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %iv)
  %umax = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %iv)
  %q = mul i64 %gid, 4
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %nout, i64 %q
  store i32 %smin, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %smax, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  store i32 %umin, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  store i32 %umax, ptr addrspace(1) %p3, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare float @llvm.vector.reduce.fminimum.v2f32(<2 x float>)
declare float @llvm.vector.reduce.fmaximum.v2f32(<2 x float>)
declare float @llvm.vector.reduce.fmin.v2f32(<2 x float>)
declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
