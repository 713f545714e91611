; --spirv-preserve-auxdata: attachments of instructions of kinds LLVM does not define itself (AMD's atomic hints, empty; a note of a string and a constant) → NonSemanticAuxDataInstructionMetadata right after the instruction, in its function; LLVM's own kinds (!range) are not kept
; OPTIONS: --spirv-preserve-auxdata
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %v) {
entry:
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("device") seq_cst, align 4, !amdgpu.no.fine.grained.memory !0, !amdgpu.no.remote.memory !0
  %x = load i32, ptr addrspace(1) %q, align 4, !range !1, !my.note !2
  %s = add i32 %old, %x
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

!0 = !{}
!1 = !{i32 0, i32 100}
!2 = !{!"hello", i32 7}
