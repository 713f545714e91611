; All sixteen fcmp predicates: ordered → OpFOrd*, unordered → OpFUnord*, ord → OpOrdered,
; uno → OpUnordered, true/false → constants.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <16 x i1> @fcmps(float %a, float %b) {
entry:
  %f0 = fcmp false float %a, %b
  %f1 = fcmp oeq float %a, %b
  %f2 = fcmp ogt float %a, %b
  %f3 = fcmp oge float %a, %b
  %f4 = fcmp olt float %a, %b
  %f5 = fcmp ole float %a, %b
  %f6 = fcmp one float %a, %b
  %f7 = fcmp ord float %a, %b
  %f8 = fcmp uno float %a, %b
  %f9 = fcmp ueq float %a, %b
  %f10 = fcmp ugt float %a, %b
  %f11 = fcmp uge float %a, %b
  %f12 = fcmp ult float %a, %b
  %f13 = fcmp ule float %a, %b
  %f14 = fcmp une float %a, %b
  %f15 = fcmp true float %a, %b
  %v0 = insertelement <16 x i1> poison, i1 %f0, i32 0
  %v1 = insertelement <16 x i1> %v0, i1 %f1, i32 1
  %v2 = insertelement <16 x i1> %v1, i1 %f2, i32 2
  %v3 = insertelement <16 x i1> %v2, i1 %f3, i32 3
  %v4 = insertelement <16 x i1> %v3, i1 %f4, i32 4
  %v5 = insertelement <16 x i1> %v4, i1 %f5, i32 5
  %v6 = insertelement <16 x i1> %v5, i1 %f6, i32 6
  %v7 = insertelement <16 x i1> %v6, i1 %f7, i32 7
  %v8 = insertelement <16 x i1> %v7, i1 %f8, i32 8
  %v9 = insertelement <16 x i1> %v8, i1 %f9, i32 9
  %v10 = insertelement <16 x i1> %v9, i1 %f10, i32 10
  %v11 = insertelement <16 x i1> %v10, i1 %f11, i32 11
  %v12 = insertelement <16 x i1> %v11, i1 %f12, i32 12
  %v13 = insertelement <16 x i1> %v12, i1 %f13, i32 13
  %v14 = insertelement <16 x i1> %v13, i1 %f14, i32 14
  %v15 = insertelement <16 x i1> %v14, i1 %f15, i32 15
  ret <16 x i1> %v15
}
