// Moves a function to the end of its module's function list: LLVM's C API can create functions
// only at the end, and the SPIR-V → LLVM direction places each builtin declaration after the
// function that first calls it, as the Khronos translator's output has them. It also creates
// functions in a given address space, which the C API cannot. Nothing here throws or keeps
// state.

#include "llvm-c/Core.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

using namespace llvm;

extern "C" void spvllvm_move_function_to_end(LLVMValueRef f) {
  Function *fn = unwrap<Function>(f);
  Module *m = fn->getParent();
  if (m == nullptr) {
    return;
  }
  auto &list = m->getFunctionList();
  list.splice(list.end(), list, fn->getIterator());
}

// A new function declaration `name` of type `ty` in address space `as`, at the end of module
// `m` (as LLVMAddFunction, which always uses the program address space).
extern "C" LLVMValueRef spvllvm_add_function_in_address_space(LLVMModuleRef m, const char *name, size_t len, LLVMTypeRef ty,
                                                               unsigned as) {
  auto *fn_ty = unwrap<FunctionType>(ty);
  return wrap(Function::Create(fn_ty, GlobalValue::ExternalLinkage, as, StringRef(name, len), unwrap(m)));
}
