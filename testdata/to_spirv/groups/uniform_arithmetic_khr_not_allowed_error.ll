; work_group_reduce_mul needs SPV_KHR_uniform_group_instructions: without it, an error naming the extension.
; ERROR: needs extension SPV_KHR_uniform_group_instructions for capability GroupUniformArithmeticKHR
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %x = load i32, ptr addrspace(1) %p, align 4
  %r = call spir_func i32 @_Z21work_group_reduce_muli(i32 %x)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_muli(i32)
