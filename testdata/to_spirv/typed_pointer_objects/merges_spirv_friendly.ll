; Typed-pointer-era image pointers merged by a phi take the image type of the builtin they reach
; (get_image_width on an image2d_ro), events merged by a phi the type of async_work_group_copy's
; result, stored to an alloca whose address wait_group_events takes; SPIR-V friendly calls with
; PU3AS1 __spirv_Image__… / __spirv_SampledImage__… / PU3AS2 __spirv_Sampler parameters take the
; object itself: OpSampledImage of a pointer-held image and sampler, then a sample.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1))
declare spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare spir_func ptr @_Z21async_work_group_copyPU3AS1iPU3AS3Kim9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, ptr)
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func ptr addrspace(1) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(ptr addrspace(1), <2 x float>, i32, float)

define spir_kernel void @merge(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n, ptr addrspace(1) %out) {
entry:
  %pick = icmp sgt i32 %n, 0
  br i1 %pick, label %then, label %join

then:
  br label %join

join:
  %p = phi ptr addrspace(1) [ %a, %then ], [ %b, %entry ]
  %w = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %p)
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @events(ptr addrspace(3) %l, ptr addrspace(1) %g, i32 %n) {
entry:
  %e1 = call spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 4, ptr null)
  %e2 = call spir_func ptr @_Z21async_work_group_copyPU3AS1iPU3AS3Kim9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 4, ptr %e1)
  %list = alloca ptr, align 8
  %pick = icmp sgt i32 %n, 0
  br i1 %pick, label %first, label %wait

first:
  br label %wait

wait:
  %e = phi ptr [ %e1, %first ], [ %e2, %entry ]
  store ptr %e, ptr %list, align 8
  %generic = addrspacecast ptr %list to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %generic)
  ret void
}

define spir_kernel void @sample(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out) {
entry:
  %si = call spir_func ptr addrspace(1) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  %v = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(ptr addrspace(1) %si, <2 x float> zeroinitializer, i32 2, float 0.0)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}
