; Integer arithmetic and bitwise operations on scalars and vectors; without
; SPV_KHR_no_integer_wrap_decoration the nsw/nuw/exact flags leave no trace.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @scalar(i32 %a, i32 %b) {
entry:
  %add = add nsw i32 %a, %b
  %sub = sub nuw i32 %add, %b
  %mul = mul nsw nuw i32 %sub, %a
  %sdiv = sdiv exact i32 %mul, %b
  %udiv = udiv i32 %sdiv, %b
  %srem = srem i32 %udiv, %a
  %urem = urem i32 %srem, %a
  %shl = shl i32 %urem, 3
  %lshr = lshr exact i32 %shl, %b
  %ashr = ashr i32 %lshr, 1
  %and = and i32 %ashr, 255
  %or = or disjoint i32 %and, 256
  %xor = xor i32 %or, -1
  ret i32 %xor
}

define spir_func <2 x i64> @vector(<2 x i64> %a, <2 x i64> %b) {
entry:
  %add = add <2 x i64> %a, %b
  %mul = mul <2 x i64> %add, <i64 3, i64 5>
  %shr = ashr <2 x i64> %mul, <i64 1, i64 2>
  %neg = sub <2 x i64> zeroinitializer, %shr
  ret <2 x i64> %neg
}
