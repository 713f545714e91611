; Every value cast: trunc/zext/sext → OpUConvert/OpSConvert, fptrunc/fpext → OpFConvert,
; fptoui/fptosi/uitofp/sitofp → OpConvert*, bitcast between same-size scalars and vectors
; → OpBitcast, i1 zext/sext → OpSelect.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @casts(i64 %l, i32 %i, double %d, float %f, <2 x i32> %v, i1 %b) {
entry:
  %t = trunc i64 %l to i16
  %z = zext i16 %t to i32
  %s = sext i32 %i to i64
  %ft = fptrunc double %d to float
  %fe = fpext float %f to double
  %fu = fptoui float %ft to i32
  %fs = fptosi double %fe to i64
  %uf = uitofp i32 %z to float
  %sf = sitofp i64 %s to double
  %bc = bitcast float %uf to i32
  %bv = bitcast <2 x i32> %v to double
  %bl = bitcast double %bv to i64
  %bz = zext i1 %b to i64
  %bs = sext i1 %b to i32
  %bd = bitcast double %sf to <2 x float>
  %x0 = add i32 %fu, %bc
  %x1 = add i32 %x0, %bs
  %x2 = sext i32 %x1 to i64
  %x3 = add i64 %x2, %fs
  %x4 = add i64 %x3, %bl
  %x5 = add i64 %x4, %bz
  ret i64 %x5
}
