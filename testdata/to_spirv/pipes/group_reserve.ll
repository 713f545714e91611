; Work-group and sub-group pipe reservations → OpGroupReserveReadPipePackets /
; OpGroupCommitReadPipe at Workgroup and Subgroup scope, with a float4 packet (size 16, align 16).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @wg_pipes(target("spirv.Pipe", 0) %p, ptr addrspace(1) %dst) {
entry:
  %0 = call spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 64, i32 16, i32 16)
  %call.i = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %0)
  br i1 %call.i, label %if.then.i, label %exit

if.then.i:
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 0)
  %arrayidx.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %dst, i64 %call1.i
  %1 = addrspacecast ptr addrspace(1) %arrayidx.i to ptr addrspace(4)
  %2 = trunc i64 %call1.i to i32
  %3 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %0, i32 %2, ptr addrspace(4) %1, i32 16, i32 16)
  call spir_func void @__work_group_commit_read_pipe(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %0, i32 16, i32 16)
  br label %exit

exit:
  %4 = call spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 4, i32 16, i32 16)
  call spir_func void @__sub_group_commit_read_pipe(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %4, i32 16, i32 16)
  ret void
}

declare spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__work_group_commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)
declare spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
declare spir_func void @__sub_group_commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)
