//! Loop metadata on a latch branch: the `!llvm.loop` properties that have
//! SPIR-V loop-control counterparts, and `!spirv.loop.<control>` nodes for
//! the loop controls that have none.
//!
//! ```text
//! br label %for.cond, !llvm.loop !18
//! !18 = distinct !{!18, !19, !20}
//! !19 = !{!"llvm.loop.unroll.count", i32 4}    ; PartialCount 4
//! !20 = !{!"llvm.loop.mustprogress"}           ; no counterpart: kept verbatim
//!
//! br i1 %c, label %loop, label %exit, !spirv.loop.min_iterations !21
//! !21 = !{i32 16}
//! ```
//!
//! The property ↔ loop-control correspondence is one table (the
//! `loop_hints!` invocation below); the enum, the names, the parser, the
//! writer and the loop-control mapping are all generated from it. `!spirv.loop.*` names
//! are derived from the `spirv` crate's `LoopControl` flag names
//! (`MIN_ITERATIONS` → `min_iterations`, vendor suffix dropped), and their
//! parameters are checked against the grammar.

use spirv::LoopControl;

use crate::error::{MetadataError, Result};
use crate::grammar::{Literal, Site, check_literals, loop_control_operands};
use crate::read::{View, kind_error, md_signed, md_u32};
use crate::tree::{Attachment, Md, MdNode};
use crate::{NodeShape, names};

/// The value type of a loop property with one integer operand.
trait HintValue: Sized {
    fn read(view: &View<'_>, index: usize) -> Result<Self>;
    fn to_md(&self) -> Md;
}

impl HintValue for u32 {
    fn read(view: &View<'_>, index: usize) -> Result<u32> {
        md_u32(view.get(index, "a count")?, &view.at(index), "a count")
    }

    fn to_md(&self) -> Md {
        Md::i32(*self)
    }
}

impl HintValue for i64 {
    fn read(view: &View<'_>, index: usize) -> Result<i64> {
        md_signed(view.get(index, "a count")?, &view.at(index), "a count")
    }

    fn to_md(&self) -> Md {
        // Two's complement bit pattern, as LLVM stores it.
        #[allow(clippy::cast_sign_loss)]
        Md::i64(*self as u64)
    }
}

/// Expands to its second argument; lets a table row with a value type bind
/// a variable in a pattern.
macro_rules! bind {
    ($ty:ty, $var:ident) => {
        $var
    };
}

/// Number of operands after the property name.
macro_rules! arity {
    () => {
        0
    };
    ($ty:ty) => {
        1
    };
}

/// The table of `llvm.loop` properties with SPIR-V counterparts:
/// `Variant(value type)? = "property name" => LoopControl flag`.
macro_rules! loop_hints {
    ($($(#[doc = $doc:literal])* $variant:ident $(($ty:ty))? = $name:literal => $control:ident,)*) => {
        /// One property of an `!llvm.loop` node.
        ///
        /// Properties without a SPIR-V counterpart are kept verbatim as
        /// [`LoopHint::Other`].
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum LoopHint {
            $($(#[doc = $doc])* $variant $(($ty))?,)*
            /// `llvm.loop.parallel_access_indices`: index groups (access
            /// group nodes) and an optional safe length
            /// (DependencyArrayINTEL).
            ParallelAccessIndices {
                /// The index-group nodes.
                groups: Vec<MdNode>,
                /// The safe length, if given.
                safelen: Option<u32>,
            },
            /// Any other property node, kept verbatim.
            Other(MdNode),
        }

        impl LoopHint {
            /// The property name, e.g. `llvm.loop.unroll.count`; `None` for
            /// [`LoopHint::Other`].
            pub fn name(&self) -> Option<&'static str> {
                match self {
                    $(Self::$variant { .. } => Some($name),)*
                    Self::ParallelAccessIndices { .. } => Some(PARALLEL_ACCESS_INDICES),
                    Self::Other(_) => None,
                }
            }

            /// The SPIR-V loop control this property sets; `None` for
            /// [`LoopHint::Other`].
            pub fn loop_control(&self) -> Option<LoopControl> {
                match self {
                    $(Self::$variant { .. } => Some(LoopControl::$control),)*
                    Self::ParallelAccessIndices { .. } => Some(LoopControl::DEPENDENCY_ARRAY_ALTERA),
                    Self::Other(_) => None,
                }
            }

            /// The property's integer operand, when it has one.
            pub fn value(&self) -> Option<i64> {
                match self {
                    $(Self::$variant $((bind!($ty, value)))? => None $(.or(Some(i64::from(*bind!($ty, value)))))?,)*
                    Self::ParallelAccessIndices { .. } | Self::Other(_) => None,
                }
            }

            /// The property a loop control with parameter `param` (its first, when it takes
            /// any) reads back as: the first row of the table for `control` that takes no
            /// operand when `param` is absent or 0 and there is such a row (`LoopCoalesce 0`
            /// is `llvm.loop.coalesce.enable`), else the first that takes one. `None` for a
            /// control without a row, or a parameter the row's type cannot hold.
            pub fn from_control(control: LoopControl, param: Option<i64>) -> Option<LoopHint> {
                let bare = matches!(param, None | Some(0));
                $(if control == LoopControl::$control && bare && arity!($($ty)?) == 0 {
                    return Some(Self::$variant $((<$ty>::try_from(param.unwrap_or(0)).ok()?))?);
                })*
                $(if control == LoopControl::$control && arity!($($ty)?) == 1 {
                    return Some(Self::$variant $((<$ty>::try_from(param?).ok()?))?);
                })*
                None
            }

            fn to_property(&self) -> MdNode {
                match self {
                    $(Self::$variant $((bind!($ty, value)))? => MdNode::new(vec![
                        Md::string($name),
                        $(<$ty as HintValue>::to_md(bind!($ty, value)),)?
                    ]),)*
                    Self::ParallelAccessIndices { groups, safelen } => {
                        let mut operands = vec![Md::string(PARALLEL_ACCESS_INDICES)];
                        operands.extend(groups.iter().cloned().map(Md::Node));
                        operands.extend(safelen.map(Md::i32));
                        MdNode::new(operands)
                    }
                    Self::Other(node) => node.clone(),
                }
            }

            fn from_property(view: &View<'_>) -> Result<LoopHint> {
                let Some(Md::String(name)) = view.operands().first() else {
                    return Ok(LoopHint::Other(view.node.clone()));
                };
                match name.as_str() {
                    $($name => {
                        let count = 1 + arity!($($ty)?);
                        view.expect_len(count, count, &format!("{count} operand(s) ({})", $name))?;
                        Ok(Self::$variant $((<$ty as HintValue>::read(view, 1)?))?)
                    })*
                    PARALLEL_ACCESS_INDICES => read_parallel_access_indices(view),
                    _ => Ok(LoopHint::Other(view.node.clone())),
                }
            }
        }
    };
}

const PARALLEL_ACCESS_INDICES: &str = "llvm.loop.parallel_access_indices";

loop_hints! {
    /// `llvm.loop.unroll.enable` (Unroll).
    UnrollEnable = "llvm.loop.unroll.enable" => UNROLL,
    /// `llvm.loop.unroll.full` (Unroll).
    UnrollFull = "llvm.loop.unroll.full" => UNROLL,
    /// `llvm.loop.unroll.disable` (DontUnroll).
    UnrollDisable = "llvm.loop.unroll.disable" => DONT_UNROLL,
    /// `llvm.loop.unroll.count N` (PartialCount N).
    UnrollCount(u32) = "llvm.loop.unroll.count" => PARTIAL_COUNT,
    /// `llvm.loop.ivdep.enable` (DependencyInfinite).
    IvdepEnable = "llvm.loop.ivdep.enable" => DEPENDENCY_INFINITE,
    /// `llvm.loop.ivdep.safelen N` (DependencyLength N).
    IvdepSafelen(u32) = "llvm.loop.ivdep.safelen" => DEPENDENCY_LENGTH,
    /// `llvm.loop.ii.count N` (InitiationIntervalINTEL N).
    InitiationInterval(u32) = "llvm.loop.ii.count" => INITIATION_INTERVAL_ALTERA,
    /// `llvm.loop.max_concurrency.count N` (MaxConcurrencyINTEL N).
    MaxConcurrency(u32) = "llvm.loop.max_concurrency.count" => MAX_CONCURRENCY_ALTERA,
    /// `llvm.loop.intel.pipelining.enable N` (PipelineEnableINTEL N).
    PipelineEnable(u32) = "llvm.loop.intel.pipelining.enable" => PIPELINE_ENABLE_ALTERA,
    /// `llvm.loop.coalesce.enable` (LoopCoalesceINTEL 0).
    CoalesceEnable = "llvm.loop.coalesce.enable" => LOOP_COALESCE_ALTERA,
    /// `llvm.loop.coalesce.count N` (LoopCoalesceINTEL N).
    CoalesceCount(u32) = "llvm.loop.coalesce.count" => LOOP_COALESCE_ALTERA,
    /// `llvm.loop.max_interleaving.count N` (MaxInterleavingINTEL N).
    MaxInterleaving(u32) = "llvm.loop.max_interleaving.count" => MAX_INTERLEAVING_ALTERA,
    /// `llvm.loop.intel.speculated.iterations.count N`
    /// (SpeculatedIterationsINTEL N).
    SpeculatedIterations(u32) = "llvm.loop.intel.speculated.iterations.count" => SPECULATED_ITERATIONS_ALTERA,
    /// `llvm.loop.fusion.disable` (NoFusionINTEL).
    FusionDisable = "llvm.loop.fusion.disable" => NO_FUSION_ALTERA,
    /// `llvm.loop.intel.loopcount_min N` (LoopCountINTEL minimum).
    LoopCountMin(i64) = "llvm.loop.intel.loopcount_min" => LOOP_COUNT_ALTERA,
    /// `llvm.loop.intel.loopcount_max N` (LoopCountINTEL maximum).
    LoopCountMax(i64) = "llvm.loop.intel.loopcount_max" => LOOP_COUNT_ALTERA,
    /// `llvm.loop.intel.loopcount_avg N` (LoopCountINTEL average).
    LoopCountAvg(i64) = "llvm.loop.intel.loopcount_avg" => LOOP_COUNT_ALTERA,
    /// `llvm.loop.intel.max_reinvocation_delay.count N`
    /// (MaxReinvocationDelayINTEL N).
    MaxReinvocationDelay(u32) = "llvm.loop.intel.max_reinvocation_delay.count" => MAX_REINVOCATION_DELAY_ALTERA,
}

/// `!{!"llvm.loop.parallel_access_indices", !group..., i32 safelen?}`
fn read_parallel_access_indices(view: &View<'_>) -> Result<LoopHint> {
    let mut groups = Vec::new();
    let mut safelen = None;
    let last = view.len().saturating_sub(1);
    for (i, md) in view.operands().iter().enumerate().skip(1) {
        match md {
            Md::Node(group) => groups.push(group.clone()),
            Md::Int { .. } if i == last => safelen = Some(md_u32(md, &view.at(i), "safe length")?),
            other => {
                let expected = "an index-group node (or a trailing safe length)";
                return Err(kind_error(&view.at(i), expected, other));
            }
        }
    }
    if groups.is_empty() {
        return Err(MetadataError::OperandCount {
            node: view.path.clone(),
            expected: "at least 2 operands (name, index groups..., safe length?)".to_owned(),
            found: view.len(),
        });
    }
    Ok(LoopHint::ParallelAccessIndices { groups, safelen })
}

/// An `!llvm.loop` node: a self reference followed by properties.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{LoopHint, LoopMetadata, Md, MdNode, NodeShape};
///
/// // !18 = distinct !{!18, !19}   !19 = !{!"llvm.loop.unroll.count", i32 4}
/// let tree = MdNode::distinct(18, vec![
///     Md::SelfRef,
///     Md::node(vec![Md::string("llvm.loop.unroll.count"), Md::i32(4)]),
/// ]);
/// let md = LoopMetadata::from_tree(&tree)?;
/// assert_eq!(md.hints, vec![LoopHint::UnrollCount(4)]);
/// assert_eq!(md.loop_control(), spirv::LoopControl::PARTIAL_COUNT);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LoopMetadata {
    /// The properties, in order.
    pub hints: Vec<LoopHint>,
}

impl LoopMetadata {
    /// The union of the loop controls the properties set.
    pub fn loop_control(&self) -> LoopControl {
        self.hints
            .iter()
            .filter_map(LoopHint::loop_control)
            .fold(LoopControl::NONE, |a, b| a | b)
    }
}

impl NodeShape for LoopMetadata {
    const NAME: &'static str = names::LLVM_LOOP;

    /// The node is written uniqued (`distinct: None`) with [`Md::SelfRef`]
    /// first; a self-referencing node is necessarily distinct in LLVM, so
    /// the converter creates a fresh distinct node for it.
    fn to_tree(&self) -> MdNode {
        let mut operands = vec![Md::SelfRef];
        operands.extend(self.hints.iter().map(|hint| Md::Node(hint.to_property())));
        MdNode::new(operands)
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<LoopMetadata> {
        let view = View::new(node, path);
        match view.get(0, "the loop's self reference")? {
            Md::SelfRef => {}
            other => return Err(kind_error(&view.at(0), "the loop's self reference", other)),
        }
        let hints = (1..view.len())
            .map(|i| LoopHint::from_property(&view.node(i, "a loop property node")?))
            .collect::<Result<Vec<_>>>()?;
        Ok(LoopMetadata { hints })
    }
}

/// Vendor tags dropped from loop-control names in `spirv.loop.<name>`.
const VENDOR_SUFFIXES: [&str; 6] = ["_ALTERA", "_INTEL", "_KHR", "_EXT", "_NV", "_AMD"];

/// The `<name>` in `!spirv.loop.<name>` for a single loop-control flag:
/// the `spirv` crate's flag name in lower case, without a vendor suffix.
///
/// # Example
///
/// ```
/// use spirv::LoopControl;
/// use spirv_llvm_metadata::loop_control_name;
///
/// assert_eq!(loop_control_name(LoopControl::MIN_ITERATIONS).as_deref(), Some("min_iterations"));
/// assert_eq!(
///     loop_control_name(LoopControl::MAX_CONCURRENCY_ALTERA).as_deref(),
///     Some("max_concurrency")
/// );
/// assert_eq!(loop_control_name(LoopControl::UNROLL | LoopControl::DONT_UNROLL), None);
/// ```
pub fn loop_control_name(control: LoopControl) -> Option<String> {
    let mut names = control.iter_names();
    let (name, flag) = names.next()?;
    if names.next().is_some() || flag != control {
        return None;
    }
    let base = VENDOR_SUFFIXES
        .iter()
        .find_map(|suffix| name.strip_suffix(suffix))
        .unwrap_or(name);
    Some(base.to_ascii_lowercase())
}

fn loop_control_from_name(name: &str) -> Option<LoopControl> {
    LoopControl::all()
        .iter()
        .find(|flag| loop_control_name(*flag).as_deref() == Some(name))
}

/// A `!spirv.loop.<control>` attachment: one SPIR-V loop control with its
/// integer parameters, for controls `!llvm.loop` cannot express.
///
/// # Example
///
/// ```
/// use spirv::LoopControl;
/// use spirv_llvm_metadata::{Attachment, Md, MdNode, SpirvLoopControl};
///
/// let attachment = Attachment {
///     kind: "spirv.loop.min_iterations".into(),
///     node: MdNode::new(vec![Md::i32(16)]),
/// };
/// let control = SpirvLoopControl::from_attachment(&attachment)?;
/// assert_eq!(control.control(), LoopControl::MIN_ITERATIONS);
/// assert_eq!(control.parameters(), &[16]);
/// assert_eq!(control.to_attachment(), attachment);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpirvLoopControl {
    control: LoopControl,
    parameters: Vec<u32>,
}

impl SpirvLoopControl {
    /// A loop control with its parameters, if `control` is a single known
    /// flag and the parameters fit its grammar.
    pub fn new(control: LoopControl, parameters: Vec<u32>) -> Result<SpirvLoopControl> {
        let Some(name) = loop_control_name(control) else {
            return Err(MetadataError::UnknownEnumValue {
                node: format!("!{}", names::SPIRV_LOOP_PREFIX),
                what: "single LoopControl flag".to_owned(),
                value: u64::from(control.bits()),
            });
        };
        let path = format!("!{}{name}", names::SPIRV_LOOP_PREFIX);
        Self::checked(control, parameters, &path)
    }

    fn checked(control: LoopControl, parameters: Vec<u32>, path: &str) -> Result<SpirvLoopControl> {
        let literals: Vec<Literal> = parameters.iter().copied().map(Literal::Int).collect();
        let what = format!("loop control {control:?}");
        let site = Site {
            path,
            first_index: 0,
            what: &what,
            ids_as_values: false,
        };
        check_literals(&site, &loop_control_operands(control), &literals)?;
        Ok(SpirvLoopControl {
            control,
            parameters,
        })
    }

    /// The loop-control flag.
    pub fn control(&self) -> LoopControl {
        self.control
    }

    /// Its parameters.
    pub fn parameters(&self) -> &[u32] {
        &self.parameters
    }

    /// Reads a `!spirv.loop.<name>` attachment.
    pub fn from_attachment(attachment: &Attachment) -> Result<SpirvLoopControl> {
        let path = format!("!{}", attachment.kind);
        let control = attachment
            .kind
            .strip_prefix(names::SPIRV_LOOP_PREFIX)
            .and_then(loop_control_from_name)
            .ok_or_else(|| MetadataError::UnknownName {
                node: path.clone(),
                expected: format!(
                    "{}<loop control>, named after a SPIR-V LoopControl flag",
                    names::SPIRV_LOOP_PREFIX
                ),
                found: attachment.kind.clone(),
            })?;
        let view = View::new(&attachment.node, path.as_str());
        let parameters = view.u32s("a loop-control parameter")?;
        Self::checked(control, parameters, &path)
    }

    /// The `!spirv.loop.<name>` attachment for this value.
    pub fn to_attachment(&self) -> Attachment {
        let name = loop_control_name(self.control).unwrap_or_default();
        Attachment {
            kind: format!("{}{name}", names::SPIRV_LOOP_PREFIX),
            node: MdNode::new(self.parameters.iter().map(|p| Md::i32(*p)).collect()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_loop_control_flag_has_a_unique_name() {
        let flags: Vec<LoopControl> = LoopControl::all().iter().collect();
        assert!(flags.len() > 10, "the spirv crate lists the loop controls");
        let mut names: Vec<String> = flags.iter().filter_map(|f| loop_control_name(*f)).collect();
        assert_eq!(names.len(), flags.len());
        for flag in &flags {
            let name = loop_control_name(*flag).unwrap_or_default();
            assert_eq!(loop_control_from_name(&name), Some(*flag), "{name}");
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), flags.len());
    }

    #[test]
    fn loop_controls_read_back_as_the_hints_that_write_them() {
        let hints = [
            LoopHint::UnrollEnable,
            LoopHint::UnrollDisable,
            LoopHint::UnrollCount(4),
            LoopHint::IvdepEnable,
            LoopHint::IvdepSafelen(8),
            LoopHint::InitiationInterval(2),
            LoopHint::MaxConcurrency(4),
            LoopHint::PipelineEnable(1),
            LoopHint::CoalesceEnable,
            LoopHint::CoalesceCount(4),
            LoopHint::MaxInterleaving(3),
            LoopHint::SpeculatedIterations(4),
            LoopHint::FusionDisable,
            LoopHint::MaxReinvocationDelay(2),
        ];
        for hint in hints {
            let control = hint.loop_control().expect("a mapped hint");
            let param = hint.value().or(if control == LoopControl::LOOP_COALESCE_ALTERA { Some(0) } else { None });
            assert_eq!(LoopHint::from_control(control, param), Some(hint.clone()), "{hint:?}");
        }
        // `unroll.full` writes Unroll too, which reads back as `unroll.enable`.
        assert_eq!(LoopHint::from_control(LoopControl::UNROLL, None), Some(LoopHint::UnrollEnable));
        // A count the row cannot hold, a control without a row.
        assert_eq!(LoopHint::from_control(LoopControl::PARTIAL_COUNT, Some(-1)), None);
        assert_eq!(LoopHint::from_control(LoopControl::PEEL_COUNT, Some(2)), None);
        assert_eq!(LoopHint::UnrollEnable.value(), None);
        assert_eq!(LoopHint::LoopCountMin(-5).value(), Some(-5));
    }
}
