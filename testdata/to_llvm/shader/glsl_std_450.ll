target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%B = type { [0 x <4 x float>] }

@b = external addrspace(11) global %B, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !8 {
  %x = alloca <4 x float>, align 16
  %c = alloca <3 x float>, align 16
  %1 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0, i32 0
  %2 = load <4 x float>, ptr addrspace(11) %1, align 4
  store <4 x float> %2, ptr %x, align 16
  %3 = load <4 x float>, ptr %x, align 16
  %4 = shufflevector <4 x float> %3, <4 x float> %3, <3 x i32> <i32 0, i32 1, i32 2>
  %5 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0, i32 1
  %6 = load <4 x float>, ptr addrspace(11) %5, align 4
  %7 = shufflevector <4 x float> %6, <4 x float> %6, <3 x i32> <i32 0, i32 1, i32 2>
  %8 = shufflevector <3 x float> %4, <3 x float> %4, <3 x i32> <i32 1, i32 2, i32 0>
  %9 = shufflevector <3 x float> %7, <3 x float> %7, <3 x i32> <i32 2, i32 0, i32 1>
  %10 = fmul <3 x float> %8, %9
  %11 = shufflevector <3 x float> %4, <3 x float> %4, <3 x i32> <i32 2, i32 0, i32 1>
  %12 = shufflevector <3 x float> %7, <3 x float> %7, <3 x i32> <i32 1, i32 2, i32 0>
  %13 = fmul <3 x float> %11, %12
  %14 = fsub <3 x float> %10, %13
  store <3 x float> %14, ptr %c, align 16
  %15 = load <3 x float>, ptr %c, align 16
  %16 = fmul <3 x float> %15, %15
  %17 = extractelement <3 x float> %16, i32 0
  %18 = extractelement <3 x float> %16, i32 1
  %19 = fadd float %17, %18
  %20 = extractelement <3 x float> %16, i32 2
  %21 = fadd float %19, %20
  %22 = call float @llvm.sqrt.f32(float %21)
  %23 = insertelement <1 x float> poison, float %22, i32 0
  %24 = shufflevector <1 x float> %23, <1 x float> %23, <3 x i32> zeroinitializer
  %25 = fdiv <3 x float> %15, %24
  %26 = load <4 x float>, ptr %x, align 16
  %27 = fmul <4 x float> %26, %26
  %28 = extractelement <4 x float> %27, i32 0
  %29 = extractelement <4 x float> %27, i32 1
  %30 = fadd float %28, %29
  %31 = extractelement <4 x float> %27, i32 2
  %32 = fadd float %30, %31
  %33 = extractelement <4 x float> %27, i32 3
  %34 = fadd float %32, %33
  %35 = call float @llvm.sqrt.f32(float %34)
  %36 = extractelement <3 x float> %25, i32 0
  %37 = extractelement <3 x float> %25, i32 1
  %38 = extractelement <3 x float> %25, i32 2
  %39 = insertelement <4 x float> poison, float %36, i32 0
  %40 = insertelement <4 x float> %39, float %37, i32 1
  %41 = insertelement <4 x float> %40, float %38, i32 2
  %42 = insertelement <4 x float> %41, float %35, i32 3
  %43 = load <4 x float>, ptr %x, align 16
  %44 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %43, <4 x float> zeroinitializer)
  %45 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %44, <4 x float> splat (float 1.000000e+00))
  %46 = fadd <4 x float> %42, %45
  %47 = load <4 x float>, ptr %x, align 16
  %48 = call <4 x float> @llvm.floor.v4f32(<4 x float> %47)
  %49 = fsub <4 x float> %47, %48
  %50 = fadd <4 x float> %46, %49
  %51 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0, i32 2
  store <4 x float> %50, ptr addrspace(11) %51, align 4
  %52 = load <4 x float>, ptr %x, align 16
  %53 = shufflevector <4 x float> %52, <4 x float> %52, <2 x i32> <i32 0, i32 1>
  %54 = fptrunc <2 x float> %53 to <2 x half>
  %55 = bitcast <2 x half> %54 to i32
  %56 = bitcast i32 %55 to <2 x half>
  %57 = fpext <2 x half> %56 to <2 x float>
  %58 = load <4 x float>, ptr %x, align 16
  %59 = shufflevector <4 x float> %58, <4 x float> %58, <2 x i32> <i32 2, i32 3>
  %60 = fcmp uno <2 x float> %59, %59
  %61 = select <2 x i1> %60, <2 x float> zeroinitializer, <2 x float> %59
  %62 = fcmp ogt <2 x float> %59, zeroinitializer
  %63 = select <2 x i1> %62, <2 x float> splat (float 1.000000e+00), <2 x float> %61
  %64 = fcmp olt <2 x float> %59, zeroinitializer
  %65 = select <2 x i1> %64, <2 x float> splat (float -1.000000e+00), <2 x float> %63
  %66 = extractelement <2 x float> %57, i32 0
  %67 = extractelement <2 x float> %57, i32 1
  %68 = extractelement <2 x float> %65, i32 0
  %69 = extractelement <2 x float> %65, i32 1
  %70 = insertelement <4 x float> poison, float %66, i32 0
  %71 = insertelement <4 x float> %70, float %67, i32 1
  %72 = insertelement <4 x float> %71, float %68, i32 2
  %73 = insertelement <4 x float> %72, float %69, i32 3
  %74 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0, i32 3
  store <4 x float> %73, ptr addrspace(11) %74, align 4
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
