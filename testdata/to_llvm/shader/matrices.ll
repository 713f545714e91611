target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%B = type { [3 x <3 x float>], [3 x float], float }

@b = external addrspace(11) global %B, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !8 {
  %1 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0
  %2 = load [3 x <3 x float>], ptr addrspace(11) %1, align 16
  %3 = extractvalue [3 x <3 x float>] %2, 0
  %4 = extractvalue [3 x <3 x float>] %2, 1
  %5 = extractvalue [3 x <3 x float>] %2, 2
  %6 = extractelement <3 x float> %3, i32 0
  %7 = insertelement <3 x float> poison, float %6, i64 0
  %8 = extractelement <3 x float> %4, i32 0
  %9 = insertelement <3 x float> %7, float %8, i64 1
  %10 = extractelement <3 x float> %5, i32 0
  %11 = insertelement <3 x float> %9, float %10, i64 2
  %12 = insertvalue [3 x <3 x float>] poison, <3 x float> %11, 0
  %13 = extractelement <3 x float> %3, i32 1
  %14 = insertelement <3 x float> poison, float %13, i64 0
  %15 = extractelement <3 x float> %4, i32 1
  %16 = insertelement <3 x float> %14, float %15, i64 1
  %17 = extractelement <3 x float> %5, i32 1
  %18 = insertelement <3 x float> %16, float %17, i64 2
  %19 = insertvalue [3 x <3 x float>] %12, <3 x float> %18, 1
  %20 = extractelement <3 x float> %3, i32 2
  %21 = insertelement <3 x float> poison, float %20, i64 0
  %22 = extractelement <3 x float> %4, i32 2
  %23 = insertelement <3 x float> %21, float %22, i64 1
  %24 = extractelement <3 x float> %5, i32 2
  %25 = insertelement <3 x float> %23, float %24, i64 2
  %26 = insertvalue [3 x <3 x float>] %19, <3 x float> %25, 2
  %27 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0
  %28 = load [3 x <3 x float>], ptr addrspace(11) %27, align 16
  %29 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 1
  %30 = load <3 x float>, ptr addrspace(11) %29, align 4
  %31 = extractelement <3 x float> %30, i32 0
  %.splatinsert = insertelement <3 x float> poison, float %31, i64 0
  %.splat = shufflevector <3 x float> %.splatinsert, <3 x float> poison, <3 x i32> zeroinitializer
  %32 = extractvalue [3 x <3 x float>] %28, 0
  %33 = fmul <3 x float> %.splat, %32
  %34 = fadd <3 x float> zeroinitializer, %33
  %35 = extractelement <3 x float> %30, i32 1
  %.splatinsert1 = insertelement <3 x float> poison, float %35, i64 0
  %.splat2 = shufflevector <3 x float> %.splatinsert1, <3 x float> poison, <3 x i32> zeroinitializer
  %36 = extractvalue [3 x <3 x float>] %28, 1
  %37 = fmul <3 x float> %.splat2, %36
  %38 = fadd <3 x float> %34, %37
  %39 = extractelement <3 x float> %30, i32 2
  %.splatinsert3 = insertelement <3 x float> poison, float %39, i64 0
  %.splat4 = shufflevector <3 x float> %.splatinsert3, <3 x float> poison, <3 x i32> zeroinitializer
  %40 = extractvalue [3 x <3 x float>] %28, 2
  %41 = fmul <3 x float> %.splat4, %40
  %42 = fadd <3 x float> %38, %41
  %43 = extractelement <3 x float> %42, i32 0
  %.splatinsert5 = insertelement <3 x float> poison, float %43, i64 0
  %.splat6 = shufflevector <3 x float> %.splatinsert5, <3 x float> poison, <3 x i32> zeroinitializer
  %44 = extractvalue [3 x <3 x float>] %26, 0
  %45 = fmul <3 x float> %.splat6, %44
  %46 = fadd <3 x float> zeroinitializer, %45
  %47 = extractelement <3 x float> %42, i32 1
  %.splatinsert7 = insertelement <3 x float> poison, float %47, i64 0
  %.splat8 = shufflevector <3 x float> %.splatinsert7, <3 x float> poison, <3 x i32> zeroinitializer
  %48 = extractvalue [3 x <3 x float>] %26, 1
  %49 = fmul <3 x float> %.splat8, %48
  %50 = fadd <3 x float> %46, %49
  %51 = extractelement <3 x float> %42, i32 2
  %.splatinsert9 = insertelement <3 x float> poison, float %51, i64 0
  %.splat10 = shufflevector <3 x float> %.splatinsert9, <3 x float> poison, <3 x i32> zeroinitializer
  %52 = extractvalue [3 x <3 x float>] %26, 2
  %53 = fmul <3 x float> %.splat10, %52
  %54 = fadd <3 x float> %50, %53
  %55 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 2
  %56 = load float, ptr addrspace(11) %55, align 4
  %.splatinsert11 = insertelement <3 x float> poison, float %56, i64 0
  %57 = shufflevector <3 x float> %.splatinsert11, <3 x float> poison, <3 x i32> zeroinitializer
  %scale = fmul <3 x float> %54, %57
  %58 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 1
  store <3 x float> %scale, ptr addrspace(11) %58, align 4
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
