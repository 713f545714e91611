//! `llvm2spirv`: LLVM IR (`.bc`, `.ll`) → SPIR-V (`.spv`, `.spvasm`).

use clap::Parser;

#[derive(Parser)]
#[command(name = "llvm2spirv", version, about = "Translate LLVM IR to SPIR-V")]
struct Cli {
    /// Input `.bc` or `.ll` file, or `-` for stdin.
    input: String,
    /// Output `.spv` or `.spvasm` file, or `-` for stdout.
    #[arg(short)]
    o: Option<String>,
    /// Write SPIR-V assembly text instead of a binary.
    #[arg(short = 'S')]
    text: bool,
}

fn main() {
    let cli = Cli::parse();
    if let Err(e) = run(&cli) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run(cli: &Cli) -> anyhow::Result<()> {
    let bytes = spirv_llvm::read_input(&cli.input)?;
    anyhow::ensure!(!bytes.is_empty(), "{}: empty input", cli.input);
    anyhow::bail!("{}: translation to SPIR-V is not implemented yet (no output written)", cli.input)
}
