; --spirv-preserve-auxdata: function attributes (flags, strings with and without a value, of a definition and of an uncalled declaration) and function and global variable metadata (constants and strings) → NonSemantic.AuxData instructions; at SPIR-V 1.6 no extension is needed
; OPTIONS: --spirv-preserve-auxdata
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 4, !absolute_symbol !0, !note !1

declare spir_func void @helper() #0

define spir_kernel void @kernel(ptr addrspace(1) %out) #1 !custom !2 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "foo" }
attributes #1 = { nounwind "bar"="baz" }

!0 = !{i64 0, i64 16}
!1 = !{!"kept as a string"}
!2 = !{i32 7, !"seven"}
