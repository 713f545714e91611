//! The SPIR-V opaque types of "SPIR-V representation in LLVM IR".
//!
//! `OpTypeImage` becomes the LLVM opaque type `spirv.Image._{SampledType}_{Dim}_{Depth}_
//! {Arrayed}_{MS}_{Sampled}_{Format}_{Access}` and is mangled as the class name
//! `__spirv_Image__{…same postfixes…}`; `OpTypeSampledImage` likewise as `SampledImage`,
//! `OpTypePipe` as `Pipe` with only `{Access}`, and `OpTypeSampler`, `OpTypeEvent`,
//! `OpTypeDeviceEvent`, `OpTypeQueue`, `OpTypeReserveId` and `OpTypePipeStorage` as
//! `spirv.{Name}` / `__spirv_{Name}`; `OpTypeCooperativeMatrixKHR` as
//! `__spirv_CooperativeMatrixKHR__{Component}_{Scope}_{Rows}_{Columns}_{Use}`. Builtins take them by pointer, in the address space the
//! Khronos translator uses ([`SpirvType::address_space`]).
//!
//! Invariant: formatting then parsing a name gives back the same value, and parsing accepts
//! only what formatting produces (numbers in canonical decimal), so a name has one meaning.

use std::fmt;

use crate::error::Error;
use crate::types::{AddressSpace, Type};

/// The `{SampledType}` postfix of an image type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SampledType {
    /// `void`: sampled type unknown.
    Void,
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `int`.
    Int,
    /// `uint`.
    UInt,
    /// `long`: a 64-bit integer (`SPV_EXT_shader_image_int64`, bindless images).
    Long,
}

const SAMPLED_TYPES: [(SampledType, &str); 6] = [
    (SampledType::Void, "void"),
    (SampledType::Half, "half"),
    (SampledType::Float, "float"),
    (SampledType::Int, "int"),
    (SampledType::UInt, "uint"),
    (SampledType::Long, "long"),
];

impl SampledType {
    /// Every sampled type.
    pub const ALL: [SampledType; 6] = [
        SampledType::Void,
        SampledType::Half,
        SampledType::Float,
        SampledType::Int,
        SampledType::UInt,
        SampledType::Long,
    ];

    /// The postfix spelling.
    pub fn name(self) -> &'static str {
        SAMPLED_TYPES
            .iter()
            .find(|row| row.0 == self)
            .map_or("", |row| row.1)
    }

    /// The sampled type with the given postfix spelling.
    pub fn from_name(name: &str) -> Option<SampledType> {
        SAMPLED_TYPES
            .iter()
            .find(|row| row.1 == name)
            .map(|row| row.0)
    }
}

/// The operands of `OpTypeImage` that its type name records. The numbers are the SPIR-V
/// enumerant values (`Dim`, `ImageFormat`, `AccessQualifier`) and literals, unchecked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageDescriptor {
    /// The sampled type.
    pub sampled_type: SampledType,
    /// `Dim` (0 = 1D, 1 = 2D, 2 = 3D, 3 = Cube, 4 = Rect, 5 = Buffer, 6 = SubpassData).
    pub dim: u32,
    /// `Depth` (0 = not depth, 1 = depth, 2 = unknown).
    pub depth: u32,
    /// `Arrayed` (0 or 1).
    pub arrayed: u32,
    /// `MS` (0 or 1).
    pub multisampled: u32,
    /// `Sampled` (0 = unknown, 1 = with sampler, 2 = without).
    pub sampled: u32,
    /// `ImageFormat` (0 = Unknown).
    pub format: u32,
    /// `AccessQualifier` (0 = ReadOnly, 1 = WriteOnly, 2 = ReadWrite).
    pub access: u32,
}

impl ImageDescriptor {
    fn numbers(&self) -> [u32; 7] {
        [
            self.dim,
            self.depth,
            self.arrayed,
            self.multisampled,
            self.sampled,
            self.format,
            self.access,
        ]
    }

    /// Parses `{SampledType}_{Dim}_…_{Access}`; `offset` is where `text` starts in the whole
    /// name, for error positions.
    fn parse(text: &str, offset: usize) -> Result<ImageDescriptor, Error> {
        let mut fields = Fields::new(text, offset);
        let (pos, sampled_type) = fields.next_field("a sampled type")?;
        let sampled_type = SampledType::from_name(sampled_type).ok_or_else(|| {
            bad(
                pos,
                format!(
                    "unknown sampled type {sampled_type:?}; expected void, half, float, int or uint"
                ),
            )
        })?;
        let mut numbers = [0u32; 7];
        for number in &mut numbers {
            *number = fields.next_number()?;
        }
        fields.finish()?;
        let [dim, depth, arrayed, multisampled, sampled, format, access] = numbers;
        Ok(ImageDescriptor {
            sampled_type,
            dim,
            depth,
            arrayed,
            multisampled,
            sampled,
            format,
            access,
        })
    }
}

impl fmt::Display for ImageDescriptor {
    /// `{SampledType}_{Dim}_{Depth}_{Arrayed}_{MS}_{Sampled}_{Format}_{Access}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sampled_type.name())?;
        for number in self.numbers() {
            write!(f, "_{number}")?;
        }
        Ok(())
    }
}

/// The `{Component}` postfix of a cooperative matrix type: the component's spelling, which
/// for integers names only the width (`char`, `short`, `uint`, `long`), as the Khronos
/// translator spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MatrixComponent {
    /// An 8-bit integer.
    Char,
    /// A 16-bit integer.
    Short,
    /// A 32-bit integer.
    UInt,
    /// A 64-bit integer.
    Long,
    /// A 16-bit float.
    Half,
    /// A 32-bit float.
    Float,
    /// A 64-bit float.
    Double,
    /// A 16-bit brain float (`bfloat`).
    BFloat16,
}

const MATRIX_COMPONENTS: [(MatrixComponent, &str); 8] = [
    (MatrixComponent::Char, "char"),
    (MatrixComponent::Short, "short"),
    (MatrixComponent::UInt, "uint"),
    (MatrixComponent::Long, "long"),
    (MatrixComponent::Half, "half"),
    (MatrixComponent::Float, "float"),
    (MatrixComponent::Double, "double"),
    (MatrixComponent::BFloat16, "bfloat16"),
];

impl MatrixComponent {
    /// The postfix spelling.
    pub fn name(self) -> &'static str {
        MATRIX_COMPONENTS.iter().find(|row| row.0 == self).map_or("", |row| row.1)
    }

    /// The component with the given postfix spelling.
    pub fn from_name(name: &str) -> Option<MatrixComponent> {
        MATRIX_COMPONENTS.iter().find(|row| row.1 == name).map(|row| row.0)
    }
}

/// The operands of `OpTypeCooperativeMatrixKHR`: the component type and the values of its four
/// constant operands (`Scope`, rows, columns, `CooperativeMatrixUse`), unchecked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MatrixDescriptor {
    /// The component type.
    pub component: MatrixComponent,
    /// The `Scope` value (3 = Subgroup).
    pub scope: u32,
    /// The number of rows.
    pub rows: u32,
    /// The number of columns.
    pub columns: u32,
    /// The `CooperativeMatrixUse` value (0 = A, 1 = B, 2 = Accumulator).
    pub usage: u32,
}

impl MatrixDescriptor {
    fn parse(text: &str, offset: usize) -> Result<MatrixDescriptor, Error> {
        let mut fields = Fields::new(text, offset);
        let (pos, component) = fields.next_field("a component type")?;
        let component = MatrixComponent::from_name(component)
            .ok_or_else(|| bad(pos, format!("unknown matrix component type {component:?}")))?;
        let mut numbers = [0u32; 4];
        for number in &mut numbers {
            *number = fields.next_number()?;
        }
        fields.finish()?;
        let [scope, rows, columns, usage] = numbers;
        Ok(MatrixDescriptor { component, scope, rows, columns, usage })
    }
}

impl fmt::Display for MatrixDescriptor {
    /// `{Component}_{Scope}_{Rows}_{Columns}_{Use}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}_{}_{}_{}_{}", self.component.name(), self.scope, self.rows, self.columns, self.usage)
    }
}

/// A SPIR-V opaque type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpirvType {
    /// `OpTypeImage`.
    Image(ImageDescriptor),
    /// `OpTypeSampledImage` of an image with these operands.
    SampledImage(ImageDescriptor),
    /// `OpTypePipe` with this `AccessQualifier` value.
    Pipe(u32),
    /// `OpTypeSampler`.
    Sampler,
    /// `OpTypeEvent`.
    Event,
    /// `OpTypeDeviceEvent`.
    DeviceEvent,
    /// `OpTypeQueue`.
    Queue,
    /// `OpTypeReserveId`.
    ReserveId,
    /// `OpTypePipeStorage`.
    PipeStorage,
    /// `OpTypeTaskSequenceINTEL` (`SPV_INTEL_task_sequence`).
    TaskSequence,
    /// `OpTypeCooperativeMatrixKHR`.
    CooperativeMatrix(MatrixDescriptor),
    /// `OpTypeVmeImageINTEL` of an image with these operands
    /// (`SPV_INTEL_device_side_avc_motion_estimation`).
    VmeImage(ImageDescriptor),
    /// One of the motion estimation payload and result types of
    /// `SPV_INTEL_device_side_avc_motion_estimation`.
    Avc(AvcType),
}

/// The payload and result types of `SPV_INTEL_device_side_avc_motion_estimation`
/// (`OpTypeAvc…INTEL`), which OpenCL C calls `intel_sub_group_avc_…_t`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AvcType {
    /// `OpTypeAvcMcePayloadINTEL`.
    McePayload,
    /// `OpTypeAvcImePayloadINTEL`.
    ImePayload,
    /// `OpTypeAvcRefPayloadINTEL`.
    RefPayload,
    /// `OpTypeAvcSicPayloadINTEL`.
    SicPayload,
    /// `OpTypeAvcMceResultINTEL`.
    MceResult,
    /// `OpTypeAvcImeResultINTEL`.
    ImeResult,
    /// `OpTypeAvcRefResultINTEL`.
    RefResult,
    /// `OpTypeAvcSicResultINTEL`.
    SicResult,
    /// `OpTypeAvcImeResultSingleReferenceStreamoutINTEL`.
    ImeSingleStreamout,
    /// `OpTypeAvcImeResultDualReferenceStreamoutINTEL`.
    ImeDualStreamout,
    /// `OpTypeAvcImeSingleReferenceStreaminINTEL`.
    ImeSingleStreamin,
    /// `OpTypeAvcImeDualReferenceStreaminINTEL`.
    ImeDualStreamin,
}

/// Each motion estimation type: its SPIR-V type name (the opcode without `OpType`) and the
/// OpenCL C name clang mangles it as (`ocl_` and the C type name).
const AVC_TYPES: [(AvcType, &str, &str); 12] = [
    (AvcType::McePayload, "AvcMcePayloadINTEL", "ocl_intel_sub_group_avc_mce_payload_t"),
    (AvcType::ImePayload, "AvcImePayloadINTEL", "ocl_intel_sub_group_avc_ime_payload_t"),
    (AvcType::RefPayload, "AvcRefPayloadINTEL", "ocl_intel_sub_group_avc_ref_payload_t"),
    (AvcType::SicPayload, "AvcSicPayloadINTEL", "ocl_intel_sub_group_avc_sic_payload_t"),
    (AvcType::MceResult, "AvcMceResultINTEL", "ocl_intel_sub_group_avc_mce_result_t"),
    (AvcType::ImeResult, "AvcImeResultINTEL", "ocl_intel_sub_group_avc_ime_result_t"),
    (AvcType::RefResult, "AvcRefResultINTEL", "ocl_intel_sub_group_avc_ref_result_t"),
    (AvcType::SicResult, "AvcSicResultINTEL", "ocl_intel_sub_group_avc_sic_result_t"),
    (
        AvcType::ImeSingleStreamout,
        "AvcImeResultSingleReferenceStreamoutINTEL",
        "ocl_intel_sub_group_avc_ime_result_single_reference_streamout_t",
    ),
    (
        AvcType::ImeDualStreamout,
        "AvcImeResultDualReferenceStreamoutINTEL",
        "ocl_intel_sub_group_avc_ime_result_dual_reference_streamout_t",
    ),
    (
        AvcType::ImeSingleStreamin,
        "AvcImeSingleReferenceStreaminINTEL",
        "ocl_intel_sub_group_avc_ime_single_reference_streamin_t",
    ),
    (
        AvcType::ImeDualStreamin,
        "AvcImeDualReferenceStreaminINTEL",
        "ocl_intel_sub_group_avc_ime_dual_reference_streamin_t",
    ),
];

impl AvcType {
    /// Every motion estimation type.
    pub const ALL: [AvcType; 12] = [
        AvcType::McePayload,
        AvcType::ImePayload,
        AvcType::RefPayload,
        AvcType::SicPayload,
        AvcType::MceResult,
        AvcType::ImeResult,
        AvcType::RefResult,
        AvcType::SicResult,
        AvcType::ImeSingleStreamout,
        AvcType::ImeDualStreamout,
        AvcType::ImeSingleStreamin,
        AvcType::ImeDualStreamin,
    ];

    /// The SPIR-V type name, the opcode without `OpType` (`AvcImePayloadINTEL`).
    ///
    /// ```
    /// use spirv_llvm_mangling::AvcType;
    /// assert_eq!(AvcType::ImeDualStreamin.spirv_name(), "AvcImeDualReferenceStreaminINTEL");
    /// assert_eq!(AvcType::from_spirv_name("AvcSicResultINTEL"), Some(AvcType::SicResult));
    /// ```
    pub fn spirv_name(self) -> &'static str {
        AVC_TYPES.iter().find(|row| row.0 == self).map_or("", |row| row.1)
    }

    /// The type of SPIR-V type name `name`.
    pub fn from_spirv_name(name: &str) -> Option<AvcType> {
        AVC_TYPES.iter().find(|row| row.1 == name).map(|row| row.0)
    }

    /// The name clang mangles the OpenCL C type as (`ocl_intel_sub_group_avc_ime_payload_t`).
    pub fn opencl_name(self) -> &'static str {
        AVC_TYPES.iter().find(|row| row.0 == self).map_or("", |row| row.2)
    }

    /// The type clang mangles as `name`.
    pub fn from_opencl_name(name: &str) -> Option<AvcType> {
        AVC_TYPES.iter().find(|row| row.2 == name).map(|row| row.0)
    }
}

/// The types whose name is a fixed word.
const SIMPLE: [(SpirvType, &str); 7] = [
    (SpirvType::Sampler, "Sampler"),
    (SpirvType::Event, "Event"),
    (SpirvType::DeviceEvent, "DeviceEvent"),
    (SpirvType::Queue, "Queue"),
    (SpirvType::ReserveId, "ReserveId"),
    (SpirvType::PipeStorage, "PipeStorage"),
    (SpirvType::TaskSequence, "TaskSequenceINTEL"),
];

const MANGLED_PREFIX: &str = "__spirv_";
const LLVM_PREFIX: &str = "spirv.";

impl SpirvType {
    /// The type name without prefix or postfixes (`Image`, `DeviceEvent`).
    pub fn kind_name(&self) -> &'static str {
        match self {
            SpirvType::Image(_) => "Image",
            SpirvType::SampledImage(_) => "SampledImage",
            SpirvType::Pipe(_) => "Pipe",
            SpirvType::CooperativeMatrix(_) => "CooperativeMatrixKHR",
            SpirvType::VmeImage(_) => "VmeImageINTEL",
            SpirvType::Avc(avc) => avc.spirv_name(),
            other => SIMPLE
                .iter()
                .find(|row| row.0 == *other)
                .map_or("", |row| row.1),
        }
    }

    /// The postfixes, without the separator (`void_1_0_0_0_0_0_0`, `1` for a write pipe).
    fn postfixes(&self) -> Option<String> {
        match self {
            SpirvType::Image(image) | SpirvType::SampledImage(image) | SpirvType::VmeImage(image) => {
                Some(image.to_string())
            }
            SpirvType::Pipe(access) => Some(access.to_string()),
            SpirvType::CooperativeMatrix(matrix) => Some(matrix.to_string()),
            _ => None,
        }
    }

    /// The class name a builtin signature mangles: `__spirv_{Name}[__{Postfixes}]`.
    ///
    /// ```
    /// use spirv_llvm_mangling::{ImageDescriptor, SampledType, SpirvType};
    /// let image = ImageDescriptor {
    ///     sampled_type: SampledType::Void, dim: 1, depth: 0, arrayed: 0, multisampled: 0,
    ///     sampled: 0, format: 0, access: 0,
    /// };
    /// assert_eq!(SpirvType::Image(image).mangled_name(), "__spirv_Image__void_1_0_0_0_0_0_0");
    /// assert_eq!(SpirvType::Pipe(1).mangled_name(), "__spirv_Pipe__1");
    /// assert_eq!(SpirvType::Queue.mangled_name(), "__spirv_Queue");
    /// ```
    pub fn mangled_name(&self) -> String {
        match self.postfixes() {
            Some(postfixes) => format!("{MANGLED_PREFIX}{}__{postfixes}", self.kind_name()),
            None => format!("{MANGLED_PREFIX}{}", self.kind_name()),
        }
    }

    /// The LLVM opaque struct name: `spirv.{Name}[._{Postfixes}]`.
    ///
    /// ```
    /// use spirv_llvm_mangling::SpirvType;
    /// assert_eq!(SpirvType::Pipe(0).llvm_name(), "spirv.Pipe._0");
    /// assert_eq!(SpirvType::Sampler.llvm_name(), "spirv.Sampler");
    /// ```
    pub fn llvm_name(&self) -> String {
        match self.postfixes() {
            Some(postfixes) => format!("{LLVM_PREFIX}{}._{postfixes}", self.kind_name()),
            None => format!("{LLVM_PREFIX}{}", self.kind_name()),
        }
    }

    /// Parses a class name as [`mangled_name`](Self::mangled_name) writes it.
    ///
    /// ```
    /// use spirv_llvm_mangling::SpirvType;
    /// let ty = SpirvType::from_mangled_name("__spirv_SampledImage__float_1_0_0_0_0_0_0").unwrap();
    /// assert_eq!(ty.llvm_name(), "spirv.SampledImage._float_1_0_0_0_0_0_0");
    /// let err = SpirvType::from_mangled_name("__spirv_Image__float_1_0_0").unwrap_err();
    /// assert_eq!(err.position(), Some(26));
    /// ```
    pub fn from_mangled_name(name: &str) -> Result<SpirvType, Error> {
        let rest = name
            .strip_prefix(MANGLED_PREFIX)
            .ok_or_else(|| bad(0, format!("does not start with {MANGLED_PREFIX:?}")))?;
        SpirvType::parse_after_prefix(rest, MANGLED_PREFIX.len(), "__")
    }

    /// Parses an LLVM struct name as [`llvm_name`](Self::llvm_name) writes it.
    pub fn from_llvm_name(name: &str) -> Result<SpirvType, Error> {
        let rest = name
            .strip_prefix(LLVM_PREFIX)
            .ok_or_else(|| bad(0, format!("does not start with {LLVM_PREFIX:?}")))?;
        SpirvType::parse_after_prefix(rest, LLVM_PREFIX.len(), "._")
    }

    fn parse_after_prefix(rest: &str, offset: usize, separator: &str) -> Result<SpirvType, Error> {
        let (kind, postfixes) = match rest.split_once(separator) {
            Some((kind, postfixes)) => (kind, Some(postfixes)),
            None => (rest, None),
        };
        let postfix_offset = offset + kind.len() + separator.len();
        match (kind, postfixes) {
            ("Image", Some(text)) => Ok(SpirvType::Image(ImageDescriptor::parse(
                text,
                postfix_offset,
            )?)),
            ("SampledImage", Some(text)) => Ok(SpirvType::SampledImage(ImageDescriptor::parse(
                text,
                postfix_offset,
            )?)),
            ("Pipe", Some(text)) => {
                let mut fields = Fields::new(text, postfix_offset);
                let access = fields.next_number()?;
                fields.finish()?;
                Ok(SpirvType::Pipe(access))
            }
            ("CooperativeMatrixKHR", Some(text)) => Ok(SpirvType::CooperativeMatrix(
                MatrixDescriptor::parse(text, postfix_offset)?,
            )),
            ("VmeImageINTEL", Some(text)) => Ok(SpirvType::VmeImage(ImageDescriptor::parse(
                text,
                postfix_offset,
            )?)),
            ("Image" | "SampledImage" | "VmeImageINTEL" | "Pipe" | "CooperativeMatrixKHR", None) => Err(bad(
                offset + kind.len(),
                format!("{kind} needs postfixes after {separator:?}"),
            )),
            (_, None) => SIMPLE
                .iter()
                .find(|row| row.1 == kind)
                .map(|row| row.0)
                .or_else(|| AvcType::from_spirv_name(kind).map(SpirvType::Avc))
                .ok_or_else(|| bad(offset, format!("unknown SPIR-V type {kind:?}"))),
            (_, Some(_)) => Err(bad(
                offset + kind.len(),
                format!("{kind:?} takes no postfixes"),
            )),
        }
    }

    /// The address space the Khronos translator puts this type in when a builtin takes it by
    /// pointer: global for images, sampled images, pipes, pipe storage, cooperative matrices
    /// and task sequences (and the motion estimation images), constant for samplers, private for events,
    /// device events, queues, reserve ids and the motion estimation payloads and results.
    pub fn address_space(&self) -> AddressSpace {
        match self {
            SpirvType::Image(_)
            | SpirvType::SampledImage(_)
            | SpirvType::Pipe(_)
            | SpirvType::PipeStorage
            | SpirvType::CooperativeMatrix(_)
            | SpirvType::VmeImage(_)
            | SpirvType::TaskSequence => AddressSpace::GLOBAL,
            SpirvType::Sampler => AddressSpace::CONSTANT,
            SpirvType::Event
            | SpirvType::DeviceEvent
            | SpirvType::Queue
            | SpirvType::ReserveId
            | SpirvType::Avc(_) => {
                AddressSpace::PRIVATE
            }
        }
    }

    /// The parameter type through which builtins take this type: a pointer to it in
    /// [`address_space`](Self::address_space).
    ///
    /// ```
    /// use spirv_llvm_mangling::{mangle, Signature, SpirvType, Type};
    /// let sig = Signature::new("__spirv_RetainEvent", vec![SpirvType::DeviceEvent.pointer()]);
    /// assert_eq!(mangle(&sig).unwrap(), "_Z19__spirv_RetainEventP19__spirv_DeviceEvent");
    /// ```
    pub fn pointer(self) -> Type {
        Type::pointer(Type::Spirv(self), self.address_space())
    }
}

impl fmt::Display for SpirvType {
    /// The mangled class name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.mangled_name())
    }
}

fn bad(pos: usize, reason: String) -> Error {
    Error::BadTypeName { pos, reason }
}

/// Walks `_`-separated fields, tracking byte positions.
struct Fields<'a> {
    rest: Option<&'a str>,
    pos: usize,
}

impl<'a> Fields<'a> {
    fn new(text: &'a str, offset: usize) -> Fields<'a> {
        Fields {
            rest: Some(text),
            pos: offset,
        }
    }

    fn next_field(&mut self, expected: &str) -> Result<(usize, &'a str), Error> {
        let rest = self
            .rest
            .ok_or_else(|| bad(self.pos, format!("missing {expected}")))?;
        let start = self.pos;
        let field = match rest.split_once('_') {
            Some((field, tail)) => {
                self.rest = Some(tail);
                self.pos += field.len() + 1;
                field
            }
            None => {
                self.rest = None;
                self.pos += rest.len();
                rest
            }
        };
        Ok((start, field))
    }

    fn next_number(&mut self) -> Result<u32, Error> {
        let (pos, field) = self.next_field("a number")?;
        parse_canonical_u32(field).ok_or_else(|| {
            bad(
                pos,
                format!("{field:?} is not a decimal number without leading zeros"),
            )
        })
    }

    fn finish(&self) -> Result<(), Error> {
        match self.rest {
            None => Ok(()),
            Some(_) => Err(bad(
                self.pos.saturating_sub(1),
                "too many postfixes".to_string(),
            )),
        }
    }
}

/// Parses decimal digits without sign or leading zeros into a `u32`.
pub(crate) fn parse_canonical_u32(text: &str) -> Option<u32> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if canonical { text.parse().ok() } else { None }
}
