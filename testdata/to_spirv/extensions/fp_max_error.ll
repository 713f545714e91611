; SPV_INTEL_fp_max_error: llvm.fpbuiltin.* calls become the core instruction (fmul, fdiv) or the OpenCL.std one of the same name (sin, ldexp, hypot) decorated FPMaxErrorDecorationINTEL with the float bits of the call's "fpbuiltin-max-error"; one without it is undecorated; the accuracy as !fpbuiltin-max-error on an instruction and as the attribute on a builtin call (the reverse's forms) is kept too.
; OPTIONS: --spirv-ext=+SPV_INTEL_fp_max_error
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %a, float %b, i32 %n) {
entry:
  %plain = call float @llvm.fpbuiltin.fadd.f32(float %a, float %b)
  %mul = call float @llvm.fpbuiltin.fmul.f32(float %plain, float %b) #0
  %div = call float @llvm.fpbuiltin.fdiv.f32(float %mul, float %b) #1
  %sin = call float @llvm.fpbuiltin.sin.f32(float %div) #2
  %scaled = call float @llvm.fpbuiltin.ldexp.f32.i32(float %sin, i32 %n) #3
  %h = call float @llvm.fpbuiltin.hypot.f32(float %scaled, float %a) #4
  %kept = fsub float %h, %a, !fpbuiltin-max-error !0
  %cos = call spir_func float @_Z3cosf(float %kept) #2
  ret float %cos
}

declare float @llvm.fpbuiltin.fadd.f32(float, float)
declare float @llvm.fpbuiltin.fmul.f32(float, float)
declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.ldexp.f32.i32(float, i32)
declare float @llvm.fpbuiltin.hypot.f32(float, float)
declare spir_func float @_Z3cosf(float)

attributes #0 = { "fpbuiltin-max-error"="0.5" }
attributes #1 = { "fpbuiltin-max-error"="1.0" }
attributes #2 = { "fpbuiltin-max-error"="2.5" }
attributes #3 = { "fpbuiltin-max-error"="4.0" }
attributes #4 = { "fpbuiltin-max-error"="4096.0" }

!0 = !{!"3.000000"}
