// Images of every dimensionality, read and written: image1d_t (sampled with float and int
// coordinates, and unsampled), image1d_buffer_t, image1d_array_t, image2d_array_t and
// image3d_t (cl_khr_3d_image_writes), with read_imagef/i/ui, write_imagef/i/ui, and the
// size queries (get_image_width/height/depth/dim/array_size).
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable

constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

kernel void one_d(read_only image1d_t src, write_only image1d_t dst, read_only image1d_buffer_t buf,
                  write_only image1d_buffer_t obuf, global int *sizes) {
    int x = get_global_id(0);
    float4 a = read_imagef(src, nearest, x);
    float4 b = read_imagef(src, linear, (x + 0.5f) / get_image_width(src));
    uint4 c = read_imageui(buf, x);
    write_imagef(dst, x, a + b);
    write_imageui(obuf, x, c + (uint4)(1));
    if (x == 0) {
        sizes[0] = get_image_width(src);
        sizes[1] = get_image_width(buf);
        sizes[2] = get_image_channel_order(buf);
    }
}

kernel void arrays(read_only image1d_array_t a1, write_only image1d_array_t o1, read_only image2d_array_t a2,
                   write_only image2d_array_t o2, global int4 *sizes) {
    int x = get_global_id(0), layer = get_global_id(1);
    int4 v = read_imagei(a1, nearest, (int2)(x, layer));
    write_imagei(o1, (int2)(x, layer), v * 2);
    float4 f = read_imagef(a2, linear, (float4)(x * 0.1f, 0.5f, (float)layer, 0.0f));
    write_imagef(o2, (int4)(x, 0, layer, 0), f);
    if (x == 0 && layer == 0)
        *sizes = (int4)((int)get_image_array_size(a1), (int)get_image_array_size(a2), get_image_dim(a2));
}

kernel void volume(read_only image3d_t src, write_only image3d_t dst, global int4 *dims) {
    int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    float4 acc = 0.0f;
    for (int dz = -1; dz <= 1; ++dz)
        acc += read_imagef(src, nearest, p + (int4)(0, 0, dz, 0));
    uint4 u = read_imageui(src, nearest, convert_float4(p) + 0.5f);
    write_imagef(dst, p, acc / 3.0f + convert_float4(u));
    if (p.x == 0 && p.y == 0 && p.z == 0)
        *dims = get_image_dim(src) + (int4)(get_image_depth(dst), get_image_height(dst), get_image_width(dst), 0);
}
