; Logical addressing has no pointer arithmetic: a getelementptr whose first index is not zero is an error naming it
; ERROR: first index is not zero (pointer arithmetic
target triple = "spirv-unknown-vulkan-compute"

%Data = type { [0 x float] }
@d = external addrspace(11) global %Data

define spir_func void @main() #0 {
  %p = getelementptr %Data, ptr addrspace(11) @d, i32 0, i32 0, i32 4
  %q = getelementptr float, ptr addrspace(11) %p, i32 1
  store float 1.0, ptr addrspace(11) %q, align 4
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
