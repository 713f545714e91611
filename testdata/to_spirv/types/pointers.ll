; Pointers in every OpenCL address space: private (0, Function), global (1, CrossWorkgroup),
; constant (2, UniformConstant), local (3, Workgroup), generic (4, Generic); a pointer to a
; pointer. Pointees come from the first typed use.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @pointers(ptr %priv, ptr addrspace(1) %glob, ptr addrspace(2) %cnst, ptr addrspace(3) %loc, ptr addrspace(4) %gen, ptr addrspace(1) %pp) {
entry:
  %a = load i32, ptr addrspace(2) %cnst, align 4
  store i32 %a, ptr %priv, align 4
  %b = load float, ptr addrspace(3) %loc, align 4
  store float %b, ptr addrspace(1) %glob, align 4
  %c = load i16, ptr addrspace(4) %gen, align 2
  %inner = load ptr addrspace(1), ptr addrspace(1) %pp, align 8
  store i16 %c, ptr addrspace(1) %inner, align 2
  ret void
}
