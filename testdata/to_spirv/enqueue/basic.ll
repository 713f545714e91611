; enqueue_kernel(queue, flags, ndrange, block) → OpEnqueueKernel with the block invoke kernel
; (an entry point taking the generic block literal), the block literal's size and alignment, the
; ndrange built by ndrange_1D (OpBuildNDRange, global size only) and get_default_queue →
; OpGetDefaultQueue.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

define spir_kernel void @parent(ptr addrspace(1) %out, i32 %n) {
entry:
  %nd.i = alloca %struct.ndrange_t, align 8
  %tmp.i = alloca %struct.ndrange_t, align 8
  %block.i = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %tmp.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %block.i)
  %call.i = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call void @llvm.lifetime.start.p0(ptr nonnull %nd.i)
  %conv.i = sext i32 %n to i64
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind nonnull writable sret(%struct.ndrange_t) align 8 %nd.i, i64 %conv.i)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 dereferenceable(80) %tmp.i, ptr nonnull align 8 dereferenceable(80) %nd.i, i64 80, i1 false)
  store i32 28, ptr %block.i, align 8
  %block.align.i = getelementptr inbounds nuw i8, ptr %block.i, i64 4
  store i32 8, ptr %block.align.i, align 4
  %block.invoke.i = getelementptr inbounds nuw i8, ptr %block.i, i64 8
  store ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke to ptr addrspace(4)), ptr %block.invoke.i, align 8
  %block.captured.i = getelementptr inbounds nuw i8, ptr %block.i, i64 16
  store ptr addrspace(1) %out, ptr %block.captured.i, align 8
  %block.captured1.i = getelementptr inbounds nuw i8, ptr %block.i, i64 24
  store i32 %n, ptr %block.captured1.i, align 8
  %0 = addrspacecast ptr %block.i to ptr addrspace(4)
  %1 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %call.i, i32 0, ptr nonnull %tmp.i, ptr addrspace(4) addrspacecast (ptr @__parent_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %0)
  call void @llvm.lifetime.end.p0(ptr nonnull %nd.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %tmp.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %block.i)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t), i64)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias, ptr noalias, i64, i1 immarg)

define internal spir_func void @__parent_block_invoke(ptr addrspace(4) %.block_descriptor) {
entry:
  %block.capture.addr = getelementptr inbounds nuw i8, ptr addrspace(4) %.block_descriptor, i64 24
  %0 = load i32, ptr addrspace(4) %block.capture.addr, align 8
  %block.capture.addr1 = getelementptr inbounds nuw i8, ptr addrspace(4) %.block_descriptor, i64 16
  %1 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr1, align 8
  store i32 %0, ptr addrspace(1) %1, align 4
  ret void
}

define spir_kernel void @__parent_block_invoke_kernel(ptr addrspace(4) %0) {
entry:
  %block.capture.addr.i = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 24
  %1 = load i32, ptr addrspace(4) %block.capture.addr.i, align 8
  %block.capture.addr1.i = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 16
  %2 = load ptr addrspace(1), ptr addrspace(4) %block.capture.addr1.i, align 8
  store i32 %1, ptr addrspace(1) %2, align 4
  ret void
}

declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
declare void @llvm.lifetime.end.p0(ptr)
