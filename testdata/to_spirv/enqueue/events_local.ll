; enqueue_kernel with a wait list, a return event and a local-memory block argument →
; OpEnqueueKernel with the event pointers cast to generic and the local size as a trailing
; operand; user events (OpCreateUserEvent, OpSetUserEventStatus, OpRetainEvent,
; OpReleaseEvent, OpIsValidEvent) and the kernel queries OpGetKernelWorkGroupSize /
; OpGetKernelPreferredWorkGroupSizeMultiple.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @__events_block_invoke to ptr addrspace(4)) }, align 8

define spir_kernel void @events(ptr addrspace(1) %out) {
entry:
  %ev.i = alloca target("spirv.DeviceEvent"), align 8
  %user.i = alloca target("spirv.DeviceEvent"), align 8
  %nd.i = alloca %struct.ndrange_t, align 8
  %tmp.i = alloca %struct.ndrange_t, align 8
  %block_sizes.i = alloca [1 x i64], align 8
  %block.i = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %block2.i = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %tmp.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %block.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %block2.i)
  %call.i = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call void @llvm.lifetime.start.p0(ptr nonnull %ev.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %user.i)
  %call1.i = call spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()
  store target("spirv.DeviceEvent") %call1.i, ptr %user.i, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %nd.i)
  call spir_func void @_Z10ndrange_1Dmm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %nd.i, i64 64, i64 8)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %tmp.i, ptr nonnull align 8 dereferenceable(80) %nd.i, i64 80, i1 false)
  %0 = addrspacecast ptr %user.i to ptr addrspace(4)
  %1 = addrspacecast ptr %ev.i to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(ptr nonnull %block_sizes.i)
  store i64 256, ptr %block_sizes.i, align 8
  %2 = call spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue") %call.i, i32 1, ptr nonnull %tmp.i, i32 1, ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(4) addrspacecast (ptr @__events_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @__block_literal_global to ptr addrspace(4)), i32 1, ptr nonnull %block_sizes.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %block_sizes.i)
  %3 = load target("spirv.DeviceEvent"), ptr %user.i, align 8
  call spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent") %3, i32 0)
  %4 = load target("spirv.DeviceEvent"), ptr %ev.i, align 8
  call spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent") %4)
  %5 = load target("spirv.DeviceEvent"), ptr %ev.i, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent") %5)
  %6 = load target("spirv.DeviceEvent"), ptr %user.i, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent") %6)
  store i32 24, ptr %block.i, align 8
  %block.align.i = getelementptr inbounds nuw i8, ptr %block.i, i64 4
  store i32 8, ptr %block.align.i, align 4
  %block.invoke.i = getelementptr inbounds nuw i8, ptr %block.i, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__events_block_invoke_2 to ptr addrspace(4)), ptr %block.invoke.i, align 8
  %block.captured.i = getelementptr inbounds nuw i8, ptr %block.i, i64 16
  store ptr addrspace(1) %out, ptr %block.captured.i, align 8
  %7 = addrspacecast ptr %block.i to ptr addrspace(4)
  %8 = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @__events_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %7)
  store i32 24, ptr %block2.i, align 8
  %block.align4.i = getelementptr inbounds nuw i8, ptr %block2.i, i64 4
  store i32 8, ptr %block.align4.i, align 4
  %block.invoke5.i = getelementptr inbounds nuw i8, ptr %block2.i, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__events_block_invoke_3 to ptr addrspace(4)), ptr %block.invoke5.i, align 8
  %block.captured6.i = getelementptr inbounds nuw i8, ptr %block2.i, i64 16
  store ptr addrspace(1) %out, ptr %block.captured6.i, align 8
  %9 = addrspacecast ptr %block2.i to ptr addrspace(4)
  %10 = call spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4) addrspacecast (ptr @__events_block_invoke_3_kernel to ptr addrspace(4)), ptr addrspace(4) %9)
  %add.i = add i32 %10, %8
  store i32 %add.i, ptr addrspace(1) %out, align 4
  %11 = load target("spirv.DeviceEvent"), ptr %ev.i, align 8
  %call7.i = call spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent") %11)
  %conv.i = zext i1 %call7.i to i32
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 8
  store i32 %conv.i, ptr addrspace(1) %arrayidx8.i, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %nd.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %user.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %ev.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %tmp.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %block.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %block2.i)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()
declare spir_func void @_Z10ndrange_1Dmm(ptr dead_on_unwind writable sret(%struct.ndrange_t), i64, i64)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias, ptr noalias, i64, i1 immarg)

define internal spir_func void @__events_block_invoke(ptr addrspace(4) %.block_descriptor, ptr addrspace(3) %scratch) {
entry:
  store i32 1, ptr addrspace(3) %scratch, align 4
  ret void
}

define spir_kernel void @__events_block_invoke_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1) {
entry:
  store i32 1, ptr addrspace(3) %1, align 4
  ret void
}

declare spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), i32, ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent"), i32)
declare spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent"))
declare spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent"))

define internal spir_func void @__events_block_invoke_2(ptr addrspace(4) %.block_descriptor) {
entry:
  %block.capture.addr = getelementptr inbounds nuw i8, ptr addrspace(4) %.block_descriptor, i64 16
  %0 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr, align 8
  %arrayidx = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  store i32 2, ptr addrspace(1) %arrayidx, align 4
  ret void
}

define spir_kernel void @__events_block_invoke_2_kernel(ptr addrspace(4) %0) {
entry:
  %block.capture.addr.i = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %1 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr.i, align 8
  %arrayidx.i = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  store i32 2, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @__events_block_invoke_3(ptr addrspace(4) %.block_descriptor) {
entry:
  %block.capture.addr = getelementptr inbounds nuw i8, ptr addrspace(4) %.block_descriptor, i64 16
  %0 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr, align 8
  %arrayidx = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  store i32 3, ptr addrspace(1) %arrayidx, align 4
  ret void
}

define spir_kernel void @__events_block_invoke_3_kernel(ptr addrspace(4) %0) {
entry:
  %block.capture.addr.i = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %1 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr.i, align 8
  %arrayidx.i = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  store i32 3, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

declare spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4), ptr addrspace(4))
declare spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent"))
