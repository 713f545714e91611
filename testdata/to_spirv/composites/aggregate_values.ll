; extractvalue/insertvalue on structs and arrays, nested indices → OpCompositeExtract /
; OpCompositeInsert with literal indices; a struct returned by value.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.pair = type { i32, [2 x float] }

define spir_func %struct.pair @agg(%struct.pair %p, float %f) {
entry:
  %a = extractvalue %struct.pair %p, 0
  %b = extractvalue %struct.pair %p, 1, 1
  %c = fadd float %b, %f
  %q = insertvalue %struct.pair %p, float %c, 1, 0
  %a2 = add i32 %a, 1
  %r = insertvalue %struct.pair %q, i32 %a2, 0
  ret %struct.pair %r
}

define spir_func [3 x i8] @arr(i8 %x) {
entry:
  %a = insertvalue [3 x i8] undef, i8 %x, 0
  %b = insertvalue [3 x i8] %a, i8 %x, 2
  ret [3 x i8] %b
}
