; Function attributes → FunctionControl: alwaysinline → Inline, noinline → DontInline,
; memory(none) → Const (memory attributes in detail: function_control_memory.ll); optnone,
; convergent and nounwind have no counterpart.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @always(i32 %x) #0 {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_func i32 @never(i32 %x) #1 {
entry:
  %r = call spir_func i32 @always(i32 %x)
  ret i32 %r
}

define spir_func i32 @const(i32 %x) #2 {
entry:
  %r = call spir_func i32 @never(i32 %x)
  ret i32 %r
}

attributes #0 = { alwaysinline nounwind }
attributes #1 = { noinline nounwind optnone }
attributes #2 = { convergent nounwind memory(none) }
