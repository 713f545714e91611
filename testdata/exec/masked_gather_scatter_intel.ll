; The masked accesses of masked_memory.ll with SPV_INTEL_masked_gather_scatter allowed: each gather
; and scatter is one OpMaskedGatherINTEL/OpMaskedScatterINTEL on a vector of pointers (the
; masked loads and stores keep their branches); disabled lanes must still not touch memory.
; OPTIONS: --spirv-ext=+SPV_INTEL_masked_gather_scatter
; EXEC: kernel=masked_memory global=8 local=4
; ARG: global f32 64 zero
; ARG: global f32 30 range(-10,10,3)
; ARG: global i32 32 range(0,29,5)
; ARG: global i32 64 range(1,100,7)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @masked_memory(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %idx, ptr addrspace(1) %ints) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %base = mul i64 %gid, 4
  %p = getelementptr float, ptr addrspace(1) %in, i64 %base
  ; lanes whose element index is below 30 are enabled: the last work-item's lanes 2 and 3
  ; would read past the buffer
  %b0 = insertelement <4 x i64> poison, i64 %base, i32 0
  %bs = shufflevector <4 x i64> %b0, <4 x i64> poison, <4 x i32> zeroinitializer
  %lane = add <4 x i64> %bs, <i64 0, i64 1, i64 2, i64 3>
  %m = icmp ult <4 x i64> %lane, <i64 30, i64 30, i64 30, i64 30>
  %v = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 16 %p, <4 x i1> %m, <4 x float> <float -1.0, float -2.0, float -3.0, float -4.0>)
  ; positive values only
  %pos = fcmp ogt <4 x float> %v, zeroinitializer
  %q = getelementptr float, ptr addrspace(1) %out, i64 %base
  %twice = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  call void @llvm.masked.store.v4f32.p1(<4 x float> %twice, ptr addrspace(1) align 4 %q, <4 x i1> %pos)
  ; gather through indices, scatter to the second half of %out
  %ip = getelementptr i32, ptr addrspace(1) %idx, i64 %base
  %iv = load <4 x i32>, ptr addrspace(1) %ip, align 16
  %ptrs = getelementptr float, ptr addrspace(1) %in, <4 x i32> %iv
  %odd = trunc <4 x i32> %iv to <4 x i1>
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> align 4 %ptrs, <4 x i1> %odd, <4 x float> %v)
  %half = getelementptr float, ptr addrspace(1) %out, i64 32
  %dst = getelementptr float, ptr addrspace(1) %half, <4 x i64> %lane
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %g, <4 x ptr addrspace(1)> align 4 %dst, <4 x i1> %m)
  ; constant masks, on integers
  %ib = getelementptr i32, ptr addrspace(1) %ints, i64 %base
  %c = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) align 4 %ib, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> <i32 7, i32 8, i32 9, i32 10>)
  %c2 = add <4 x i32> %c, <i32 100, i32 100, i32 100, i32 100>
  %ib2 = getelementptr i32, ptr addrspace(1) %ib, i64 32
  call void @llvm.masked.store.v4i32.p1(<4 x i32> %c2, ptr addrspace(1) align 4 %ib2, <4 x i1> <i1 false, i1 true, i1 true, i1 true>)
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), <4 x i1>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, <4 x i1>)
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p1(<4 x i32>, ptr addrspace(1), <4 x i1>)
