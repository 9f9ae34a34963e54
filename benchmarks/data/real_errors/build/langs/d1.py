from lib import *
# --- python
a = O(r'''
Traceback (most recent call last):
  File "C:\Users\lenovo\AppData\Local\Programs\Python\Python35\lib\site-packages\absl\flags\_flag.py", line 166, in _parse
    return self.parser.parse(argument)
  File "C:\Users\lenovo\AppData\Local\Programs\Python\Python35\lib\site-packages\absl\flags\_argument_parser.py", line 292, in parse
    raise ValueError('Non-boolean argument to boolean flag', argument)
ValueError: ('Non-boolean argument to boolean flag', 128)

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "E:\python\tersonflow\Chinese_rec.py", line 38, in <module>
    tf.app.flags.DEFINE_boolean('batch_size', 128, 'Validation batch size')
''', "runtime", "python", "https://github.com/davidhalter/jedi/issues/1101", adv=True,
  note="chained traceback; 128 is a flag value, not a status; quoted up to where the thread excerpt ends")
I(a, [("C:\\Users\\lenovo\\AppData\\Local\\Programs\\Python\\Python35", "C:\\Python35"), ("line 38", "line 41"), ("E:\\python\\tersonflow", "D:\\work\\ocr")],
  "python install prefix, script dir and script line number changed")
I(a, [("line 166", "line 170"), ("line 292", "line 295"), ("lenovo", "admin")], "library line numbers and user name changed")
h = H(a, [("'batch_size', 128", "'use_gpu', 128")], "the flag defined changed: batch_size -> use_gpu (different offending call)")

a = O(r'''
Traceback (most recent call last):
  File "/usr/local/bin/notifymuch", line 33, in <module>
    from notifymuch.notification import show_notification
ModuleNotFoundError: No module named 'notifymuch'
''', "import", "python", "https://github.com/kspi/notifymuch/issues/6")
I(a, [("/usr/local/bin/notifymuch", "/home/dn/.local/bin/notifymuch"), ("line 33", "line 35")], "install prefix and line number changed")
I(a, [("/usr/local/bin", "/opt/venv/bin")], "bin directory changed")
h = H(a, [("No module named 'notifymuch'", "No module named 'notmuch'")], "missing module: notifymuch -> notmuch")
I(h, [("/usr/local/bin", "/usr/bin"), ("line 33", "line 30")], "variant of the hard negative: prefix and line changed")

a = O("ModuleNotFoundError: No module named 'numpy'", "import", "python", "https://github.com/numpy/numpy/issues/25765")
I(a, [("ModuleNotFoundError", "E   ModuleNotFoundError")], "pytest 'E   ' prefix added")
H(a, [("'numpy'", "'torch'")], "missing module: numpy -> torch")
H(a, [("'numpy'", "'numpy.core._multiarray_umath'")], "missing module: numpy -> numpy.core._multiarray_umath (broken install, not absent package)")

a = O('''
ModuleNotFoundError: No module named 'd_pv2smiles_stochastic'
''', "import", "python", "https://github.com/jinhojsk515/SPMM/issues/3")
I(a, [("ModuleNotFoundError", "[rank0]: ModuleNotFoundError")], "distributed-rank log prefix added")
H(a, [("d_pv2smiles_stochastic", "d_pv2smiles_single")], "missing module changed: d_pv2smiles_stochastic -> d_pv2smiles_single")

# --- pytest
a = O('''
FAILED test_compile.py::test_links[https://ssbse.info/] - AssertionError: assert 404 in range(200, 400)
 +  where 404 = <Response [404 Not Found]>.status_code
 +    where <Response [404 Not Found]> = <function get at 0x7fc20f891d00>('https://ssbse.info/')
 +      where <function get at 0x7fc20f891d00> = httpx.get
 +  and   range(200, 400) = range(200, 400)
''', "test", "python", "https://github.com/yegor256/awesome-cfp/pull/175", adv=True,
  note="a test assertion about a fetched URL's 404; the failure is the test, the 404/200/400 are asserted values")
I(a, [("0x7fc20f891d00", "0x7f3a11c2e8b0")], "object address changed (3 places)")
I(a, [("0x7fc20f891d00", "0x10a4b5c60")], "object address changed")
h = H(a, [("https://ssbse.info/", "https://icse-conferences.org/")], "failing test parameter (the URL) changed: ssbse.info -> icse-conferences.org")
I(h, [("0x7fc20f891d00", "0x7f00aa119d30")], "variant of the hard negative: object address changed")

a = O('''
__________________________________________________ test_403_html_page ___________________________________________________

client_not_logged_in = <FlaskClient <Flask 'app.main'>>

    def test_403_html_page(client_not_logged_in):
        response = client_not_logged_in.get('/browse/donor')
>       assert response.status == '403 FORBIDDEN'
E       AssertionError: assert '200 OK' == '403 FORBIDDEN'
E         - 200 OK
E         + 403 FORBIDDEN

context/app/test_routes_errors.py:49: AssertionError
''', "test", "python", "https://github.com/hubmapconsortium/portal-ui/issues/102", adv=True,
  note="a failing test that asserts a 403; not a permission failure")
I(a, [("test_routes_errors.py:49", "test_routes_errors.py:52"), ("___________________________________________________", "_____________________________________")], "line number and separator width changed")
I(a, [("context/app/", "/home/runner/work/portal-ui/context/app/")], "path prefix changed")
H(a, [("'/browse/donor'", "'/browse/sample'")], "requested page in the failing test changed: /browse/donor -> /browse/sample")

a = O('''
__________________________________________________ test_400_html_page ___________________________________________________

client = <FlaskClient <Flask 'app.main'>>, mocker = <pytest_mock.plugin.MockFixture object at 0x1088ed790>

    def test_400_html_page(client, mocker):
        mocker.patch('requests.get', side_effect=mock_get_400)
        response = client.get('/browse/donor')
>       assert response.status == '400 BAD REQUEST'
E       AssertionError: assert '200 OK' == '400 BAD REQUEST'
E         - 200 OK
E         + 400 BAD REQUEST

context/app/test_routes_errors.py:33: AssertionError
''', "test", "python", "https://github.com/hubmapconsortium/portal-ui/issues/102", adv=True,
  note="second failing test from the same run; asserted statuses, not an HTTP failure")
I(a, [("0x1088ed790", "0x10b2f4e50"), ("test_routes_errors.py:33", "test_routes_errors.py:36")], "object address and line number changed")
I(a, [("0x1088ed790", "0x7f61d03a2c10")], "object address changed")

a = O('''
    return self.assertTrue(resp.status_code in [202, 204])
AssertionError: False is not True
''', "test", "python", "https://github.com/django-tastypie/django-tastypie/issues/842", adv=True, note="202/204 are asserted values")
I(a, [("    return", "  return")], "indentation changed")
