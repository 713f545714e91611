; A declared function's sret/byval pointer parameters point to the attribute's type (as in
; definitions), not to i8; an addrspacecast makes no pointer type of its own LLVM pointee.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

%struct.Example = type { i32, float }

define spir_func i32 @foo() {
  %1 = alloca %struct.Example, align 8
  call void @boo(ptr sret(%struct.Example) align 8 %1, i32 noundef 42)
  call void @byval_user(ptr byval(%struct.Example) %1)
  ret i32 0
}

define spir_func void @bar(ptr sret(%struct.Example) %ret_ptr) {
  %cast = addrspacecast ptr %ret_ptr to ptr addrspace(4)
  call void @baz(ptr addrspace(4) sret(%struct.Example) %cast)
  ret void
}

declare void @boo(ptr sret(%struct.Example) align 8, i32 noundef)
declare void @baz(ptr addrspace(4) sret(%struct.Example))
declare void @byval_user(ptr byval(%struct.Example))
