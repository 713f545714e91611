; A load and store of an i24 (as SROA makes of a 3-byte struct copy): held in an i32, read
; and written as an i16 and an i8 piece (3 bytes, as LLVM's), each with the alignment left.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @copy3(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load i24, ptr addrspace(1) %p, align 1
  store i24 %v, ptr addrspace(1) %q, align 1
  ret void
}
