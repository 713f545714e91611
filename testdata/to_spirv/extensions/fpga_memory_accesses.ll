; SPV_INTEL_fpga_memory_accesses: __builtin_intel_fpga_mem's "{params:N}{cache-size:M}" on llvm.ptr.annotation → the pointer's decorations (1 BurstCoalesceINTEL, 2 CacheSizeINTEL M, 4 DontStaticallyCoalesceINTEL, 8 PrefetchINTEL 0); "{params:0}…" asks for nothing and stays UserSemantic.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_memory_accesses
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@.cached = private unnamed_addr addrspace(1) constant [27 x i8] c"{params:3}{cache-size:127}\00", section "llvm.metadata"
@.prefetch = private unnamed_addr addrspace(1) constant [26 x i8] c"{params:12}{cache-size:0}\00", section "llvm.metadata"
@.nothing = private unnamed_addr addrspace(1) constant [25 x i8] c"{params:0}{cache-size:8}\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"

define spir_kernel void @copy(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %other) {
entry:
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %in, ptr addrspace(1) @.cached, ptr addrspace(1) @.file, i32 0, ptr addrspace(1) null)
  %b = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %out, ptr addrspace(1) @.prefetch, ptr addrspace(1) @.file, i32 0, ptr addrspace(1) null)
  %c = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %other, ptr addrspace(1) @.nothing, ptr addrspace(1) @.file, i32 0, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %a, align 4
  store i32 %v, ptr addrspace(1) %b, align 4
  store i32 %v, ptr addrspace(1) %c, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
