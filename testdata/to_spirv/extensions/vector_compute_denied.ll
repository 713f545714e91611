; Without SPV_INTEL_vector_compute allowed the "VC…" attributes are hints that are dropped (as the reference drops them): no decoration, no capability, the OpenCL.std import as usual; "VCFloatControl" still gives the kernel's floating-point modes that the allowed extensions and version can express (here SPIR-V 1.4's DenormPreserve, DenormFlushToZero and RoundingModeRTE, without SPV_INTEL_float_controls2's FloatingPointModeIEEEINTEL).
; OPTIONS: --spirv-max-version=1.4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global i32 0, align 4 #0

define spir_kernel void @main_kernel(i32 "VCArgumentIOKind"="1" %x) #1 {
entry:
  store i32 %x, ptr addrspace(1) @table, align 4
  ret void
}

attributes #0 = { "VCGlobalVariable" "VCByteOffset"="16" }
attributes #1 = { "VCFunction" "VCFloatControl"="128" "VCSLMSize"="256" }
