//! Compiles the small C++ shim against the same LLVM that `llvm-sys` links: `shim/debug_info.cpp`
//! reads the debug-information fields LLVM's C API does not expose, `shim/module_order.cpp`
//! moves a function within its module and reads and writes global variables' attributes.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=shim/debug_info.cpp");
    println!("cargo:rerun-if-changed=shim/module_order.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let config = llvm_config();
    let cxxflags = Command::new(&config)
        .arg("--cxxflags")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_else(|e| panic!("running {config} --cxxflags: {e}"));
    let mut build = cc::Build::new();
    build.cpp(true).file("shim/debug_info.cpp").file("shim/module_order.cpp").define("NDEBUG", None).warnings(false);
    for flag in cxxflags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("spvllvm_shim");
}

/// `llvm-config` of the LLVM that `llvm-sys` uses: `$LLVM_SYS_221_PREFIX/bin/llvm-config` when
/// the prefix is set, else `llvm-config-22`, else `llvm-config`.
fn llvm_config() -> String {
    if let Ok(prefix) = std::env::var("LLVM_SYS_221_PREFIX") {
        return format!("{prefix}/bin/llvm-config");
    }
    for name in ["llvm-config-22", "llvm-config"] {
        if Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return name.to_owned();
        }
    }
    panic!("llvm-config-22 not found (install llvm-22-dev, or set LLVM_SYS_221_PREFIX)");
}
