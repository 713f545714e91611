#version 450
// Loops with break and continue, a switch, nested conditionals.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Data { int v[]; } d;
void main() {
  uint i = gl_GlobalInvocationID.x;
  int acc = 0;
  for (int k = 0; k < 32; ++k) {
    if (k == int(i)) continue;
    if (acc > 1000) break;
    switch (k % 4) {
      case 0: acc += k; break;
      case 1: acc -= 1; break;
      case 2: acc *= 2; break;
      default: acc ^= k;
    }
  }
  int n = int(i);
  while (n > 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; acc++; }
  do { acc--; } while (acc > 500);
  d.v[i] = acc;
}
