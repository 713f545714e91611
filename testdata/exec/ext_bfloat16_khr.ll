; SPV_KHR_bfloat16: LLVM's bfloat in memory and in conversions (fptrunc from float, fpext to
; float and double, to and from integers) becomes OpTypeFloat 16 BFloat16KHR with OpFConvert and
; OpConvertFToS/FToU/SToF/UToF; the rounding of each conversion must survive both trips, bit for
; bit (the host computes them in LLVM's own lowering).
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
; DECLARES: SPV_KHR_bfloat16
; EXEC: kernel=bfloat16_khr global=16 local=8
; ARG: global i16 32 zero
; ARG: global f32 32 zero
; ARG: global i32 32 zero
; ARG: global f32 16 range(-300,300,7)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bfloat16_khr(ptr addrspace(1) %bits, ptr addrspace(1) %back, ptr addrspace(1) %ints, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %p, align 4
  ; float → bfloat, kept in memory as bfloat
  %b = fptrunc float %x to bfloat
  %q = getelementptr bfloat, ptr addrspace(1) %bits, i64 %gid
  store bfloat %b, ptr addrspace(1) %q, align 2
  %w = fpext bfloat %b to float
  %r = getelementptr float, ptr addrspace(1) %back, i64 %gid
  store float %w, ptr addrspace(1) %r, align 4
  ; bfloat → integers
  %s = fptosi bfloat %b to i32
  %u = fptoui bfloat %b to i32
  %ri = getelementptr i32, ptr addrspace(1) %ints, i64 %gid
  store i32 %s, ptr addrspace(1) %ri, align 4
  %slot = add i64 %gid, 16
  %ru = getelementptr i32, ptr addrspace(1) %ints, i64 %slot
  %pos = fcmp oge float %w, 0.0
  %uu = select i1 %pos, i32 %u, i32 0
  store i32 %uu, ptr addrspace(1) %ru, align 4
  ; integers → bfloat (rounded), and bfloat → double
  %gi = trunc i64 %gid to i32
  %big = mul i32 %gi, 12345
  %fb = sitofp i32 %big to bfloat
  %fu = uitofp i32 %big to bfloat
  %q2 = getelementptr bfloat, ptr addrspace(1) %bits, i64 %slot
  store bfloat %fb, ptr addrspace(1) %q2, align 2
  %d = fpext bfloat %fu to double
  %df = fptrunc double %d to float
  %r2 = getelementptr float, ptr addrspace(1) %back, i64 %slot
  store float %df, ptr addrspace(1) %r2, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
