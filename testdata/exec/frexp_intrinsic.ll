; llvm.frexp (scalar and vector, as LLVM's optimizer writes OpenCL C frexp) on edge values (±0,
; ±inf, NaN, subnormals, powers of two): OpenCL.std frexp through a Function variable must give
; what LLVM's own lowering gives.
; EXEC: kernel=frexp_intrinsic global=16 local=8
; ARG: global f32 32 special
; ARG: global f32 32 zero
; ARG: global i32 32 zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @frexp_intrinsic(ptr addrspace(1) %x, ptr addrspace(1) %m, ptr addrspace(1) %e) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr inbounds <2 x float>, ptr addrspace(1) %x, i64 %gid
  %v = load <2 x float>, ptr addrspace(1) %px, align 8
  %r = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %v)
  %mv = extractvalue { <2 x float>, <2 x i32> } %r, 0
  %ev = extractvalue { <2 x float>, <2 x i32> } %r, 1
  %s = extractelement <2 x float> %v, i32 1
  %rs = call { float, i32 } @llvm.frexp.f32.i32(float %s)
  %ms = extractvalue { float, i32 } %rs, 0
  %m1 = insertelement <2 x float> %mv, float %ms, i32 1
  %isfin = fcmp one <2 x float> %v, splat (float 0x7FF0000000000000)
  %isfin2 = fcmp one <2 x float> %v, splat (float 0xFFF0000000000000)
  %fin = and <2 x i1> %isfin, %isfin2
  ; The exponent of ±inf and NaN is unspecified in LLVM: only finite inputs keep theirs.
  %e1 = select <2 x i1> %fin, <2 x i32> %ev, <2 x i32> zeroinitializer
  %pm = getelementptr inbounds <2 x float>, ptr addrspace(1) %m, i64 %gid
  store <2 x float> %m1, ptr addrspace(1) %pm, align 8
  %pe = getelementptr inbounds <2 x i32>, ptr addrspace(1) %e, i64 %gid
  store <2 x i32> %e1, ptr addrspace(1) %pe, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
declare { float, i32 } @llvm.frexp.f32.i32(float)
