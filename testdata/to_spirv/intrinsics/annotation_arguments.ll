; Annotations with arguments ([[clang::annotate("name", 30, 60)]]): UserSemantic "name: 30, 60"
; (integers in decimal, i1 as 0 or 1, strings as text), on a variable, a member pointer and a
; function (@llvm.global.annotations).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, float }

@.str = private unnamed_addr addrspace(1) constant [6 x i8] c"sizes\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [5 x i8] c"a.cl\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [5 x i8] c"flag\00", section "llvm.metadata"
@.str.3 = private unnamed_addr addrspace(1) constant [5 x i8] c"kind\00", section "llvm.metadata"
@.str.4 = private unnamed_addr addrspace(1) constant [5 x i8] c"fast\00", section "llvm.metadata"
@.args = private unnamed_addr addrspace(1) constant { i32, i32, i64 } { i32 30, i32 -60, i64 7 }, section "llvm.metadata"
@.args.1 = private unnamed_addr addrspace(1) constant { i1, i1 } { i1 true, i1 false }, section "llvm.metadata"
@.args.2 = private unnamed_addr addrspace(1) constant { ptr addrspace(1) } { ptr addrspace(1) @.str.4 }, section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr @annotated, ptr addrspace(1) @.str.3, ptr addrspace(1) @.str.1, i32 1, ptr addrspace(1) @.args.2 }], section "llvm.metadata"

define spir_func i32 @annotated(i32 %x) {
entry:
  %v = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3, ptr addrspace(1) @.args)
  store i32 %x, ptr %v, align 4
  %s = alloca %struct.S, align 4
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %q = call ptr @llvm.ptr.annotation.p0.p1(ptr %f, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 4, ptr addrspace(1) @.args.1)
  store float 1.0, ptr %q, align 4
  %l = load i32, ptr %v, align 4
  ret i32 %l
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
