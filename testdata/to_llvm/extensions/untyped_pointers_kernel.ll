target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.pair_t = type { i32, [4 x float] }

@table = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4, !spirv.Decorations !0
@counter = addrspace(1) global i32 0, align 4, !spirv.Decorations !4

; Function Attrs: noinline nounwind
define spir_func i32 @sum(ptr byval(%struct.pair_t) align 4 %0) #0 {
  %2 = getelementptr inbounds %struct.pair_t, ptr %0, i32 0, i32 0
  %3 = load i32, ptr %2, align 4
  %4 = getelementptr inbounds %struct.pair_t, ptr %0, i32 0, i32 1
  %5 = getelementptr inbounds [4 x float], ptr %4, i64 0, i64 2
  %6 = load float, ptr %5, align 4
  %7 = fptosi float %6 to i32
  %8 = add nsw i32 %3, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind
define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 8 %2, ptr addrspace(3) align 4 %3, ptr addrspace(1) align 4 %4, ptr byval(%struct.pair_t) align 4 %5) #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(3), align 8
  %11 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store ptr addrspace(3) %3, ptr %10, align 8
  store ptr addrspace(1) %4, ptr %11, align 8
  %12 = load ptr addrspace(1), ptr %7, align 8
  %13 = load ptr addrspace(1), ptr %8, align 8
  %14 = load ptr addrspace(1), ptr %9, align 8
  %15 = load ptr addrspace(3), ptr %10, align 8
  %16 = load ptr addrspace(1), ptr %11, align 8
  call spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) align 4 %12, ptr addrspace(1) align 4 %13, ptr addrspace(1) align 8 %14, ptr addrspace(3) align 4 %15, ptr addrspace(1) align 4 %16, ptr byval(%struct.pair_t) align 4 %5)
  ret void
}

; Function Attrs: noinline nounwind
define spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 8 %2, ptr addrspace(3) align 4 %3, ptr addrspace(1) align 4 %4, ptr byval(%struct.pair_t) align 4 %5) #0 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(3), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca i64, align 8
  %13 = alloca [8 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca <4 x float>, align 16
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store ptr addrspace(3) %3, ptr %10, align 8
  store ptr addrspace(1) %4, ptr %11, align 8
  %19 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0) #1
  %20 = insertelement <3 x i64> poison, i64 %19, i32 0
  %21 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1) #1
  %22 = insertelement <3 x i64> %20, i64 %21, i32 1
  %23 = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 2) #1
  %24 = insertelement <3 x i64> %22, i64 %23, i32 2
  %25 = extractelement <3 x i64> %24, i32 0
  store i64 %25, ptr %12, align 8
  store i32 0, ptr %14, align 4
  br label %26

26:                                               ; preds = %44, %6
  %27 = load i32, ptr %14, align 4
  %28 = icmp slt i32 %27, 8
  br i1 %28, label %29, label %47

29:                                               ; preds = %26
  %30 = load ptr addrspace(1), ptr %8, align 8
  %31 = load i32, ptr %14, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = load i32, ptr %14, align 4
  %36 = and i32 %35, 3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x i32], ptr addrspace(2) @table, i64 0, i64 %37
  %39 = load i32, ptr addrspace(2) %38, align 4
  %40 = add nsw i32 %34, %39
  %41 = load i32, ptr %14, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x i32], ptr %13, i64 0, i64 %42
  store i32 %40, ptr %43, align 4
  br label %44

44:                                               ; preds = %29
  %45 = load i32, ptr %14, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %14, align 4
  br label %26

47:                                               ; preds = %26
  %48 = load i64, ptr %12, align 8
  %49 = load ptr addrspace(1), ptr %7, align 8
  %50 = addrspacecast ptr addrspace(1) %49 to ptr addrspace(4)
  %51 = call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS4Kfi(i64 %48, ptr addrspace(4) %50, i32 4) #2
  store <4 x float> %51, ptr %15, align 16
  %52 = load <4 x float>, ptr %15, align 16
  %53 = extractelement <4 x float> %52, i32 0
  %54 = addrspacecast ptr %16 to ptr addrspace(4)
  %55 = call spir_func float @_Z17__spirv_ocl_fractfPU3AS4f(float %53, ptr addrspace(4) %54) #2
  store float %55, ptr %17, align 4
  %56 = load <4 x float>, ptr %15, align 16
  %57 = load float, ptr %17, align 4
  %58 = insertelement <4 x float> undef, float %57, i32 0
  %59 = shufflevector <4 x float> %58, <4 x float> undef, <4 x i32> zeroinitializer
  %60 = fmul <4 x float> %56, %59
  %61 = load i64, ptr %12, align 8
  %62 = add i64 %61, 1
  %63 = load ptr addrspace(1), ptr %7, align 8
  %64 = addrspacecast ptr addrspace(1) %63 to ptr addrspace(4)
  call spir_func void @_Z19__spirv_ocl_vstorenDv4_fmPU3AS4f(<4 x float> %60, i64 %62, ptr addrspace(4) %64) #2
  %65 = load i64, ptr %12, align 8
  %66 = and i64 %65, 7
  %67 = getelementptr inbounds [8 x i32], ptr %13, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load ptr addrspace(1), ptr %9, align 8
  %70 = load i64, ptr %12, align 8
  %71 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %69, i64 %70
  %72 = load ptr addrspace(1), ptr addrspace(1) %71, align 8
  %73 = load i32, ptr addrspace(1) %72, align 4
  %74 = add nsw i32 %68, %73
  %75 = call spir_func i32 @sum(ptr byval(%struct.pair_t) align 4 %5)
  %76 = add nsw i32 %74, %75
  %77 = load ptr addrspace(3), ptr %10, align 8
  %78 = load i64, ptr %12, align 8
  %79 = getelementptr inbounds i32, ptr addrspace(3) %77, i64 %78
  store i32 %76, ptr addrspace(3) %79, align 4
  %80 = load ptr addrspace(1), ptr %8, align 8
  store ptr addrspace(1) %80, ptr %18, align 8
  %81 = load float, ptr %16, align 4
  %82 = fptosi float %81 to i8
  %83 = load ptr addrspace(1), ptr %18, align 8
  %84 = getelementptr inbounds i8, ptr addrspace(1) %83, i64 3
  store i8 %82, ptr addrspace(1) %84, align 1
  %85 = load ptr addrspace(1), ptr %11, align 8
  %86 = addrspacecast ptr addrspace(1) %85 to ptr addrspace(4)
  %87 = call spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(ptr addrspace(4) %86, i32 1, i32 528) #1
  br i1 %87, label %88, label %91

88:                                               ; preds = %47
  %89 = load ptr addrspace(1), ptr %11, align 8
  %90 = addrspacecast ptr addrspace(1) %89 to ptr addrspace(4)
  call spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(ptr addrspace(4) %90, i32 1, i32 528) #1
  br label %91

91:                                               ; preds = %88, %47
  %92 = load ptr addrspace(1), ptr %9, align 8
  %93 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %92, i64 1
  %94 = load ptr addrspace(1), ptr addrspace(1) %93, align 8
  %95 = getelementptr inbounds i32, ptr addrspace(1) %94, i64 2
  %96 = load i32, ptr addrspace(1) %95, align 4
  %97 = load i32, ptr addrspace(1) @counter, align 4
  %98 = add nsw i32 %97, %96
  store i32 %98, ptr addrspace(1) @counter, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32) #1

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS4Kfi(i64, ptr addrspace(4), i32) #1

; Function Attrs: nounwind
declare spir_func float @_Z17__spirv_ocl_fractfPU3AS4f(float, ptr addrspace(4)) #1

; Function Attrs: nounwind
declare spir_func void @_Z19__spirv_ocl_vstorenDv4_fmPU3AS4f(<4 x float>, i64, ptr addrspace(4)) #1

; Function Attrs: nounwind
declare spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(ptr addrspace(4), i32, i32) #1

; Function Attrs: nounwind
declare spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(ptr addrspace(4), i32, i32) #1

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind }
attributes #2 = { nounwind willreturn }

!spirv.Source = !{!6}
!spirv.Extension = !{!7}
!spirv.Capability = !{!8, !9, !10, !11, !12, !13, !14}
!spirv.MemoryModel = !{!15}
!spirv.EntryPoint = !{!16}
!spirv.Generator = !{!17}
!opencl.ocl.version = !{!18}

!0 = !{!1, !2, !3}
!1 = !{i32 22}
!2 = !{i32 41, !"table", i32 0}
!3 = !{i32 44, i32 4}
!4 = !{!5, !3}
!5 = !{i32 41, !"counter", i32 0}
!6 = !{i32 3, i32 200000}
!7 = !{!"SPV_KHR_untyped_pointers"}
!8 = !{i32 4}
!9 = !{i32 5}
!10 = !{i32 6}
!11 = !{i32 11}
!12 = !{i32 38}
!13 = !{i32 39}
!14 = !{i32 4473}
!15 = !{i32 2, i32 2}
!16 = !{i32 6, ptr @k, !"k", ptr addrspace(2) @table, ptr addrspace(1) @counter}
!17 = !{i16 0, i16 0}
!18 = !{i32 2, i32 0}
!19 = !{i32 1, i32 1, i32 1, i32 3, i32 1, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"void*", !"void*", !"void*", !"void*", !"void*", !"struct pair_t"}
!22 = !{!"", !"", !"", !"", !"", !""}
