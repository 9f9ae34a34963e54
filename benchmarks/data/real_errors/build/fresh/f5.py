"""Batch 5: kubectl without a kubeconfig, Gradle/Groovy on a too-new JDK, Rust without a C linker."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- kubectl falling back to localhost:8080 (network: connection refused) ----------------
O(r"""
"The connection to the server localhost:8080 was refused - did you specify the right host or port?"
""", "network", "kubernetes", "rmee/gradle-plugins/issues/6", same="kubectl-8080",
  note="kubectl run by a Gradle plugin, quoted; no kubeconfig, so kubectl falls back to localhost:8080")
O(r"""
## create service
The connection to the server localhost:8080 was refused - did you specify the right host or port?
""", "network", "kubernetes", "liumiaocn/easypack/issues/7", same="kubectl-8080",
  note="an install script's step banner before kubectl's message")
O(r"""
The connection to the server 192.168.0.3:6443 was refused - did you specify the right host or port?
""", "network", "kubernetes", "liumiaocn/easypack/issues/7", same="kubectl-6443",
  note="same thread, the first message: the API server at its real address refused (kube-apiserver not running)")

# ---------------- Gradle's Groovy on JDK 17 (class file 61): an unsupported JDK version (dependency) ----------------
GR = "Kind: the build tool does not support the running JDK (fix: a newer Gradle or an older JDK)"
O(r"""
java.lang.IllegalArgumentException: Unsupported class file major version 61
	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:196)
	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:177)
	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:163)
	at groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:284)
	at org.codehaus.groovy.ast.decompiled.AsmDecompiler.parseClass(AsmDecompiler.java:81)
	at org.codehaus.groovy.control.ClassNodeResolver.findDecompiled(ClassNodeResolver.java:251)
""", "dependency", "java", "JVoiceXML/JVoiceXML/issues/159", same="gradle-jdk17", note="excerpt (first frames). " + GR,
  inc=[[("ClassReader.java:196", "ClassReader.java:199"), ("ClassReader.java:177", "ClassReader.java:180"),
        ("AsmDecompiler.java:81", "AsmDecompiler.java:86")]],
  hn=[H([("major version 61", "major version 65")],
        "class file major version 61 (JDK 17) -> 65 (JDK 21): another JDK, another Gradle version needed")])
O(r"""
java.lang.IllegalArgumentException: Unsupported class file major version 61
""", "dependency", "java", "Vitaliy-Yakovchuk/ramus/issues/29", same="gradle-jdk17", note="issue title. " + GR)
O(r"""
IllegalArgumentException, message: Unsupported class file major version 61 [BUG]
""", "dependency", "java", "stripe/stripe-android/issues/7645", same="gradle-jdk17",
  note="issue title in the form Android Studio reports it. " + GR)
O(r"""
General error during semantic analysis: Unsupported class file major version 61
""", "dependency", "java", "microsoft/vscode-gradle/issues/1216", same="gradle-jdk17",
  note="issue title: Groovy's compiler wording inside an editor's Gradle server. " + GR)

# ---------------- Rust without a system C linker (dependency: a tool not installed) ----------------
CC = "fix: install a C toolchain (build-essential / gcc)"
O(r"""
[ERROR rust_analyzer::main_loop] FetchBuildDataError:
error: linker `cc` not found
  |
  = note: No such file or directory (os error 2)


error: aborting due to previous error


error: could not compile `proc-macro-error-attr` due to 2 previous errors
""", "dependency", "rust", "rust-lang/rust-analyzer/issues/14418", same="rust-no-cc",
  note="rust-analyzer's log wrapping cargo's output (excerpt). " + CC,
  inc=[[("proc-macro-error-attr", "serde_derive"), ("due to 2 previous errors", "due to 3 previous errors")]])
O(r"""
  Compiling libc v0.2.162
   Compiling proc-macro2 v1.0.86
   Compiling unicode-ident v1.0.12
   Compiling cfg-if v1.0.0
   Compiling autocfg v1.3.0
   Compiling version_check v0.9.5
error: linker `cc` not found
  |
  = note: No such file or directory (os error 2)

   Compiling once_cell v1.19.0
   Compiling typenum v1.17.0
error: could not compile `libc` (build script) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
error: could not compile `proc-macro2` (build script) due to 1 previous error
error: could not compile `typenum` (build script) due to 1 previous error
storm@DESKTOP-BLMJ9AA:/mnt/c/Users/chuks$
""", "dependency", "rust", "nexus-xyz/nexus-cli/issues/176", same="rust-no-cc", note="cargo 1.7x under WSL, with the prompt. " + CC,
  inc=[[("libc v0.2.162", "libc v0.2.169"), ("proc-macro2 v1.0.86", "proc-macro2 v1.0.92"),
        ("storm@DESKTOP-BLMJ9AA:/mnt/c/Users/chuks$", "dev@LAPTOP-7Q2KX0:/mnt/c/Users/dev$")]],
  hn=[H([("linker `cc` not found", "linker `link.exe` not found")],
        "linker cc (no C toolchain) -> link.exe (MSVC build tools missing: another fix)",
        inc=[[("libc v0.2.162", "libc v0.2.158"), ("storm@DESKTOP-BLMJ9AA:/mnt/c/Users/chuks$", "PS C:\\Users\\chuks\\nexus>")]])])
O(r"""
➜  systemstat git:(master) cargo build --release
   Compiling autocfg v1.0.1
   Compiling bitflags v1.2.1
   Compiling radium v0.5.3
   Compiling ryu v1.0.5
   Compiling libc v0.2.82
   Compiling version_check v0.9.2
   Compiling lexical-core v0.7.4
   Compiling memchr v2.3.4
error: linker `cc` not found
  |
  = note: No such file or directory (os error 2)

error: aborting due to previous error

error: could not compile `lexical-core`

To learn more, run the command again with --verbose.
""", "dependency", "rust", "valpackett/systemstat/issues/81", same="rust-no-cc",
  note="an older cargo's wording (excerpt: up to the first crate). " + CC)
O(r"""
[Bug]: error: linker `cc` not found | = note: No such file or directory (os error 2)
""", "dependency", "rust", "metaplex-foundation/sugar/issues/215", same="rust-no-cc",
  note="issue title: cargo's two lines joined with '|'. " + CC)
