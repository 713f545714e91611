; SPV_INTEL_optnone: an optnone function → FunctionControl OptNoneEXT (with DontInline) and the
; capability, which names the allowed extension.
; OPTIONS: --spirv-ext=+SPV_INTEL_optnone
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) #0 {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = call spir_func i32 @f(i32 2)
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { noinline optnone }
