; __spirv_* instructions whose struct result the call returns through an sret pointer: the
; instruction on the other arguments, its result stored through the pointer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%i8pair = type { i8, i8 }
%vecpair = type { <4 x i32>, <4 x i32> }

define spir_func void @carry(ptr addrspace(1) %out, i8 %a, i8 %b) {
entry:
  %0 = alloca %i8pair, align 1
  call spir_func void @_Z17__spirv_IAddCarrycc(ptr sret(%i8pair) %0, i8 %a, i8 %b)
  %hi = getelementptr inbounds %i8pair, ptr %0, i32 0, i32 1
  %c = load i8, ptr %hi, align 1
  store i8 %c, ptr addrspace(1) %out, align 1
  ret void
}

define spir_func void @wide(ptr sret(%vecpair) %r, <4 x i32> %a, <4 x i32> %b) {
entry:
  call spir_func void @_Z20__spirv_UMulExtendedDv4_jS_(ptr sret(%vecpair) %r, <4 x i32> %a, <4 x i32> %b)
  ret void
}

declare spir_func void @_Z17__spirv_IAddCarrycc(ptr sret(%i8pair), i8, i8)
declare spir_func void @_Z20__spirv_UMulExtendedDv4_jS_(ptr sret(%vecpair), <4 x i32>, <4 x i32>)
