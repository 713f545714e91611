; Scalar types: i1 (only as a value), i8, i16, i32, i64, half, float, double → OpTypeBool,
; OpTypeInt W 0 and OpTypeFloat W, with the Int8/Int16/Int64/Float16/Float64 capabilities.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @scalars(i8 %c, i16 %s, i32 %i, i64 %l, half %h, float %f, double %d) {
entry:
  %c32 = sext i8 %c to i32
  %s32 = zext i16 %s to i32
  %sum = add i32 %c32, %s32
  %sum2 = add i32 %sum, %i
  %wide = sext i32 %sum2 to i64
  %lsum = add i64 %wide, %l
  %big = icmp sgt i64 %lsum, 0
  %hf = fpext half %h to float
  %fsum = fadd float %hf, %f
  %fd = fpext float %fsum to double
  %dsum = fadd double %fd, %d
  %r = select i1 %big, double %dsum, double %d
  ret double %r
}
