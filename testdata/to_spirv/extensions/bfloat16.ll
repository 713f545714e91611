; LLVM's bfloat with SPV_KHR_bfloat16: OpTypeFloat 16 BFloat16KHR (capability BFloat16TypeKHR),
; conversions to and from float as OpFConvert, a constant (bits 0x3F80 = 1.0), vectors, memory.
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @widen(bfloat %a, ptr addrspace(1) %p, <2 x bfloat> %v) {
entry:
  %w = fpext bfloat %a to float
  %n = fptrunc float %w to bfloat
  store bfloat %n, ptr addrspace(1) %p, align 2
  %q = getelementptr inbounds bfloat, ptr addrspace(1) %p, i64 1
  store bfloat 1.0, ptr addrspace(1) %q, align 2
  %vw = fpext <2 x bfloat> %v to <2 x float>
  %e = extractelement <2 x float> %vw, i32 1
  %r = fadd float %w, %e
  ret float %r
}
