; An i128 getelementptr index has no translation (the index must be an integer SPIR-V has): an
; error naming it, caught although the result is a pointer.
; ERROR: in function @f: `%q = getelementptr i8, ptr addrspace(1) %p, i128 %i`: unsupported: GetElementPtr on i128
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func ptr addrspace(1) @f(ptr addrspace(1) %p, i128 %i) {
entry:
  %q = getelementptr i8, ptr addrspace(1) %p, i128 %i
  ret ptr addrspace(1) %q
}
