// CL-STD: CL1.2
// Constant samplers: program-scope constant sampler_t, kernel-local sampler literals, all addressing/filter/normalization combinations.

constant sampler_t nearest_clamp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t linear_repeat = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

kernel void sample_all(read_only image2d_t img, global float4 *out) {
    const sampler_t mirrored = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;
    const sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
    const sampler_t none = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
    size_t i = get_global_id(0);
    float2 uv = (float2)(i * 0.01f, 0.5f);
    int2 xy = (int2)(i, 3);
    float4 r = read_imagef(img, nearest_clamp, xy);
    r += read_imagef(img, linear_repeat, uv);
    r += read_imagef(img, mirrored, uv * 3.0f);
    r += read_imagef(img, border, (float2)(-1.0f, 2.0f));
    r += read_imagef(img, none, xy);
    out[i] = r;
}

static float4 fetch(read_only image2d_t img, sampler_t s, int2 p) {
    return read_imagef(img, s, p);
}

kernel void sampler_param(read_only image2d_t img, sampler_t user, global float4 *out) {
    int2 p = (int2)(get_global_id(0), 0);
    out[p.x] = fetch(img, user, p) + fetch(img, nearest_clamp, p);
}
