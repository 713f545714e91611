// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (read_write images are CL2.0)
// Images: read_imagef/read_imagei/read_imageui with and without samplers, write_imagef, read_write image2d_t, image size/format queries.

kernel void blur(read_only image2d_t src, write_only image2d_t dst, sampler_t smp) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    float4 acc = 0.0f;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            acc += read_imagef(src, smp, p + (int2)(dx, dy));
    write_imagef(dst, p, acc / 9.0f);
}

kernel void sample_norm(read_only image2d_t src, sampler_t smp, global float4 *out) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    int2 dim = get_image_dim(src);
    float2 uv = (convert_float2(p) + 0.5f) / convert_float2(dim);
    out[p.y * dim.x + p.x] = read_imagef(src, smp, uv);
}

kernel void inplace(read_write image2d_t img, global int *info) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    uint4 v = read_imageui(img, p);
    write_imageui(img, p, v.wzyx + 1u);
    if (p.x == 0 && p.y == 0) {
        info[0] = get_image_width(img);
        info[1] = get_image_height(img);
        info[2] = get_image_channel_data_type(img);
        info[3] = get_image_channel_order(img);
    }
}

kernel void int_images(read_only image2d_t src, write_only image2d_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    int4 v = read_imagei(src, p);
    write_imagei(dst, p, -v);
}
