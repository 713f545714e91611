; Ordered and signed compares of i1 and <2 x i1>: logical operations (true is 1 unsigned, -1 signed)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @compare(i1 %a, i1 %b, <2 x i1> %va, <2 x i1> %vb) {
entry:
  %ult = icmp ult i1 %a, %b
  %ule = icmp ule i1 %a, %b
  %ugt = icmp ugt i1 %a, %b
  %uge = icmp uge i1 %a, %b
  %slt = icmp slt i1 %a, %b
  %sle = icmp sle i1 %a, %b
  %sgt = icmp sgt i1 %a, %b
  %sge = icmp sge i1 %a, %b
  %vslt = icmp slt <2 x i1> %va, %vb
  %vuge = icmp uge <2 x i1> %va, %vb
  %v = and <2 x i1> %vslt, %vuge
  %e = extractelement <2 x i1> %v, i32 0
  %x1 = xor i1 %ult, %ule
  %x2 = xor i1 %x1, %ugt
  %x3 = xor i1 %x2, %uge
  %x4 = xor i1 %x3, %slt
  %x5 = xor i1 %x4, %sle
  %x6 = xor i1 %x5, %sgt
  %x7 = xor i1 %x6, %sge
  %x8 = xor i1 %x7, %e
  %r = zext i1 %x8 to i32
  ret i32 %r
}
