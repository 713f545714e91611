; work_group_all/any of a constant integer: the truth value is a boolean constant (OpConstantTrue/False), not a comparison made at run time.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %all = call spir_func i32 @_Z14work_group_alli(i32 5)
  %any = call spir_func i32 @_Z14work_group_anyi(i32 0)
  %s = add i32 %all, %any
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z14work_group_alli(i32)
declare spir_func i32 @_Z14work_group_anyi(i32)
