; SPV_KHR_expect_assume: llvm.expect becomes OpExpectKHR (its value is its first operand) and
; llvm.assume OpAssumeTrueKHR, and back; the hints must not change what the kernel computes.
; OPTIONS: --spirv-ext=+SPV_KHR_expect_assume
; DECLARES: SPV_KHR_expect_assume
; EXEC: kernel=expect_assume global=16 local=4
; ARG: global i32 16 zero
; ARG: global i32 16 range(-20,20,3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @expect_assume(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %inbounds = icmp ult i64 %gid, 16
  call void @llvm.assume(i1 %inbounds)
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %p, align 4
  %neg = icmp slt i32 %x, 0
  %hint = call i1 @llvm.expect.i1(i1 %neg, i1 false)
  br i1 %hint, label %negative, label %done

negative:
  %twice = mul i32 %x, 2
  %e = call i32 @llvm.expect.i32(i32 %twice, i32 -4)
  br label %done

done:
  %r = phi i32 [ %e, %negative ], [ %x, %entry ]
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare void @llvm.assume(i1)
declare i1 @llvm.expect.i1(i1, i1)
declare i32 @llvm.expect.i32(i32, i32)
