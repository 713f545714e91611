; Intrinsics on integers of widths SPIR-V lacks: bitreverse of i4, i12 and i40 (the reversed
; container shifted down past its unused bits) and of <4 x i4>, and saturating float-to-int
; conversions to i2, i7 and i40, signed and unsigned (saturated to 64 bits, clamped to the
; width's range), on inputs that overflow both ways, NaN included; smin/smax/abs on i12 and
; <2 x i12>, saturating add and subtract on i7 and i40, signed and unsigned; the six
; *.with.overflow on i12 and i40 (an i40 product overflows the i64 container too) and on
; <2 x i12>; funnel shifts on i12 and i40 by amounts beyond the width (taken modulo it);
; bswap of an i48.
; EXEC: kernel=odd_width_intrinsics global=8 local=4
; ARG: global i64 160 zero
; ARG: global i32 8 range(-100000,100000,11)
; ARG: global f32 8 range(-300,300,37)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @odd_width_intrinsics(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %fin) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pin = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pin, align 4
  %pf = getelementptr float, ptr addrspace(1) %fin, i64 %gid
  %f = load float, ptr addrspace(1) %pf, align 4
  ; bitreverse
  %a4 = trunc i32 %x to i4
  %r4 = call i4 @llvm.bitreverse.i4(i4 %a4)
  %w4 = zext i4 %r4 to i64
  %a12 = trunc i32 %x to i12
  %r12 = call i12 @llvm.bitreverse.i12(i12 %a12)
  %w12 = zext i12 %r12 to i64
  %x64 = sext i32 %x to i64
  %m64 = mul i64 %x64, 7919
  %a40 = trunc i64 %m64 to i40
  %r40 = call i40 @llvm.bitreverse.i40(i40 %a40)
  %w40 = zext i40 %r40 to i64
  %v0 = insertelement <4 x i4> poison, i4 %a4, i32 0
  %b4 = lshr i32 %x, 4
  %b4t = trunc i32 %b4 to i4
  %v1 = insertelement <4 x i4> %v0, i4 %b4t, i32 1
  %c4 = lshr i32 %x, 8
  %c4t = trunc i32 %c4 to i4
  %v2 = insertelement <4 x i4> %v1, i4 %c4t, i32 2
  %v3 = insertelement <4 x i4> %v2, i4 -3, i32 3
  %rv = call <4 x i4> @llvm.bitreverse.v4i4(<4 x i4> %v3)
  %rvw = zext <4 x i4> %rv to <4 x i16>
  %rvb = bitcast <4 x i16> %rvw to i64
  ; saturating conversions: the input scaled up so that some lanes overflow every width
  %big = fmul float %f, 1.0e10
  %isnan = fcmp olt float %f, -250.0
  %g = select i1 %isnan, float 0x7FF8000000000000, float %f
  %s2 = call i2 @llvm.fptosi.sat.i2.f32(float %g)
  %u2 = call i2 @llvm.fptoui.sat.i2.f32(float %g)
  %s7 = call i7 @llvm.fptosi.sat.i7.f32(float %g)
  %u7 = call i7 @llvm.fptoui.sat.i7.f32(float %g)
  %s40 = call i40 @llvm.fptosi.sat.i40.f32(float %big)
  %u40 = call i40 @llvm.fptoui.sat.i40.f32(float %big)
  %sv = call <2 x i7> @llvm.fptosi.sat.v2i7.v2f32(<2 x float> <float 100.0, float -100.0>)
  %s2w = sext i2 %s2 to i64
  %u2w = zext i2 %u2 to i64
  %s7w = sext i7 %s7 to i64
  %u7w = zext i7 %u7 to i64
  %s40w = sext i40 %s40 to i64
  %u40w = zext i40 %u40 to i64
  %svw = sext <2 x i7> %sv to <2 x i32>
  %svb = bitcast <2 x i32> %svw to i64
  ; min, max, abs and saturating arithmetic
  %y12 = trunc i32 %b4 to i12
  %mn = call i12 @llvm.smin.i12(i12 %a12, i12 %y12)
  %mx = call i12 @llvm.smax.i12(i12 %a12, i12 -5)
  %ab = call i12 @llvm.abs.i12(i12 %a12, i1 false)
  %abm = call i12 @llvm.abs.i12(i12 -2048, i1 false)
  %mnw = zext i12 %mn to i64
  %mxw = sext i12 %mx to i64
  %abw = zext i12 %ab to i64
  %abmw = sext i12 %abm to i64
  %vx0 = insertelement <2 x i12> poison, i12 %a12, i32 0
  %vx = insertelement <2 x i12> %vx0, i12 %y12, i32 1
  %vm = call <2 x i12> @llvm.smax.v2i12(<2 x i12> %vx, <2 x i12> <i12 100, i12 -100>)
  %vmw = sext <2 x i12> %vm to <2 x i32>
  %vmb = bitcast <2 x i32> %vmw to i64
  %a7 = trunc i32 %x to i7
  %b7 = trunc i32 %c4 to i7
  %sa7 = call i7 @llvm.sadd.sat.i7(i7 %a7, i7 %b7)
  %ss7 = call i7 @llvm.ssub.sat.i7(i7 %a7, i7 %b7)
  %ua7 = call i7 @llvm.uadd.sat.i7(i7 %a7, i7 %b7)
  %us7 = call i7 @llvm.usub.sat.i7(i7 %a7, i7 %b7)
  %b40 = mul i40 %a40, 3
  %sa40 = call i40 @llvm.sadd.sat.i40(i40 %a40, i40 %b40)
  %ss40 = call i40 @llvm.ssub.sat.i40(i40 %a40, i40 %b40)
  %ua40 = call i40 @llvm.uadd.sat.i40(i40 %a40, i40 %b40)
  %sa7w = sext i7 %sa7 to i64
  %ss7w = sext i7 %ss7 to i64
  %ua7w = zext i7 %ua7 to i64
  %us7w = zext i7 %us7 to i64
  %sa40w = sext i40 %sa40 to i64
  %ss40w = sext i40 %ss40 to i64
  %ua40w = zext i40 %ua40 to i64
  %q1 = shl i64 %ss7w, 8
  %q2 = shl i64 %ua7w, 16
  %q3 = shl i64 %us7w, 24
  %q4 = shl i64 %mnw, 32
  %q5 = shl i64 %abw, 48
  %k1 = or i64 %sa7w, %q1
  %k2 = or i64 %k1, %q2
  %k3 = or i64 %k2, %q3
  %k4 = xor i64 %k3, %q4
  %k5 = xor i64 %k4, %q5
  %k6 = add i64 %k5, %mxw
  %k7 = add i64 %k6, %abmw
  ; with.overflow: each result and flag
  %ov1 = call { i12, i1 } @llvm.uadd.with.overflow.i12(i12 %a12, i12 %y12)
  %ov2 = call { i12, i1 } @llvm.usub.with.overflow.i12(i12 %a12, i12 %y12)
  %ov3 = call { i12, i1 } @llvm.sadd.with.overflow.i12(i12 %a12, i12 %y12)
  %ov4 = call { i12, i1 } @llvm.ssub.with.overflow.i12(i12 %a12, i12 %y12)
  %ov5 = call { i12, i1 } @llvm.umul.with.overflow.i12(i12 %a12, i12 %y12)
  %ov6 = call { i12, i1 } @llvm.smul.with.overflow.i12(i12 %a12, i12 %y12)
  %ov7 = call { i40, i1 } @llvm.umul.with.overflow.i40(i40 %a40, i40 %b40)
  %ov8 = call { i40, i1 } @llvm.smul.with.overflow.i40(i40 %a40, i40 %b40)
  %ov9 = call { i40, i1 } @llvm.sadd.with.overflow.i40(i40 %a40, i40 %b40)
  %ovv = call { <2 x i12>, <2 x i1> } @llvm.smul.with.overflow.v2i12(<2 x i12> %vx, <2 x i12> <i12 77, i12 -3>)
  %h = call i64 @hash12(i64 0, { i12, i1 } %ov1)
  %h2 = call i64 @hash12(i64 %h, { i12, i1 } %ov2)
  %h3 = call i64 @hash12(i64 %h2, { i12, i1 } %ov3)
  %h4 = call i64 @hash12(i64 %h3, { i12, i1 } %ov4)
  %h5 = call i64 @hash12(i64 %h4, { i12, i1 } %ov5)
  %h6 = call i64 @hash12(i64 %h5, { i12, i1 } %ov6)
  %h7 = call i64 @hash40(i64 %h6, { i40, i1 } %ov7)
  %h8 = call i64 @hash40(i64 %h7, { i40, i1 } %ov8)
  %h9 = call i64 @hash40(i64 %h8, { i40, i1 } %ov9)
  %ovr = extractvalue { <2 x i12>, <2 x i1> } %ovv, 0
  %ovf = extractvalue { <2 x i12>, <2 x i1> } %ovv, 1
  %ovrw = zext <2 x i12> %ovr to <2 x i16>
  %ovfw = zext <2 x i1> %ovf to <2 x i16>
  %ovrb = bitcast <2 x i16> %ovrw to i32
  %ovfb = bitcast <2 x i16> %ovfw to i32
  %ovr64 = zext i32 %ovrb to i64
  %ovf64 = zext i32 %ovfb to i64
  %ovfs = shl i64 %ovf64, 32
  %ovw = or i64 %ovr64, %ovfs
  ; funnel shifts: amounts from the input, many of them past the width
  %amt = lshr i32 %x, 3
  %amt12 = trunc i32 %amt to i12
  %fl12 = call i12 @llvm.fshl.i12(i12 %a12, i12 %y12, i12 %amt12)
  %fr12 = call i12 @llvm.fshr.i12(i12 %a12, i12 %y12, i12 %amt12)
  %fr0 = call i12 @llvm.fshr.i12(i12 %a12, i12 %y12, i12 24)
  %amt40 = zext i32 %amt to i40
  %fl40 = call i40 @llvm.fshl.i40(i40 %a40, i40 %b40, i40 %amt40)
  %fr40 = call i40 @llvm.fshr.i40(i40 %a40, i40 %b40, i40 %amt40)
  %fl12w = zext i12 %fl12 to i64
  %fr12w = zext i12 %fr12 to i64
  %fr0w = zext i12 %fr0 to i64
  %fl40w = zext i40 %fl40 to i64
  %fr40w = zext i40 %fr40 to i64
  %fs1 = shl i64 %fr12w, 12
  %fs2 = shl i64 %fr0w, 24
  %fs3 = or i64 %fl12w, %fs1
  %fsm = or i64 %fs3, %fs2
  %fsx = xor i64 %fl40w, %fsm
  %fsy = mul i64 %fr40w, 3
  %fsz0 = add i64 %fsx, %fsy
  %a48 = trunc i64 %m64 to i48
  %bs48 = call i48 @llvm.bswap.i48(i48 %a48)
  %bs48w = zext i48 %bs48 to i64
  %fsz = xor i64 %fsz0, %bs48w
  ; pack the small ones
  %p1 = shl i64 %s2w, 16
  %p2 = shl i64 %u2w, 32
  %p3 = shl i64 %u7w, 48
  %small = or i64 %p1, %p2
  %small2 = or i64 %small, %p3
  %base = mul i64 %gid, 20
  %o = getelementptr i64, ptr addrspace(1) %out, i64 %base
  store i64 %w4, ptr addrspace(1) %o, align 8
  %o1 = getelementptr i64, ptr addrspace(1) %o, i64 1
  store i64 %w12, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr i64, ptr addrspace(1) %o, i64 2
  store i64 %w40, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr i64, ptr addrspace(1) %o, i64 3
  store i64 %rvb, ptr addrspace(1) %o3, align 8
  %o4 = getelementptr i64, ptr addrspace(1) %o, i64 4
  store i64 %small2, ptr addrspace(1) %o4, align 8
  %o5 = getelementptr i64, ptr addrspace(1) %o, i64 5
  store i64 %s7w, ptr addrspace(1) %o5, align 8
  %o6 = getelementptr i64, ptr addrspace(1) %o, i64 6
  store i64 %s40w, ptr addrspace(1) %o6, align 8
  %o7 = getelementptr i64, ptr addrspace(1) %o, i64 7
  store i64 %u40w, ptr addrspace(1) %o7, align 8
  %o8 = getelementptr i64, ptr addrspace(1) %o, i64 8
  store i64 %svb, ptr addrspace(1) %o8, align 8
  %o9 = getelementptr i64, ptr addrspace(1) %o, i64 9
  store i64 %k7, ptr addrspace(1) %o9, align 8
  %o10 = getelementptr i64, ptr addrspace(1) %o, i64 10
  store i64 %vmb, ptr addrspace(1) %o10, align 8
  %o11 = getelementptr i64, ptr addrspace(1) %o, i64 11
  store i64 %sa40w, ptr addrspace(1) %o11, align 8
  %o12 = getelementptr i64, ptr addrspace(1) %o, i64 12
  store i64 %ss40w, ptr addrspace(1) %o12, align 8
  %o13 = getelementptr i64, ptr addrspace(1) %o, i64 13
  store i64 %ua40w, ptr addrspace(1) %o13, align 8
  %o14 = getelementptr i64, ptr addrspace(1) %o, i64 14
  store i64 %h9, ptr addrspace(1) %o14, align 8
  %o15 = getelementptr i64, ptr addrspace(1) %o, i64 15
  store i64 %ovw, ptr addrspace(1) %o15, align 8
  %o16 = getelementptr i64, ptr addrspace(1) %o, i64 16
  store i64 %fsz, ptr addrspace(1) %o16, align 8
  ret void
}

; acc * 31 + (result, zero-extended) * 2 + flag
define internal i64 @hash12(i64 %acc, { i12, i1 } %p) {
  %r = extractvalue { i12, i1 } %p, 0
  %f = extractvalue { i12, i1 } %p, 1
  %rw = zext i12 %r to i64
  %fw = zext i1 %f to i64
  %m = mul i64 %acc, 31
  %r2 = shl i64 %rw, 1
  %s = add i64 %m, %r2
  %t = add i64 %s, %fw
  ret i64 %t
}

define internal i64 @hash40(i64 %acc, { i40, i1 } %p) {
  %r = extractvalue { i40, i1 } %p, 0
  %f = extractvalue { i40, i1 } %p, 1
  %rw = zext i40 %r to i64
  %fw = zext i1 %f to i64
  %m = mul i64 %acc, 31
  %r2 = shl i64 %rw, 1
  %s = add i64 %m, %r2
  %t = add i64 %s, %fw
  ret i64 %t
}

declare i64 @_Z13get_global_idj(i32)
declare i4 @llvm.bitreverse.i4(i4)
declare i12 @llvm.bitreverse.i12(i12)
declare i40 @llvm.bitreverse.i40(i40)
declare <4 x i4> @llvm.bitreverse.v4i4(<4 x i4>)
declare i2 @llvm.fptosi.sat.i2.f32(float)
declare i2 @llvm.fptoui.sat.i2.f32(float)
declare i7 @llvm.fptosi.sat.i7.f32(float)
declare i7 @llvm.fptoui.sat.i7.f32(float)
declare i40 @llvm.fptosi.sat.i40.f32(float)
declare i40 @llvm.fptoui.sat.i40.f32(float)
declare <2 x i7> @llvm.fptosi.sat.v2i7.v2f32(<2 x float>)
declare i12 @llvm.smin.i12(i12, i12)
declare i12 @llvm.smax.i12(i12, i12)
declare i12 @llvm.abs.i12(i12, i1)
declare <2 x i12> @llvm.smax.v2i12(<2 x i12>, <2 x i12>)
declare i7 @llvm.sadd.sat.i7(i7, i7)
declare i7 @llvm.ssub.sat.i7(i7, i7)
declare i7 @llvm.uadd.sat.i7(i7, i7)
declare i7 @llvm.usub.sat.i7(i7, i7)
declare i40 @llvm.sadd.sat.i40(i40, i40)
declare i40 @llvm.ssub.sat.i40(i40, i40)
declare i40 @llvm.uadd.sat.i40(i40, i40)
declare { i12, i1 } @llvm.uadd.with.overflow.i12(i12, i12)
declare { i12, i1 } @llvm.usub.with.overflow.i12(i12, i12)
declare { i12, i1 } @llvm.sadd.with.overflow.i12(i12, i12)
declare { i12, i1 } @llvm.ssub.with.overflow.i12(i12, i12)
declare { i12, i1 } @llvm.umul.with.overflow.i12(i12, i12)
declare { i12, i1 } @llvm.smul.with.overflow.i12(i12, i12)
declare { i40, i1 } @llvm.umul.with.overflow.i40(i40, i40)
declare { i40, i1 } @llvm.smul.with.overflow.i40(i40, i40)
declare { i40, i1 } @llvm.sadd.with.overflow.i40(i40, i40)
declare { <2 x i12>, <2 x i1> } @llvm.smul.with.overflow.v2i12(<2 x i12>, <2 x i12>)
declare i12 @llvm.fshl.i12(i12, i12, i12)
declare i12 @llvm.fshr.i12(i12, i12, i12)
declare i40 @llvm.fshl.i40(i40, i40, i40)
declare i40 @llvm.fshr.i40(i40, i40, i40)
declare i48 @llvm.bswap.i48(i48)
