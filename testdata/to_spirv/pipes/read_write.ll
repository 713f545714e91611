; Pipes: write_pipe/read_pipe (2 and 4 arguments) → OpWritePipe/OpReadPipe with the packet
; pointer cast to generic and the packet size and alignment; reserve_write_pipe →
; OpReserveWritePipePackets, is_valid_reserve_id → OpIsValidReserveId, commit_write_pipe →
; OpCommitWritePipe, get_pipe_num_packets/max_packets → OpGetNumPipePackets/OpGetMaxPipePackets.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @producer(target("spirv.Pipe", 1) %p, ptr addrspace(1) %src) {
entry:
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %arrayidx.i = getelementptr inbounds nuw i32, ptr addrspace(1) %src, i64 %call.i
  %0 = addrspacecast ptr addrspace(1) %arrayidx.i to ptr addrspace(4)
  %1 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %p, ptr addrspace(4) %0, i32 4, i32 4)
  %2 = call spir_func target("spirv.ReserveId") @__reserve_write_pipe(target("spirv.Pipe", 1) %p, i32 2, i32 4, i32 4)
  %call1.i = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %2)
  br i1 %call1.i, label %if.then.i, label %exit

if.then.i:
  %3 = addrspacecast ptr addrspace(1) %src to ptr addrspace(4)
  %4 = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %p, target("spirv.ReserveId") %2, i32 0, ptr addrspace(4) %3, i32 4, i32 4)
  %arrayidx3.i = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 4
  %5 = addrspacecast ptr addrspace(1) %arrayidx3.i to ptr addrspace(4)
  %6 = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %p, target("spirv.ReserveId") %2, i32 1, ptr addrspace(4) %5, i32 4, i32 4)
  call spir_func void @__commit_write_pipe(target("spirv.Pipe", 1) %p, target("spirv.ReserveId") %2, i32 4, i32 4)
  br label %exit

exit:
  ret void
}

define spir_kernel void @consumer(target("spirv.Pipe", 0) %p, ptr addrspace(1) %dst) {
entry:
  %0 = addrspacecast ptr addrspace(1) %dst to ptr addrspace(4)
  %1 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %p, ptr addrspace(4) %0, i32 4, i32 4)
  %2 = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %p, i32 4, i32 4)
  %3 = call spir_func i32 @__get_pipe_max_packets_ro(target("spirv.Pipe", 0) %p, i32 4, i32 4)
  %add.i = add i32 %3, %2
  %arrayidx.i = getelementptr inbounds nuw i8, ptr addrspace(1) %dst, i64 4
  store i32 %add.i, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)
declare spir_func target("spirv.ReserveId") @__reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32)
declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))
declare spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32)
declare spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)
declare spir_func i32 @__get_pipe_max_packets_ro(target("spirv.Pipe", 0), i32, i32)
