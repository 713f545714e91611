; A vector-compute attribute whose value is not a number is an error that names it.
; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute
; ERROR: "VCSIMTCall"="five" is not a 32-bit number
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @helper() #0 {
entry:
  ret void
}

attributes #0 = { "VCFunction" "VCSIMTCall"="five" }
