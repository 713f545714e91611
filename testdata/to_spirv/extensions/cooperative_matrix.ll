; SPV_KHR_cooperative_matrix: target("spirv.CooperativeMatrixKHR") types, a matrix filled with one value, load, length, multiply-add, store, an arithmetic op and a conversion on matrices (SYCL's spellings: garbage after the length-prefixed name, `_R` return types)
; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @matmul(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %stride, ptr addrspace(1) %lengths) {
entry:
  %acc = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructInt32(i32 0)
  %pa = addrspacecast ptr addrspace(1) %a to ptr addrspace(4)
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(4) %pa, i32 0, i64 %stride, i32 1)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS1cil(ptr addrspace(1) %b, i32 1, i64 %stride)
  %len = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) %ma)
  store i32 %len, ptr addrspace(1) %lengths, align 4
  %prod = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) %ma, target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) %mb, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %acc, i32 3)
  %neg = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z15__spirv_SNegate(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %prod)
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z72__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %neg)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %f, i32 0, i64 %stride, i32 0)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructInt32(i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(4), i32, i64, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS1cil(ptr addrspace(1), i32, i64)
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0))
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0), target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z15__spirv_SNegate(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z72__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64, i32)
