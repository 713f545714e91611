; SPV_INTEL_masked_gather_scatter allowed: llvm.masked.gather/scatter → one OpMaskedGatherINTEL/OpMaskedScatterINTEL on a vector of pointers built from the lanes' addresses (alignment literal from the pointer vector's align; 1 when the call states none)
; OPTIONS: --spirv-ext=+SPV_INTEL_masked_gather_scatter
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, <4 x i64> %idx, <4 x i1> %m) {
  %ptrs = getelementptr inbounds i32, ptr addrspace(1) %src, <4 x i64> %idx
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> align 4 %ptrs, <4 x i1> %m, <4 x i32> zeroinitializer)
  %out = getelementptr inbounds float, ptr addrspace(1) %dst, <4 x i64> %idx
  %f = sitofp <4 x i32> %v to <4 x float>
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %f, <4 x ptr addrspace(1)> %out, <4 x i1> %m)
  ret void
}

declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, <4 x i1>)
