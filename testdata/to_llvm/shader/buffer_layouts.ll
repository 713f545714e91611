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
  %1 = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  store i32 %1, ptr %i, align 4
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr addrspace(13) @pc, align 4
  %4 = icmp ult i32 %2, %3
  br i1 %4, label %5, label %b48, !spirv.SelectionMerge !12

5:                                                ; preds = %0
  %6 = load i32, ptr %i, align 4
  %7 = load <3 x float>, ptr addrspace(12) getelementptr (%U, ptr addrspace(12) @u, i32 0, i32 1), align 4
  %8 = load float, ptr addrspace(12) getelementptr (%U, ptr addrspace(12) @u, i32 0, i32 2), align 4
  %.splatinsert = insertelement <3 x float> poison, float %8, i64 0
  %9 = shufflevector <3 x float> %.splatinsert, <3 x float> poison, <3 x i32> zeroinitializer
  %scale = fmul <3 x float> %7, %9
  %10 = load i32, ptr %i, align 4
  %11 = urem i32 %10, 2
  %12 = getelementptr %U, ptr addrspace(12) @u, i32 0, i32 0, i32 %11, i32 0
  %13 = load float, ptr addrspace(12) %12, align 4
  %14 = extractelement <3 x float> %scale, i32 0
  %15 = extractelement <3 x float> %scale, i32 1
  %16 = extractelement <3 x float> %scale, i32 2
  %17 = insertelement <4 x float> poison, float %14, i32 0
  %18 = insertelement <4 x float> %17, float %15, i32 1
  %19 = insertelement <4 x float> %18, float %16, i32 2
  %20 = insertelement <4 x float> %19, float %13, i32 3
  %21 = load float, ptr addrspace(11) @b, align 4
  %22 = insertelement <4 x float> poison, float %21, i32 0
  %23 = insertelement <4 x float> %22, float %21, i32 1
  %24 = insertelement <4 x float> %23, float %21, i32 2
  %25 = insertelement <4 x float> %24, float %21, i32 3
  %26 = fadd <4 x float> %20, %25
  %27 = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 1, i32 %6
  store <4 x float> %26, ptr addrspace(11) %27, align 4
  br label %b48

b48:                                              ; preds = %5, %0
  ret void
}

declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)

attributes #0 = { nounwind "hlsl.numthreads"="8,2,1" "hlsl.shader"="compute" }

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
