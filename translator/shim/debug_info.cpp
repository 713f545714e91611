// Reads the fields of LLVM debug-information nodes that LLVM's C API does not expose (tags,
// encodings, flags, lines of scopes, expression elements, ...). One call fills one flat record
// per node; `translator/src/llvm/debug_info.rs` gives each slot its meaning per node kind and is
// the only caller. It also makes the nodes the C API's DIBuilder cannot (subprograms with their
// declaration, methods), for `translator/src/llvm/debug_builder.rs`. Nothing here throws or
// keeps state.

#include "llvm-c/Core.h"
#include "llvm-c/DebugInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"

#include <algorithm>
#include <cstdint>

using namespace llvm;

extern "C" {

// Keep in sync with `RawNode` in translator/src/llvm/debug_info.rs.
struct SpvLlvmDiNode {
  uint64_t ints[8];
  LLVMMetadataRef refs[12];
  const char *strs[4];
  size_t lens[4];
};

}

namespace {

LLVMMetadataRef wrapMd(const Metadata *md) {
  return reinterpret_cast<LLVMMetadataRef>(const_cast<Metadata *>(md));
}

void setStr(SpvLlvmDiNode *out, unsigned slot, StringRef s) {
  out->strs[slot] = s.data();
  out->lens[slot] = s.size();
}

// A subrange bound: ints[slot] = 1 and ints[slot + 1] = the value when it is a constant; the
// node (a variable or an expression) in refs[ref] otherwise.
template <typename Bound>
void setBound(SpvLlvmDiNode *out, unsigned slot, unsigned ref, Bound bound) {
  if (auto *c = dyn_cast_if_present<ConstantInt *>(bound)) {
    out->ints[slot] = 1;
    out->ints[slot + 1] = static_cast<uint64_t>(c->getSExtValue());
  } else if (auto *v = dyn_cast_if_present<DIVariable *>(bound)) {
    out->refs[ref] = wrapMd(v);
  } else if (auto *e = dyn_cast_if_present<DIExpression *>(bound)) {
    out->refs[ref] = wrapMd(e);
  }
}

}  // namespace

extern "C" {

// Fills `out` for node `md`; returns 0 when `md` is not a debug-information node this reads.
int spvllvm_di_node(LLVMMetadataRef raw, SpvLlvmDiNode *out) {
  *out = SpvLlvmDiNode{};
  Metadata *md = reinterpret_cast<Metadata *>(raw);
  if (!md) return 0;
  if (auto *n = dyn_cast<DICompileUnit>(md)) {
    out->ints[0] = n->getSourceLanguage().getName();
    out->ints[1] = n->isOptimized();
    out->ints[2] = n->getEmissionKind();
    out->ints[3] = n->getRuntimeVersion();
    out->ints[4] = n->getDWOId();
    out->refs[0] = wrapMd(n->getFile());
    out->refs[1] = wrapMd(n->getRawEnumTypes());
    out->refs[2] = wrapMd(n->getRawRetainedTypes());
    out->refs[3] = wrapMd(n->getRawGlobalVariables());
    out->refs[4] = wrapMd(n->getRawImportedEntities());
    out->refs[5] = wrapMd(n->getRawMacros());
    setStr(out, 0, n->getProducer());
    setStr(out, 1, n->getFlags());
    setStr(out, 2, n->getSplitDebugFilename());
    return 1;
  }
  if (auto *n = dyn_cast<DIFile>(md)) {
    setStr(out, 0, n->getFilename());
    setStr(out, 1, n->getDirectory());
    if (auto src = n->getSource()) {
      out->ints[0] = 1;
      setStr(out, 2, *src);
    }
    if (auto sum = n->getChecksum()) {
      out->ints[1] = sum->Kind;
      setStr(out, 3, sum->Value);
    }
    return 1;
  }
  if (auto *n = dyn_cast<DIBasicType>(md)) {
    out->ints[0] = n->getTag();
    out->ints[1] = n->getSizeInBits();
    out->ints[2] = n->getAlignInBits();
    out->ints[3] = n->getEncoding();
    out->ints[4] = n->getFlags();
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DIDerivedType>(md)) {
    out->ints[0] = n->getTag();
    out->ints[1] = n->getSizeInBits();
    out->ints[2] = n->getAlignInBits();
    out->ints[3] = n->getOffsetInBits();
    out->ints[4] = n->getFlags();
    out->ints[5] = n->getLine();
    if (auto as = n->getDWARFAddressSpace()) out->ints[6] = uint64_t(*as) + 1;
    out->refs[0] = wrapMd(n->getRawBaseType());
    out->refs[1] = wrapMd(n->getRawScope());
    out->refs[2] = wrapMd(n->getFile());
    out->refs[3] = wrapMd(n->getRawExtraData());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DIStringType>(md)) {
    out->ints[1] = n->getSizeInBits();
    out->ints[3] = n->getEncoding();
    out->refs[0] = wrapMd(n->getRawStringLength());
    out->refs[1] = wrapMd(n->getRawStringLengthExp());
    out->refs[2] = wrapMd(n->getRawStringLocationExp());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DICompositeType>(md)) {
    out->ints[0] = n->getTag();
    out->ints[1] = n->getSizeInBits();
    out->ints[2] = n->getAlignInBits();
    out->ints[3] = n->getOffsetInBits();
    out->ints[4] = n->getFlags();
    out->ints[5] = n->getLine();
    out->ints[6] = n->getRuntimeLang();
    out->refs[0] = wrapMd(n->getRawBaseType());
    out->refs[1] = wrapMd(n->getRawScope());
    out->refs[2] = wrapMd(n->getFile());
    out->refs[3] = wrapMd(n->getRawElements());
    out->refs[4] = wrapMd(n->getRawTemplateParams());
    out->refs[5] = wrapMd(n->getRawVTableHolder());
    // A Fortran array's descriptor: where the data is, whether it is associated or allocated,
    // its rank (expressions, variables or a constant).
    out->refs[8] = wrapMd(n->getRawDataLocation());
    out->refs[9] = wrapMd(n->getRawAssociated());
    out->refs[10] = wrapMd(n->getRawAllocated());
    out->refs[11] = wrapMd(n->getRawRank());
    setStr(out, 0, n->getName());
    setStr(out, 1, n->getIdentifier());
    return 1;
  }
  if (auto *n = dyn_cast<DISubroutineType>(md)) {
    out->ints[0] = n->getTag();
    out->ints[4] = n->getFlags();
    out->ints[5] = n->getCC();
    out->refs[3] = wrapMd(n->getRawTypeArray());
    return 1;
  }
  if (auto *n = dyn_cast<DISubrange>(md)) {
    setBound(out, 0, 0, n->getCount());
    setBound(out, 2, 1, n->getLowerBound());
    setBound(out, 4, 2, n->getUpperBound());
    setBound(out, 6, 3, n->getStride());
    return 1;
  }
  if (auto *n = dyn_cast<DIEnumerator>(md)) {
    const APInt &v = n->getValue();
    // LLVM keeps the narrowest width that holds the value: a signed enumerator is
    // sign-extended to its 64 bits, an unsigned one zero-extended.
    out->ints[0] = v.getBitWidth() <= 64 ? (n->isUnsigned() ? v.getZExtValue() : static_cast<uint64_t>(v.getSExtValue())) : 0;
    out->ints[1] = n->isUnsigned();
    out->ints[2] = v.getBitWidth() <= 64;
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DISubprogram>(md)) {
    out->ints[0] = n->getLine();
    out->ints[1] = n->getScopeLine();
    out->ints[2] = n->getFlags();
    out->ints[3] = n->getSPFlags();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    out->refs[2] = wrapMd(n->getRawType());
    out->refs[3] = wrapMd(n->getRawUnit());
    out->refs[4] = wrapMd(n->getRawDeclaration());
    out->refs[5] = wrapMd(n->getRawTemplateParams());
    out->refs[6] = wrapMd(n->getRawContainingType());
    out->refs[7] = wrapMd(n->getRawRetainedNodes());
    setStr(out, 0, n->getName());
    setStr(out, 1, n->getLinkageName());
    return 1;
  }
  if (auto *n = dyn_cast<DILexicalBlock>(md)) {
    out->ints[0] = n->getLine();
    out->ints[1] = n->getColumn();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    return 1;
  }
  if (auto *n = dyn_cast<DILexicalBlockFile>(md)) {
    out->ints[0] = n->getDiscriminator();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    return 1;
  }
  if (auto *n = dyn_cast<DINamespace>(md)) {
    out->ints[0] = n->getExportSymbols();
    out->refs[0] = wrapMd(n->getRawScope());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DIModule>(md)) {
    out->ints[0] = n->getLineNo();
    out->ints[1] = n->getIsDecl();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    setStr(out, 0, n->getName());
    setStr(out, 1, n->getConfigurationMacros());
    setStr(out, 2, n->getIncludePath());
    setStr(out, 3, n->getAPINotesFile());
    return 1;
  }
  if (auto *n = dyn_cast<DILocation>(md)) {
    out->ints[0] = n->getLine();
    out->ints[1] = n->getColumn();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getRawInlinedAt());
    return 1;
  }
  if (auto *n = dyn_cast<DILocalVariable>(md)) {
    out->ints[0] = n->getLine();
    out->ints[1] = n->getArg();
    out->ints[2] = n->getFlags();
    out->ints[3] = n->getAlignInBits();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    out->refs[2] = wrapMd(n->getRawType());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DIGlobalVariable>(md)) {
    out->ints[0] = n->getLine();
    out->ints[1] = n->isLocalToUnit();
    out->ints[2] = n->isDefinition();
    out->ints[3] = n->getAlignInBits();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    out->refs[2] = wrapMd(n->getRawType());
    out->refs[3] = wrapMd(n->getRawStaticDataMemberDeclaration());
    setStr(out, 0, n->getName());
    setStr(out, 1, n->getLinkageName());
    return 1;
  }
  if (auto *n = dyn_cast<DIGlobalVariableExpression>(md)) {
    out->refs[0] = wrapMd(n->getRawVariable());
    out->refs[1] = wrapMd(n->getRawExpression());
    return 1;
  }
  if (auto *n = dyn_cast<DILabel>(md)) {
    out->ints[0] = n->getLine();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getFile());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DIImportedEntity>(md)) {
    out->ints[0] = n->getTag();
    out->ints[1] = n->getLine();
    out->refs[0] = wrapMd(n->getRawScope());
    out->refs[1] = wrapMd(n->getRawEntity());
    out->refs[2] = wrapMd(n->getFile());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DIMacro>(md)) {
    out->ints[0] = n->getMacinfoType();
    out->ints[1] = n->getLine();
    setStr(out, 0, n->getName());
    setStr(out, 1, n->getValue());
    return 1;
  }
  if (auto *n = dyn_cast<DIMacroFile>(md)) {
    out->ints[0] = n->getLine();
    out->refs[0] = wrapMd(n->getFile());
    out->refs[1] = wrapMd(n->getRawElements());
    return 1;
  }
  if (auto *n = dyn_cast<DITemplateTypeParameter>(md)) {
    out->ints[0] = n->getTag();
    out->refs[0] = wrapMd(n->getRawType());
    setStr(out, 0, n->getName());
    return 1;
  }
  if (auto *n = dyn_cast<DITemplateValueParameter>(md)) {
    out->ints[0] = n->getTag();
    out->refs[0] = wrapMd(n->getRawType());
    out->refs[1] = wrapMd(n->getValue());
    setStr(out, 0, n->getName());
    return 1;
  }
  return 0;
}

// The elements of expression `md` (operations and their literal operands): copies up to `cap`
// of them into `out` and returns how many there are (-1 when `md` is not an expression).
int64_t spvllvm_di_expression(LLVMMetadataRef raw, uint64_t *out, uint64_t cap) {
  auto *e = dyn_cast_if_present<DIExpression>(reinterpret_cast<Metadata *>(raw));
  if (!e) return -1;
  ArrayRef<uint64_t> elements = e->getElements();
  for (uint64_t i = 0; i < elements.size() && i < cap; ++i) out[i] = elements[i];
  return static_cast<int64_t>(elements.size());
}

// The one value a variable record (`#dbg_value`, `#dbg_declare`, `#dbg_assign`) names, or null
// when it names none or several (`!DIArgList`).
LLVMValueRef spvllvm_dbg_single_value(LLVMDbgRecordRef raw) {
  auto *record = dyn_cast_if_present<DbgVariableRecord>(reinterpret_cast<DbgRecord *>(raw));
  if (!record || record->hasArgList() || record->getNumVariableLocationOps() != 1) return nullptr;
  return reinterpret_cast<LLVMValueRef>(record->getVariableLocationOp(0));
}

// The values of a variable record whose location is a `!DIArgList`, written to `out` (at
// most `cap`); their number, or -1 when the record names no list.
int64_t spvllvm_dbg_arg_list(LLVMDbgRecordRef raw, LLVMValueRef *out, uint64_t cap) {
  auto *record = dyn_cast_if_present<DbgVariableRecord>(reinterpret_cast<DbgRecord *>(raw));
  if (!record || !record->hasArgList()) return -1;
  int64_t n = 0;
  for (Value *v : record->location_ops()) {
    if (static_cast<uint64_t>(n) < cap) out[n] = reinterpret_cast<LLVMValueRef>(v);
    ++n;
  }
  return n;
}

// Makes the location of variable record `raw` the `!DIArgList` of the `n` values `values`;
// 0 when `raw` is no variable record or a value is null.
int spvllvm_dbg_set_arg_list(LLVMDbgRecordRef raw, LLVMValueRef *values, uint64_t n) {
  auto *record = dyn_cast_if_present<DbgVariableRecord>(reinterpret_cast<DbgRecord *>(raw));
  if (!record) return 0;
  SmallVector<ValueAsMetadata *, 4> ops;
  for (uint64_t i = 0; i < n; ++i) {
    auto *v = reinterpret_cast<Value *>(values[i]);
    if (!v) return 0;
    ops.push_back(ValueAsMetadata::get(v));
  }
  record->setRawLocation(DIArgList::get(record->getVariable()->getContext(), ops));
  return 1;
}

// How many location operands expression `raw` refers to with `DW_OP_LLVM_arg` (the largest
// index plus one; 0 when it uses none, -1 when `raw` is no expression).
int64_t spvllvm_di_expression_args(LLVMMetadataRef raw) {
  auto *e = dyn_cast_if_present<DIExpression>(reinterpret_cast<Metadata *>(raw));
  if (!e) return -1;
  int64_t n = 0;
  for (auto op : e->expr_ops()) {
    if (op.getOp() == dwarf::DW_OP_LLVM_arg) n = std::max<int64_t>(n, static_cast<int64_t>(op.getArg(0)) + 1);
  }
  return n;
}

// A subprogram made by DIBuilder `raw_builder`: a method (`createMethod`) when it is a
// declaration whose scope is a composite type, else `createFunction` with `declaration` (a
// DISubprogram, or null) as the declaration a definition specifies. `flags` are DIFlags,
// `sp_flags` DISPFlags. Null when an argument has the wrong kind.
LLVMMetadataRef spvllvm_di_subprogram(LLVMDIBuilderRef raw_builder, LLVMMetadataRef scope, const char *name,
                                      size_t name_len, const char *linkage, size_t linkage_len, LLVMMetadataRef file,
                                      unsigned line, LLVMMetadataRef type, unsigned scope_line, uint32_t flags,
                                      uint32_t sp_flags, LLVMMetadataRef declaration,
                                      LLVMMetadataRef template_params) {
  auto *builder = reinterpret_cast<DIBuilder *>(raw_builder);
  Metadata *s = reinterpret_cast<Metadata *>(scope);
  Metadata *f = reinterpret_cast<Metadata *>(file);
  Metadata *t = reinterpret_cast<Metadata *>(type);
  Metadata *d = reinterpret_cast<Metadata *>(declaration);
  Metadata *tp = reinterpret_cast<Metadata *>(template_params);
  if ((s && !isa<DIScope>(s)) || (f && !isa<DIFile>(f)) || (t && !isa<DISubroutineType>(t)) ||
      (d && !isa<DISubprogram>(d)) || (tp && !isa<MDTuple>(tp)))
    return nullptr;
  DITemplateParameterArray tparams(cast_if_present<MDTuple>(tp));
  auto *sc = cast_if_present<DIScope>(s);
  auto *fi = cast_if_present<DIFile>(f);
  auto *ty = cast_if_present<DISubroutineType>(t);
  auto di_flags = static_cast<DINode::DIFlags>(flags);
  auto spf = static_cast<DISubprogram::DISPFlags>(sp_flags);
  StringRef n(name, name_len), l(linkage, linkage_len);
  if (!(spf & DISubprogram::SPFlagDefinition) && isa_and_present<DICompositeType>(sc)) {
    return wrapMd(builder->createMethod(sc, n, l, fi, line, ty, 0, 0, nullptr, di_flags, spf, tparams));
  }
  return wrapMd(builder->createFunction(sc, n, l, fi, line, ty, scope_line, di_flags, spf, tparams,
                                        cast_if_present<DISubprogram>(d)));
}

// A `DISubrange` of `count` elements with no stated lower bound (the language's default), as
// clang writes C arrays; the C API's subrange always states one.
LLVMMetadataRef spvllvm_di_subrange_count(LLVMContextRef ctx, int64_t count) {
  LLVMContext &c = *reinterpret_cast<LLVMContext *>(ctx);
  auto *n = ConstantAsMetadata::get(ConstantInt::getSigned(Type::getInt64Ty(c), count));
  return wrapMd(DISubrange::get(c, n, nullptr, nullptr, nullptr));
}

// A `DISubrange` whose count, bounds and stride are each null, a constant, a variable or an
// expression (`DebugTypeSubrange`).
LLVMMetadataRef spvllvm_di_subrange_bounds(LLVMContextRef ctx, LLVMMetadataRef count, LLVMMetadataRef lower,
                                           LLVMMetadataRef upper, LLVMMetadataRef stride) {
  LLVMContext &c = *reinterpret_cast<LLVMContext *>(ctx);
  auto md = [](LLVMMetadataRef r) { return reinterpret_cast<Metadata *>(r); };
  for (Metadata *m : {md(count), md(lower), md(upper), md(stride)}) {
    if (m && !isa<ConstantAsMetadata, DIVariable, DIExpression>(m)) return nullptr;
  }
  return wrapMd(DISubrange::get(c, md(count), md(lower), md(upper), md(stride)));
}

// An array `DICompositeType` with a Fortran descriptor (`DebugTypeArrayDynamic`): the data
// location, associated and allocated are variables or expressions, the rank a constant or an
// expression; each may be null.
LLVMMetadataRef spvllvm_di_dynamic_array(LLVMContextRef ctx, uint64_t size, LLVMMetadataRef base,
                                         LLVMMetadataRef subscripts, LLVMMetadataRef data_location,
                                         LLVMMetadataRef associated, LLVMMetadataRef allocated,
                                         LLVMMetadataRef rank) {
  LLVMContext &c = *reinterpret_cast<LLVMContext *>(ctx);
  auto md = [](LLVMMetadataRef r) { return reinterpret_cast<Metadata *>(r); };
  if (md(base) && !isa<DIType>(md(base))) return nullptr;
  if (md(subscripts) && !isa<MDTuple>(md(subscripts))) return nullptr;
  for (Metadata *m : {md(data_location), md(associated), md(allocated)}) {
    if (m && !isa<DIVariable, DIExpression>(m)) return nullptr;
  }
  if (md(rank) && !isa<ConstantAsMetadata, DIExpression>(md(rank))) return nullptr;
  Metadata *none = nullptr;
  return wrapMd(DICompositeType::get(c, dwarf::DW_TAG_array_type, static_cast<MDString *>(nullptr), none, 0u, none,
                                     md(base), size, 0u, 0ull, DINode::FlagZero, md(subscripts), 0u, std::nullopt,
                                     none, none, static_cast<MDString *>(nullptr), none, md(data_location),
                                     md(associated), md(allocated), md(rank)));
}

// A Fortran `DIStringType` (`DebugTypeString`): its length is a variable or an expression, its
// location an expression; each may be null.
LLVMMetadataRef spvllvm_di_string_type(LLVMContextRef ctx, const char *name, size_t len, LLVMMetadataRef length,
                                       LLVMMetadataRef length_exp, LLVMMetadataRef location_exp, uint64_t size,
                                       unsigned encoding) {
  LLVMContext &c = *reinterpret_cast<LLVMContext *>(ctx);
  auto md = [](LLVMMetadataRef r) { return reinterpret_cast<Metadata *>(r); };
  if (md(length) && !isa<DIVariable>(md(length))) return nullptr;
  for (Metadata *m : {md(length_exp), md(location_exp)}) {
    if (m && !isa<DIExpression>(m)) return nullptr;
  }
  return wrapMd(DIStringType::get(c, dwarf::DW_TAG_string_type, StringRef(name, len), md(length), md(length_exp),
                                  md(location_exp), size, 0u, encoding));
}

// Sets the split-DWARF id of compile unit `unit` (64 bits; the C API's constructor takes 32).
// Returns 0 when `unit` is no compile unit.
int spvllvm_di_set_dwo_id(LLVMMetadataRef unit, uint64_t dwo_id) {
  auto *cu = dyn_cast_if_present<DICompileUnit>(reinterpret_cast<Metadata *>(unit));
  if (!cu) return 0;
  cu->setDWOId(dwo_id);
  return 1;
}

// Moves what `nodes` names from compile unit `from` to `to` (units of one linked module): a
// subprogram of `from` takes `to` as its unit; an enumeration, retained type, global variable
// expression or imported entity listed by `from` is listed by `to` instead (after what `to`
// lists). Returns 0 when `from` or `to` is no compile unit.
int spvllvm_di_move_to_unit(LLVMMetadataRef from, LLVMMetadataRef to, LLVMMetadataRef *nodes, unsigned n) {
  auto *src = dyn_cast_if_present<DICompileUnit>(reinterpret_cast<Metadata *>(from));
  auto *dst = dyn_cast_if_present<DICompileUnit>(reinterpret_cast<Metadata *>(to));
  if (!src || !dst) return 0;
  SmallPtrSet<Metadata *, 16> moving;
  for (unsigned i = 0; i < n; ++i) {
    Metadata *m = reinterpret_cast<Metadata *>(nodes[i]);
    if (auto *sp = dyn_cast_if_present<DISubprogram>(m)) {
      if (sp->getUnit() == src) sp->replaceUnit(dst);
    } else if (m) {
      moving.insert(m);
    }
  }
  LLVMContext &c = src->getContext();
  auto tuple = [&](SmallVectorImpl<Metadata *> &v) { return v.empty() ? nullptr : MDTuple::get(c, v); };
  SmallVector<Metadata *, 8> keep, add;
  auto split = [&](auto dst_list, auto src_list) {
    keep.clear();
    add.clear();
    for (auto *e : dst_list) add.push_back(e);
    for (auto *e : src_list) (moving.count(e) ? add : keep).push_back(e);
  };
  split(dst->getEnumTypes(), src->getEnumTypes());
  src->replaceEnumTypes(tuple(keep));
  dst->replaceEnumTypes(tuple(add));
  split(dst->getRetainedTypes(), src->getRetainedTypes());
  src->replaceRetainedTypes(tuple(keep));
  dst->replaceRetainedTypes(tuple(add));
  split(dst->getGlobalVariables(), src->getGlobalVariables());
  src->replaceGlobalVariables(tuple(keep));
  dst->replaceGlobalVariables(tuple(add));
  split(dst->getImportedEntities(), src->getImportedEntities());
  src->replaceImportedEntities(tuple(keep));
  dst->replaceImportedEntities(tuple(add));
  return 1;
}

// A distinct `DILocation` (as a call site of inlined code is: two calls on one line stay two
// inlined instances); null when `scope` is no scope or `inlined_at` no location.
LLVMMetadataRef spvllvm_di_distinct_location(LLVMContextRef ctx, unsigned line, unsigned column, LLVMMetadataRef scope,
                                             LLVMMetadataRef inlined_at) {
  auto *s = dyn_cast_if_present<DIScope>(reinterpret_cast<Metadata *>(scope));
  Metadata *i = reinterpret_cast<Metadata *>(inlined_at);
  if (!s || (i && !isa<DILocation>(i))) return nullptr;
  return wrapMd(DILocation::getDistinct(*reinterpret_cast<LLVMContext *>(ctx), line, column, s, i));
}

// An enumeration made by DIBuilder `raw_builder` with enumerators `elems` (`n` of them);
// `scoped`: a C++ `enum class` (`DIFlagEnumClass`, which the C API cannot set). Null when an
// argument has the wrong kind.
LLVMMetadataRef spvllvm_di_enumeration_type(LLVMDIBuilderRef raw_builder, LLVMMetadataRef scope, const char *name,
                                            size_t len, LLVMMetadataRef file, unsigned line, uint64_t size,
                                            LLVMMetadataRef *elems, unsigned n, LLVMMetadataRef underlying,
                                            int scoped) {
  auto *builder = reinterpret_cast<DIBuilder *>(raw_builder);
  Metadata *s = reinterpret_cast<Metadata *>(scope);
  Metadata *f = reinterpret_cast<Metadata *>(file);
  Metadata *u = reinterpret_cast<Metadata *>(underlying);
  if ((s && !isa<DIScope>(s)) || (f && !isa<DIFile>(f)) || (u && !isa<DIType>(u))) return nullptr;
  SmallVector<Metadata *, 8> items;
  for (unsigned i = 0; i < n; ++i) {
    Metadata *e = reinterpret_cast<Metadata *>(elems[i]);
    if (!e) return nullptr;
    items.push_back(e);
  }
  return wrapMd(builder->createEnumerationType(cast_if_present<DIScope>(s), StringRef(name, len),
                                               cast_if_present<DIFile>(f), line, size, 0,
                                               builder->getOrCreateArray(items), cast_if_present<DIType>(u), 0, "",
                                               scoped != 0));
}

// A `DITemplateTypeParameter` named `name` of type `type` (a DIType or null).
LLVMMetadataRef spvllvm_di_template_type_parameter(LLVMContextRef ctx, const char *name, size_t len,
                                                   LLVMMetadataRef type) {
  Metadata *t = reinterpret_cast<Metadata *>(type);
  if (t && !isa<DIType>(t)) return nullptr;
  return wrapMd(DITemplateTypeParameter::get(*reinterpret_cast<LLVMContext *>(ctx), StringRef(name, len),
                                             cast_if_present<DIType>(t), false));
}

// A `DITemplateValueParameter` named `name` of type `type` with constant `value`.
LLVMMetadataRef spvllvm_di_template_value_parameter(LLVMContextRef ctx, const char *name, size_t len,
                                                    LLVMMetadataRef type, LLVMValueRef value) {
  Metadata *t = reinterpret_cast<Metadata *>(type);
  auto *c = dyn_cast_if_present<Constant>(reinterpret_cast<Value *>(value));
  if ((t && !isa<DIType>(t)) || !c) return nullptr;
  return wrapMd(DITemplateValueParameter::get(*reinterpret_cast<LLVMContext *>(ctx), dwarf::DW_TAG_template_value_parameter,
                                              StringRef(name, len), cast_if_present<DIType>(t), false,
                                              ValueAsMetadata::get(c)));
}

// A template template parameter (`DW_TAG_GNU_template_template_param`) named `name` whose
// value is the name of the template it stands for.
LLVMMetadataRef spvllvm_di_template_template_parameter(LLVMContextRef ctx, const char *name, size_t len,
                                                       const char *templ, size_t templ_len) {
  LLVMContext &c = *reinterpret_cast<LLVMContext *>(ctx);
  return wrapMd(DITemplateValueParameter::get(c, dwarf::DW_TAG_GNU_template_template_param, StringRef(name, len),
                                              nullptr, false, MDString::get(c, StringRef(templ, templ_len))));
}

// A template parameter pack (`DW_TAG_GNU_template_parameter_pack`) named `name` whose value is
// the tuple `params` of its elements.
LLVMMetadataRef spvllvm_di_template_parameter_pack(LLVMContextRef ctx, const char *name, size_t len,
                                                   LLVMMetadataRef params) {
  auto *p = dyn_cast_if_present<MDTuple>(reinterpret_cast<Metadata *>(params));
  if (!p) return nullptr;
  return wrapMd(DITemplateValueParameter::get(*reinterpret_cast<LLVMContext *>(ctx),
                                              dwarf::DW_TAG_GNU_template_parameter_pack, StringRef(name, len), nullptr,
                                              false, p));
}

// Composite `composite` (made by builder `raw_builder`) with template parameters `params` (a
// tuple); returns the node, which LLVM may have replaced.
LLVMMetadataRef spvllvm_di_set_template_params(LLVMDIBuilderRef raw_builder, LLVMMetadataRef composite,
                                               LLVMMetadataRef params) {
  auto *c = dyn_cast_if_present<DICompositeType>(reinterpret_cast<Metadata *>(composite));
  auto *p = dyn_cast_if_present<MDTuple>(reinterpret_cast<Metadata *>(params));
  if (!c || !p) return nullptr;
  reinterpret_cast<DIBuilder *>(raw_builder)->replaceArrays(c, c->getElements(), DITemplateParameterArray(p));
  return wrapMd(c);
}

// The name of metadata kind `kind` in context `ctx` (the C API maps names to kinds only): a
// pointer to `*len` bytes owned by the context, or null for an unknown kind.
const char *spvllvm_md_kind_name(LLVMContextRef ctx, unsigned kind, size_t *len) {
  SmallVector<StringRef, 32> names;
  reinterpret_cast<LLVMContext *>(ctx)->getMDKindNames(names);
  if (kind >= names.size()) return nullptr;
  *len = names[kind].size();
  return names[kind].data();
}

}
