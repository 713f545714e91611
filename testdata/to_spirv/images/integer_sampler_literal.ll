; SPIR 1.2-style bitcode passes a sampler to read_imagef as its i32 flags (the mangled
; parameter is still ocl_sampler): a constant one is a literal sampler (OpConstantSampler,
; CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR here), sampled like any other.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %out) {
entry:
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 36, <2 x float> <float 0.5, float 0.25>)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32, <2 x float>)
