// SPV_EXT_image_raw10_raw12 allowed: get_image_channel_data_type compared (switch cases, ==
// either way round) with CLK_UNSIGNED_INT_RAW10_EXT/RAW12_EXT declares the extension; the same
// numbers compared with another value need nothing.
// CLANG: -cl-std=CL2.0 -O1
// OPTIONS: --spirv-ext=+SPV_EXT_image_raw10_raw12
kernel void test_raw1012(global int *dst, read_only image2d_t img) {
  switch (get_image_channel_data_type(img)) {
  case CLK_SNORM_INT8: *dst = 8; break;
  case CLK_UNSIGNED_INT_RAW10_EXT: *dst = 10; break;
  case CLK_UNSIGNED_INT_RAW12_EXT: *dst = 12; break;
  }
  if (get_image_channel_data_type(img) == CLK_UNSIGNED_INT_RAW10_EXT) *dst = 1010;
  else if (CLK_UNSIGNED_INT_RAW12_EXT == get_image_channel_data_type(img)) *dst = 1212;
}
kernel void plain(global int *dst, int value) {
  switch (value) { case 0x10E3: *dst = 10; break; case 0x10E4: *dst = 12; break; }
  if (value==0x10E3 || value==0x10E4) *dst = 1012;
}
