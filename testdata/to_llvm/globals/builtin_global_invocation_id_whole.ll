target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @gid_whole(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %2 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0) #0
  %3 = insertelement <3 x i64> poison, i64 %2, i32 0
  %4 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1) #0
  %5 = insertelement <3 x i64> %3, i64 %4, i32 1
  %6 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 2) #0
  %7 = insertelement <3 x i64> %5, i64 %6, i32 2
  %8 = extractelement <3 x i64> %7, i32 1
  store i64 %8, ptr addrspace(1) %0, align 8
  ret void
}

; Function Attrs: nounwind
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.EntryPoint = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 11}
!3 = !{i32 2, i32 2}
!4 = !{i32 6, ptr @gid_whole, !"gid_whole"}
!5 = !{i16 0, i16 0}
!6 = !{i32 1}
!7 = !{!"none"}
!8 = !{!"long*"}
!9 = !{!""}
