; LLVM atomic instructions: atomicrmw add/sub/and/or/xor/xchg/max/umin with orderings and
; syncscopes (default → CrossDevice, "device" → Device, "workgroup" → Workgroup), cmpxchg
; (result struct from the old value and an OpIEqual), atomic load/store, fence → OpMemoryBarrier.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @rmw(ptr addrspace(1) %p, ptr addrspace(3) %l, i32 %v) {
entry:
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v seq_cst, align 4
  %b = atomicrmw sub ptr addrspace(1) %p, i32 %a syncscope("device") monotonic, align 4
  %c = atomicrmw and ptr addrspace(3) %l, i32 %b syncscope("workgroup") acquire, align 4
  %d = atomicrmw or ptr addrspace(3) %l, i32 %c syncscope("workgroup") release, align 4
  %e = atomicrmw xor ptr addrspace(1) %p, i32 %d acq_rel, align 4
  %f = atomicrmw xchg ptr addrspace(1) %p, i32 %e monotonic, align 4
  %g = atomicrmw max ptr addrspace(1) %p, i32 %f monotonic, align 4
  %h = atomicrmw umin ptr addrspace(3) %l, i32 %g syncscope("workgroup") monotonic, align 4
  %x = cmpxchg ptr addrspace(1) %p, i32 %h, i32 %v syncscope("device") acq_rel monotonic, align 4
  %old = extractvalue { i32, i1 } %x, 0
  %ok = extractvalue { i32, i1 } %x, 1
  %ld = load atomic i32, ptr addrspace(1) %p syncscope("workgroup") acquire, align 4
  store atomic i32 %ld, ptr addrspace(3) %l syncscope("workgroup") release, align 4
  fence syncscope("workgroup") acq_rel
  fence seq_cst
  %r = select i1 %ok, i32 %old, i32 %ld
  ret i32 %r
}
