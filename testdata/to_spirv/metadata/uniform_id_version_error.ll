; UniformId in a kernel needs the UniformDecoration capability of SPIR-V 1.6: below it, an
; error naming it.
; OPTIONS: --spirv-max-version=1.5
; ERROR: needs SPIR-V 1.6 for capability UniformDecoration
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

!0 = !{!1}
!1 = !{i32 27, i32 2}
