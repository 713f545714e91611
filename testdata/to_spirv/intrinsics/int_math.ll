; Integer intrinsics: smin/smax/umin/umax → s_min/s_max/u_min/u_max, abs → s_abs, ctpop →
; popcount, ctlz/cttz → clz/ctz; bswap, bitreverse and fshl/fshr expand into shifts and masks
; (OpBitReverse needs the Shader capability).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @im(i32 %a, i32 %b, i16 %h, <2 x i64> %v) {
entry:
  %smin = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %smax = call i32 @llvm.smax.i32(i32 %smin, i32 %b)
  %umin = call i32 @llvm.umin.i32(i32 %smax, i32 %a)
  %umax = call i32 @llvm.umax.i32(i32 %umin, i32 %b)
  %abs = call i32 @llvm.abs.i32(i32 %umax, i1 true)
  %pop = call i32 @llvm.ctpop.i32(i32 %abs)
  %clz = call i32 @llvm.ctlz.i32(i32 %pop, i1 false)
  %ctz = call i32 @llvm.cttz.i32(i32 %clz, i1 true)
  %bs = call i16 @llvm.bswap.i16(i16 %h)
  %bs32 = zext i16 %bs to i32
  %br = call i32 @llvm.bitreverse.i32(i32 %ctz)
  %rot = call i32 @llvm.fshl.i32(i32 %br, i32 %br, i32 5)
  %fsh = call i32 @llvm.fshr.i32(i32 %rot, i32 %a, i32 %b)
  %vp = call <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %v)
  %vp0 = extractelement <2 x i64> %vp, i32 0
  %vp32 = trunc i64 %vp0 to i32
  %s1 = add i32 %fsh, %bs32
  %s2 = add i32 %s1, %vp32
  ret i32 %s2
}

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>)
