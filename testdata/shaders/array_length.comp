#version 450
// OpArrayLength: the number of elements of a runtime array that the bound buffer holds
// (run by shader_exec.rs with buffers of several sizes).
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint n; uint pad[3]; vec4 v[]; } b;
void main() { b.n = uint(b.v.length()); }
