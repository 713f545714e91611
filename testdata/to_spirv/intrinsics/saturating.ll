; Saturating intrinsics → OpenCL.std: uadd.sat → u_add_sat, usub.sat → u_sub_sat, sadd.sat →
; s_add_sat, ssub.sat → s_sub_sat, on scalars and vectors.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @sat(i32 %a, i32 %b, <4 x i8> %v, <4 x i8> %w, ptr addrspace(1) %out) {
entry:
  %us = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %ud = call i32 @llvm.usub.sat.i32(i32 %us, i32 %a)
  %ss = call i32 @llvm.sadd.sat.i32(i32 %ud, i32 %b)
  %sd = call i32 @llvm.ssub.sat.i32(i32 %ss, i32 %a)
  %vs = call <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8> %v, <4 x i8> %w)
  store <4 x i8> %vs, ptr addrspace(1) %out, align 4
  ret i32 %sd
}

declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8>, <4 x i8>)
