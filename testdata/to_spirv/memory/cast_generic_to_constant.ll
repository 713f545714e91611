; addrspacecast from Generic to Constant (UniformConstant) has no SPIR-V instruction (OpGenericCastToPtr reaches Workgroup, CrossWorkgroup and Function only): an error in the reference's words.
; ERROR: address-space cast from Generic to UniformConstant: Casts from generic address space to constant are illegal
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(4) %p) {
entry:
  %c = addrspacecast ptr addrspace(4) %p to ptr addrspace(2)
  %v = load i32, ptr addrspace(2) %c, align 4
  ret i32 %v
}
