"""Batch 16: statuses inside load-test and IDE assertion output (test), connect ETIMEDOUT across Node versions."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- a status seen by a test (test, adversarial) ----------------
O(r"""
(status.find.is(200), but actually found 401)
""", "test", "scala", "shekhargulati/52-technologies-in-2016/issues/76", adv=True,
  note="a Gatling check failure: 401 is the value the load test saw, the failure is the check's")
O(r"""
java.lang.AssertionError: Status 
Expected :200
Actual   :401
 <Click to see difference>

	at org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:55)
	at org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:82)
	at org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:619)
	at org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:178)
	at com.nimrod.demo.DemoApplicationTests2.catsReflectedInRead(**DemoApplicationTests2.java:56**)
""", "test", "java", "cloud-native-java/bootcamp/issues/3", adv=True,
  note="IntelliJ's rendering of a MockMvc status assertion (another test than the batch-6 one: its own group)",
  inc=[[("**DemoApplicationTests2.java:56**", "**DemoApplicationTests2.java:61**"), ("MockMvc.java:178", "MockMvc.java:183")]],
  hn=[H([("catsReflectedInRead", "catsDeletedInWrite")], "failing test catsReflectedInRead -> catsDeletedInWrite (another test)")])

# ---------------- connect ETIMEDOUT (timeout) ----------------
O(r"""
Getting the error ```Error: connect ETIMEDOUT 34.100.245.52:443
    at __node_internal_captureLargerStackTrace (node:internal/errors:490:5)
    at __node_internal_exceptionWithHostPort (node:internal/errors:668:12)
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1494:16)```.
""", "timeout", "node", "NexovaDev/UpdateHub/issues/1747", note="Node 18's frames, inside the reporter's sentence",
  inc=[[("34.100.245.52", "34.117.59.81")]],
  hn=[H([("connect ETIMEDOUT", "connect ECONNREFUSED")], "connect errno ETIMEDOUT -> ECONNREFUSED (the host answered: nothing listens)",
        kind="network")])
O(r"""
events.js:353
      throw er; // Unhandled 'error' event
      ^

Error: connect ETIMEDOUT 49.44.79.236:443
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1146:16)
Emitted 'error' event on ClientRequest instance at:
    at TLSSocket.socketErrorListener (_http_client.js:475:9)
    at TLSSocket.emit (events.js:376:20)
    at emitErrorNT (internal/streams/destroy.js:106:8)
    at emitErrorCloseNT (internal/streams/destroy.js:74:3)
    at processTicksAndRejections (internal/process/task_queues.js:82:21) {
  errno: -4039,
  code: 'ETIMEDOUT',
  syscall: 'connect',
  address: '49.44.79.236',
  port: 443
}
""", "timeout", "node", "cncf/landscape/issues/2920", note="Node 14 on Windows (errno -4039), a dev server fetching at start",
  inc=[[("49.44.79.236", "49.44.79.240")]])
O(r"""
{ Error: connect ETIMEDOUT 13.110.0.73:443
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1097:14)
  errno: 'ETIMEDOUT',
  code: 'ETIMEDOUT',
  syscall: 'connect',
  address: '13.110.0.73',
  port: 443 }
""", "timeout", "node", "nodejs/node/issues/31469", note="Node 10's object form; an express server calling Salesforce",
  inc=[[("13.110.0.73", "13.110.6.12"), ("net.js:1097:14", "net.js:1104:14")]])
O(r"""
[0] Error: connect ETIMEDOUT 74.125.133.109:465
[0]     at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1284:16) {
[0]   errno: -4039,
[0]   code: 'ESOCKET',
[0]   syscall: 'connect',
[0]   address: '74.125.133.109',
[0]   port: 465,
[0]   command: 'CONN'
[0] }
""", "timeout", "node", "nodemailer/nodemailer/issues/1527", adv=True,
  note="nodemailer's SMTP connect through concurrently's [0] prefix; the issue title blames MongoDB, and the error "
       "code is ESOCKET while the errno is the timeout",
  inc=[[("74.125.133.109", "142.250.102.109"), ("node:net:1284:16", "node:net:1300:16")]])
