//! Type rules of extension instructions that the SPIR-V grammar does not state and the Khronos
//! translator enforces when it reads or writes a module (`tables::extensions::CONVERSIONS`,
//! `check_block_prefetch`):
//! a module that breaks one is refused with the reference's reason instead of being carried
//! through.

use super::module::{Id, Index, Instruction, Module};
use crate::tables::extensions::{self as ext, Number, Shape};

/// The component type and count of type `ty`: a scalar or vector of numbers, else `None`.
pub fn number_shape(index: &Index<'_>, ty: Id) -> Shape {
    use spirv::Op;
    let def = index.def(ty)?;
    let (scalar, count) = match def.op()? {
        Op::TypeVector => (index.def(Id(*def.operands.first()?))?, *def.operands.get(1)?),
        _ => (def, 1),
    };
    let width = *scalar.operands.first()?;
    let number = match scalar.op()? {
        Op::TypeInt => Number::int(width),
        // `OpTypeFloat 16 BFloat16KHR` (a second operand) is no IEEE float.
        Op::TypeFloat if scalar.operands.len() == 1 => Number::float(width),
        _ => return None,
    };
    Some((number, count))
}

/// Checks `inst` against the rule of its instruction, if it has one; the error is the reason.
pub fn check_instruction(index: &Index<'_>, inst: &Instruction) -> Result<(), String> {
    if inst.op() == Some(spirv::Op::SubgroupBlockPrefetchINTEL) {
        // The pointer type's storage class (typed and untyped pointers alike: operand 0).
        let ptr_type = inst.id_operand(0).and_then(|p| index.type_of(p)).and_then(|t| index.def(t));
        let storage = ptr_type
            .filter(|d| matches!(d.op(), Some(spirv::Op::TypePointer | spirv::Op::TypeUntypedPointerKHR)))
            .and_then(|d| d.operands.first().copied());
        let num_bytes = inst.id_operand(1).and_then(|v| index.type_of(v)).and_then(|t| number_shape(index, t));
        return ext::check_block_prefetch(storage, num_bytes);
    }
    let Some(row) = inst.op().and_then(ext::conversion_of) else { return Ok(()) };
    let input = inst.id_operand(0).and_then(|v| index.type_of(v)).and_then(|t| number_shape(index, t));
    let result = inst.result_type.and_then(|t| number_shape(index, t));
    ext::check_conversion(row, input, result)
}

/// A broken rule: the instruction, where it is, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{opname} (function {function}, instruction {instruction}): {reason}")]
pub struct RuleError {
    /// The instruction's name without `Op` (`ConvertBF16ToFINTEL`).
    pub opname: String,
    /// The function's index in the module.
    pub function: usize,
    /// The instruction's index in the function.
    pub instruction: usize,
    /// The reason.
    pub reason: String,
}

/// Checks every instruction of `module`'s functions (where the rules apply).
pub fn check_module(module: &Module) -> Result<(), RuleError> {
    let index = module.index();
    for (f, func) in module.functions.iter().enumerate() {
        for (i, inst) in func.instructions.iter().enumerate() {
            check_instruction(&index, inst).map_err(|reason| RuleError {
                opname: inst.opcode_name().trim_start_matches("Op").to_owned(),
                function: f,
                instruction: i,
                reason,
            })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::{AsmOptions, assemble};

    fn module(body: &str) -> Module {
        let text = format!(
            "OpCapability Kernel\nOpCapability Addresses\nOpCapability Int16\nOpCapability Bfloat16ConversionINTEL\n\
             OpExtension \"SPV_INTEL_bfloat16_conversion\"\nOpMemoryModel Physical64 OpenCL\n\
             %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%float = OpTypeFloat 32\n%double = OpTypeFloat 64\n\
             %short = OpTypeInt 16 0\n%v2short = OpTypeVector %short 2\n%v2float = OpTypeVector %float 2\n\
             %f0 = OpConstant %float 0\n%d0 = OpConstant %double 0\n%s0 = OpConstant %short 0\n%vs = OpConstantNull %v2short\n\
             %f = OpFunction %void None %fn\n%l = OpLabel\n{body}\nOpReturn\nOpFunctionEnd\n"
        );
        assemble(&text, &AsmOptions::default()).expect("assembles")
    }

    #[test]
    fn well_typed_conversions_pass() {
        let m = module("%a = OpConvertFToBF16INTEL %short %f0\n%b = OpConvertBF16ToFINTEL %v2float %vs");
        assert_eq!(check_module(&m), Ok(()));
    }

    #[test]
    fn block_prefetch_wants_global_memory_and_32_bit_counts() {
        let text = |space: &str, count: &str| {
            format!(
                "OpCapability Kernel\nOpCapability Addresses\nOpCapability Int64\nOpCapability SubgroupBufferPrefetchINTEL\n\
                 OpExtension \"SPV_INTEL_subgroup_buffer_prefetch\"\nOpMemoryModel Physical64 OpenCL\n\
                 %void = OpTypeVoid\n%char = OpTypeInt 8 0\n%uint = OpTypeInt 32 0\n%ulong = OpTypeInt 64 0\n\
                 %p = OpTypePointer {space} %char\n%fn = OpTypeFunction %void %p %{count}\n\
                 %f = OpFunction %void None %fn\n%a = OpFunctionParameter %p\n%n = OpFunctionParameter %{count}\n\
                 %l = OpLabel\nOpSubgroupBlockPrefetchINTEL %a %n\nOpReturn\nOpFunctionEnd\n"
            )
        };
        let check = |space, count| check_module(&assemble(&text(space, count), &AsmOptions::default()).expect("assembles"));
        assert_eq!(check("CrossWorkgroup", "uint"), Ok(()));
        assert_eq!(check("Workgroup", "uint").expect_err("local").reason, "Ptr must be in CrossWorkgroup storage class");
        assert_eq!(check("CrossWorkgroup", "ulong").expect_err("64-bit").reason, "NumBytes must be a 32-bit integer scalar");
    }

    #[test]
    fn each_broken_rule_names_the_instruction_and_reason() {
        let cases = [
            ("%a = OpConvertFToBF16INTEL %short %d0", "Input value must be a scalar or vector of floating-point 32-bit type"),
            ("%a = OpConvertBF16ToFINTEL %double %s0", "Result value must be a scalar or vector of floating-point 32-bit type"),
            ("%a = OpConvertBF16ToFINTEL %float %vs", "Input type must have the same number of components as result type"),
        ];
        for (body, reason) in cases {
            let e = check_module(&module(body)).expect_err(body);
            assert_eq!(e.reason, reason, "{body}");
            assert!(body.contains(&e.opname), "{e}");
            assert_eq!((e.function, e.instruction), (0, 2), "{body}");
        }
    }
}
