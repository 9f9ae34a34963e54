"""Batch 14: Java read timeouts; Rust panics over denied permissions."""
from lib import O

O(r"""
[22:16:47,058] java.net.SocketTimeoutException: Read timed out
java.net.SocketTimeoutException: Read timed out
    at java.net.SocketInputStream.socketRead0(Native Method)
    at java.net.SocketInputStream.socketRead(Unknown Source)
    at java.net.SocketInputStream.read(Unknown Source)
""", "timeout", "java", "ron190/jsql-injection/issues/4081", note="excerpt", same="java-read-timed-out")
O(r"""
ERROR root:592 - java.net.SocketTimeoutException: Read timed out
java.net.SocketTimeoutException: Read timed out
	at java.base/java.net.SocketInputStream.socketRead0(Native Method)
	at java.base/java.net.SocketInputStream.socketRead(SocketInputStream.java:116)
	at java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:425)
""", "timeout", "java", "ron190/jsql-injection/issues/90373", note="excerpt", same="java-read-timed-out")
O(r"""
SocketTimeoutException: Read timed out @ java.net.SocketInputStream: -2
""", "timeout", "java", "SpigotMC/BungeeCord/issues/161")
O(r"""
java.net.SocketTimeoutException: Read timed out
	at sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:283) ~[?:?]
	at sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:309) ~[?:?]
	at sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:350) ~[?:?]
	at sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:478) ~[?:?]
	at org.apache.http.impl.io.SessionInputBufferImpl.streamRead(SessionInputBufferImpl.java:137) ~[httpcore-4.4.14.jar:4.4.14]
""", "timeout", "java", "VKCOM/vk-java-sdk/issues/252", note="excerpt")

O(r"""
error: custom attribute panicked
 --> example\src\main.rs:3:1
  |
3 | #[summer_boot::auto_scan]
  | ^^^^^^^^^^^^^^^^^^^^^^^^^
  |
  = help: message: called `Result::unwrap()` on an `Err` value: Os { code: 5, kind: PermissionDenied, message: "拒绝访问。" }
""", "permission", "rust", "rust-lang/rust/issues/114956")
O(r"""
The application panicked (crashed).
  called `Result::unwrap()` on an `Err` value: Os { code: 13, kind: PermissionDenied, message: "Permission denied" }
in src/libcore/result.rs, line 999
thread: main
""", "permission", "rust", "xiph/rav1e/pull/1494")
O(r"""
thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Os { code: 5, kind: PermissionDenied, message: "Access is denied." }', src\main.rs:135:56
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
""", "permission", "rust", "Spu7Nix/SPWN-language/issues/73")
O(r"""
 ./phantun_client --local 127.0.0.1:5501 --remote azurewind:5509
thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: EPERM', phantun/src/bin/client.rs:162:10
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
""", "permission", "rust", "dndx/phantun/issues/149", adv=True, note="ports beside a denied operation")
O(r"""
thread '<unnamed>' (33156) panicked at src/game.rs:40:35:
called `Result::unwrap()` on an `Err` value: Permission denied (os error 13)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
""", "permission", "rust", "avitran0/deadlocked/issues/237")
O(r"""
thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Io(Error { repr: Os { code: 13, message: "Permission denied" } })', /buildslave/rust-buildbot/slave/nightly-dist-rustc-linux/build/src/libcore/result.rs:870
stack backtrace:
   1:     0x563da7a0f03c - std::sys::imp::backtrace::tracing::imp::write::h9c41d2f69e5caabf
                        at /buildslave/rust-buildbot/slave/nightly-dist-rustc-linux/build/src/libstd/sys/unix/backtrace/tracing/gcc_s.rs:42
""", "permission", "rust", "meh/dux/issues/7", note="excerpt")
O(r"""
thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Os { code: 1, kind: PermissionDenied, message: "Operation not permitted" }', src/cli.rs:50:47
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
""", "permission", "rust", "Toqozz/wired-notify/issues/109")
O(r"""
Details: called `Result::unwrap()` on an `Err` value: Os { code: 5, kind: PermissionDenied, message: "Access is denied." }
[ERROR rojo] in file C:\Users\Tanee\.cargo\registry\src\index.crates.io-1949cf8c6b5b557f\rojo-7.5.1\src\change_processor.rs on line 229
""", "permission", "rust", "rojo-rbx/rojo/issues/1105")
