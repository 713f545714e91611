; Fence flags known only at run time: barrier/mem_fence/atomic_work_item_fence of an arbitrary value get the memory bits of each flag selected at run time (a barrier adds sequential consistency where some memory is named); the reverse's __translate_spirv_memory_fence(x) stands for the semantics x it was called on
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

define spir_func void @test(i32 %flags, i32 %sem) {
entry:
  call spir_func void @_Z7barrierj(i32 %flags)
  call spir_func void @_Z9mem_fencej(i32 %flags)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %flags, i32 2, i32 1)
  %call = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z7barrierj(i32 %call)
  ret void
}

declare spir_func void @_Z7barrierj(i32)
declare spir_func void @_Z9mem_fencej(i32)
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)

define private spir_func i32 @__translate_spirv_memory_fence(i32 %key) {
entry:
  %m = and i32 %key, 2816
  %l = lshr i32 %m, 8
  ret i32 %l
}
