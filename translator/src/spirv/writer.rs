//! Writer: [`Module`] → words or bytes, re-encoding every instruction exactly as stored.

use super::error::{Error, ErrorKind};
use super::module::{Endian, Instruction, Module};

/// Encodes the module as words in host order.
pub fn write_words(module: &Module) -> Result<Vec<u32>, Error> {
    let h = &module.header;
    let mut out = Vec::with_capacity(5 + module.instruction_count() * 4);
    out.extend([spirv::MAGIC_NUMBER, h.version, h.generator, h.bound, h.schema]);
    for (index, inst) in module.instructions().enumerate() {
        encode(inst, &mut out).map_err(|kind| Error {
            kind,
            word_offset: out.len(),
            instruction: Some(index),
            opcode: Some(inst.opcode),
        })?;
    }
    Ok(out)
}

/// Encodes the module as bytes in the byte order recorded in its header.
pub fn write_bytes(module: &Module) -> Result<Vec<u8>, Error> {
    let words = write_words(module)?;
    let big = module.header.endian == Endian::Big;
    Ok(words.iter().flat_map(|w| if big { w.to_be_bytes() } else { w.to_le_bytes() }).collect())
}

/// Appends one encoded instruction.
pub fn encode(inst: &Instruction, out: &mut Vec<u32>) -> Result<(), ErrorKind> {
    let count = inst.word_count();
    let count16 = u16::try_from(count).map_err(|_| ErrorKind::InstructionTooLong(count))?;
    out.push((u32::from(count16) << 16) | u32::from(inst.opcode));
    out.extend(inst.result_type.map(|t| t.0));
    out.extend(inst.result.map(|r| r.0));
    out.extend_from_slice(&inst.operands);
    Ok(())
}
