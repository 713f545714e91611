; Vectors of pointers, as LLVM's vectorizers make them: held as vectors of addresses in
; SPIR-V. getelementptr with a vector index, a vector base and a struct field (lane by lane),
; insertelement/extractelement of pointers, compares against a constant vector holding a null
; cast, select, phi, ptrtoint/inttoptr/addrspacecast of whole vectors, and a <2 x ptr> stored
; to and loaded from private memory.
; EXEC: kernel=pointer_vectors global=8 local=4
; ARG: global i64 64 zero
; ARG: global i32 32 range(1,1000,7)
; ARG: global i32 32 range(-50,50,3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

define spir_kernel void @pointer_vectors(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %slot = alloca <2 x ptr addrspace(1)>, align 16
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %i = and i64 %gid, 7
  ; scalar base, vector index
  %iv0 = insertelement <2 x i64> poison, i64 %i, i32 0
  %j = add i64 %i, 3
  %iv = insertelement <2 x i64> %iv0, i64 %j, i32 1
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, <2 x i64> %iv
  ; vector base, scalar index
  %pb = getelementptr i32, <2 x ptr addrspace(1)> %pa, i64 8
  ; vector base, struct field (the splat index selects the second i32 of each pair)
  %pc = getelementptr %pair, <2 x ptr addrspace(1)> %pa, <2 x i64> <i64 1, i64 2>, <2 x i32> <i32 1, i32 1>
  %a0 = extractelement <2 x ptr addrspace(1)> %pa, i32 0
  %k = and i64 %gid, 1
  %a1 = extractelement <2 x ptr addrspace(1)> %pb, i64 %k
  %a2 = extractelement <2 x ptr addrspace(1)> %pc, i32 1
  %x0 = load i32, ptr addrspace(1) %a0, align 4
  %x1 = load i32, ptr addrspace(1) %a1, align 4
  %x2 = load i32, ptr addrspace(1) %a2, align 4
  ; insert a pointer, compare with a constant vector holding a cast null
  %bp = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %pv = insertelement <2 x ptr addrspace(1)> %pa, ptr addrspace(1) %bp, i32 1
  %ne = icmp ne <2 x ptr addrspace(1)> %pv, <ptr addrspace(1) addrspacecast (ptr addrspace(4) null to ptr addrspace(1)), ptr addrspace(1) null>
  %eq = icmp eq <2 x ptr addrspace(1)> %pv, %pa
  %neb = bitcast <2 x i1> %ne to i2
  %eqb = bitcast <2 x i1> %eq to i2
  %flags0 = zext i2 %neb to i64
  %flags1 = zext i2 %eqb to i64
  %flags = shl i64 %flags1, 2
  %flagsall = or i64 %flags, %flags0
  ; select between two pointer vectors, through a branch and a phi
  %odd = trunc i64 %gid to i1
  br i1 %odd, label %then, label %join

then:
  %sel = select i1 %odd, <2 x ptr addrspace(1)> %pb, <2 x ptr addrspace(1)> %pv
  br label %join

join:
  %phi = phi <2 x ptr addrspace(1)> [ %sel, %then ], [ %pv, %entry ]
  ; round through integers and the generic address space
  %ints = ptrtoint <2 x ptr addrspace(1)> %phi to <2 x i64>
  %back = inttoptr <2 x i64> %ints to <2 x ptr addrspace(1)>
  %gen = addrspacecast <2 x ptr addrspace(1)> %back to <2 x ptr addrspace(4)>
  %g1 = extractelement <2 x ptr addrspace(4)> %gen, i32 1
  %y = load i32, ptr addrspace(4) %g1, align 4
  ; a pointer vector in private memory
  store <2 x ptr addrspace(1)> %back, ptr %slot, align 16
  %reload = load <2 x ptr addrspace(1)>, ptr %slot, align 16
  %r0 = extractelement <2 x ptr addrspace(1)> %reload, i32 0
  %z = load i32, ptr addrspace(1) %r0, align 4
  ; offsets from %a (addresses differ between runs; their distances do not)
  %abase = ptrtoint ptr addrspace(1) %a to i64
  %lane0 = extractelement <2 x i64> %ints, i32 0
  %dist = sub i64 %lane0, %abase
  %trunc = trunc <2 x i64> %ints to <2 x i32>
  %t0 = extractelement <2 x i32> %trunc, i32 0
  %t1 = extractelement <2 x i32> %trunc, i32 1
  %tdiff = sub i32 %t1, %t0
  %tdiff64 = sext i32 %tdiff to i64
  ; write everything
  %base = mul i64 %gid, 8
  %o0 = getelementptr i64, ptr addrspace(1) %out, i64 %base
  %x0w = sext i32 %x0 to i64
  store i64 %x0w, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i64 1
  %x1w = sext i32 %x1 to i64
  store i64 %x1w, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i64 2
  %x2w = sext i32 %x2 to i64
  store i64 %x2w, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i64 3
  store i64 %flagsall, ptr addrspace(1) %o3, align 8
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i64 4
  %yw = sext i32 %y to i64
  store i64 %yw, ptr addrspace(1) %o4, align 8
  %o5 = getelementptr i64, ptr addrspace(1) %o0, i64 5
  %zw = sext i32 %z to i64
  store i64 %zw, ptr addrspace(1) %o5, align 8
  %o6 = getelementptr i64, ptr addrspace(1) %o0, i64 6
  store i64 %dist, ptr addrspace(1) %o6, align 8
  %o7 = getelementptr i64, ptr addrspace(1) %o0, i64 7
  %odd64 = zext i1 %odd to i64
  %mark = shl i64 %odd64, 40
  %tmark = or i64 %tdiff64, %mark
  %tsel = select i1 %odd, i64 %tmark, i64 %odd64
  store i64 %tsel, ptr addrspace(1) %o7, align 8
  ret void
}

declare i64 @_Z13get_global_idj(i32)
