from lib import *
# --- rust
a = O('''
src/rusti/input.rs:16:5: 16:25 error: unresolved import `std::thread::Builder`. Could not find `thread` in `std`
src/rusti/input.rs:16 use std::thread::Builder;
                          ^~~~~~~~~~~~~~~~~~~~
src/rusti/exec.rs:20:5: 20:25 error: unresolved import `std::thread::Builder`. Could not find `thread` in `std`
src/rusti/exec.rs:20 use std::thread::Builder;
                         ^~~~~~~~~~~~~~~~~~~~
error: aborting due to 2 previous errors
Could not compile `rusti`.
''', "import", "rust", "https://github.com/murarth/rusti/issues/11")
I(a, [("input.rs:16:5: 16:25", "input.rs:18:5: 18:25"), ("input.rs:16 use", "input.rs:18 use")], "line numbers changed")
H(a, [("std::thread::Builder", "std::sync::mpsc::Sender"), ("Could not find `thread` in `std`", "Could not find `mpsc` in `sync`")], "unresolved import: std::thread::Builder -> std::sync::mpsc::Sender (one import path; its explanation follows)")

a = O('''
error[E0432]: unresolved import `FE`
  --> src/cryptographic_primitives/secret_sharing/feldman_vss.rs:24:5
   |
24 | use FE;
   |     ^^ no `FE` in the root
''', "import", "rust", "https://github.com/ZenGo-X/curv/issues/34")
I(a, [("rs:24:5", "rs:27:5"), ("24 | use", "27 | use")], "line number changed")
h = H(a, [("`FE`", "`GE`"), ("use FE;", "use GE;")], "unresolved name: FE -> GE")
I(h, [("rs:24:5", "rs:31:5"), ("24 | use", "31 | use")], "variant of the hard negative: line number changed")

a = O('''
error[E0432]: unresolved import `crate::config::exe_path`
  --> src/app.rs:20:57
   |
20 |         Config, DEFAULT_CONFIG_NAME, available_configs, exe_path, parse_config, write_config,
   |                                                         ^^^^^^^^ no `exe_path` in `config`

For more information about this error, try `rustc --explain E0432`.
error: could not compile `deadlocked` (bin "deadlocked") due to 4 previous errors
''', "import", "rust", "https://github.com/avitran0/deadlocked/issues/113", note="first of four identical errors kept, plus the summary")
I(a, [("due to 4 previous errors", "due to 3 previous errors")], "error count changed")
I(a, [("src/app.rs:20:57", "src/app.rs:22:57"), ("20 |", "22 |")], "line number changed")
H(a, [("exe_path", "config_dir")], "unresolved item: exe_path -> config_dir")

a = O('''
488.1 error[E0432]: unresolved import `crate::deployments::Deployment`
488.1   --> crates/boundless-market/src/client.rs:40:5
488.1    |
488.1 40 |     deployments::Deployment,
488.1    |     ^^^^^^^^^^^^^^^^^^^^^^^ no `Deployment` in `deployments`
488.1 
492.5 For more information about this error, try `rustc --explain E0432`.
492.6 error: could not compile `boundless-market` (lib) due to 2 previous errors
''', "import", "rust", "https://github.com/boundless-xyz/boundless/issues/871", adv=True, note="docker build timestamps 488.1/492.5 prefix every line")
I(a, [("488.1", "311.7"), ("492.5", "315.2"), ("492.6", "315.3")], "docker build elapsed-time prefixes changed")
I(a, [("488.1", "1021.4"), ("492.5", "1030.0"), ("492.6", "1030.1")], "docker build elapsed-time prefixes changed")
H(a, [("Deployment", "ChainConfig")], "unresolved item: Deployment -> ChainConfig")

a = O('''
error[E0432]: unresolved imports `crate::controller_client`, `crate::controller_manager`, `crate::defender`
  --> local-crates/fit-launcher-ui-automation/src/mighty_commands.rs:8:5
   |
 8 |     controller_client::{ControllerCommand, ControllerEvent},
   |     ^^^^^^^^^^^^^^^^^ could not find `controller_client` in the crate root
 9 |     controller_manager::ControllerManager,
   |     ^^^^^^^^^^^^^^^^^^ could not find `controller_manager` in the crate root
10 |     defender::{
   |     ^^^^^^^^ could not find `defender` in the crate root
   |
...
For more information about this error, try `rustc --explain E0432`.
warning: `fit-launcher-ui-automation` (lib) generated 1 warning
error: could not compile `fit-launcher-ui-automation` (lib) due to 1 previous error; 1 warning emitted
warning: build failed, waiting for other jobs to finish...
failed to build app: failed to build app
       Error failed to build app: failed to build app
''', "import", "rust", "https://github.com/CarrotRub/Fit-Launcher/issues/286")
I(a, [("generated 1 warning", "generated 3 warnings"), ("; 1 warning emitted", "; 3 warnings emitted")], "warning count changed")

a = O('''
error[E0433]: failed to resolve: unresolved import
  --> src/utils.rs:70:42
   |
70 |     once_cell::sync::Lazy::force(&crate::rt::RUNTIME);
   |                                          ^^
   |                                          |
   |                                          unresolved import
   |                                          help: a similar path exists: `std::rt`
''', "import", "rust", "https://github.com/async-rs/async-std/issues/842")
I(a, [("src/utils.rs:70:42", "src/utils.rs:74:42"), ("70 |", "74 |")], "line number changed")
H(a, [("crate::rt::RUNTIME", "crate::task::EXECUTOR"), ("`std::rt`", "`std::task`"), ("^^\n", "^^^^\n")], "unresolved module: crate::rt -> crate::task")

a = O('''
error[E0432]: unresolved import `crate::arch::x86_64::_mm_movemask_pi8`
  --> /home/vivek/.cargo/registry/src/github.com-1ecc6299db9ec823/packed_simd-0.3.3/src/codegen/reductions/mask/x86/sse.rs:47:21
   |
47 |                 use crate::arch::x86_64::_mm_movemask_pi8;
   |                     ^^^^^^^^^^^^^^^^^^^^^----------------
   |                     |                    |
   |                     |                    help: a similar name exists in the module: `_mm_movemask_epi8`
   |                     no `_mm_movemask_pi8` in `arch::x86_64`
''', "import", "rust", "https://github.com/rust-lang/cargo/issues/9139")
I(a, [("/home/vivek/.cargo", "/Users/ci/.cargo")], "cargo home changed")
I(a, [("github.com-1ecc6299db9ec823", "index.crates.io-6f17d22bba15001f")], "registry index directory hash changed")

a = O('''
/home/joerg/.cargo/git/checkouts/rust-protobuf-macros-0155ebac4efea846/master/src/lib.rs:10:5: 10:28 error: unresolved import `rustc::plugin::Registry`. Could not find `plugin` in `rustc` [E0432]
/home/joerg/.cargo/git/checkouts/rust-protobuf-macros-0155ebac4efea846/master/src/lib.rs:10 use rustc::plugin::Registry;
                                                                                                ^~~~~~~~~~~~~~~~~~~~~~~
/home/joerg/.cargo/git/checkouts/rust-protobuf-macros-0155ebac4efea846/master/src/lib.rs:10:5: 10:28 help: run `rustc --explain E0432` to see a detailed explanation
error: aborting due to previous error
''', "import", "rust", "https://github.com/plietar/librespot/issues/11")
I(a, [("/home/joerg", "/home/builder"), ("0155ebac4efea846", "9a1c02d3e77b5f10")], "home dir and checkout hash changed")

a = O('''
error: failed to run custom build command for `fuser v0.16.0`

Caused by:
  process didn't exit successfully: `/var/folders/s8/36cf157124scygxgbtz7zy7w0000gn/T/cargo-installq77RoI/release/build/fuser-71edc989151be1f8/build-script-build` (exit status: 101)
  --- stdout
  cargo:rustc-check-cfg=cfg(fuser_mount_impl, values("pure-rust", "libfuse2", "libfuse3"))

  --- stderr

  thread 'main' (1795312) panicked at /Users/jlehr/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fuser-0.16.0/build.rs:9:5:
  not implemented: Building without libfuse is only supported on Linux
  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
''', "dependency", "rust", "https://github.com/zff-team/zff-rs/issues/10", adv=True,
  note="a build script panics because libfuse (a required system library) is absent on macOS; exit status 101 and 'panicked' look like a runtime failure")
I(a, [("cargo-installq77RoI", "cargo-installXb31kP"), ("fuser-71edc989151be1f8", "fuser-0c9d2e51aa7f3b64"), ("(1795312)", "(88213)")], "temp install dir, build hash and thread id changed")
I(a, [("/var/folders/s8/36cf157124scygxgbtz7zy7w0000gn/T", "/var/folders/k2/x0p9m1r54vq3_8j7n2b6c1lh0000gp/T"), ("/Users/jlehr", "/Users/sam")], "temp dir and home dir changed")

# --- go
a = O('''
main.go:14:2: no required module provides package github.com/PuerkitoBio/goquery: go.mod file not found in current directory or any parent directory; see 'go help modules'
main.go:15:2: no required module provides package github.com/logrusorgru/aurora: go.mod file not found in current directory or any parent directory; see 'go help modules'
main.go:16:2: no required module provides package github.com/spf13/pflag: go.mod file not found in current directory or any parent directory; see 'go help modules'
''', "import", "go", "https://github.com/003random/getJS/issues/22")
I(a, [("main.go:14:2", "main.go:12:2"), ("main.go:15:2", "main.go:13:2"), ("main.go:16:2", "main.go:14:2")], "line numbers changed")

a = O('''
quickstart.go:11:9: no required module provides package golang.org/x/net/context: go.mod file not found in current directory or any parent directory; see 'go help modules'
quickstart.go:12:9: no required module provides package golang.org/x/oauth2: go.mod file not found in current directory or any parent directory; see 'go help modules'
quickstart.go:13:9: no required module provides package golang.org/x/oauth2/google: go.mod file not found in current directory or any parent directory; see 'go help modules'
quickstart.go:14:9: no required module provides package google.golang.org/api/drive/v3: go.mod file not found in current directory or any parent directory; see 'go help modules'
''', "import", "go", "https://github.com/googleworkspace/go-samples/issues/54")
I(a, [("11:9", "12:2"), ("12:9", "13:2"), ("13:9", "14:2"), ("14:9", "15:2")], "line/column numbers changed")
H(a, [("google.golang.org/api/drive/v3", "google.golang.org/api/sheets/v4")], "one missing package changed: drive/v3 -> sheets/v4")

a = O('''
any_proxy.go:47:5: no required module provides package github.com/namsral/flag: go.mod file not found in current directory or any parent directory; see 'go help modules'
any_proxy.go:50:5: no required module provides package github.com/zdannar/flogger: go.mod file not found in current directory or any parent directory; see 'go help modules'
''', "import", "go", "https://github.com/ryanchapman/go-any-proxy/issues/33")
I(a, [("47:5", "48:5"), ("50:5", "51:5")], "line numbers changed")

a = O('''
/var/folders/wp/ff6sz9qs6g71jnm12nj2kbyw0000gp/T/goexec_221335739/gen.go:6:2: no required module provides package github.com/shurcooL/go-goon; to add it:
        go get github.com/shurcooL/go-goon
### Error ###
exit status 1
make: *** [web-run] Error 1
''', "import", "go", "https://github.com/shurcooL/goexec/issues/10")
I(a, [("goexec_221335739", "goexec_987120044")], "temp dir suffix changed")
I(a, [("/var/folders/wp/ff6sz9qs6g71jnm12nj2kbyw0000gp/T", "/tmp"), ("goexec_221335739", "goexec_3310")], "temp dir changed")
h = H(a, [("github.com/shurcooL/go-goon", "github.com/shurcooL/httpfs")], "missing package: go-goon -> httpfs")
I(h, [("goexec_221335739", "goexec_560023817")], "variant of the hard negative: temp dir suffix changed")

a = O('''
/usr/lib/go-1.17/src/function/function.go:7:2: no required module provides package golang.org/x/w32; to add it:
        go get golang.org/x/w32
''', "import", "go", "https://github.com/zha0gongz1/DesertFox/issues/4")
I(a, [("/usr/lib/go-1.17", "/usr/local/go")], "GOROOT changed")
H(a, [("golang.org/x/w32", "golang.org/x/sys/windows/registry")], "missing package: golang.org/x/w32 -> golang.org/x/sys/windows/registry")

a = O('''
go run attach.go localhost:43210
attach.go:9:2: no required module provides package golang.org/x/sys/unix: go.mod file not 
found in current directory or any parent directory; see 'go help modules'
''', "import", "go", "https://github.com/iximiuz/ptyme/pull/3", adv=True, note="a port number 43210 on the command line")
I(a, [("43210", "38117")], "port changed")
H(a, [("golang.org/x/sys/unix", "golang.org/x/term")], "missing package: golang.org/x/sys/unix -> golang.org/x/term")

# --- java
a = O('''
Caused by: java.lang.ClassNotFoundException: com.yingjun.ssm.exception.GlobalExceptionResolver
\tat org.apache.catalina.loader.WebappClassLoaderBase.loadClass(WebappClassLoaderBase.java:1285)
\tat org.apache.catalina.loader.WebappClassLoaderBase.loadClass(WebappClassLoaderBase.java:1119)
\tat org.springframework.util.ClassUtils.forName(ClassUtils.java:250)
\tat org.springframework.beans.factory.support.AbstractBeanDefinition.resolveBeanClass(AbstractBeanDefinition.java:394)
\tat org.springframework.beans.factory.support.AbstractBeanFactory.doResolveBeanClass(AbstractBeanFactory.java:1396)
\tat org.springframework.beans.factory.support.AbstractBeanFactory.resolveBeanClass(AbstractBeanFactory.java:1343)
\t... 39 more
''', "import", "java", "https://github.com/wosyingjun/beauty_ssm/issues/31")
I(a, [("... 39 more", "... 42 more"), ("java:1285", "java:1291"), ("java:1119", "java:1125")], "elided-frame count and library line numbers changed")
I(a, [("... 39 more", "... 37 more")], "elided-frame count changed")
h = H(a, [("com.yingjun.ssm.exception.GlobalExceptionResolver", "com.yingjun.ssm.web.interceptor.LoginInterceptor")], "missing class changed: GlobalExceptionResolver -> LoginInterceptor")
I(h, [("... 39 more", "... 41 more")], "variant of the hard negative: elided-frame count changed")
H(a, [("java.lang.ClassNotFoundException", "java.lang.NoClassDefFoundError")], "exception type changed: ClassNotFoundException -> NoClassDefFoundError")

a = O('''
Caused by: java.lang.ClassNotFoundException: Didn't find class "android.app.job.JobServiceEngine" on path: DexPathList[[zip file "/data/app/app.###.###-1/base.apk"],nativeLibraryDirectories=[/data/app/app.###.###-1/lib/arm64, /system/lib64, /vendor/lib64]]
''', "import", "java", "https://github.com/chennaione/sugar/issues/791")
I(a, [("-1/base.apk", "-2/base.apk"), ("-1/lib/arm64", "-2/lib/arm64")], "APK install slot changed (-1 -> -2)")
I(a, [("app.###.###", "com.example.notes")], "application package path changed")
H(a, [("android.app.job.JobServiceEngine", "androidx.work.impl.WorkManagerInitializer")], "missing class: JobServiceEngine -> WorkManagerInitializer")
