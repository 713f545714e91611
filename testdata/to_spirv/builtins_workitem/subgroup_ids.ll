; Sub-group work-item functions → SubgroupSize, SubgroupMaxSize, NumSubgroups,
; NumEnqueuedSubgroups, SubgroupId, SubgroupLocalInvocationId (the Kernel capability covers
; them).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sg(ptr addrspace(1) %out) {
entry:
  %call.i = call spir_func i32 @_Z18get_sub_group_sizev()
  %call1.i = call spir_func i32 @_Z22get_max_sub_group_sizev()
  %add.i = add i32 %call1.i, %call.i
  %call2.i = call spir_func i32 @_Z18get_num_sub_groupsv()
  %add3.i = add i32 %add.i, %call2.i
  %call4.i = call spir_func i32 @_Z27get_enqueued_num_sub_groupsv()
  %add5.i = add i32 %add3.i, %call4.i
  %call6.i = call spir_func i32 @_Z16get_sub_group_idv()
  %add7.i = add i32 %add5.i, %call6.i
  %call8.i = call spir_func i32 @_Z22get_sub_group_local_idv()
  %add9.i = add i32 %add7.i, %call8.i
  store i32 %add9.i, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z18get_sub_group_sizev()
declare spir_func i32 @_Z22get_max_sub_group_sizev()
declare spir_func i32 @_Z18get_num_sub_groupsv()
declare spir_func i32 @_Z27get_enqueued_num_sub_groupsv()
declare spir_func i32 @_Z16get_sub_group_idv()
declare spir_func i32 @_Z22get_sub_group_local_idv()
