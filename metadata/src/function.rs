//! Function attachments: OpenCL kernel-argument information, work-group
//! and sub-group attributes, `vec_type_hint`, and the SPIR-V decorations
//! of a function and its parameters.
//!
//! This is what clang emits for
//! `__attribute__((reqd_work_group_size(8,4,1), vec_type_hint(float4)))
//! kernel void k(global float *restrict out, float f)`:
//!
//! ```text
//! define spir_kernel void @k(...) !kernel_arg_addr_space !4 !kernel_arg_access_qual !5
//!     !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7
//!     !vec_type_hint !8 !reqd_work_group_size !9
//! !4 = !{i32 1, i32 0}
//! !5 = !{!"none", !"none"}
//! !6 = !{!"float*", !"float"}
//! !7 = !{!"restrict", !""}
//! !8 = !{<4 x float> poison, i32 0}
//! !9 = !{i32 8, i32 4, i32 1}
//! ```
//!
//! All per-argument lists that are present must agree on the argument
//! count; `!spirv.ParameterDecorations` counts too.

use crate::decorations::{DecorationList, ParameterDecorations};
use crate::error::{MetadataError, Result};
use crate::read::{View, kind_error};
use crate::tree::{Attachment, Md, MdNode, ScalarType, ValueType};
use crate::{NodeShape, names};

/// An OpenCL kernel-argument access qualifier (`!kernel_arg_access_qual`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessQual {
    /// `none`: not an image or pipe.
    None,
    /// `read_only`.
    ReadOnly,
    /// `write_only`.
    WriteOnly,
    /// `read_write`.
    ReadWrite,
}

/// Each access qualifier with its metadata spelling and SPIR-V counterpart.
const ACCESS_QUALS: [(AccessQual, &str, Option<spirv::AccessQualifier>); 4] = [
    (AccessQual::None, "none", None),
    (
        AccessQual::ReadOnly,
        "read_only",
        Some(spirv::AccessQualifier::ReadOnly),
    ),
    (
        AccessQual::WriteOnly,
        "write_only",
        Some(spirv::AccessQualifier::WriteOnly),
    ),
    (
        AccessQual::ReadWrite,
        "read_write",
        Some(spirv::AccessQualifier::ReadWrite),
    ),
];

impl AccessQual {
    /// The metadata spelling, e.g. `read_only`.
    pub fn as_str(self) -> &'static str {
        ACCESS_QUALS
            .iter()
            .find(|row| row.0 == self)
            .map_or("none", |row| row.1)
    }

    /// Parses the metadata spelling.
    pub fn from_name(name: &str) -> Option<AccessQual> {
        ACCESS_QUALS
            .iter()
            .find(|row| row.1 == name)
            .map(|row| row.0)
    }

    /// The SPIR-V access qualifier; `None` for [`AccessQual::None`].
    pub fn to_spirv(self) -> Option<spirv::AccessQualifier> {
        ACCESS_QUALS
            .iter()
            .find(|row| row.0 == self)
            .and_then(|row| row.2)
    }

    /// The qualifier for a SPIR-V access qualifier.
    pub fn from_spirv(qualifier: spirv::AccessQualifier) -> AccessQual {
        ACCESS_QUALS
            .iter()
            .find(|row| row.2 == Some(qualifier))
            .map_or(AccessQual::None, |row| row.0)
    }
}

/// The qualifiers of one kernel argument (`!kernel_arg_type_qual`): a
/// space-separated subset of `restrict`, `const`, `volatile` and `pipe`.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::TypeQualifiers;
///
/// let q = TypeQualifiers::parse("restrict const volatile").unwrap();
/// assert!(q.is_restrict && q.is_const && q.is_volatile && !q.is_pipe);
/// assert_eq!(q.to_string(), "restrict const volatile");
/// assert_eq!(TypeQualifiers::default().to_string(), "");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TypeQualifiers {
    /// `restrict` (on the pointer).
    pub is_restrict: bool,
    /// `const` (on the pointee, or a `constant` address space pointer).
    pub is_const: bool,
    /// `volatile` (on the pointee).
    pub is_volatile: bool,
    /// `pipe`: the argument is a pipe.
    pub is_pipe: bool,
}

impl TypeQualifiers {
    /// The words in the order clang prints them.
    fn words(self) -> [(&'static str, bool); 4] {
        [
            ("restrict", self.is_restrict),
            ("const", self.is_const),
            ("volatile", self.is_volatile),
            ("pipe", self.is_pipe),
        ]
    }

    /// Parses the metadata string; `None` if it holds an unknown word.
    pub fn parse(text: &str) -> Option<TypeQualifiers> {
        let mut q = TypeQualifiers::default();
        for word in text.split_whitespace() {
            match word {
                "restrict" => q.is_restrict = true,
                "const" => q.is_const = true,
                "volatile" => q.is_volatile = true,
                "pipe" => q.is_pipe = true,
                _ => return None,
            }
        }
        Some(q)
    }
}

impl std::fmt::Display for TypeQualifiers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<&str> = self
            .words()
            .iter()
            .filter(|(_, set)| *set)
            .map(|(word, _)| *word)
            .collect();
        f.write_str(&words.join(" "))
    }
}

/// The `!kernel_arg_*` lists of one kernel; each is optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct KernelArgInfo {
    /// `!kernel_arg_addr_space`: LLVM address space per argument.
    pub addr_space: Option<Vec<u32>>,
    /// `!kernel_arg_access_qual`.
    pub access_qual: Option<Vec<AccessQual>>,
    /// `!kernel_arg_type`: the type as written, e.g. `float4*`.
    pub ty: Option<Vec<String>>,
    /// `!kernel_arg_base_type`: the type with typedefs resolved.
    pub base_type: Option<Vec<String>>,
    /// `!kernel_arg_type_qual`.
    pub type_qual: Option<Vec<TypeQualifiers>>,
    /// `!kernel_arg_name` (only with `-cl-kernel-arg-info`).
    pub name: Option<Vec<String>>,
    /// `!kernel_arg_runtime_aligned` (SYCL's `SPV_INTEL_runtime_aligned`).
    pub runtime_aligned: Option<Vec<bool>>,
    /// `!kernel_arg_buffer_location` (SYCL's `SPV_INTEL_fpga_buffer_location`): a location
    /// per argument, -1 for none.
    pub buffer_location: Option<Vec<i32>>,
}

impl KernelArgInfo {
    /// The number of arguments, from the first list present.
    pub fn arg_count(&self) -> Option<usize> {
        self.lengths().first().map(|(_, len)| *len)
    }

    /// `(attachment name, length)` of every list present.
    fn lengths(&self) -> Vec<(&'static str, usize)> {
        [
            (
                names::KERNEL_ARG_ADDR_SPACE,
                self.addr_space.as_ref().map(Vec::len),
            ),
            (
                names::KERNEL_ARG_ACCESS_QUAL,
                self.access_qual.as_ref().map(Vec::len),
            ),
            (names::KERNEL_ARG_TYPE, self.ty.as_ref().map(Vec::len)),
            (
                names::KERNEL_ARG_BASE_TYPE,
                self.base_type.as_ref().map(Vec::len),
            ),
            (
                names::KERNEL_ARG_TYPE_QUAL,
                self.type_qual.as_ref().map(Vec::len),
            ),
            (names::KERNEL_ARG_NAME, self.name.as_ref().map(Vec::len)),
            (
                names::KERNEL_ARG_RUNTIME_ALIGNED,
                self.runtime_aligned.as_ref().map(Vec::len),
            ),
            (
                names::KERNEL_ARG_BUFFER_LOCATION,
                self.buffer_location.as_ref().map(Vec::len),
            ),
        ]
        .into_iter()
        .filter_map(|(name, len)| len.map(|len| (name, len)))
        .collect()
    }

    fn push_attachments(&self, out: &mut Vec<Attachment>) {
        let strings = |list: &Vec<String>| list.iter().map(|s| Md::string(s.as_str())).collect();
        let lists: [(&str, Option<Vec<Md>>); 8] = [
            (
                names::KERNEL_ARG_ADDR_SPACE,
                self.addr_space
                    .as_ref()
                    .map(|l| l.iter().map(|a| Md::i32(*a)).collect()),
            ),
            (
                names::KERNEL_ARG_ACCESS_QUAL,
                self.access_qual
                    .as_ref()
                    .map(|l| l.iter().map(|q| Md::string(q.as_str())).collect()),
            ),
            (names::KERNEL_ARG_TYPE, self.ty.as_ref().map(strings)),
            (
                names::KERNEL_ARG_BASE_TYPE,
                self.base_type.as_ref().map(strings),
            ),
            (
                names::KERNEL_ARG_TYPE_QUAL,
                self.type_qual
                    .as_ref()
                    .map(|l| l.iter().map(|q| Md::String(q.to_string())).collect()),
            ),
            (names::KERNEL_ARG_NAME, self.name.as_ref().map(strings)),
            (
                names::KERNEL_ARG_RUNTIME_ALIGNED,
                self.runtime_aligned
                    .as_ref()
                    .map(|l| l.iter().map(|b| Md::bool(*b)).collect()),
            ),
            (
                names::KERNEL_ARG_BUFFER_LOCATION,
                self.buffer_location
                    .as_ref()
                    .map(|l| l.iter().map(|&v| Md::i32(v as u32)).collect()),
            ),
        ];
        for (kind, operands) in lists {
            if let Some(operands) = operands {
                out.push(Attachment {
                    kind: kind.to_owned(),
                    node: MdNode::new(operands),
                });
            }
        }
    }

    /// Reads the list attached as `kind`, if `kind` is a kernel-argument
    /// list; returns whether it was.
    fn read_attachment(&mut self, kind: &str, view: &View<'_>) -> Result<bool> {
        match kind {
            names::KERNEL_ARG_ADDR_SPACE => {
                self.addr_space = Some(view.u32s("address space")?);
            }
            names::KERNEL_ARG_ACCESS_QUAL => {
                self.access_qual = Some(read_access_quals(view)?);
            }
            names::KERNEL_ARG_TYPE => self.ty = Some(view.strings("type name")?),
            names::KERNEL_ARG_BASE_TYPE => self.base_type = Some(view.strings("base type name")?),
            names::KERNEL_ARG_TYPE_QUAL => self.type_qual = Some(read_type_quals(view)?),
            names::KERNEL_ARG_NAME => self.name = Some(view.strings("argument name")?),
            names::KERNEL_ARG_RUNTIME_ALIGNED => {
                let flags = view.u32s("a runtime-aligned flag (i1)")?;
                self.runtime_aligned = Some(flags.into_iter().map(|f| f != 0).collect());
            }
            names::KERNEL_ARG_BUFFER_LOCATION => {
                let locations = (0..view.len())
                    .map(|i| view.i32(i, "a buffer location (i32, -1 for none)"))
                    .collect::<Result<Vec<_>>>()?;
                self.buffer_location = Some(locations);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}

const ACCESS_QUAL_EXPECTED: &str = "an access qualifier (none, read_only, write_only, read_write)";
const TYPE_QUAL_EXPECTED: &str = "type qualifiers (restrict, const, volatile, pipe)";

fn read_access_quals(view: &View<'_>) -> Result<Vec<AccessQual>> {
    (0..view.len())
        .map(|i| {
            let name = view.string(i, ACCESS_QUAL_EXPECTED)?;
            AccessQual::from_name(name).ok_or_else(|| MetadataError::UnknownName {
                node: view.at(i),
                expected: ACCESS_QUAL_EXPECTED.to_owned(),
                found: name.to_owned(),
            })
        })
        .collect()
}

fn read_type_quals(view: &View<'_>) -> Result<Vec<TypeQualifiers>> {
    (0..view.len())
        .map(|i| {
            let text = view.string(i, TYPE_QUAL_EXPECTED)?;
            TypeQualifiers::parse(text).ok_or_else(|| MetadataError::UnknownName {
                node: view.at(i),
                expected: TYPE_QUAL_EXPECTED.to_owned(),
                found: text.to_owned(),
            })
        })
        .collect()
}

/// A work-group size (`!reqd_work_group_size`, `!work_group_size_hint`):
/// one to three dimensions.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::WorkGroupSize;
///
/// let size = WorkGroupSize::from_slice(&[64]).unwrap();
/// assert_eq!(size.xyz(), [64, 1, 1]);
/// assert!(WorkGroupSize::from_slice(&[]).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WorkGroupSize {
    sizes: [u32; 3],
    dims: usize,
}

impl WorkGroupSize {
    /// A three-dimensional size.
    pub fn new(x: u32, y: u32, z: u32) -> WorkGroupSize {
        WorkGroupSize {
            sizes: [x, y, z],
            dims: 3,
        }
    }

    /// A size of one to three dimensions; `None` for any other length.
    pub fn from_slice(sizes: &[u32]) -> Option<WorkGroupSize> {
        let mut padded = [1; 3];
        padded.get_mut(..sizes.len())?.copy_from_slice(sizes);
        (!sizes.is_empty()).then_some(WorkGroupSize {
            sizes: padded,
            dims: sizes.len(),
        })
    }

    /// The dimensions as written.
    pub fn as_slice(&self) -> &[u32] {
        self.sizes.get(..self.dims).unwrap_or(&self.sizes)
    }

    /// All three dimensions; missing ones are 1.
    pub fn xyz(&self) -> [u32; 3] {
        self.sizes
    }
}

impl NodeShape for WorkGroupSize {
    const NAME: &'static str = names::REQD_WORK_GROUP_SIZE;

    fn to_tree(&self) -> MdNode {
        MdNode::new(self.as_slice().iter().map(|n| Md::i32(*n)).collect())
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<WorkGroupSize> {
        let view = View::new(node, path);
        view.expect_len(1, 3, "1 to 3 operands (x, y, z)")?;
        let sizes = view.u32s("work-group size")?;
        WorkGroupSize::from_slice(&sizes).ok_or_else(|| MetadataError::OperandCount {
            node: path.to_owned(),
            expected: "1 to 3 operands (x, y, z)".to_owned(),
            found: sizes.len(),
        })
    }
}

/// `!vec_type_hint`: `!{<type> poison, i32 signed}`.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{ScalarType, ValueType, VecTypeHint};
///
/// let hint = VecTypeHint { ty: ValueType::vector(ScalarType::Float, 4), signed: false };
/// // The SPIR-V VecTypeHint literal: lanes in the high half, type code below.
/// assert_eq!(hint.to_spirv_literal(), Some(0x40005));
/// assert_eq!(VecTypeHint::from_spirv_literal(0x40005), Some(hint));
/// // A scalar: 0 components, also read from 1.
/// let double = VecTypeHint { ty: ValueType::scalar(ScalarType::Double), signed: false };
/// assert_eq!(double.to_spirv_literal(), Some(6));
/// assert_eq!(VecTypeHint::from_spirv_literal(0x10006), Some(double));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VecTypeHint {
    /// The hinted type: a scalar or vector of `i8`/`i16`/`i32`/`i64`,
    /// `half`, `float` or `double`.
    pub ty: ValueType,
    /// Whether an integer type is signed (clang writes `i32 1`).
    pub signed: bool,
}

/// The SPIR-V VecTypeHint data-type codes, by scalar type.
const VEC_TYPE_HINT_CODES: [(ScalarType, u32); 7] = [
    (ScalarType::Int(8), 0),
    (ScalarType::Int(16), 1),
    (ScalarType::Int(32), 2),
    (ScalarType::Int(64), 3),
    (ScalarType::Half, 4),
    (ScalarType::Float, 5),
    (ScalarType::Double, 6),
];

/// The vector lengths OpenCL C allows.
const VECTOR_LANES: [u32; 5] = [2, 3, 4, 8, 16];

impl VecTypeHint {
    /// Whether `ty` is a type OpenCL C accepts in `vec_type_hint`.
    pub fn is_valid_type(ty: ValueType) -> bool {
        let scalar_ok = VEC_TYPE_HINT_CODES.iter().any(|(s, _)| *s == ty.scalar);
        let lanes_ok = ty.lanes.is_none_or(|n| VECTOR_LANES.contains(&n));
        scalar_ok && lanes_ok
    }

    /// The literal of the SPIR-V `VecTypeHint` execution mode: the lane
    /// count (0 for a scalar) in the high 16 bits, the data-type code in the
    /// low 16. `None` if the type is not valid for the hint.
    pub fn to_spirv_literal(&self) -> Option<u32> {
        if !Self::is_valid_type(self.ty) {
            return None;
        }
        let code = VEC_TYPE_HINT_CODES
            .iter()
            .find(|(s, _)| *s == self.ty.scalar)?
            .1;
        Some(self.ty.lanes.unwrap_or(0) << 16 | code)
    }

    /// Decodes the `VecTypeHint` literal. SPIR-V does not record
    /// signedness; integer types come back signed (OpenCL C's default) and
    /// floating-point types unsigned, as clang writes them.
    pub fn from_spirv_literal(literal: u32) -> Option<VecTypeHint> {
        let code = literal & 0xffff;
        let lanes = literal >> 16;
        let scalar = VEC_TYPE_HINT_CODES.iter().find(|(_, c)| *c == code)?.0;
        // A scalar has 0 components (the reference's release branches write so) or 1 (its
        // later versions).
        let ty = ValueType {
            scalar,
            lanes: (lanes > 1).then_some(lanes),
        };
        let signed = matches!(scalar, ScalarType::Int(_));
        Self::is_valid_type(ty).then_some(VecTypeHint { ty, signed })
    }
}

const VEC_TYPE_EXPECTED: &str =
    "a poison value of an OpenCL scalar or vector type (i8/i16/i32/i64/half/float/double)";

impl NodeShape for VecTypeHint {
    const NAME: &'static str = names::VEC_TYPE_HINT;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![Md::Poison(self.ty), Md::i32(u32::from(self.signed))])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<VecTypeHint> {
        let view = View::new(node, path);
        view.expect_len(2, 2, "2 operands (type, signedness)")?;
        let ty = match view.get(0, VEC_TYPE_EXPECTED)? {
            Md::Poison(ty) if VecTypeHint::is_valid_type(*ty) => *ty,
            other => return Err(kind_error(&view.at(0), VEC_TYPE_EXPECTED, other)),
        };
        let signed = match view.u32(1, "signedness (0 or 1)")? {
            0 => false,
            1 => true,
            value => {
                return Err(MetadataError::OutOfRange {
                    node: view.at(1),
                    expected: "signedness (0 or 1)".to_owned(),
                    value: u64::from(value),
                });
            }
        };
        Ok(VecTypeHint { ty, signed })
    }
}

/// `!intel_reqd_sub_group_size`: `!{i32 size}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubGroupSize(pub u32);

impl NodeShape for SubGroupSize {
    const NAME: &'static str = names::INTEL_REQD_SUB_GROUP_SIZE;

    fn to_tree(&self) -> MdNode {
        MdNode::new(vec![Md::i32(self.0)])
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<SubGroupSize> {
        let view = View::new(node, path);
        view.expect_len(1, 1, "1 operand (sub-group size)")?;
        view.u32(0, "sub-group size").map(SubGroupSize)
    }
}

/// Every function attachment this crate knows.
///
/// `from_attachments` ignores kinds it does not know (`!dbg`, …) and checks
/// that the per-argument lists agree on the argument count.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{Attachment, FunctionMetadata, Md, MdNode, WorkGroupSize};
///
/// let attachments = vec![Attachment {
///     kind: "reqd_work_group_size".into(),
///     node: MdNode::new(vec![Md::i32(8), Md::i32(4), Md::i32(1)]),
/// }];
/// let f = FunctionMetadata::from_attachments(&attachments)?;
/// assert_eq!(f.reqd_work_group_size, Some(WorkGroupSize::new(8, 4, 1)));
/// assert_eq!(f.to_attachments(), attachments);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FunctionMetadata {
    /// The `!kernel_arg_*` lists.
    pub kernel_args: KernelArgInfo,
    /// `!vec_type_hint`.
    pub vec_type_hint: Option<VecTypeHint>,
    /// `!reqd_work_group_size`.
    pub reqd_work_group_size: Option<WorkGroupSize>,
    /// `!work_group_size_hint`.
    pub work_group_size_hint: Option<WorkGroupSize>,
    /// `!intel_reqd_sub_group_size`.
    pub intel_reqd_sub_group_size: Option<u32>,
    /// `!spirv.ParameterDecorations`.
    pub parameter_decorations: Option<ParameterDecorations>,
    /// `!spirv.Decorations` on the function itself.
    pub decorations: Option<DecorationList>,
}

impl FunctionMetadata {
    /// Reads the attachments of one function.
    pub fn from_attachments(attachments: &[Attachment]) -> Result<FunctionMetadata> {
        let mut f = FunctionMetadata::default();
        for attachment in attachments {
            let path = format!("!{}", attachment.kind);
            let view = View::new(&attachment.node, path.as_str());
            if f.kernel_args.read_attachment(&attachment.kind, &view)? {
                continue;
            }
            let node = &attachment.node;
            match attachment.kind.as_str() {
                names::VEC_TYPE_HINT => {
                    f.vec_type_hint = Some(VecTypeHint::from_tree_at(node, &path)?)
                }
                names::REQD_WORK_GROUP_SIZE => {
                    f.reqd_work_group_size = Some(WorkGroupSize::from_tree_at(node, &path)?);
                }
                names::WORK_GROUP_SIZE_HINT => {
                    f.work_group_size_hint = Some(WorkGroupSize::from_tree_at(node, &path)?);
                }
                names::INTEL_REQD_SUB_GROUP_SIZE => {
                    f.intel_reqd_sub_group_size = Some(SubGroupSize::from_tree_at(node, &path)?.0);
                }
                names::SPIRV_PARAMETER_DECORATIONS => {
                    f.parameter_decorations =
                        Some(ParameterDecorations::from_tree_at(node, &path)?);
                }
                names::SPIRV_DECORATIONS => {
                    f.decorations = Some(DecorationList::from_tree_at(node, &path)?);
                }
                _ => {}
            }
        }
        f.check_argument_counts()?;
        Ok(f)
    }

    /// The attachments for this value, in the order clang writes them.
    pub fn to_attachments(&self) -> Vec<Attachment> {
        let mut out = Vec::new();
        self.kernel_args.push_attachments(&mut out);
        let mut push = |kind: &str, node: Option<MdNode>| {
            if let Some(node) = node {
                out.push(Attachment {
                    kind: kind.to_owned(),
                    node,
                });
            }
        };
        push(
            names::VEC_TYPE_HINT,
            self.vec_type_hint.as_ref().map(NodeShape::to_tree),
        );
        push(
            names::REQD_WORK_GROUP_SIZE,
            self.reqd_work_group_size.as_ref().map(NodeShape::to_tree),
        );
        push(
            names::WORK_GROUP_SIZE_HINT,
            self.work_group_size_hint.as_ref().map(NodeShape::to_tree),
        );
        push(
            names::INTEL_REQD_SUB_GROUP_SIZE,
            self.intel_reqd_sub_group_size
                .map(|n| SubGroupSize(n).to_tree()),
        );
        push(
            names::SPIRV_PARAMETER_DECORATIONS,
            self.parameter_decorations.as_ref().map(NodeShape::to_tree),
        );
        push(
            names::SPIRV_DECORATIONS,
            self.decorations.as_ref().map(NodeShape::to_tree),
        );
        out
    }

    fn check_argument_counts(&self) -> Result<()> {
        let mut lengths = self.kernel_args.lengths();
        if let Some(params) = &self.parameter_decorations {
            lengths.push((names::SPIRV_PARAMETER_DECORATIONS, params.0.len()));
        }
        let Some(&(first, expected)) = lengths.first() else {
            return Ok(());
        };
        match lengths.iter().find(|(_, len)| *len != expected) {
            None => Ok(()),
            Some(&(node, found)) => Err(MetadataError::ArgumentCount {
                node: format!("!{node}"),
                other: format!("!{first}"),
                expected,
                found,
            }),
        }
    }
}
