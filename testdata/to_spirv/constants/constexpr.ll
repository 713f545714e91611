; Constant expressions: a GEP into a global, an addrspacecast of a global to generic, a
; ptrtoint of a global, used as instruction operands and in global initializers.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@second = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 1), align 8
@generic = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) @table to ptr addrspace(4)), align 8

define spir_func i64 @constexpr() {
entry:
  %x = load i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 3), align 4
  %g = load i32, ptr addrspace(4) addrspacecast (ptr addrspace(1) @table to ptr addrspace(4)), align 4
  %s = add i32 %x, %g
  store i32 %s, ptr addrspace(1) @table, align 4
  %i = ptrtoint ptr addrspace(1) @table to i64
  ret i64 %i
}
