; SPIR-V friendly IR: __spirv_BuiltIn* calls → BuiltIn variables, __spirv_ocl_* → OpenCL.std,
; __spirv_{Op} calls → the instruction with the same operands (OpControlBarrier, OpMemoryBarrier,
; OpAtomicIAdd, OpDot, OpIsNan), _R{type}/_sat/_rtz suffixes → result type, SaturatedConversion
; and FPRoundingMode, __spirv_GenericCastToPtrExplicit_ToGlobal → OpGenericCastToPtrExplicit.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @friendly(ptr addrspace(1) %out, ptr addrspace(1) %f) {
entry:
  %0 = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  %call.i = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %call1.i = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 1)
  %1 = getelementptr float, ptr addrspace(1) %f, i64 %call.i
  %arrayidx.i = getelementptr float, ptr addrspace(1) %1, i64 %call1.i
  %2 = load float, ptr addrspace(1) %arrayidx.i, align 4
  %call2.i = call spir_func float @_Z16__spirv_ocl_sqrtf(float %2)
  %3 = load float, ptr addrspace(1) %f, align 4
  %call4.i = call spir_func float @_Z16__spirv_ocl_fmaxff(float %3, float 1.000000e+00)
  %add5.i = fadd float %call2.i, %call4.i
  %arrayidx6.i = getelementptr inbounds nuw i8, ptr addrspace(1) %f, i64 4
  %4 = load float, ptr addrspace(1) %arrayidx6.i, align 4
  %splat.splatinsert.i = insertelement <4 x float> poison, float %4, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %arrayidx7.i = getelementptr inbounds nuw i8, ptr addrspace(1) %f, i64 8
  %5 = load float, ptr addrspace(1) %arrayidx7.i, align 4
  %splat.splatinsert8.i = insertelement <4 x float> poison, float %5, i64 0
  %splat.splat9.i = shufflevector <4 x float> %splat.splatinsert8.i, <4 x float> poison, <4 x i32> zeroinitializer
  %call10.i = call spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float> %splat.splat.i, <4 x float> %splat.splat9.i)
  %add11.i = fadd float %add5.i, %call10.i
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  call spir_func void @_Z21__spirv_MemoryBarrierii(i32 1, i32 520)
  %call12.i = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) align 4 %out, i32 1, i32 528, i32 5)
  %call13.i = call spir_func i32 @_Z33__spirv_ConvertFToU_Ruint_sat_rtzf(float %add11.i)
  %call14.i = call spir_func zeroext i8 @_Z29__spirv_SatConvertSToU_Ruchari(i32 %call12.i)
  %call15.i = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4) %0, i32 5)
  %call16.i = call spir_func i32 @_Z17__spirv_ocl_s_maxii(i32 %call12.i, i32 %call13.i)
  %conv.i = zext i8 %call14.i to i32
  %add17.i = add nsw i32 %call16.i, %conv.i
  %call18.i = call spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()
  %add19.i = add i32 %add17.i, %call18.i
  %call20.i = call spir_func i32 @_Z13__spirv_IsNanf(float %add11.i)
  %add21.i = add i32 %add19.i, %call20.i
  %arrayidx22.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 4
  store i32 %add21.i, ptr addrspace(1) %arrayidx22.i, align 4
  %tobool.not.i = icmp eq ptr addrspace(1) %call15.i, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %tobool.not.i, label %exit, label %if.then.i

if.then.i:
  store i32 7, ptr addrspace(1) %call15.i, align 4
  br label %exit

exit:
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32)
declare spir_func float @_Z16__spirv_ocl_sqrtf(float)
declare spir_func float @_Z16__spirv_ocl_fmaxff(float, float)
declare spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func void @_Z21__spirv_MemoryBarrierii(i32, i32)
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @_Z33__spirv_ConvertFToU_Ruint_sat_rtzf(float)
declare spir_func zeroext i8 @_Z29__spirv_SatConvertSToU_Ruchari(i32)
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4), i32)
declare spir_func i32 @_Z17__spirv_ocl_s_maxii(i32, i32)
declare spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()
declare spir_func i32 @_Z13__spirv_IsNanf(float)
