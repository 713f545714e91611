; select (vector and scalar float with an int condition), bitselect (vector and long) and
; shuffle/shuffle2 with a run-time mask → OpenCL.std select, bitselect, shuffle, shuffle2.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @select_ops(i64 %a, i64 %b, i64 %c, <4 x i32> %x, <4 x i32> %y, <4 x i32> %m, float %f, float %g, <4 x i32> %mask) {
entry:
  %call = call spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> %x, <4 x i32> %y, <4 x i32> %m)
  %call1 = call spir_func <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32> %x, <4 x i32> %y, <4 x i32> %m)
  %conv = trunc i64 %a to i32
  %call2 = call spir_func float @_Z6selectffi(float %f, float %g, i32 %conv)
  %call3 = call spir_func <4 x i32> @_Z7shuffleDv4_iDv4_j(<4 x i32> %x, <4 x i32> %mask)
  %call4 = call spir_func <4 x i32> @_Z8shuffle2Dv4_iS_Dv4_j(<4 x i32> %x, <4 x i32> %y, <4 x i32> %mask)
  %call5 = call spir_func i64 @_Z9bitselectlll(i64 %a, i64 %b, i64 %c)
  %conv9 = fptosi float %call2 to i64
  %0 = shufflevector <4 x i32> %call1, <4 x i32> %call, <4 x i32> <i32 1, i32 4, i32 poison, i32 poison>
  %1 = shufflevector <4 x i32> %0, <4 x i32> %call3, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>
  %2 = shufflevector <4 x i32> %1, <4 x i32> %call4, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %3 = sext <4 x i32> %2 to <4 x i64>
  %4 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %3)
  %op.rdx = add i64 %4, %call5
  %op.rdx23 = add i64 %op.rdx, %conv9
  ret i64 %op.rdx23
}

declare spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32>, <4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z9bitselectDv4_iS_S_(<4 x i32>, <4 x i32>, <4 x i32>)
declare spir_func float @_Z6selectffi(float, float, i32)
declare spir_func <4 x i32> @_Z7shuffleDv4_iDv4_j(<4 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z8shuffle2Dv4_iS_Dv4_j(<4 x i32>, <4 x i32>, <4 x i32>)
declare spir_func i64 @_Z9bitselectlll(i64, i64, i64)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)
