; Integers of widths SPIR-V lacks, held in the next wider integer with the bits above the width
; zero: i33 trip-count arithmetic as the optimizer makes it, i12/i20/i40/i48 arithmetic
; (wrapping add/mul/shl, signed division, remainder, arithmetic shift, signed compares),
; casts between them, a switch on i33, ctlz/cttz on i24, float conversions, and i24/i40 loads
; and stores that must touch only 3 and 5 bytes of a byte buffer.
; EXEC: kernel=odd_width_integers global=8 local=4
; ARG: global i64 128 zero
; ARG: global i32 8 range(-100000,100000,11)
; ARG: global u8 64 range(0,255,5)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @odd_width_integers(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %bytes) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pin = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pin, align 4
  ; i33 trip-count arithmetic: (x - 1) * x / 2 without overflow
  %xz = zext i32 %x to i33
  %xm1 = add i33 %xz, -1
  %prod = mul i33 %xz, %xm1
  %half = lshr i33 %prod, 1
  %tri = zext i33 %half to i64
  ; i12 wrapping arithmetic, signed division and remainder, arithmetic shift
  %a12 = trunc i32 %x to i12
  %b12 = add i12 %a12, 2047
  %c12 = mul i12 %b12, 37
  %d12 = shl i12 %c12, 3
  %e12 = sdiv i12 %d12, -7
  %f12 = srem i12 %d12, 5
  %g12 = ashr i12 %d12, 2
  %lt12 = icmp slt i12 %e12, %g12
  %sel12 = select i1 %lt12, i12 %f12, i12 %g12
  %w12 = sext i12 %sel12 to i64
  ; i20 from a float and back, i40 to float
  %fx = sitofp i32 %x to float
  %fsc = fmul float %fx, 0.5
  %i20 = fptosi float %fsc to i20
  %i20s = sext i20 %i20 to i40
  %m40 = mul i40 %i20s, 12345
  %n40 = sub i40 0, %m40
  %f40 = sitofp i40 %n40 to double
  %u40 = uitofp i40 %n40 to double
  %fsum = fadd double %f40, %u40
  %fbits = bitcast double %fsum to i64
  ; i48: unsigned and signed compares, umin/umax via select, sext/trunc chains
  %a48 = sext i32 %x to i48
  %b48 = shl i48 %a48, 13
  %c48 = udiv i48 %b48, 1000003
  %d48 = urem i48 %b48, 65521
  %ugt = icmp ugt i48 %c48, %d48
  %sge = icmp sge i48 %b48, 0
  %e48 = select i1 %ugt, i48 %c48, i48 %d48
  %f48 = select i1 %sge, i48 %e48, i48 %b48
  %w48 = zext i48 %f48 to i64
  ; ctlz/cttz on i24
  %a24 = trunc i32 %x to i24
  %clz = call i24 @llvm.ctlz.i24(i24 %a24, i1 false)
  %ctz = call i24 @llvm.cttz.i24(i24 %a24, i1 false)
  %clz64 = zext i24 %clz to i64
  %ctz64 = zext i24 %ctz to i64
  %bits24 = shl i64 %ctz64, 8
  %cnt = or i64 %bits24, %clz64
  ; switch on i33
  %s33 = sext i32 %x to i33
  switch i33 %s33, label %other [
    i33 -1, label %minus
    i33 4294967295, label %big
    i33 0, label %zero
  ]

minus:
  br label %join

big:
  br label %join

zero:
  br label %join

other:
  %r33 = ashr i33 %s33, 31
  %r64 = sext i33 %r33 to i64
  br label %join

join:
  %case = phi i64 [ 1, %minus ], [ 2, %big ], [ 3, %zero ], [ %r64, %other ]
  ; i24 and i40 in memory: read 3 bytes, write them back rotated, 5 bytes likewise; the
  ; neighbouring bytes must stay as they are.
  %boff = mul i64 %gid, 8
  %pb = getelementptr i8, ptr addrspace(1) %bytes, i64 %boff
  %v24 = load i24, ptr addrspace(1) %pb, align 1
  %pb1 = getelementptr i8, ptr addrspace(1) %pb, i64 1
  store i24 %v24, ptr addrspace(1) %pb1, align 1
  %pb3 = getelementptr i8, ptr addrspace(1) %pb, i64 3
  %v40 = load i40, ptr addrspace(1) %pb3, align 1
  %v40x = xor i40 %v40, 1099511627775
  store i40 %v40x, ptr addrspace(1) %pb3, align 1
  %v24w = zext i24 %v24 to i64
  ; write everything
  %base = mul i64 %gid, 16
  %o = getelementptr i64, ptr addrspace(1) %out, i64 %base
  store i64 %tri, ptr addrspace(1) %o, align 8
  %o1 = getelementptr i64, ptr addrspace(1) %o, i64 1
  store i64 %w12, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr i64, ptr addrspace(1) %o, i64 2
  store i64 %fbits, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr i64, ptr addrspace(1) %o, i64 3
  store i64 %w48, ptr addrspace(1) %o3, align 8
  %o4 = getelementptr i64, ptr addrspace(1) %o, i64 4
  store i64 %cnt, ptr addrspace(1) %o4, align 8
  %o5 = getelementptr i64, ptr addrspace(1) %o, i64 5
  store i64 %case, ptr addrspace(1) %o5, align 8
  %o6 = getelementptr i64, ptr addrspace(1) %o, i64 6
  store i64 %v24w, ptr addrspace(1) %o6, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i24 @llvm.ctlz.i24(i24, i1)
declare i24 @llvm.cttz.i24(i24, i1)
