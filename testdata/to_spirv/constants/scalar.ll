; Scalar constants: integers of every width incl. negative and 64-bit values split into two
; words, true/false, half/float/double incl. -0.0, infinity, NaN and 0.1 (two words).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @scalar(ptr addrspace(1) %p) {
entry:
  store i8 -1, ptr addrspace(1) %p, align 1
  %p16 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 2
  store i16 -32768, ptr addrspace(1) %p16, align 2
  %p32 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  store i32 -2, ptr addrspace(1) %p32, align 4
  %p64 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store i64 81985529216486895, ptr addrspace(1) %p64, align 8
  %ph = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  store half 0xH3C00, ptr addrspace(1) %ph, align 2
  %pf = getelementptr inbounds i8, ptr addrspace(1) %p, i64 20
  store float -0.0, ptr addrspace(1) %pf, align 4
  %pf2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  store float 0x7FF0000000000000, ptr addrspace(1) %pf2, align 4
  %pd = getelementptr inbounds i8, ptr addrspace(1) %p, i64 32
  store double 0x7FF8000000000000, ptr addrspace(1) %pd, align 8
  %pd2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 40
  store double 0x3FB999999999999A, ptr addrspace(1) %pd2, align 8
  ret void
}

define spir_func i1 @bools(i1 %x) {
entry:
  %a = and i1 %x, true
  %b = or i1 %a, false
  ret i1 %b
}
