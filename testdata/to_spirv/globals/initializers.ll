; Initializers: scalars, zeroinitializer, a struct, a byte string, a pointer to another global
; defined later in the module (the pointee held in memory is i8: a Bitcast spec constant), and
; an array of pointers into a global.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.pair = type { i32, float }

@ptr_to_later = addrspace(1) global ptr addrspace(1) @later, align 8
@later = addrspace(1) global [2 x i32] [i32 10, i32 20], align 4
@zero = addrspace(1) global [8 x i64] zeroinitializer, align 8
@pair = addrspace(1) global %struct.pair { i32 1, float 2.5 }, align 4
@msg = addrspace(2) constant [6 x i8] c"hello\00", align 1
@ptrs = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) @later, ptr addrspace(1) getelementptr inbounds ([2 x i32], ptr addrspace(1) @later, i64 0, i64 1)], align 8

define spir_func i32 @read() {
entry:
  %p = load ptr addrspace(1), ptr addrspace(1) @ptr_to_later, align 8
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = load i32, ptr addrspace(1) @later, align 4
  %r = add i32 %v, %w
  ret i32 %r
}
