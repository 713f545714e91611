; Buffer memory of a Shader module laid out again: Offset from the data layout with to_llvm's padding fields dropped, { element, padding } pairs as ArrayStride, a vec3 kept as [3 x float] read as a vector, a runtime array, Block on the variables, DescriptorSet/Binding kept
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%P = type { i32 }
%B = type { float, [12 x i8], [0 x <4 x float>] }
%U = type { [2 x { float, [12 x i8] }], [3 x float], float }

@pc = external addrspace(13) constant %P
@b = external addrspace(11) global %B, !spirv.Decorations !0
@u = external addrspace(12) constant %U, !spirv.Decorations !3

define spir_func void @main() #0 {
  %i = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %n = load i32, ptr addrspace(13) @pc, align 4
  %v = load <3 x float>, ptr addrspace(12) getelementptr (%U, ptr addrspace(12) @u, i32 0, i32 1), align 4
  %s = load float, ptr addrspace(12) getelementptr (%U, ptr addrspace(12) @u, i32 0, i32 2), align 4
  %k = urem i32 %i, 2
  %ep = getelementptr %U, ptr addrspace(12) @u, i32 0, i32 0, i32 %k, i32 0
  %e = load float, ptr addrspace(12) %ep, align 4
  %first = load float, ptr addrspace(11) @b, align 4
  %x = extractelement <3 x float> %v, i32 0
  %sum = fadd float %x, %s
  %sum2 = fadd float %sum, %e
  %sum3 = fadd float %sum2, %first
  %w = insertelement <4 x float> zeroinitializer, float %sum3, i32 0
  %slot = getelementptr %B, ptr addrspace(11) @b, i32 0, i32 2, i32 %n
  store <4 x float> %w, ptr addrspace(11) %slot, align 16
  ret void
}

declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)

attributes #0 = { nounwind "hlsl.numthreads"="8,2,1" "hlsl.shader"="compute" }

!0 = !{!1, !2}
!1 = !{i32 34, i32 0}
!2 = !{i32 33, i32 0}
!3 = !{!4, !5}
!4 = !{i32 34, i32 1}
!5 = !{i32 33, i32 3}
