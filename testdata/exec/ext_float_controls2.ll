; SPV_KHR_float_controls2: contract, reassoc and fast flags become FPFastMathMode bits and the
; kernel states FPFastMathDefault 0 for its types, so a multiply-add that may fuse keeps that
; freedom and a strict one keeps none: x * (1 + 2^-23) - x differs in its low bits when fused,
; and both forms must compute the same bytes after one and two round trips. A call with flags
; is decorated too.
; OPTIONS: --spirv-ext=+SPV_KHR_float_controls2
; DECLARES: SPV_KHR_float_controls2
; EXEC: kernel=float_controls2 global=8 local=4
; ARG: global f32 24 zero
; ARG: global f32 8 rand(5)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define internal spir_func float @scaled_diff(float %x) {
entry:
  %m = fmul contract float %x, 0x3FF0000020000000
  %d = fsub contract float %m, %x
  ret float %d
}

define spir_kernel void @float_controls2(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %p, align 4
  ; may fuse
  %m = fmul contract float %x, 0x3FF0000020000000
  %d = fsub contract float %m, %x
  %q = getelementptr float, ptr addrspace(1) %out, i64 %gid
  store float %d, ptr addrspace(1) %q, align 4
  ; may not fuse
  %sm = fmul float %x, 0x3FF0000020000000
  %sd = fsub float %sm, %x
  %s1 = add i64 %gid, 8
  %q1 = getelementptr float, ptr addrspace(1) %out, i64 %s1
  store float %sd, ptr addrspace(1) %q1, align 4
  ; a call with flags, and reassociation under fast
  %c = call fast spir_func float @scaled_diff(float %x)
  %r = fadd reassoc nsz float %c, %sd
  %s2 = add i64 %gid, 16
  %q2 = getelementptr float, ptr addrspace(1) %out, i64 %s2
  store float %r, ptr addrspace(1) %q2, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
