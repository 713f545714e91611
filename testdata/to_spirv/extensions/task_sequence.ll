; SPV_INTEL_task_sequence through SYCL's __spirv_TaskSequence*INTEL calls (template-mangled and
; plain): the task sequence type, OpTaskSequenceCreateINTEL of the task's function with its four
; literals, asynchronous calls with the task's arguments, gets of its results (of a task
; returning nothing too, with a void result type) and the release.
; OPTIONS: --spirv-ext=+SPV_INTEL_task_sequence
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %t = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFiiiEjjit(ptr @mult, i32 10, i32 -1, i32 17, i32 1)
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJiiEEvmDpT_(target("spirv.TaskSequenceINTEL") %t, i32 %x, i32 %x)
  %r = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELIiET_m(target("spirv.TaskSequenceINTEL") %t)
  store i32 %r, ptr addrspace(1) %out, align 4
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %t)
  %v = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @touch, i32 -1, i32 -1, i32 1, i32 32)
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJPU3AS1iEEvmDpT_(target("spirv.TaskSequenceINTEL") %v, ptr addrspace(1) %out)
  call spir_func void @_Z28__spirv_TaskSequenceGetINTELIvET_m(target("spirv.TaskSequenceINTEL") %v)
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %v)
  ret void
}

define spir_func i32 @mult(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, %b
  ret i32 %m
}

define spir_func void @touch(ptr addrspace(1) %p) {
entry:
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFiiiEjjit(ptr, i32, i32, i32, i32)
declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr, i32, i32, i32, i32)
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJiiEEvmDpT_(target("spirv.TaskSequenceINTEL"), i32, i32)
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJPU3AS1iEEvmDpT_(target("spirv.TaskSequenceINTEL"), ptr addrspace(1))
declare spir_func i32 @_Z28__spirv_TaskSequenceGetINTELIiET_m(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z28__spirv_TaskSequenceGetINTELIvET_m(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
