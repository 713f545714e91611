// get_image_channel_data_type compared with CLK_UNSIGNED_INT_RAW10_EXT without SPV_EXT_image_raw10_raw12 allowed fails naming it.
// CLANG: -cl-std=CL2.0 -O1
// ERROR: needs extension SPV_EXT_image_raw10_raw12 for the image channel data type UnsignedIntRaw10EXT (4323)
kernel void is_raw10(global int *dst, read_only image2d_t img) {
  *dst = get_image_channel_data_type(img) == CLK_UNSIGNED_INT_RAW10_EXT;
}
