; Vectors of lengths SPIR-V lacks (<6 x float>, <5 x i16>, <12 x i8>) inside structs and
; arrays: held as <8 x float>, <8 x i16> and <16 x i8>, which take the bytes LLVM gives them
; with padding, so every field offset and array stride stays LLVM's. Written through
; getelementptr, read back as whole aggregates and by field.
; EXEC: kernel=widened_vectors_in_aggregates global=4 local=4
; ARG: global f32 96 zero
; ARG: global f32 32 range(-5,5,3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%S = type { <6 x float>, i32, [2 x <5 x i16>], <12 x i8> }

define spir_kernel void @widened_vectors_in_aggregates(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %s = alloca %S, align 32
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %base = mul i64 %gid, 8
  %p = getelementptr float, ptr addrspace(1) %in, i64 %base
  %v8 = load <8 x float>, ptr addrspace(1) %p, align 4
  %v6 = shufflevector <8 x float> %v8, <8 x float> poison, <6 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>
  %f0 = getelementptr inbounds %S, ptr %s, i32 0, i32 0
  store <6 x float> %v6, ptr %f0, align 32
  %f1 = getelementptr inbounds %S, ptr %s, i32 0, i32 1
  %g32 = trunc i64 %gid to i32
  store i32 %g32, ptr %f1, align 4
  %ints = fptosi <8 x float> %v8 to <8 x i16>
  %i5 = shufflevector <8 x i16> %ints, <8 x i16> poison, <5 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3>
  %f2a = getelementptr inbounds %S, ptr %s, i32 0, i32 2, i64 0
  store <5 x i16> %i5, ptr %f2a, align 16
  %f2b = getelementptr inbounds %S, ptr %s, i32 0, i32 2, i64 1
  %i5b = add <5 x i16> %i5, <i16 1, i16 2, i16 3, i16 4, i16 5>
  store <5 x i16> %i5b, ptr %f2b, align 16
  %bytes = trunc <8 x i16> %ints to <8 x i8>
  %b12 = shufflevector <8 x i8> %bytes, <8 x i8> zeroinitializer, <12 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11>
  %f3 = getelementptr inbounds %S, ptr %s, i32 0, i32 3
  store <12 x i8> %b12, ptr %f3, align 16
  ; the whole struct, copied and read back by field
  %whole = load %S, ptr %s, align 32
  %w0 = extractvalue %S %whole, 0
  %w2 = extractvalue %S %whole, 2, 1
  %w3 = extractvalue %S %whole, 3
  %sum6 = fadd <6 x float> %w0, %w0
  %e0 = extractelement <6 x float> %sum6, i32 5
  %e1 = extractelement <5 x i16> %w2, i32 4
  %e2 = extractelement <12 x i8> %w3, i32 6
  %e1f = sitofp i16 %e1 to float
  %e2f = sitofp i8 %e2 to float
  ; the raw bytes of the struct as floats: offsets and padding as LLVM lays them out
  %o = getelementptr float, ptr addrspace(1) %out, i64 %base
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 32
  %first = load <8 x float>, ptr %f0, align 32
  store <8 x float> %first, ptr addrspace(1) %o2, align 4
  store float %e0, ptr addrspace(1) %o, align 4
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 1
  store float %e1f, ptr addrspace(1) %o1, align 4
  %o3 = getelementptr float, ptr addrspace(1) %o, i64 2
  store float %e2f, ptr addrspace(1) %o3, align 4
  %f1b = getelementptr inbounds i8, ptr %s, i64 32
  %g = load i32, ptr %f1b, align 4
  %gf = sitofp i32 %g to float
  %o4 = getelementptr float, ptr addrspace(1) %o, i64 3
  store float %gf, ptr addrspace(1) %o4, align 4
  %f2raw = getelementptr inbounds i8, ptr %s, i64 64
  %h = load i16, ptr %f2raw, align 2
  %hf = sitofp i16 %h to float
  %o5 = getelementptr float, ptr addrspace(1) %o, i64 4
  store float %hf, ptr addrspace(1) %o5, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
