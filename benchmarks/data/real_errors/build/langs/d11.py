from lib import *
# --- timeout-ish assertion messages in tests (adversarial: the failure is a test)
a = O('''
AssertionError: Timed out after 10.00s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)

Attempts:
    0.00s : Color3f(1, 2, 4) != Color3f(1, 0.550000012, 0.25)
    0.10s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
    0.30s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
    0.71s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
    1.51s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
    3.11s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
    6.31s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
   10.00s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)
''', "test", "python", "https://github.com/GafferHQ/gaffer/pull/7086", adv=True,
  note="'Timed out after 10.00s' is an eventually-assertion that converged on a wrong value: a test failure, not a time limit")
I(a, [("0.71s", "0.72s"), ("1.51s", "1.53s"), ("3.11s", "3.14s"), ("6.31s", "6.35s")], "attempt timings changed")
H(a, [("!= Color3f(1, 0.550000012, 0.25)", "!= Color3f(1, 0.5, 0.300000012)")], "expected value in the assertion: (1, 0.55, 0.25) -> (1, 0.5, 0.3)")

a = O('''
[  272s] >       assert took < timeout, "%s did not run within %s %s" % (
[  272s]             func.__name__,
[  272s]             word,
[  272s]             unit,
[  272s]         )
[  272s] E       AssertionError: test_httpretty_should_support_a_list_of_successive_responses_urllib2 did not run within two miliseconds
[  272s] 
[  272s] /usr/lib/python3.8/site-packages/sure/__init__.py:217: AssertionError
''', "test", "python", "https://github.com/gabrielfalcao/HTTPretty/issues/459", adv=True,
  note="a 'did not run within' assertion in a test (a slow s390x builder); the failure is a test assertion; '272s' is build elapsed time")
I(a, [("[  272s]", "[  311s]")], "build log elapsed-time prefix changed")
H(a, [("test_httpretty_should_support_a_list_of_successive_responses_urllib2", "test_rotating_responses_with_httplib2")], "failing test: ..._successive_responses_urllib2 -> test_rotating_responses_with_httplib2")

a = O('''
Traceback (most recent call last):
  File "/home/runner/work/dosemu2/dosemu2/test/test_dosemu.py", line 995, in test_memory_ems_borland
    memory_ems_borland(self)
  File "/home/runner/work/dosemu2/dosemu2/test/func_memory_ems_borland.py", line 31, in memory_ems_borland
    raise self.failureException("Parse Error:\\n" + results) from None
AssertionError: Parse Error:
Timeout: 40 seconds waiting for ['rem end']
''', "timeout", "python", "https://github.com/dosemu2/dosemu2/pull/2929", adv=True,
  note="headline says AssertionError and 'Parse Error', the cause line is a 40 s wait that timed out")
I(a, [("line 995", "line 1003")], "line number changed")
H(a, [("in test_memory_ems_borland\n    memory_ems_borland(self)", "in test_memory_ems_watcom\n    memory_ems_borland(self)")], "test that timed out: test_memory_ems_borland -> test_memory_ems_watcom")

# --- C++ not declared in this scope (c++11 flag missing)
a = O('''
./threadedtcpserver.h:15:51: error: ‘nullptr’ was not declared in this scope
     explicit ThreadedTCPServer( QObject *parent = nullptr);
''', "type", "cpp", "https://github.com/dannagle/PacketSender/issues/92", note="compiled without -std=c++11; a name-resolution compile error")
I(a, [("15:51", "17:51")], "line number changed")
H(a, [("./threadedtcpserver.h:15:51: error: ‘nullptr’ was not declared in this scope\n     explicit ThreadedTCPServer( QObject *parent = nullptr);", "./threadedtcpserver.h:15:51: error: ‘QTcpServer’ was not declared in this scope\n     explicit ThreadedTCPServer( QObject *parent = nullptr);")], "undeclared name: nullptr -> QTcpServer (a missing include rather than a language standard)")

a = O('''
/mnt/c/Users/Projetista01/bare_metal/circle-stdlib/libs/circle-newlib/libgloss/circle/io.cpp: In function 'int readdir_r(DIR*, dirent*, dirent**)':
/mnt/c/Users/Projetista01/bare_metal/circle-stdlib/libs/circle-newlib/libgloss/circle/io.cpp:361:24: error: 'nullptr' was not declared in this scope
                 *ode = nullptr;
                        ^
Makefile:100: recipe for target 'io.o' failed
make[4]: *** [io.o] Error 1
''', "type", "cpp", "https://github.com/smuehlst/circle-stdlib/issues/5", adv=True, note="'Projetista01' user name carries digits")
I(a, [("/mnt/c/Users/Projetista01/bare_metal", "/home/giovanni/src")], "checkout path changed")
I(a, [("Makefile:100", "Makefile:104")], "Makefile line changed")

a = O('''
AppDialog.h:30:5: warning: identifier ‘nullptr’ is a keyword in C++11 [-Wc++0x-compat]
     QListWidgetItem *defaultItem = nullptr;
     ^
AppDialog.h: In constructor ‘AppDialog::AppDialog(QWidget*, QString)’:
AppDialog.h:30:36: error: ‘nullptr’ was not declared in this scope
     QListWidgetItem *defaultItem = nullptr;
                                    ^
''', "type", "cpp", "https://github.com/lumina-desktop/lumina/issues/396")
I(a, [("AppDialog.h:30:5", "AppDialog.h:31:5"), ("AppDialog.h:30:36", "AppDialog.h:31:36")], "line numbers changed")

# --- rustc E0599
a = O('''
error[E0599]: no method named `remove_item` found for struct `Vec<files::File>` in the current scope
''', "type", "rust", "https://github.com/rabite0/hunter/pull/122")
I(a, [("in the current scope", "in the current scope\n   --> src/files.rs:1203:19")], "location line added")
H(a, [("`remove_item`", "`drain_filter`")], "missing method: remove_item -> drain_filter")

a = O('''
error[E0599]: no method named `local_file` found for struct `proc_macro2::Span` in the current scope

   --> /home/pragya/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/anchor-syn-0.31.1/src/idl/defined.rs:501:22
''', "type", "rust", "https://github.com/otter-sec/anchor/issues/3726", note="markdown emphasis markers from the thread removed from the path")
I(a, [("/home/pragya/.cargo", "/Users/dev/.cargo")], "cargo home changed")
H(a, [("`local_file`", "`source_file`")], "missing method: local_file -> source_file")

# --- disk
a = O('''
Collecting torch
  Downloading torch-2.0.1-cp38-cp38-manylinux1_x86_64.whl (619.9 MB)
ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device
''', "disk", "python", "https://github.com/steamship-core/steamship-langchain/issues/57", adv=True, note="619.9 MB is a size")
I(a, [("cp38-cp38", "cp310-cp310"), ("619.9 MB", "620.1 MB")], "wheel python tag and size changed")
H(a, [("[Errno 28] No space left on device", "[Errno 13] Permission denied: '/usr/lib/python3.8/site-packages/torch'")], "errno: 28 ENOSPC -> 13 EACCES", kind="permission")

a = O('''
ERROR: Could not install packages due to an EnvironmentError: [Errno 28] No space left on device
''', "disk", "python", "https://github.com/pypa/pip/issues/7751")
I(a, [("ERROR: Could", "  ERROR: Could")], "indentation added")

a = O('''
IOError: [Errno 28] No space left on device
''', "disk", "python", "https://github.com/pypa/pip/issues/7745")
I(a, [("IOError", "OSError")], "python 2 IOError -> python 3 OSError alias (same errno and cause)")

# --- npm auth
a = O('''
npm ERR! code E401
npm ERR! Unable to authenticate, need: Basic realm="Artifactory Realm"

npm ERR! A complete log of this run can be found in:
npm ERR!     /Users/cy/.npm/_logs/2019-06-08T07_54_11_309Z-debug.log
''', "auth", "node", "https://github.com/zowe/zowe-cli/issues/445")
I(a, [("2019-06-08T07_54_11_309Z", "2019-06-09T12_01_44_870Z")], "log timestamp changed")
I(a, [("/Users/cy", "/home/cy")], "home dir changed")
H(a, [('Basic realm="Artifactory Realm"', 'Basic realm="GitHub Package Registry"')], "registry realm: Artifactory -> GitHub Package Registry (a different registry's credentials)")

a = O('''
npm ERR! code E401
npm ERR! Unable to authenticate, your authentication token seems to be invalid.
npm ERR! To correct this please try logging in again with:
npm ERR!     npm login
''', "auth", "node", "https://github.com/derbyjs/derby-site/issues/66", adv=True, note="'token' here is an auth token")
I(a, [("npm ERR!", "npm error")], "npm 10 log prefix")

a = O('''
npm ERR! code E401
npm ERR! 401 Unauthorized: less-tree@https://github.com/abmaonline/less-tree/tarball/58baecb
''', "auth", "node", "https://github.com/abmaonline/aemfed/issues/20")
I(a, [("npm ERR! code E401", "❯ npm install aemfed --save-dev\nnpm ERR! code E401")], "command prompt line prepended")
H(a, [("npm ERR! code E401\nnpm ERR! 401 Unauthorized", "npm ERR! code E404\nnpm ERR! 404 Not Found")], "status: 401 Unauthorized -> 404 Not Found for the tarball", kind="dependency")
