; icmp predicates → OpIEqual/OpINotEqual/OpS*/OpU* on scalars and vectors; on i1 → OpLogicalEqual
; / OpLogicalNotEqual; on pointers through OpConvertPtrToU.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @icmps(i32 %a, i32 %b, <4 x i16> %v, <4 x i16> %w, i1 %p, i1 %q, ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %vlt = icmp ult <4 x i16> %v, %w
  %beq = icmp eq i1 %p, %q
  %bne = icmp ne i1 %p, %q
  %pe = icmp ult ptr addrspace(1) %x, %y
  %r0 = and i1 %eq, %ne
  %r1 = or i1 %r0, %slt
  %r2 = xor i1 %r1, %sle
  %r3 = and i1 %r2, %sgt
  %r4 = or i1 %r3, %sge
  %r5 = and i1 %r4, %ult
  %r6 = or i1 %r5, %ule
  %r7 = and i1 %r6, %ugt
  %r8 = or i1 %r7, %uge
  %any = extractelement <4 x i1> %vlt, i32 2
  %r9 = and i1 %r8, %any
  %r10 = or i1 %r9, %beq
  %r11 = and i1 %r10, %bne
  %r12 = or i1 %r11, %pe
  %r = zext i1 %r12 to i32
  ret i32 %r
}
