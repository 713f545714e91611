//! Rust enums for the C API's enumerations (opcodes, predicates, orderings, linkage, kinds) and
//! small flag sets.
//!
//! Each enum is written once as a table row `RustVariant = LLVMEnumerator`; the table derives the
//! enum, the conversion to the `llvm-sys` enum and the conversion from the integer the C function
//! returns (see `ffi.rs`: enum results are read as integers, never transmuted). Read-only kinds
//! have an `Unknown(code)` variant so that a newer LLVM cannot produce an invalid value.

use llvm_sys::debuginfo::LLVMMetadataKind;
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMLinkage, LLVMOpcode,
    LLVMRealPredicate, LLVMTypeKind, LLVMUnnamedAddr, LLVMValueKind,
};

/// An enum converted both ways with a `llvm-sys` enum.
macro_rules! c_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident : $raw:ty {
            $($variant:ident = $llvm:ident),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                #[doc = concat!("`", stringify!($llvm), "` in the C API.")]
                $variant,
            )*
        }

        impl $name {
            /// Every variant, in table order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The `llvm-sys` enumerator.
            #[allow(dead_code)]
            pub(crate) fn to_raw(self) -> $raw {
                match self {
                    $($name::$variant => <$raw>::$llvm,)*
                }
            }

            /// The variant of the integer a C function returned, if it is one of ours.
            #[allow(dead_code)]
            pub(crate) fn from_code(code: u32) -> Option<Self> {
                $(
                    if code == <$raw>::$llvm as u32 {
                        return Some($name::$variant);
                    }
                )*
                None
            }
        }
    };
}

/// An enum read from LLVM only, with a catch-all for codes this table does not know.
macro_rules! read_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident : $raw:ty {
            $($variant:ident = $llvm:ident),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                #[doc = concat!("`", stringify!($llvm), "` in the C API.")]
                $variant,
            )*
            /// A code this wrapper does not know (from a newer LLVM).
            Unknown(u32),
        }

        impl $name {
            /// The variant of the integer a C function returned.
            pub(crate) fn from_code(code: u32) -> Self {
                $(
                    if code == <$raw>::$llvm as u32 {
                        return $name::$variant;
                    }
                )*
                $name::Unknown(code)
            }
        }
    };
}

c_enum! {
    /// An instruction (or constant expression) opcode.
    pub enum Opcode: LLVMOpcode {
        Ret = LLVMRet,
        Br = LLVMBr,
        Switch = LLVMSwitch,
        IndirectBr = LLVMIndirectBr,
        Invoke = LLVMInvoke,
        Unreachable = LLVMUnreachable,
        CallBr = LLVMCallBr,
        FNeg = LLVMFNeg,
        Add = LLVMAdd,
        FAdd = LLVMFAdd,
        Sub = LLVMSub,
        FSub = LLVMFSub,
        Mul = LLVMMul,
        FMul = LLVMFMul,
        UDiv = LLVMUDiv,
        SDiv = LLVMSDiv,
        FDiv = LLVMFDiv,
        URem = LLVMURem,
        SRem = LLVMSRem,
        FRem = LLVMFRem,
        Shl = LLVMShl,
        LShr = LLVMLShr,
        AShr = LLVMAShr,
        And = LLVMAnd,
        Or = LLVMOr,
        Xor = LLVMXor,
        Alloca = LLVMAlloca,
        Load = LLVMLoad,
        Store = LLVMStore,
        GetElementPtr = LLVMGetElementPtr,
        Trunc = LLVMTrunc,
        ZExt = LLVMZExt,
        SExt = LLVMSExt,
        FPToUI = LLVMFPToUI,
        FPToSI = LLVMFPToSI,
        UIToFP = LLVMUIToFP,
        SIToFP = LLVMSIToFP,
        FPTrunc = LLVMFPTrunc,
        FPExt = LLVMFPExt,
        PtrToInt = LLVMPtrToInt,
        PtrToAddr = LLVMPtrToAddr,
        IntToPtr = LLVMIntToPtr,
        BitCast = LLVMBitCast,
        AddrSpaceCast = LLVMAddrSpaceCast,
        ICmp = LLVMICmp,
        FCmp = LLVMFCmp,
        Phi = LLVMPHI,
        Call = LLVMCall,
        Select = LLVMSelect,
        UserOp1 = LLVMUserOp1,
        UserOp2 = LLVMUserOp2,
        VAArg = LLVMVAArg,
        ExtractElement = LLVMExtractElement,
        InsertElement = LLVMInsertElement,
        ShuffleVector = LLVMShuffleVector,
        ExtractValue = LLVMExtractValue,
        InsertValue = LLVMInsertValue,
        Freeze = LLVMFreeze,
        Fence = LLVMFence,
        AtomicCmpXchg = LLVMAtomicCmpXchg,
        AtomicRMW = LLVMAtomicRMW,
        Resume = LLVMResume,
        LandingPad = LLVMLandingPad,
        CleanupRet = LLVMCleanupRet,
        CatchRet = LLVMCatchRet,
        CatchPad = LLVMCatchPad,
        CleanupPad = LLVMCleanupPad,
        CatchSwitch = LLVMCatchSwitch,
    }
}

impl Opcode {
    /// The binary operator of this opcode, if it is one.
    pub fn as_binary_op(self) -> Option<BinaryOp> {
        BinaryOp::from_code(self.to_raw() as u32)
    }

    /// The cast operator of this opcode, if it is one (`ptrtoaddr` is not).
    pub fn as_cast_op(self) -> Option<CastOp> {
        CastOp::from_code(self.to_raw() as u32)
    }
}

c_enum! {
    /// A two-operand arithmetic or bitwise operator (`LLVMBuildBinOp`).
    pub enum BinaryOp: LLVMOpcode {
        Add = LLVMAdd,
        FAdd = LLVMFAdd,
        Sub = LLVMSub,
        FSub = LLVMFSub,
        Mul = LLVMMul,
        FMul = LLVMFMul,
        UDiv = LLVMUDiv,
        SDiv = LLVMSDiv,
        FDiv = LLVMFDiv,
        URem = LLVMURem,
        SRem = LLVMSRem,
        FRem = LLVMFRem,
        Shl = LLVMShl,
        LShr = LLVMLShr,
        AShr = LLVMAShr,
        And = LLVMAnd,
        Or = LLVMOr,
        Xor = LLVMXor,
    }
}

impl BinaryOp {
    /// Whether the operator works on floating-point operands (otherwise on integers).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Self::FAdd | Self::FSub | Self::FMul | Self::FDiv | Self::FRem
        )
    }

    /// The instruction opcode.
    pub fn opcode(self) -> Opcode {
        // Every BinaryOp enumerator is also an Opcode enumerator.
        Opcode::from_code(self.to_raw() as u32).unwrap_or(Opcode::Add)
    }
}

c_enum! {
    /// A cast operator (`LLVMBuildCast`).
    pub enum CastOp: LLVMOpcode {
        Trunc = LLVMTrunc,
        ZExt = LLVMZExt,
        SExt = LLVMSExt,
        FPToUI = LLVMFPToUI,
        FPToSI = LLVMFPToSI,
        UIToFP = LLVMUIToFP,
        SIToFP = LLVMSIToFP,
        FPTrunc = LLVMFPTrunc,
        FPExt = LLVMFPExt,
        PtrToInt = LLVMPtrToInt,
        IntToPtr = LLVMIntToPtr,
        BitCast = LLVMBitCast,
        AddrSpaceCast = LLVMAddrSpaceCast,
    }
}

impl CastOp {
    /// The instruction opcode.
    pub fn opcode(self) -> Opcode {
        // Every CastOp enumerator is also an Opcode enumerator.
        Opcode::from_code(self.to_raw() as u32).unwrap_or(Opcode::BitCast)
    }
}

c_enum! {
    /// An integer comparison predicate.
    pub enum IntPredicate: LLVMIntPredicate {
        Eq = LLVMIntEQ,
        Ne = LLVMIntNE,
        Ugt = LLVMIntUGT,
        Uge = LLVMIntUGE,
        Ult = LLVMIntULT,
        Ule = LLVMIntULE,
        Sgt = LLVMIntSGT,
        Sge = LLVMIntSGE,
        Slt = LLVMIntSLT,
        Sle = LLVMIntSLE,
    }
}

c_enum! {
    /// A floating-point comparison predicate.
    pub enum RealPredicate: LLVMRealPredicate {
        False = LLVMRealPredicateFalse,
        Oeq = LLVMRealOEQ,
        Ogt = LLVMRealOGT,
        Oge = LLVMRealOGE,
        Olt = LLVMRealOLT,
        Ole = LLVMRealOLE,
        One = LLVMRealONE,
        Ord = LLVMRealORD,
        Uno = LLVMRealUNO,
        Ueq = LLVMRealUEQ,
        Ugt = LLVMRealUGT,
        Uge = LLVMRealUGE,
        Ult = LLVMRealULT,
        Ule = LLVMRealULE,
        Une = LLVMRealUNE,
        True = LLVMRealPredicateTrue,
    }
}

c_enum! {
    /// A memory ordering of an atomic operation.
    pub enum AtomicOrdering: LLVMAtomicOrdering {
        NotAtomic = LLVMAtomicOrderingNotAtomic,
        Unordered = LLVMAtomicOrderingUnordered,
        Monotonic = LLVMAtomicOrderingMonotonic,
        Acquire = LLVMAtomicOrderingAcquire,
        Release = LLVMAtomicOrderingRelease,
        AcquireRelease = LLVMAtomicOrderingAcquireRelease,
        SequentiallyConsistent = LLVMAtomicOrderingSequentiallyConsistent,
    }
}

c_enum! {
    /// The operation of an `atomicrmw` instruction.
    pub enum AtomicRmwBinOp: LLVMAtomicRMWBinOp {
        Xchg = LLVMAtomicRMWBinOpXchg,
        Add = LLVMAtomicRMWBinOpAdd,
        Sub = LLVMAtomicRMWBinOpSub,
        And = LLVMAtomicRMWBinOpAnd,
        Nand = LLVMAtomicRMWBinOpNand,
        Or = LLVMAtomicRMWBinOpOr,
        Xor = LLVMAtomicRMWBinOpXor,
        Max = LLVMAtomicRMWBinOpMax,
        Min = LLVMAtomicRMWBinOpMin,
        UMax = LLVMAtomicRMWBinOpUMax,
        UMin = LLVMAtomicRMWBinOpUMin,
        FAdd = LLVMAtomicRMWBinOpFAdd,
        FSub = LLVMAtomicRMWBinOpFSub,
        FMax = LLVMAtomicRMWBinOpFMax,
        FMin = LLVMAtomicRMWBinOpFMin,
        UIncWrap = LLVMAtomicRMWBinOpUIncWrap,
        UDecWrap = LLVMAtomicRMWBinOpUDecWrap,
        USubCond = LLVMAtomicRMWBinOpUSubCond,
        USubSat = LLVMAtomicRMWBinOpUSubSat,
        FMaximum = LLVMAtomicRMWBinOpFMaximum,
        FMinimum = LLVMAtomicRMWBinOpFMinimum,
    }
}

impl AtomicRmwBinOp {
    /// Whether the operation works on floating-point values.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Self::FAdd | Self::FSub | Self::FMax | Self::FMin | Self::FMaximum | Self::FMinimum
        )
    }
}

c_enum! {
    /// The linkage of a global value (the kinds LLVM 22 still has).
    pub enum Linkage: LLVMLinkage {
        External = LLVMExternalLinkage,
        AvailableExternally = LLVMAvailableExternallyLinkage,
        LinkOnceAny = LLVMLinkOnceAnyLinkage,
        LinkOnceOdr = LLVMLinkOnceODRLinkage,
        WeakAny = LLVMWeakAnyLinkage,
        WeakOdr = LLVMWeakODRLinkage,
        Appending = LLVMAppendingLinkage,
        Internal = LLVMInternalLinkage,
        Private = LLVMPrivateLinkage,
        ExternalWeak = LLVMExternalWeakLinkage,
        Common = LLVMCommonLinkage,
    }
}

c_enum! {
    /// Whether the address of a global value is significant.
    pub enum UnnamedAddr: LLVMUnnamedAddr {
        None = LLVMNoUnnamedAddr,
        Local = LLVMLocalUnnamedAddr,
        Global = LLVMGlobalUnnamedAddr,
    }
}

read_enum! {
    /// The kind of a type.
    pub enum TypeKind: LLVMTypeKind {
        Void = LLVMVoidTypeKind,
        Half = LLVMHalfTypeKind,
        Float = LLVMFloatTypeKind,
        Double = LLVMDoubleTypeKind,
        X86Fp80 = LLVMX86_FP80TypeKind,
        Fp128 = LLVMFP128TypeKind,
        PpcFp128 = LLVMPPC_FP128TypeKind,
        Label = LLVMLabelTypeKind,
        Integer = LLVMIntegerTypeKind,
        Function = LLVMFunctionTypeKind,
        Struct = LLVMStructTypeKind,
        Array = LLVMArrayTypeKind,
        Pointer = LLVMPointerTypeKind,
        Vector = LLVMVectorTypeKind,
        Metadata = LLVMMetadataTypeKind,
        Token = LLVMTokenTypeKind,
        ScalableVector = LLVMScalableVectorTypeKind,
        BFloat = LLVMBFloatTypeKind,
        X86Amx = LLVMX86_AMXTypeKind,
        TargetExt = LLVMTargetExtTypeKind,
    }
}

read_enum! {
    /// The kind of a value.
    pub enum ValueKind: LLVMValueKind {
        Argument = LLVMArgumentValueKind,
        BasicBlock = LLVMBasicBlockValueKind,
        MemoryUse = LLVMMemoryUseValueKind,
        MemoryDef = LLVMMemoryDefValueKind,
        MemoryPhi = LLVMMemoryPhiValueKind,
        Function = LLVMFunctionValueKind,
        GlobalAlias = LLVMGlobalAliasValueKind,
        GlobalIFunc = LLVMGlobalIFuncValueKind,
        GlobalVariable = LLVMGlobalVariableValueKind,
        BlockAddress = LLVMBlockAddressValueKind,
        ConstantExpr = LLVMConstantExprValueKind,
        ConstantArray = LLVMConstantArrayValueKind,
        ConstantStruct = LLVMConstantStructValueKind,
        ConstantVector = LLVMConstantVectorValueKind,
        Undef = LLVMUndefValueValueKind,
        ConstantAggregateZero = LLVMConstantAggregateZeroValueKind,
        ConstantDataArray = LLVMConstantDataArrayValueKind,
        ConstantDataVector = LLVMConstantDataVectorValueKind,
        ConstantInt = LLVMConstantIntValueKind,
        ConstantFp = LLVMConstantFPValueKind,
        ConstantPointerNull = LLVMConstantPointerNullValueKind,
        ConstantTokenNone = LLVMConstantTokenNoneValueKind,
        MetadataAsValue = LLVMMetadataAsValueValueKind,
        InlineAsm = LLVMInlineAsmValueKind,
        Instruction = LLVMInstructionValueKind,
        Poison = LLVMPoisonValueKind,
        ConstantTargetNone = LLVMConstantTargetNoneValueKind,
        ConstantPtrAuth = LLVMConstantPtrAuthValueKind,
    }
}

read_enum! {
    /// The kind of a piece of metadata.
    pub enum MetadataKind: LLVMMetadataKind {
        MdString = LLVMMDStringMetadataKind,
        ConstantAsMetadata = LLVMConstantAsMetadataMetadataKind,
        LocalAsMetadata = LLVMLocalAsMetadataMetadataKind,
        DistinctMdOperandPlaceholder = LLVMDistinctMDOperandPlaceholderMetadataKind,
        MdTuple = LLVMMDTupleMetadataKind,
        DiLocation = LLVMDILocationMetadataKind,
        DiExpression = LLVMDIExpressionMetadataKind,
        DiGlobalVariableExpression = LLVMDIGlobalVariableExpressionMetadataKind,
        GenericDiNode = LLVMGenericDINodeMetadataKind,
        DiSubrange = LLVMDISubrangeMetadataKind,
        DiEnumerator = LLVMDIEnumeratorMetadataKind,
        DiBasicType = LLVMDIBasicTypeMetadataKind,
        DiDerivedType = LLVMDIDerivedTypeMetadataKind,
        DiCompositeType = LLVMDICompositeTypeMetadataKind,
        DiSubroutineType = LLVMDISubroutineTypeMetadataKind,
        DiFile = LLVMDIFileMetadataKind,
        DiCompileUnit = LLVMDICompileUnitMetadataKind,
        DiSubprogram = LLVMDISubprogramMetadataKind,
        DiLexicalBlock = LLVMDILexicalBlockMetadataKind,
        DiLexicalBlockFile = LLVMDILexicalBlockFileMetadataKind,
        DiNamespace = LLVMDINamespaceMetadataKind,
        DiModule = LLVMDIModuleMetadataKind,
        DiTemplateTypeParameter = LLVMDITemplateTypeParameterMetadataKind,
        DiTemplateValueParameter = LLVMDITemplateValueParameterMetadataKind,
        DiGlobalVariable = LLVMDIGlobalVariableMetadataKind,
        DiLocalVariable = LLVMDILocalVariableMetadataKind,
        DiLabel = LLVMDILabelMetadataKind,
        DiObjCProperty = LLVMDIObjCPropertyMetadataKind,
        DiImportedEntity = LLVMDIImportedEntityMetadataKind,
        DiMacro = LLVMDIMacroMetadataKind,
        DiMacroFile = LLVMDIMacroFileMetadataKind,
        DiCommonBlock = LLVMDICommonBlockMetadataKind,
        DiStringType = LLVMDIStringTypeMetadataKind,
        DiGenericSubrange = LLVMDIGenericSubrangeMetadataKind,
        DiArgList = LLVMDIArgListMetadataKind,
        DiAssignId = LLVMDIAssignIDMetadataKind,
        DiSubrangeType = LLVMDISubrangeTypeMetadataKind,
        DiFixedPointType = LLVMDIFixedPointTypeMetadataKind,
    }
}

impl MetadataKind {
    /// Whether metadata of this kind is an `MDNode` (a tuple or a debug-info node), i.e. can be
    /// attached to instructions and globals and be an operand of named metadata.
    pub fn is_node(self) -> bool {
        !matches!(
            self,
            Self::MdString
                | Self::ConstantAsMetadata
                | Self::LocalAsMetadata
                | Self::DistinctMdOperandPlaceholder
                | Self::DiArgList
                | Self::Unknown(_)
        )
    }
}

/// A calling convention. The numbers are LLVM's `CallingConv::ID`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallingConv {
    /// `ccc` (0), the default.
    C,
    /// `fastcc` (8).
    Fast,
    /// `coldcc` (9).
    Cold,
    /// `spir_func` (75): SPIR functions.
    SpirFunc,
    /// `spir_kernel` (76): SPIR kernels.
    SpirKernel,
    /// Any other convention, by number.
    Other(u32),
}

impl CallingConv {
    /// LLVM's number for the convention.
    pub fn id(self) -> u32 {
        match self {
            Self::C => 0,
            Self::Fast => 8,
            Self::Cold => 9,
            Self::SpirFunc => 75,
            Self::SpirKernel => 76,
            Self::Other(id) => id,
        }
    }

    /// The convention with LLVM's number `id`.
    pub fn from_id(id: u32) -> Self {
        match id {
            0 => Self::C,
            8 => Self::Fast,
            9 => Self::Cold,
            75 => Self::SpirFunc,
            76 => Self::SpirKernel,
            other => Self::Other(other),
        }
    }
}

/// Fast-math flags of a floating-point instruction (`LLVMFastMathFlags`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMathFlags(u32);

impl FastMathFlags {
    /// No flags.
    pub const NONE: Self = Self(0);
    /// `reassoc`.
    pub const ALLOW_REASSOC: Self = Self(llvm_sys::LLVMFastMathAllowReassoc);
    /// `nnan`.
    pub const NO_NANS: Self = Self(llvm_sys::LLVMFastMathNoNaNs);
    /// `ninf`.
    pub const NO_INFS: Self = Self(llvm_sys::LLVMFastMathNoInfs);
    /// `nsz`.
    pub const NO_SIGNED_ZEROS: Self = Self(llvm_sys::LLVMFastMathNoSignedZeros);
    /// `arcp`.
    pub const ALLOW_RECIPROCAL: Self = Self(llvm_sys::LLVMFastMathAllowReciprocal);
    /// `contract`.
    pub const ALLOW_CONTRACT: Self = Self(llvm_sys::LLVMFastMathAllowContract);
    /// `afn`.
    pub const APPROX_FUNC: Self = Self(llvm_sys::LLVMFastMathApproxFunc);
    /// `fast`: every flag.
    pub const FAST: Self = Self(llvm_sys::LLVMFastMathAll);

    /// The raw `LLVMFastMathFlags` bits.
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The flags of raw bits; bits LLVM does not define are dropped.
    pub fn from_bits(bits: u32) -> Self {
        Self(bits & llvm_sys::LLVMFastMathAll)
    }

    /// Whether every flag of `other` is set here.
    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether no flag is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for FastMathFlags {
    type Output = Self;

    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for FastMathFlags {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

/// No-wrap flags of a `getelementptr` (`LLVMGEPNoWrapFlags`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GepNoWrapFlags(u32);

impl GepNoWrapFlags {
    /// No flags.
    pub const NONE: Self = Self(0);
    /// `inbounds` (implies `nusw`).
    pub const INBOUNDS: Self = Self(llvm_sys::LLVMGEPFlagInBounds);
    /// `nusw`.
    pub const NUSW: Self = Self(llvm_sys::LLVMGEPFlagNUSW);
    /// `nuw`.
    pub const NUW: Self = Self(llvm_sys::LLVMGEPFlagNUW);

    /// The raw bits.
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The flags of raw bits; bits LLVM does not define are dropped.
    pub fn from_bits(bits: u32) -> Self {
        Self(
            bits & (llvm_sys::LLVMGEPFlagInBounds
                | llvm_sys::LLVMGEPFlagNUSW
                | llvm_sys::LLVMGEPFlagNUW),
        )
    }

    /// Whether every flag of `other` is set here.
    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for GepNoWrapFlags {
    type Output = Self;

    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcode_table_round_trips() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_code(op.to_raw() as u32), Some(op));
        }
        for &op in BinaryOp::ALL {
            assert_eq!(op.opcode().as_binary_op(), Some(op));
        }
        for &op in CastOp::ALL {
            assert_eq!(op.opcode().as_cast_op(), Some(op));
        }
        assert_eq!(Opcode::Call.as_binary_op(), None);
        assert_eq!(Opcode::PtrToAddr.as_cast_op(), None);
    }

    #[test]
    fn calling_conventions_round_trip() {
        for id in [0, 8, 9, 75, 76, 77] {
            assert_eq!(CallingConv::from_id(id).id(), id);
        }
        assert_eq!(CallingConv::SpirKernel.id(), 76);
        assert_eq!(CallingConv::SpirFunc.id(), 75);
    }

    #[test]
    fn read_only_kinds_keep_unknown_codes() {
        assert_eq!(TypeKind::from_code(8), TypeKind::Integer);
        assert_eq!(TypeKind::from_code(15), TypeKind::Unknown(15));
        assert_eq!(MetadataKind::from_code(4), MetadataKind::MdTuple);
        assert!(MetadataKind::MdTuple.is_node());
        assert!(!MetadataKind::MdString.is_node());
    }
}
