// CL-STD: CL1.2
// Sampler-less image reads (OpenCL 1.2), image1d_buffer, write_imageh/read_imageh with cl_khr_fp16, int/uint texel channels.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void copy_buffer_image(read_only image1d_buffer_t src, write_only image1d_buffer_t dst) {
    int x = get_global_id(0);
    uint4 t = read_imageui(src, x);
    write_imageui(dst, x, t * 2u);
}

kernel void half_texels(read_only image2d_t src, write_only image2d_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    half4 h = read_imageh(src, p);
    write_imageh(dst, p, h * (half)0.5h);
}

kernel void image3d_read(read_only image3d_t vol, global float4 *out) {
    int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    out[(get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) + get_global_id(0)] = read_imagef(vol, p);
}
