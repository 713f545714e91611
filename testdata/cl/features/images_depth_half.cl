// Depth images (cl_khr_depth_images) read and written, image2d_array_depth_t, half-precision
// image access (read_imageh/write_imageh with cl_khr_fp16), images passed to helper
// functions, read_write images (CL2.0+) with an image memory fence between write and read.
#pragma OPENCL EXTENSION cl_khr_depth_images : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

float depth_at(read_only image2d_depth_t d, sampler_t s, int2 p) {
    return read_imagef(d, s, p);
}

kernel void depth(read_only image2d_depth_t src, write_only image2d_depth_t dst,
                  read_only image2d_array_depth_t layers, sampler_t s, global float *out) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    float d = depth_at(src, s, p) + read_imagef(src, s, convert_float2(p) + 0.5f);
    float l = read_imagef(layers, s, (int4)(p, 1, 0)) + read_imagef(layers, (int4)(p, 0, 0));
    write_imagef(dst, p, fmin(d, l));
    out[p.y * get_image_width(src) + p.x] = d - l + get_image_channel_data_type(src) + get_image_array_size(layers);
}

kernel void halves(read_only image2d_t src, write_only image2d_t dst, sampler_t s) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    half4 v = read_imageh(src, s, p) + read_imageh(src, p) + read_imageh(src, s, convert_float2(p));
    write_imageh(dst, p, v * (half)0.5h);
}

#if __OPENCL_C_VERSION__ >= 200
kernel void in_place(read_write image2d_t img, read_write image2d_depth_t dimg) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    float4 v = read_imagef(img, p);
    write_imagef(img, p, v.wzyx);
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
    float d = read_imagef(dimg, p);
    write_imagef(dimg, p, d + read_imagef(img, p).x);
}
#endif
