; i1 vectors: a <4 x i1> compare result used by select, zext to -/+1 lanes, sext, a bitcast of
; <8 x i1> to i8 (the lanes packed into a byte) and back, and a <3 x i1> extract.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i8 @bools(<4 x i32> %a, <4 x i32> %b, <8 x float> %f, <3 x i32> %t) {
entry:
  %m = icmp slt <4 x i32> %a, %b
  %min = select <4 x i1> %m, <4 x i32> %a, <4 x i32> %b
  %z = zext <4 x i1> %m to <4 x i32>
  %s = sext <4 x i1> %m to <4 x i32>
  %sum = add <4 x i32> %min, %z
  %sum2 = add <4 x i32> %sum, %s
  %nan = fcmp uno <8 x float> %f, zeroinitializer
  %packed = bitcast <8 x i1> %nan to i8
  %back = bitcast i8 %packed to <8 x i1>
  %lane = extractelement <8 x i1> %back, i32 5
  %tc = icmp eq <3 x i32> %t, zeroinitializer
  %t1 = extractelement <3 x i1> %tc, i32 1
  %both = and i1 %lane, %t1
  %e = extractelement <4 x i32> %sum2, i32 0
  %e8 = trunc i32 %e to i8
  %r = select i1 %both, i8 %packed, i8 %e8
  ret i8 %r
}
