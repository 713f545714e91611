; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%B = type { [3 x <3 x float>], [3 x float], float }

@b = external addrspace(11) global %B, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !8 {
  %1 = load [3 x <3 x float>], ptr addrspace(11) @b, align 16
  %2 = extractvalue [3 x <3 x float>] %1, 0
  %3 = extractelement <3 x float> %2, i32 0
  %4 = insertelement <3 x float> poison, float %3, i32 0
  %5 = extractvalue [3 x <3 x float>] %1, 1
  %6 = extractelement <3 x float> %5, i32 0
  %7 = insertelement <3 x float> %4, float %6, i32 1
  %8 = extractvalue [3 x <3 x float>] %1, 2
  %9 = extractelement <3 x float> %8, i32 0
  %10 = insertelement <3 x float> %7, float %9, i32 2
  %11 = insertvalue [3 x <3 x float>] poison, <3 x float> %10, 0
  %12 = extractvalue [3 x <3 x float>] %1, 0
  %13 = extractelement <3 x float> %12, i32 1
  %14 = insertelement <3 x float> poison, float %13, i32 0
  %15 = extractvalue [3 x <3 x float>] %1, 1
  %16 = extractelement <3 x float> %15, i32 1
  %17 = insertelement <3 x float> %14, float %16, i32 1
  %18 = extractvalue [3 x <3 x float>] %1, 2
  %19 = extractelement <3 x float> %18, i32 1
  %20 = insertelement <3 x float> %17, float %19, i32 2
  %21 = insertvalue [3 x <3 x float>] %11, <3 x float> %20, 1
  %22 = extractvalue [3 x <3 x float>] %1, 0
  %23 = extractelement <3 x float> %22, i32 2
  %24 = insertelement <3 x float> poison, float %23, i32 0
  %25 = extractvalue [3 x <3 x float>] %1, 1
  %26 = extractelement <3 x float> %25, i32 2
  %27 = insertelement <3 x float> %24, float %26, i32 1
  %28 = extractvalue [3 x <3 x float>] %1, 2
  %29 = extractelement <3 x float> %28, i32 2
  %30 = insertelement <3 x float> %27, float %29, i32 2
  %31 = insertvalue [3 x <3 x float>] %21, <3 x float> %30, 2
  %32 = load [3 x <3 x float>], ptr addrspace(11) @b, align 16
  %33 = load <3 x float>, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 1), align 4
  %34 = extractvalue [3 x <3 x float>] %32, 0
  %35 = extractelement <3 x float> %33, i32 0
  %36 = insertelement <1 x float> poison, float %35, i32 0
  %37 = shufflevector <1 x float> %36, <1 x float> %36, <3 x i32> zeroinitializer
  %38 = fmul <3 x float> %34, %37
  %39 = extractvalue [3 x <3 x float>] %32, 1
  %40 = extractelement <3 x float> %33, i32 1
  %41 = insertelement <1 x float> poison, float %40, i32 0
  %42 = shufflevector <1 x float> %41, <1 x float> %41, <3 x i32> zeroinitializer
  %43 = fmul <3 x float> %39, %42
  %44 = fadd <3 x float> %38, %43
  %45 = extractvalue [3 x <3 x float>] %32, 2
  %46 = extractelement <3 x float> %33, i32 2
  %47 = insertelement <1 x float> poison, float %46, i32 0
  %48 = shufflevector <1 x float> %47, <1 x float> %47, <3 x i32> zeroinitializer
  %49 = fmul <3 x float> %45, %48
  %50 = fadd <3 x float> %44, %49
  %51 = extractvalue [3 x <3 x float>] %31, 0
  %52 = extractelement <3 x float> %50, i32 0
  %53 = insertelement <1 x float> poison, float %52, i32 0
  %54 = shufflevector <1 x float> %53, <1 x float> %53, <3 x i32> zeroinitializer
  %55 = fmul <3 x float> %51, %54
  %56 = extractvalue [3 x <3 x float>] %31, 1
  %57 = extractelement <3 x float> %50, i32 1
  %58 = insertelement <1 x float> poison, float %57, i32 0
  %59 = shufflevector <1 x float> %58, <1 x float> %58, <3 x i32> zeroinitializer
  %60 = fmul <3 x float> %56, %59
  %61 = fadd <3 x float> %55, %60
  %62 = extractvalue [3 x <3 x float>] %31, 2
  %63 = extractelement <3 x float> %50, i32 2
  %64 = insertelement <1 x float> poison, float %63, i32 0
  %65 = shufflevector <1 x float> %64, <1 x float> %64, <3 x i32> zeroinitializer
  %66 = fmul <3 x float> %62, %65
  %67 = fadd <3 x float> %61, %66
  %68 = load float, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 2), align 4
  %69 = insertelement <3 x float> poison, float %68, i32 0
  %70 = shufflevector <3 x float> %69, <3 x float> poison, <3 x i32> zeroinitializer
  %71 = fmul <3 x float> %67, %70
  store <3 x float> %71, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 1), align 4
  ret void
}

attributes #0 = { nounwind "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!spirv.Capability = !{!3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.ExecutionMode = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1, !2}
!1 = !{i32 34, i32 0}
!2 = !{i32 33, i32 0}
!3 = !{i32 1}
!4 = !{i32 0, i32 1}
!5 = !{i32 5, ptr @main, !"main"}
!6 = !{ptr @main, i32 17, i32 1, i32 1, i32 1}
!7 = !{i16 0, i16 0}
!8 = !{i32 1, i32 1, i32 1}
