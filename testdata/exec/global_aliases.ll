; Global aliases (of a function, a variable and a constant expression into it) are their aliasees: calls and loads through them compute what they compute on the aliasees
; EXEC: kernel=k global=1 local=1
; ARG: global i32 1 zero
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@table = internal addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@table.alias = internal alias [4 x i32], ptr addrspace(1) @table
@elem = internal alias i32, getelementptr ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2)
define spir_func i32 @foo(i32 %x) {
  ret i32 %x
}
@foo.alias = internal alias i32 (i32), ptr @foo
define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = call spir_func i32 @foo.alias(i32 5)
  %p = getelementptr [4 x i32], ptr addrspace(1) @table.alias, i64 0, i64 1
  %v = load i32, ptr addrspace(1) %p
  %w = load i32, ptr addrspace(1) @elem
  %s = add i32 %a, %v
  %t = add i32 %s, %w
  store i32 %t, ptr addrspace(1) %out
  ret void
}
