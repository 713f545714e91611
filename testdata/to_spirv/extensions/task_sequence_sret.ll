; SPV_INTEL_task_sequence: a get of a task returning a struct, as SYCL calls it (void, the result through an sret pointer) → OpTaskSequenceGetINTEL of the struct type, stored through the pointer
; OPTIONS: --spirv-ext=+SPV_INTEL_task_sequence
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.Packet = type <{ float, i8, [3 x i8] }>

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tmp = alloca %struct.Packet, align 4
  %p = addrspacecast ptr %tmp to ptr addrspace(4)
  %t = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @make, i32 -1, i32 -1, i32 1, i32 32)
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJEEvm(target("spirv.TaskSequenceINTEL") %t)
  call spir_func void @_Z28__spirv_TaskSequenceGetINTELI6PacketET_PN5__spv25__spirv_TaskSequenceINTELE(ptr addrspace(4) sret(%struct.Packet) align 4 %p, target("spirv.TaskSequenceINTEL") %t)
  %f = load float, ptr %tmp, align 4
  store float %f, ptr addrspace(1) %out, align 4
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %t)
  ret void
}

define spir_func %struct.Packet @make() {
entry:
  ret %struct.Packet <{ float 1.0, i8 2, [3 x i8] zeroinitializer }>
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr, i32, i32, i32, i32)
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJEEvm(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z28__spirv_TaskSequenceGetINTELI6PacketET_PN5__spv25__spirv_TaskSequenceINTELE(ptr addrspace(4) sret(%struct.Packet), target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
