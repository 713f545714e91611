; !kernel_arg_buffer_location without SPV_INTEL_fpga_buffer_location allowed: the locations are dropped (a hint of where the memory is), no decoration, capability or extension
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a) !kernel_arg_buffer_location !0 {
entry:
  store i32 1, ptr addrspace(1) %a, align 4
  ret void
}

!0 = !{i32 3}
