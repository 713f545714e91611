// Samplers: program-scope constant samplers with every addressing and filter mode and both
// coordinate normalizations, sampler kernel arguments forwarded to helper functions, a
// sampler chosen by a branch, and integer/float/unsigned reads through each.
constant sampler_t s_none = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
constant sampler_t s_edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t s_clamp = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;
constant sampler_t s_repeat = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;
constant sampler_t s_mirror = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR;

float4 fetch(read_only image2d_t img, sampler_t s, float2 uv) {
    return read_imagef(img, s, uv);
}

int4 fetch_int(read_only image2d_t img, sampler_t s, int2 p) {
    return read_imagei(img, s, p);
}

kernel void sample_all(read_only image2d_t img, read_only image2d_t ints, sampler_t arg, global float4 *out,
                       global int4 *iout, int which) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    float2 uv = (convert_float2(p) + 0.5f) / (float2)(get_image_width(img), get_image_height(img));
    float4 r = fetch(img, s_clamp, uv) + fetch(img, s_repeat, uv * 3.0f) + fetch(img, s_mirror, -uv) +
               fetch(img, arg, uv) + read_imagef(img, s_none, p) + read_imagef(img, s_edge, p - 1);
    out[p.y * get_image_width(img) + p.x] = r;
    int4 i = which ? fetch_int(ints, s_edge, p) : fetch_int(ints, arg, p);
    iout[p.y * get_image_width(img) + p.x] = i + convert_int4(read_imageui(ints, s_none, p));
}

kernel void local_sampler(read_only image2d_t img, global float4 *out) {
    const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    out[p.x] = read_imagef(img, s, p) + read_imagef(img, s, convert_float2(p));
}
