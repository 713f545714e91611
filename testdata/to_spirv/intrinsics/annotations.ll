; llvm.var.annotation and llvm.ptr.annotation → UserSemantic "text" on the variable / pointer (SPIR-V 1.4); llvm.annotation passes its value through.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [10 x i8] c"register\00\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [6 x i8] c"a.cl\00\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [7 x i8] c"stream\00", section "llvm.metadata"

define spir_func i32 @annotated(ptr addrspace(1) %p, i32 %x) {
entry:
  %v = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3, ptr addrspace(1) null)
  store i32 %x, ptr %v, align 4
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %p, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 4, ptr addrspace(1) null)
  %l = load i32, ptr %v, align 4
  store i32 %l, ptr addrspace(1) %q, align 4
  %a = call i32 @llvm.annotation.i32.p1(i32 %l, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 5)
  ret i32 %a
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
