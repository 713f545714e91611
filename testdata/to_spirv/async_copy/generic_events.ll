; OpenCL C 2.0 async copies of uchar16 elements (Vector16, Int8): wait_group_events takes a
; generic pointer to the events (the private variable cast with OpPtrCastToGeneric); a strided
; copy from local back to global.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @generic_wait(ptr addrspace(1) %g, ptr addrspace(3) %l) {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %f.i = alloca target("spirv.Event"), align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i)
  %call.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv16_hPU3AS1KS_m9ocl_event(ptr addrspace(3) align 16 %l, ptr addrspace(1) align 16 %g, i64 4, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %call.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %e.ascast.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %f.i)
  %call1.i = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv16_hPU3AS3KS_mm9ocl_event(ptr addrspace(1) align 16 %g, ptr addrspace(3) align 16 %l, i64 4, i64 2, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %call1.i, ptr %f.i, align 8
  %f.ascast.i = addrspacecast ptr %f.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %f.ascast.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %f.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv16_hPU3AS1KS_m9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv16_hPU3AS3KS_mm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, target("spirv.Event"))
declare void @llvm.lifetime.end.p0(ptr)
