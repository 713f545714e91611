; fptosi/fptoui to i1 and <2 x i1>: a conversion to i32 compared with zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x i1> @to_bool(float %x, double %y, <2 x float> %v) {
entry:
  %s = fptosi float %x to i1
  %u = fptoui double %y to i1
  %vs = fptosi <2 x float> %v to <2 x i1>
  %b = and i1 %s, %u
  %lane = insertelement <2 x i1> zeroinitializer, i1 %b, i32 1
  %r = or <2 x i1> %lane, %vs
  ret <2 x i1> %r
}
