; OpenCL C 1.2 barrier and fences: barrier(flags) → OpControlBarrier Workgroup Workgroup with
; SequentiallyConsistent (0x10) plus WorkgroupMemory (0x100) / CrossWorkgroupMemory (0x200);
; mem_fence/read_mem_fence/write_mem_fence → OpMemoryBarrier Workgroup with AcquireRelease /
; Acquire / Release.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @b12(ptr addrspace(3) %l, ptr addrspace(1) %g) {
entry:
  store i32 1, ptr addrspace(3) %l, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %arrayidx1.i = getelementptr inbounds nuw i8, ptr addrspace(3) %l, i64 4
  %0 = load i32, ptr addrspace(3) %arrayidx1.i, align 4
  store i32 %0, ptr addrspace(1) %g, align 4
  call spir_func void @_Z7barrierj(i32 3)
  call spir_func void @_Z9mem_fencej(i32 2)
  call spir_func void @_Z14read_mem_fencej(i32 1)
  call spir_func void @_Z15write_mem_fencej(i32 2)
  ret void
}

declare spir_func void @_Z7barrierj(i32)
declare spir_func void @_Z9mem_fencej(i32)
declare spir_func void @_Z14read_mem_fencej(i32)
declare spir_func void @_Z15write_mem_fencej(i32)
