; alloca → Function-storage OpVariable at the start of the entry block with Alignment, for
; scalars, vectors, arrays and structs, including allocas in later blocks.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, double }

define spir_func i32 @allocas(i1 %c) {
entry:
  %i = alloca i32, align 4
  %v = alloca <4 x float>, align 16
  br i1 %c, label %then, label %done

then:
  %arr = alloca [8 x i16], align 2
  %s = alloca %struct.S, align 8
  store i32 1, ptr %i, align 4
  br label %done

done:
  %r = load i32, ptr %i, align 4
  ret i32 %r
}
