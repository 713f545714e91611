//! `llvm::guard::run_in_child`: a job's exit status and standard error come back; a crash comes
//! back as the signal that ended it. One test function, so that the fork happens while the
//! test binary runs no other test thread.

use spirv_llvm_translator::llvm::guard::{ChildEnd, Limits, run_in_child};

#[test]
fn child_status_output_and_crash_are_reported() {
    match run_in_child(
        || {
            // Straight to the descriptor: the test harness captures `eprintln!`.
            let _ = std::io::Write::write_all(&mut std::io::stderr(), b"first line\nsecond line\n");
            3
        },
        Limits::default(),
    ) {
        Ok(ChildEnd::Exited { code, stderr }) => {
            assert_eq!(code, 3);
            assert_eq!(String::from_utf8_lossy(&stderr), "first line\nsecond line\n");
        }
        other => panic!("expected a normal exit, got {other:?}"),
    }
    match run_in_child(|| std::process::abort(), Limits::default()) {
        Ok(ChildEnd::Killed { signal, .. }) => assert_eq!(signal, 6, "abort is SIGABRT"),
        other => panic!("expected the child to be killed, got {other:?}"),
    }
    // The parent's own state is untouched by what the child did.
    let mut seen = 0;
    match run_in_child(
        || {
            seen += 1;
            0
        },
        Limits::default(),
    ) {
        Ok(ChildEnd::Exited { code: 0, stderr }) => assert!(stderr.is_empty()),
        other => panic!("expected a clean exit, got {other:?}"),
    }
    assert_eq!(seen, 0, "the job ran in the child, not here");
    // Under a 1 GiB limit, asking for 4 GiB fails inside the child, which ends by abort.
    match run_in_child(
        || {
            let big: Vec<u8> = vec![1; std::hint::black_box(4 << 30)];
            i32::from(std::hint::black_box(&big)[12345])
        },
        Limits { memory: Some(1 << 30), cpu_seconds: None },
    ) {
        Ok(ChildEnd::Killed { signal, .. }) => assert_eq!(signal, 6, "allocation failure aborts"),
        other => panic!("expected the allocation to fail, got {other:?}"),
    }
    // A job that loops past its processor time is ended by SIGXCPU.
    match run_in_child(
        || {
            let mut x = 1u64;
            loop {
                x = std::hint::black_box(x.wrapping_mul(3));
            }
        },
        Limits { memory: None, cpu_seconds: Some(1) },
    ) {
        Ok(ChildEnd::Killed { signal, .. }) => assert_eq!(signal, 24, "SIGXCPU"),
        other => panic!("expected the loop to be stopped, got {other:?}"),
    }
}
