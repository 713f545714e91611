; A 32-bit (spir) module: the async copy's element count is a 32-bit size_t and the BuiltIn
; LocalInvocationId a vector of 32-bit integers.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

define spir_kernel void @copy32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %n) {
entry:
  %e.i = alloca target("spirv.Event"), align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i)
  %call.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kij9ocl_event(ptr addrspace(3) align 4 %l, ptr addrspace(1) align 4 %g, i32 %n, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %call.i, ptr %e.i, align 4
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 1, ptr nonnull %e.i)
  %call1.i = call spir_func i32 @_Z12get_local_idj(i32 0)
  %0 = xor i32 %call1.i, -1
  %1 = getelementptr i32, ptr addrspace(3) %l, i32 %n
  %arrayidx.i = getelementptr i32, ptr addrspace(3) %1, i32 %0
  %2 = load i32, ptr addrspace(3) %arrayidx.i, align 4
  %arrayidx4.i = getelementptr inbounds nuw i32, ptr addrspace(1) %g, i32 %call1.i
  store i32 %2, ptr addrspace(1) %arrayidx4.i, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kij9ocl_event(ptr addrspace(3), ptr addrspace(1), i32, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiP9ocl_event(i32, ptr)
declare spir_func i32 @_Z12get_local_idj(i32)
declare void @llvm.lifetime.end.p0(ptr)
