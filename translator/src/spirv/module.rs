//! The in-memory SPIR-V module.
//!
//! Invariants:
//! - Module-level instructions live in [`Module::sections`], one list per section of the
//!   logical layout ([`Section`]), each in input order; functions follow in input order, each as
//!   the flat list of its instructions from `OpFunction` to `OpFunctionEnd`. Writing the sections
//!   in order and then the functions reproduces the input exactly.
//! - An [`Instruction`] keeps its opcode as a number and every operand word as read, so unknown
//!   but well-formed operand values survive a round trip unchanged.
//! - By-id facts (defining instruction, type of a value, names, decorations) are computed on
//!   demand by [`Index`], in vectors indexed by id.

use super::grammar;

/// A SPIR-V `<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(pub u32);

impl std::fmt::Display for Id {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "%{}", self.0)
    }
}

/// Byte order of a binary module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Endian {
    /// Least significant byte first (the usual order).
    #[default]
    Little,
    /// Most significant byte first.
    Big,
}

/// The five-word module header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Byte order the module was read in (and is written in).
    pub endian: Endian,
    /// Version word: `0x00MMmm00`.
    pub version: u32,
    /// Generator word: tool id in the high 16 bits, tool version in the low 16 bits.
    pub generator: u32,
    /// Every id in the module is below this bound.
    pub bound: u32,
    /// Reserved schema word (0).
    pub schema: u32,
}

impl Header {
    /// The (major, minor) version.
    pub fn version_pair(&self) -> (u8, u8) {
        (((self.version >> 16) & 0xff) as u8, ((self.version >> 8) & 0xff) as u8)
    }

    /// A header for version `major.minor` with the given bound.
    pub fn new(major: u8, minor: u8, bound: u32) -> Self {
        Header {
            endian: Endian::Little,
            version: (u32::from(major) << 16) | (u32::from(minor) << 8),
            generator: 0,
            bound,
            schema: 0,
        }
    }
}

/// One instruction: opcode, optional result type and result id, and the remaining operand words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// The opcode number (known to the grammar for every instruction the reader accepts).
    pub opcode: u16,
    /// Result type, when the grammar gives the instruction one.
    pub result_type: Option<Id>,
    /// Result id, when the grammar gives the instruction one.
    pub result: Option<Id>,
    /// Every operand word after the result type and result id, as encoded.
    pub operands: Vec<u32>,
}

impl Instruction {
    /// The opcode as a `spirv::Op`, if the `spirv` crate knows it.
    pub fn op(&self) -> Option<spirv::Op> {
        spirv::Op::from_u32(u32::from(self.opcode))
    }

    /// Assembly spelling of the opcode (`OpIAdd`).
    pub fn opcode_name(&self) -> String {
        grammar::opcode_name(self.opcode)
    }

    /// Number of words the instruction occupies when encoded.
    pub fn word_count(&self) -> usize {
        1 + usize::from(self.result_type.is_some()) + usize::from(self.result.is_some()) + self.operands.len()
    }

    /// Operand word `i` read as an id.
    pub fn id_operand(&self, i: usize) -> Option<Id> {
        self.operands.get(i).copied().map(Id)
    }
}

/// The sections of the logical layout, in order (2.4 of the SPIR-V specification).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Section {
    /// `OpCapability`.
    Capability,
    /// `OpExtension`.
    Extension,
    /// `OpExtInstImport`.
    ExtInstImport,
    /// `OpMemoryModel`.
    MemoryModel,
    /// `OpEntryPoint`.
    EntryPoint,
    /// `OpExecutionMode`, `OpExecutionModeId`.
    ExecutionMode,
    /// `OpString`, `OpSourceExtension`, `OpSource`, `OpSourceContinued`.
    DebugSource,
    /// `OpName`, `OpMemberName`.
    DebugName,
    /// `OpModuleProcessed`.
    DebugModuleProcessed,
    /// Decorations.
    Annotation,
    /// Types, constants, global variables, `OpUndef`, `OpLine`, non-semantic `OpExtInst`.
    Global,
}

impl Section {
    /// Every section in layout order.
    pub const ALL: [Section; 11] = [
        Section::Capability,
        Section::Extension,
        Section::ExtInstImport,
        Section::MemoryModel,
        Section::EntryPoint,
        Section::ExecutionMode,
        Section::DebugSource,
        Section::DebugName,
        Section::DebugModuleProcessed,
        Section::Annotation,
        Section::Global,
    ];

    /// The section a module-level instruction belongs to; `None` for function-level opcodes.
    pub fn of(opcode: u16) -> Option<Section> {
        use spirv::Op;
        let op = Op::from_u32(u32::from(opcode))?;
        Some(match op {
            // SPV_INTEL_function_variants puts its conditional forms beside the unconditional.
            Op::Capability | Op::ConditionalCapabilityINTEL => Section::Capability,
            Op::Extension | Op::ConditionalExtensionINTEL => Section::Extension,
            Op::ExtInstImport => Section::ExtInstImport,
            Op::MemoryModel => Section::MemoryModel,
            Op::EntryPoint | Op::ConditionalEntryPointINTEL => Section::EntryPoint,
            Op::ExecutionMode | Op::ExecutionModeId => Section::ExecutionMode,
            Op::String | Op::SourceExtension | Op::Source | Op::SourceContinued => Section::DebugSource,
            Op::Name | Op::MemberName => Section::DebugName,
            Op::ModuleProcessed => Section::DebugModuleProcessed,
            op if op.is_annotation() => Section::Annotation,
            op if declares_type(op) || op.is_constant() || Self::is_global_or_local(op) => Section::Global,
            Op::ConstantFunctionPointerINTEL | Op::AsmTargetINTEL | Op::AsmINTEL => Section::Global,
            Op::SpecConstantTargetINTEL | Op::SpecConstantArchitectureINTEL | Op::SpecConstantCapabilitiesINTEL => Section::Global,
            _ => return None,
        })
    }

    /// Instructions of the global section that may also sit in a function: variables,
    /// undefined values, line information, extended instructions, and
    /// SPV_INTEL_memory_access_aliasing's declarations (module-level where the Khronos
    /// translator and LLVM's SPIR-V backend write them).
    pub fn is_global_or_local(op: spirv::Op) -> bool {
        use spirv::Op;
        matches!(
            op,
            Op::Variable
                | Op::UntypedVariableKHR
                | Op::Undef
                | Op::Line
                | Op::NoLine
                | Op::ExtInst
                | Op::ExtInstWithForwardRefsKHR
                | Op::AliasDomainDeclINTEL
                | Op::AliasScopeDeclINTEL
                | Op::AliasScopeListDeclINTEL
        )
    }
}

/// A function: its instructions from `OpFunction` to `OpFunctionEnd` inclusive.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Function {
    /// The instructions, in order.
    pub instructions: Vec<Instruction>,
}

impl Function {
    /// The `OpFunction` instruction.
    pub fn def(&self) -> Option<&Instruction> {
        self.instructions.first()
    }

    /// Whether the function has a body (a declaration has only parameters).
    pub fn is_declaration(&self) -> bool {
        !self.instructions.iter().any(|i| i.opcode == spirv::Op::Label as u16)
    }
}

/// A SPIR-V module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// The header.
    pub header: Header,
    /// Module-level instructions, one list per [`Section`], indexed by `Section as usize`.
    pub sections: [Vec<Instruction>; 11],
    /// Function declarations and definitions, in order.
    pub functions: Vec<Function>,
    /// `OpExtInst`s after the last function: `SPV_KHR_non_semantic_info` lets non-semantic
    /// instructions follow the functions (clspv puts its `NonSemantic.ClspvReflection` there).
    /// They are kept for the writer; nothing refers to their results, and the index leaves them
    /// out.
    pub trailing: Vec<Instruction>,
}

impl Module {
    /// An empty module with the given header.
    pub fn new(header: Header) -> Self {
        Module { header, sections: Default::default(), functions: Vec::new(), trailing: Vec::new() }
    }

    /// The instructions of one section.
    pub fn section(&self, section: Section) -> &[Instruction] {
        &self.sections[section as usize]
    }

    /// The instructions of one section, mutably.
    pub fn section_mut(&mut self, section: Section) -> &mut Vec<Instruction> {
        &mut self.sections[section as usize]
    }

    /// Every instruction in layout order.
    pub fn instructions(&self) -> impl Iterator<Item = &Instruction> {
        self.sections.iter().flatten().chain(self.functions.iter().flat_map(|f| &f.instructions)).chain(&self.trailing)
    }

    /// Number of instructions.
    pub fn instruction_count(&self) -> usize {
        self.sections.iter().map(Vec::len).sum::<usize>()
            + self.functions.iter().map(|f| f.instructions.len()).sum::<usize>()
            + self.trailing.len()
    }

    /// By-id lookup tables for this module.
    pub fn index(&self) -> Index<'_> {
        Index::new(self)
    }
}

/// Where an instruction lives in a [`Module`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// Instruction `index` of a module-level section.
    Section(Section, usize),
    /// Instruction `index` of function `function`.
    Function(usize, usize),
}

/// Compressed lists per id: `start[id]..start[id + 1]` indexes `items`.
#[derive(Debug, Default)]
struct PerId {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl PerId {
    fn build(len: usize, pairs: &[(u32, u32)]) -> Self {
        let mut start = vec![0u32; len + 1];
        for &(id, _) in pairs {
            if let Some(s) = start.get_mut(id as usize + 1) {
                *s += 1;
            }
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; pairs.len()];
        for &(id, item) in pairs {
            if let Some(slot) = fill.get_mut(id as usize) {
                if let Some(dst) = items.get_mut(*slot as usize) {
                    *dst = item;
                }
                *slot += 1;
            }
        }
        PerId { start, items }
    }

    fn get(&self, id: Id) -> &[u32] {
        let i = id.0 as usize;
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&a), Some(&b)) => self.items.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}

/// O(1) by-id lookups over a [`Module`]: defining instruction, type of a value, names and
/// decorations (including those applied through decoration groups).
#[derive(Debug)]
pub struct Index<'m> {
    module: &'m Module,
    defs: Vec<Option<Location>>,
    names: Vec<u32>,
    decorations: PerId,
    member_decorations: PerId,
    member_names: PerId,
}

const NONE: u32 = u32::MAX;

impl<'m> Index<'m> {
    /// Builds the tables in one pass over the module.
    pub fn new(module: &'m Module) -> Self {
        use spirv::Op;
        let len = module
            .instructions()
            .filter_map(|i| i.result)
            .map(|id| id.0 as usize + 1)
            .max()
            .unwrap_or(0);
        let mut defs = vec![None; len];
        for section in Section::ALL {
            for (i, inst) in module.section(section).iter().enumerate() {
                if let Some(slot) = inst.result.and_then(|r| defs.get_mut(r.0 as usize)) {
                    *slot = Some(Location::Section(section, i));
                }
            }
        }
        for (f, func) in module.functions.iter().enumerate() {
            for (i, inst) in func.instructions.iter().enumerate() {
                if let Some(slot) = inst.result.and_then(|r| defs.get_mut(r.0 as usize)) {
                    *slot = Some(Location::Function(f, i));
                }
            }
        }
        let mut names = vec![NONE; len];
        let mut member_names = Vec::new();
        for (i, inst) in module.section(Section::DebugName).iter().enumerate() {
            let Some(target) = inst.operands.first() else { continue };
            if inst.opcode == Op::Name as u16 {
                if let Some(slot) = names.get_mut(*target as usize) {
                    *slot = i as u32;
                }
            } else {
                member_names.push((*target, i as u32));
            }
        }
        let annotations = module.section(Section::Annotation);
        let mut direct = Vec::new();
        let mut member = Vec::new();
        for (i, inst) in annotations.iter().enumerate() {
            let Some(&target) = inst.operands.first() else { continue };
            match Op::from_u32(u32::from(inst.opcode)) {
                Some(Op::Decorate | Op::DecorateId | Op::DecorateString) => direct.push((target, i as u32)),
                Some(Op::MemberDecorate | Op::MemberDecorateString) => member.push((target, i as u32)),
                _ => {}
            }
        }
        // Decoration groups: each target of OpGroupDecorate gets the group's decorations.
        let group_members = PerId::build(len, &direct);
        let mut expanded = direct.clone();
        for inst in annotations {
            let group = inst.operands.first().map(|&g| Id(g));
            match (Op::from_u32(u32::from(inst.opcode)), group) {
                (Some(Op::GroupDecorate), Some(group)) => {
                    for &target in inst.operands.iter().skip(1) {
                        expanded.extend(group_members.get(group).iter().map(|&d| (target, d)));
                    }
                }
                (Some(Op::GroupMemberDecorate), Some(group)) => {
                    for pair in inst.operands.get(1..).unwrap_or(&[]).chunks_exact(2) {
                        member.extend(group_members.get(group).iter().map(|&d| (pair[0], d)));
                    }
                }
                _ => {}
            }
        }
        Index {
            module,
            defs,
            names,
            decorations: PerId::build(len, &expanded),
            member_decorations: PerId::build(len, &member),
            member_names: PerId::build(len, &member_names),
        }
    }

    /// Where the instruction defining `id` lives.
    pub fn location(&self, id: Id) -> Option<Location> {
        self.defs.get(id.0 as usize).copied().flatten()
    }

    /// The instruction defining `id`.
    pub fn def(&self, id: Id) -> Option<&'m Instruction> {
        match self.location(id)? {
            Location::Section(s, i) => self.module.section(s).get(i),
            Location::Function(f, i) => self.module.functions.get(f)?.instructions.get(i),
        }
    }

    /// The type of value `id` (its defining instruction's result type).
    pub fn type_of(&self, id: Id) -> Option<Id> {
        self.def(id)?.result_type
    }

    /// The `OpName` of `id`.
    pub fn name(&self, id: Id) -> Option<&'m Instruction> {
        let i = *self.names.get(id.0 as usize)?;
        self.module.section(Section::DebugName).get(i as usize)
    }

    /// The `OpMemberName`s of struct type `id`.
    pub fn member_names(&self, id: Id) -> impl Iterator<Item = &'m Instruction> + '_ {
        let names = self.module.section(Section::DebugName);
        self.member_names.get(id).iter().filter_map(move |&i| names.get(i as usize))
    }

    /// The decoration instructions (`OpDecorate`, `OpDecorateId`, `OpDecorateString`) that
    /// apply to `id`, directly or through a decoration group. Operand 0 of each is the target
    /// as written (the group for group decorations); operand 1 is the decoration.
    pub fn decorations(&self, id: Id) -> impl Iterator<Item = &'m Instruction> + '_ {
        let annotations = self.module.section(Section::Annotation);
        self.decorations.get(id).iter().filter_map(move |&i| annotations.get(i as usize))
    }

    /// The member decorations of struct type `id` (`OpMemberDecorate(String)`, and group
    /// decorations applied to a member, whose member number is not in the instruction).
    pub fn member_decorations(&self, id: Id) -> impl Iterator<Item = &'m Instruction> + '_ {
        let annotations = self.module.section(Section::Annotation);
        self.member_decorations.get(id).iter().filter_map(move |&i| annotations.get(i as usize))
    }
}

/// Whether `op` declares a type: the grammar's types, and those of
/// `SPV_INTEL_device_side_avc_motion_estimation` (`OpTypeVmeImageINTEL`, `OpTypeAvc…INTEL`)
/// and `OpTypeTaskSequenceINTEL`, which the `spirv` crate does not count among them.
pub fn declares_type(op: spirv::Op) -> bool {
    op.is_type() || is_motion_estimation_type(op) || op == spirv::Op::TypeTaskSequenceINTEL
}

/// Whether `op` is one of the types of `SPV_INTEL_device_side_avc_motion_estimation`.
pub fn is_motion_estimation_type(op: spirv::Op) -> bool {
    op == spirv::Op::TypeVmeImageINTEL || crate::tables::avc::avc_type(op).is_some()
}
