; cl_khr_work_group_uniform_arithmetic through SPV_KHR_uniform_group_instructions: multiply (integer and float), bitwise and/or/xor and logical and/or/xor reductions and scans over a work-group of 8, each result written per work-item.
; OPTIONS: --spirv-ext=+SPV_KHR_uniform_group_instructions
; EXEC: kernel=uniform_group_arithmetic global=16 local=8
; ARG: global i32 160 zero
; ARG: global i32 16 range(-9,9,5)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @uniform_group_arithmetic(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pin = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pin, align 4
  %f = sitofp i32 %x to float
  %pos = icmp sgt i32 %x, 0
  %truth = zext i1 %pos to i32
  %r0 = call spir_func i32 @_Z21work_group_reduce_muli(i32 %x)
  %r1 = call spir_func i32 @_Z29work_group_scan_inclusive_muli(i32 %x)
  %fr = call spir_func float @_Z21work_group_reduce_mulf(float %f)
  %r2 = bitcast float %fr to i32
  %r3 = call spir_func i32 @_Z21work_group_reduce_andi(i32 %x)
  %r4 = call spir_func i32 @_Z28work_group_scan_exclusive_ori(i32 %x)
  %r5 = call spir_func i32 @_Z29work_group_scan_inclusive_xori(i32 %x)
  %r6 = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %truth)
  %r7 = call spir_func i32 @_Z28work_group_reduce_logical_ori(i32 %truth)
  %r8 = call spir_func i32 @_Z37work_group_scan_inclusive_logical_xori(i32 %truth)
  %r9 = call spir_func i32 @_Z37work_group_scan_exclusive_logical_andi(i32 %truth)
  %base = mul i64 %gid, 10
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 %base
  store i32 %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i64 1
  store i32 %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i64 2
  store i32 %r2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i64 3
  store i32 %r3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i64 4
  store i32 %r4, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i64 5
  store i32 %r5, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i64 6
  store i32 %r6, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i64 7
  store i32 %r7, ptr addrspace(1) %o7, align 4
  %o8 = getelementptr i32, ptr addrspace(1) %o0, i64 8
  store i32 %r8, ptr addrspace(1) %o8, align 4
  %o9 = getelementptr i32, ptr addrspace(1) %o0, i64 9
  store i32 %r9, ptr addrspace(1) %o9, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z21work_group_reduce_muli(i32)
declare spir_func i32 @_Z29work_group_scan_inclusive_muli(i32)
declare spir_func float @_Z21work_group_reduce_mulf(float)
declare spir_func i32 @_Z21work_group_reduce_andi(i32)
declare spir_func i32 @_Z28work_group_scan_exclusive_ori(i32)
declare spir_func i32 @_Z29work_group_scan_inclusive_xori(i32)
declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func i32 @_Z28work_group_reduce_logical_ori(i32)
declare spir_func i32 @_Z37work_group_scan_inclusive_logical_xori(i32)
declare spir_func i32 @_Z37work_group_scan_exclusive_logical_andi(i32)
