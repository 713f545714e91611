; Intrinsics of a Shader module back to GLSL.std.450 (tables/glsl.rs read in reverse: roundeven → RoundEven, minnum → FMin, abs → SAbs, fma, ldexp, modf → ModfStruct, frexp → FrexpStruct), ctpop/bitreverse as core instructions, cttz/ctlz through FindILsb/FindUMsb with the zero case, fcmp ord/uno as NaN tests, fptosi.sat as a plain conversion
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%Data = type { [0 x float] }
@d = external addrspace(11) global %Data, !spirv.Decorations !0

define spir_func void @main() #0 {
  %i = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %p = getelementptr %Data, ptr addrspace(11) @d, i32 0, i32 0, i32 %i
  %x = load float, ptr addrspace(11) %p, align 4
  %r = call float @llvm.roundeven.f32(float %x)
  %m = call float @llvm.minnum.f32(float %r, float 1.0)
  %f = call float @llvm.fma.f32(float %m, float %x, float 2.0)
  %l = call float @llvm.ldexp.f32.i32(float %f, i32 3)
  %mf = call { float, float } @llvm.modf.f32(float %l)
  %frac = extractvalue { float, float } %mf, 0
  %fe = call { float, i32 } @llvm.frexp.f32.i32(float %frac)
  %e = extractvalue { float, i32 } %fe, 1
  %a = call i32 @llvm.abs.i32(i32 %e, i1 false)
  %c = call i32 @llvm.ctpop.i32(i32 %a)
  %rev = call i32 @llvm.bitreverse.i32(i32 %c)
  %tz = call <2 x i32> @llvm.cttz.v2i32(<2 x i32> <i32 8, i32 0>, i1 false)
  %lz = call i32 @llvm.ctlz.i32(i32 %rev, i1 false)
  %tz0 = extractelement <2 x i32> %tz, i32 0
  %bits = add i32 %lz, %tz0
  %nan = fcmp uno float %x, %frac
  %ord = fcmp ord float %x, 0.0
  %both = and i1 %nan, %ord
  %s = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %sum = add i32 %bits, %s
  %fl = sitofp i32 %sum to float
  %out = select i1 %both, float %fl, float %frac
  store float %out, ptr addrspace(11) %p, align 4
  ret void
}

declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare float @llvm.roundeven.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.ldexp.f32.i32(float, i32)
declare { float, float } @llvm.modf.f32(float)
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare <2 x i32> @llvm.cttz.v2i32(<2 x i32>, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.fptosi.sat.i32.f32(float)

attributes #0 = { nounwind "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

!0 = !{!1, !2}
!1 = !{i32 34, i32 0}
!2 = !{i32 33, i32 0}
