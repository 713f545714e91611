; llvm.assume, llvm.lifetime.*, llvm.experimental.noalias.scope.decl are dropped;
; llvm.expect yields its first operand.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @hints(i32 %x, i1 %c) {
entry:
  call void @llvm.assume(i1 %c)
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %e = call i32 @llvm.expect.i32(i32 %x, i32 7)
  %b = icmp eq i32 %e, 7
  %eb = call i1 @llvm.expect.i1(i1 %b, i1 true)
  br i1 %eb, label %likely, label %unlikely

likely:
  ret i32 1

unlikely:
  ret i32 %e
}

declare void @llvm.assume(i1 noundef)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare i32 @llvm.expect.i32(i32, i32)
declare i1 @llvm.expect.i1(i1, i1)

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}
