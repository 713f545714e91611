; One-lane vectors in memory: an alloca of <1 x float> and of [2 x <1 x i32>] is an array of the element, stepped over by getelementptr
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @one_lane(float %x, i32 %n, i64 %i) {
entry:
  %f = alloca <1 x float>, align 4
  %pair = alloca [2 x <1 x i32>], align 4
  %xv = insertelement <1 x float> poison, float %x, i32 0
  store <1 x float> %xv, ptr %f, align 4
  %nv = insertelement <1 x i32> poison, i32 %n, i32 0
  %slot = getelementptr inbounds <1 x i32>, ptr %pair, i64 %i
  store <1 x i32> %nv, ptr %slot, align 4
  %lane = getelementptr inbounds [2 x <1 x i32>], ptr %pair, i64 0, i64 1, i64 0
  %m = load i32, ptr %lane, align 4
  %fv = load <1 x float>, ptr %f, align 4
  %y = extractelement <1 x float> %fv, i32 0
  %mf = sitofp i32 %m to float
  %r = fadd float %y, %mf
  ret float %r
}
