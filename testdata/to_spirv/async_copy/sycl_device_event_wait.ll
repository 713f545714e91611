; SYCL's device_event (a struct wrapping a target("spirv.Event")) copied into by __spirv_GroupAsyncCopy and waited on through a generic pointer to the struct, as `P9ocl_event`: the struct pointer is cast to a pointer to the event for OpGroupWaitEvents.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::device_event" = type { target("spirv.Event") }

define spir_kernel void @copy(ptr addrspace(3) %dst, ptr addrspace(1) %src) {
entry:
  %ev = alloca %"class.sycl::_V1::device_event", align 8
  %e = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyjPU3AS3iPU3AS1Kimm9ocl_event(i32 2, ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 64, i64 1, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %e, ptr %ev, align 8
  %generic = addrspacecast ptr %ev to ptr addrspace(4)
  call spir_func void @_Z23__spirv_GroupWaitEventsjiP9ocl_event(i32 2, i32 1, ptr addrspace(4) %generic)
  ret void
}

declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyjPU3AS3iPU3AS1Kimm9ocl_event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func void @_Z23__spirv_GroupWaitEventsjiP9ocl_event(i32, i32, ptr addrspace(4))
