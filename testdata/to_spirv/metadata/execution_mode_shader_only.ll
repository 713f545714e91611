; A shader-only execution mode (OriginUpperLeft, 7) in !spirv.ExecutionMode of a kernel is an
; error naming it.
; ERROR: !spirv.ExecutionMode OriginUpperLeft
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 7}
