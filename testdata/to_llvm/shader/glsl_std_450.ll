target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%B = type { [0 x <4 x float>] }

@b = external addrspace(11) global %B, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !8 {
  %x = alloca <4 x float>, align 16
  %c = alloca <3 x float>, align 16
  %1 = load <4 x float>, ptr addrspace(11) @b, align 4
  store <4 x float> %1, ptr %x, align 16
  %2 = load <4 x float>, ptr %x, align 16
  %3 = shufflevector <4 x float> %2, <4 x float> %2, <3 x i32> <i32 0, i32 1, i32 2>
  %4 = load <4 x float>, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 0, i32 1), align 4
  %5 = shufflevector <4 x float> %4, <4 x float> %4, <3 x i32> <i32 0, i32 1, i32 2>
  %6 = shufflevector <3 x float> %3, <3 x float> %3, <3 x i32> <i32 1, i32 2, i32 0>
  %7 = shufflevector <3 x float> %5, <3 x float> %5, <3 x i32> <i32 2, i32 0, i32 1>
  %8 = fmul <3 x float> %6, %7
  %9 = shufflevector <3 x float> %3, <3 x float> %3, <3 x i32> <i32 2, i32 0, i32 1>
  %10 = shufflevector <3 x float> %5, <3 x float> %5, <3 x i32> <i32 1, i32 2, i32 0>
  %11 = fmul <3 x float> %9, %10
  %12 = fsub <3 x float> %8, %11
  store <3 x float> %12, ptr %c, align 16
  %13 = load <3 x float>, ptr %c, align 16
  %14 = fmul <3 x float> %13, %13
  %15 = extractelement <3 x float> %14, i32 0
  %16 = extractelement <3 x float> %14, i32 1
  %17 = fadd float %15, %16
  %18 = extractelement <3 x float> %14, i32 2
  %19 = fadd float %17, %18
  %20 = call float @llvm.sqrt.f32(float %19)
  %21 = insertelement <1 x float> poison, float %20, i32 0
  %22 = shufflevector <1 x float> %21, <1 x float> %21, <3 x i32> zeroinitializer
  %23 = fdiv <3 x float> %13, %22
  %24 = load <4 x float>, ptr %x, align 16
  %25 = fmul <4 x float> %24, %24
  %26 = extractelement <4 x float> %25, i32 0
  %27 = extractelement <4 x float> %25, i32 1
  %28 = fadd float %26, %27
  %29 = extractelement <4 x float> %25, i32 2
  %30 = fadd float %28, %29
  %31 = extractelement <4 x float> %25, i32 3
  %32 = fadd float %30, %31
  %33 = call float @llvm.sqrt.f32(float %32)
  %34 = extractelement <3 x float> %23, i32 0
  %35 = extractelement <3 x float> %23, i32 1
  %36 = extractelement <3 x float> %23, i32 2
  %37 = insertelement <4 x float> poison, float %34, i32 0
  %38 = insertelement <4 x float> %37, float %35, i32 1
  %39 = insertelement <4 x float> %38, float %36, i32 2
  %40 = insertelement <4 x float> %39, float %33, i32 3
  %41 = load <4 x float>, ptr %x, align 16
  %42 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %41, <4 x float> zeroinitializer)
  %43 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %42, <4 x float> splat (float 1.000000e+00))
  %44 = fadd <4 x float> %40, %43
  %45 = load <4 x float>, ptr %x, align 16
  %46 = call <4 x float> @llvm.floor.v4f32(<4 x float> %45)
  %47 = fsub <4 x float> %45, %46
  %48 = fadd <4 x float> %44, %47
  store <4 x float> %48, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 0, i32 2), align 4
  %49 = load <4 x float>, ptr %x, align 16
  %50 = shufflevector <4 x float> %49, <4 x float> %49, <2 x i32> <i32 0, i32 1>
  %51 = fptrunc <2 x float> %50 to <2 x half>
  %52 = bitcast <2 x half> %51 to i32
  %53 = bitcast i32 %52 to <2 x half>
  %54 = fpext <2 x half> %53 to <2 x float>
  %55 = load <4 x float>, ptr %x, align 16
  %56 = shufflevector <4 x float> %55, <4 x float> %55, <2 x i32> <i32 2, i32 3>
  %57 = fcmp uno <2 x float> %56, %56
  %58 = select <2 x i1> %57, <2 x float> zeroinitializer, <2 x float> %56
  %59 = fcmp ogt <2 x float> %56, zeroinitializer
  %60 = select <2 x i1> %59, <2 x float> splat (float 1.000000e+00), <2 x float> %58
  %61 = fcmp olt <2 x float> %56, zeroinitializer
  %62 = select <2 x i1> %61, <2 x float> splat (float -1.000000e+00), <2 x float> %60
  %63 = extractelement <2 x float> %54, i32 0
  %64 = extractelement <2 x float> %54, i32 1
  %65 = extractelement <2 x float> %62, i32 0
  %66 = extractelement <2 x float> %62, i32 1
  %67 = insertelement <4 x float> poison, float %63, i32 0
  %68 = insertelement <4 x float> %67, float %64, i32 1
  %69 = insertelement <4 x float> %68, float %65, i32 2
  %70 = insertelement <4 x float> %69, float %66, i32 3
  store <4 x float> %70, ptr addrspace(11) getelementptr (%B, ptr addrspace(11) @b, i32 0, i32 0, i32 3), align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #1

attributes #0 = { nounwind "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
