; async_work_group_copy (global → local and back) and async_work_group_strided_copy →
; OpGroupAsyncCopy at Workgroup scope (element count and stride as size_t, a null OpTypeEvent for
; no event); wait_group_events → OpGroupWaitEvents on a Function variable of events; prefetch →
; OpenCL.std prefetch.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @copy(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %gi, ptr addrspace(3) %li) {
entry:
  %e1.i = alloca target("spirv.Event"), align 8
  %e2.i = alloca target("spirv.Event"), align 8
  %e3.i = alloca target("spirv.Event"), align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %e1.i)
  %call.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) align 16 %l, ptr addrspace(1) align 16 %g, i64 16, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %call.i, ptr %e1.i, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %e2.i)
  %call1.i = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) align 4 %li, ptr addrspace(1) align 4 %gi, i64 8, i64 4, target("spirv.Event") %call.i)
  store target("spirv.Event") %call1.i, ptr %e2.i, align 8
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 1, ptr nonnull %e1.i)
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 1, ptr nonnull %e2.i)
  %0 = load <4 x float>, ptr addrspace(3) %l, align 16
  %mul.i = fmul <4 x float> %0, splat (float 2.000000e+00)
  store <4 x float> %mul.i, ptr addrspace(3) %l, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %e3.i)
  %call2.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv4_fPU3AS3KS_m9ocl_event(ptr addrspace(1) align 16 %g, ptr addrspace(3) align 16 %l, i64 16, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %call2.i, ptr %e3.i, align 8
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 1, ptr nonnull %e3.i)
  call spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1) align 16 %g, i64 4)
  call void @llvm.lifetime.end.p0(ptr nonnull %e3.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %e2.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %e1.i)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiP9ocl_event(i32, ptr)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv4_fPU3AS3KS_m9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
declare spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1), i64)
declare void @llvm.lifetime.end.p0(ptr)
