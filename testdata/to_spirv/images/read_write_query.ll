; Images: read_imagef with a sampler → OpSampledImage + OpImageSampleExplicitLod Lod 0,
; without a sampler → OpImageRead, read_imageui with float coordinates, write_imagef →
; OpImageWrite; get_image_width/height/dim → OpImageQuerySize(Lod), channel order/data type →
; OpImageQueryOrder/OpImageQueryFormat.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @rw(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, target("spirv.Sampler") %s, ptr addrspace(1) %q) {
entry:
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %call1.i = call spir_func i64 @_Z13get_global_idj(i32 1)
  %0 = insertelement <2 x i64> poison, i64 %call.i, i64 0
  %1 = insertelement <2 x i64> %0, i64 %call1.i, i64 1
  %2 = trunc <2 x i64> %1 to <2 x i32>
  %call4.i = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %s, <2 x i32> %2)
  %call5.i = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %2)
  %call7.i = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %s, <2 x float> splat (float 5.000000e-01))
  %add.i = fadd <4 x float> %call4.i, %call5.i
  %call8.i = call spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32> %call7.i)
  %add9.i = fadd <4 x float> %add.i, %call8.i
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %2, <4 x float> %add9.i)
  %call10.i = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  %call11.i = call spir_func i32 @_Z16get_image_height14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst)
  %add12.i = add nsw i32 %call11.i, %call10.i
  %call13.i = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  %add14.i = add nsw i32 %add12.i, %call13.i
  %call15.i = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst)
  %add16.i = add nsw i32 %add14.i, %call15.i
  store i32 %add16.i, ptr addrspace(1) %q, align 4
  %call17.i = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  %3 = extractelement <2 x i32> %call17.i, i64 0
  %arrayidx18.i = getelementptr inbounds nuw i8, ptr addrspace(1) %q, i64 4
  store i32 %3, ptr addrspace(1) %arrayidx18.i, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>)
declare spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32>)
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
declare spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
