"""Batch 4 (adversarial words): 'token' in parse errors, 'permission' in identifiers, 'rate' and timeouts in test names."""
from lib import H, O

G = "https://github.com/"

# ---------------- 'token' in parse errors ----------------
O(r"""
SyntaxError: API error: Unexpected token < in JSON at position 0
    at JSON.parse (<anonymous>)
    at C:\xampp\htdocs\paper-hands-service-node\node_modules\simple-get\index.js:84:23
    at PassThrough.<anonymous> (C:\xampp\htdocs\paper-hands-service-node\node_modules\simple-concat\index.js:8:13)    at Object.onceWrapper (even    at Object.onceWrapper (events.js:421:28)
    at PassThrough.emit (events.js:315:20)
    at endReadableNT (internal/streams/readable.js:1327:12)
    at processTicksAndRejections (internal/process/task_queues.js:80:21)
""", "syntax", "node", G + "feross/simple-get/issues/70", adv=True,
  note="'token' is a JSON parse token, not a credential; an HTML error page came back",
  inc=[[("C:\\xampp\\htdocs\\paper-hands-service-node", "D:\\projects\\reddit-scraper")],
       [("events.js:421:28", "events.js:519:28"), ("events.js:315:20", "events.js:400:28")]],
  hn=[H([("Unexpected token < in JSON at position 0", "Unexpected end of JSON input")],
        "parse error 'Unexpected token <' (HTML page) -> 'Unexpected end of JSON input' (empty body)", adv=False)])

O(r"""
VM4523:1 Uncaught SyntaxError: Unexpected token < in JSON at position 0
    at JSON.parse (<anonymous>)
    at W (app.js?e64552a…:60)
    at t.value (app.js?e64552a…:60)
    at m._renderValidatedComponentWithoutOwnerOrContext (app.js?e64552a…:24)
    at m._renderValidatedComponent (app.js?e64552a…:24)
    at m.performInitialMount (app.js?e64552a…:24)
    at mountComponent (app.js?e64552a…:24)
    at Object.mountComponent (app.js?e64552a…:8)
    at m.performInitialMount (app.js?e64552a…:24)
    at mountComponent (app.js?e64552a…:24)
""", "syntax", "node", G + "Nebo15/annon.web/issues/58", adv=True,
  inc=[[("VM4523:1", "VM1187:1"), ("app.js?e64552a…", "app.js?9b0f3c1…")]],
  hn=[H([("Unexpected token < in JSON", "Unexpected token u in JSON")],
        "parse error on '<' (HTML body) -> 'u' (the string 'undefined' parsed)", adv=True)])

O(r"""
×
Unhandled Rejection (SyntaxError): Unexpected token < in JSON at position 0
(anonymous function)
D:/xampp/htdocs/newreact-reactjs/src/PostData.js:13
  10 |   method: 'POST',
  11 |   body: JSON.stringify(userData)
  12 | })
> 13 | .then((response) => response.json())
  14 | .then((response) => {
  15 |   resolve(response);
  16 | })
View compiled
This screen is visible only in development. It will not appear if the app crashes in production.
Open your browser’s developer console to further inspect this error.
""", "syntax", "node", G + "srinivastamada/react-welcome/issues/1", adv=True,
  inc=[[("D:/xampp/htdocs/newreact-reactjs", "C:/Users/ram/code/react-welcome")]])

O(r"""
Error: SyntaxError: Unexpected token < in JSON at position 0
  at None (./static/js/public/snap-details/blog-posts.js:81:15)
""", "syntax", "node", G + "canonical/snapcraft.io/issues/2945", adv=True,
  inc=[[("blog-posts.js:81:15", "blog-posts.js:84:15")]])

# ---------------- 'permission' in identifiers ----------------
O(r"""
[2021-05-03 07:55:54,095] [core.utils.common::custom_exception_handler::85] [ERROR] 256e0645-3f40-437d-b1e6-0de69dd4d7f2 'Project' object has no attribute 'has_permission'
Traceback (most recent call last):
  File "/Users/nik/opt/anaconda3/envs/django/lib/python3.7/site-packages/rest_framework/views.py", line 506, in dispatch
    response = handler(request, *args, **kwargs)
  File "/Users/nik/PycharmProjects/label-studio/label_studio/core/decorators.py", line 21, in wrapped_view
    return view(self, request, *args, **kwargs)
  File "/Users/nik/PycharmProjects/label-studio/label_studio/data_manager/api.py", line 291, in get
    self.check_object_permissions(request, project)
  File "/Users/nik/opt/anaconda3/envs/django/lib/python3.7/site-packages/rest_framework/views.py", line 345, in check_object_permissions
    if not permission.has_object_permission(request, self, obj):
  File "/Users/nik/PycharmProjects/label-studio/label_studio/core/permissions.py", line 64, in has_object_permission
    return obj.has_permission(request.user)
AttributeError: 'Project' object has no attribute 'has_permission'
""", "type", "python", G + "HumanSignal/label-studio/pull/852", adv=True,
  note="'permission' is in the method names; the failure is a missing attribute",
  inc=[[("2021-05-03 07:55:54,095", "2021-05-04 11:02:17,530"), ("256e0645-3f40-437d-b1e6-0de69dd4d7f2", "9d2c41b7-0e55-4a8f-b3c6-71f0e2a9d5c8")],
       [("/Users/nik/opt/anaconda3/envs/django", "/opt/venv"), ("/Users/nik/PycharmProjects/label-studio", "/app"),
        ("256e0645-3f40-437d-b1e6-0de69dd4d7f2", "0b7e9c44-1a2d-4e6f-8c3b-5d9a7f1e2c60")]],
  hn=[H([("'Project' object has no attribute 'has_permission'\nTraceback", "'Task' object has no attribute 'has_permission'\nTraceback"),
         ("AttributeError: 'Project' object", "AttributeError: 'Task' object"), ("self.check_object_permissions(request, project)", "self.check_object_permissions(request, task)")],
        "object type 'Project' -> 'Task'", adv=True)])

O(r"""
AttributeError: 'Role' object has no attribute 'has_permissions'
""", "type", "python", G + "miguelgrinberg/flasky/issues/447", adv=True, note="quoted from the issue title",
  hn=[H([("'has_permissions'", "'add_permission'")], "attribute has_permissions -> add_permission", adv=True)])

O(r"""
    AttributeError: 'AnonymousUser' object has no attribute 'profile'
    (4 additional frame(s) were not displayed)
    ...
      File "explorer/views.py", line 91, in dispatch
        if not self.has_permission(request, *args, **kwargs):
      File "explorer/views.py", line 82, in has_permission
        return handler(request, *args, **kwargs)
      File "explorer/permissions.py", line 18, in view_permission_list
        return app_settings.EXPLORER_PERMISSION_VIEW(request.user)\
      File "mrs/settings.py", line 267, in <lambda>
        EXPLORER_PERMISSION_VIEW = lambda u: u.profile == 'admin'  # noqa

    AttributeError: 'AnonymousUser' object has no attribute 'profile'
""", "type", "python", G + "betagouv/mrs/pull/830", adv=True,
  inc=[[("(4 additional frame(s) were not displayed)", "(6 additional frame(s) were not displayed)"), ("line 267", "line 271")]])

O(r"""
Internal Server Error: /dashboard/auth/sso/
Traceback (most recent call last):
  File "/srv/www/onlineweb4/env/local/lib/python2.7/site-packages/django/core/handlers/base.py", line 204, in get_response
    response = middleware_method(request, response)
  File "/srv/www/onlineweb4/env/local/lib/python2.7/site-packages/django/contrib/sessions/middleware.py", line 30, in process_response
    patch_vary_headers(response, ('Cookie',))
  File "/srv/www/onlineweb4/env/local/lib/python2.7/site-packages/django/utils/cache.py", line 148, in patch_vary_headers
    if response.has_header('Vary'):
AttributeError: type object 'PermissionDenied' has no attribute 'has_header'
""", "type", "python", G + "dotkom/onlineweb4/issues/1204", adv=True,
  note="PermissionDenied is an exception class returned instead of a response; the failure is a type error",
  inc=[[("/srv/www/onlineweb4/env", "/home/deploy/onlineweb4/venv")],
       [("/dashboard/auth/sso/", "/dashboard/auth/sso/3/")]],
  hn=[H([("type object 'PermissionDenied' has no attribute", "type object 'Http404' has no attribute")],
        "object returned PermissionDenied -> Http404", adv=False)])

O(r"""
AttributeError at /admin/auth/user/
'str' object has no attribute 'has_perm'
Request Method: GET
Request URL:    http://127.0.0.1:8000/admin/auth/user/
Django Version: 1.4.1
Exception Type: AttributeError
Exception Value:  
'str' object has no attribute 'has_perm'
Exception Location: /Users/pxg/Sites/barclaycard_mercury_music/env/lib/python2.7/site-packages/object_tools/options.py in has_permission, line 48
Python Executable:  /Users/pxg/Sites/barclaycard_mercury_music/env/bin/python
Python Version: 2.7.1
""", "type", "python", G + "praekelt/django-export/issues/7", adv=True,
  inc=[[("127.0.0.1:8000", "localhost:8080")],
       [("/Users/pxg/Sites/barclaycard_mercury_music", "/home/web/mercury")]],
  hn=[H([("'str' object has no attribute 'has_perm'\nRequest", "'str' object has no attribute 'is_staff'\nRequest"),
         ("Exception Value:  \n'str' object has no attribute 'has_perm'", "Exception Value:  \n'str' object has no attribute 'is_staff'")],
        "attribute has_perm -> is_staff", adv=True, inc=[[("127.0.0.1:8000", "127.0.0.1:8001")]])])

# ---------------- timeouts and rates in test names ----------------
O(r"""
> =========================== short test summary info ============================
> FAILED tests/test_statistical_analysis.py::test_failure_rate_bar_graph - Failed: Timeout >10.0s
> !!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
> ======================== 1 failed, 30 passed in 13.75s =========================
> Error: Process completed with exit code 1.
""", "timeout", "python", G + "thisisartium/continuous-alignment-testing/issues/53", adv=True,
  note="pytest-timeout ended the test; 'rate' is in the test name",
  inc=[[("30 passed in 13.75s", "30 passed in 14.02s")],
       [("1 failed, 30 passed in 13.75s ", "1 failed, 32 passed in 12.91s ")]],
  hn=[H([("test_failure_rate_bar_graph", "test_failure_rate_table")], "timed-out test test_failure_rate_bar_graph -> test_failure_rate_table",
        adv=True, inc=[[("30 passed in 13.75s", "30 passed in 15.40s")]])])
