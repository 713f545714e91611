; SPV_KHR_bit_instructions: llvm.bitreverse of every integer width SPIR-V has, scalar and
; vector, becomes OpBitReverse and back llvm.bitreverse.
; OPTIONS: --spirv-ext=+SPV_KHR_bit_instructions
; DECLARES: SPV_KHR_bit_instructions
; EXEC: kernel=bitreverse global=8 local=4
; ARG: global i64 32 zero
; ARG: global i64 8 rand(41)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bitreverse(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i64, ptr addrspace(1) %in, i64 %gid
  %x = load i64, ptr addrspace(1) %p, align 8
  %slot = mul i64 %gid, 4
  %r64 = call i64 @llvm.bitreverse.i64(i64 %x)
  %q0 = getelementptr i64, ptr addrspace(1) %out, i64 %slot
  store i64 %r64, ptr addrspace(1) %q0, align 8
  %x32 = trunc i64 %x to i32
  %r32 = call i32 @llvm.bitreverse.i32(i32 %x32)
  %w32 = zext i32 %r32 to i64
  %q1 = getelementptr i64, ptr addrspace(1) %q0, i64 1
  store i64 %w32, ptr addrspace(1) %q1, align 8
  %x16 = trunc i64 %x to i16
  %r16 = call i16 @llvm.bitreverse.i16(i16 %x16)
  %x8 = trunc i64 %x to i8
  %r8 = call i8 @llvm.bitreverse.i8(i8 %x8)
  %w16 = zext i16 %r16 to i64
  %w8 = zext i8 %r8 to i64
  %sh = shl i64 %w16, 8
  %both = or i64 %sh, %w8
  %q2 = getelementptr i64, ptr addrspace(1) %q0, i64 2
  store i64 %both, ptr addrspace(1) %q2, align 8
  %v = bitcast i64 %x to <2 x i32>
  %rv = call <2 x i32> @llvm.bitreverse.v2i32(<2 x i32> %v)
  %q3 = getelementptr <2 x i32>, ptr addrspace(1) %q0, i64 3
  store <2 x i32> %rv, ptr addrspace(1) %q3, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i32 @llvm.bitreverse.i32(i32)
declare i16 @llvm.bitreverse.i16(i16)
declare i8 @llvm.bitreverse.i8(i8)
declare <2 x i32> @llvm.bitreverse.v2i32(<2 x i32>)
