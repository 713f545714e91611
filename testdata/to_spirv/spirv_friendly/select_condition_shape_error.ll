; __spirv_Select with a vector condition and a scalar result: no valid OpSelect (the validators
; require the condition's shape to follow the result's), so an error in the reference's words.
; ERROR: OpSelect with a scalar result requires a scalar boolean condition
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @test(<4 x i1> %cond, i32 %a, i32 %b) {
entry:
  %call = call spir_func i32 @_Z14__spirv_SelectDv4_bii(<4 x i1> %cond, i32 %a, i32 %b)
  ret i32 %call
}

declare spir_func i32 @_Z14__spirv_SelectDv4_bii(<4 x i1>, i32, i32)
