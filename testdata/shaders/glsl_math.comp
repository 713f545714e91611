#version 450
// Most GLSL.std.450 float operations, each written to its own output slot.
layout(local_size_x = 16) in;
layout(std430, binding = 0) readonly buffer In { vec4 x[]; } inb;
layout(std430, binding = 1) writeonly buffer Out { vec4 r[]; } outb;
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec4 v = inb.x[i];
  vec4 w = inb.x[i + 1u];
  uint o = i * 24u;
  outb.r[o + 0u] = abs(v) + sign(v);
  outb.r[o + 1u] = floor(v) + ceil(w) + fract(v) + trunc(w);
  outb.r[o + 2u] = round(v) + roundEven(w);
  outb.r[o + 3u] = radians(v) + degrees(w);
  outb.r[o + 4u] = sin(v) + cos(w) + tan(v * 0.25);
  outb.r[o + 5u] = asin(clamp(v, -1.0, 1.0)) + acos(clamp(w, -1.0, 1.0)) + atan(v) + atan(v, w);
  outb.r[o + 6u] = sinh(v * 0.1) + cosh(w * 0.1) + tanh(v);
  outb.r[o + 7u] = asinh(v) + acosh(abs(w) + 1.0) + atanh(clamp(v, -0.9, 0.9));
  outb.r[o + 8u] = pow(abs(v), w) + exp(v * 0.1) + log(abs(w) + 1.0);
  outb.r[o + 9u] = exp2(v * 0.1) + log2(abs(w) + 1.0) + sqrt(abs(v)) + inversesqrt(abs(w) + 1.0);
  outb.r[o + 10u] = min(v, w) + max(v, w) + clamp(v, w, w + 1.0);
  outb.r[o + 11u] = mix(v, w, 0.25) + step(w, v) + smoothstep(vec4(0.0), vec4(1.0), v);
  outb.r[o + 12u] = fma(v, w, v);
  vec4 whole;
  outb.r[o + 13u] = modf(v, whole) + whole;
  ivec4 e;
  outb.r[o + 14u] = frexp(v, e) + vec4(e);
  outb.r[o + 15u] = ldexp(v, ivec4(2, -1, 0, 3));
  outb.r[o + 16u] = vec4(length(v), distance(v, w), dot(v, w), 0.0);
  outb.r[o + 17u] = vec4(cross(v.xyz, w.xyz), 1.0);
  outb.r[o + 18u] = normalize(v + 1.0);
  outb.r[o + 19u] = faceforward(v, w, v) + reflect(v, normalize(w + 1.0));
  outb.r[o + 20u] = refract(normalize(v + 1.0), normalize(w + 1.0), 0.66);
  outb.r[o + 21u] = vec4(isnan(v)) + vec4(isinf(w));
  outb.r[o + 22u] = mod(v, w + 2.0);
  outb.r[o + 23u] = vec4(min(v.x, w.x), max(v.y, w.y), clamp(v.z, 0.0, 1.0), sign(w.w));
}
