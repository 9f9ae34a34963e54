"""Batch 2: Java class loading, rustc type errors, Go module resolution, C headers."""
from lib import H, O

G = "https://github.com/"

# ---------------- java ----------------
O(r"""
Exception in thread "main" java.lang.NoClassDefFoundError: com/diablominer/DiabloMiner/DiabloMiner
Caused by: java.lang.ClassNotFoundException: com.diablominer.DiabloMiner.DiabloMiner
    at java.net.URLClassLoader$1.run(URLClassLoader.java:217)
    at java.security.AccessController.doPrivileged(Native Method)
    at java.net.URLClassLoader.findClass(URLClassLoader.java:205)
    at java.lang.ClassLoader.loadClass(ClassLoader.java:321)
    at sun.misc.Launcher$AppClassLoader.loadClass(Launcher.java:294)
    at java.lang.ClassLoader.loadClass(ClassLoader.java:266)
Could not find the main class: com.diablominer.DiabloMiner.DiabloMiner. Program will exit.
""", "import", "java", G + "Diablo-D3/DiabloMiner/issues/57",
  inc=[[("URLClassLoader.java:217", "URLClassLoader.java:202"), ("URLClassLoader.java:205", "URLClassLoader.java:190"),
        ("ClassLoader.java:321", "ClassLoader.java:307"), ("Launcher.java:294", "Launcher.java:301"),
        ("ClassLoader.java:266", "ClassLoader.java:248")]],
  note="the same failure is quoted with other JDK line numbers in Diablo-D3/DiabloMiner/issues/10")

O(r"""
Exception in thread "system" java.lang.ClassNotFoundException: samples.reflection.trivial.forname.NonExisting
	at jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:580)
	at java.lang.ClassLoader.loadClass(ClassLoader.java:490)
""", "import", "java", G + "hextriclosan/rusty-jvm/issues/676",
  inc=[[("BuiltinClassLoader.java:580", "BuiltinClassLoader.java:641"), ("ClassLoader.java:490", "ClassLoader.java:525")]],
  hn=[H([("java.lang.ClassNotFoundException", "java.lang.NoClassDefFoundError")],
        "exception type ClassNotFoundException -> NoClassDefFoundError (present at compile time, gone at run time)")])

# ---------------- rust ----------------
O(r"""
   Compiling toshi-server v0.1.1 (/home/xiyx/free/Toshi/toshi-server)
error[E0308]: mismatched types
  --> toshi-server/src/lib.rs:40:52
   |
40 |         .map_err(|err| toshi_types::Error::IOError(err.to_string()))
   |                                                    ^^^^^^^^^^^^^^^ expected struct `std::io::Error`, found struct `std::string::String`

error: aborting due to previous error

For more information about this error, try `rustc --explain E0308`.
error: could not compile `toshi-server`.

To learn more, run the command again with --verbose.
""", "type", "rust", G + "toshi-search/Toshi/issues/686",
  inc=[[("/home/xiyx/free/Toshi", "/Users/dev/src/Toshi")],
       [("/home/xiyx/free/Toshi", "/build/Toshi"), ("lib.rs:40:52", "lib.rs:41:52"), ("\n40 |", "\n41 |")]],
  hn=[H([("found struct `std::string::String`", "found `&str`")],
        "found type std::string::String -> &str")])

O(r"""
Compiling bookokrat v0.3.12 (/home/******/.cargo/git/checkouts/bookokrat-38c2f3ea9869f40c/65caffd)
error[E0308]: mismatched types
  --> src/clipboard.rs:55:9
   |
55 |         Provider::Arboard
   |         ^^^^^^^^^^^^^^^^^ expected `()`, found `Provider`
   |
help: you might have meant to return this value
   |
55 |         return Provider::Arboard;
   |         ++++++                  +

For more information about this error, try `rustc --explain E0308`.
error: could not compile `bookokrat` (lib) due to 1 previous error
error: failed to compile `bookokrat v0.3.12 (https://github.com/bugzmanov/bookokrat.git#65caffdf)`, intermediate artifacts can be found at `/tmp/cargo-installeLGkFx`.
To reuse those artifacts with a future compilation, set the environment variable `CARGO_BUILD_BUILD_DIR` to that path.
""", "type", "rust", G + "bugzmanov/bookokrat/issues/190",
  inc=[[("/tmp/cargo-installeLGkFx", "/tmp/cargo-installQw83Zp")],
       [("/home/******/.cargo", "/home/runner/.cargo"), ("/tmp/cargo-installeLGkFx", "/tmp/cargo-install9hT2aa")]],
  hn=[H([("Provider::Arboard", "Provider::Wayland")],
        "returned value Provider::Arboard -> Provider::Wayland (another arm of the same function)")])

O(r"""
error[E0308]: mismatched types
   --> /Users/apple/.cargo/registry/src/index.crates.io-6f17d22bba15001f/tl-proto-proc-0.4.7/src/scheme_loader.rs:109:36
    |
109 |                     self.all_ids = self.scheme.compute_all_ids();
    |                     ------------   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected `BuildHasherDefault<FxHasher>`, found `FxBuildHasher`
    |                     |
    |                     expected due to the type of this binding
    |
    = note: expected struct `HashMap<_, (ConstructorKind, &'a Constructor<'s>), BuildHasherDefault<FxHasher>>`
               found struct `HashMap<_, (ConstructorKind, &Constructor<'_>), rustc_hash::FxBuildHasher>`

For more information about this error, try `rustc --explain E0308`.
error: could not compile `tl-proto-proc` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
""", "type", "rust", G + "ston-fi/tonlib-rs/issues/136",
  inc=[[("/Users/apple/.cargo", "/home/runner/.cargo")],
       [("/Users/apple/.cargo", "C:\\Users\\jack\\.cargo"), ("index.crates.io-6f17d22bba15001f", "index.crates.io-1949cf8c6b5b557f")]])

O(r"""
error[E0308]: mismatched types
  --> src/observability/traits.rs:58:9
   |
54 |     fn as_any(&self) -> &dyn std::any::Any where Self: Sized {
   |                         ------------------ expected `&(dyn std::any::Any + 'static)` because of return type
...
58 |         std::any::TypeId::of::<Placeholder>()
   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected `&dyn Any`, found `TypeId`
   |
   = note: expected reference `&(dyn std::any::Any + 'static)`
                 found struct `TypeId`
help: consider borrowing here
   |
58 |         &std::any::TypeId::of::<Placeholder>()
""", "type", "rust", G + "zeroclaw-labs/zeroclaw/issues/191",
  inc=[[("traits.rs:58:9", "traits.rs:61:9"), ("\n58 |", "\n61 |"), ("\n54 |", "\n57 |")]])

O(r"""
error[E0308]: mismatched types
   --> /home/sse_021/.cargo/registry/src/index.crates.io-6f17d22bba15001f/hitaki-0.3.0/src/enums.rs:14:72
    |
14  |             ffi::hitaki_alsa_firewire_error_to_label(self.into_glib(), &mut ptr);
    |             ----------------------------------------                   ^^^^^^^^ expected `*mut *const u8`, found `&mut *const i8`
    |             |
    |             arguments to this function are incorrect
    |
    = note:    expected raw pointer `*mut *const u8`
            found mutable reference `&mut *const i8`
note: function defined here
   --> /home/sse_021/.cargo/registry/src/index.crates.io-6f17d22bba15001f/hitaki-sys-0.3.0/src/lib.rs:560:12
    |
560 |     pub fn hitaki_alsa_firewire_error_to_label(
    |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
""", "type", "rust", G + "alsa-project/snd-firewire-ctl-services/issues/183", note="excerpt: the first of the thread's errors",
  inc=[[("/home/sse_021", "/home/pi")]],
  hn=[H([("hitaki_alsa_firewire_error_to_label", "hitaki_efw_protocol_error_to_label")],
        "function hitaki_alsa_firewire_error_to_label -> hitaki_efw_protocol_error_to_label",
        inc=[[("/home/sse_021", "/root")]])])

# ---------------- go ----------------
O(r"""
$ go build
benchcmp.go:15:2: no required module provides package golang.org/x/tools/missing/package; to add it:
	go get golang.org/x/tools/missing/package
""", "import", "go", G + "golang/go/issues/44961",
  inc=[[("benchcmp.go:15:2", "benchcmp.go:17:2")]],
  hn=[H([("golang.org/x/tools/missing/package", "golang.org/x/exp/slices")],
        "missing package golang.org/x/tools/missing/package -> golang.org/x/exp/slices",
        inc=[[("benchcmp.go:15:2", "benchcmp.go:9:2")]])])

O(r"""
> go build -v -o $HOME/.terraform.d/plugins/terraform-provider-kubeadm \
    github.com/inercia/terraform-provider-kubeadm/cmd/terraform-provider-kubeadm
no required module provides package github.com/inercia/terraform-provider-kubeadm/cmd/terraform-provisioner-kubeadm: working directory is not part of a module
""", "import", "go", G + "inercia/terraform-provider-kubeadm/issues/47",
  inc=[[("$HOME/.terraform.d/plugins", "/home/ao/.terraform.d/plugins")]],
  hn=[H([("provides package github.com/inercia/terraform-provider-kubeadm/cmd/terraform-provisioner-kubeadm",
          "provides package github.com/inercia/terraform-provider-kubeadm/cmd/terraform-provider-kubeadm")],
        "missing package .../cmd/terraform-provisioner-kubeadm -> .../cmd/terraform-provider-kubeadm")])

O(r"""
> Building gluster-exporter v0.3-dev.93.git3ebaacc
> no required module provides package github.com/gluster/gluster-prometheus/gluster-exporter: go.mod file not found in current directory or any parent directory; see 'go help modules'
> make: *** [Makefile:66: build/gluster-exporter] Error 1
""", "import", "go", G + "gluster/gluster-prometheus/issues/200",
  inc=[[("v0.3-dev.93.git3ebaacc", "v0.3-dev.101.git7c1d2e0")],
       [("v0.3-dev.93.git3ebaacc", "v0.3-dev.88.git01af9b2"), ("Makefile:66", "Makefile:68")]],
  hn=[H([("gluster-prometheus/gluster-exporter: go.mod", "gluster-prometheus/gluster-exporter/conf: go.mod")],
        "missing package .../gluster-exporter -> .../gluster-exporter/conf")])

O(r"""
../go/pkg/mod/github.com/jpillora/requestlog@v0.0.0-20181015073026-df8817be5f82/wrap.go:11:2: no required module provides package github.com/andrew-d/go-termutil; to add it:
        go get github.com/andrew-d/go-termutil
../go/pkg/mod/github.com/jpillora/cookieauth@v0.0.0-20190219222732-2ae29b2a9c76/cookieauth.go:15:2: no required module provides package github.com/elithrar/simple-scrypt; to add it:
        go get github.com/elithrar/simple-scrypt
""", "import", "go", G + "boypt/simple-torrent/issues/155", note="excerpt: the first two of the thread's missing packages",
  inc=[[("../go/pkg/mod", "/root/go/pkg/mod")],
       [("../go/pkg/mod", "/home/runner/go/pkg/mod"), ("wrap.go:11:2", "wrap.go:12:2")]],
  hn=[H([("github.com/andrew-d/go-termutil", "github.com/mattn/go-isatty")],
        "missing package github.com/andrew-d/go-termutil -> github.com/mattn/go-isatty")])

O(r"""
no required module provides package main.go; to add it:
	go get main.go
""", "import", "go", G + "mylxsw/aidea-server/issues/1",
  note="the file was moved to cmd/main.go; go reads a missing file argument as a package path",
  hn=[H([("package main.go; to add it:\n\tgo get main.go", "package server.go; to add it:\n\tgo get server.go")],
        "missing 'package' main.go -> server.go")])

# ---------------- c / c++ ----------------
O(r"""
../src/crypto/tls_openssl.c:19:10: fatal error: openssl/ssl.h: No such file or directory
   19 | #include <openssl/ssl.h>
      |          ^~~~~~~~~~~~~~~
compilation terminated.
make[3]: *** [Makefile:1780: ../src/crypto/tls_openssl.o] Error 1
make[3]: *** Waiting for unfinished jobs....
  CC  ../src/eap_peer/eap_tls_common.c
gmake[2]: *** [lib/CMakeFiles/wpa_supplicant_build.dir/build.make:70: lib/CMakeFiles/wpa_supplicant_build] Error 2
gmake[1]: *** [CMakeFiles/Makefile2:218: lib/CMakeFiles/wpa_supplicant_build.dir/all] Error 2
gmake: *** [Makefile:136: all] Error 2
""", "import", "c", G + "vanilla-wiiu/vanilla/issues/40",
  inc=[[("  CC  ../src/eap_peer/eap_tls_common.c\n", "")],
       [("Makefile:1780", "Makefile:1792"), ("Makefile2:218", "Makefile2:231")]],
  hn=[H([("openssl/ssl.h", "openssl/evp.h")], "missing header openssl/ssl.h -> openssl/evp.h",
        inc=[[("Makefile:1780", "Makefile:1784")]])])

O(r"""
scripts/extract-cert.c:21:10: fatal error: openssl/bio.h: Datei oder Verzeichnis nicht gefunden
 #include <openssl/bio.h>
          ^~~~~~~~~~~~~~~
compilation terminated.
make[1]: *** [scripts/Makefile.host:90: scripts/extract-cert] Fehler 1
make: *** [Makefile:1061: scripts] Fehler 2
Traceback (most recent call last):
  File "./rpi-source", line 411, in <module>
    sh("cd %s && make modules_prepare %s" % (linux_symlink, (" > /dev/null" if args.quiet else "")))
  File "./rpi-source", line 90, in sh
    subprocess.check_call(cmd, shell=True)
  File "/usr/lib/python2.7/subprocess.py", line 190, in check_call
    raise CalledProcessError(retcode, cmd)
subprocess.CalledProcessError: Command 'cd /root/linux && make modules_prepare ' returned non-zero exit status 2
""", "import", "c", G + "notro/rpi-source/issues/47", note="German locale; the Python traceback wraps the make failure",
  inc=[[("/root/linux", "/home/pi/linux")],
       [("Makefile.host:90", "Makefile.host:95"), ("Makefile:1061", "Makefile:1074")]],
  hn=[H([("openssl/bio.h", "openssl/pem.h")], "missing header openssl/bio.h -> openssl/pem.h")])

O(r"""
> scripts/extract-cert.c:21:10: fatal error: openssl/bio.h: No such file or directory
>    21 | #include <openssl/bio.h>
>       |          ^~~~~~~~~~~~~~~
> compilation terminated.
> make[1]: *** [scripts/Makefile.host:95: scripts/extract-cert] Error 1
> make[1]: *** Waiting for unfinished jobs....
>   HDRINST usr/include/linux/synclink.h
>   HDRINST usr/include/linux/btrfs_tree.h
> scripts/sign-file.c:25:10: fatal error: openssl/opensslv.h: No such file or directory
>    25 | #include <openssl/opensslv.h>
>       |          ^~~~~~~~~~~~~~~~~~~~
> compilation terminated.
> make[1]: *** [scripts/Makefile.host:95: scripts/sign-file] Error 1
""", "import", "c", G + "starfive-tech/linux/issues/4", note="quoted in the thread with '> ' prefixes",
  inc=[[(">   HDRINST usr/include/linux/synclink.h\n>   HDRINST usr/include/linux/btrfs_tree.h\n", ">   HDRINST usr/include/linux/if_bridge.h\n")]])

O(r"""
src/tcpcryptd.c:15:10: fatal error: 'openssl/err.h' file not found
#include <openssl/err.h>
         ^~~~~~~~~~~~~~~
1 error generated.
make[1]: *** [src/src_tcpcryptd-tcpcryptd.o] Error 1
make: *** [all] Error 2
""", "import", "c", G + "scslab/tcpcrypt/issues/13",
  inc=[[("tcpcryptd.c:15:10", "tcpcryptd.c:16:10")]],
  hn=[H([("openssl/err.h", "pcap.h"), ("^~~~~~~~~~~~~~~", "^~~~~~~~")], "missing header openssl/err.h -> pcap.h")])

O(r"""
yudeMacBook-Air:vpnpivot brite$ make
/Applications/Xcode.app/Contents/Developer/usr/bin/make  all-recursive
Making all in src
gcc -DHAVE_CONFIG_H -I. -I..   -I/usr/include -ggdb -DUSE_SSL -DUSE_POLL -I../include  -g -O2 -MT pivots.o -MD -MP -MF .deps/pivots.Tpo -c -o pivots.o pivots.c
In file included from pivots.c:26:
../include/etn.h:30:10: fatal error: 'linux/if_ether.h' file not found
#include <linux/if_ether.h>
         ^
1 error generated.
make[2]: *** [pivots.o] Error 1
make[1]: *** [all-recursive] Error 1
make: *** [all] Error 2
""", "import", "c", G + "0x36/VPNPivot/issues/2",
  inc=[[("yudeMacBook-Air:vpnpivot brite$", "MacBook-Pro:VPNPivot dev$")]])
