from lib import *
# --- go test with testify
a = O('''
--- FAIL: TestMain (0.22s)
    --- FAIL: TestMain/test_cases\\measurements-1 (0.02s)
       billionlinechallenge\\main_test.go:18: 
            \tError Trace:\tbillionlinechallenge/main_test.go:18
            \tError:      \tNot equal: 
            \t            \texpected: "{Kunming=19.8/19.8/19.8}\\r\\n"
            \t            \tactual  : "{Kunming=0.0/0.0/0.0}\\n"
''', "test", "go", "https://github.com/shraddhaag/1brc/issues/5", note="diff lines trimmed")
I(a, [("TestMain (0.22s)", "TestMain (0.31s)"), ("measurements-1 (0.02s)", "measurements-1 (0.03s)")], "test durations changed")
H(a, [("measurements-1 (0.02s)", "measurements-10 (0.02s)"), ("Kunming=19.8/19.8/19.8", "Adelaide=15.0/15.0/15.0"), ("Kunming=0.0/0.0/0.0", "Adelaide=0.0/0.0/0.0")], "failing subtest: measurements-1 -> measurements-10 (its data follows)")

a = O('''
=== RUN   Test_run --- FAIL: Test_run (0.00s)     main_test.go:8: ABCD Failed
''', "test", "go", "https://github.com/astralkn/gophercises/issues/42")
I(a, [("(0.00s)", "(0.01s)")], "duration changed")
H(a, [("Test_run", "Test_parse")], "failing test: Test_run -> Test_parse")

# --- JUnit / spring status assertions (adversarial)
a = O('''
testAnnotatedBasicAuthValidUserInRole_AllowedAccess
junit.framework.AssertionFailedError: 2019-02-11-08:11:28:786 Expected 200 was not returned expected:<200> but was:<403>
at com.ibm.ws.security.javaeesec.fat_helper.JavaEESecTestBase.processResponse(JavaEESecTestBase.java:131)
at com.ibm.ws.security.javaeesec.fat_helper.JavaEESecTestBase.executeGetRequestBasicAuthCreds(JavaEESecTestBase.java:86)
at com.ibm.ws.security.javaeesec.fat.BasicAuthenticationMechanismTest.testAnnotatedBasicAuthValidUserInRole_AllowedAccess(BasicAuthenticationMechanismTest.java:143)
''', "test", "java", "https://github.com/OpenLiberty/open-liberty/issues/6621", adv=True,
  note="a JUnit assertion that got 403; the failure is the test (a flaky security test), not a permission error of the runner")
I(a, [("2019-02-11-08:11:28:786", "2019-02-14-22:40:02:113")], "timestamp changed")
I(a, [("JavaEESecTestBase.java:131", "JavaEESecTestBase.java:133"), ("BasicAuthenticationMechanismTest.java:143", "BasicAuthenticationMechanismTest.java:146")], "line numbers changed")
h = H(a, [("testAnnotatedBasicAuthValidUserInRole_AllowedAccess", "testAnnotatedBasicAuthValidUserNotInRole_DeniedAccess")], "failing test: ...ValidUserInRole_AllowedAccess -> ...ValidUserNotInRole_DeniedAccess")
I(h, [("2019-02-11-08:11:28:786", "2019-03-01-12:00:59:004")], "variant of the hard negative: timestamp changed")

a = O('''
java.lang.AssertionError: Status expected:<200> but was:<401>
\tat org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
\tat org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:98)
\tat org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:619)
\tat org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:196)
\tat com.jojoldu.book.springboot.web.HelloControllerTest.hello가_리턴된다(HelloControllerTest.java:30)
''', "test", "java", "https://github.com/jojoldu/freelec-springboot2-webservice/issues/528", adv=True,
  note="a MockMvc test got 401 (security config added); the failure is the test assertion, not the runner's auth")
I(a, [("MockMvc.java:196", "MockMvc.java:195"), ("HelloControllerTest.java:30", "HelloControllerTest.java:27"), ("com.jojoldu.book", "com.rncst.book")], "package prefix and line numbers changed (the same failure reported in issue #642)")
H(a, [("hello가_리턴된다", "helloDto가_리턴된다")], "failing test: hello가_리턴된다 -> helloDto가_리턴된다")

a = O('''
java.lang.AssertionError: expected [400] but found [200]
\tat org.testng.Assert.fail(Assert.java:94)
\tat org.testng.Assert.failNotEquals(Assert.java:494)
\tat org.testng.Assert.assertEquals(Assert.java:123)
\tat org.testng.Assert.assertEquals(Assert.java:370)
\tat org.testng.Assert.assertEquals(Assert.java:380)
\tat org.openstack4j.api.image.v2.ImageV2Tests.DownloadImage(ImageV2Tests.java:272)
''', "test", "java", "https://github.com/ContainX/openstack4j/pull/1189", adv=True)
I(a, [("ImageV2Tests.java:272", "ImageV2Tests.java:279")], "line number changed")
H(a, [("ImageV2Tests.DownloadImage", "ImageV2Tests.UploadImage")], "failing test: DownloadImage -> UploadImage")

a = O('''
  1) ACL HTTP Origin user1 should be denied access to test directory when origin is invalid:
     Uncaught AssertionError: expected 200 to equal 403
      at Request._callback (test/integration/acl-oidc-test.js:304:18)
      at Request.self.callback (node_modules/request/request.js:186:22)
      at Request.<anonymous> (node_modules/request/request.js:1163:10)
''', "test", "node", "https://github.com/nodeSolidServer/node-solid-server/issues/619", adv=True, note="mocha test expecting a 403")
I(a, [("  1) ACL", "  3) ACL")], "failure ordinal in the mocha report changed")
H(a, [("user1 should be denied access", "agent should be denied access"), ("expected 200 to equal 403", "expected 200 to equal 401"), ("acl-oidc-test.js:304:18", "acl-oidc-test.js:336:18")], "failing test: 'user1 should be denied...' -> 'agent should be denied...' (the real sibling failure from the same run)")

# --- ENOSPC file watchers (adversarial: not disk)
a = O('''
Error: ENOSPC: System limit for number of file watchers reached, watch '/home/nick/Projects/Whalebird/whalebird-desktop/node_modules/babel-polyfill/node_modules/core-js/library/es7/map.js'
''', "runtime", "node", "https://github.com/h3poteto/whalebird-desktop/issues/3895", adv=True,
  note="ENOSPC here is the inotify watch limit, not a full disk")
I(a, [("/home/nick/Projects/Whalebird", "/home/ci/src")], "project path changed")
I(a, [("es7/map.js", "es7/set.js")], "the particular file being watched when the limit hit changed (incidental: any file)")

a = O('''
Loading dependency graph...internal/fs/watchers.js:173
    throw error;
    ^

Error: ENOSPC: System limit for number of file watchers reached, watch '/home/akash/appme/node_modules/jest-jasmine2/node_modules'
    at FSWatcher.start (internal/fs/watchers.js:165:26)
    at Object.watch (fs.js:1270:11)
    at NodeWatcher.watchdir (/home/akash/appme/node_modules/sane/src/node_watcher.js:159:22)
    at Walker.<anonymous> (/home/akash/appme/node_modules/sane/src/common.js:109:31)
    at Walker.emit (events.js:200:13)
    at /home/akash/appme/node_modules/walker/lib/walker.js:69:16
    at go$readdir$cb (/home/akash/appme/node_modules/graceful-fs/graceful-fs.js:162:14)
    at FSReqCallback.oncomplete (fs.js:153:23) {
  errno: -28,
  syscall: 'watch',
  code: 'ENOSPC',
  path: '/home/akash/appme/node_modules/jest-jasmine2/node_modules',
  filename: '/home/akash/appme/node_modules/jest-jasmine2/node_modules'
}
''', "runtime", "node", "https://github.com/gatsbyjs/gatsby/issues/14789", adv=True, note="errno -28/ENOSPC is the inotify limit here")
I(a, [("/home/akash/appme", "/home/dev/mobile-app")], "project path changed")
H(a, [("System limit for number of file watchers reached, watch", "no space left on device, write"), ("syscall: 'watch'", "syscall: 'write'")], "failure: inotify watcher limit -> a real full disk on write", kind="disk")

# --- node heap OOM
a = O('''
<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 0xb8d11b node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf01b70 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 3: 0xf01e57 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
''', "runtime", "node", "https://github.com/website-local/mdn-local/issues/1144")
I(a, [("0xb8d11b", "0xb8e0ab"), ("0xf01b70", "0xf02c00"), ("0xf01e57", "0xf02ee7")], "native addresses changed (another node build)")

a = O('''
[74824:0000029387BF5000]  6436885 ms: Mark-Compact 4086.1 (4124.5) -> 4086.0 (4139.7) MB, pooled: 2 MB, 35.00 / 0.01 ms  (average mu = 0.992, current mu = 0.307) allocation failure; scavenge might not succeed
[74824:0000029387BF5000]  6436971 ms: Mark-Compact 4097.2 (4150.9) -> 4097.2 (4150.9) MB, pooled: 2 MB, 78.22 / 0.00 ms  (average mu = 0.973, current mu = 0.093) allocation failure; scavenge might not succeed

<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
''', "runtime", "node", "https://github.com/google-gemini/gemini-cli/issues/21462", adv=True,
  note="6436885 ms is uptime, not a timeout; 4086 MB heap sizes")
I(a, [("74824:0000029387BF5000", "51120:000001F2A3C10000"), ("6436885 ms", "902113 ms"), ("6436971 ms", "902260 ms")], "pid/isolate and uptime changed")

# --- npm EACCES (permission)
a = O('''
npm ERR! code EACCES
npm ERR! syscall mkdir
npm ERR! path /usr/local/lib/node_modules/freyr
npm ERR! errno -13
npm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/freyr'
npm ERR!     at async mkdir (node:internal/fs/promises:858:10)
npm ERR!     at async /usr/share/nodejs/@npmcli/arborist/lib/arborist/reify.js:521:20
''', "permission", "node", "https://github.com/miraclx/freyr-js/issues/741")
I(a, [("promises:858:10", "promises:861:10"), ("reify.js:521:20", "reify.js:525:20")], "internal line numbers changed")
H(a, [("npm ERR! code EACCES", "npm ERR! code ENOSPC"), ("npm ERR! errno -13", "npm ERR! errno -28"), ("Error: EACCES: permission denied, mkdir", "Error: ENOSPC: no space left on device, mkdir")], "errno: EACCES -> ENOSPC (one error code, its text follows)", kind="disk")

a = O('''
npm ERR! path /usr/local/lib/node_modules
npm ERR! code EACCES
npm ERR! errno -13
npm ERR! syscall access
npm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR!  { Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR!   stack: 'Error: EACCES: permission denied, access \\'/usr/local/lib/node_modules\\'',
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'access',
npm ERR!   path: '/usr/local/lib/node_modules' }
npm ERR! 
npm ERR! Please try running this command again as root/Administrator.

npm ERR! A complete log of this run can be found in:
npm ERR!     /home/evoxtorm/.npm/_logs/2017-09-17T10_03_48_975Z-debug.log
''', "permission", "node", "https://github.com/nodeschool/discussions/issues/2179")
I(a, [("2017-09-17T10_03_48_975Z", "2017-09-18T21_44_10_002Z")], "log timestamp changed")
I(a, [("/home/evoxtorm", "/home/ubuntu")], "home dir changed")
H(a, [("/usr/local/lib/node_modules", "/usr/lib/node_modules")], "directory not writable: /usr/local/lib/node_modules -> /usr/lib/node_modules (another install prefix)")

a = O('''
npm ERR! path /home/avsingh/.npm/jasmine-core
npm ERR! code EACCES
npm ERR! errno -13
npm ERR! syscall mkdir

npm ERR! Error: EACCES: permission denied, mkdir '/home/avsingh/.npm/jasmine-core'
''', "permission", "node", "https://github.com/npm/npm/issues/20340")
I(a, [("/home/avsingh", "/home/runner")], "home dir changed")
