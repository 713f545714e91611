; With SPV_INTEL_maximum_registers, !RegisterAllocMode states the register budget as execution modes: !{i32 N} → MaximumRegistersINTEL N, !{!{i32 N}} → OpExecutionModeId MaximumRegistersIdINTEL of a constant, !{!"AutoINTEL"} → NamedMaximumRegistersINTEL AutoINTEL.
; OPTIONS: --spirv-ext=+SPV_INTEL_maximum_registers
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @count() !RegisterAllocMode !0 {
  ret void
}

define spir_kernel void @count_id() !RegisterAllocMode !1 {
  ret void
}

define spir_kernel void @auto() !RegisterAllocMode !3 {
  ret void
}

define spir_kernel void @none() {
  ret void
}

!0 = !{i32 128}
!1 = !{!2}
!2 = !{i32 256}
!3 = !{!"AutoINTEL"}
