; atomicrmw operations SPIR-V has no instruction for, each a compare-exchange loop: nand,
; uinc_wrap, udec_wrap, usub_cond and usub_sat on i32 and i64, in global and local memory.
; Work-items run concurrently, so each one updates words of its own with its own operands
; (the values read and left behind are checked), and words shared by all are updated with one
; operand (the same function applied once per work-item: the final value does not depend on
; the order; only it is checked).
; EXEC: kernel=atomicrmw_loops global=16 local=16
; ARG: global i64 128 zero
; ARG: global i32 16 range(0,100000,13)
; ARG: global i64 80 range(0,30,7)
; ARG: global i32 16 range(0,1000000,11)
; ARG: global i64 4 range(3,40,7)
; ARG: local i32 4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @atomicrmw_loops(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %own64, ptr addrspace(1) %own32, ptr addrspace(1) %shared, ptr addrspace(3) %scratch) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pin = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pin, align 4
  %small = and i32 %x, 15
  %small64 = zext i32 %small to i64
  ; words of this work-item
  %wbase = mul i64 %gid, 5
  %w0 = getelementptr i64, ptr addrspace(1) %own64, i64 %wbase
  %w1 = getelementptr i64, ptr addrspace(1) %w0, i64 1
  %w2 = getelementptr i64, ptr addrspace(1) %w0, i64 2
  %w3 = getelementptr i64, ptr addrspace(1) %w0, i64 3
  %w4 = getelementptr i64, ptr addrspace(1) %w0, i64 4
  %w5 = getelementptr i32, ptr addrspace(1) %own32, i64 %gid
  %o0 = atomicrmw nand ptr addrspace(1) %w0, i64 %small64 seq_cst, align 8
  %o1 = atomicrmw uinc_wrap ptr addrspace(1) %w1, i64 %small64 monotonic, align 8
  %o2 = atomicrmw udec_wrap ptr addrspace(1) %w2, i64 %small64 acq_rel, align 8
  %o3 = atomicrmw usub_cond ptr addrspace(1) %w3, i64 %small64 seq_cst, align 8
  %o4 = atomicrmw usub_sat ptr addrspace(1) %w4, i64 %small64 seq_cst, align 8
  %o5 = atomicrmw nand ptr addrspace(1) %w5, i32 %x syncscope("workgroup") seq_cst, align 4
  ; words shared by all, one operand each
  %s1 = getelementptr i64, ptr addrspace(1) %shared, i64 1
  %s2 = getelementptr i64, ptr addrspace(1) %shared, i64 2
  %s3 = getelementptr i64, ptr addrspace(1) %shared, i64 3
  %u0 = atomicrmw uinc_wrap ptr addrspace(1) %shared, i64 5 seq_cst, align 8
  %u1 = atomicrmw nand ptr addrspace(1) %s1, i64 12345 seq_cst, align 8
  %u2 = atomicrmw udec_wrap ptr addrspace(1) %s2, i64 20 seq_cst, align 8
  %u3 = atomicrmw usub_cond ptr addrspace(1) %s3, i64 2 seq_cst, align 8
  ; local words shared by the work-group: work-item 0 sets them up
  %l1 = getelementptr i32, ptr addrspace(3) %scratch, i64 1
  %l2 = getelementptr i32, ptr addrspace(3) %scratch, i64 2
  %l3 = getelementptr i32, ptr addrspace(3) %scratch, i64 3
  %first = icmp eq i64 %gid, 0
  br i1 %first, label %init, label %together

init:
  store i32 100, ptr addrspace(3) %scratch, align 4
  store i32 3, ptr addrspace(3) %l1, align 4
  store i32 50, ptr addrspace(3) %l2, align 4
  store i32 -7, ptr addrspace(3) %l3, align 4
  br label %together

together:
  call void @_Z7barrierj(i32 1)
  %v0 = atomicrmw usub_sat ptr addrspace(3) %scratch, i32 7 syncscope("workgroup") seq_cst, align 4
  %v1 = atomicrmw udec_wrap ptr addrspace(3) %l1, i32 9 syncscope("workgroup") seq_cst, align 4
  %v2 = atomicrmw uinc_wrap ptr addrspace(3) %l2, i32 60 syncscope("workgroup") seq_cst, align 4
  %v3 = atomicrmw nand ptr addrspace(3) %l3, i32 1515870810 syncscope("workgroup") seq_cst, align 4
  call void @_Z7barrierj(i32 1)
  %f0 = load i32, ptr addrspace(3) %scratch, align 4
  %f1 = load i32, ptr addrspace(3) %l1, align 4
  %f2 = load i32, ptr addrspace(3) %l2, align 4
  %f3 = load i32, ptr addrspace(3) %l3, align 4
  %base = mul i64 %gid, 8
  %p0 = getelementptr i64, ptr addrspace(1) %out, i64 %base
  store i64 %o0, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i64 1
  store i64 %o1, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i64 2
  store i64 %o2, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i64 3
  store i64 %o3, ptr addrspace(1) %p3, align 8
  %p4 = getelementptr i64, ptr addrspace(1) %p0, i64 4
  store i64 %o4, ptr addrspace(1) %p4, align 8
  %p5 = getelementptr i64, ptr addrspace(1) %p0, i64 5
  %o5w = zext i32 %o5 to i64
  store i64 %o5w, ptr addrspace(1) %p5, align 8
  %p6 = getelementptr i64, ptr addrspace(1) %p0, i64 6
  %f0w = zext i32 %f0 to i64
  %f1w = zext i32 %f1 to i64
  %f1s = shl i64 %f1w, 32
  %f01 = or i64 %f0w, %f1s
  store i64 %f01, ptr addrspace(1) %p6, align 8
  %p7 = getelementptr i64, ptr addrspace(1) %p0, i64 7
  %f2w = zext i32 %f2 to i64
  %f3w = zext i32 %f3 to i64
  %f3s = shl i64 %f3w, 32
  %f23 = or i64 %f2w, %f3s
  store i64 %f23, ptr addrspace(1) %p7, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare void @_Z7barrierj(i32)
