target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @scalar_builtins(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = call spir_func i32 @_Z22__spirv_BuiltInWorkDimv() #0
  %4 = call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv() #0
  %5 = call spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev() #0
  %6 = call spir_func i32 @_Z40__spirv_BuiltInSubgroupLocalInvocationIdv() #0
  %7 = add i32 %3, %5
  %8 = add i32 %7, %6
  store i32 %8, ptr addrspace(1) %0, align 4
  store i64 %4, ptr addrspace(1) %1, align 8
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z22__spirv_BuiltInWorkDimv() #0

; Function Attrs: nounwind
declare spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z40__spirv_BuiltInSubgroupLocalInvocationIdv() #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.EntryPoint = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 11}
!3 = !{i32 2, i32 2}
!4 = !{i32 6, ptr @scalar_builtins, !"scalar_builtins"}
!5 = !{i16 0, i16 0}
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"long*"}
!9 = !{!"", !""}
