; Calls: a kernel calling helpers with values, pointers and a struct by pointer; a void call; a
; recursive call; the callee defined after its caller.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.v = type { float, float }

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tmp = alloca %struct.v, align 4
  call spir_func void @fill(ptr %tmp, float 1.5)
  %f = call spir_func float @sum(ptr %tmp)
  %i = call spir_func i32 @fact(i32 %n)
  %fi = sitofp i32 %i to float
  %r = fadd float %f, %fi
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define spir_func void @fill(ptr %p, float %x) {
entry:
  store float %x, ptr %p, align 4
  %q = getelementptr inbounds %struct.v, ptr %p, i64 0, i32 1
  store float %x, ptr %q, align 4
  ret void
}

define spir_func float @sum(ptr %p) {
entry:
  %a = load float, ptr %p, align 4
  %q = getelementptr inbounds %struct.v, ptr %p, i64 0, i32 1
  %b = load float, ptr %q, align 4
  %s = fadd float %a, %b
  ret float %s
}

define spir_func i32 @fact(i32 %n) {
entry:
  %c = icmp slt i32 %n, 2
  br i1 %c, label %base, label %rec

base:
  ret i32 1

rec:
  %m = sub nsw i32 %n, 1
  %f = call spir_func i32 @fact(i32 %m)
  %r = mul nsw i32 %n, %f
  ret i32 %r
}
