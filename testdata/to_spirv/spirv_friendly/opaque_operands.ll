; SPIR-V friendly calls on target("spirv.*") values, as spirv2llvm writes them: OpSampledImage +
; OpImageSampleExplicitLod with its image-operand mask (Lod) and the Lod id, a group
; ballot with a bool predicate, an async copy returning an event and OpGroupWaitEvents on a
; pointer to events, and an image query.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @friendly_opaque(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp, ptr addrspace(1) %out, ptr addrspace(3) %tile, i1 %pred) {
entry:
  %events = alloca target("spirv.Event"), align 8
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp)
  %px = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si, <2 x float> <float 0.5, float 0.5>, i32 2, float 0.0)
  store <4 x float> %px, ptr addrspace(1) %out, align 16
  %ballot = call spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32 3, i1 %pred)
  %ev = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3fPU3AS1fllP13__spirv_Event(i32 2, ptr addrspace(3) %tile, ptr addrspace(1) %out, i64 16, i64 1, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %ev, ptr %events, align 8
  call spir_func void @_Z23__spirv_GroupWaitEventsiiPP13__spirv_Event(i32 2, i32 1, ptr %events)
  %fmt = call spir_func i32 @_Z24__spirv_ImageQueryFormatPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %b0 = extractelement <4 x i32> %ballot, i32 0
  %r = add i32 %b0, %fmt
  %o = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float)
declare spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32, i1)
declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3fPU3AS1fllP13__spirv_Event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func void @_Z23__spirv_GroupWaitEventsiiPP13__spirv_Event(i32, i32, ptr)
declare spir_func i32 @_Z24__spirv_ImageQueryFormatPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
