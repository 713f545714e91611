; Image kinds: a read_write 2D array (OpImageRead/OpImageWrite, ImageReadWrite), a 1D buffer
; image, a depth image sampled to a scalar (Depth 1, the result the first component), and
; get_image_array_size.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @arrays(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2) %arr, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %buf, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %depth, target("spirv.Sampler") %s, ptr addrspace(1) %out) {
entry:
  %call.i = call spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_rwDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2) %arr, <4 x i32> <i32 1, i32 2, i32 0, i32 0>)
  call spir_func void @_Z12write_imagef20ocl_image2d_array_rwDv4_iDv4_f(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2) %arr, <4 x i32> <i32 0, i32 0, i32 1, i32 0>, <4 x float> %call.i)
  %call2.i = call spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %buf, i32 3)
  store <4 x float> %call2.i, ptr addrspace(1) %out, align 16
  %call4.i = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %depth, target("spirv.Sampler") %s, <2 x float> splat (float 5.000000e-01))
  %splat.splatinsert.i = insertelement <4 x float> poison, float %call4.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %arrayidx5.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 16
  store <4 x float> %splat.splat.i, ptr addrspace(1) %arrayidx5.i, align 16
  %call6.i = call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_rw(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2) %arr)
  %conv.i = uitofp i64 %call6.i to float
  %splat.splatinsert7.i = insertelement <4 x float> poison, float %conv.i, i64 0
  %splat.splat8.i = shufflevector <4 x float> %splat.splatinsert7.i, <4 x float> poison, <4 x i32> zeroinitializer
  %arrayidx9.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 32
  store <4 x float> %splat.splat8.i, ptr addrspace(1) %arrayidx9.i, align 16
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_rwDv4_i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2), <4 x i32>)
declare spir_func void @_Z12write_imagef20ocl_image2d_array_rwDv4_iDv4_f(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2), <4 x i32>, <4 x float>)
declare spir_func <4 x float> @_Z11read_imagef21ocl_image1d_buffer_roi(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0), i32)
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_rw(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 2))
