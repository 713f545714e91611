; llvm.experimental.constrained.fcmp and fcmps: the comparison the predicate metadata names
; (ordered, unordered, ord/uno), on scalars and vectors.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i1 @cmp(float %a, float %b) #0 {
  %olt = call i1 @llvm.experimental.constrained.fcmp.f32(float %a, float %b, metadata !"olt", metadata !"fpexcept.strict") #0
  %uge = call i1 @llvm.experimental.constrained.fcmps.f32(float %a, float %b, metadata !"uge", metadata !"fpexcept.strict") #0
  %ord = call i1 @llvm.experimental.constrained.fcmp.f32(float %a, float %b, metadata !"ord", metadata !"fpexcept.ignore") #0
  %x = and i1 %olt, %uge
  %y = and i1 %x, %ord
  ret i1 %y
}

define spir_func <2 x i1> @vcmp(<2 x double> %a, <2 x double> %b) #0 {
  %une = call <2 x i1> @llvm.experimental.constrained.fcmps.v2f64(<2 x double> %a, <2 x double> %b, metadata !"une", metadata !"fpexcept.maytrap") #0
  ret <2 x i1> %une
}

declare i1 @llvm.experimental.constrained.fcmp.f32(float, float, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f32(float, float, metadata, metadata)
declare <2 x i1> @llvm.experimental.constrained.fcmps.v2f64(<2 x double>, <2 x double>, metadata, metadata)

attributes #0 = { strictfp }
