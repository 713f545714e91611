; !RegisterAllocMode that names neither a register count nor a known mode (with SPV_INTEL_maximum_registers) is an error naming it.
; OPTIONS: --spirv-ext=+SPV_INTEL_maximum_registers
; ERROR: !RegisterAllocMode names no register count or mode
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
!3 = !{!"Bogus"}
