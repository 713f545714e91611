; llvm.objectsize folded to a constant, as LLVM folds it when lowering (clang emits it for
; _FORTIFY_SOURCE, and it survives at -O0): the allocation size of an alloca or a defined
; global the pointer is (casts looked through), else the unknown answer: 0 with min, all ones
; without (the dynamic form too).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [10 x i32] zeroinitializer, align 4
@extern = external addrspace(1) global [10 x i32]

define spir_kernel void @sizes(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %buf = alloca [24 x i8], align 1
  %pairs = alloca { i32, i64 }, i32 3, align 8
  %a = call i64 @llvm.objectsize.i64.p0(ptr %buf, i1 false, i1 true, i1 false)
  %b = call i64 @llvm.objectsize.i64.p0(ptr %pairs, i1 false, i1 true, i1 false)
  %g = addrspacecast ptr addrspace(1) @table to ptr addrspace(4)
  %c = call i64 @llvm.objectsize.i64.p4(ptr addrspace(4) %g, i1 false, i1 true, i1 false)
  %d = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 false)
  %e = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 true, i1 true, i1 false)
  %f = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 true)
  %h = call i32 @llvm.objectsize.i32.p1(ptr addrspace(1) @extern, i1 false, i1 true, i1 false)
  %h64 = zext i32 %h to i64
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %c
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %e
  %s5 = add i64 %s4, %f
  %s6 = add i64 %s5, %h64
  store i64 %s6, ptr addrspace(1) %out, align 8
  ret void
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1 immarg, i1 immarg, i1 immarg)
declare i64 @llvm.objectsize.i64.p4(ptr addrspace(4), i1 immarg, i1 immarg, i1 immarg)
declare i32 @llvm.objectsize.i32.p1(ptr addrspace(1), i1 immarg, i1 immarg, i1 immarg)
