; llvm.stacksave/stackrestore without SPV_INTEL_variable_length_array (and so without arrays of
; a run-time size to free): dropped.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @marks(i32 %x) {
entry:
  %mark = call ptr @llvm.stacksave.p0()
  %y = add i32 %x, 1
  call void @llvm.stackrestore.p0(ptr %mark)
  ret i32 %y
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
