; ndrange_2D from size_t arrays → OpBuildNDRange with [2 x i64] global and local sizes and
; a null offset; the ND-range sub-group queries → OpGetKernelNDrangeSubGroupCount /
; OpGetKernelNDrangeMaxSubGroupSize on the block invoke kernels (DeviceEnqueue).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@__const.nd2.gs = private unnamed_addr addrspace(2) constant [2 x i64] [i64 16, i64 8], align 8
@__const.nd2.ls = private unnamed_addr addrspace(2) constant [2 x i64] [i64 4, i64 4], align 8

define spir_kernel void @nd2(ptr addrspace(1) %out) {
entry:
  %gs.i = alloca [2 x i64], align 8
  %ls.i = alloca [2 x i64], align 8
  %nd.i = alloca %struct.ndrange_t, align 8
  %tmp.i = alloca %struct.ndrange_t, align 8
  %block.i = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %tmp2.i = alloca %struct.ndrange_t, align 8
  %block3.i = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %tmp.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %block.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %tmp2.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %block3.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %gs.i)
  call void @llvm.memcpy.p0.p2.i64(ptr nonnull align 8 dereferenceable(16) %gs.i, ptr addrspace(2) align 8 dereferenceable(16) @__const.nd2.gs, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %ls.i)
  call void @llvm.memcpy.p0.p2.i64(ptr nonnull align 8 dereferenceable(16) %ls.i, ptr addrspace(2) align 8 dereferenceable(16) @__const.nd2.ls, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %nd.i)
  call spir_func void @_Z10ndrange_2DPKmS0_(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %nd.i, ptr nonnull %gs.i, ptr nonnull %ls.i)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %tmp.i, ptr nonnull align 8 dereferenceable(80) %nd.i, i64 80, i1 false)
  store i32 24, ptr %block.i, align 8
  %block.align.i = getelementptr inbounds nuw i8, ptr %block.i, i64 4
  store i32 8, ptr %block.align.i, align 4
  %block.invoke.i = getelementptr inbounds nuw i8, ptr %block.i, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__nd2_block_invoke to ptr addrspace(4)), ptr %block.invoke.i, align 8
  %block.captured.i = getelementptr inbounds nuw i8, ptr %block.i, i64 16
  store ptr addrspace(1) %out, ptr %block.captured.i, align 8
  %0 = addrspacecast ptr %block.i to ptr addrspace(4)
  %1 = call spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr nonnull %tmp.i, ptr addrspace(4) addrspacecast (ptr @__nd2_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %0)
  store i32 %1, ptr addrspace(1) %out, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %tmp2.i, ptr nonnull align 8 dereferenceable(80) %nd.i, i64 80, i1 false)
  store i32 24, ptr %block3.i, align 8
  %block.align5.i = getelementptr inbounds nuw i8, ptr %block3.i, i64 4
  store i32 8, ptr %block.align5.i, align 4
  %block.invoke6.i = getelementptr inbounds nuw i8, ptr %block3.i, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__nd2_block_invoke_2 to ptr addrspace(4)), ptr %block.invoke6.i, align 8
  %block.captured7.i = getelementptr inbounds nuw i8, ptr %block3.i, i64 16
  store ptr addrspace(1) %out, ptr %block.captured7.i, align 8
  %2 = addrspacecast ptr %block3.i to ptr addrspace(4)
  %3 = call spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr nonnull %tmp2.i, ptr addrspace(4) addrspacecast (ptr @__nd2_block_invoke_2_kernel to ptr addrspace(4)), ptr addrspace(4) %2)
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 8
  store i32 %3, ptr addrspace(1) %arrayidx8.i, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %nd.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %ls.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %gs.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %tmp.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %block.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %tmp2.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %block3.i)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias, ptr addrspace(2) noalias, i64, i1 immarg)
declare spir_func void @_Z10ndrange_2DPKmS0_(ptr dead_on_unwind writable sret(%struct.ndrange_t), ptr, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias, ptr noalias, i64, i1 immarg)

define internal spir_func void @__nd2_block_invoke(ptr addrspace(4) %.block_descriptor) {
entry:
  %block.capture.addr = getelementptr inbounds nuw i8, ptr addrspace(4) %.block_descriptor, i64 16
  %0 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr, align 8
  %arrayidx = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  store i32 1, ptr addrspace(1) %arrayidx, align 4
  ret void
}

define spir_kernel void @__nd2_block_invoke_kernel(ptr addrspace(4) %0) {
entry:
  %block.capture.addr.i = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %1 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr.i, align 8
  %arrayidx.i = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  store i32 1, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

declare spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @__nd2_block_invoke_2(ptr addrspace(4) %.block_descriptor) {
entry:
  %block.capture.addr = getelementptr inbounds nuw i8, ptr addrspace(4) %.block_descriptor, i64 16
  %0 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr, align 8
  %arrayidx = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  store i32 2, ptr addrspace(1) %arrayidx, align 4
  ret void
}

define spir_kernel void @__nd2_block_invoke_2_kernel(ptr addrspace(4) %0) {
entry:
  %block.capture.addr.i = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %1 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr.i, align 8
  %arrayidx.i = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4
  store i32 2, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

declare spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))
declare void @llvm.lifetime.end.p0(ptr)
