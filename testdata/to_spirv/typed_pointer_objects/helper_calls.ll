; clang-15 -O0 bitcode: images and samplers stored to and loaded from allocas (Function pointers
; to the opaque type), passed to a user function whose parameters become OpTypeImage/OpTypeSampler,
; and a sampler made by __translate_sampler_initializer (OpConstantSampler).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func <4 x float> @fetch(ptr addrspace(1) %0, ptr addrspace(2) %1, <2 x i32> noundef %2) #0 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(2), align 8
  %6 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(2) %1, ptr %5, align 8
  store <2 x i32> %2, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load ptr addrspace(2), ptr %5, align 8
  %9 = load <2 x i32>, ptr %6, align 8
  %10 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %7, ptr addrspace(2) %8, <2 x i32> noundef %9) #3
  ret <4 x float> %10
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pick(ptr addrspace(1) %0, ptr addrspace(2) %1, ptr addrspace(1) noundef align 16 %2) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(2), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(2) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %9 = load ptr addrspace(1), ptr %4, align 8
  %10 = load ptr addrspace(2), ptr %5, align 8
  store <2 x i32> zeroinitializer, ptr %7, align 8
  %11 = load <2 x i32>, ptr %7, align 8
  %12 = call spir_func <4 x float> @fetch(ptr addrspace(1) %9, ptr addrspace(2) %10, <2 x i32> noundef %11) #4
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = call spir_func ptr addrspace(2) @__translate_sampler_initializer(i32 20)
  store <2 x i32> <i32 1, i32 0>, ptr %8, align 8
  %15 = load <2 x i32>, ptr %8, align 8
  %16 = call spir_func <4 x float> @fetch(ptr addrspace(1) %13, ptr addrspace(2) %14, <2 x i32> noundef %15) #4
  %17 = fadd <4 x float> %12, %16
  %18 = load ptr addrspace(1), ptr %6, align 8
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %18, i64 0
  store <4 x float> %17, ptr addrspace(1) %19, align 16
  ret void
}

declare dso_local spir_func ptr addrspace(2) @__translate_sampler_initializer(i32)

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(read) }
attributes #4 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 0, i32 1}
!5 = !{!"read_only", !"none", !"none"}
!6 = !{!"image2d_t", !"sampler_t", !"float4*"}
!7 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*"}
!8 = !{!"", !"", !""}
