; SYCL's !kernel_arg_buffer_location (SPV_INTEL_fpga_buffer_location allowed): BufferLocationINTEL N on the pointer parameters with a location (not -1), with the capability and extension; a location on a non-pointer is ignored
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_buffer_location
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n, ptr addrspace(1) %c) !kernel_arg_buffer_location !0 {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4
  %y = add i32 %x, %n
  store i32 %y, ptr addrspace(1) %b, align 4
  store i32 %y, ptr addrspace(1) %c, align 4
  ret void
}

!0 = !{i32 2, i32 -1, i32 5, i32 0}
