; SPV_INTEL_function_pointers: functions used as values become OpConstantFunctionPointerINTEL,
; a table of them in memory holds their pointers, and indirect calls OpFunctionPointerCallINTEL;
; back, the same indirect calls through the table (neither validator accepts the extension:
; the round trip leaves such modules unjudged, and execution decides).
; OPTIONS: --spirv-ext=+SPV_INTEL_function_pointers
; DECLARES: SPV_INTEL_function_pointers
; EXEC: kernel=function_pointers global=8 local=4
; ARG: global i32 8 zero
; ARG: global i32 8 range(-20,20,3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @twice(i32 %x) {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_func i32 @negate(i32 %x) {
entry:
  %r = sub i32 0, %x
  ret i32 %r
}

define spir_func i32 @cube(i32 %x) {
entry:
  %s = mul i32 %x, %x
  %r = mul i32 %s, %x
  ret i32 %r
}

define spir_kernel void @function_pointers(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %table = alloca [3 x ptr], align 8
  store ptr @twice, ptr %table, align 8
  %t1 = getelementptr [3 x ptr], ptr %table, i64 0, i64 1
  store ptr @negate, ptr %t1, align 8
  %t2 = getelementptr [3 x ptr], ptr %table, i64 0, i64 2
  store ptr @cube, ptr %t2, align 8
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %p, align 4
  %which = urem i64 %gid, 3
  %slot = getelementptr [3 x ptr], ptr %table, i64 0, i64 %which
  %f = load ptr, ptr %slot, align 8
  %r = call spir_func i32 %f(i32 %x)
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
