; Work-item functions with constant dimensions → loads of the BuiltIn Input variables
; (GlobalInvocationId, LocalInvocationId, WorkgroupId, GlobalSize, WorkgroupSize, NumWorkgroups,
; WorkDim, GlobalOffset, EnqueuedWorkgroupSize, GlobalLinearId, LocalInvocationIndex) and an
; OpCompositeExtract of the dimension.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @ids(ptr addrspace(1) %out) {
entry:
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 1)
  %add.i = add i64 %call1.i, %call.i
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 2)
  %add3.i = add i64 %add.i, %call2.i
  store i64 %add3.i, ptr addrspace(1) %out, align 8
  %call4.i = call spir_func i64 @_Z15get_global_sizej(i32 0)
  %call5.i = call spir_func i64 @_Z14get_local_sizej(i32 0)
  %add6.i = add i64 %call5.i, %call4.i
  %call7.i = call spir_func i64 @_Z14get_num_groupsj(i32 1)
  %add8.i = add i64 %add6.i, %call7.i
  %arrayidx9.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 8
  store i64 %add8.i, ptr addrspace(1) %arrayidx9.i, align 8
  %call10.i = call spir_func i32 @_Z12get_work_dimv()
  %conv.i = zext i32 %call10.i to i64
  %call11.i = call spir_func i64 @_Z17get_global_offsetj(i32 0)
  %add12.i = add i64 %call11.i, %conv.i
  %call13.i = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 0)
  %add14.i = add i64 %add12.i, %call13.i
  %call15.i = call spir_func i64 @_Z20get_global_linear_idv()
  %add16.i = add i64 %add14.i, %call15.i
  %call17.i = call spir_func i64 @_Z19get_local_linear_idv()
  %add18.i = add i64 %add16.i, %call17.i
  %arrayidx19.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 16
  store i64 %add18.i, ptr addrspace(1) %arrayidx19.i, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func i64 @_Z15get_global_sizej(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z14get_num_groupsj(i32)
declare spir_func i32 @_Z12get_work_dimv()
declare spir_func i64 @_Z17get_global_offsetj(i32)
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32)
declare spir_func i64 @_Z20get_global_linear_idv()
declare spir_func i64 @_Z19get_local_linear_idv()
