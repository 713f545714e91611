// get_image_channel_data_type compared with CLK_UNSIGNED_INT_RAW10_EXT without SPV_EXT_image_raw10_raw12 allowed fails naming it.
// CLANG: -cl-std=CL2.0 -O1
// ERROR: needs extension SPV_EXT_image_raw10_raw12 for the image channel data type UnsignedIntRaw10EXT (4323)
kernel void test_raw1012(global int *dst, read_only image2d_t img) {
  switch (get_image_channel_data_type(img)) {
  case CLK_SNORM_INT8: *dst = 8; break;
  case CLK_UNSIGNED_INT_RAW10_EXT: *dst = 10; break;
  case CLK_UNSIGNED_INT_RAW12_EXT: *dst = 12; break;
  }
  if (get_image_channel_data_type(img) == CLK_UNSIGNED_INT_RAW10_EXT) *dst = 1010;
  else if (CLK_UNSIGNED_INT_RAW12_EXT == get_image_channel_data_type(img)) *dst = 1212;
}
