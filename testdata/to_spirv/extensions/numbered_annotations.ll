; Annotation strings of numbered decorations on llvm.ptr.annotation (SYCL's annotated pointers: {6442:"0,1"} is CacheControlLoadINTEL 0 1, {6172:"0"} LatencyControlLabelINTEL 0, several groups in one string) → those decorations of the annotated pointer, when each one's extension is allowed; a string whose extensions are not all allowed stays UserSemantic.
; OPTIONS: --spirv-ext=+SPV_INTEL_cache_controls,+SPV_INTEL_fpga_latency_control
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.file = private unnamed_addr addrspace(1) constant [7 x i8] c"ann.cl\00", section "llvm.metadata"
@.cache = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
@.latency = private unnamed_addr addrspace(1) constant [25 x i8] c"{6172:\221\22}{6173:\220,1,5\22}\00", section "llvm.metadata"
@.dsp = private unnamed_addr addrspace(1) constant [13 x i8] c"{5908:\221,1\22}\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %in, ptr addrspace(1) @.cache, ptr addrspace(1) @.file, i32 1, ptr addrspace(1) null)
  %x = load i32, ptr addrspace(1) %a, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %b = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %q, ptr addrspace(1) @.latency, ptr addrspace(1) @.file, i32 2, ptr addrspace(1) null)
  %y = load i32, ptr addrspace(1) %b, align 4
  %c = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %out, ptr addrspace(1) @.dsp, ptr addrspace(1) @.file, i32 3, ptr addrspace(1) null)
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %c, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
