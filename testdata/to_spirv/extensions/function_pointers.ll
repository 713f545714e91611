; SPV_INTEL_function_pointers: functions used as values → OpConstantFunctionPointerINTEL, memory holding them (a local, a global table, a parameter) typed as pointers to the function type, indirect calls → OpFunctionPointerCallINTEL
; OPTIONS: --spirv-ext=+SPV_INTEL_function_pointers
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@table = internal addrspace(1) constant [2 x ptr] [ptr @add_one, ptr @twice], align 8

define spir_func i32 @add_one(i32 %x) {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}

define spir_func i32 @twice(i32 %x) {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_func i32 @apply(ptr %f, i32 %x) {
entry:
  %r = call spir_func i32 %f(i32 %x)
  ret i32 %r
}

define spir_kernel void @pick(ptr addrspace(1) %out, i32 %which, i64 %slot) {
entry:
  %fp = alloca ptr, align 8
  %first = icmp eq i32 %which, 0
  br i1 %first, label %one, label %two

one:
  store ptr @add_one, ptr %fp, align 8
  br label %done

two:
  store ptr @twice, ptr %fp, align 8
  br label %done

done:
  %f = load ptr, ptr %fp, align 8
  %a = call spir_func i32 @apply(ptr %f, i32 %which)
  %p = getelementptr inbounds [2 x ptr], ptr addrspace(1) @table, i64 0, i64 %slot
  %g = load ptr, ptr addrspace(1) %p, align 8
  %b = call spir_func i32 %g(i32 %a)
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}
