; Where --spirv-max-version allows SPIR-V 1.4 (the default), nsw → NoSignedWrap and nuw → NoUnsignedWrap on add/sub/mul/shl without any extension: the module takes version 1.4, as the reference writes it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @wrap(i32 %a, i32 %b) {
entry:
  %add = add nsw i32 %a, %b
  %sub = sub nuw i32 %add, %b
  %mul = mul nsw nuw i32 %sub, %a
  %shl = shl nuw i32 %mul, 2
  %plain = add i32 %shl, 1
  ret i32 %plain
}
