; Shifts of i1 values (scalar and vector): both operands selected to 32-bit 0/1 integers,
; shifted right, compared with zero; a zero extension of the result to i32 is the shifted
; integer itself.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @shifts(i1 %a, i1 %b, ptr addrspace(1) %out) {
  %l = lshr i1 %a, %b
  %s = shl i1 %a, %b
  %r = ashr i1 %a, %b
  %both = and i1 %l, %s
  %all = and i1 %both, %r
  store i1 %all, ptr addrspace(1) %out, align 1
  %wide = zext i1 %l to i32
  ret i32 %wide
}

define spir_func <2 x i1> @vector_shift(<2 x i1> %a, <2 x i1> %b) {
  %s = shl <2 x i1> %a, %b
  ret <2 x i1> %s
}
