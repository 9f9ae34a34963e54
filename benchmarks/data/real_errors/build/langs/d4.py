from lib import *
# --- node Cannot find module
a = O('''
internal/modules/cjs/loader.js:583
    throw err;
    ^

Error: Cannot find module '../models/user'
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:581:15)
    at Function.Module._load (internal/modules/cjs/loader.js:507:25)
    at Module.require (internal/modules/cjs/loader.js:637:17)
    at require (internal/modules/cjs/helpers.js:22:18)
    at Object.<anonymous> (/root/Documents/log/login/routes/users.js:8:12)
''', "import", "node", "https://github.com/node-inspector/node-inspector/issues/1055")
I(a, [("/root/Documents/log/login", "/srv/app")], "app directory changed")
I(a, [("loader.js:583", "loader.js:590"), ("loader.js:581:15", "loader.js:588:15")], "node internals line numbers changed (another node version)")
h = H(a, [("'../models/user'", "'../models/post'")], "missing module: ../models/user -> ../models/post")
I(h, [("/root/Documents/log/login", "/home/ubuntu/login")], "variant of the hard negative: app directory changed")

a = O('''
internal/modules/cjs/loader.js:969
  throw err;
  ^

Error: Cannot find module 'dotenv'
Require stack:
- G:\\movieapp\\index.js
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:966:15)
    at Function.Module._load (internal/modules/cjs/loader.js:842:27)
    at Module.require (internal/modules/cjs/loader.js:1026:19)
    at require (internal/modules/cjs/helpers.js:72:18)
    at Object.<anonymous> (G:\\movieapp\\index.js:1:16)
    at Module._compile (internal/modules/cjs/loader.js:1138:30)
    at Object.Module._extensions..js (internal/modules/cjs/loader.js:1158:10)
    at Module.load (internal/modules/cjs/loader.js:986:32)
    at Function.Module._load (internal/modules/cjs/loader.js:879:14)
    at Function.executeUserEntryPoint [as runMain] (internal/modules/run_main.js:71:12) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ 'G:\\\\movieapp\\\\index.js' ]
}
[nodemon] app crashed - waiting for file changes before starting...
''', "import", "node", "https://github.com/debug-js/debug/issues/763")
I(a, [("G:\\movieapp", "D:\\projects\\movieapp"), ("G:\\\\movieapp", "D:\\\\projects\\\\movieapp")], "project directory changed")
H(a, [("'dotenv'", "'mongoose'")], "missing module: dotenv -> mongoose")

a = O('''
node:internal/modules/cjs/loader:936
  throw err;
  ^

Error: Cannot find module 'express-session'
Require stack:
- C:\\Users\\Ryzen7-5800H\\Desktop\\YelpCamp\\app.js
    at Function.Module._resolveFilename (node:internal/modules/cjs/loader:933:15)
    at Function.Module._load (node:internal/modules/cjs/loader:778:27)
    at Module.require (node:internal/modules/cjs/loader:1005:19)
    at require (node:internal/modules/cjs/helpers:102:18)
    at Object.<anonymous> (C:\\Users\\Ryzen7-5800H\\Desktop\\YelpCamp\\app.js:5:17)
    at Module._compile (node:internal/modules/cjs/loader:1101:14)
    at Object.Module._extensions..js (node:internal/modules/cjs/loader:1153:10)
    at Module.load (node:internal/modules/cjs/loader:981:32)
    at Function.Module._load (node:internal/modules/cjs/loader:822:12)
    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:79:12)
    at node:internal/main/run_main_module:17:47 {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ 'C:\\\\Users\\\\Ryzen7-5800H\\\\Desktop\\\\YelpCamp\\\\app.js' ]
}
[nodemon] app crashed - waiting for file changes before starting...
''', "import", "node", "https://github.com/Colt/YelpCamp/issues/18", adv=True, note="user name 'Ryzen7-5800H' carries digits")
I(a, [("Ryzen7-5800H", "colt")], "user name in paths changed")
I(a, [("app.js:5:17", "app.js:7:17")], "line number changed")
H(a, [("'express-session'", "'connect-flash'")], "missing module: express-session -> connect-flash")

a = O('''
node:internal/modules/cjs/loader:1050
  throw err;
  ^

Error: Cannot find module '/Users/x/Desktop/Project/server/app.js'
    at Module._resolveFilename (node:internal/modules/cjs/loader:1047:15)
    at Module._load (node:internal/modules/cjs/loader:893:27)
    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:81:12)
    at node:internal/main/run_main_module:23:47 {
  code: 'MODULE_NOT_FOUND',
  requireStack: []
}

Node.js v18.14.0
''', "runtime", "node", "https://github.com/npm/cli/issues/6438",
  note="the entry script itself is missing (a file missing at run time, wrong directory), not a package the toolchain cannot resolve")
I(a, [("Node.js v18.14.0", "Node.js v18.16.1"), ("loader:1050", "loader:1080"), ("loader:1047:15", "loader:1077:15")], "node version and its internal line numbers changed")
I(a, [("/Users/x/Desktop/Project", "/home/x/code/Project")], "project directory changed")

a = O('''
internal/modules/cjs/loader.js:969
  throw err;
  ^

Error: Cannot find module 'internal/bootstrap/loaders'
Require stack:
- /Users/dany/code/theme-ui-vscode/test.js
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:966:15)
    at Function.Module._load (internal/modules/cjs/loader.js:842:27)
    at Module.require (internal/modules/cjs/loader.js:1026:19)
    at require (internal/modules/cjs/helpers.js:72:18)
''', "import", "node", "https://github.com/nodejs/node/issues/33656")
I(a, [("/Users/dany/code/theme-ui-vscode", "/home/dany/src/theme-ui-vscode")], "checkout dir changed")

# --- npm run errors
a = O('''
npm ERR! code ELIFECYCLE
npm ERR! errno 1
npm ERR! udacity-c2-basic-server@1.0.0 dev: `ts-node-dev --respawn --transpileOnly ./src/server.ts`
npm ERR! Exit status 1
npm ERR!
npm ERR! Failed at the udacity-c2-basic-server@1.0.0 dev script.
npm ERR! This is probably not a problem with npm. There is likely additional logging output above.
''', "runtime", "node", "https://github.com/udacity/cloud-developer/issues/222", note="a script exited 1 with nothing more specific")
I(a, [("npm ERR!\nnpm ERR! Failed", "npm ERR! \nnpm ERR! Failed")], "trailing space after a bare npm ERR! prefix")
H(a, [("errno 1\n", "errno 137\n"), ("Exit status 1\n", "Exit status 137\n")], "exit code 1 -> 137 (killed, e.g. out of memory)")

a = O('''
npm ERR! code ELIFECYCLE
npm ERR! errno 1
npm ERR! director@1.0.0 start: `gulp && node server.js`
npm ERR! Exit status 1
npm ERR!
npm ERR! Failed at the director@1.0.0 start script.
npm ERR! This is probably not a problem with npm. There is likely additional logging output above.

npm ERR! A complete log of this run can be found in:
npm ERR!     C:\\Users\\Lord\\AppData\\Roaming\\npm-cache\\_logs\\2022-12-25T16_08_51_274Z-debug.log
''', "runtime", "node", "https://github.com/johnventions/Arduino-Director/issues/2")
I(a, [("2022-12-25T16_08_51_274Z", "2023-01-03T09_41_12_008Z")], "debug log timestamp changed")
I(a, [("C:\\Users\\Lord", "C:\\Users\\maria"), ("2022-12-25T16_08_51_274Z", "2022-12-26T11_00_02_917Z")], "user dir and log timestamp changed")
H(a, [("director@1.0.0 start: `gulp && node server.js`", "director@1.0.0 build: `gulp && node server.js`"), ("director@1.0.0 start script", "director@1.0.0 build script")], "npm script that failed: start -> build")

a = O('''
npm ERR! Darwin 14.0.0
npm ERR! argv "node" "/usr/local/bin/npm" "run" "protractor"
npm ERR! node v0.12.1
npm ERR! npm  v2.5.1
npm ERR! code ELIFECYCLE
npm ERR! angular-seed@0.0.0 protractor: `protractor e2e-tests/protractor.conf.js`
npm ERR! Exit status 1
npm ERR! 
npm ERR! Failed at the angular-seed@0.0.0 protractor script 'protractor e2e-tests/protractor.conf.js'.
npm ERR! This is most likely a problem with the angular-seed package,
npm ERR! not with npm itself.
''', "runtime", "node", "https://github.com/angular/protractor/issues/1993", note="the thread says this followed a test run, but the text only shows a script exiting 1; labelled by the text")
I(a, [("Darwin 14.0.0", "Darwin 14.1.0"), ("node v0.12.1", "node v0.12.2")], "OS and node versions changed")

# --- go test / cargo test
a = O('''
thread 'test_storage_usage_collection_interval' panicked at src/environmentd/tests/server.rs:1228:5:
assertion `left == right` failed
  left: 2929
 right: 0
stack backtrace:
   0: rust_begin_unwind
             at /rustc/aedd173a2c086e558c2b66d3743b344f977621a7/library/std/src/panicking.rs:647:5
   1: core::panicking::panic_fmt
             at /rustc/aedd173a2c086e558c2b66d3743b344f977621a7/library/core/src/panicking.rs:72:14
''', "test", "rust", "https://github.com/MaterializeInc/materialize/issues/26551", adv=True,
  note="a flaky cargo test; 2929 and 0 are compared sizes")
I(a, [("left: 2929", "left: 3117")], "compared value (a measured size) changed")
I(a, [("aedd173a2c086e558c2b66d3743b344f977621a7", "25ef9e3d85d934b27d9dada2f9dd52b1dc63bb04")], "rustc commit hash changed")
H(a, [("test_storage_usage_collection_interval", "test_storage_usage_retention")], "failing test: test_storage_usage_collection_interval -> test_storage_usage_retention")

a = O('''
---- armed::syntax4 stdout ----
thread 'armed::syntax4' panicked at tests/it.rs:26:23:
assertion failed: ! 2 + 2 == 4
note: panic did not contain expected string
      panic message: `"assertion failed: ! 2 + 2 == 4"`,
 expected substring: `"assertion failed: !(2 + 2 == 4)"`

failures:
    armed::syntax4
''', "test", "rust", "https://github.com/matklad/always-assert/issues/4", note="stack backtrace lines trimmed")
I(a, [("it.rs:26:23", "it.rs:27:23")], "line number changed")
H(a, [("syntax4", "syntax3")], "failing test: armed::syntax4 -> armed::syntax3")

a = O('''
thread 'tests::test_basic' panicked at 'assertion failed: `(left == right)`
  left: `"9000 g"`,
 right: `"5004 g"`', src/main.rs:57:9
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
''', "test", "rust", "https://github.com/mkhan45/CalcuLaTeX/issues/21")
I(a, [("src/main.rs:57:9", "src/main.rs:61:9")], "line number changed")
H(a, [("tests::test_basic", "tests::test_units")], "failing test: tests::test_basic -> tests::test_units")

a = O('''
---- lumins::core::test_synchronize::dir_2 stdout ----
thread 'lumins::core::test_synchronize::dir_2' panicked at 'assertion failed: `(left == right)`
  left: `false`,
 right: `true`', src/lumins/core.rs:227:9
''', "test", "rust", "https://github.com/wchang22/LuminS/issues/21")
I(a, [("core.rs:227:9", "core.rs:231:9")], "line number changed")
h = H(a, [("test_synchronize::dir_2", "test_synchronize::dir_1")], "failing test: dir_2 -> dir_1")
I(h, [("core.rs:227:9", "core.rs:219:9")], "variant of the hard negative: line changed")

a = O('''
thread 'test::sad_path_smoke_test_exp' (147207) panicked at src/main.rs:176:9:
assertion `left == right` failed
  left: None
 right: Some(RetriesExhausted)
stack backtrace:
   0: __rustc::rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::panicking::assert_failed_inner
   3: core::panicking::assert_failed::<core::option::Option<attempt::Outcome>, core::option::Option<attempt::Outcome>>
             at /usr/local/lib/rustlib/src/rust/library/core/src/panicking.rs:394:5
   4: attempt::test::sad_path_smoke_test_exp
             at ./src/main.rs:176:9
''', "test", "rust", "https://github.com/MaxBondABE/attempt/issues/13", adv=True, note="'RetriesExhausted' reads like a rate limit/timeout but this is an assertion in a test")
I(a, [("(147207)", "(30211)")], "thread id changed")
H(a, [("sad_path_smoke_test_exp", "sad_path_smoke_test_linear")], "failing test: sad_path_smoke_test_exp -> sad_path_smoke_test_linear")

a = O('''
thread 'main' panicked at /home/runner/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cargo2junit-0.1.14/src/main.rs:191:21:
assertion `left == right` failed
  left: None
 right: Some("commands::tests::test_interactrive_mode")
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
     Running tests/cli.rs (target/debug/deps/cli-e06704f7b1241927)
error: io error when listing tests: Os { code: 32, kind: BrokenPipe, message: "Broken pipe" }
''', "runtime", "rust", "https://github.com/johnterickson/cargo2junit/issues/85", adv=True,
  note="a tool (cargo2junit) panics on an internal assertion; the test names in it are data, not failing tests")
I(a, [("cli-e06704f7b1241927", "cli-3b1c0d9a77e2f615")], "build artefact hash changed")
I(a, [("/home/runner/.cargo", "/Users/ank/.cargo")], "cargo home changed")

# --- maven
a = O('''
Results :

Failed tests:   testConceptRank(at.ac.univie.mminf.qskos4j.ConceptRankTest): expected:<31> but was:<26>

Tests run: 43, Failures: 1, Errors: 0, Skipped: 0

[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time: 43.938s
[INFO] Finished at: Tue Mar 20 21:34:13 EDT 2012
[INFO] Final Memory: 11M/81M
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.10:test (default-test) on project qSKOS: There are test failures.
''', "test", "java", "https://github.com/cmader/qSKOS/issues/9")
I(a, [("Total time: 43.938s", "Total time: 51.204s"), ("Tue Mar 20 21:34:13 EDT 2012", "Wed Mar 21 08:02:55 EDT 2012"), ("11M/81M", "14M/90M")], "duration, finish time and memory figures changed")
I(a, [("Total time: 43.938s", "Total time: 39.001s")], "duration changed")
H(a, [("testConceptRank(at.ac.univie.mminf.qskos4j.ConceptRankTest)", "testAuthoritativeConcepts(at.ac.univie.mminf.qskos4j.AuthoritativeConceptsTest)")], "failing test: ConceptRankTest.testConceptRank -> AuthoritativeConceptsTest.testAuthoritativeConcepts")

a = O('''
Failed tests: 
  testJavaVersion(marytts.tests.junit4.EnvironmentTest): expected:<[tru]e> but was:<[fals]e>

Tests run: 48, Failures: 1, Errors: 0, Skipped: 0
''', "test", "java", "https://github.com/marytts/marytts/issues/197")
I(a, [("Tests run: 48", "Tests run: 51")], "test count changed")
H(a, [("testJavaVersion", "testMaryXmlVersion")], "failing test: testJavaVersion -> testMaryXmlVersion")

a = O('''
[ERROR] Failures:
[ERROR]   CpdViolationCheckMojoTest.testException:68 MojoFailureException should be thrown.
[INFO]
[ERROR] Tests run: 50, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] BUILD FAILURE
[INFO] Total time:  36.845 s
[INFO] Finished at: 2025-04-15T21:13:35+02:00
''', "test", "java", "https://github.com/apache/maven-pmd-plugin/pull/178", note="separator lines trimmed")
I(a, [("36.845 s", "41.112 s"), ("2025-04-15T21:13:35+02:00", "2025-04-16T07:55:01+02:00")], "duration and finish time changed")
I(a, [("testException:68", "testException:71")], "line number changed")
H(a, [("CpdViolationCheckMojoTest", "PmdViolationCheckMojoTest")], "failing test class: CpdViolationCheckMojoTest -> PmdViolationCheckMojoTest")

# --- pyright
a = O('''
/tmp/foo.py
  /tmp/foo.py:9:66 - error: Cannot access attribute "plan" for class "Subscription"
    Attribute "plan" is unknown (reportAttributeAccessIssue)
  /tmp/foo.py:11:20 - error: Cannot access attribute "plan" for class "Subscription"
    Attribute "plan" is unknown (reportAttributeAccessIssue)
2 errors, 0 warnings, 0 informations
''', "type", "python", "https://github.com/microsoft/pyright/issues/10890")
I(a, [("/tmp/foo.py", "/home/dev/proj/foo.py")], "file path changed")
h = H(a, [('"plan"', '"customer"')], "attribute: plan -> customer")
I(h, [("9:66", "9:70")], "variant of the hard negative: column changed")

a = O('''
error: Cannot access attribute "error_code" for class "PermissionError"
    Attribute "error_code" is unknown (reportAttributeAccessIssue)
''', "type", "python", "https://github.com/microsoft/pyright/issues/11017", adv=True,
  note="'PermissionError' is a class name in a type-checker message, not a permission failure")
I(a, [("error: Cannot", "  app/views.py:41:20 - error: Cannot")], "file:line:col prefix added")
H(a, [('class "PermissionError"', 'class "FileNotFoundError"')], "class: PermissionError -> FileNotFoundError")
