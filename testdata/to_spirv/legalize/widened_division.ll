; Division of <1 x i32> (held in two lanes): the divisor's extra lane is 1, never undefined
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <1 x i32> @divide(<1 x i32> %a, <1 x i32> %b) {
entry:
  %q = sdiv <1 x i32> %a, %b
  %r = urem <1 x i32> %a, %b
  %s = add <1 x i32> %q, %r
  ret <1 x i32> %s
}
