"""Batch 6: adversarial kinds: statuses inside assertions, 'token' in JSON parse errors and in key names."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- a status inside a failed assertion is a test failure ----------------
O(r"""
java.lang.AssertionError: Status expected:<200> but was:<401>
	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)
	at org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:98)
	at org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:619)
	at org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:195)
	at com.rncst.book.springboot.web.HelloControllerTest.hello가_리턴된다(HelloControllerTest.java:27)
	at sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)
""", "test", "java", "jojoldu/freelec-springboot2-webservice/issues/642", adv=True,
  note="a MockMvc assertion: 401 is the value the test saw, the failure is the test's (excerpt: first frames)",
  inc=[[("com.rncst.book", "com.example.book"), ("HelloControllerTest.java:27", "HelloControllerTest.java:31"),
        ("MockMvc.java:195", "MockMvc.java:201")]],
  hn=[H([("but was:<401>", "but was:<403>")], "status seen by the test 401 -> 403 (CSRF / authorisation, another fix)",
        inc=[[("com.rncst.book", "kr.co.demo.book"), ("HelloControllerTest.java:27", "HelloControllerTest.java:40")]])])
O(r"""
AssertionError: expected response code to be '4XX' or '5XX' but found 401
""", "test", "http-api", "JetClient/jet-client-support/issues/62", adv=True,
  note="an HTTP client's test assertion (the plugin's own bug): 401 is an asserted value")

# ---------------- 'Unexpected token' parsing HTML as JSON: syntax, not auth ----------------
O(r"""
(Use `node --trace-warnings ...` to show where the warning was created)
undefined:1
<!DOCTYPE html>
^

SyntaxError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON
    at JSON.parse (<anonymous>)
    at IncomingMessage.<anonymous> (/Users/christofherkost/Documents/dev/terraform/infra/ireland/test-infrastructure-ireland/web-check/api/dnssec.js:28:26)
    at IncomingMessage.emit (node:events:530:35)
    at endReadableNT (node:internal/streams/readable:1696:12)
    at process.processTicksAndRejections (node:internal/process/task_queues:82:21)
""", "syntax", "node", "Lissy93/web-check/issues/120", adv=True, note="'token' in a JSON parse error (an HTML page parsed as JSON)",
  inc=[[("/Users/christofherkost/Documents/dev/terraform/infra/ireland/test-infrastructure-ireland/web-check", "/app/web-check"),
        ("node:events:530:35", "node:events:519:28"), ("readable:1696:12", "readable:1698:12")]],
  hn=[H([("api/dnssec.js:28:26", "api/tls.js:28:26")],
        "failing handler api/dnssec.js -> api/tls.js (another endpoint answering HTML)")])
O(r"""
exiting...
undefined:2
        <!DOCTYPE html><html lang="en" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
        ^

SyntaxError: Unexpected token '<', "
        <!DOCTYPE "... is not valid JSON
    at JSON.parse (<anonymous>)
    at parseJSONFromBytes (node:internal/deps/undici/undici:6662:19)
    at successSteps (node:internal/deps/undici/undici:6636:27)
    at node:internal/deps/undici/undici:1236:60
    at node:internal/process/task_queues:140:7
    at AsyncResource.runInAsyncScope (node:async_hooks:206:9)
    at AsyncResource.runMicrotask (node:internal/process/task_queues:137:8)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)

Node.js v20.5.0
""", "syntax", "node", "h-a-s-k/clewd/issues/4", adv=True,
  note="fetch().json() on an HTML page (a proxy's Cloudflare page); 'token' in a parse error",
  inc=[[("undici:6662:19", "undici:6702:19"), ("undici:6636:27", "undici:6676:27"), ("Node.js v20.5.0", "Node.js v20.9.0")]])
O(r"""
SyntaxError: Unexpected token '<', "<!doctype "... is not valid JSON
at JSON.parse (<anonymous>)
at parseJSONFromBytes (node:internal/deps/undici/undici:6223:19)
at successSteps (node:internal/deps/undici/undici:6204:27)
at readAllBytes (node:internal/deps/undici/undici:5173:13)
at process.processTicksAndRejections (node:internal/process/task_queues:105:5)
""", "syntax", "node", "withastro/astro/issues/14143", adv=True, note="'token' in a parse error; indentation lost in the quote")
O(r"""
ParseError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON in "http://fanyi.youdao.com/openapi.do": 
<!DOCTYPE html>
<html>
<head>
    <meta http-equiv="Content-Type" content="te...
    at /Users/wjx/Library/Application Support/Alfred/Alfred.alfredpreferences/workflows/user.workflow.0D7B33FB-C4F3-47AC-B4AA-06F6BD5AC703/node_modules/got/index.js:118:14
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
""", "syntax", "node", "xudaolong/CodeVar/issues/34", adv=True,
  note="the got library's ParseError wrapping JSON.parse's message, with the URL and the body's start",
  inc=[[("/Users/wjx/", "/Users/lin/"), ("user.workflow.0D7B33FB-C4F3-47AC-B4AA-06F6BD5AC703", "user.workflow.9A1C44E2-7B3F-4D2E-A1C0-5F6E7D8C9B0A")]])

# ---------------- 'token' / 'access' in a key name: a KeyError is runtime ----------------
O(r"""
  File "/var/www/gitmostwanted.com/gitmostwanted/blueprints/user_oauth.py", line 41, in authorized
    session['oauth_access_token'] = (resp['access_token'], resp['scope'].split(','))
KeyError: 'access_token'
""", "runtime", "python", "kkamkou/gitmostwanted.com/issues/177", adv=True,
  note="excerpt (last frame). A KeyError on a key named access_token: runtime by the definition, though the cause is "
       "an OAuth response without a token",
  inc=[[("/var/www/gitmostwanted.com", "/srv/www/gmw"), ("line 41", "line 44")]],
  hn=[H([("KeyError: 'access_token'", "KeyError: 'scope'")],
        "missing key access_token -> scope (another key: the token came back, the scope did not)")])
O(r"""
File "tests/test-tw.py", line 59, in <module>
    print "    - oauth_token        = %s" % access_token['oauth_token']
KeyError: 'oauth_token'
""", "runtime", "python", "joestump/python-oauth2/issues/37", adv=True,
  note="'token' in a key name: a KeyError (runtime)",
  inc=[[("File \"tests/", "File \"/home/kiuz/python-oauth2/tests/"), ("line 59", "line 61")]])
