//! Sizes and alignments of LLVM types under the SPIR data layouts (natural alignment for
//! scalars and vectors, 3-component vectors laid out as 4, pointers of the addressing model's
//! width, C struct layout unless packed). Used where SPIR-V wants byte counts that LLVM only
//! implies (block literal sizes for device-side enqueue).

use super::{Result, Translator, unsupported};
use crate::llvm::{Type, TypeKind};

impl<'m> Translator<'m> {
    /// `(size, alignment)` in bytes.
    pub(crate) fn layout(&self, t: Type<'m>) -> Result<(u64, u64)> {
        self.layout_at(t, 0)
    }

    fn layout_at(&self, t: Type<'m>, depth: usize) -> Result<(u64, u64)> {
        if depth > 64 {
            return Err(unsupported(format!("type {t} nests too deeply")));
        }
        let pointer = u64::from(self.pointer_bits() / 8);
        Ok(match t.kind() {
            TypeKind::Integer => {
                let bytes = u64::from(t.int_width().unwrap_or(8).div_ceil(8)).next_power_of_two();
                (bytes, bytes)
            }
            TypeKind::Half | TypeKind::BFloat => (2, 2),
            TypeKind::Float => (4, 4),
            TypeKind::Double => (8, 8),
            TypeKind::Pointer | TypeKind::TargetExt => (pointer, pointer),
            TypeKind::Vector => {
                let elem = t.element_type().ok_or_else(|| unsupported(format!("type {t}")))?;
                let (size, _) = self.layout_at(elem, depth + 1)?;
                let n = u64::from(t.vector_size().unwrap_or(1));
                let n = if n == 3 { 4 } else { n };
                let total = size * n;
                (total, total.next_power_of_two())
            }
            TypeKind::Array => {
                let elem = t.element_type().ok_or_else(|| unsupported(format!("type {t}")))?;
                let (size, align) = self.layout_at(elem, depth + 1)?;
                let stride = size.next_multiple_of(align.max(1));
                (stride.saturating_mul(t.array_length().unwrap_or(0)), align)
            }
            TypeKind::Struct => {
                let packed = t.is_packed_struct() == Some(true);
                let mut offset = 0u64;
                let mut max_align = 1u64;
                for e in t.struct_elements().unwrap_or_default() {
                    let (size, align) = self.layout_at(e, depth + 1)?;
                    let align = if packed { 1 } else { align.max(1) };
                    offset = offset.next_multiple_of(align) + size;
                    max_align = max_align.max(align);
                }
                (offset.next_multiple_of(max_align), max_align)
            }
            _ => return Err(unsupported(format!("size of type {t}"))),
        })
    }
}
