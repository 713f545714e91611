; A pipe of structs (packet size 8, alignment 4): sub-group write reservation →
; OpGroupReserveWritePipePackets/OpGroupCommitWritePipe at Subgroup scope, the reserved write
; through a generic pointer to the struct, get_pipe_max_packets on a write-only pipe.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.packet_t = type { i32, float }

define spir_kernel void @sg_writer(target("spirv.Pipe", 1) %p, ptr addrspace(1) %src) {
entry:
  %0 = call spir_func target("spirv.ReserveId") @__sub_group_reserve_write_pipe(target("spirv.Pipe", 1) %p, i32 2, i32 8, i32 4)
  %call.i = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %0)
  br i1 %call.i, label %if.then.i, label %exit

if.then.i:
  %call1.i = call spir_func i32 @_Z22get_sub_group_local_idv()
  %call2.i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %arrayidx.i = getelementptr inbounds nuw %struct.packet_t, ptr addrspace(1) %src, i64 %call2.i
  %1 = addrspacecast ptr addrspace(1) %arrayidx.i to ptr addrspace(4)
  %2 = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %p, target("spirv.ReserveId") %0, i32 %call1.i, ptr addrspace(4) %1, i32 8, i32 4)
  call spir_func void @__sub_group_commit_write_pipe(target("spirv.Pipe", 1) %p, target("spirv.ReserveId") %0, i32 8, i32 4)
  br label %exit

exit:
  %3 = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %p, i32 8, i32 4)
  store i32 %3, ptr addrspace(1) %src, align 4
  ret void
}

declare spir_func target("spirv.ReserveId") @__sub_group_reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32)
declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))
declare spir_func i32 @_Z22get_sub_group_local_idv()
declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__sub_group_commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32)
declare spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32)
