"""Batch 2: status codes inside assertions and test expectations; database connection limits."""
from lib import O

TOO_MANY = "the server refused a connection at its connection limit: a connection that could not be made, not a rate or usage quota"

# ---------------- statuses inside assertions: a test failed ----------------
O(r"""
__________________________________________________ test_403_html_page ___________________________________________________

client_not_logged_in = <FlaskClient <Flask 'app.main'>>

    def test_403_html_page(client_not_logged_in):
        response = client_not_logged_in.get('/browse/donor')
>       assert response.status == '403 FORBIDDEN'
E       AssertionError: assert '200 OK' == '403 FORBIDDEN'
E         - 200 OK
E         + 403 FORBIDDEN

context/app/test_routes_errors.py:49: AssertionError
""", "test", "python", "hubmapconsortium/portal-ui/issues/102", adv=True, note="excerpt (one of three failures)")
O(r"""
Traceback (most recent call last):
  File "/var/www/microblog/microblog/tests/test_api.py", line 43, in test_no_auth
    self.assertEqual(response.status_code,401)
assertionError: 403 != 401
""", "test", "python", "miguelgrinberg/flasky/issues/426", adv=True)
O(r"""
java.lang.AssertionError: Status expected:<200> but was:<404>
	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
	at org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:98)
	at org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:619)
	at org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:195)
""", "test", "java", "jojoldu/freelec-springboot2-webservice/issues/152", adv=True, note="excerpt (first frames)")
O(r"""
2) Failed to get api ApiUserCest::getUserTest (/vagrant/tests/api/ApiUserCest.php)
Sorry, I couldn't see response code is 200:
Failed asserting that 'N/A' matches expected 200.
""", "test", "php", "Codeception/Codeception/issues/1030", adv=True)
O(r"""
wanted HTTP status code 200 but got 401
exit status 1
""", "test", "go", "tailscale/tailscale/issues/15816", adv=True,
  note="a policy file's test expected 200 and got 401: the test failed, no credential was refused")
O(r"""
[info]   at step:
[info]   Then assert status is success '2xx'
[info]   
[info]   with error(s):
[info]   expected a success '2xx' status but actual is client error '404'  with response body:
[info]   {
[info]     "error" : "Superhero GreenLantern not found"
[info]   }
""", "test", "scala", "agourlay/cornichon/pull/101", adv=True)
O(r"""
[get] Error opening connection java.io.IOException: Server returned HTTP response code: 417 for URL: https://[...]?controller=wheels&action=wheels&view=tests&format=junit&type=app
""", "runtime", "java", "wheels-dev/wheels/issues/1180", adv=True,
  note="the server answered 417 Expectation Failed: the connection was made; no kind a status decides")

# ---------------- MySQL connection limit ----------------
O(r"""
Error 1040: Too many connections
""", "network", "go", "traPtitech/traQ/issues/391", note=TOO_MANY)
O(r"""
[Mon Dec 09 16:44:24.693076 2024] [php7:warn] [pid 1125171:tid 1125171] [client 154.47.20.215:0] PHP Warning:  mysqli_connect(): (08004/1040): Too many connections in /var/www/html/dbconnect.php on line 76
""", "network", "php", "iftechfoundation/ifdb/issues/1202", note=TOO_MANY)
O(r"""
SQLSTATE[HY000] [1040] Too many connections (SQL: select * from `task_frequencies` where `task_frequencies`.`task_id` = 2 and `task_frequencies`.`task_id` is not null)
""", "network", "php", "always-open/laravel-totem/issues/184", note=TOO_MANY + "; issue title")
