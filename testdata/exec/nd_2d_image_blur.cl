// EXEC: kernel=nd_2d_image_blur global=16,16 local=8,4
// ARG: global f32 256 range(0,255,151)
// ARG: global f32 256 zero
// A 3x3 box blur over a 16x16 image with clamped borders (2-D range, no local memory).
kernel void nd_2d_image_blur(global const float *img, global float *out) {
    int x = get_global_id(0), y = get_global_id(1);
    int w = get_global_size(0), h = get_global_size(1);
    float s = 0.0f;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            s += img[clamp(y + dy, 0, h - 1) * w + clamp(x + dx, 0, w - 1)];
    out[y * w + x] = s / 9.0f;
}
