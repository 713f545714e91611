; A compute shader's LocalSizeId with a zero dimension is an error naming the mode and the sizes (the validators reject a zero work-group size)
; ERROR: execution mode LocalSizeId [8, 0, 1]: a work-group size must not have a zero dimension
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

define spir_func void @main() #0 {
  ret void
}

attributes #0 = { nounwind "hlsl.shader"="compute" }

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @main, i32 38, i32 8, i32 0, i32 1}
