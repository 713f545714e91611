//! What a module declares, at a glance: its version, the tool that wrote it (the header's
//! generator, named as the SPIR-V registry names it), memory and addressing model,
//! capabilities, extensions and extended instruction sets. `llvm-spirv -spirv-print-report`
//! prints it.

use std::fmt;

use super::module::{Module, Section};
use super::operands::decode_string;

/// The tools of the SPIR-V registry (`spir-v.xml`), indexed by the generator's tool id (the
/// header's generator word, high 16 bits), as SPIRV-Tools 2025.5's disassembler names them.
const GENERATORS: &[&str] = &[
    "Khronos",
    "LunarG",
    "Valve",
    "Codeplay",
    "NVIDIA",
    "ARM",
    "Khronos LLVM/SPIR-V Translator",
    "Khronos SPIR-V Tools Assembler",
    "Khronos Glslang Reference Front End",
    "Qualcomm",
    "AMD",
    "Intel",
    "Imagination",
    "Google Shaderc over Glslang",
    "Google spiregg",
    "Google rspirv",
    "X-LEGEND Mesa-IR/SPIR-V Translator",
    "Khronos SPIR-V Tools Linker",
    "Wine VKD3D Shader Compiler",
    "Tellusim Clay Shader Compiler",
    "W3C WebGPU Group WHLSL Shader Translator",
    "Google Clspv",
    "LLVM MLIR SPIR-V Serializer",
    "Google Tint Compiler",
    "Google ANGLE Shader Compiler",
    "Netease Games Messiah Shader Compiler",
    "Xenia Xenia Emulator Microcode Translator",
    "Embark Studios Rust GPU Compiler Backend",
    "gfx-rs community Naga",
    "Mikkosoft Productions MSP Shader Compiler",
    "SpvGenTwo community SpvGenTwo SPIR-V IR Tools",
    "Google Skia SkSL",
    "TornadoVM Beehive SPIRV Toolkit",
    "DragonJoker ShaderWriter",
    "Rayan Hatout SPIRVSmith",
    "Saarland University Shady",
    "Taichi Graphics Taichi",
    "heroseh Hero C Compiler",
    "Meta SparkSL",
    "SirLynix Nazara ShaderLang Compiler",
    "Khronos Slang Compiler",
    "Zig Software Foundation Zig Compiler",
    "Rendong Liang spq",
    "LLVM LLVM SPIR-V Backend",
    "Robert Konrad Kongruent",
    "Kitsunebi Games Nuvk SPIR-V Emitter and DLSL compiler",
    "Nintendo",
    "ARM",
    "Goopax",
    "Icyllis Milica Arc3D Shader Compiler",
];

/// The registry's name of generator tool `tool` (`Unknown(N)` for an unregistered one).
pub fn generator_name(tool: u32) -> String {
    match GENERATORS.get(tool as usize) {
        Some(name) => (*name).to_owned(),
        None => format!("Unknown({tool})"),
    }
}

/// What a module declares (see the module documentation).
///
/// ```
/// use spirv_llvm_translator::spirv;
/// let text = "OpCapability Kernel\nOpCapability Addresses\n%1 = OpExtInstImport \"OpenCL.std\"\nOpMemoryModel Physical64 OpenCL\n";
/// let module = spirv::assemble(text, &spirv::AsmOptions::default()).unwrap();
/// let report = spirv::Report::of(&module);
/// assert_eq!(report.capabilities, ["Kernel", "Addresses"]);
/// assert_eq!(report.extended_sets, ["OpenCL.std"]);
/// assert!(report.to_string().contains(" Addressing model: Physical64\n"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// `major.minor` of the header.
    pub version: String,
    /// The generator tool's registry name.
    pub vendor: String,
    /// The memory model's name (`OpenCL`, `GLSL450`…; `none` without `OpMemoryModel`).
    pub memory_model: String,
    /// The addressing model's name (`Physical64`, `Logical`…).
    pub addressing_model: String,
    /// Every `OpCapability`, in module order (numbers the grammar does not name as numbers).
    pub capabilities: Vec<String>,
    /// Every `OpExtension`.
    pub extensions: Vec<String>,
    /// Every `OpExtInstImport`'s set name.
    pub extended_sets: Vec<String>,
}

impl Report {
    /// The report of `module`.
    pub fn of(module: &Module) -> Report {
        let word = |i: &super::Instruction, k: usize| i.operands.get(k).copied();
        let strings = |section: Section| -> Vec<String> {
            module.section(section).iter().filter_map(|i| decode_string(&i.operands).ok().map(|(s, _)| s)).collect()
        };
        let model = module.section(Section::MemoryModel).first();
        let addressing = model.and_then(|m| word(m, 0));
        let memory = model.and_then(|m| word(m, 1));
        Report {
            version: {
                let (major, minor) = module.header.version_pair();
                format!("{major}.{minor}")
            },
            vendor: generator_name(module.header.generator >> 16),
            memory_model: memory.map_or_else(|| "none".to_owned(), |m| {
                ::spirv::MemoryModel::from_u32(m).map_or_else(|| m.to_string(), |m| format!("{m:?}"))
            }),
            addressing_model: addressing.map_or_else(|| "none".to_owned(), |a| {
                ::spirv::AddressingModel::from_u32(a).map_or_else(|| a.to_string(), |a| format!("{a:?}"))
            }),
            capabilities: module
                .section(Section::Capability)
                .iter()
                .filter_map(|i| word(i, 0))
                .map(|c| {
                    ::spirv::Capability::from_u32(c)
                        .map_or_else(|| c.to_string(), |c| super::grammar::reference_spelling(&format!("{c:?}")).into_owned())
                })
                .collect(),
            extensions: strings(Section::Extension),
            extended_sets: strings(Section::ExtInstImport),
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "SPIR-V module report:")?;
        writeln!(f, " Version: {}", self.version)?;
        writeln!(f, " Vendor: {}", self.vendor)?;
        writeln!(f, " Memory model: {}", self.memory_model)?;
        writeln!(f, " Addressing model: {}", self.addressing_model)?;
        writeln!(f, " Number of capabilities: {}", self.capabilities.len())?;
        for c in &self.capabilities {
            writeln!(f, "  Capability: {c}")?;
        }
        writeln!(f, " Number of extensions: {}", self.extensions.len())?;
        for e in &self.extensions {
            writeln!(f, "  Extension: {e}")?;
        }
        writeln!(f, " Number of extended instruction sets: {}", self.extended_sets.len())?;
        for s in &self.extended_sets {
            writeln!(f, "  Extended Instruction Set: {s}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generators_as_the_registry_numbers_them() {
        assert_eq!(generator_name(6), "Khronos LLVM/SPIR-V Translator");
        assert_eq!(generator_name(17), "Khronos SPIR-V Tools Linker");
        assert_eq!(generator_name(43), "LLVM LLVM SPIR-V Backend");
        assert_eq!(generator_name(49), "Icyllis Milica Arc3D Shader Compiler");
        assert_eq!(generator_name(50), "Unknown(50)");
    }
}
