target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @cl(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, target("spirv.Sampler") %s, ptr addrspace(1) %out) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
entry:
  %a = call spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 4096) #0
  %b = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 8192) #0
  %0 = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Sampler") %s) #0
  %c = call spir_func <4 x i32> @_Z37__spirv_ImageSampleExplicitLod_Ruint4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %0, <2 x float> zeroinitializer, i32 8194, float 0.000000e+00) #0
  %1 = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Sampler") %s) #0
  %d = call spir_func <4 x i32> @_Z36__spirv_ImageSampleExplicitLod_Rint4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %1, <2 x float> zeroinitializer, i32 4098, float 1.000000e+00) #0
  %f = call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %a, i32 4096) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ji(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %b, i32 8192) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x float> %f) #0
  %sum = add <4 x i32> %c, %d
  store <4 x i32> %sum, ptr addrspace(1) %out, align 16
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler")) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z37__spirv_ImageSampleExplicitLod_Ruint4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z36__spirv_ImageSampleExplicitLod_Rint4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ji(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>) #0

; Function Attrs: nounwind
define spir_kernel void @spv_ir(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, ptr addrspace(1) %out) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 {
entry:
  %a = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 8192) #0
  %b = call spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 4096) #0
  %c = call spir_func i16 @_Z25__spirv_ImageRead_RushortPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 8192) #0
  %d = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer, i32 8192) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ji(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %a, i32 8192) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %b, i32 4096) #0
  %e = zext i16 %c to i32
  %v = insertelement <4 x i32> %d, i32 %e, i32 0
  store <4 x i32> %v, ptr addrspace(1) %out, align 16
  ret void
}

; Function Attrs: nounwind
declare spir_func i16 @_Z25__spirv_ImageRead_RushortPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6, !7}
!spirv.Generator = !{!8}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 13}
!3 = !{i32 15}
!4 = !{i32 22}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @cl, !"cl"}
!7 = !{i32 6, ptr @spv_ir, !"spv_ir"}
!8 = !{i16 0, i16 0}
!9 = !{i32 1, i32 1, i32 0, i32 1}
!10 = !{!"read_only", !"write_only", !"none", !"none"}
!11 = !{!"image2d_t", !"image2d_t", !"sampler_t", !"int4*"}
!12 = !{!"", !"", !"", !""}
!13 = !{!"ro", !"wo", !"s", !"out"}
!14 = !{i32 1, i32 1, i32 1}
!15 = !{!"read_only", !"write_only", !"none"}
!16 = !{!"image2d_t", !"image2d_t", !"int4*"}
!17 = !{!"", !"", !""}
!18 = !{!"ro", !"wo", !"out"}
