; The Khronos translator's spelling of cl_khr_work_group_uniform_arithmetic's bitwise reductions and scans (work_group_{reduce,scan_inclusive,scan_exclusive}_bitwise_{and,or,xor}, what its reverse direction writes) reads as the extension's work_group_*_{and,or,xor}: OpGroupBitwise{And,Or,Xor}KHR.
; OPTIONS: --spirv-ext=+SPV_KHR_uniform_group_instructions
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bitwise(ptr addrspace(1) %out, i32 %x, i64 %y) {
entry:
  %a = call spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32 %x)
  store i32 %a, ptr addrspace(1) %out, align 4
  %o = call spir_func i64 @_Z36work_group_scan_inclusive_bitwise_orm(i64 %y)
  %p = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store i64 %o, ptr addrspace(1) %p, align 8
  %e = call spir_func i32 @_Z37work_group_scan_exclusive_bitwise_xorj(i32 %x)
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  store i32 %e, ptr addrspace(1) %q, align 4
  ret void
}

declare spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32)
declare spir_func i64 @_Z36work_group_scan_inclusive_bitwise_orm(i64)
declare spir_func i32 @_Z37work_group_scan_exclusive_bitwise_xorj(i32)
