; llvm.vector.reduce.add/umax/and/or on integer and i1 vectors and fadd with a start value →
; element extracts (OpVectorExtractDynamic) combined pairwise for 4 lanes, compare+select for umax.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @red(<4 x i32> %v, <4 x float> %f, <2 x i1> %m, ptr addrspace(1) %out) {
entry:
  %add = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %umax = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %and = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %v)
  %any = call i1 @llvm.vector.reduce.or.v2i1(<2 x i1> %m)
  %fsum = call float @llvm.vector.reduce.fadd.v4f32(float 1.0, <4 x float> %f)
  store float %fsum, ptr addrspace(1) %out, align 4
  %s1 = add i32 %add, %umax
  %s2 = add i32 %s1, %and
  %r = select i1 %any, i32 %s2, i32 0
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare i1 @llvm.vector.reduce.or.v2i1(<2 x i1>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
