; shufflevector → OpVectorShuffle: two sources, widening, narrowing, undefined lanes
; (0xFFFFFFFF), and a 3-element result.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <8 x i32> @shuf(<4 x i32> %a, <4 x i32> %b, <2 x i32> %c) {
entry:
  %mix = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %rev = shufflevector <4 x i32> %mix, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %lo = shufflevector <4 x i32> %rev, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %c4 = shufflevector <2 x i32> %c, <2 x i32> poison, <3 x i32> <i32 1, i32 poison, i32 0>
  %sum = add <3 x i32> %lo, %c4
  %wide = shufflevector <3 x i32> %sum, <3 x i32> %lo, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 poison, i32 0>
  ret <8 x i32> %wide
}
