; Without SPV_KHR_expect_assume (the default), llvm.assume is dropped and llvm.expect is its
; first argument: no ExpectAssumeKHR capability, no extension.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @likely(i32 %x, i64 %y) {
entry:
  %pos = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %pos)
  %e = call i64 @llvm.expect.i64(i64 %y, i64 1)
  %c = icmp ne i64 %e, 0
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

declare void @llvm.assume(i1)
declare i64 @llvm.expect.i64(i64, i64)
