// Moves a function to the end of its module's function list: LLVM's C API can create functions
// only at the end, and the SPIR-V → LLVM direction places each builtin declaration after the
// function that first calls it, as the Khronos translator's output has them. Nothing here
// allocates, throws or keeps state.

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
