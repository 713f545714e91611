// EXEC: kernel=algo_sobel global=16,16 local=4,4
// ARG: global u8 256 bits(203)
// ARG: global u8 256 zero
// Sobel edge magnitude on a 16x16 byte image (borders left zero), saturated to a byte.
kernel void algo_sobel(global const uchar *img, global uchar *out) {
    int x = get_global_id(0), y = get_global_id(1), w = 16;
    if (x == 0 || y == 0 || x == w - 1 || y == 15) return;
    int p[3][3];
    for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 3; ++dx) p[dy][dx] = img[(y + dy - 1) * w + x + dx - 1];
    int gx = p[0][2] + 2 * p[1][2] + p[2][2] - p[0][0] - 2 * p[1][0] - p[2][0];
    int gy = p[2][0] + 2 * p[2][1] + p[2][2] - p[0][0] - 2 * p[0][1] - p[0][2];
    out[y * w + x] = convert_uchar_sat(sqrt((float)(gx * gx + gy * gy)));
}
