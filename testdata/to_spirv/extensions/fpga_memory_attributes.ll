; SPV_INTEL_fpga_memory_attributes: annotation strings made of {key:value} groups of memory attributes, on a module-level variable (@llvm.global.annotations) or a local one (llvm.var.annotation) → MemoryINTEL, NumbanksINTEL, RegisterINTEL, SinglepumpINTEL/DoublepumpINTEL ({pump:1}/{pump:2}), BankBitsINTEL, MergeINTEL, ForcePow2DepthINTEL… decorations of the variable ({sizeinfo:…} skipped); any other string stays UserSemantic.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_memory_attributes
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@banked = internal addrspace(1) constant i32 1, align 4
@plain = internal addrspace(1) constant i32 3, align 4
@.str = private unnamed_addr addrspace(1) constant [41 x i8] c"{memory:DEFAULT}{sizeinfo:4}{numbanks:2}\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [10 x i8] c"foobarbaz\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [72 x i8] c"{memory:MLAB}{pump:2}{bank_bits:4}{merge:key:depth}{force_pow2_depth:1}\00", section "llvm.metadata"
@.str.3 = private unnamed_addr addrspace(1) constant [13 x i8] c"{register:1}\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [8 x i8] c"mem.cpp\00", section "llvm.metadata"
@llvm.global.annotations = appending addrspace(1) global [2 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32 }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32 } { ptr addrspace(1) @banked, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 2 }, { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32 } { ptr addrspace(1) @plain, ptr addrspace(1) @.str.1, ptr addrspace(1) @.file, i32 3 }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca [8 x i32], align 4
  %r = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %a, ptr addrspace(1) @.str.2, ptr addrspace(1) @.file, i32 7, ptr addrspace(1) null)
  call void @llvm.var.annotation.p0.p1(ptr %r, ptr addrspace(1) @.str.3, ptr addrspace(1) @.file, i32 8, ptr addrspace(1) null)
  %b = load i32, ptr addrspace(1) @banked, align 4
  %p = load i32, ptr addrspace(1) @plain, align 4
  store i32 %b, ptr %a, align 4
  store i32 %p, ptr %r, align 4
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %r, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
