// NonSemantic.Shader.DebugInfo.100: a struct's members (which name no parent in that set) come before the DebugTypeComposite that lists them, so that no forward reference is made
// CLANG: -g -cl-std=CL2.0 -O0
// OPTIONS: --spirv-debug-info-version=nonsemantic-shader-100
struct point { int x; float y; };
kernel void k(global struct point *p) { struct point q = *p; q.y += 2.0f; *p = q; }
