from lib import *
# --- timeouts in test runners
a = O('''
Failed: Timeout (>300.0s) from pytest-timeout.
''', "timeout", "python", "https://github.com/tenstorrent/ttnn-visualizer/pull/1349", adv=True, note="'Failed:' and pytest wording suggest a test failure; it is a time limit")
I(a, [("Failed: Timeout", "E   Failed: Timeout")], "pytest 'E   ' prefix added")
I(a, [("Timeout (>300.0s)", "Timeout (>600.0s)")], "configured limit changed (300 -> 600 s); a duration, still the same time-limit failure")

a = O('''
thrown: "Exceeded timeout of 5000 ms for a test. Use jest.setTimeout(newTimeout) to increase the timeout value, if this is a long-running test."
''', "timeout", "node", "https://github.com/jestjs/jest/issues/11607", adv=True, note="5000 ms duration")
I(a, [("5000 ms", "15000 ms")], "configured timeout changed")
I(a, [('thrown: "', '  ● MyComponent › example test case 1\n\n    thrown: "')], "test-title header added")

a = O('''
panic: test timed out after 10m0s
running tests:
        TestKubernetesClusterHappyPath (10m0s)
        TestKubernetesClusterHappyPath/happy-path (10m0s)

goroutine 114 [running]:
testing.(*M).startAlarm.func1()
        /usr/local/go/src/testing/testing.go:2366 +0x385
created by time.goFunc
        /usr/local/go/src/time/sleep.go:177 +0x2d
''', "timeout", "go", "https://github.com/gdt-dev/gdt/issues/37", adv=True, note="'panic' reads as a runtime crash; it is go test's time limit")
I(a, [("goroutine 114", "goroutine 207"), ("+0x385", "+0x3a5")], "goroutine id and pc offset changed")
I(a, [("10m0s", "20m0s")], "the -timeout value changed (10m -> 20m, a duration)")
h = H(a, [("TestKubernetesClusterHappyPath", "TestKubernetesClusterUpgrade")], "test that hit the limit: TestKubernetesClusterHappyPath -> TestKubernetesClusterUpgrade")
I(h, [("goroutine 114", "goroutine 93")], "variant of the hard negative: goroutine id changed")

a = O('''
panic: test timed out after 10m0s

goroutine 243 [running]:
testing.(*M).startAlarm.func1()
\t/usr/local/go/src/testing/testing.go:2029 +0x8e
created by time.goFunc
\t/usr/local/go/src/time/sleep.go:176 +0x32

goroutine 1 [chan receive, 9 minutes]:
testing.(*T).Run(0xc000383520, {0x1a5393e?, 0x918e73ddc4774?}, 0x1d49410)
\t/usr/local/go/src/testing/testing.go:1487 +0x37a
''', "timeout", "go", "https://github.com/cavaliergopher/grab/issues/97", adv=True)
I(a, [("goroutine 243", "goroutine 88"), ("0xc000383520", "0xc0001a2b60")], "goroutine id and pointer changed")

# --- rate-limit assertions in tests (adversarial)
a = O('''
[2021-03-02T15:05:51.918Z] ______________________ RateLimitTest.test_rate_limit_hit ______________________
[2021-03-02T15:05:51.918Z] 
[2021-03-02T15:05:51.918Z] self = <test_requests.RateLimitTest testMethod=test_rate_limit_hit>
[2021-03-02T15:05:51.918Z] 
[2021-03-02T15:05:51.918Z]     def test_rate_limit_hit(self):
[2021-03-02T15:05:51.918Z]         # all requests from the same ip
[2021-03-02T15:05:51.918Z]         codes = self.fire_events("ratelimit.ndjson", 5)
[2021-03-02T15:05:51.918Z]         assert set(codes.keys()) == set([202, 429]), codes
[2021-03-02T15:05:51.918Z] >       assert codes[429] == 2, codes
[2021-03-02T15:05:51.918Z] E       AssertionError: defaultdict(<class 'int'>, {429: 3, 202: 2})
[2021-03-02T15:05:51.918Z] E       assert 3 == 2
[2021-03-02T15:05:51.918Z] 
[2021-03-02T15:05:51.918Z] tests\\system\\test_requests.py:189: AssertionError
''', "test", "python", "https://github.com/elastic/apm-server/pull/4893", adv=True,
  note="a test about rate limiting failed; 429 appears as data, the failure is the assertion")
I(a, [("2021-03-02T15:05:51.918Z", "2021-03-04T09:12:07.331Z")], "log timestamps changed")
I(a, [("{429: 3, 202: 2}", "{429: 4, 202: 1}"), ("assert 3 == 2", "assert 4 == 2")], "counted values changed (a count, incidental to the same flaky test)")
H(a, [("test_rate_limit_hit", "test_rate_limit_only_count_on_error")], "failing test: test_rate_limit_hit -> test_rate_limit_only_count_on_error")

a = O('''
FAIL: test_all_endpoints (data_refinery_api.test.test_api_general.APITestCases)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/home/user/data_refinery_api/test/test_api_general.py", line 339, in test_all_endpoints
    self.assertEqual(response.status_code, status.HTTP_429_TOO_MANY_REQUESTS)
AssertionError: 200 != 429
''', "test", "python", "https://github.com/AlexsLemonade/refinebio/issues/2791", adv=True,
  note="the test expected a 429 and got 200: a test failure, not a rate limit")
I(a, [("line 339", "line 344"), ("/home/user/", "/home/circleci/")], "line number and home dir changed")
I(a, [("/home/user/data_refinery_api", "/code/api/data_refinery_api")], "checkout prefix changed")
h = H(a, [("test_all_endpoints", "test_search_endpoint")], "failing test: test_all_endpoints -> test_search_endpoint")
I(h, [("line 339", "line 412")], "variant of the hard negative: line number changed")

# --- python AttributeError tracebacks
a = O('''
Traceback (most recent call last):
  File "/home/izuminapp/.local/lib/python3.9/site-packages/django/core/handlers/exception.py", line 47, in inner
    response = get_response(request)
  File "/home/izuminapp/.local/lib/python3.9/site-packages/django/core/handlers/base.py", line 181, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/home/izuminapp/izuminapp/subekashi/views/ad.py", line 37, in ad
    adIns.dup -= 1
AttributeError: 'NoneType' object has no attribute 'dup'
''', "type", "python", "https://github.com/izumin2000/subekashi/issues/985")
I(a, [("/home/izuminapp/.local/lib/python3.9", "/srv/venv/lib/python3.10")], "site-packages prefix and python version changed")
I(a, [("line 37", "line 39")], "line number changed")
h = H(a, [("adIns.dup -= 1", "adIns.pv -= 1"), ("attribute 'dup'", "attribute 'pv'")], "attribute: dup -> pv")
I(h, [("line 37", "line 44")], "variant of the hard negative: line number changed")

a = O('''
[07/04/18 16:51:26] An Error has occurred:
[07/04/18 16:51:26] 'NoneType' object has no attribute 'exe'
Traceback (most recent call last):
  File "<string>", line 45, in <module>
  File "<string>", line 31, in main
  File "c:\\Users\\Scott.Scott-PC\\Development\\Projects\\Ice\\build\\ice\\out00-PYZ.pyz\\ice.rom_manager", line 40, in __init__
  File "c:\\Users\\Scott.Scott-PC\\Development\\Projects\\Ice\\build\\ice\\out00-PYZ.pyz\\ice.rom_manager", line 52, in __is_managed_by_ice__
AttributeError: 'NoneType' object has no attribute 'exe'
[07/04/18 16:51:26] ####################################
''', "type", "python", "https://github.com/scottrice/Ice/issues/497")
I(a, [("07/04/18 16:51:26", "07/09/18 22:03:10")], "log timestamps changed")
H(a, [("attribute 'exe'", "attribute 'emulator'")], "attribute: exe -> emulator")

# --- go nil pointer panics
a = O('''
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x98 pc=0xe1d30f]

goroutine 1 [running]:
main.main()
    /app/main.go:69 +0x1af
''', "runtime", "go", "https://github.com/fiatjaf/njump/issues/65")
I(a, [("addr=0x98 pc=0xe1d30f", "addr=0x98 pc=0xe1f44b"), ("+0x1af", "+0x1c3")], "pc and offset changed (another build)")
H(a, [("main.main()\n    /app/main.go:69", "main.initSystem()\n    /app/main.go:142")], "panicking function: main.main -> main.initSystem", )

a = O('''
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0xa0 pc=0x4d0ca6]

goroutine 154 [running]:
os/exec.(*Cmd).Wait(0x0, 0x5bc683, 0xc42000a060)
      /usr/local/go/src/os/exec/exec.go:453 +0x26
github.com/maxcnunes/gaper.(*runner).runBin.func1(0xc4200b2000)
      /go/src/github.com/maxcnunes/gaper/runner.go:159 +0x2f
created by github.com/maxcnunes/gaper.(*runner).runBin
      /go/src/github.com/maxcnunes/gaper/runner.go:158 +0x25d
make: *** [Makefile:18: start] Error 2
''', "runtime", "go", "https://github.com/maxcnunes/gaper/issues/9")
I(a, [("goroutine 154", "goroutine 61"), ("0xc42000a060", "0xc42008e0c0"), ("0xc4200b2000", "0xc4201d4000")], "goroutine id and argument pointers changed")
I(a, [("Makefile:18", "Makefile:22")], "Makefile line changed")
H(a, [("os/exec.(*Cmd).Wait(0x0, 0x5bc683, 0xc42000a060)", "os.(*Process).Kill(0x0, 0x5bc683, 0xc42000a060)")], "nil receiver call: (*Cmd).Wait -> (*Process).Kill")

a = O('''
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x20 pc=0x5e9403]

goroutine 3212 [running]:
github.com/leukipp/cortile/store.(*Client).UnLock(...)
        /home/runner/work/cortile/cortile/store/client.go:78
github.com/leukipp/cortile/desktop.(*Tracker).onPointerUpdate.func1()
        /home/runner/work/cortile/cortile/desktop/tracker.go:439 +0xc3
created by time.goFunc
        /opt/hostedtoolcache/go/1.18.10/x64/src/time/sleep.go:176 +0x32
''', "runtime", "go", "https://github.com/leukipp/cortile/issues/25", adv=True, note="'onPointerUpdate' is a mouse pointer, unrelated to the nil pointer; 3212 is a goroutine id")
I(a, [("goroutine 3212", "goroutine 18874")], "goroutine id changed")
I(a, [("/opt/hostedtoolcache/go/1.18.10", "/usr/local/go/1.18.9")], "go toolchain path/version changed")
H(a, [("store.(*Client).UnLock", "store.(*Client).Lock")], "nil-receiver method: UnLock -> Lock")

a = O('''
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x4eb15b]

goroutine 19 [running]:
panic(0x5a6120, 0xc4200100a0)
\t/usr/local/go/src/runtime/panic.go:500 +0x1a1
github.com/heidi-ann/ios/app.(*StateMachine).Apply(0xc4200143c0, 0x0, 0x1, 0x0, 0xc4200148a0, 0x11, 0x0, 0x0, 0x0, 0x0, ...)
\t/home/ubuntu/go/src/github.com/heidi-ann/ios/app/app.go:32 +0x3bb
''', "runtime", "go", "https://github.com/heidihoward/ios/issues/15")
I(a, [("/home/ubuntu/go", "/Users/heidi/go"), ("0xc4200143c0", "0xc420096000")], "GOPATH and receiver pointer changed")
