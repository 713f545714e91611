; An FPFastMathDefault with Fast (which SPV_KHR_float_controls2 deprecates): an error naming it.
; OPTIONS: --spirv-ext=+SPV_KHR_float_controls2
; ERROR: FPFastMathDefault with Fast
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, float %a) {
entry:
  store float %a, ptr addrspace(1) %out
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 6028, float poison, i32 16}
