; i128 held as two 64-bit halves: addition and subtraction with carries, multiplication
; (full 64x64->128 products, as mulhi idioms make), shifts by amounts below, at and above 64,
; signed and unsigned compares, division and remainder (signed and unsigned, of both signs),
; casts to and from narrower integers, bitcasts to vectors, select, phi, and i128 values in
; memory and in function calls.
; EXEC: kernel=i128_arithmetic global=16 local=4
; ARG: global i64 512 zero
; ARG: global i64 16 range(-9000000000000000000,9000000000000000000,13)
; ARG: global i64 16 range(-5000000000,5000000000,7)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @i128_arithmetic(ptr addrspace(1) %out, ptr addrspace(1) %big, ptr addrspace(1) %small) {
entry:
  %slot = alloca i128, align 16
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr i64, ptr addrspace(1) %big, i64 %gid
  %pb = getelementptr i64, ptr addrspace(1) %small, i64 %gid
  %a = load i64, ptr addrspace(1) %pa, align 8
  %b = load i64, ptr addrspace(1) %pb, align 8
  %as = sext i64 %a to i128
  %az = zext i64 %a to i128
  %bs = sext i64 %b to i128
  ; mulhi idioms
  %mu = mul i128 %az, %az
  %mus = lshr i128 %mu, 64
  %hiu = trunc i128 %mus to i64
  %ms = mul i128 %as, %bs
  %mss = ashr i128 %ms, 64
  %his = trunc i128 %mss to i64
  %lows = trunc i128 %ms to i64
  ; add/sub with carries, a constant above 2^64
  %sum = add i128 %mu, 36893488147419103232
  %diff = sub i128 %ms, %sum
  %dlo = trunc i128 %diff to i64
  %dhi0 = lshr i128 %diff, 64
  %dhi = trunc i128 %dhi0 to i64
  ; shifts by the work-item id times 9 (0 .. 135 masked below 128)
  %sh64 = mul i64 %gid, 9
  %shm = and i64 %sh64, 127
  %sh = zext i64 %shm to i128
  %l = shl i128 %ms, %sh
  %r = lshr i128 %ms, %sh
  %q = ashr i128 %ms, %sh
  %l0 = trunc i128 %l to i64
  %l1s = lshr i128 %l, 64
  %l1 = trunc i128 %l1s to i64
  %r0 = trunc i128 %r to i64
  %r1s = lshr i128 %r, 64
  %r1 = trunc i128 %r1s to i64
  %q0 = trunc i128 %q to i64
  %q1s = lshr i128 %q, 64
  %q1 = trunc i128 %q1s to i64
  ; compares, as a bit mask
  %c0 = icmp slt i128 %ms, %sum
  %c1 = icmp ult i128 %ms, %sum
  %c2 = icmp sge i128 %as, %bs
  %c3 = icmp uge i128 %as, %bs
  %c4 = icmp eq i128 %diff, %diff
  %c5 = icmp ne i128 %mu, %ms
  %c6 = icmp sgt i128 %q, 0
  %c7 = icmp ule i128 %r, 12345678901234567890
  %cv0 = insertelement <8 x i1> poison, i1 %c0, i32 0
  %cv1 = insertelement <8 x i1> %cv0, i1 %c1, i32 1
  %cv2 = insertelement <8 x i1> %cv1, i1 %c2, i32 2
  %cv3 = insertelement <8 x i1> %cv2, i1 %c3, i32 3
  %cv4 = insertelement <8 x i1> %cv3, i1 %c4, i32 4
  %cv5 = insertelement <8 x i1> %cv4, i1 %c5, i32 5
  %cv6 = insertelement <8 x i1> %cv5, i1 %c6, i32 6
  %cv7 = insertelement <8 x i1> %cv6, i1 %c7, i32 7
  %mask8 = bitcast <8 x i1> %cv7 to i8
  %mask = zext i8 %mask8 to i64
  ; narrow casts, bitwise operations, a vector view, memory, a call, select and phi
  %t1 = trunc i128 %ms to i1
  %t20 = trunc i128 %ms to i20
  %t20w = sext i20 %t20 to i64
  %x = xor i128 %ms, %mu
  %o = or i128 %x, 255
  %n = and i128 %o, -4294967296
  %vec = bitcast i128 %n to <4 x i32>
  %v3 = extractelement <4 x i32> %vec, i32 3
  %v3w = zext i32 %v3 to i64
  store i128 %n, ptr %slot, align 16
  %back = load i128, ptr %slot, align 16
  %f = call i128 @twice_plus(i128 %back, i1 %t1)
  %f0 = trunc i128 %f to i64
  %odd = trunc i64 %gid to i1
  br i1 %odd, label %then, label %join

then:
  %alt = select i1 %c0, i128 %f, i128 %sum
  br label %join

join:
  %ph = phi i128 [ %alt, %then ], [ %diff, %entry ]
  %ph0 = trunc i128 %ph to i64
  %ph1s = lshr i128 %ph, 64
  %ph1 = trunc i128 %ph1s to i64
  %base = mul i64 %gid, 32
  %ob = getelementptr i64, ptr addrspace(1) %out, i64 %base
  call void @put(ptr addrspace(1) %ob, i64 0, i64 %hiu)
  call void @put(ptr addrspace(1) %ob, i64 1, i64 %his)
  call void @put(ptr addrspace(1) %ob, i64 2, i64 %lows)
  call void @put(ptr addrspace(1) %ob, i64 3, i64 %dlo)
  call void @put(ptr addrspace(1) %ob, i64 4, i64 %dhi)
  call void @put(ptr addrspace(1) %ob, i64 5, i64 %l0)
  call void @put(ptr addrspace(1) %ob, i64 6, i64 %l1)
  call void @put(ptr addrspace(1) %ob, i64 7, i64 %r0)
  call void @put(ptr addrspace(1) %ob, i64 8, i64 %r1)
  call void @put(ptr addrspace(1) %ob, i64 9, i64 %q0)
  call void @put(ptr addrspace(1) %ob, i64 10, i64 %q1)
  call void @put(ptr addrspace(1) %ob, i64 11, i64 %mask)
  call void @put(ptr addrspace(1) %ob, i64 12, i64 %t20w)
  call void @put(ptr addrspace(1) %ob, i64 13, i64 %v3w)
  call void @put(ptr addrspace(1) %ob, i64 14, i64 %f0)
  call void @put(ptr addrspace(1) %ob, i64 15, i64 %ph0)
  call void @put(ptr addrspace(1) %ob, i64 16, i64 %ph1)
  %wide = getelementptr i64, ptr addrspace(1) %ob, i64 18
  store i128 %f, ptr addrspace(1) %wide, align 8
  ; division: a 128-bit dividend by a divisor of 1 to 34 bits and by one of 65 to 100 bits
  %dv = or i128 %bs, 1
  %big_dv0 = shl i128 %dv, 64
  %big_dv = or i128 %big_dv0, 12345
  %qu = udiv i128 %ms, %dv
  %ru = urem i128 %ms, %dv
  %qs = sdiv i128 %ms, %dv
  %rs = srem i128 %ms, %dv
  %qb = sdiv i128 %mu, %big_dv
  %rb = urem i128 %mu, %big_dv
  %d0 = getelementptr i64, ptr addrspace(1) %ob, i64 20
  store i128 %qu, ptr addrspace(1) %d0, align 8
  %d1 = getelementptr i64, ptr addrspace(1) %ob, i64 22
  store i128 %ru, ptr addrspace(1) %d1, align 8
  %d2 = getelementptr i64, ptr addrspace(1) %ob, i64 24
  store i128 %qs, ptr addrspace(1) %d2, align 8
  %d3 = getelementptr i64, ptr addrspace(1) %ob, i64 26
  store i128 %rs, ptr addrspace(1) %d3, align 8
  %d4 = getelementptr i64, ptr addrspace(1) %ob, i64 28
  store i128 %qb, ptr addrspace(1) %d4, align 8
  %d5 = getelementptr i64, ptr addrspace(1) %ob, i64 30
  store i128 %rb, ptr addrspace(1) %d5, align 8
  ret void
}

define internal i128 @twice_plus(i128 %x, i1 %bit) {
  %d = shl i128 %x, 1
  %e = zext i1 %bit to i128
  %s = sext i1 %bit to i128
  %r = add i128 %d, %e
  %r2 = xor i128 %r, %s
  ret i128 %r2
}

define internal void @put(ptr addrspace(1) %o, i64 %i, i64 %v) {
  %p = getelementptr i64, ptr addrspace(1) %o, i64 %i
  store i64 %v, ptr addrspace(1) %p, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
