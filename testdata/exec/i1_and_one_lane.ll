; Legalized for SPIR-V: ordered and signed compares of i1 and <4 x i1> (true is 1 unsigned, -1
; signed), fptosi/fptoui to i1, a <1 x T> alloca stepped over by getelementptr, and division
; of <1 x i32>, whose second SPIR-V lane must not be an undefined divisor.
; EXEC: kernel=i1_and_one_lane global=4 local=4
; ARG: global i32 64 zero
; ARG: global f32 4 range(-1,2,5)
; ARG: global i32 16 range(1,1000,9)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @i1_and_one_lane(ptr addrspace(1) %out, ptr addrspace(1) %f, ptr addrspace(1) %n) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  ; a and b are the two low bits of the work-item id: every pair once.
  %a64 = and i64 %gid, 1
  %b64 = lshr i64 %gid, 1
  %a = trunc i64 %a64 to i1
  %b = trunc i64 %b64 to i1
  %ult = icmp ult i1 %a, %b
  %ule = icmp ule i1 %a, %b
  %ugt = icmp ugt i1 %a, %b
  %uge = icmp uge i1 %a, %b
  %slt = icmp slt i1 %a, %b
  %sle = icmp sle i1 %a, %b
  %sgt = icmp sgt i1 %a, %b
  %sge = icmp sge i1 %a, %b
  %v0 = insertelement <4 x i1> poison, i1 %a, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %b, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %ult, i32 2
  %va = insertelement <4 x i1> %v2, i1 %sgt, i32 3
  %vb = shufflevector <4 x i1> %va, <4 x i1> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %vslt = icmp slt <4 x i1> %va, %vb
  %vuge = icmp uge <4 x i1> %va, %vb
  %vbits = bitcast <4 x i1> %vslt to i4
  %vbits2 = bitcast <4 x i1> %vuge to i4
  %w0 = zext i1 %ult to i32
  %w1 = zext i1 %ule to i32
  %w2 = zext i1 %ugt to i32
  %w3 = zext i1 %uge to i32
  %w4 = zext i1 %slt to i32
  %w5 = zext i1 %sle to i32
  %w6 = zext i1 %sgt to i32
  %w7 = zext i1 %sge to i32
  %w8 = zext i4 %vbits to i32
  %w9 = zext i4 %vbits2 to i32
  ; float to i1: f is in [-1, 2), so |trunc f| is 0 or 1 and -|trunc f| is 0 or -1, the
  ; values each conversion defines.
  %pf = getelementptr inbounds float, ptr addrspace(1) %f, i64 %gid
  %x = load float, ptr addrspace(1) %pf, align 4
  %xt = call float @llvm.trunc.f32(float %x)
  %xa = call float @llvm.fabs.f32(float %xt)
  %xn = fneg float %xa
  %xs = fptosi float %xn to i1
  %xu = fptoui float %xa to i1
  %w10 = sext i1 %xs to i32
  %w11 = zext i1 %xu to i32
  ; A one-lane vector in memory, addressed by element.
  %slot = alloca [2 x <1 x i32>], align 4
  %pn = getelementptr inbounds i32, ptr addrspace(1) %n, i64 %gid
  %num = load i32, ptr addrspace(1) %pn, align 4
  %num1 = insertelement <1 x i32> poison, i32 %num, i32 0
  %s1 = getelementptr inbounds <1 x i32>, ptr %slot, i64 1
  store <1 x i32> %num1, ptr %s1, align 4
  %back = load <1 x i32>, ptr %s1, align 4
  %den = add i64 %gid, 3
  %den32 = trunc i64 %den to i32
  %den1 = insertelement <1 x i32> poison, i32 %den32, i32 0
  %q = sdiv <1 x i32> %back, %den1
  %r = urem <1 x i32> %back, %den1
  %w12 = extractelement <1 x i32> %q, i32 0
  %w13 = extractelement <1 x i32> %r, i32 0
  %base = mul i64 %gid, 16
  call void @put(ptr addrspace(1) %out, i64 %base, i64 0, i32 %w0)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 1, i32 %w1)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 2, i32 %w2)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 3, i32 %w3)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 4, i32 %w4)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 5, i32 %w5)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 6, i32 %w6)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 7, i32 %w7)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 8, i32 %w8)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 9, i32 %w9)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 10, i32 %w10)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 11, i32 %w11)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 12, i32 %w12)
  call void @put(ptr addrspace(1) %out, i64 %base, i64 13, i32 %w13)
  ret void
}

define internal void @put(ptr addrspace(1) %out, i64 %base, i64 %k, i32 %v) {
entry:
  %i = add i64 %base, %k
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare float @llvm.trunc.f32(float)
declare float @llvm.fabs.f32(float)
