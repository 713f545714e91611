; cl_khr_kernel_clock without SPV_KHR_shader_clock allowed: an error naming the extension.
; ERROR: SPV_KHR_shader_clock
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @clocks(ptr addrspace(1) noundef writeonly align 8 captures(none) initializes((0, 24)) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) initializes((0, 24)) %1) local_unnamed_addr {
  %3 = tail call spir_func i64 @_Z17clock_read_devicev()
  store i64 %3, ptr addrspace(1) %0, align 8
  %4 = tail call spir_func i64 @_Z21clock_read_work_groupv()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  store i64 %4, ptr addrspace(1) %5, align 8
  %6 = tail call spir_func i64 @_Z20clock_read_sub_groupv()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 16
  store i64 %6, ptr addrspace(1) %7, align 8
  %8 = tail call spir_func <2 x i32> @_Z22clock_read_hilo_devicev()
  store <2 x i32> %8, ptr addrspace(1) %1, align 8
  %9 = tail call spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 8
  store <2 x i32> %9, ptr addrspace(1) %10, align 8
  %11 = tail call spir_func <2 x i32> @_Z25clock_read_hilo_sub_groupv()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 16
  store <2 x i32> %11, ptr addrspace(1) %12, align 8
  ret void
}

declare dso_local spir_func i64 @_Z17clock_read_devicev() local_unnamed_addr

declare dso_local spir_func i64 @_Z21clock_read_work_groupv() local_unnamed_addr

declare dso_local spir_func i64 @_Z20clock_read_sub_groupv() local_unnamed_addr

declare dso_local spir_func <2 x i32> @_Z22clock_read_hilo_devicev() local_unnamed_addr

declare dso_local spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv() local_unnamed_addr

declare dso_local spir_func <2 x i32> @_Z25clock_read_hilo_sub_groupv() local_unnamed_addr



