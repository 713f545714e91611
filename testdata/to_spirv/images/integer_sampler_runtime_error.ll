; A sampler passed as a run-time i32 (SPIR 1.2-style kernel argument) is not taken: an error
; naming it, not an OpImageRead that reads the coordinate as a sample index.
; ERROR: read_imagef with a sampler that is a run-time integer, not a sampler value
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 %sampler, ptr addrspace(1) %out) {
entry:
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 %sampler, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32, <2 x i32>)
