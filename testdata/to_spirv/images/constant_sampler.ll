; Constant sampler initializers (program-scope and local) → OpConstantSampler with the
; addressing mode (Repeat, ClampToEdge), normalized flag and filter (Linear, Nearest), on a 3D
; image.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @const_sampler(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %out) {
entry:
  %0 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18)
  %1 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39)
  %call.i = call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_f(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %1, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 0.000000e+00>)
  store <4 x float> %call.i, ptr addrspace(1) %out, align 16
  %call2.i = call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %0, <4 x i32> <i32 1, i32 2, i32 3, i32 0>)
  %arrayidx3.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 16
  store <4 x float> %call2.i, ptr addrspace(1) %arrayidx3.i, align 16
  ret void
}

declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_f(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <4 x float>)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <4 x i32>)
