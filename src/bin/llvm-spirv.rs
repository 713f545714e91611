//! `llvm-spirv`: the Khronos translator's command line over this library (see
//! `spirv_llvm::compat`), so that build scripts can call it without changing a line.

fn main() {
    let args = std::env::args().skip(1);
    let result = spirv_llvm::compat::parse_args(args).and_then(|inv| spirv_llvm::compat::run(&inv));
    match result {
        Ok(stdout) => print!("{stdout}"),
        Err(e) => {
            eprintln!("llvm-spirv: {e}");
            std::process::exit(1);
        }
    }
}
