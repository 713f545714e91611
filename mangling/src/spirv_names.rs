//! The unmangled names of SPIR-V builtins ("SPIR-V representation in LLVM IR").
//!
//! * `__spirv_{OpCodeName}[_R{ReturnType}][_sat][_rtp|_rtn|_rtz|_rte]`: an instruction, with
//!   optional postfixes in that order; neither the opcode name nor a postfix contains `_`;
//! * `__spirv_ocl_{InstructionName}[_R{ReturnType}][_{next postfix}…]`: an OpenCL.std
//!   extended instruction, as the reference translator writes it
//!   (`__spirv_ocl_vload_halfn_Rfloat4`); the name may contain `_` (never `_R`), so a postfix
//!   list that does not start with a return type starts with two underscores
//!   (`__spirv_ocl_vstore_half_r__rte`), and parsing also takes two underscores before the
//!   return type (`__spirv_ocl_vload_halfn__Rfloat4`, an older spelling);
//! * `__spirv_BuiltIn{VariableName}`: reading a builtin variable;
//! * `__spirv_GenericCastToPtrExplicit_To{Global|Local|Private}` (and the same for
//!   `GenericCastToPtr`), `__spirv_BuildNDRange_{1|2|3}D`,
//!   `__spirv_CreatePipeFromPipeStorage_{read|write}`: fixed postfixes of those instructions.
//!
//! Parsing accepts what formatting writes, so `format(parse(name)) == name` for every name
//! formatting produces.

use std::fmt;
use std::str::FromStr;

use crate::error::Error;
use crate::types::{AddressSpace, Scalar, Type, VectorLen};
use crate::spirv_types::SpirvType;

const PREFIX: &str = "__spirv_";
const OCL_PREFIX: &str = "ocl_";
const BUILTIN_PREFIX: &str = "BuiltIn";

/// The LLVM name of builtin variable `variable` (`GlobalInvocationId`): the global or the
/// function `__spirv_BuiltIn{variable}` that stands for it.
///
/// # Example
///
/// ```
/// use spirv_llvm_mangling::{builtin_variable_name, builtin_variable_of};
///
/// assert_eq!(builtin_variable_name("WorkDim"), "__spirv_BuiltInWorkDim");
/// assert_eq!(builtin_variable_of("__spirv_BuiltInWorkDim"), Some("WorkDim"));
/// assert_eq!(builtin_variable_of("__spirv_Load"), None);
/// ```
pub fn builtin_variable_name(variable: &str) -> String {
    format!("{PREFIX}{BUILTIN_PREFIX}{variable}")
}

/// The builtin variable a global named `__spirv_BuiltIn{variable}` stands for (the name as
/// written, not yet checked against SPIR-V's list).
pub fn builtin_variable_of(name: &str) -> Option<&str> {
    name.strip_prefix(PREFIX)?.strip_prefix(BUILTIN_PREFIX)
}

/// The `{ReturnType}` spelling of bfloat (`_RDF16b`, `_RDF16b4`).
const BFLOAT_POSTFIX: &str = "DF16b";

/// A `{ReturnType}`: a scalar (`uint`) or vector (`uint4`) type in OpenCL C spelling, or a
/// SPIR-V opaque type as its mangled pointer (`PU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReturnType {
    /// A scalar or vector number type.
    Number {
        /// The element type.
        scalar: Scalar,
        /// The vector length, or `None` for a scalar.
        len: Option<VectorLen>,
    },
    /// A SPIR-V opaque type, spelled as the pointer through which builtins take it
    /// ([`SpirvType::pointer`]).
    Spirv(SpirvType),
}

impl ReturnType {
    /// The type in the [`Type`] model.
    pub fn to_type(self) -> Type {
        match self {
            ReturnType::Number { scalar, len: Some(len) } => Type::Vector(scalar, len),
            ReturnType::Number { scalar, len: None } => Type::Scalar(scalar),
            ReturnType::Spirv(spirv) => spirv.pointer(),
        }
    }

    /// The return type naming `ty`, if `ty` is a scalar, a vector or a SPIR-V opaque type by
    /// its pointer.
    pub fn from_type(ty: &Type) -> Option<ReturnType> {
        match ty {
            Type::Scalar(scalar) => Some(ReturnType::Number { scalar: *scalar, len: None }),
            Type::Vector(scalar, len) => Some(ReturnType::Number { scalar: *scalar, len: Some(*len) }),
            Type::Pointer { pointee, .. } => match **pointee {
                Type::Spirv(spirv) if spirv.pointer() == *ty => Some(ReturnType::Spirv(spirv)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Parses `uint4`, `half`, … up to the end of `text`; `pos` is where `text` starts, for
    /// errors.
    fn parse_number(text: &str, pos: usize) -> Result<ReturnType, Error> {
        let digits_at = text
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(text.len());
        // `DF16b` is bfloat's spelling here (its Itanium code: OpenCL C has no name for it), as
        // the Khronos translator writes it; `DF16b`'s digits are part of the name.
        let (name, digits) = match text.strip_prefix(BFLOAT_POSTFIX) {
            Some(rest) => (BFLOAT_POSTFIX, rest),
            None => text.split_at(digits_at),
        };
        let scalar = (if name == BFLOAT_POSTFIX { Some(Scalar::BFloat16) } else { Scalar::from_opencl_name(name) })
            .ok_or_else(|| bad(pos, format!("{name:?} is not an OpenCL C scalar type name")))?;
        let digits_at = text.len() - digits.len();
        let len = if digits.is_empty() {
            None
        } else {
            let len = crate::spirv_types::parse_canonical_u32(digits)
                .and_then(VectorLen::new)
                .ok_or_else(|| {
                    bad(
                        pos + digits_at,
                        format!("vector length {digits:?} is not 2, 3, 4, 8 or 16"),
                    )
                })?;
            Some(len)
        };
        Ok(ReturnType::Number { scalar, len })
    }

    /// Parses a SPIR-V type's pointer at the start of `text` (`P[U3AS{n}]{len}__spirv_…`);
    /// gives the type and the bytes it takes. Only the address space
    /// [`SpirvType::address_space`] gives is accepted, so the spelling is the one
    /// [`Display`](fmt::Display) writes.
    fn parse_spirv(text: &str, pos: usize) -> Result<(ReturnType, usize), Error> {
        let mut at = 1; // `P`
        let mut space = 0;
        if let Some(rest) = text.get(at..).and_then(|r| r.strip_prefix('U')) {
            // The vendor qualifier `U{len}AS{n}`: `len` counts `AS` and the digits of `n`.
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let len = crate::spirv_types::parse_canonical_u32(&rest[..digits]).unwrap_or(0) as usize;
            let qualifier = rest.get(digits..digits + len).and_then(|q| q.strip_prefix("AS"));
            space = qualifier
                .and_then(crate::spirv_types::parse_canonical_u32)
                .ok_or_else(|| bad(pos + at, "an address space qualifier U{len}AS{n}".to_string()))?;
            at += 1 + digits + len;
        }
        let digits = text.get(at..).unwrap_or("").bytes().take_while(u8::is_ascii_digit).count();
        let len = crate::spirv_types::parse_canonical_u32(text.get(at..at + digits).unwrap_or(""))
            .ok_or_else(|| bad(pos + at, "a length-prefixed type name".to_string()))? as usize;
        at += digits;
        let name = text
            .get(at..at + len)
            .ok_or_else(|| bad(pos + at, format!("type name shorter than its length {len}")))?;
        let spirv = SpirvType::from_mangled_name(name).map_err(|e| bad(pos + at + e.position().unwrap_or(0), e.to_string()))?;
        if spirv.address_space().0 != space {
            return Err(bad(pos, format!("{name} is passed in address space {}, not {space}", spirv.address_space().0)));
        }
        Ok((ReturnType::Spirv(spirv), at + len))
    }
}

impl fmt::Display for ReturnType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReturnType::Number { scalar, len } => {
                f.write_str(if *scalar == Scalar::BFloat16 { BFLOAT_POSTFIX } else { scalar.opencl_name() })?;
                match len {
                    Some(len) => write!(f, "{}", len.get()),
                    None => Ok(()),
                }
            }
            ReturnType::Spirv(spirv) => {
                let name = spirv.mangled_name();
                match spirv.address_space().0 {
                    0 => write!(f, "P{}{name}", name.len()),
                    n => write!(f, "PU3AS{n}{}{name}", name.len()),
                }
            }
        }
    }
}

/// A floating-point rounding mode postfix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoundingMode {
    /// `_rte`: to nearest even.
    Rte,
    /// `_rtz`: toward zero.
    Rtz,
    /// `_rtp`: toward positive infinity.
    Rtp,
    /// `_rtn`: toward negative infinity.
    Rtn,
}

const ROUNDING_MODES: [(RoundingMode, &str); 4] = [
    (RoundingMode::Rte, "rte"),
    (RoundingMode::Rtz, "rtz"),
    (RoundingMode::Rtp, "rtp"),
    (RoundingMode::Rtn, "rtn"),
];

impl RoundingMode {
    /// The postfix without its underscore (`rte`).
    pub fn name(self) -> &'static str {
        ROUNDING_MODES
            .iter()
            .find(|row| row.0 == self)
            .map_or("", |row| row.1)
    }

    fn from_name(name: &str) -> Option<RoundingMode> {
        ROUNDING_MODES
            .iter()
            .find(|row| row.1 == name)
            .map(|row| row.0)
    }
}

/// The optional postfixes of a builtin name, in the order they are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Postfixes {
    /// `_R{ReturnType}`.
    pub return_type: Option<ReturnType>,
    /// `_sat`.
    pub saturate: bool,
    /// `_rte`, `_rtz`, `_rtp` or `_rtn`.
    pub rounding: Option<RoundingMode>,
}

impl Postfixes {
    /// Whether there is no postfix.
    pub fn is_empty(&self) -> bool {
        *self == Postfixes::default()
    }

    /// The postfix words, without separators.
    fn words(&self) -> Vec<String> {
        let mut words = Vec::new();
        if let Some(ty) = self.return_type {
            words.push(format!("R{ty}"));
        }
        if self.saturate {
            words.push("sat".to_string());
        }
        if let Some(mode) = self.rounding {
            words.push(mode.name().to_string());
        }
        words
    }

    /// Parses `_`-separated postfix words; `pos` is where `text` starts.
    fn parse(text: &str, pos: usize) -> Result<Postfixes, Error> {
        let mut postfixes = Postfixes::default();
        // 0: nothing yet, 1: after _R, 2: after _sat, 3: after rounding.
        let mut stage = 0;
        let mut word_pos = pos;
        let mut rest = Some(text);
        while let Some(remaining) = rest {
            // A SPIR-V type's pointer may itself hold `_`: it ends where its length says.
            let (word, next) = if remaining.starts_with("RP") {
                let (_, used) = ReturnType::parse_spirv(&remaining[1..], word_pos + 1)?;
                let word = &remaining[..1 + used];
                match remaining[1 + used..].strip_prefix('_') {
                    Some(tail) => (word, Some(tail)),
                    None if remaining.len() == 1 + used => (word, None),
                    None => return Err(bad(word_pos + 1 + used, "expected `_` after the return type".to_string())),
                }
            } else {
                match remaining.split_once('_') {
                    Some((word, tail)) => (word, Some(tail)),
                    None => (remaining, None),
                }
            };
            rest = next;
            let (word_stage, order_name) = if let Some(ty) = word.strip_prefix('R') {
                postfixes.return_type = Some(if ty.starts_with('P') {
                    ReturnType::parse_spirv(ty, word_pos + 1)?.0
                } else {
                    ReturnType::parse_number(ty, word_pos + 1)?
                });
                (1, "_R{ReturnType}")
            } else if word == "sat" {
                postfixes.saturate = true;
                (2, "_sat")
            } else if let Some(mode) = RoundingMode::from_name(word) {
                postfixes.rounding = Some(mode);
                (3, "a rounding mode")
            } else if word.is_empty() {
                return Err(bad(word_pos, "empty postfix".to_string()));
            } else {
                return Err(bad(
                    word_pos,
                    format!(
                        "unknown postfix {word:?}; expected _R{{ReturnType}}, _sat or _rte/_rtz/_rtp/_rtn"
                    ),
                ));
            };
            if word_stage <= stage {
                return Err(bad(
                    word_pos,
                    format!(
                        "{order_name} out of order or repeated; the order is _R{{ReturnType}}, _sat, rounding mode"
                    ),
                ));
            }
            stage = word_stage;
            word_pos += word.len() + 1;
        }
        Ok(postfixes)
    }
}

/// The address space a generic pointer is cast to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastTarget {
    /// `_ToGlobal`.
    Global,
    /// `_ToLocal`.
    Local,
    /// `_ToPrivate`.
    Private,
}

const CAST_TARGETS: [(CastTarget, &str); 3] = [
    (CastTarget::Global, "ToGlobal"),
    (CastTarget::Local, "ToLocal"),
    (CastTarget::Private, "ToPrivate"),
];

impl CastTarget {
    /// The postfix without its underscore (`ToGlobal`).
    pub fn name(self) -> &'static str {
        CAST_TARGETS
            .iter()
            .find(|row| row.0 == self)
            .map_or("", |row| row.1)
    }

    /// The address space of the result.
    pub fn address_space(self) -> AddressSpace {
        match self {
            CastTarget::Global => AddressSpace::GLOBAL,
            CastTarget::Local => AddressSpace::LOCAL,
            CastTarget::Private => AddressSpace::PRIVATE,
        }
    }
}

/// The dimensionality of `__spirv_BuildNDRange_{1|2|3}D`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NdRangeDims {
    /// `_1D`.
    One,
    /// `_2D`.
    Two,
    /// `_3D`.
    Three,
}

const ND_RANGE_DIMS: [(NdRangeDims, &str); 3] = [
    (NdRangeDims::One, "1D"),
    (NdRangeDims::Two, "2D"),
    (NdRangeDims::Three, "3D"),
];

impl NdRangeDims {
    /// The postfix without its underscore (`2D`).
    pub fn name(self) -> &'static str {
        ND_RANGE_DIMS
            .iter()
            .find(|row| row.0 == self)
            .map_or("", |row| row.1)
    }
}

/// The access of the pipe `__spirv_CreatePipeFromPipeStorage_{read|write}` creates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PipeAccess {
    /// `_read`.
    Read,
    /// `_write`.
    Write,
}

impl PipeAccess {
    /// The postfix without its underscore.
    pub fn name(self) -> &'static str {
        match self {
            PipeAccess::Read => "read",
            PipeAccess::Write => "write",
        }
    }
}

/// The unmangled name of a SPIR-V builtin function.
///
/// ```
/// use spirv_llvm_mangling::*;
/// let name: SpirvBuiltinName = "__spirv_ConvertFToU_Ruint4_sat_rte".parse().unwrap();
/// let SpirvBuiltinName::Op { opcode, postfixes } = &name else { panic!() };
/// assert_eq!(opcode, "ConvertFToU");
/// assert_eq!(postfixes.return_type.unwrap().to_type(), Type::Vector(Scalar::UInt, VectorLen::V4));
/// assert!(postfixes.saturate);
/// assert_eq!(postfixes.rounding, Some(RoundingMode::Rte));
/// assert_eq!(name.to_string(), "__spirv_ConvertFToU_Ruint4_sat_rte");
///
/// let name: SpirvBuiltinName = "__spirv_ocl_vload_halfn__Rfloat4".parse().unwrap();
/// assert!(matches!(&name, SpirvBuiltinName::Ocl { instruction, .. } if instruction == "vload_halfn"));
///
/// let err = "__spirv_ConvertFToU_rte_sat".parse::<SpirvBuiltinName>().unwrap_err();
/// assert_eq!(err.position(), Some(24));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SpirvBuiltinName {
    /// `__spirv_{OpCodeName}{postfixes}`; the opcode name without `Op`.
    Op {
        /// The opcode name (`ConvertFToU`).
        opcode: String,
        /// The postfixes.
        postfixes: Postfixes,
    },
    /// `__spirv_ocl_{InstructionName}{postfixes}`, an OpenCL.std extended instruction.
    Ocl {
        /// The instruction name (`vload_halfn`).
        instruction: String,
        /// The postfixes (the first written after `__`).
        postfixes: Postfixes,
    },
    /// `__spirv_BuiltIn{VariableName}`.
    BuiltIn(String),
    /// `__spirv_GenericCastToPtr[Explicit]_To{Global|Local|Private}`.
    GenericCastToPtr {
        /// Whether the instruction is `GenericCastToPtrExplicit`.
        explicit: bool,
        /// The target address space.
        target: CastTarget,
    },
    /// `__spirv_BuildNDRange_{1|2|3}D`.
    BuildNdRange(NdRangeDims),
    /// `__spirv_CreatePipeFromPipeStorage_{read|write}`.
    CreatePipeFromPipeStorage(PipeAccess),
}

impl SpirvBuiltinName {
    /// Parses a builtin name; errors give the byte position in `name`.
    pub fn parse(name: &str) -> Result<SpirvBuiltinName, Error> {
        let rest = name
            .strip_prefix(PREFIX)
            .ok_or_else(|| bad(0, format!("does not start with {PREFIX:?}")))?;
        let pos = PREFIX.len();
        if let Some(rest) = rest.strip_prefix(OCL_PREFIX) {
            return parse_ocl(rest, pos + OCL_PREFIX.len());
        }
        if let Some(variable) = rest.strip_prefix(BUILTIN_PREFIX) {
            let variable_pos = pos + BUILTIN_PREFIX.len();
            check_word(variable, variable_pos, "builtin variable name")?;
            return Ok(SpirvBuiltinName::BuiltIn(variable.to_string()));
        }
        let (opcode, tail) = match rest.split_once('_') {
            Some((opcode, tail)) => (opcode, Some(tail)),
            None => (rest, None),
        };
        check_word(opcode, pos, "opcode name")?;
        if !opcode.starts_with(|c: char| c.is_ascii_uppercase()) {
            return Err(bad(
                pos,
                format!("opcode name {opcode:?} does not start with an upper-case letter"),
            ));
        }
        let tail_pos = pos + opcode.len() + 1;
        match (opcode, tail) {
            ("GenericCastToPtr" | "GenericCastToPtrExplicit", tail) => {
                let target = fixed_postfix(&CAST_TARGETS, tail, tail_pos, opcode)?;
                Ok(SpirvBuiltinName::GenericCastToPtr {
                    explicit: opcode.ends_with("Explicit"),
                    target,
                })
            }
            ("BuildNDRange", tail) => Ok(SpirvBuiltinName::BuildNdRange(fixed_postfix(
                &ND_RANGE_DIMS,
                tail,
                tail_pos,
                opcode,
            )?)),
            ("CreatePipeFromPipeStorage", tail) => {
                let accesses = [(PipeAccess::Read, "read"), (PipeAccess::Write, "write")];
                Ok(SpirvBuiltinName::CreatePipeFromPipeStorage(fixed_postfix(
                    &accesses, tail, tail_pos, opcode,
                )?))
            }
            (_, None) => Ok(SpirvBuiltinName::Op {
                opcode: opcode.to_string(),
                postfixes: Postfixes::default(),
            }),
            (_, Some(tail)) => Ok(SpirvBuiltinName::Op {
                opcode: opcode.to_string(),
                postfixes: Postfixes::parse(tail, tail_pos)?,
            }),
        }
    }
}

fn parse_ocl(rest: &str, pos: usize) -> Result<SpirvBuiltinName, Error> {
    // `_R` starts the return type (no OpenCL.std instruction name contains it); `__` starts
    // any other postfix list, or (older spelling) the return type.
    let split = match (rest.find("__"), rest.find("_R")) {
        (Some(dd), Some(r)) if r < dd => Some((r, r + 1)),
        (None, Some(r)) => Some((r, r + 1)),
        (Some(dd), _) => Some((dd, dd + 2)),
        (None, None) => None,
    };
    let (instruction, postfixes) = match split {
        Some((end, tail)) => (&rest[..end], Postfixes::parse(&rest[tail..], pos + tail)?),
        None => (rest, Postfixes::default()),
    };
    if instruction.is_empty()
        || instruction.starts_with('_')
        || instruction.ends_with('_')
        || !instruction
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        return Err(bad(
            pos,
            format!(
                "{instruction:?} is not an instruction name (letters, digits and single inner `_`)"
            ),
        ));
    }
    Ok(SpirvBuiltinName::Ocl {
        instruction: instruction.to_string(),
        postfixes,
    })
}

/// Checks a word of letters and digits.
fn check_word(word: &str, pos: usize, what: &str) -> Result<(), Error> {
    if word.is_empty() {
        return Err(bad(pos, format!("empty {what}")));
    }
    match word.find(|c: char| !c.is_ascii_alphanumeric()) {
        Some(offset) => Err(bad(
            pos + offset,
            format!("{what} {word:?} has a character other than ASCII letters and digits"),
        )),
        None => Ok(()),
    }
}

/// The one postfix an instruction with a fixed set of postfixes requires.
fn fixed_postfix<T: Copy>(
    table: &[(T, &str)],
    tail: Option<&str>,
    pos: usize,
    opcode: &str,
) -> Result<T, Error> {
    let choices = || {
        table
            .iter()
            .map(|row| format!("_{}", row.1))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(tail) = tail else {
        return Err(bad(
            pos.saturating_sub(1),
            format!("{opcode} needs one of {}", choices()),
        ));
    };
    table
        .iter()
        .find(|row| row.1 == tail)
        .map(|row| row.0)
        .ok_or_else(|| {
            bad(
                pos,
                format!("{opcode} takes one of {}, not _{tail}", choices()),
            )
        })
}

fn bad(pos: usize, reason: String) -> Error {
    Error::BadBuiltinName { pos, reason }
}

impl FromStr for SpirvBuiltinName {
    type Err = Error;

    fn from_str(name: &str) -> Result<SpirvBuiltinName, Error> {
        SpirvBuiltinName::parse(name)
    }
}

impl fmt::Display for SpirvBuiltinName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(PREFIX)?;
        match self {
            SpirvBuiltinName::Op { opcode, postfixes } => {
                f.write_str(opcode)?;
                for word in postfixes.words() {
                    write!(f, "_{word}")?;
                }
                Ok(())
            }
            SpirvBuiltinName::Ocl {
                instruction,
                postfixes,
            } => {
                write!(f, "{OCL_PREFIX}{instruction}")?;
                for (index, word) in postfixes.words().iter().enumerate() {
                    let separator = if index == 0 && !word.starts_with('R') { "__" } else { "_" };
                    write!(f, "{separator}{word}")?;
                }
                Ok(())
            }
            SpirvBuiltinName::BuiltIn(variable) => write!(f, "{BUILTIN_PREFIX}{variable}"),
            SpirvBuiltinName::GenericCastToPtr { explicit, target } => {
                let explicit = if *explicit { "Explicit" } else { "" };
                write!(f, "GenericCastToPtr{explicit}_{}", target.name())
            }
            SpirvBuiltinName::BuildNdRange(dims) => write!(f, "BuildNDRange_{}", dims.name()),
            SpirvBuiltinName::CreatePipeFromPipeStorage(access) => {
                write!(f, "CreatePipeFromPipeStorage_{}", access.name())
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn roundtrip(name: &str) -> SpirvBuiltinName {
        let parsed = SpirvBuiltinName::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(parsed.to_string(), name);
        parsed
    }

    #[test]
    fn names_roundtrip() {
        for name in [
            "__spirv_ImageRead_Rfloat4",
            "__spirv_ConvertFToU_Ruint",
            "__spirv_ConvertFToS_Rchar2_rtz",
            "__spirv_SatConvertSToU_Ruchar16_sat",
            "__spirv_FConvert_Rhalf_rtn",
            "__spirv_ControlBarrier",
            "__spirv_IsNan_Rbool",
            "__spirv_ocl_sin",
            "__spirv_ocl_nan_RDF16b",
            "__spirv_ConvertUToF_RDF16b4",
            "__spirv_ocl_vload_half_Rfloat",
            "__spirv_ocl_vloada_halfn_Rdouble2",
            "__spirv_ocl_vstore_halfn_r_Rfloat4_rte",
            "__spirv_ocl_vstore_half_r__rte",
            "__spirv_BuiltInGlobalInvocationId",
            "__spirv_GenericCastToPtrExplicit_ToGlobal",
            "__spirv_GenericCastToPtr_ToLocal",
            "__spirv_BuildNDRange_3D",
            "__spirv_CreatePipeFromPipeStorage_write",
            "__spirv_ConvertFToU_RPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2_rtp",
            "__spirv_UConvert_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2_sat",
            "__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__char_0_12_48_0",
            "__spirv_ConvertHandleToImageINTEL_RPU3AS133__spirv_Image__void_1_0_0_0_0_0_0",
        ] {
            roundtrip(name);
        }
        // A SPIR-V type's pointer spans `_`s: its length prefix says where it ends, and only
        // the address space the type is passed in is accepted.
        for bad in [
            "__spirv_ConvertFToU_RPU3AS145__spirv_CooperativeMatrixKHR__uint_3_12_12_2",
            "__spirv_ConvertFToU_RPU3AS244__spirv_CooperativeMatrixKHR__uint_3_12_12_2",
            "__spirv_ConvertFToU_RPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2rtp",
            "__spirv_ConvertFToU_RP99__spirv_Queue",
        ] {
            assert!(SpirvBuiltinName::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            roundtrip("__spirv_GenericCastToPtrExplicit_ToPrivate"),
            SpirvBuiltinName::GenericCastToPtr {
                explicit: true,
                target: CastTarget::Private
            }
        );
        assert_eq!(
            roundtrip("__spirv_BuiltInSubgroupSize"),
            SpirvBuiltinName::BuiltIn("SubgroupSize".to_string())
        );
    }

    #[test]
    fn errors_point_at_the_problem() {
        let cases: [(&str, usize); 14] = [
            ("spirv_Foo", 0),
            ("__spirv_", 8),
            ("__spirv_foo", 8),
            ("__spirv_Foo_", 12),
            ("__spirv_Foo_Rint5", 16),
            ("__spirv_Foo_Rinteger", 13),
            ("__spirv_Foo_sat_Rint", 16),
            ("__spirv_Foo_rte_rtz", 16),
            ("__spirv_Foo_bar", 12),
            ("__spirv_ocl___Rint", 12),
            ("__spirv_ocl_sin__", 17),
            ("__spirv_BuiltIn", 15),
            ("__spirv_BuildNDRange_4D", 21),
            ("__spirv_GenericCastToPtrExplicit", 32),
        ];
        for (name, pos) in cases {
            let err = SpirvBuiltinName::parse(name).expect_err(name);
            assert_eq!(err.position(), Some(pos), "{name}: {err}");
        }
    }
}
