; Linkage: an external definition is exported, an external declaration imported, internal and
; private ones have no LinkageAttributes; a constant global gets the Constant decoration.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@exported = addrspace(1) global i64 5, align 8
@imported = external addrspace(1) global i32, align 4
@hidden = internal addrspace(1) global i16 3, align 2
@str = private unnamed_addr addrspace(2) constant [4 x i8] c"abc\00", align 1
@ro = addrspace(1) constant i32 42, align 4

define spir_func i32 @use() {
entry:
  %a = load i32, ptr addrspace(1) @imported, align 4
  %b = load i16, ptr addrspace(1) @hidden, align 2
  %b32 = sext i16 %b to i32
  %c = load i8, ptr addrspace(2) @str, align 1
  %c32 = zext i8 %c to i32
  %d = load i32, ptr addrspace(1) @ro, align 4
  %s1 = add i32 %a, %b32
  %s2 = add i32 %s1, %c32
  %s3 = add i32 %s2, %d
  %e = load i64, ptr addrspace(1) @exported, align 8
  %e32 = trunc i64 %e to i32
  %s4 = add i32 %s3, %e32
  ret i32 %s4
}
