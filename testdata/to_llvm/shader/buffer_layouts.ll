target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%P = type { i32 }
%B = type { float, [0 x <4 x float>] }
%U = type { [2 x { float, [12 x i8] }], [3 x float], float }

@pc = external addrspace(13) constant %P
@b = external addrspace(11) global %B, !spirv.Decorations !0
@u = external addrspace(12) constant %U, !spirv.Decorations !3

; Function Attrs: nounwind
define spir_func void @main() #0 !reqd_work_group_size !11 {
  %i = alloca i32, align 4
  %1 = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0) #1
  store i32 %1, ptr %i, align 4
  %2 = load i32, ptr %i, align 4
  %3 = getelementptr %P, ptr addrspace(13) @pc, i32 0, i32 0
  %4 = load i32, ptr addrspace(13) %3, align 4
  %5 = icmp ult i32 %2, %4
  br i1 %5, label %6, label %b48, !spirv.SelectionMerge !12

6:                                                ; preds = %0
  %7 = load i32, ptr %i, align 4
  %8 = getelementptr %U, ptr addrspace(12) @u, i32 0, i32 1
  %9 = load <3 x float>, ptr addrspace(12) %8, align 4
  %10 = getelementptr %U, ptr addrspace(12) @u, i32 0, i32 2
  %11 = load float, ptr addrspace(12) %10, align 4
  %.splatinsert = insertelement <3 x float> poison, float %11, i64 0
  %12 = shufflevector <3 x float> %.splatinsert, <3 x float> poison, <3 x i32> zeroinitializer
  %scale = fmul <3 x float> %9, %12
  %13 = load i32, ptr %i, align 4
  %14 = urem i32 %13, 2
  %15 = getelementptr %U, ptr addrspace(12) @u, i32 0, i32 0, i32 %14, i32 0
  %16 = load float, ptr addrspace(12) %15, align 4
  %17 = extractelement <3 x float> %scale, i32 0
  %18 = extractelement <3 x float> %scale, i32 1
  %19 = extractelement <3 x float> %scale, i32 2
  %20 = insertelement <4 x float> poison, float %17, i32 0
  %21 = insertelement <4 x float> %20, float %18, i32 1
  %22 = insertelement <4 x float> %21, float %19, i32 2
  %23 = insertelement <4 x float> %22, float %16, i32 3
  %24 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 0
  %25 = load float, ptr addrspace(11) %24, align 4
  %26 = insertelement <4 x float> poison, float %25, i32 0
  %27 = insertelement <4 x float> %26, float %25, i32 1
  %28 = insertelement <4 x float> %27, float %25, i32 2
  %29 = insertelement <4 x float> %28, float %25, i32 3
  %30 = fadd <4 x float> %23, %29
  %31 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 1, i32 %7
  store <4 x float> %30, ptr addrspace(11) %31, align 4
  br label %b48

b48:                                              ; preds = %6, %0
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32) #1

attributes #0 = { nounwind "hlsl.numthreads"="8,2,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!spirv.Capability = !{!6}
!spirv.MemoryModel = !{!7}
!spirv.EntryPoint = !{!8}
!spirv.ExecutionMode = !{!9}
!spirv.Generator = !{!10}

!0 = !{!1, !2}
!1 = !{i32 33, i32 0}
!2 = !{i32 34, i32 0}
!3 = !{!4, !5}
!4 = !{i32 33, i32 3}
!5 = !{i32 34, i32 1}
!6 = !{i32 1}
!7 = !{i32 0, i32 1}
!8 = !{i32 5, ptr @main, !"main"}
!9 = !{ptr @main, i32 17, i32 8, i32 2, i32 1}
!10 = !{i16 0, i16 0}
!11 = !{i32 8, i32 2, i32 1}
!12 = !{ptr blockaddress(@main, %b48), i32 0}
