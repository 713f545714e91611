; A constrained intrinsic without a SPIR-V counterpart is refused by name.
; ERROR: intrinsic @llvm.experimental.constrained.lrint.i32.f32 (no SPIR-V counterpart)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @strict(float %a) #0 {
  %r = call i32 @llvm.experimental.constrained.lrint.i32.f32(float %a, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  ret i32 %r
}

declare i32 @llvm.experimental.constrained.lrint.i32.f32(float, metadata, metadata)

attributes #0 = { strictfp }
