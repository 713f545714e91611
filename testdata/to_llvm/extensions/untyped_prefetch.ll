target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 1 %2, i64 %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %0, i64 64) #0
  %5 = mul i64 %3, 16
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %1, i64 %5) #0
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %2, i64 %3) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1), i64) #0

; Function Attrs: alwaysinline nounwind
define spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 1 %2, i64 %3) #1 {
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %0, i64 64) #0
  %5 = mul i64 %3, 16
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %1, i64 %5) #0
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %2, i64 %3) #0
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}
!opencl.ocl.version = !{!11}

!0 = !{i32 3, i32 200000}
!1 = !{!"SPV_KHR_untyped_pointers"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 11}
!6 = !{i32 39}
!7 = !{i32 4473}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{i32 2, i32 0}
!12 = !{i32 1, i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"void*", !"void*", !"void*", !"long"}
!15 = !{!"", !"", !"", !""}
