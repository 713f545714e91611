; cl_khr_subgroup_rotate through SPV_KHR_subgroup_rotate: plain and clustered rotations.
; (The harness runs a work-group as one sub-group.)
; OPTIONS: --spirv-ext=+SPV_KHR_subgroup_rotate
; DECLARES: SPV_KHR_subgroup_rotate
; EXEC: kernel=subgroup_rotate global=16 local=8
; ARG: global i32 32 zero
; ARG: global i32 16 range(1,100,7)
; From this OpenCL C (clang-22 -cl-std=CL2.0 -O2 -Xclang -finclude-default-header, the
; kernel alone, without attributes and metadata):
;   kernel void subgroup_rotate(global int *out, global const int *in) {
;       size_t i = get_global_id(0);
;       int x = in[i];
;       out[2 * i] = sub_group_rotate(x, 3);
;       out[2 * i + 1] = sub_group_clustered_rotate(x, 1, 4);
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @subgroup_rotate(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4
  %6 = tail call spir_func i32 @_Z16sub_group_rotateii(i32 noundef %5, i32 noundef 3)
  %7 = shl i64 %3, 3
  %8 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %7
  store i32 %6, ptr addrspace(1) %8, align 4
  %9 = tail call spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 noundef %5, i32 noundef 1, i32 noundef 4)
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 4
  store i32 %9, ptr addrspace(1) %10, align 4
  ret void
}

declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z16sub_group_rotateii(i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr
