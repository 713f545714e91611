; memory(none) -> FunctionControl Const; memory(read) and memory(argmem: read) -> Pure; a function that may write gets neither.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
define spir_func float @reads(ptr addrspace(1) %p) #0 {
  %v = load float, ptr addrspace(1) %p
  ret float %v
}
define spir_func float @none(float %x) #1 {
  ret float %x
}
define spir_func float @argread(ptr addrspace(1) %p) #2 {
  %v = load float, ptr addrspace(1) %p
  ret float %v
}
define spir_func void @writes(ptr addrspace(1) %p) #3 {
  store float 1.0, ptr addrspace(1) %p
  ret void
}
attributes #0 = { memory(read) }
attributes #1 = { memory(none) }
attributes #2 = { memory(argmem: read) }
attributes #3 = { memory(argmem: readwrite) }
