target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) %1) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 37) #0
  %4 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %3, <2 x float> zeroinitializer) #0
  store <4 x float> %4, ptr addrspace(1) %1, align 16
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 20}
!3 = !{i32 13}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
!8 = !{i32 1, i32 1}
!9 = !{!"read_only", !"none"}
!10 = !{!"image2d_t", !"float4*"}
!11 = !{!"", !""}
