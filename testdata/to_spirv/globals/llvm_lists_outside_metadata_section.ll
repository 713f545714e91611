; @llvm.global.annotations and @llvm.compiler.used outside the llvm.metadata section (in address space 1, one entry an addrspacecast from the constant space) are LLVM's lists, not data: not translated, the annotation still a UserSemantic decoration on each target.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 4
@limit = addrspace(2) constant i32 7, align 4
@.note = private unnamed_addr addrspace(1) constant [7 x i8] c"hot!!!\00"
@.other = private unnamed_addr addrspace(1) constant [6 x i8] c"small\00"
@llvm.global.annotations = appending addrspace(1) global [2 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @table, ptr addrspace(1) @.note, ptr addrspace(1) null, i32 3, ptr addrspace(1) null }, { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) addrspacecast (ptr addrspace(2) @limit to ptr addrspace(1)), ptr addrspace(1) @.other, ptr addrspace(1) null, i32 4, ptr addrspace(1) null }]
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)]

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(2) @limit, align 4
  %p = getelementptr [4 x i32], ptr addrspace(1) @table, i64 0, i64 1
  store i32 %v, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
