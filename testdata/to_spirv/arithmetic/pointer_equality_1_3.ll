; With --spirv-max-version=1.3 pointer equality compares the addresses as integers (OpConvertPtrToU), as before OpPtrEqual existed.
; OPTIONS: --spirv-max-version=1.3
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @compare(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %eq = icmp eq ptr addrspace(1) %x, %y
  %ne = icmp ne ptr addrspace(1) %x, null
  %lt = icmp ult ptr addrspace(1) %x, %y
  %a = zext i1 %eq to i32
  %b = zext i1 %ne to i32
  %c = zext i1 %lt to i32
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
