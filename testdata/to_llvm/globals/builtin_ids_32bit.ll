target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @ids32(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %2 = call spir_func i32 @_Z25__spirv_BuiltInGlobalSizei(i32 0) #0
  %3 = insertelement <3 x i32> poison, i32 %2, i32 0
  %4 = call spir_func i32 @_Z25__spirv_BuiltInGlobalSizei(i32 1) #0
  %5 = insertelement <3 x i32> %3, i32 %4, i32 1
  %6 = call spir_func i32 @_Z25__spirv_BuiltInGlobalSizei(i32 2) #0
  %7 = insertelement <3 x i32> %5, i32 %6, i32 2
  %8 = call spir_func i32 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 0) #0
  %9 = insertelement <3 x i32> poison, i32 %8, i32 0
  %10 = call spir_func i32 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 1) #0
  %11 = insertelement <3 x i32> %9, i32 %10, i32 1
  %12 = call spir_func i32 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 2) #0
  %13 = insertelement <3 x i32> %11, i32 %12, i32 2
  %14 = call spir_func i32 @_Z26__spirv_BuiltInWorkgroupIdi(i32 0) #0
  %15 = insertelement <3 x i32> poison, i32 %14, i32 0
  %16 = call spir_func i32 @_Z26__spirv_BuiltInWorkgroupIdi(i32 1) #0
  %17 = insertelement <3 x i32> %15, i32 %16, i32 1
  %18 = call spir_func i32 @_Z26__spirv_BuiltInWorkgroupIdi(i32 2) #0
  %19 = insertelement <3 x i32> %17, i32 %18, i32 2
  %20 = call spir_func i32 @_Z27__spirv_BuiltInGlobalOffseti(i32 0) #0
  %21 = insertelement <3 x i32> poison, i32 %20, i32 0
  %22 = call spir_func i32 @_Z27__spirv_BuiltInGlobalOffseti(i32 1) #0
  %23 = insertelement <3 x i32> %21, i32 %22, i32 1
  %24 = call spir_func i32 @_Z27__spirv_BuiltInGlobalOffseti(i32 2) #0
  %25 = insertelement <3 x i32> %23, i32 %24, i32 2
  %26 = extractelement <3 x i32> %7, i32 0
  %27 = extractelement <3 x i32> %13, i32 1
  %28 = extractelement <3 x i32> %19, i32 2
  %29 = extractelement <3 x i32> %25, i32 0
  %30 = add i32 %26, %27
  %31 = add i32 %30, %28
  %32 = add i32 %31, %29
  store i32 %32, ptr addrspace(1) %0, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z25__spirv_BuiltInGlobalSizei(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z28__spirv_BuiltInNumWorkgroupsi(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z26__spirv_BuiltInWorkgroupIdi(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z27__spirv_BuiltInGlobalOffseti(i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 1, i32 2}
!3 = !{i32 6, ptr @ids32, !"ids32"}
!4 = !{i16 0, i16 0}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"int*"}
!8 = !{!""}
