; vload2 from a generic pointer, vstore2 to a private one, vstore_half_rtn and
; vstore_half2_rtp of doubles (RTN = 3, RTP = 2 as literals).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @vg(ptr addrspace(4) %p, ptr %q, double %d, <2 x double> %dv, ptr addrspace(1) %h) {
entry:
  %call = call spir_func <2 x i16> @_Z6vload2mPU3AS4Ks(i64 1, ptr addrspace(4) %p)
  %call1 = call spir_func <2 x float> @_Z14convert_float2Dv2_s(<2 x i16> %call)
  %0 = addrspacecast ptr %q to ptr addrspace(4)
  call spir_func void @_Z7vstore2Dv2_fmPU3AS4f(<2 x float> %call1, i64 0, ptr addrspace(4) %0)
  %1 = addrspacecast ptr addrspace(1) %h to ptr addrspace(4)
  call spir_func void @_Z15vstore_half_rtndmPU3AS4Dh(double %d, i64 0, ptr addrspace(4) %1)
  call spir_func void @_Z16vstore_half2_rtpDv2_dmPU3AS4Dh(<2 x double> %dv, i64 1, ptr addrspace(4) %1)
  ret void
}

declare spir_func <2 x i16> @_Z6vload2mPU3AS4Ks(i64, ptr addrspace(4))
declare spir_func void @_Z7vstore2Dv2_fmPU3AS4f(<2 x float>, i64, ptr addrspace(4))
declare spir_func <2 x float> @_Z14convert_float2Dv2_s(<2 x i16>)
declare spir_func void @_Z15vstore_half_rtndmPU3AS4Dh(double, i64, ptr addrspace(4))
declare spir_func void @_Z16vstore_half2_rtpDv2_dmPU3AS4Dh(<2 x double>, i64, ptr addrspace(4))
