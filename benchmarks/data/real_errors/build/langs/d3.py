from lib import *
# --- jest
a = O('''
  ● example tests › test that always fails

    expect(received).toBe(expected) // Object.is equality

    Expected: true
    Received: false

      2 | 
      3 |     test('test that always fails', ()=>{
    > 4 |         expect(false).toBe(true);
        |                       ^
      5 |     });
      6 | 
      7 |     test('test that always pass', ()=>{

      at Object.<anonymous> (tests/example-test.test.js:4:23)
''', "test", "node", "https://github.com/JeanPaiva42/jest-an-issue/issues/47")
I(a, [("tests/example-test.test.js:4:23", "/home/runner/work/jest-an-issue/tests/example-test.test.js:4:23")], "absolute CI checkout prefix added to the path")
h = H(a, [("› test that always fails\n", "› test that always fails too\n"), ("test('test that always fails',", "test('test that always fails too',")], "failing test name: 'test that always fails' -> 'test that always fails too'")
I(h, [("example-test.test.js:4:23", "example-test.test.js:5:23")], "variant of the hard negative: line number changed")

a = O('''
Error: expect(received).toBe(expected) // Object.is equality

Expected: 1000
Received: 100
    at Object.toBe (/home/circleci/ci-test-failure-reporter/src/index.test.js:2:21)
    at Object.asyncJestTest (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/jasmineAsyncInstall.js:102:37)
    at resolve (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:41:12)
    at new Promise (<anonymous>)
    at mapper (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:26:19)
    at promise.then (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:71:41)
    at process._tickCallback (internal/process/next_tick.js:68:7)
''', "test", "node", "https://github.com/postlight/ci-failed-test-reporter/pull/3", adv=True, note="the test 'multiplies three numbers'; 1000/100 are values, 1000 looks like nothing special but 100 could read as a status-ish number")
I(a, [("/home/circleci/ci-test-failure-reporter", "/Users/dev/src/ci-test-failure-reporter")], "checkout directory changed")
I(a, [("/home/circleci/", "/builds/postlight/")], "CI workspace prefix changed")
H(a, [("src/index.test.js:2:21", "src/divide.test.js:2:21")], "failing test file changed: index.test.js -> divide.test.js")

a = O('''
> telus-thorium-enriched@0.11.4 test /var/lib/jenkins/workspace/telus-thorium--release/enriched
> jest

 FAIL  lib/blocks/blocks/OverviewBlock/__test__/OverviewBlock.spec.js
  ● <OverviewBlock /> › does not render a header if header is not passed in via props

    expect(received).toBe(expected)
    
    Expected value to be (using ===):
      0
    Received:
      1
      
      at Object.<anonymous> (lib/blocks/blocks/OverviewBlock/__test__/OverviewBlock.spec.js:18:50)
''', "test", "node", "https://github.com/telus-labs/tds-core/issues/272")
I(a, [("/var/lib/jenkins/workspace/telus-thorium--release", "/var/lib/jenkins/workspace/telus-thorium--release@2")], "Jenkins workspace dir changed (@2 suffix)")
I(a, [("spec.js:18:50", "spec.js:19:50")], "line number changed")
H(a, [("OverviewBlock", "SummaryBlock")], "failing component/test suite: OverviewBlock -> SummaryBlock")

# --- tsc
a = O('''
src/Config/GlobalConfig.ts:28:16 - error TS2322: Type '0' is not assignable to type 'ShowItemTipsType'.

28         public _ShowItemTipsType:UI.ShowItemTipsType = 0; //当前要显示的道具tips类型
                  ~~~~~~~~~~~~~~~~~

src/UIEx/Window/ItemTips.ts:14:17 - error TS2322: Type '0' is not assignable to type 'ShowItemTipsType'.

14         private m_ShowType:ShowItemTipsType = 0;
                   ~~~~~~~~~~

Found 2 errors in 2 files.

Errors  Files
     1  src/Config/GlobalConfig.ts:28
     1  src/UIEx/Window/ItemTips.ts:14
''', "type", "node", "https://github.com/dream-young-soul/h5_mir/issues/4")
I(a, [("GlobalConfig.ts:28:16", "GlobalConfig.ts:30:16"), ("28         public", "30         public"), ("src/Config/GlobalConfig.ts:28\n", "src/Config/GlobalConfig.ts:30\n")], "line numbers changed")
H(a, [("'ShowItemTipsType'", "'ItemQualityType'")], "target type: ShowItemTipsType -> ItemQualityType")

a = O('''
TS2322: Type 'string | null' is not assignable to type 'string'. Type 'null' is not assignable to type 'string'.
''', "type", "node", "https://github.com/microsoft/TypeScript/issues/33135")
I(a, [("TS2322:", "app/main.ts(14,5): error TS2322:")], "file/position prefix added")
H(a, [("'string | null'", "'string | undefined'"), ("Type 'null'", "Type 'undefined'")], "nullable member: null -> undefined")

a = O('''
error TS2322: Type 'GetUserDto[]' is not assignable to type 'User[]'.
''', "type", "node", "https://github.com/microsoft/TypeScript/issues/35609")
I(a, [("error TS2322", "src/users/users.service.ts:42:7 - error TS2322")], "file:line prefix added")
H(a, [("'GetUserDto[]'", "'CreateUserDto[]'")], "source type: GetUserDto[] -> CreateUserDto[]")

a = O('''
TS2322: Type 'null' is not assignable to type 'Keyword[]'.
''', "type", "node", "https://github.com/CarlosLeyvaAyala/Papyrus-2-Typescript/issues/4")
I(a, [("TS2322", "ERROR in src/PO3_SKSEFunctions.ts:211:5\nTS2322")], "webpack ERROR location line added")

# --- mypy
a = O('''
monkeytype/tracing.py:81:31: error: Incompatible types in assignment (expression has type "object", variable has type "Optional[type]")
Found 1 error in 1 file (checked 14 source files)
''', "type", "python", "https://github.com/Instagram/MonkeyType/issues/220")
I(a, [("81:31", "83:31"), ("checked 14 source files", "checked 15 source files")], "line number and checked-file count changed")
I(a, [("checked 14 source files", "checked 9 source files")], "checked-file count changed")
H(a, [('variable has type "Optional[type]"', 'variable has type "Optional[FrameType]"')], "declared type: Optional[type] -> Optional[FrameType]")

a = O('''
bug.py:3: error: Incompatible types in assignment (expression has type "str", variable has type "int")
Found 1 error in 1 file (checked 1 source file)
''', "type", "python", "https://github.com/python/mypy/issues/9640")
I(a, [("bug.py:3", "bug.py:7")], "line number changed")
h = H(a, [('expression has type "str"', 'expression has type "float"')], "expression type: str -> float")
I(h, [("bug.py:3", "bug.py:12")], "variant of the hard negative: line number changed")

a = O('''
src/subscript/ri_wellmod/ri_wellmod.py:246: error: Incompatible types in assignment (expression has type "Instance | None", variable has type "bool")  [assignment]
''', "type", "python", "https://github.com/equinor/subscript/issues/624")
I(a, [("ri_wellmod.py:246", "ri_wellmod.py:251")], "line number changed")
I(a, [("src/subscript/", "/home/runner/work/subscript/subscript/src/subscript/")], "absolute CI path prefix added")

a = O('''
td.py:11: error: Incompatible types in assignment (expression has type "D", variable has type "D")
Found 1 error in 1 file (checked 1 source file)
''', "type", "python", "https://github.com/python/mypy/issues/10024")
I(a, [("td.py:11", "td.py:14")], "line number changed")

a = O('''
mypy/lex.py:361: error: Incompatible types in assignment (expression has type "str", variable has type "bytes")
mypy/lex.py:363: error: Argument 1 to "Bom" has incompatible type "int"; expected "str"
''', "type", "python", "https://github.com/python/mypy/issues/2222")
I(a, [("lex.py:361", "lex.py:358"), ("lex.py:363", "lex.py:360")], "line numbers changed")
H(a, [('Argument 1 to "Bom"', 'Argument 1 to "Token"')], "called function: Bom -> Token")

# --- C/C++
a = O('''
file_disvar.c:30:10: fatal error: file_disvar.h: No such file or directory
   30 | #include "file_disvar.h"
      |          ^~~~~~~~~~~~~~~
compilation terminated.
\t[CC] ti994a.c...
make: *** [Makefile:60: file_disvar.o] Error 1
''', "import", "c", "https://github.com/mburkley/mltt/issues/27")
I(a, [("file_disvar.c:30:10", "file_disvar.c:31:10"), ("   30 | #include", "   31 | #include"), ("Makefile:60", "Makefile:62")], "source and Makefile line numbers changed")
H(a, [("file_disvar.h", "file_fixed.h")], "missing header: file_disvar.h -> file_fixed.h")

a = O('''
aarch64-linux-gnu-gcc -Wall -O2 -ffreestanding -nostdinc -nostdlib -nostartfiles -MMD -c src/fb.c -o build/fb_c.o
src/fb.c:1:10: fatal error: io.h: No such file or directory
    1 | #include "io.h"
      |          ^~~~~~
compilation terminated.
make: *** [Makefile:18: build/fb_c.o] Error 1
''', "import", "c", "https://github.com/sypstraw/rpi4-osdev/issues/47")
I(a, [("Makefile:18", "Makefile:21"), ("-O2", "-O0")], "Makefile line and optimisation flag changed")
h = H(a, [('"io.h"', '"mb.h"'), ("io.h: No such", "mb.h: No such")], "missing header: io.h -> mb.h")
I(h, [("Makefile:18", "Makefile:20")], "variant of the hard negative: Makefile line changed")

a = O('''
In file included from /home/bipbipgaming/RBDOOM-3-BFG/neo/idlib/precompiled.h:34,
                 from <command-line>:
/home/bipbipgaming/RBDOOM-3-BFG/neo/idlib/sys/sys_includes.h:149:10: fatal error: memory: No such file or directory
  149 | #include <memory>
      |          ^~~~~~~~
compilation terminated.
make[2]: *** [CMakeFiles/RBDoom3BFG.dir/build.make:3058 : CMakeFiles/RBDoom3BFG.dir/libs/oggvorbis/oggsrc/bitwise.c.o] 
Error 1
make[1]: *** [CMakeFiles/Makefile2:159 : CMakeFiles/RBDoom3BFG.dir/all] Error 2
make: *** [Makefile:91 : all] Error 2
''', "import", "cpp", "https://github.com/RobertBeckebans/RBDOOM-3-BFG/issues/702")
I(a, [("/home/bipbipgaming/RBDOOM-3-BFG", "/opt/src/RBDOOM-3-BFG")], "checkout directory changed")
I(a, [("build.make:3058", "build.make:3071"), ("Makefile2:159", "Makefile2:161")], "generated makefile line numbers changed")
H(a, [("fatal error: memory:", "fatal error: atomic:"), ("#include <memory>", "#include <atomic>")], "missing header: <memory> -> <atomic>")

a = O('''
src\\core\\bankdata.c:2:10: fatal error: string.h: No such file or directory
    2 | #include <string.h>
      |          ^~~~~~~~~~
compilation terminated.
subprocess error 1
''', "import", "c", "https://github.com/chrismaltby/gb-studio/issues/2079")
I(a, [("src\\core\\bankdata.c:2:10", "C:\\Users\\ana\\AppData\\Local\\Temp\\_gbsbuild\\src\\core\\bankdata.c:2:10")], "build temp prefix added")
H(a, [("string.h: No such", "stdint.h: No such"), ("<string.h>", "<stdint.h>")], "missing header: string.h -> stdint.h")

a = O('''
In file included from /servers/beamng/tmp/BeamMP-Server/src/Common.cpp:1:0:
/servers/beamng/tmp/BeamMP-Server/include/Common.h:10:22: fatal error: filesystem: No such file or directory
 #include <filesystem>
                      ^
compilation terminated.
''', "import", "cpp", "https://github.com/BeamMP/BeamMP-Server/issues/166")
I(a, [("/servers/beamng/tmp/BeamMP-Server", "/home/ci/build/BeamMP-Server")], "checkout directory changed")
H(a, [("fatal error: filesystem:", "fatal error: optional:"), ("#include <filesystem>", "#include <optional>"), ("                      ^", "                    ^")], "missing header: <filesystem> -> <optional> (a real sibling error in the same thread)")

a = O('''
kshell.c:3:10: fatal error: kernel/error.h: No such file or directory
 #include "kernel/error.h"
          ^~~~~~~~~~~~~~~~
compilation terminated.
Makefile:21: recipe for target 'kshell.o' failed
make[1]: *** [kshell.o] Error 1
make[1]: Leaving directory '/home/anta40/dev/OSDEV/basekernel-git/kernel'
Makefile:21: recipe for target 'kernel/basekernel.img' failed
make: *** [kernel/basekernel.img] Error 2
''', "import", "c", "https://github.com/dthain/basekernel/issues/148", adv=True, note="'error.h' is the missing header's name, not an error")
I(a, [("/home/anta40/dev/OSDEV/basekernel-git", "/tmp/basekernel")], "checkout directory changed")
H(a, [("kernel/error.h", "kernel/ascii.h")], "missing header: kernel/error.h -> kernel/ascii.h")

a = O('''
c:/users/map/scoop/apps/gcc/current/bin/../lib/gcc/x86_64-w64-mingw32/11.2.0/../../../../x86_64-w64-mingw32/bin/ld.exe: cannot find 1: No such file or directory
collect2.exe: error: ld returned 1 exit status
''', "runtime", "c", "https://github.com/andlabs/ui/issues/424", adv=True,
  note="the linker got a stray argument '1' as an input file; exit status 1 and 'cannot find 1' look like numbers that matter")
I(a, [("c:/users/map/scoop", "c:/users/dev/scoop")], "user dir changed")
H(a, [("cannot find 1:", "cannot find -lui:")], "what ld cannot find: stray '1' -> library -lui (a missing library)", kind="import")

# --- rust panics
a = O('''
thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/diss-0.3.2/src/lib.rs:551:51:
called `Option::unwrap()` on a `None` value
''', "runtime", "rust", "https://github.com/yazgoo/diss/issues/16")
I(a, [("/root/.cargo", "/home/kor/.cargo")], "cargo home changed")
H(a, [("called `Option::unwrap()` on a `None` value", "called `Result::unwrap()` on an `Err` value: Os { code: 2, kind: NotFound, message: \"No such file or directory\" }")], "panic message: Option::unwrap on None -> Result::unwrap on Err(NotFound)")

a = O('''
thread 'main' (20802) panicked at core/src/system.rs:150:30:
called `Option::unwrap()` on a `None` value
stack backtrace:
   0: __rustc::rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::panic
   3: core::option::unwrap_failed
   4: <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
   5: core::iter::traits::iterator::Iterator::collect
   6: pay_respects::modes::cnf
   7: pay_respects::main
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.
''', "runtime", "rust", "https://github.com/iffse/pay-respects/issues/101", adv=True, note="(20802) is a thread id")
I(a, [("(20802)", "(4417)")], "thread id changed")
I(a, [("(20802)", "(113980)"), ("system.rs:150:30", "system.rs:152:30")], "thread id and line changed")
h = H(a, [("pay_respects::modes::cnf", "pay_respects::modes::suggestion")], "panicking function: modes::cnf -> modes::suggestion")
I(h, [("(20802)", "(9001)")], "variant of the hard negative: thread id changed")

a = O('''
thread 'main' panicked at src\\explorer_modinfo.rs:45:14:
called `Option::unwrap()` on a `None` value
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
''', "runtime", "rust", "https://github.com/machineonamission/uwd2/issues/12")
I(a, [("45:14", "47:14")], "line number changed")
H(a, [("explorer_modinfo.rs", "taskbar_modinfo.rs")], "panicking source file: explorer_modinfo.rs -> taskbar_modinfo.rs")

a = O('''
thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', /cargo/git/checkouts/wappalyzer-e32a3fb79f4ccad3/fb82bb4/src/lib.rs:117:39
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
''', "runtime", "rust", "https://github.com/iustin24/chameleon/issues/23")
I(a, [("wappalyzer-e32a3fb79f4ccad3/fb82bb4", "wappalyzer-0d7a2c91b4e6f503/a13c9e2")], "checkout hash and commit changed")
