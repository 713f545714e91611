//! `llvm-spirv`: the Khronos translator's command line over this library (see
//! `spirv_llvm::compat`), so that build scripts can call it without changing a line.

fn main() {
    let args = std::env::args().skip(1);
    let invocation = match spirv_llvm::compat::parse_args(args) {
        Ok(inv) => inv,
        Err(e) => {
            eprintln!("llvm-spirv: {e}");
            std::process::exit(1);
        }
    };
    // In a child process: LLVM's bitcode reader crashes on some corrupt files.
    let input = invocation.input.clone();
    std::process::exit(spirv_llvm::run_guarded("llvm-spirv", &input, || match spirv_llvm::compat::run(&invocation) {
        Ok(stdout) => {
            print!("{stdout}");
            0
        }
        Err(e) if e.is_tool_diagnostic() => {
            eprintln!("{e}");
            1
        }
        Err(e) => {
            eprintln!("llvm-spirv: {e}");
            1
        }
    }));
}
