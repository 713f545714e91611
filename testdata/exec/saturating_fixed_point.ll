; Saturating shifts and fixed-point multiplication: ushl.sat/sshl.sat on i32 and <4 x i16>,
; smul.fix/umul.fix (scale 0, 15, 31) and their .sat forms on i32, i64 and <2 x i16>, with
; operands that overflow and operands that fit, of both signs.
; EXEC: kernel=saturating_fixed_point global=16 local=4
; ARG: global i64 256 zero
; ARG: global i32 16 range(-2000000000,2000000000,7)
; ARG: global i32 16 range(-70000,70000,3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @saturating_fixed_point(ptr addrspace(1) %out, ptr addrspace(1) %big, ptr addrspace(1) %small) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr i32, ptr addrspace(1) %big, i64 %gid
  %pb = getelementptr i32, ptr addrspace(1) %small, i64 %gid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %b = load i32, ptr addrspace(1) %pb, align 4
  %gid32 = trunc i64 %gid to i32
  %sh = and i32 %gid32, 15
  %r0 = call i32 @llvm.ushl.sat.i32(i32 %b, i32 %sh)
  %r1 = call i32 @llvm.sshl.sat.i32(i32 %b, i32 %sh)
  %r2 = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i32 15)
  %r3 = call i32 @llvm.umul.fix.i32(i32 %a, i32 %b, i32 31)
  %r4 = call i32 @llvm.smul.fix.sat.i32(i32 %a, i32 %b, i32 15)
  %r5 = call i32 @llvm.umul.fix.sat.i32(i32 %a, i32 %b, i32 15)
  %r6 = call i32 @llvm.smul.fix.sat.i32(i32 %b, i32 %b, i32 0)
  %r7 = call i32 @llvm.smul.fix.sat.i32(i32 %a, i32 %b, i32 1)
  %a64 = sext i32 %a to i64
  %b64 = sext i32 %b to i64
  %a64s = shl i64 %a64, 20
  %r8 = call i64 @llvm.smul.fix.sat.i64(i64 %a64s, i64 %b64, i32 20)
  %r9 = call i64 @llvm.umul.fix.sat.i64(i64 %a64s, i64 %b64, i32 40)
  %r10 = call i64 @llvm.umul.fix.i64(i64 %a64s, i64 %b64, i32 0)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %va0 = insertelement <2 x i16> poison, i16 %a16, i32 0
  %va = insertelement <2 x i16> %va0, i16 %b16, i32 1
  %vb = shufflevector <2 x i16> %va, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %r11v = call <2 x i16> @llvm.smul.fix.sat.v2i16(<2 x i16> %va, <2 x i16> %vb, i32 7)
  %r11 = bitcast <2 x i16> %r11v to i32
  %sh16 = trunc i32 %sh to i16
  %vs0 = insertelement <4 x i16> poison, i16 %sh16, i32 0
  %vs = shufflevector <4 x i16> %vs0, <4 x i16> poison, <4 x i32> zeroinitializer
  %vx = shufflevector <2 x i16> %va, <2 x i16> %vb, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r12v = call <4 x i16> @llvm.sshl.sat.v4i16(<4 x i16> %vx, <4 x i16> %vs)
  %r13v = call <4 x i16> @llvm.ushl.sat.v4i16(<4 x i16> %vx, <4 x i16> %vs)
  %r12 = bitcast <4 x i16> %r12v to i64
  %r13 = bitcast <4 x i16> %r13v to i64
  %base = mul i64 %gid, 16
  %o = getelementptr i64, ptr addrspace(1) %out, i64 %base
  call void @put32(ptr addrspace(1) %o, i64 0, i32 %r0)
  call void @put32(ptr addrspace(1) %o, i64 1, i32 %r1)
  call void @put32(ptr addrspace(1) %o, i64 2, i32 %r2)
  call void @put32(ptr addrspace(1) %o, i64 3, i32 %r3)
  call void @put32(ptr addrspace(1) %o, i64 4, i32 %r4)
  call void @put32(ptr addrspace(1) %o, i64 5, i32 %r5)
  call void @put32(ptr addrspace(1) %o, i64 6, i32 %r6)
  call void @put32(ptr addrspace(1) %o, i64 7, i32 %r7)
  call void @put64(ptr addrspace(1) %o, i64 8, i64 %r8)
  call void @put64(ptr addrspace(1) %o, i64 9, i64 %r9)
  call void @put64(ptr addrspace(1) %o, i64 10, i64 %r10)
  call void @put32(ptr addrspace(1) %o, i64 11, i32 %r11)
  call void @put64(ptr addrspace(1) %o, i64 12, i64 %r12)
  call void @put64(ptr addrspace(1) %o, i64 13, i64 %r13)
  ret void
}

define internal void @put32(ptr addrspace(1) %o, i64 %i, i32 %v) {
  %p = getelementptr i64, ptr addrspace(1) %o, i64 %i
  %w = sext i32 %v to i64
  store i64 %w, ptr addrspace(1) %p, align 8
  ret void
}

define internal void @put64(ptr addrspace(1) %o, i64 %i, i64 %v) {
  %p = getelementptr i64, ptr addrspace(1) %o, i64 %i
  store i64 %v, ptr addrspace(1) %p, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare <4 x i16> @llvm.sshl.sat.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.ushl.sat.v4i16(<4 x i16>, <4 x i16>)
declare i32 @llvm.smul.fix.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.i32(i32, i32, i32)
declare i32 @llvm.smul.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.sat.i32(i32, i32, i32)
declare i64 @llvm.smul.fix.sat.i64(i64, i64, i32)
declare i64 @llvm.umul.fix.sat.i64(i64, i64, i32)
declare i64 @llvm.umul.fix.i64(i64, i64, i32)
declare <2 x i16> @llvm.smul.fix.sat.v2i16(<2 x i16>, <2 x i16>, i32)
