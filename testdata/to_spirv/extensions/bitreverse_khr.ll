; llvm.bitreverse → OpBitReverse (BitInstructions, SPV_KHR_bit_instructions) on i8, i16, i32,
; i64 and a vector when the extension is allowed.
; OPTIONS: --spirv-ext=+SPV_KHR_bit_instructions
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i8 %a, i16 %b, i32 %c, i64 %d, <4 x i32> %e) {
  %1 = call i8 @llvm.bitreverse.i8(i8 %a)
  store i8 %1, ptr addrspace(1) %p
  %2 = call i16 @llvm.bitreverse.i16(i16 %b)
  store i16 %2, ptr addrspace(1) %p
  %3 = call i32 @llvm.bitreverse.i32(i32 %c)
  store i32 %3, ptr addrspace(1) %p
  %4 = call i64 @llvm.bitreverse.i64(i64 %d)
  store i64 %4, ptr addrspace(1) %p
  %5 = call <4 x i32> @llvm.bitreverse.v4i32(<4 x i32> %e)
  store <4 x i32> %5, ptr addrspace(1) %p
  ret void
}

declare i8 @llvm.bitreverse.i8(i8)
declare i16 @llvm.bitreverse.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare <4 x i32> @llvm.bitreverse.v4i32(<4 x i32>)
