; OpenCL C convert_T[_sat][_rtX] builtins: plain ones → conversion opcodes, _sat →
; SaturatedConversion, _rtX → FPRoundingMode decorations (RTE, RTZ, RTP, RTN).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @conv(float %f, <4 x float> %v, i32 %i, double %d, ptr addrspace(1) %out) {
entry:
  %a = call spir_func signext i8 @_Z16convert_char_satf(float %f)
  %b = call spir_func <4 x i32> @_Z16convert_int4_rtzDv4_f(<4 x float> %v)
  %c = call spir_func <4 x i16> @_Z23convert_ushort4_sat_rtpDv4_f(<4 x float> %v)
  %d1 = call spir_func float @_Z17convert_float_rtei(i32 %i)
  %e = call spir_func float @_Z17convert_float_rtnd(double %d)
  %g = call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 %i)
  %h = call spir_func i32 @_Z11convert_intf(float %f)
  %l = call spir_func i64 @_Z20convert_long_sat_rtnd(double %d)
  %a32 = sext i8 %a to i32
  %g32 = zext i8 %g to i32
  %b0 = extractelement <4 x i32> %b, i32 0
  %c0 = extractelement <4 x i16> %c, i32 0
  %c32 = zext i16 %c0 to i32
  %l32 = trunc i64 %l to i32
  %s0 = add i32 %a32, %g32
  %s1 = add i32 %s0, %b0
  %s2 = add i32 %s1, %c32
  %s3 = add i32 %s2, %h
  %s4 = add i32 %s3, %l32
  store i32 %s4, ptr addrspace(1) %out, align 4
  %fs = fadd float %d1, %e
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 4
  store float %fs, ptr addrspace(1) %o1, align 4
  ret void
}

declare spir_func signext i8 @_Z16convert_char_satf(float)
declare spir_func <4 x i32> @_Z16convert_int4_rtzDv4_f(<4 x float>)
declare spir_func <4 x i16> @_Z23convert_ushort4_sat_rtpDv4_f(<4 x float>)
declare spir_func float @_Z17convert_float_rtei(i32)
declare spir_func float @_Z17convert_float_rtnd(double)
declare spir_func zeroext i8 @_Z17convert_uchar_sati(i32)
declare spir_func i32 @_Z11convert_intf(float)
declare spir_func i64 @_Z20convert_long_sat_rtnd(double)
