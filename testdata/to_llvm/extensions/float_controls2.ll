target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func float @0(float %0) #0 {
  %2 = fmul float %0, %0
  ret float %2
}

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0, float %1, half %2) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = fadd nnan contract float %1, %1
  %5 = fmul nsz float %4, %1
  %6 = call reassoc contract spir_func float @0(float %5)
  %7 = fadd half %2, %2
  %8 = fpext nnan contract half %7 to float
  %9 = fadd nnan contract float %6, %8
  store float %9, ptr addrspace(1) %0, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.ExecutionMode = !{!7, !8}
!spirv.Generator = !{!9}

!0 = !{!"SPV_KHR_float_controls2"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 9}
!4 = !{i32 6029}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @k, !"k"}
!7 = !{ptr @k, i32 6028, float poison, i32 65537}
!8 = !{ptr @k, i32 6028, half poison, i32 0}
!9 = !{i16 0, i16 0}
!10 = !{i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float*", !"float", !"half"}
!13 = !{!"", !"", !""}
