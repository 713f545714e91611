; A cl_khr_kernel_clock function declared to return a uint: an error (OpReadClockKHR gives a 64-bit integer or two 32-bit ones).
; OPTIONS: --spirv-ext=+SPV_KHR_shader_clock
; ERROR: clock_read_device must take nothing and return a ulong or a uint2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @clocks(ptr addrspace(1) %o) {
  %t = call spir_func i32 @_Z17clock_read_devicev()
  store i32 %t, ptr addrspace(1) %o, align 4
  ret void
}

declare spir_func i32 @_Z17clock_read_devicev()
