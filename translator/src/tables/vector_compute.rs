//! `SPV_INTEL_vector_compute`: the `"VC…"` string attributes of Intel's vector-compute (CM,
//! ESIMD) LLVM IR ↔ decorations and execution modes, as the Khronos translator maps them.
//! Both directions read these rows.

use spirv::{Decoration, ExecutionMode};

/// The extension.
pub const EXTENSION: &str = "SPV_INTEL_vector_compute";

/// The attribute that makes a global variable a vector-compute one; the reverse gives it to
/// every global of a module with capability `VectorComputeINTEL`.
pub const GLOBAL_VARIABLE: &str = "VCGlobalVariable";

/// The attribute that makes a function a vector-compute one (`VectorComputeFunctionINTEL`):
/// the other function, result and parameter rows apply to such functions only.
pub const FUNCTION: &str = "VCFunction";

/// Where an attribute sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On a function (`#N` attributes): the decoration is on the `OpFunction`.
    Function,
    /// On a function's result: the decoration is on the `OpFunction` too.
    Return,
    /// On a parameter: the decoration is on the `OpFunctionParameter`.
    Parameter,
    /// On a global variable: the decoration is on the `OpVariable`.
    Global,
}

/// What the attribute's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// None: the decoration has no operand.
    Flag,
    /// A number: the decoration's one literal.
    Literal,
    /// The levels of indirection to the one-element vector (`"VCSingleElementVector"="2"`):
    /// SPIR-V's decoration has no operand for it, so the level is not kept; the reverse writes
    /// "0".
    Level,
}

/// One attribute ↔ decoration row.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// The LLVM string attribute.
    pub attribute: &'static str,
    /// The decoration it is.
    pub decoration: Decoration,
    /// What its value is.
    pub value: Value,
    /// Where it may sit.
    pub places: &'static [Place],
}

/// The attribute ↔ decoration rows. `"VCStackCall"` is written for any function; the others
/// of functions, results and parameters only with `"VCFunction"`.
pub const DECORATIONS: &[Row] = &[
    Row { attribute: FUNCTION, decoration: Decoration::VectorComputeFunctionINTEL, value: Value::Flag, places: &[Place::Function] },
    Row { attribute: "VCStackCall", decoration: Decoration::StackCallINTEL, value: Value::Flag, places: &[Place::Function] },
    Row {
        attribute: "VCCallable",
        decoration: Decoration::VectorComputeCallableFunctionINTEL,
        value: Value::Flag,
        places: &[Place::Function],
    },
    Row { attribute: "VCSIMTCall", decoration: Decoration::SIMTCallINTEL, value: Value::Literal, places: &[Place::Function] },
    Row {
        attribute: "VCSingleElementVector",
        decoration: Decoration::SingleElementVectorINTEL,
        value: Value::Level,
        places: &[Place::Return, Place::Parameter, Place::Global],
    },
    Row { attribute: "VCArgumentIOKind", decoration: Decoration::FuncParamIOKindINTEL, value: Value::Literal, places: &[Place::Parameter] },
    Row { attribute: "VCMediaBlockIO", decoration: Decoration::MediaBlockIOINTEL, value: Value::Flag, places: &[Place::Parameter] },
    Row { attribute: "VCByteOffset", decoration: Decoration::GlobalVariableOffsetINTEL, value: Value::Literal, places: &[Place::Global] },
    Row { attribute: "VCVolatile", decoration: Decoration::Volatile, value: Value::Flag, places: &[Place::Global] },
];

/// The rows for attributes at `place`.
pub fn rows_at(place: Place) -> impl Iterator<Item = &'static Row> {
    DECORATIONS.iter().filter(move |r| r.places.contains(&place))
}

/// Kernel attributes ↔ execution modes with one literal.
pub const MODES: &[(&str, ExecutionMode)] =
    &[("VCSLMSize", ExecutionMode::SharedLocalMemorySizeINTEL), ("VCNamedBarrierCount", ExecutionMode::NamedBarrierCountINTEL)];

/// The kernel attribute that packs the floating-point controls, as bits: rounding in bits 4–5,
/// the ALT operation mode in bit 0, denormals preserved for `double` (bit 6), `float` (bit 7)
/// and `half` (bit 10). Each control is an execution mode per width of
/// [`FLOAT_CONTROL_WIDTHS`].
pub const FLOAT_CONTROL: &str = "VCFloatControl";

/// The widths each floating-point control is given for.
pub const FLOAT_CONTROL_WIDTHS: [u32; 3] = [64, 32, 16];

/// Rounding bits (mask `0x30`) ↔ execution mode.
const ROUNDING: [(u32, ExecutionMode); 4] = [
    (0x00, ExecutionMode::RoundingModeRTE),
    (0x10, ExecutionMode::RoundingModeRTPINTEL),
    (0x20, ExecutionMode::RoundingModeRTNINTEL),
    (0x30, ExecutionMode::RoundingModeRTZ),
];
const ROUNDING_MASK: u32 = 0x30;

/// Operation-mode bit (mask 1) ↔ execution mode.
const OPERATION: [(u32, ExecutionMode); 2] =
    [(0, ExecutionMode::FloatingPointModeIEEEINTEL), (1, ExecutionMode::FloatingPointModeALTINTEL)];

/// The "denormals preserved" bit of each width.
const DENORM_BITS: [(u32, u32); 3] = [(64, 1 << 6), (32, 1 << 7), (16, 1 << 10)];

/// The execution modes (mode, width) that `"VCFloatControl"`=`value` stands for: for each
/// width, its rounding mode, operation mode and `DenormPreserve` or `DenormFlushToZero`.
pub fn float_control_modes(value: u32) -> Vec<(ExecutionMode, u32)> {
    let rounding = ROUNDING.iter().find(|r| r.0 == value & ROUNDING_MASK).map_or(ExecutionMode::RoundingModeRTE, |r| r.1);
    let operation = OPERATION[(value & 1) as usize].1;
    let mut modes = Vec::with_capacity(9);
    for (width, bit) in DENORM_BITS {
        let denorm = if value & bit != 0 { ExecutionMode::DenormPreserve } else { ExecutionMode::DenormFlushToZero };
        modes.extend([(rounding, width), (operation, width), (denorm, width)]);
    }
    modes
}

/// The bits execution mode `mode` for `width` adds to `"VCFloatControl"`, or `None` when it
/// is not one of the floating-point controls.
pub fn float_control_bits(mode: ExecutionMode, width: u32) -> Option<u32> {
    if let Some(r) = ROUNDING.iter().find(|r| r.1 == mode) {
        return Some(r.0);
    }
    if let Some(o) = OPERATION.iter().find(|o| o.1 == mode) {
        return Some(o.0);
    }
    match mode {
        ExecutionMode::DenormPreserve => DENORM_BITS.iter().find(|d| d.0 == width).map(|d| d.1),
        ExecutionMode::DenormFlushToZero => Some(0),
        _ => None,
    }
}

/// A kernel's floating-point execution mode ↔ the decoration and enumerant (`FPRoundingMode`,
/// `FPDenormMode`, `FPOperationMode`) giving the same control to another function
/// (`FunctionRoundingModeINTEL 32 RTP`), whose `"VCFloatControl"` means the same bits. The
/// reverse reads them (the reference writes one per width); the forward direction does not
/// write them (SPIRV-Tools 2025.5 allows one of each per function).
const FUNCTION_CONTROLS: [(ExecutionMode, Decoration, u32); 8] = [
    (ExecutionMode::RoundingModeRTE, Decoration::FunctionRoundingModeINTEL, 0),
    (ExecutionMode::RoundingModeRTZ, Decoration::FunctionRoundingModeINTEL, 1),
    (ExecutionMode::RoundingModeRTPINTEL, Decoration::FunctionRoundingModeINTEL, 2),
    (ExecutionMode::RoundingModeRTNINTEL, Decoration::FunctionRoundingModeINTEL, 3),
    (ExecutionMode::DenormPreserve, Decoration::FunctionDenormModeINTEL, 0),
    (ExecutionMode::DenormFlushToZero, Decoration::FunctionDenormModeINTEL, 1),
    (ExecutionMode::FloatingPointModeIEEEINTEL, Decoration::FunctionFloatingPointModeINTEL, 0),
    (ExecutionMode::FloatingPointModeALTINTEL, Decoration::FunctionFloatingPointModeINTEL, 1),
];

/// The function decorations of floating-point controls.
pub const FUNCTION_CONTROL_DECORATIONS: [Decoration; 3] =
    [Decoration::FunctionRoundingModeINTEL, Decoration::FunctionDenormModeINTEL, Decoration::FunctionFloatingPointModeINTEL];

/// Whether `decoration` is one of [`FUNCTION_CONTROL_DECORATIONS`].
pub fn is_function_control(decoration: Decoration) -> bool {
    FUNCTION_CONTROL_DECORATIONS.contains(&decoration)
}

/// The kernel execution mode that function decoration `decoration` with enumerant `value`
/// stands for.
pub fn control_mode(decoration: Decoration, value: u32) -> Option<ExecutionMode> {
    FUNCTION_CONTROLS.iter().find(|r| r.1 == decoration && r.2 == value).map(|r| r.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value the controls can spell comes back from its modes.
    #[test]
    fn float_control_round_trips() {
        for rounding in [0, 0x10, 0x20, 0x30] {
            for alt in [0, 1] {
                for denorm in [0, 64, 128, 1024, 64 | 128 | 1024] {
                    let value = rounding | alt | denorm;
                    let modes = float_control_modes(value);
                    assert_eq!(modes.len(), 9);
                    let back = modes.iter().map(|&(m, w)| float_control_bits(m, w).unwrap()).fold(0, |a, b| a | b);
                    assert_eq!(back, value, "VCFloatControl {value}");
                }
            }
        }
    }

    /// The reference's numbers: 16 is RTP, 1 ALT, 64 `double` denormals preserved.
    #[test]
    fn float_control_examples() {
        let modes = float_control_modes(16 | 1 | 64);
        assert!(modes.contains(&(ExecutionMode::RoundingModeRTPINTEL, 32)));
        assert!(modes.contains(&(ExecutionMode::FloatingPointModeALTINTEL, 16)));
        assert!(modes.contains(&(ExecutionMode::DenormPreserve, 64)));
        assert!(modes.contains(&(ExecutionMode::DenormFlushToZero, 32)));
        assert_eq!(float_control_bits(ExecutionMode::LocalSize, 32), None);
    }

    /// Each function decoration's enumerant is one floating-point mode.
    #[test]
    fn function_controls_read_as_modes() {
        assert_eq!(control_mode(Decoration::FunctionRoundingModeINTEL, 2), Some(ExecutionMode::RoundingModeRTPINTEL));
        assert_eq!(control_mode(Decoration::FunctionDenormModeINTEL, 0), Some(ExecutionMode::DenormPreserve));
        assert_eq!(control_mode(Decoration::FunctionFloatingPointModeINTEL, 1), Some(ExecutionMode::FloatingPointModeALTINTEL));
        assert_eq!(control_mode(Decoration::FunctionDenormModeINTEL, 7), None);
    }
}
