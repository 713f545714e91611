; The signedness of an integer texel: read_imagei/write_imagei → SignExtend, read_imageui/write_imageui → ZeroExtend (with and without a sampler, with a Lod), and the SPIR-V friendly forms that state it by their _R postfix, template return type, zeroext or texel parameter; float texels and calls that give the operand themselves are left alone. The module is SPIR-V 1.4.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @cl(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, target("spirv.Sampler") %s, ptr addrspace(1) %out) {
entry:
  %a = call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  %b = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  %c = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Sampler") %s, <2 x float> zeroinitializer)
  %d = call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_ff(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Sampler") %s, <2 x float> zeroinitializer, float 1.0)
  %f = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  call spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %a)
  call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %b)
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x float> %f)
  %sum = add <4 x i32> %c, %d
  store <4 x i32> %sum, ptr addrspace(1) %out, align 16
  ret void
}

define spir_kernel void @spv_ir(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, ptr addrspace(1) %out) {
entry:
  %a = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  %b = call spir_func <4 x i32> @_Z17__spirv_ImageReadIDv4_i14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  %c = call spir_func zeroext i16 @_Z17__spirv_ImageRead14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  %d = call spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 8192)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %a)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %b)
  %e = zext i16 %c to i32
  %v = insertelement <4 x i32> %d, i32 %e, i32 0
  store <4 x i32> %v, ptr addrspace(1) %out, align 16
  ret void
}

declare spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_ff(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>, float)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
declare spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>)
declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z17__spirv_ImageReadIDv4_i14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func zeroext i16 @_Z17__spirv_ImageRead14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
