// NonSemantic.Shader.DebugInfo.200 at -O2: the phis of a loop keep their lines as OpLine (the one line instruction SPIR-V allows among phis; DebugLine is not), the other instructions as DebugLine.
// CLANG: -g -cl-std=CL2.0 -O2
// OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
kernel void k(global int *out, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += i * i;
  out[0] = sum;
}
