; zeroinitializer of scalars, vectors, structs and pointers → OpConstantNull; undef and poison
; → OpUndef; a null pointer compared against.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.P = type { i64, float }

define spir_func i1 @null_undef(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
entry:
  store <4 x float> zeroinitializer, ptr addrspace(1) %p, align 16
  store %struct.P zeroinitializer, ptr addrspace(1) %q, align 8
  store i32 undef, ptr addrspace(1) %r, align 4
  %v = insertelement <2 x i32> poison, i32 7, i32 0
  %w = extractelement <2 x i32> %v, i32 1
  %r4 = getelementptr inbounds i8, ptr addrspace(1) %r, i64 4
  store i32 %w, ptr addrspace(1) %r4, align 4
  %isnull = icmp eq ptr addrspace(1) %p, null
  ret i1 %isnull
}
