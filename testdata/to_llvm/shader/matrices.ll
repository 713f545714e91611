target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%B = type { [3 x <3 x float>], [3 x float], float }

@b = external addrspace(11) global %B, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !8 {
  %1 = load [3 x <3 x float>], ptr addrspace(11) @b, align 16
  %2 = extractvalue [3 x <3 x float>] %1, 0
  %3 = extractvalue [3 x <3 x float>] %1, 1
  %4 = extractvalue [3 x <3 x float>] %1, 2
  %5 = extractelement <3 x float> %2, i32 0
  %6 = insertelement <3 x float> poison, float %5, i64 0
  %7 = extractelement <3 x float> %3, i32 0
  %8 = insertelement <3 x float> %6, float %7, i64 1
  %9 = extractelement <3 x float> %4, i32 0
  %10 = insertelement <3 x float> %8, float %9, i64 2
  %11 = insertvalue [3 x <3 x float>] poison, <3 x float> %10, 0
  %12 = extractelement <3 x float> %2, i32 1
  %13 = insertelement <3 x float> poison, float %12, i64 0
  %14 = extractelement <3 x float> %3, i32 1
  %15 = insertelement <3 x float> %13, float %14, i64 1
  %16 = extractelement <3 x float> %4, i32 1
  %17 = insertelement <3 x float> %15, float %16, i64 2
  %18 = insertvalue [3 x <3 x float>] %11, <3 x float> %17, 1
  %19 = extractelement <3 x float> %2, i32 2
  %20 = insertelement <3 x float> poison, float %19, i64 0
  %21 = extractelement <3 x float> %3, i32 2
  %22 = insertelement <3 x float> %20, float %21, i64 1
  %23 = extractelement <3 x float> %4, i32 2
  %24 = insertelement <3 x float> %22, float %23, i64 2
  %25 = insertvalue [3 x <3 x float>] %18, <3 x float> %24, 2
  %26 = load [3 x <3 x float>], ptr addrspace(11) @b, align 16
  %27 = load <3 x float>, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 1), align 4
  %28 = extractelement <3 x float> %27, i32 0
  %.splatinsert = insertelement <3 x float> poison, float %28, i64 0
  %.splat = shufflevector <3 x float> %.splatinsert, <3 x float> poison, <3 x i32> zeroinitializer
  %29 = extractvalue [3 x <3 x float>] %26, 0
  %30 = fmul <3 x float> %.splat, %29
  %31 = fadd <3 x float> zeroinitializer, %30
  %32 = extractelement <3 x float> %27, i32 1
  %.splatinsert1 = insertelement <3 x float> poison, float %32, i64 0
  %.splat2 = shufflevector <3 x float> %.splatinsert1, <3 x float> poison, <3 x i32> zeroinitializer
  %33 = extractvalue [3 x <3 x float>] %26, 1
  %34 = fmul <3 x float> %.splat2, %33
  %35 = fadd <3 x float> %31, %34
  %36 = extractelement <3 x float> %27, i32 2
  %.splatinsert3 = insertelement <3 x float> poison, float %36, i64 0
  %.splat4 = shufflevector <3 x float> %.splatinsert3, <3 x float> poison, <3 x i32> zeroinitializer
  %37 = extractvalue [3 x <3 x float>] %26, 2
  %38 = fmul <3 x float> %.splat4, %37
  %39 = fadd <3 x float> %35, %38
  %40 = extractelement <3 x float> %39, i32 0
  %.splatinsert5 = insertelement <3 x float> poison, float %40, i64 0
  %.splat6 = shufflevector <3 x float> %.splatinsert5, <3 x float> poison, <3 x i32> zeroinitializer
  %41 = extractvalue [3 x <3 x float>] %25, 0
  %42 = fmul <3 x float> %.splat6, %41
  %43 = fadd <3 x float> zeroinitializer, %42
  %44 = extractelement <3 x float> %39, i32 1
  %.splatinsert7 = insertelement <3 x float> poison, float %44, i64 0
  %.splat8 = shufflevector <3 x float> %.splatinsert7, <3 x float> poison, <3 x i32> zeroinitializer
  %45 = extractvalue [3 x <3 x float>] %25, 1
  %46 = fmul <3 x float> %.splat8, %45
  %47 = fadd <3 x float> %43, %46
  %48 = extractelement <3 x float> %39, i32 2
  %.splatinsert9 = insertelement <3 x float> poison, float %48, i64 0
  %.splat10 = shufflevector <3 x float> %.splatinsert9, <3 x float> poison, <3 x i32> zeroinitializer
  %49 = extractvalue [3 x <3 x float>] %25, 2
  %50 = fmul <3 x float> %.splat10, %49
  %51 = fadd <3 x float> %47, %50
  %52 = load float, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 2), align 4
  %.splatinsert11 = insertelement <3 x float> poison, float %52, i64 0
  %53 = shufflevector <3 x float> %.splatinsert11, <3 x float> poison, <3 x i32> zeroinitializer
  %scale = fmul <3 x float> %51, %53
  store <3 x float> %scale, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 1), align 4
  ret void
}

attributes #0 = { nounwind "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!spirv.Capability = !{!3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.ExecutionMode = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1, !2}
!1 = !{i32 33, i32 0}
!2 = !{i32 34, i32 0}
!3 = !{i32 1}
!4 = !{i32 0, i32 1}
!5 = !{i32 5, ptr @main, !"main"}
!6 = !{ptr @main, i32 17, i32 1, i32 1, i32 1}
!7 = !{i16 0, i16 0}
!8 = !{i32 1, i32 1, i32 1}
