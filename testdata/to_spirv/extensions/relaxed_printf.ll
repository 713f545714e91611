; SPV_EXT_relaxed_printf_string_address_space: printf with its format string in the global address space (through a generic pointer, as SYCL writes it) → OpenCL.std printf on that pointer, the extension declared.
; OPTIONS: --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [7 x i8] c"%d %s\0A\00", align 1
@.name = private unnamed_addr addrspace(1) constant [4 x i8] c"abc\00", align 1

define spir_kernel void @k(i32 %x) {
entry:
  %call = tail call spir_func i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) addrspacecast (ptr addrspace(1) @.str to ptr addrspace(4)), i32 %x, ptr addrspace(4) addrspacecast (ptr addrspace(1) @.name to ptr addrspace(4)))
  ret void
}

declare spir_func i32 @printf(ptr addrspace(4), ...)
