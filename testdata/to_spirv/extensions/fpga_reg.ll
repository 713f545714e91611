; SPV_INTEL_fpga_reg: llvm.annotation and llvm.ptr.annotation calls whose string is "__builtin_intel_fpga_reg" → OpFPGARegINTEL of the annotated value, typed as it (an integer, a pointer); other annotations keep their meaning.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_reg
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@reg = private unnamed_addr addrspace(1) constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@file = private unnamed_addr addrspace(1) constant [7 x i8] c"reg.cl\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x, i64 %y) {
entry:
  %r1 = call i32 @llvm.annotation.i32.p1(i32 %x, ptr addrspace(1) @reg, ptr addrspace(1) @file, i32 3)
  %r2 = call i32 @llvm.annotation.i32.p1(i32 %r1, ptr addrspace(1) @reg, ptr addrspace(1) @file, i32 4)
  store i32 %r2, ptr addrspace(1) %out, align 4
  %w = call i64 @llvm.annotation.i64.p1(i64 %y, ptr addrspace(1) @reg, ptr addrspace(1) @file, i32 5)
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %p, ptr addrspace(1) @reg, ptr addrspace(1) @file, i32 6, ptr addrspace(1) null)
  store i64 %w, ptr addrspace(1) %q, align 8
  ret void
}

declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
declare i64 @llvm.annotation.i64.p1(i64, ptr addrspace(1), ptr addrspace(1), i32)
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
