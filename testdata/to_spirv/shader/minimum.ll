; llvm.minimum in a Shader module: GLSL.std.450 NMin, the sign bit read as a signed integer for the signed-zero step, OpIsNan for the NaN step (OpUnordered is Kernel-only); llvm.maximumnum the same with NMax and no NaN step
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%Data = type { [0 x float] }
@d = external addrspace(11) global %Data, !spirv.Decorations !0

define spir_func void @main() #0 {
  %i = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %p = getelementptr %Data, ptr addrspace(11) @d, i32 0, i32 0, i32 %i
  %x = load float, ptr addrspace(11) %p, align 4
  %s = call float @llvm.minimum.f32(float %x, float -2.0)
  %v0 = insertelement <2 x float> poison, float %s, i32 0
  %v1 = insertelement <2 x float> %v0, float %x, i32 1
  %v = call <2 x float> @llvm.maximumnum.v2f32(<2 x float> %v1, <2 x float> <float 1.0, float -1.0>)
  %e = extractelement <2 x float> %v, i32 1
  store float %e, ptr addrspace(11) %p, align 4
  ret void
}

declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare float @llvm.minimum.f32(float, float)
declare <2 x float> @llvm.maximumnum.v2f32(<2 x float>, <2 x float>)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

!0 = !{!1, !2}
!1 = !{i32 34, i32 0}
!2 = !{i32 33, i32 0}
