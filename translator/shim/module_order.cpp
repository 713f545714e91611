// Moves a function to the end of its module's function list: LLVM's C API can create functions
// only at the end, and the SPIR-V → LLVM direction places each builtin declaration after the
// function that first calls it, as the Khronos translator's output has them. It also creates
// functions in a given address space, which the C API cannot, and reads and adds the string
// attributes of global variables (`"VCGlobalVariable"`), which it has no functions for. Nothing
// here throws or keeps state.

#include "llvm-c/Core.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/NoFolder.h"
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

// The value of string attribute `key` of global variable `g` (LLVM's C API has attributes of
// functions and calls only): true and the value's bytes and length when `g` has it. The value
// stays owned by LLVM's context.
extern "C" bool spvllvm_global_string_attribute(LLVMValueRef g, const char *key, size_t len, const char **value,
                                                size_t *value_len) {
  auto *var = dyn_cast<GlobalVariable>(unwrap(g));
  if (var == nullptr || !var->hasAttribute(StringRef(key, len))) {
    return false;
  }
  StringRef text = var->getAttribute(StringRef(key, len)).getValueAsString();
  *value = text.data();
  *value_len = text.size();
  return true;
}

// Adds string attribute `key`=`value` to global variable `g` (an empty value: the attribute
// without one, `"VCGlobalVariable"`). Nothing happens for another kind of value.
extern "C" void spvllvm_global_add_string_attribute(LLVMValueRef g, const char *key, size_t len, const char *value,
                                                    size_t value_len) {
  if (auto *var = dyn_cast<GlobalVariable>(unwrap(g))) {
    var->addAttribute(StringRef(key, len), StringRef(value, value_len));
  }
}

// An IR builder that folds nothing (`IRBuilder<NoFolder>`): an instruction whose operands are
// all constants stays an instruction, with its debug location, as in the SPIR-V it comes from.
// LLVM's C API functions take it as an `LLVMBuilderRef`: they call the `IRBuilderBase` methods
// only, which reach the folder through the base's reference. It is released with
// `spvllvm_dispose_unfolded_builder`, never `LLVMDisposeBuilder`.
extern "C" LLVMBuilderRef spvllvm_create_unfolded_builder(LLVMContextRef ctx) {
  auto *builder = new IRBuilder<NoFolder>(*unwrap(ctx));
  return wrap(static_cast<IRBuilder<> *>(static_cast<IRBuilderBase *>(builder)));
}

// Releases a builder of `spvllvm_create_unfolded_builder`.
extern "C" void spvllvm_dispose_unfolded_builder(LLVMBuilderRef b) {
  delete static_cast<IRBuilder<NoFolder> *>(static_cast<IRBuilderBase *>(unwrap(b)));
}
