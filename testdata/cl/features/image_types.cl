// CL-STD: CL1.2
// All image types: image1d_t, image1d_buffer_t, image1d_array_t, image2d_array_t, image2d_depth_t, image2d_array_depth_t, image3d_t; array index coords, depth reads, queries.

kernel void image_zoo(read_only image1d_t i1, read_only image1d_buffer_t ib, read_only image1d_array_t i1a,
                      read_only image2d_array_t i2a, read_only image2d_depth_t dep, read_only image2d_array_depth_t depa,
                      read_only image3d_t i3, sampler_t s, global float4 *out, global int4 *dims) {
    int x = get_global_id(0);
    float4 r = read_imagef(i1, s, x);
    r += read_imagef(ib, x);
    r += read_imagef(i1a, s, (int2)(x, 1));
    r += read_imagef(i2a, s, (int4)(x, 0, 2, 0));
    r += read_imagef(dep, s, (int2)(x, 0));
    r += read_imagef(depa, s, (int4)(x, 0, 1, 0));
    r += read_imagef(i3, s, (int4)(x, 1, 2, 0));
    out[x] = r;
    if (x == 0) {
        dims[0] = (int4)(get_image_width(i1), get_image_width(ib), get_image_array_size(i1a), 0);
        dims[1] = (int4)(get_image_dim(i2a), (int)get_image_array_size(i2a), get_image_depth(i3));
        dims[2] = get_image_dim(i3);
    }
}

kernel void write_zoo(write_only image1d_t o1, write_only image2d_array_t o2a, write_only image1d_buffer_t ob, global const float4 *v) {
    int x = get_global_id(0);
    write_imagef(o1, x, v[x]);
    write_imagef(o2a, (int4)(x, 0, 1, 0), v[x] * 2.0f);
    write_imagef(ob, x, v[x] + 1.0f);
}
