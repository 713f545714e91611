; SPIR 1.2 passes a sampler kernel argument as i32 (`!kernel_arg_type` "sampler_t"): used only as read_imagef's sampler, the parameter becomes an OpTypeSampler one, combined with the image by OpSampledImage.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_kernel void @sample(ptr addrspace(1) %img, i32 %smp, <2 x i32> %coord, ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  %v = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 %smp, <2 x i32> %coord)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1), i32, <2 x i32>)

!0 = !{i32 1, i32 0, i32 0, i32 1}
!1 = !{!"read_only", !"none", !"none", !"none"}
!2 = !{!"image2d_t", !"sampler_t", !"int2", !"float4*"}
!3 = !{!"", !"", !"", !""}
