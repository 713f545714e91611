#version 450
// TARGET-ENV: vulkan1.1
// (not vulkan1.3: glslang 12 gives the Function array f an ArrayStride there, which the validator rejects)
// GLSL.std.450 on edge inputs, for translator/tests/shader_exec.rs: invocation i applies every
// operation to x[i], y[i] and writes result k to r[k * 32 + i] (float) or n[k * 32 + i] (int).
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { float x[32]; float y[32]; } inp;
layout(std430, set = 0, binding = 1) writeonly buffer F { float r[]; } outf;
layout(std430, set = 0, binding = 2) writeonly buffer I { int n[]; } outi;
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = inp.x[i], y = inp.y[i];
  int xi = floatBitsToInt(x);
  uint xu = floatBitsToUint(x);
  float f[32];
  f[0] = abs(x); f[1] = sign(x); f[2] = floor(x); f[3] = ceil(x);
  f[4] = fract(x); f[5] = trunc(x); f[6] = round(x); f[7] = roundEven(x);
  f[8] = min(x, y); f[9] = max(x, y); f[10] = clamp(x, -1.5, 2.5); f[11] = step(y, x);
  f[12] = smoothstep(-1.0, 2.0, x); f[13] = mix(x, y, 0.25); f[14] = sqrt(x); f[15] = inversesqrt(x);
  float whole; f[16] = modf(x, whole); f[17] = whole;
  int e; f[18] = frexp(x, e); f[19] = ldexp(x, 3);
  f[20] = fma(x, y, 1.0); f[21] = length(vec2(x, y)); f[22] = distance(vec2(x, 1.0), vec2(y, -1.0));
  f[23] = normalize(vec2(x, y)).y;
  vec3 c = cross(vec3(x, y, 1.0), vec3(y, 1.0, x)); f[24] = c.x; f[25] = c.y; f[26] = c.z;
  f[27] = reflect(vec2(x, y), vec2(0.6, 0.8)).x;
  f[28] = refract(vec2(0.6, -0.8), normalize(vec2(x, 1.0)), 0.5).y;
  f[29] = faceforward(vec2(1.0, 2.0), vec2(x, y), vec2(y, x)).x;
  f[30] = unpackHalf2x16(packHalf2x16(vec2(x, y))).y;
  f[31] = radians(x) + degrees(y);
  for (int k = 0; k < 32; ++k) outf.r[k * 32 + int(i)] = f[k];
  int m[12];
  m[0] = findLSB(xi); m[1] = findMSB(xi); m[2] = findMSB(xu); m[3] = sign(xi);
  m[4] = abs(xi); m[5] = clamp(xi, -5, 5); m[6] = int(clamp(xu, 3u, 0x7fffffffu)); m[7] = e;
  m[8] = int(packUnorm4x8(vec4(x, y, 0.3, -0.7))); m[9] = int(packSnorm4x8(vec4(x, y, 0.3, -0.7)));
  m[10] = int(packUnorm2x16(vec2(x, y))); m[11] = int(packSnorm2x16(vec2(x, y)));
  for (int k = 0; k < 12; ++k) outi.n[k * 32 + int(i)] = m[k];
}
