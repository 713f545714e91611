; Intrinsics that vectorizers and non-OpenCL front ends emit, expanded by llvm2spirv:
; llvm.ucmp/scmp (three-way compares), llvm.stepvector, llvm.vector.insert/extract, and
; llvm.fptosi.sat/fptoui.sat on edge values (NaN is 0, out of range clamps).
; EXEC: kernel=intrinsics_legalized global=32 local=8
; ARG: global i32 32 special
; ARG: global f32 32 special
; ARG: global i32 256 zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @intrinsics_legalized(ptr addrspace(1) %n, ptr addrspace(1) %f, ptr addrspace(1) %out) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %n, i64 %gid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %g7 = mul i64 %gid, 7
  %g7p = add i64 %g7, 3
  %ib = and i64 %g7p, 31
  %pb = getelementptr inbounds i32, ptr addrspace(1) %n, i64 %ib
  %b = load i32, ptr addrspace(1) %pb, align 4
  %u = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  %s = call i32 @llvm.scmp.i32.i32(i32 %a, i32 %b)
  %va0 = insertelement <4 x i32> poison, i32 %a, i32 0
  %va = shufflevector <4 x i32> %va0, <4 x i32> poison, <4 x i32> zeroinitializer
  %vb0 = insertelement <4 x i32> poison, i32 %b, i32 0
  %vb1 = insertelement <4 x i32> %vb0, i32 %a, i32 1
  %vb2 = insertelement <4 x i32> %vb1, i32 0, i32 2
  %vb = insertelement <4 x i32> %vb2, i32 -1, i32 3
  %vs = call <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32> %va, <4 x i32> %vb)
  %vsw = bitcast <4 x i8> %vs to i32
  %step = call <4 x i32> @llvm.stepvector.v4i32()
  %mix = add <4 x i32> %step, %vb
  %wide = call <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32> zeroinitializer, <4 x i32> %mix, i64 4)
  %wide2 = call <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32> %wide, <2 x i32> <i32 7, i32 9>, i64 2)
  %hi = call <2 x i32> @llvm.vector.extract.v2i32.v8i32(<8 x i32> %wide2, i64 6)
  %h0 = extractelement <2 x i32> %hi, i32 0
  %h1 = extractelement <2 x i32> %hi, i32 1
  %w3 = extractelement <8 x i32> %wide2, i32 3
  %pf = getelementptr inbounds float, ptr addrspace(1) %f, i64 %gid
  %x = load float, ptr addrspace(1) %pf, align 4
  %xs = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %xu = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  %xb = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  %xbw = sext i8 %xb to i32
  %uw = sext i8 %u to i32
  %base = mul i64 %gid, 8
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %uw, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  store i32 %s, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  store i32 %vsw, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3
  %hsum = add i32 %h0, %h1
  %hw = add i32 %hsum, %w3
  store i32 %hw, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 4
  store i32 %xs, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 5
  store i32 %xu, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 6
  store i32 %xbw, ptr addrspace(1) %o6, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare i32 @llvm.scmp.i32.i32(i32, i32)
declare <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.stepvector.v4i32()
declare <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32>, <4 x i32>, i64)
declare <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32>, <2 x i32>, i64)
declare <2 x i32> @llvm.vector.extract.v2i32.v8i32(<8 x i32>, i64)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i8 @llvm.fptosi.sat.i8.f32(float)
