; SYCL's __spirv_SpecConstant(i32 id, T default) → a specialization constant with that default decorated SpecId id (OpSpecConstantTrue/False for bool, whose default is an i8; OpSpecConstant otherwise).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare i1 @_Z20__spirv_SpecConstantia(i32, i8)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)

define spir_func i32 @f(i32 %a, i32 %b) {
entry:
  %flag = call i1 @_Z20__spirv_SpecConstantia(i32 3, i8 1)
  %size = call i32 @_Z20__spirv_SpecConstantii(i32 4, i32 64)
  %pick = select i1 %flag, i32 %a, i32 %b
  %r = add i32 %pick, %size
  ret i32 %r
}
