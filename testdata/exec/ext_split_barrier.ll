; cl_intel_split_work_group_barrier through SPV_INTEL_split_barrier: each work-item publishes
; its value, arrives, does independent work, waits, then reads its neighbour's value. (clang's
; default header does not declare the extension's functions.)
; OPTIONS: --spirv-ext=+SPV_INTEL_split_barrier
; DECLARES: SPV_INTEL_split_barrier
; EXEC: kernel=split_barrier global=16 local=8
; ARG: global i32 16 zero
; ARG: global i32 16 range(-50,50,9)
; ARG: local i32 8
; From this OpenCL C (clang-22 -cl-std=CL2.0 -O2 -Xclang -finclude-default-header, the
; kernel alone, without attributes and metadata):
;   void __attribute__((overloadable)) intel_work_group_barrier_arrive(cl_mem_fence_flags flags);
;   void __attribute__((overloadable)) intel_work_group_barrier_wait(cl_mem_fence_flags flags);
;
;   kernel void split_barrier(global int *out, global const int *in, local int *tile) {
;       size_t i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
;       tile[l] = in[i];
;       intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE);
;       int own = in[i] * 3 + 1;
;       intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE);
;       out[i] = own + tile[(l + 1) % n];
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @split_barrier(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2) local_unnamed_addr {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0)
  %6 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0)
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i64 %5
  store i32 %8, ptr addrspace(3) %9, align 4
  tail call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 noundef 1)
  %10 = load i32, ptr addrspace(1) %7, align 4
  %11 = mul nsw i32 %10, 3
  %12 = add nsw i32 %11, 1
  tail call spir_func void @_Z29intel_work_group_barrier_waitj(i32 noundef 1)
  %13 = add i64 %5, 1
  %14 = urem i64 %13, %6
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) %2, i64 %14
  %16 = load i32, ptr addrspace(3) %15, align 4
  %17 = add nsw i32 %12, %16
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  store i32 %17, ptr addrspace(1) %18, align 4
  ret void
}

declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr

declare dso_local spir_func void @_Z31intel_work_group_barrier_arrivej(i32 noundef) local_unnamed_addr

declare dso_local spir_func void @_Z29intel_work_group_barrier_waitj(i32 noundef) local_unnamed_addr
