target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i32, float }

@shared = internal addrspace(3) global [4 x i32] poison

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) align 4 %in) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %pair = alloca %structtype, align 8
  %0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2
  %1 = load i32, ptr addrspace(1) %0, align 4
  %2 = getelementptr %structtype, ptr %pair, i32 0, i32 1
  store float 1.000000e+00, ptr %2, align 4
  %3 = getelementptr inbounds %structtype, ptr %pair, i32 0, i32 0
  store i32 %1, ptr %3, align 4
  %4 = getelementptr [4 x i32], ptr addrspace(3) @shared, i32 0, i32 1
  store i32 %1, ptr addrspace(3) %4, align 4
  %5 = load i32, ptr addrspace(3) %4, align 4
  %6 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %5, ptr addrspace(1) %6, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_KHR_untyped_pointers"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 4473}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @k, !"k"}
!7 = !{i16 0, i16 0}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"void*", !"void*"}
!11 = !{!"", !""}
!12 = !{!"out", !"in"}
