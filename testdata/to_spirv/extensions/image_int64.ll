; An image of 64-bit integers (a bindless image handle's target): Int64ImageEXT with SPV_EXT_shader_image_int64, beside SPV_INTEL_bindless_images
; OPTIONS: --spirv-ext=+SPV_INTEL_bindless_images,+SPV_EXT_shader_image_int64
target triple = "spir64-unknown-unknown"

define spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) @handle(i64 %in) {
entry:
  %img = call spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64 %in)
  ret target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) %img
}

declare spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64)
