; cl_intel_media_block_io → SPV_INTEL_media_block_io: intel_sub_group_media_block_read{_uc,_us,_ui}{n}(int2 coord, int width, int height, image) → OpSubgroupImageMediaBlockReadINTEL image coord width height; _write{suffix}{n}(coord, width, height, data, image) → OpSubgroupImageMediaBlockWriteINTEL image coord width height data; read-only, write-only and read-write images.
; OPTIONS: --spirv-ext=+SPV_INTEL_media_block_io
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @media_block(<2 x i32> noundef %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %2, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3, ptr addrspace(1) noundef readnone align 4 captures(none) %4) local_unnamed_addr {
  %6 = tail call spir_func zeroext i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> noundef %0, i32 noundef 1, i32 noundef 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1)
  %7 = tail call spir_func <4 x i16> @_Z36intel_sub_group_media_block_read_us4Dv2_iii14ocl_image2d_ro(<2 x i32> noundef %0, i32 noundef 2, i32 noundef 8, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %1)
  %8 = tail call spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_rw(<2 x i32> noundef %0, i32 noundef 4, i32 noundef 4, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3)
  %9 = insertelement <16 x i8> poison, i8 %6, i64 0
  %10 = shufflevector <16 x i8> %9, <16 x i8> poison, <16 x i32> zeroinitializer
  tail call spir_func void @_Z38intel_sub_group_media_block_write_uc16Dv2_iiiDv16_h14ocl_image2d_wo(<2 x i32> noundef %0, i32 noundef 1, i32 noundef 16, <16 x i8> noundef %10, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %2)
  %11 = extractelement <8 x i32> %8, i64 3
  %12 = extractelement <4 x i16> %7, i64 1
  %13 = zext i16 %12 to i32
  %14 = add i32 %11, %13
  tail call spir_func void @_Z36intel_sub_group_media_block_write_uiDv2_iiij14ocl_image2d_rw(<2 x i32> noundef %0, i32 noundef 4, i32 noundef 1, i32 noundef %14, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %3)
  ret void
}

declare dso_local spir_func zeroext i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) local_unnamed_addr

declare dso_local spir_func <4 x i16> @_Z36intel_sub_group_media_block_read_us4Dv2_iii14ocl_image2d_ro(<2 x i32> noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)) local_unnamed_addr

declare dso_local spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_rw(<2 x i32> noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2)) local_unnamed_addr

declare dso_local spir_func void @_Z38intel_sub_group_media_block_write_uc16Dv2_iiiDv16_h14ocl_image2d_wo(<2 x i32> noundef, i32 noundef, i32 noundef, <16 x i8> noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1)) local_unnamed_addr

declare dso_local spir_func void @_Z36intel_sub_group_media_block_write_uiDv2_iiij14ocl_image2d_rw(<2 x i32> noundef, i32 noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2)) local_unnamed_addr



