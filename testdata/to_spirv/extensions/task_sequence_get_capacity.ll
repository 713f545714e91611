; A task sequence created with a negative get capacity (the capacities are unsigned
; literals): an error naming the instruction and the operand, in the reference's words.
; ERROR: GetCapacity must be unsigned 32 bit integer.
; OPTIONS: --spirv-ext=+SPV_INTEL_task_sequence
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f() {
entry:
  %t = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @g, i32 10, i32 -1, i32 -1, i32 32)
  ret void
}

define spir_func void @g() {
entry:
  ret void
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr, i32, i32, i32, i32)
