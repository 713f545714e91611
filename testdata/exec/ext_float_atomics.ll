; cl_ext_float_atomics through SPV_EXT_shader_atomic_float_add and _min_max: float atomic
; add, min and max on global and local memory (the inputs are quarters of small integers,
; exact in float, so every order of the additions gives the same sum).
; OPTIONS: --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max
; DECLARES: SPV_EXT_shader_atomic_float_add, SPV_EXT_shader_atomic_float_min_max
; EXEC: kernel=float_atomics global=32 local=8
; ARG: global f32 4 zero
; ARG: global i32 32 range(-40,40,3)
; ARG: local f32 2
; From this OpenCL C (clang-22 -cl-std=CL2.0 -O2 -Xclang -finclude-default-header, the
; kernel alone, without attributes and metadata):
;   kernel void float_atomics(global float *out, global const int *in, local float *acc) {
;       size_t i = get_global_id(0), l = get_local_id(0);
;       float x = (float)in[i] * 0.25f;
;       if (l == 0) {
;           acc[0] = 0.0f;
;           acc[1] = -100.0f;
;       }
;       barrier(CLK_LOCAL_MEM_FENCE);
;       atomic_fetch_add_explicit((volatile global atomic_float *)&out[0], x, memory_order_relaxed, memory_scope_device);
;       atomic_fetch_min_explicit((volatile global atomic_float *)&out[1], x, memory_order_relaxed, memory_scope_device);
;       atomic_fetch_max_explicit((volatile global atomic_float *)&out[2], x, memory_order_relaxed, memory_scope_device);
;       atomic_fetch_add_explicit((volatile local atomic_float *)&acc[0], x, memory_order_relaxed, memory_scope_work_group);
;       atomic_fetch_max_explicit((volatile local atomic_float *)&acc[1], x * 2.0f, memory_order_relaxed, memory_scope_work_group);
;       barrier(CLK_LOCAL_MEM_FENCE);
;       if (l == 0 && get_group_id(0) == 1) {
;           out[3] = acc[0] + acc[1];
;       }
;   }
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @float_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 %2) local_unnamed_addr {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0)
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0)
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  %7 = load i32, ptr addrspace(1) %6, align 4
  %8 = sitofp i32 %7 to float
  %9 = fmul float %8, 2.500000e-01
  %10 = icmp eq i64 %5, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  store float 0.000000e+00, ptr addrspace(3) %2, align 4
  %12 = getelementptr inbounds nuw i8, ptr addrspace(3) %2, i64 4
  store float -1.000000e+02, ptr addrspace(3) %12, align 4
  br label %13

13:                                               ; preds = %11, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1)
  %14 = tail call spir_func float @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1) noundef align 4 %0, float noundef %9, i32 noundef 0, i32 noundef 2)
  %15 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %16 = addrspacecast ptr addrspace(1) %15 to ptr addrspace(4)
  %17 = tail call spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) noundef %16, float noundef %9, i32 noundef 0, i32 noundef 2)
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %19 = addrspacecast ptr addrspace(1) %18 to ptr addrspace(4)
  %20 = tail call spir_func float @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) noundef %19, float noundef %9, i32 noundef 0, i32 noundef 2)
  %21 = tail call spir_func float @_Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicff12memory_order12memory_scope(ptr addrspace(3) noundef align 4 %2, float noundef %9, i32 noundef 0, i32 noundef 1)
  %22 = getelementptr inbounds nuw i8, ptr addrspace(3) %2, i64 4
  %23 = addrspacecast ptr addrspace(3) %22 to ptr addrspace(4)
  %24 = fmul float %9, 2.000000e+00
  %25 = tail call spir_func float @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) noundef %23, float noundef %24, i32 noundef 0, i32 noundef 1)
  tail call spir_func void @_Z7barrierj(i32 noundef 1)
  br i1 %10, label %26, label %34

26:                                               ; preds = %13
  %27 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0)
  %28 = icmp eq i64 %27, 1
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = load float, ptr addrspace(3) %2, align 4
  %31 = load float, ptr addrspace(3) %22, align 4
  %32 = fadd float %30, %31
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 12
  store float %32, ptr addrspace(1) %33, align 4
  br label %34

34:                                               ; preds = %13, %26, %29
  ret void
}

declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr

declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr

declare dso_local spir_func float @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1) noundef, float noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) noundef, float noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func float @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) noundef, float noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func float @_Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicff12memory_order12memory_scope(ptr addrspace(3) noundef, float noundef, i32 noundef, i32 noundef) local_unnamed_addr

declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr
