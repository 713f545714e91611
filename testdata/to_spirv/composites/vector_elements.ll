; extractelement/insertelement with constant indices → OpCompositeExtract/Insert, with
; run-time indices → OpVectorExtractDynamic/OpVectorInsertDynamic; a splat via
; insertelement + shufflevector.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <4 x float> @elems(<4 x float> %v, i32 %i, float %x) {
entry:
  %e0 = extractelement <4 x float> %v, i32 0
  %ei = extractelement <4 x float> %v, i32 %i
  %s = fadd float %e0, %ei
  %w = insertelement <4 x float> %v, float %s, i64 3
  %u = insertelement <4 x float> %w, float %x, i32 %i
  %ins = insertelement <4 x float> poison, float %x, i64 0
  %splat = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fmul <4 x float> %u, %splat
  ret <4 x float> %r
}
