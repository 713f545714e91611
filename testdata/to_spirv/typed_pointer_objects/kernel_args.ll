; clang-15 bitcode (typed pointers, read by LLVM 22 as ptr): image and sampler kernel parameters
; named by !kernel_arg_type/!kernel_arg_access_qual and the mangled builtins they reach become
; OpTypeImage (ReadOnly, WriteOnly) and OpTypeSampler parameters; read_imagef, write_imagef, queries.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @copy(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(2) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %7 = insertelement <2 x i64> poison, i64 %5, i64 0
  %8 = insertelement <2 x i64> %7, i64 %6, i64 1
  %9 = trunc <2 x i64> %8 to <2 x i32>
  %10 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %2, <2 x i32> noundef %9) #5
  tail call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %1, <2 x i32> noundef %9, <4 x float> noundef %10) #6
  %11 = tail call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %0) #4
  %12 = tail call spir_func i32 @_Z16get_image_height14ocl_image2d_wo(ptr addrspace(1) %1) #4
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr addrspace(1) %3, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1)) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z16get_image_height14ocl_image2d_wo(ptr addrspace(1)) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(read) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 1, i32 0, i32 1}
!5 = !{!"read_only", !"write_only", !"none", !"none"}
!6 = !{!"image2d_t", !"image2d_t", !"sampler_t", !"int*"}
!7 = !{!"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
