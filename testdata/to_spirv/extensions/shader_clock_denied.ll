; The clock without SPV_KHR_shader_clock allowed: an error naming the extension.
; ERROR: needs extension SPV_KHR_shader_clock for capability ShaderClockKHR
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @clock() {
entry:
  %l = call spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32 3)
  ret i64 %l
}

declare spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32)
