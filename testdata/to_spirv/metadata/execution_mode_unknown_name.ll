; A !spirv.ExecutionMode operand of an enumeration given by a name the enumeration does not have is an error naming the node.
; OPTIONS: --spirv-ext=+SPV_INTEL_maximum_registers
; ERROR: expected an integer (NamedMaximumNumberOfRegisters operand of execution mode NamedMaximumRegistersINTEL), found !"ManualINTEL"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @auto() {
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @auto, i32 6463, !"ManualINTEL"}
