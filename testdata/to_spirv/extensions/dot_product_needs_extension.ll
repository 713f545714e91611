; An integer dot product beyond --spirv-max-version 1.5 without SPV_KHR_integer_dot_product
; allowed: the error names the extension (what the user can allow), not the version.
; OPTIONS: --spirv-max-version=1.5
; ERROR: needs extension SPV_KHR_integer_dot_product for OpSDot
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @dot(<4 x i8> %a, <4 x i8> %b) {
entry:
  %c = call spir_func i32 @_Z15__spirv_SDotKHRDv4_cS_(<4 x i8> %a, <4 x i8> %b)
  ret i32 %c
}

declare spir_func i32 @_Z15__spirv_SDotKHRDv4_cS_(<4 x i8>, <4 x i8>)
