//! `!kernel_arg_*` metadata of each kernel, rebuilt as the Khronos translator does: address
//! spaces and access qualifiers from the parameter types, type names from the
//! `kernel_arg_type.{kernel}.{t1},{t2},…` OpString (`KernelArgString`) when the producer left one (else derived
//! from the SPIR-V types), qualifiers from decorations, names from OpName.

use spirv_llvm_metadata::{AccessQual, FunctionMetadata, KERNEL_ARG_STRING_LISTS, KernelArgInfo, KernelArgString, TypeQualifiers, names};

use super::spirv_headers::{AccessQualifier, Decoration, FunctionParameterAttribute, Op};
use super::{Error, Translator};
use crate::spirv::{Id, Section};
use crate::tables::opencl;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn kernel_arg_metadata(&mut self, k: usize) -> Result<(), Error> {
        let Some((f, function, name)) = self.kernels.get(k).cloned() else { return Ok(()) };
        let Some(func) = self.spv.functions.get(f) else { return Ok(()) };
        let params: Vec<Id> =
            func.instructions.iter().filter(|i| i.op() == Some(Op::FunctionParameter)).filter_map(|i| i.result).collect();
        let mut info = KernelArgInfo::default();
        let mut spaces = Vec::new();
        let mut access = Vec::new();
        let mut quals = Vec::new();
        let mut derived = Vec::new();
        for &p in &params {
            let ty = self.type_id_of(p)?;
            let def = self.def(ty)?;
            spaces.push(match def.op() {
                Some(Op::TypePointer | Op::TypeUntypedPointerKHR) => self.storage_class(self.word(def, 0)?)?,
                // clang gives images and pipes the global address space.
                Some(Op::TypeImage | Op::TypePipe) => 1,
                _ => 0,
            });
            access.push(match def.op() {
                Some(Op::TypeImage) => def.operands.get(7).and_then(|&a| AccessQualifier::from_u32(a)).map_or(AccessQual::ReadOnly, AccessQual::from_spirv),
                Some(Op::TypePipe) => def.operands.first().and_then(|&a| AccessQualifier::from_u32(a)).map_or(AccessQual::None, AccessQual::from_spirv),
                _ => AccessQual::None,
            });
            let attrs: Vec<u32> = self.decorations(p, Decoration::FuncParamAttr).iter().filter_map(|o| o.first().copied()).collect();
            let pointer = matches!(def.op(), Some(Op::TypePointer | Op::TypeUntypedPointerKHR));
            quals.push(TypeQualifiers {
                is_restrict: attrs.contains(&(FunctionParameterAttribute::NoAlias as u32)) && pointer,
                is_const: attrs.contains(&(FunctionParameterAttribute::NoWrite as u32)) && pointer,
                is_volatile: self.has_decoration(p, Decoration::Volatile),
                is_pipe: def.op() == Some(Op::TypePipe),
            });
            let by_value = attrs.contains(&(FunctionParameterAttribute::ByVal as u32)) && pointer;
            derived.push(if by_value { self.opencl_type_name(self.pointee(ty)?, 0)? } else { self.opencl_type_name(ty, 0)? });
        }
        let strings = self.options.kernel_arg_strings;
        let written = if strings { self.kernel_arg_strings(names::KERNEL_ARG_TYPE, &name, params.len()) } else { None };
        let base = if strings { self.kernel_arg_strings(names::KERNEL_ARG_BASE_TYPE, &name, params.len()) } else { None };
        if strings {
            if let Some(written) = self.kernel_arg_strings(names::KERNEL_ARG_TYPE_QUAL, &name, params.len()) {
                quals = written.iter().map(|q| TypeQualifiers::parse(q).unwrap_or_default()).collect();
            }
        }
        info.addr_space = Some(spaces);
        info.access_qual = Some(access);
        info.ty = Some(written.clone().unwrap_or_else(|| derived.clone()));
        info.base_type = Some(base.unwrap_or(derived));
        info.type_qual = Some(quals);
        let aligned: Vec<bool> = params
            .iter()
            .map(|&p| {
                self.decorations(p, Decoration::FuncParamAttr)
                    .iter()
                    .any(|o| o.first() == Some(&(FunctionParameterAttribute::RuntimeAlignedALTERA as u32)))
                    // The reference's own decoration of that number, its literal 1 for aligned.
                    || self.index.decorations(p).any(|d| {
                        d.operands.get(1) == Some(&crate::spirv::grammar::REFERENCE_RUNTIME_ALIGNED_DECORATION)
                            && d.operands.get(2).is_none_or(|&v| v != 0)
                    })
            })
            .collect();
        if aligned.contains(&true) {
            info.runtime_aligned = Some(aligned);
        }
        let row = &crate::tables::extensions::BUFFER_LOCATION;
        let locations: Vec<i32> = params
            .iter()
            .map(|&p| self.decorations(p, row.decoration).first().and_then(|l| l.first()).map_or(-1, |&l| l as i32))
            .collect();
        if locations.iter().any(|&l| l >= 0) {
            info.buffer_location = Some(locations);
        }
        let names: Vec<String> = params.iter().map(|&p| self.name_of(p).unwrap_or_default()).collect();
        if names.iter().any(|n| !n.is_empty()) {
            info.name = Some(names);
        }
        let fm = FunctionMetadata { kernel_args: info, ..FunctionMetadata::default() };
        for a in fm.to_attachments() {
            let node = self.md_node(&a.node)?;
            self.ll(function.as_value().set_metadata(&a.kind, node))?;
        }
        Ok(())
    }

    /// The items of OpString `{list}.{kernel}.{t1},{t2},…,` (`KernelArgString`) if there is
    /// one with an item per parameter.
    fn kernel_arg_strings(&mut self, list: &'static str, kernel: &str, count: usize) -> Option<Vec<String>> {
        if self.kernel_arg_types.is_none() {
            let mut map = std::collections::HashMap::new();
            for s in self.spv.section(Section::DebugSource).iter().filter(|i| i.op() == Some(Op::String)) {
                let Ok((text, _)) = crate::spirv::operands::decode_string(&s.operands) else { continue };
                let Some(parsed) = KernelArgString::parse(&text) else { continue };
                let Some(&list) = KERNEL_ARG_STRING_LISTS.iter().find(|&&l| l == parsed.list) else { continue };
                let items = parsed.items.iter().map(|t| t.to_string()).collect();
                map.entry((list, parsed.kernel.to_string())).or_insert(items);
            }
            self.kernel_arg_types = Some(map);
        }
        let names = self.kernel_arg_types.as_ref()?.get(&(list, kernel.to_string()))?;
        (names.len() == count).then(|| names.clone())
    }

    /// An OpenCL C spelling of SPIR-V type `id` for `kernel_arg_type` when the producer left
    /// none.
    fn opencl_type_name(&self, id: Id, depth: usize) -> Result<String, Error> {
        if depth > 16 {
            // Self-referencing pointers (through OpTypeForwardPointer) have no finite name.
            return Ok("void*".into());
        }
        let d = self.def(id)?;
        Ok(match d.op() {
            Some(Op::TypeBool) => "bool".into(),
            Some(Op::TypeInt) => {
                let width = self.word(d, 0)?;
                // Arbitrary-precision integers (`SPV_INTEL_arbitrary_precision_integers`).
                opencl::scalar_type_name(false, width).map_or_else(|| format!("int{width}_t"), str::to_string)
            }
            Some(Op::TypeFloat) => opencl::scalar_type_name(true, self.word(d, 0)?).unwrap_or("float").into(),
            Some(Op::TypeVector) => format!("{}{}", self.opencl_type_name(Id(self.word(d, 0)?), depth + 1)?, self.word(d, 1)?),
            Some(Op::TypePointer) => format!("{}*", self.opencl_type_name(Id(self.word(d, 1)?), depth + 1)?),
            // `SPV_KHR_untyped_pointers`: the pointee is not known.
            Some(Op::TypeUntypedPointerKHR) => "void*".into(),
            Some(Op::TypeStruct) => {
                let name = self.name_of(id).unwrap_or_default();
                match name.strip_prefix("struct.") {
                    Some(bare) => format!("struct {bare}"),
                    None => name,
                }
            }
            Some(Op::TypeImage) => {
                let dim = match self.word(d, 1)? {
                    0 => "1d",
                    2 => "3d",
                    5 => "1d_buffer",
                    _ => "2d",
                };
                let arrayed = if self.word(d, 3)? == 1 { "_array" } else { "" };
                let depth = if self.word(d, 2)? == 1 { "_depth" } else { "" };
                format!("image{dim}{arrayed}{depth}_t")
            }
            Some(Op::TypePipe) => "pipe".into(),
            other => other.and_then(opencl::opaque_type_of).map_or("void", |(name, _)| name).into(),
        })
    }
}
