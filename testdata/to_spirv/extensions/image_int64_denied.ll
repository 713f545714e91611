; An image of 64-bit integers without SPV_EXT_shader_image_int64 allowed is an error naming it (SPIR-V needs Int64ImageEXT for such an image)
; OPTIONS: --spirv-ext=+SPV_INTEL_bindless_images
; ERROR: needs extension SPV_EXT_shader_image_int64 for capability Int64ImageEXT
target triple = "spir64-unknown-unknown"

define spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) @handle(i64 %in) {
entry:
  %img = call spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64 %in)
  ret target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) %img
}

declare spir_func target("spirv.Image", i64, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64)
