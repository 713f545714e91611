; SPV_EXT_arithmetic_fence: llvm.arithmetic.fence (clang's __arithmetic_fence) becomes
; OpArithmeticFenceEXT and back; the fenced sum of fast-math operations is computed as written.
; OPTIONS: --spirv-ext=+SPV_EXT_arithmetic_fence
; DECLARES: SPV_EXT_arithmetic_fence
; EXEC: kernel=arithmetic_fence global=8 local=4
; ARG: global f32 8 zero
; ARG: global f32 8 rand(5)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @arithmetic_fence(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %p, align 4
  %big = fadd fast float %x, 1.0e8
  %fenced = call fast float @llvm.arithmetic.fence.f32(float %big)
  %back = fsub fast float %fenced, 1.0e8
  %q = getelementptr float, ptr addrspace(1) %out, i64 %gid
  store float %back, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare float @llvm.arithmetic.fence.f32(float)
