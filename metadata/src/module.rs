//! Module-level `!spirv.*` named metadata: one typed value per SPIR-V
//! module-scope instruction, as "SPIR-V representation in LLVM IR" lays
//! them out:
//!
//! ```text
//! !spirv.Source = !{!0}          !0 = !{i32 3, i32 102000, !1}   !1 = !{!"/tmp/program.cl"}
//! !spirv.SourceExtension = !{!2} !2 = !{!"cl_khr_fp16"}
//! !spirv.Extension = !{!3}       !3 = !{!"SPV_KHR_expect_assume"}
//! !spirv.Capability = !{!4}      !4 = !{i32 10}
//! !spirv.MemoryModel = !{!5}     !5 = !{i32 1, i32 2}
//! !spirv.EntryPoint = !{!6}      !6 = !{i32 6, ptr @k, !"k", ptr @iface, ...}
//! !spirv.ExecutionMode = !{!7}   !7 = !{ptr @k, i32 17, i32 8, i32 4, i32 1}
//! !spirv.Generator = !{!8}       !8 = !{i16 6, i16 123}
//! ```
//!
//! The contract leaves the `spirv.EntryPoint` operands "TBD"; this crate
//! fixes them as execution model, function, name, then the interface
//! variables. An execution mode's first operand may be either the function
//! or (as in the contract's example) the entry-point node itself; it is
//! always written as the function.

use crate::error::{MetadataError, Result};
use crate::grammar::{Literal, Site, check_literals, execution_mode_operands};
use crate::opencl::OpenClModuleMetadata;
use crate::read::{View, kind_error};
use crate::tree::{GlobalKind, Md, MdNode, NamedMetadata, ScalarType, ValueType};
use crate::{NodeShape, names};

/// `!spirv.Source`: OpSource.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Source {
    /// The source language.
    pub language: spirv::SourceLanguage,
    /// The language version, e.g. `102000` for OpenCL C 1.2.
    pub version: u32,
    /// The optional source file name.
    pub file: Option<String>,
}

/// One `!spirv.SourceExtension` node: OpSourceExtension.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceExtension(pub String);

/// One `!spirv.Extension` node: OpExtension.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Extension(pub String);

/// One `!spirv.Capability` node: OpCapability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpirvCapability(pub spirv::Capability);

/// `!spirv.MemoryModel`: OpMemoryModel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryModelMd {
    /// The addressing model.
    pub addressing: spirv::AddressingModel,
    /// The memory model.
    pub memory: spirv::MemoryModel,
}

/// One `!spirv.EntryPoint` node: OpEntryPoint.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EntryPoint {
    /// The execution model.
    pub model: spirv::ExecutionModel,
    /// The LLVM function implementing the entry point.
    pub function: String,
    /// The entry point's name.
    pub name: String,
    /// The interface global variables, by name.
    pub interface: Vec<String>,
}

/// One `!spirv.ExecutionMode` node: OpExecutionMode.
///
/// The literals are checked against the execution mode's grammar.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{ExecutionModeMd, Literal, Md, MdNode, NodeShape};
///
/// // !{ptr @worker, i32 30, i32 262149}: VecTypeHint float4
/// let tree = MdNode::new(vec![Md::function("worker"), Md::i32(30), Md::i32(262149)]);
/// let mode = ExecutionModeMd::from_tree(&tree)?;
/// assert_eq!(mode.mode, spirv::ExecutionMode::VecTypeHint);
/// assert_eq!(mode.literals, vec![Literal::Int(262149)]);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExecutionModeMd {
    /// The entry-point function.
    pub function: String,
    /// The execution mode.
    pub mode: spirv::ExecutionMode,
    /// The type operand of `FPFastMathDefault` (written `float poison` before the literals, as
    /// the Khronos translator does); `None` for every other mode.
    pub target_type: Option<ValueType>,
    /// The mode's literal operands.
    pub literals: Vec<Literal>,
}

/// `!spirv.Generator`: the generator word of the SPIR-V header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Generator {
    /// The registered tool id (high 16 bits of the word).
    pub tool: u16,
    /// The tool's version (low 16 bits of the word).
    pub version: u16,
}

/// All `!spirv.*` module named metadata.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpirvModuleMetadata {
    /// `!spirv.Source`.
    pub source: Option<Source>,
    /// `!spirv.SourceExtension`, in order.
    pub source_extensions: Vec<String>,
    /// `!spirv.Extension`, in order.
    pub extensions: Vec<String>,
    /// `!spirv.Capability`, in order.
    pub capabilities: Vec<spirv::Capability>,
    /// `!spirv.MemoryModel`.
    pub memory_model: Option<MemoryModelMd>,
    /// `!spirv.EntryPoint`, in order.
    pub entry_points: Vec<EntryPoint>,
    /// `!spirv.ExecutionMode`, in order.
    pub execution_modes: Vec<ExecutionModeMd>,
    /// `!spirv.Generator`.
    pub generator: Option<Generator>,
}

/// Every module-level metadata shape this crate knows.
///
/// `from_named` ignores names it does not know (`llvm.module.flags`, …);
/// `to_named` writes a name only when it has content.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{Md, MdNode, ModuleMetadata, NamedMetadata, OpenClVersion};
///
/// let named = vec![NamedMetadata {
///     name: "opencl.ocl.version".into(),
///     operands: vec![MdNode::new(vec![Md::i32(2), Md::i32(0)])],
/// }];
/// let module = ModuleMetadata::from_named(&named)?;
/// assert_eq!(module.opencl.ocl_version(), Some(OpenClVersion { major: 2, minor: 0 }));
/// assert_eq!(module.to_named(), named);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ModuleMetadata {
    /// The `!spirv.*` shapes.
    pub spirv: SpirvModuleMetadata,
    /// The `!opencl.*` shapes and `!llvm.ident`.
    pub opencl: OpenClModuleMetadata,
}

impl ModuleMetadata {
    /// Reads every known named metadata list.
    pub fn from_named(named: &[NamedMetadata]) -> Result<ModuleMetadata> {
        Ok(ModuleMetadata {
            spirv: SpirvModuleMetadata::from_named(named)?,
            opencl: OpenClModuleMetadata::from_named(named)?,
        })
    }

    /// The named metadata lists for this value, `!spirv.*` first.
    pub fn to_named(&self) -> Vec<NamedMetadata> {
        let mut named = self.spirv.to_named();
        named.extend(self.opencl.to_named());
        named
    }
}

/// The nodes of every list called `name`, with their paths.
pub(crate) fn nodes_named<'a>(
    named: &'a [NamedMetadata],
    name: &'a str,
) -> impl Iterator<Item = View<'a>> + 'a {
    named
        .iter()
        .filter(move |list| list.name == name)
        .flat_map(|list| list.operands.iter())
        .enumerate()
        .map(move |(i, node)| View::new(node, format!("!{name}, operand {i}")))
}

/// Reads every node of the list `T::NAME`.
pub(crate) fn read_all<T: NodeShape>(named: &[NamedMetadata]) -> Result<Vec<T>> {
    nodes_named(named, T::NAME)
        .map(|view| T::from_tree_at(view.node, &view.path))
        .collect()
}

/// Reads the list `T::NAME`, which may hold at most one node.
pub(crate) fn read_single<T: NodeShape>(named: &[NamedMetadata]) -> Result<Option<T>> {
    let found = nodes_named(named, T::NAME).count();
    if found > 1 {
        return Err(MetadataError::OperandCount {
            node: format!("!{}", T::NAME),
            expected: "at most 1 node".to_owned(),
            found,
        });
    }
    read_all::<T>(named).map(|mut all| all.pop())
}

/// Appends the list `T::NAME` unless `values` is empty.
pub(crate) fn push_list<'a, T: NodeShape + 'a>(
    out: &mut Vec<NamedMetadata>,
    values: impl IntoIterator<Item = &'a T>,
) {
    let operands: Vec<MdNode> = values.into_iter().map(NodeShape::to_tree).collect();
    if !operands.is_empty() {
        out.push(NamedMetadata {
            name: T::NAME.to_owned(),
            operands,
        });
    }
}

impl SpirvModuleMetadata {
    /// Reads the `!spirv.*` lists out of `named`, ignoring other names.
    pub fn from_named(named: &[NamedMetadata]) -> Result<SpirvModuleMetadata> {
        Ok(SpirvModuleMetadata {
            source: read_single::<Source>(named)?,
            source_extensions: read_all::<SourceExtension>(named)?
                .into_iter()
                .map(|e| e.0)
                .collect(),
            extensions: read_all::<Extension>(named)?
                .into_iter()
                .map(|e| e.0)
                .collect(),
            capabilities: read_all::<SpirvCapability>(named)?
                .into_iter()
                .map(|c| c.0)
                .collect(),
            memory_model: read_single::<MemoryModelMd>(named)?,
            entry_points: read_all::<EntryPoint>(named)?,
            execution_modes: read_all::<ExecutionModeMd>(named)?,
            generator: read_single::<Generator>(named)?,
        })
    }

    /// The `!spirv.*` lists for this value, in the order of the contract.
    pub fn to_named(&self) -> Vec<NamedMetadata> {
        let mut out = Vec::new();
        push_list(&mut out, &self.source);
        let source_extensions: Vec<_> = self
            .source_extensions
            .iter()
            .cloned()
            .map(SourceExtension)
            .collect();
        push_list(&mut out, &source_extensions);
        let extensions: Vec<_> = self.extensions.iter().cloned().map(Extension).collect();
        push_list(&mut out, &extensions);
        let capabilities: Vec<_> = self
            .capabilities
            .iter()
            .copied()
            .map(SpirvCapability)
            .collect();
        push_list(&mut out, &capabilities);
        push_list(&mut out, &self.memory_model);
        push_list(&mut out, &self.entry_points);
        push_list(&mut out, &self.execution_modes);
        push_list(&mut out, &self.generator);
        out
    }
}

impl NodeShape for Source {
    const NAME: &'static str = names::SPIRV_SOURCE;

    fn to_tree(&self) -> MdNode {
        let mut operands = vec![Md::i32(self.language as u32), Md::i32(self.version)];
        if let Some(file) = &self.file {
            operands.push(Md::node(vec![Md::string(file.as_str())]));
        }
        MdNode::new(operands)
    }

    /// Also accepts the file name as a bare string operand.
    fn from_tree_at(node: &MdNode, path: &str) -> Result<Source> {
        let view = View::new(node, path);
        view.expect_len(2, 3, "2 or 3 operands (language, version, optional file)")?;
        let language = view.spirv_enum(0, "SourceLanguage", spirv::SourceLanguage::from_u32)?;
        let version = view.u32(1, "source version")?;
        let file = match view.operands().get(2) {
            None => None,
            Some(Md::String(file)) => Some(file.clone()),
            Some(Md::Node(_)) => {
                let file = view.node(2, "file name node")?;
                file.expect_len(1, 1, "1 operand (the file name)")?;
                Some(file.string(0, "file name")?.to_owned())
            }
            Some(other) => {
                return Err(kind_error(
                    &view.at(2),
                    "a node holding the file name",
                    other,
                ));
            }
        };
        Ok(Source {
            language,
            version,
            file,
        })
    }
}

/// Reads a node holding exactly one string.
fn single_string(node: &MdNode, path: &str, what: &str) -> Result<String> {
    let view = View::new(node, path);
    view.expect_len(1, 1, &format!("1 operand ({what})"))?;
    view.string(0, what).map(str::to_owned)
}

impl NodeShape for SourceExtension {
    const NAME: &'static str = names::SPIRV_SOURCE_EXTENSION;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![Md::string(self.0.as_str())])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<SourceExtension> {
        single_string(node, path, "source extension name").map(SourceExtension)
    }
}

impl NodeShape for Extension {
    const NAME: &'static str = names::SPIRV_EXTENSION;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![Md::string(self.0.as_str())])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<Extension> {
        single_string(node, path, "SPIR-V extension name").map(Extension)
    }
}

impl NodeShape for SpirvCapability {
    const NAME: &'static str = names::SPIRV_CAPABILITY;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![Md::i32(self.0 as u32)])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<SpirvCapability> {
        let view = View::new(node, path);
        view.expect_len(1, 1, "1 operand (capability)")?;
        view.spirv_enum(0, "Capability", spirv::Capability::from_u32)
            .map(SpirvCapability)
    }
}

impl NodeShape for MemoryModelMd {
    const NAME: &'static str = names::SPIRV_MEMORY_MODEL;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![
            Md::i32(self.addressing as u32),
            Md::i32(self.memory as u32),
        ])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<MemoryModelMd> {
        let view = View::new(node, path);
        view.expect_len(2, 2, "2 operands (addressing model, memory model)")?;
        Ok(MemoryModelMd {
            addressing: view.spirv_enum(0, "AddressingModel", spirv::AddressingModel::from_u32)?,
            memory: view.spirv_enum(1, "MemoryModel", spirv::MemoryModel::from_u32)?,
        })
    }
}

impl NodeShape for EntryPoint {
    const NAME: &'static str = names::SPIRV_ENTRY_POINT;

    fn to_tree(&self) -> MdNode {
        let mut operands = vec![
            Md::i32(self.model as u32),
            Md::function(self.function.as_str()),
            Md::string(self.name.as_str()),
        ];
        operands.extend(
            self.interface
                .iter()
                .map(|name| Md::variable(name.as_str())),
        );
        MdNode::new(operands)
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<EntryPoint> {
        let view = View::new(node, path);
        let expected = "at least 3 operands (execution model, function, name, interface...)";
        view.expect_len(3, usize::MAX, expected)?;
        let interface = view
            .operands()
            .iter()
            .enumerate()
            .skip(3)
            .map(|(i, md)| match md {
                Md::Ref(global) if global.kind == GlobalKind::Variable => Ok(global.name.clone()),
                other => Err(kind_error(
                    &view.at(i),
                    "a global variable reference",
                    other,
                )),
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(EntryPoint {
            model: view.spirv_enum(0, "ExecutionModel", spirv::ExecutionModel::from_u32)?,
            function: view.function(1, "entry-point function")?.to_owned(),
            name: view.string(2, "entry-point name")?.to_owned(),
            interface,
        })
    }
}

impl NodeShape for ExecutionModeMd {
    const NAME: &'static str = names::SPIRV_EXECUTION_MODE;

    fn to_tree(&self) -> MdNode {
        let mut operands = vec![
            Md::function(self.function.as_str()),
            Md::i32(self.mode as u32),
        ];
        // The Khronos translator nests the register count of `MaximumRegistersIdINTEL`.
        let nested = self.mode == spirv::ExecutionMode::MaximumRegistersIdINTEL;
        operands.extend(self.target_type.map(Md::Poison));
        operands.extend(self.literals.iter().map(|l| match l {
            Literal::Int(_) if nested => Md::Node(MdNode::new(vec![l.to_md()])),
            _ => l.to_md(),
        }));
        MdNode::new(operands)
    }

    /// Also accepts an entry-point node as the first operand.
    fn from_tree_at(node: &MdNode, path: &str) -> Result<ExecutionModeMd> {
        let view = View::new(node, path);
        view.expect_len(
            2,
            usize::MAX,
            "at least 2 operands (function, mode, literals...)",
        )?;
        let function = match view.operands().first() {
            Some(Md::Node(entry)) => EntryPoint::from_tree_at(entry, &view.at(0))?.function,
            _ => view.function(0, "entry-point function")?.to_owned(),
        };
        let mode = view.spirv_enum(1, "ExecutionMode", spirv::ExecutionMode::from_u32)?;
        // FPFastMathDefault names its target type by a poison value of it.
        let typed = mode == spirv::ExecutionMode::FPFastMathDefault;
        let target_type = if typed {
            const EXPECTED: &str = "a poison value of the target floating-point type";
            match view.get(2, EXPECTED)? {
                Md::Poison(ty) if ty.lanes.is_none() && !matches!(ty.scalar, ScalarType::Int(_)) => Some(*ty),
                other => return Err(kind_error(&view.at(2), EXPECTED, other)),
            }
        } else {
            None
        };
        let first = 2 + usize::from(typed);
        let literals = view
            .operands()
            .iter()
            .enumerate()
            .skip(first)
            .map(|(i, md)| Literal::from_md(md, &view.at(i)))
            .collect::<Result<Vec<_>>>()?;
        let what = format!("execution mode {mode:?}");
        let site = Site {
            path,
            first_index: first,
            what: &what,
            ids_as_values: true,
        };
        let grammar = execution_mode_operands(mode);
        check_literals(&site, grammar.get(usize::from(typed)..).unwrap_or(&[]), &literals)?;
        Ok(ExecutionModeMd {
            function,
            mode,
            target_type,
            literals,
        })
    }
}

impl NodeShape for Generator {
    const NAME: &'static str = names::SPIRV_GENERATOR;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![Md::i16(self.tool), Md::i16(self.version)])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<Generator> {
        let view = View::new(node, path);
        view.expect_len(2, 2, "2 operands (generator id, generator version)")?;
        Ok(Generator {
            tool: view.u16(0, "generator id")?,
            version: view.u16(1, "generator version")?,
        })
    }
}
