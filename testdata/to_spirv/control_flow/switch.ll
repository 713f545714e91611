; switch → OpSwitch with literal cases; several cases to one block (duplicate successors)
; and the default among them; the phi after it gets one entry per predecessor block.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 1, label %small
    i32 2, label %small
    i32 -5, label %other
    i32 100, label %zero
  ]

zero:
  br label %done

small:
  %s = mul i32 %x, 10
  br label %done

other:
  br label %done

done:
  %r = phi i32 [ 0, %zero ], [ %s, %small ], [ -1, %other ]
  ret i32 %r
}

define spir_func i64 @sw64(i64 %x) {
entry:
  switch i64 %x, label %d [
    i64 4294967296, label %big
  ]

big:
  ret i64 1

d:
  ret i64 0
}
