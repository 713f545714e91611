; Vector types of 2, 3, 4, 8 and 16 elements → OpTypeVector; a 3-element vector stored through
; a pointer to the 4-element vector clang uses for vec3 memory.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <3 x float> @vec3(<3 x float> %a, <2 x i8> %b, <8 x i16> %c, <16 x double> %d, ptr addrspace(1) %out) {
entry:
  %sum = fadd <3 x float> %a, %a
  %ext = shufflevector <3 x float> %sum, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %ext, ptr addrspace(1) %out, align 16
  ret <3 x float> %sum
}

define spir_func <4 x i32> @vec4(<4 x i32> %x, <4 x i32> %y) {
entry:
  %r = mul <4 x i32> %x, %y
  ret <4 x i32> %r
}
