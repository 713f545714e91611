; SPV_INTEL_inline_assembly: a call of inline assembly → OpAsmCallINTEL of an OpAsmINTEL (text,
; constraints, the call's function type; SideEffectsINTEL for sideeffect) on the module's
; OpAsmTargetINTEL (its triple); one OpAsmINTEL per assembly value.
; OPTIONS: --spirv-ext=+SPV_INTEL_inline_assembly
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  call void asm sideeffect "", "~{memory}"()
  %sum = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %a, i32 %b)
  %again = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %sum, i32 %b)
  store i32 %again, ptr addrspace(1) %out, align 4
  ret void
}
