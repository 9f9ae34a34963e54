"""Batch 37: a native library the build cannot find (dependency), through Cargo's build-script wrapper."""
from lib import O

O(r"""
   Compiling rand_hc v0.1.0
   Compiling rand_isaac v0.1.1
   Compiling rand_xorshift v0.1.1
   Compiling rustc_version v0.2.3
error: failed to run custom build command for `openssl-sys v0.9.58`

Caused by:
  process didn't exit successfully: `/opt/tonos-cli/target/debug/build/openssl-sys-360e038eaf45f30d/build-script-main` (exit code: 101)
--- stdout
cargo:rustc-cfg=const_fn
cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR
X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR unset
cargo:rerun-if-env-changed=OPENSSL_DIR
OPENSSL_DIR unset
run pkg_config fail: "`\"pkg-config\" \"--libs\" \"--cflags\" \"openssl\"` did not exit successfully: exit code: 1\n--- stderr\nPackage openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc\'\nto the PKG_CONFIG_PATH environment variable\nNo package \'openssl\' found\n"

--- stderr
thread 'main' panicked at '

Could not find directory of OpenSSL installation, and this
""", "dependency", "rust", "everx-labs/ever-cli/issues/24", note="excerpt (some cargo:rerun-if-env-changed lines left out)")
O(r"""
error: failed to run custom build command for `openssl-sys v0.9.13`
process didn't exit successfully: `/tmp/cargo-install.LFNiDiry4kXH/release/build/openssl-sys-296a41af4533eec4/build-script-build` (exit code: 101)
--- stdout
run pkg_config fail: "`\"pkg-config\" \"--libs\" \"--cflags\" \"openssl\"` did not exit successfully: exit code: 1\n--- stderr\nPackage openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc\'\nto the PKG_CONFIG_PATH environment variable\nNo package \'openssl\' found\n"

--- stderr
thread 'main' panicked at '

Could not find directory of OpenSSL installation, and this `-sys` crate cannot
proceed without this knowledge. If OpenSSL is installed and this crate had
trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the
compilation process.
""", "dependency", "rust", "rust-openssl/rust-openssl/issues/649", note="excerpt")
O(r"""
[openssl-sys 0.9.77] cargo:rerun-if-env-changed=OPENSSL_LIB_DIR
[openssl-sys 0.9.77] OPENSSL_LIB_DIR = 
[openssl-sys 0.9.77] cargo:rerun-if-env-changed=X86_64_UNKNOWN_FREEBSD_OPENSSL_INCLUDE_DIR
[openssl-sys 0.9.77] X86_64_UNKNOWN_FREEBSD_OPENSSL_INCLUDE_DIR unset
[openssl-sys 0.9.77] cargo:rerun-if-env-changed=OPENSSL_INCLUDE_DIR
[openssl-sys 0.9.77] OPENSSL_INCLUDE_DIR = 
[openssl-sys 0.9.77] thread 'main' panicked at 'OpenSSL library directory does not exist: [""]', /usr/ports/devel/ghostie/work/ghostie-0.2.1/cargo-crates/openssl-sys-0.9.77/build/main.rs:83:9
[openssl-sys 0.9.77] stack backtrace:
[openssl-sys 0.9.77]    0: rust_begin_unwind
[openssl-sys 0.9.77]    1: core::panicking::panic_fmt
[openssl-sys 0.9.77]    2: build_script_main::main
""", "dependency", "rust", "attriaayush/ghostie/issues/13",
  note="the build could not locate the installed OpenSSL library; excerpt")
