; llvm.*.with.overflow → the operation and its overflow test (sign checks for sadd/ssub, OpenCL.std mul_hi for the multiplies) in the {T, i1} struct; llvm.is.fpclass → magnitude and sign tests on the bit pattern (quiet NaN, negative subnormal or zero, a vector of positive normals).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @overflow(i32 %a, i32 %b, i64 %c, <2 x i32> %v) {
entry:
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %u = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %m = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %c, i64 %c)
  %w = call { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32> %v, <2 x i32> %v)
  %s.o = extractvalue { i32, i1 } %s, 1
  %u.v = extractvalue { i32, i1 } %u, 0
  %m.o = extractvalue { i64, i1 } %m, 1
  %w.o = extractvalue { <2 x i32>, <2 x i1> } %w, 1
  %w.any = extractelement <2 x i1> %w.o, i32 1
  %x = or i1 %s.o, %m.o
  %y = or i1 %x, %w.any
  %r = select i1 %y, i32 0, i32 %u.v
  ret i32 %r
}

define spir_func i32 @classes(float %f, double %d, <2 x half> %h) {
entry:
  %qnan = call i1 @llvm.is.fpclass.f32(float %f, i32 2)
  %negsmall = call i1 @llvm.is.fpclass.f64(double %d, i32 48)
  %posnormal = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %h, i32 256)
  %p1 = extractelement <2 x i1> %posnormal, i32 1
  %a = or i1 %qnan, %negsmall
  %b = or i1 %a, %p1
  %r = zext i1 %b to i32
  ret i32 %r
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32>, <2 x i32>)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare <2 x i1> @llvm.is.fpclass.v2f16(<2 x half>, i32)
