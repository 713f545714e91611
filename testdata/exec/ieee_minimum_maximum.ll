; llvm.minimum/llvm.maximum (IEEE 754-2019: NaN if either operand is NaN, -0 below +0) and
; llvm.minimumnum/llvm.maximumnum (a NaN operand gives the other one) on float, double and
; <2 x float>, with nnan and nsz, over pairs of edge values (each special
; value against its neighbour both ways, +0 against -0 included, and against the one five
; places on: infinities, NaN, extremes) and random ones. A NaN result is stored as one quiet
; NaN (the operation does not fix which).
; EXEC: kernel=ieee_minimum_maximum global=32 local=8
; ARG: global f32 640 zero
; ARG: global f32 32 special
; ARG: global f32 32 range(-4,4,5)
; ARG: global f64 64 zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define internal float @canonical(float %r) {
  %nan = fcmp uno float %r, %r
  %c = select i1 %nan, float 0x7FF8000000000000, float %r
  ret float %c
}

define internal double @canonical64(double %r) {
  %nan = fcmp uno double %r, %r
  %c = select i1 %nan, double 0x7FF8000000000000, double %r
  ret double %c
}

; out[at] = minimum(x, y), out[at + 1] = maximum(x, y), out[at + 2] = minimumnum(x, y),
; out[at + 3] = maximumnum(x, y)
define internal void @pair(ptr addrspace(1) %out, i64 %at, float %x, float %y) {
  %m1 = call float @llvm.minimum.f32(float %x, float %y)
  %c1 = call float @canonical(float %m1)
  %o1 = getelementptr float, ptr addrspace(1) %out, i64 %at
  store float %c1, ptr addrspace(1) %o1, align 4
  %m2 = call float @llvm.maximum.f32(float %x, float %y)
  %c2 = call float @canonical(float %m2)
  %o2 = getelementptr float, ptr addrspace(1) %o1, i64 1
  store float %c2, ptr addrspace(1) %o2, align 4
  %m3 = call float @llvm.minimumnum.f32(float %x, float %y)
  %c3 = call float @canonical(float %m3)
  %o3 = getelementptr float, ptr addrspace(1) %o1, i64 2
  store float %c3, ptr addrspace(1) %o3, align 4
  %m4 = call float @llvm.maximumnum.f32(float %x, float %y)
  %c4 = call float @canonical(float %m4)
  %o4 = getelementptr float, ptr addrspace(1) %o1, i64 3
  store float %c4, ptr addrspace(1) %o4, align 4
  ret void
}

define spir_kernel void @ieee_minimum_maximum(ptr addrspace(1) %out, ptr addrspace(1) %sp, ptr addrspace(1) %rnd, ptr addrspace(1) %out64) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr float, ptr addrspace(1) %sp, i64 %gid
  %x = load float, ptr addrspace(1) %px, align 4
  %ja1 = add i64 %gid, 1
  %ja = urem i64 %ja1, 32
  %pya = getelementptr float, ptr addrspace(1) %sp, i64 %ja
  %ya = load float, ptr addrspace(1) %pya, align 4
  %jb1 = add i64 %gid, 5
  %jb = urem i64 %jb1, 32
  %pyb = getelementptr float, ptr addrspace(1) %sp, i64 %jb
  %yb = load float, ptr addrspace(1) %pyb, align 4
  %pr = getelementptr float, ptr addrspace(1) %rnd, i64 %gid
  %yr = load float, ptr addrspace(1) %pr, align 4
  %base = mul i64 %gid, 20
  call void @pair(ptr addrspace(1) %out, i64 %base, float %x, float %ya)
  %b2 = add i64 %base, 4
  call void @pair(ptr addrspace(1) %out, i64 %b2, float %ya, float %x)
  %b4 = add i64 %base, 8
  call void @pair(ptr addrspace(1) %out, i64 %b4, float %x, float %yb)
  %b6 = add i64 %base, 12
  call void @pair(ptr addrspace(1) %out, i64 %b6, float %x, float %yr)
  ; nnan: only the signed-zero step (NaN operands replaced by the random value)
  %xn = fcmp uno float %x, %x
  %xx = select i1 %xn, float %yr, float %x
  %yn = fcmp uno float %ya, %ya
  %yy = select i1 %yn, float %yr, float %ya
  %m3 = call nnan float @llvm.minimum.f32(float %xx, float %yy)
  %b8 = add i64 %base, 16
  %o8 = getelementptr float, ptr addrspace(1) %out, i64 %b8
  store float %m3, ptr addrspace(1) %o8, align 4
  ; <2 x float>: maximum of (x, ya) and (ya, x)
  %v0 = insertelement <2 x float> poison, float %x, i32 0
  %v1 = insertelement <2 x float> %v0, float %ya, i32 1
  %w0 = insertelement <2 x float> poison, float %ya, i32 0
  %w1 = insertelement <2 x float> %w0, float %x, i32 1
  %vm = call <2 x float> @llvm.maximum.v2f32(<2 x float> %v1, <2 x float> %w1)
  %e0 = extractelement <2 x float> %vm, i32 0
  %e1 = extractelement <2 x float> %vm, i32 1
  %ce0 = call float @canonical(float %e0)
  %ce1 = call float @canonical(float %e1)
  %b9 = add i64 %base, 17
  %o9 = getelementptr float, ptr addrspace(1) %out, i64 %b9
  store float %ce0, ptr addrspace(1) %o9, align 4
  %b10 = add i64 %base, 18
  %o10 = getelementptr float, ptr addrspace(1) %out, i64 %b10
  store float %ce1, ptr addrspace(1) %o10, align 4
  ; nsz: only the NaN step (against a random value: no tie of zeros)
  %m6 = call nsz float @llvm.maximum.f32(float %x, float %yr)
  %c6 = call float @canonical(float %m6)
  %b11 = add i64 %base, 19
  %o11 = getelementptr float, ptr addrspace(1) %out, i64 %b11
  store float %c6, ptr addrspace(1) %o11, align 4
  ; double
  %dx = fpext float %x to double
  %dy = fpext float %ya to double
  %d1 = call double @llvm.minimum.f64(double %dx, double %dy)
  %cd1 = call double @canonical64(double %d1)
  %d0 = mul i64 %gid, 2
  %od1 = getelementptr double, ptr addrspace(1) %out64, i64 %d0
  store double %cd1, ptr addrspace(1) %od1, align 8
  %d2 = call double @llvm.maximum.f64(double %dy, double %dx)
  %cd2 = call double @canonical64(double %d2)
  %od2 = getelementptr double, ptr addrspace(1) %od1, i64 1
  store double %cd2, ptr addrspace(1) %od2, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare <2 x float> @llvm.maximum.v2f32(<2 x float>, <2 x float>)
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
