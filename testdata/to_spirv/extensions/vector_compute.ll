; SPV_INTEL_vector_compute: "VC…" attributes of functions, results, parameters, globals and kernels → decorations (VectorComputeFunctionINTEL, SIMTCallINTEL, StackCallINTEL, SingleElementVectorINTEL, FuncParamIOKindINTEL, GlobalVariableOffsetINTEL, Volatile) and execution modes (VCFloatControl 145 = RTP, ALT, float denormals preserved; VCSLMSize); no OpenCL.std import in a vector-compute module that uses none.
; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute,+SPV_KHR_float_controls,+SPV_INTEL_float_controls2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global <4 x i32> zeroinitializer, align 16 #0

define spir_func "VCSingleElementVector" i32 @helper(i32 "VCSingleElementVector" %a, i32 "VCArgumentIOKind"="2" %b) #1 {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define spir_func i32 @stack(i32 %x) #2 {
entry:
  ret i32 %x
}

define spir_kernel void @main_kernel(i32 "VCArgumentIOKind"="1" %x) #3 {
entry:
  %v = load <4 x i32>, ptr addrspace(1) @table, align 16
  %e = extractelement <4 x i32> %v, i32 0
  %r = call spir_func i32 @helper(i32 %e, i32 %x)
  %t = call spir_func i32 @stack(i32 %r)
  %w = insertelement <4 x i32> %v, i32 %t, i32 1
  store <4 x i32> %w, ptr addrspace(1) @table, align 16
  ret void
}

attributes #0 = { "VCGlobalVariable" "VCByteOffset"="16" "VCVolatile" "VCSingleElementVector"="0" }
attributes #1 = { "VCFunction" "VCSIMTCall"="5" }
attributes #2 = { "VCFunction" "VCStackCall" }
attributes #3 = { "VCFunction" "VCFloatControl"="145" "VCSLMSize"="256" }
