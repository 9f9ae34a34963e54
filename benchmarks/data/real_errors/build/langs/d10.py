from lib import *
# --- python requests network errors
a = O('''
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='ecmwf-forecasts.s3.eu-central-1.amazonaws.com', port=443): Max retries exceeded with url: /20240202/06z/0p25/oper/20240202060000-0h-oper-fc.index (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f551fb6fa90>: Failed to establish a new connection: [Errno 101] Network is unreachable'))
''', "network", "python", "https://github.com/blaylockbk/Herbie/issues/375", adv=True, note="date-like path segments and port 443")
I(a, [("0x7f551fb6fa90", "0x7f0c2a41d2e0")], "object address changed")
I(a, [("/20240202/06z/0p25/oper/20240202060000-0h-oper-fc.index", "/20240315/12z/0p25/oper/20240315120000-6h-oper-fc.index")], "requested forecast file (date/run/step) changed")
H(a, [("[Errno 101] Network is unreachable", "[Errno 110] Connection timed out")], "errno: 101 Network is unreachable -> 110 Connection timed out", kind="timeout")

a = O('''
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='drive.google.com', port=443): Max retries exceeded with url: /uc?id=1tCU5MM1LhRgGou5OpmpjBQbSrYIUoYab (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7fbc4ad7deb0>: Failed to establish a new connection: [Errno 110] Connection timed out'))
''', "timeout", "python", "https://github.com/YuliangXiu/ICON/issues/36", adv=True,
  note="exception class says ConnectionError, the cause is a connect timeout (Errno 110)")
I(a, [("0x7fbc4ad7deb0", "0x7f2d11c09a60")], "object address changed")
I(a, [("1tCU5MM1LhRgGou5OpmpjBQbSrYIUoYab", "1Hq7gA0cR2b9Vx1mZ3kPp8tLwEoUy5sDn")], "file id in the URL changed")
H(a, [("[Errno 110] Connection timed out", "[Errno 111] Connection refused")], "errno: 110 timed out -> 111 refused", kind="network")

a = O('''
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='www.example.com', port=443): Max retries exceeded with url: /example (Caused by NewConnectionError('<urllib3.connection.VerifiedHTTPSConnection object at 0x7fb37cc09940>: Failed to establish a new connection: [Errno -2] Name or service not known',))
''', "network", "python", "https://github.com/psf/requests-html/issues/350")
I(a, [("0x7fb37cc09940", "0x7fb37cb2e1d0")], "object address changed")
H(a, [("host='www.example.com'", "host='api.example.com'")], "host that cannot be resolved: www.example.com -> api.example.com")

a = O('''
HTTPConnectionPool(host='xxx', port=xxx): Max retries exceeded with url: /Upload/Processing.aspx (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f79f9c9c1d0>: Failed to establish a new connection: [Errno 113] No route to host',))
Traceback (most recent call last):
  File "/data/apps/browser_9090/UuwiseUtil.py", line 131, in uploadPic
    resp = requests.post("http://" + self.UPLOAD_SERVER + "/Upload/Processing.aspx", data=data , files=files, headers=headers)
  File "/home/python27/lib/python2.7/site-packages/requests/api.py", line 112, in post
    return request('post', url, data=data, json=json, **kwargs)
''', "network", "python", "https://github.com/psf/requests/issues/4189", adv=True, note="'browser_9090' is a directory name, not a port")
I(a, [("0x7f79f9c9c1d0", "0x7f79f9b01e90")], "object address changed")
I(a, [("/data/apps/browser_9090", "/data/apps/browser_9091")], "app directory (instance number) changed")

# --- GitHub API rate limit sent as 403 (adversarial)
a = O('''
github.GithubException.RateLimitExceededException: 403 {"message": "API rate limit exceeded for 195.19.90.245. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)", "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}
''', "rate_limit", "python", "https://github.com/Justintime50/github-archive/issues/53", adv=True, note="a rate limit sent as HTTP 403")
I(a, [("195.19.90.245", "203.0.113.77")], "client IP changed")
I(a, [("195.19.90.245", "10.20.30.40")], "client IP changed")

a = O('''
github.GithubException.RateLimitExceededException: 403 {"message": "API rate limit exceeded for user ID 45185179.", "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}
''', "rate_limit", "python", "https://github.com/PyGithub/PyGithub/issues/2005", adv=True, note="rate limit as 403; user ID digits")
I(a, [("45185179", "88213004")], "user id changed")

a = O('''
github.GithubException.GithubException: 403 {u'documentation_url': u'https://developer.github.com/v3/#abuse-rate-limits', u'message': u'You have triggered an abuse detection mechanism and have been temporarily blocked from content creation. Please retry your request again later.'}
''', "rate_limit", "python", "https://github.com/PyGithub/PyGithub/issues/810", adv=True,
  note="abuse/secondary rate limit sent as 403 with a generic exception class; 'blocked' reads like permission")
I(a, [("github.GithubException.GithubException: 403", "GithubException: 403")], "module prefix of the exception dropped")

a = O('''
403 {"documentation_url": "https://docs.github.com/en/free-pro-team@latest/rest/overview/resources-in-the-rest-api#secondary-rate-limits", "message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}
''', "rate_limit", "python", "https://github.com/PyGithub/PyGithub/issues/2422", adv=True, note="secondary rate limit as 403")
I(a, [("403 {", "github.GithubException.GithubException: 403 {")], "exception class prefix added")

# --- openai quota 429
a = O('''
openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}
Traceback:
File "/app/ui.py", line 120, in <module>
    st.session_state.refined = refine_query(llm, query)
File "/app/llm.py", line 56, in refine_query
    return chain.invoke({"query": user_input})
''', "rate_limit", "python", "https://github.com/apurvsinghgautam/robin/issues/76", note="usage quota exhausted (429 insufficient_quota)")
I(a, [("line 120", "line 124"), ("line 56", "line 58")], "line numbers changed")
H(a, [("openai.RateLimitError: Error code: 429", "openai.AuthenticationError: Error code: 401"), ("'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'", "'Incorrect API key provided: sk-proj-****. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'")], "API error type: insufficient_quota 429 -> invalid_api_key 401", kind="auth")

# --- pip python version (dependency)
a = O('''
ERROR: Package 'adv-lib' requires a different Python: 3.6.8 not in '>=3.8'
''', "dependency", "python", "https://github.com/jeromerony/adversarial-library/issues/5")
I(a, [("3.6.8", "3.6.9")], "installed python patch version changed")
H(a, [("Package 'adv-lib'", "Package 'advertorch'")], "package: adv-lib -> advertorch")

a = O('''
ERROR: Package 'policyengine-taxsim' requires a different Python: 3.9.18 not in '>=3.10'
''', "dependency", "python", "https://github.com/PolicyEngine/policyengine-taxsim/issues/274")
I(a, [("3.9.18", "3.9.21")], "installed python patch version changed")

a = O('''
ERROR: Package u'aiohttp' requires a different Python: 2.7.14 not in '>=3.4.2'
''', "dependency", "python", "https://github.com/SmallPeaches/DanmakuRender/issues/30")
I(a, [("2.7.14", "2.7.18")], "installed python patch version changed")
H(a, [("u'aiohttp'", "u'websockets'")], "package: aiohttp -> websockets")

a = O('''
ERROR: Could not find a version that satisfies the requirement python>=3.7 (from versions: none)
ERROR: No matching distribution found for python>=3.7
''', "dependency", "python", "https://github.com/imsatoshi/GeneTrader/issues/3")
I(a, [("ERROR: Could", "  ERROR: Could")], "indentation added")
H(a, [("python>=3.7", "ta-lib>=0.4")], "requirement that has no distribution: python>=3.7 -> ta-lib>=0.4")

# --- pytest collection errors
a = O('''
____________________ ERROR collecting tests/test_errors.py _____________________
ImportError while importing test module '/home/tkloczko/rpmbuild/BUILD/pikepdf-8.11.0/tests/test_errors.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
tests/test_errors.py:7: in <module>
    from conftest import skip_if_pypy
E   ModuleNotFoundError: No module named 'conftest'
''', "import", "python", "https://github.com/pikepdf/pikepdf/issues/552")
I(a, [("/home/tkloczko/rpmbuild/BUILD/pikepdf-8.11.0", "/builddir/build/BUILD/pikepdf-8.11.1")], "build dir and version changed")
h = H(a, [("test_errors.py", "test_ipython.py"), (":7: in", ":14: in"), ("skip_if_pypy", "fails_if_no_mutool"), ("test_ipython.py _____________________\n", "test_ipython.py ____________________\n")], "test module that fails to collect: test_errors.py -> test_ipython.py (the real sibling in the same run)")
I(h, [("/home/tkloczko/rpmbuild/BUILD", "/tmp/build")], "variant of the hard negative: build dir changed")

a = O('''
__ ERROR collecting tests/bio/test_serialization_gzip.py __
ImportError while importing test module '/home/lele/wip/sol5/tests/bio/test_serialization_gzip.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/lib/python3.12/importlib/__init__.py:90: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/bio/test_serialization_gzip.py:9: in <module>
    from test_serialization import full_dump_reload
E   ModuleNotFoundError: No module named 'test_serialization'
''', "import", "python", "https://github.com/pytest-dev/pytest/issues/12123")
I(a, [("/home/lele/wip/sol5", "/srv/ci/sol5")], "checkout dir changed")
I(a, [("python3.12/importlib/__init__.py:90", "python3.12/importlib/__init__.py:88")], "stdlib line number changed")

a = O('''
________________________________ ERROR collecting tmp/mymodule/__init__.py _________________________________
ImportError while importing test module '/Users/frazer/tmp/mymodule/__init__.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
mymodule/__init__.py:1: in <module>
    raise ImportError
E   ImportError
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! Interrupted: 1 errors during collection !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
============================================= 1 error in 0.19s =============================================
''', "import", "python", "https://github.com/pytest-dev/pytest/issues/6195", adv=True, note="'1 error in 0.19s' duration")
I(a, [("1 error in 0.19s", "1 error in 0.42s")], "run duration changed")

a = O('''
    def test_manytests_to_one_import_error(self, testdir):
        p1 = testdir.makepyfile("""
                import __import_of_missing_module
                def test_import():
                    pass
            """)
        result = testdir.runpytest(p1, '--tx=popen', '--tx=popen')
>       assert result.ret == 1
E       assert 2 == 1
E        +  where 2 = <_pytest.pytester.RunResult instance at 0x7f1c66728a70>.ret

/tmp/sandbox244/testing/acceptance_test.py:65: AssertionError
''', "test", "python", "https://github.com/pytest-dev/pytest-xdist/issues/99", adv=True,
  note="a test of exit codes failed ('assert 2 == 1'); 'import_error' and 'missing_module' in the test body are data")
I(a, [("0x7f1c66728a70", "0x7f3b22e0cd40"), ("/tmp/sandbox244", "/tmp/sandbox907")], "object address and sandbox dir changed")
H(a, [("test_manytests_to_one_import_error", "test_manytests_to_one")], "failing test: test_manytests_to_one_import_error -> test_manytests_to_one")

a = O('''
________________________ ERROR collecting test session _________________________
/opt/hostedtoolcache/Python/3.8.18/x64/lib/python3.8/site-packages/_pytest/config/__init__.py:641: in _importconftest
    mod = import_path(conftestpath, mode=importmode, root=rootpath)
/opt/hostedtoolcache/Python/3.8.18/x64/lib/python3.8/site-packages/_pytest/pathlib.py:590: in import_path
    raise ImportPathMismatchError(module_name, module_file, path)
E   _pytest.pathlib.ImportPathMismatchError: ('test.conftest', '/home/runner/work/pdr-backend/pdr-backend/pdr_backend/data_eng/test/conftest.py', PosixPath('/home/runner/work/pdr-backend/pdr-b
''', "import", "python", "https://github.com/oceanprotocol/pdr-backend/issues/343", note="two conftest.py files map to the same module name; excerpt is cut mid-path in the thread")
I(a, [("/opt/hostedtoolcache/Python/3.8.18", "/opt/hostedtoolcache/Python/3.8.17")], "CI python toolcache version changed")
