"""Batch 6: Node's ECONNRESET (network) and ETIMEDOUT (timeout), with ports and addresses."""
from lib import O

# ---------------- ECONNRESET: network ----------------
O(r"""
Proxy to server error
Error: read ECONNRESET
    at TCP.onStreamRead (node:internal/stream_base_commons:220:20) {
  errno: -4077,
  code: 'ECONNRESET',
  syscall: 'read'
}
""", "network", "node", "kasattejaswi/nodejs-proxy-server/issues/5", same="econnreset-read")
O(r"""
Error processing sentence: Error: read ECONNRESET
    at TCP.onStreamRead (internal/stream_base_commons.js:205:27) {
  errno: 'ECONNRESET',
  code: 'ECONNRESET',
  syscall: 'read'
}
Skipping and continuing
""", "network", "node", "Trakkasure/mikronode/issues/99", same="econnreset-read")
O(r"""
0|game     | Error: read ECONNRESET
0|game     |     at exports._errnoException (util.js:1022:11)
0|game     |     at TCP.onread (net.js:572:26)
""", "network", "node", "rawburt/nodehack/issues/12", same="econnreset-read")
O(r"""
A JavaScript error occurred in the main process
Uncaught Exception:
Error: read ECONNRESET
at TCP.onStreamRead (node:internal/stream_base _commons:216:20)
""", "network", "node", "HiMeditator/auto-caption/issues/22", same="econnreset-read")
O(r"""
[2020-11-27T12:20:28.790] [INFO] console - Error: read ECONNRESET
    at TLSWrap.onStreamRead (internal/stream_base_commons.js:200:27) {
  errno: 'ECONNRESET',
  code: 'ECONNRESET',
  syscall: 'read'
}
""", "network", "node", "Constaline/unblockneteasemusic-desktop/issues/3", same="econnreset-read")
O(r"""
2015-04-29T13:37:07.803Z - error: [worker2]  Error: read ECONNRESET
    at exports._errnoException (util.js:746:11)
    at TCP.onread (net.js:550:26)
""", "network", "node", "jembi/openhim-core-js/issues/488", same="econnreset-read")

# ---------------- ETIMEDOUT: timeout ----------------
O(r"""
error:  Error: connect ETIMEDOUT 113.107.44.234:443
    at Object.exports._errnoException (util.js:1026:11)
    at exports._exceptionWithHostPort (util.js:1049:20)
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1085:14)
""", "timeout", "node", "sjfkai/grab12306/issues/7", same="etimedout-connect")
O(r"""
err { Error: connect ETIMEDOUT 203.104.174.19:443
    at Object._errnoException (util.js:1041:11)
    at _exceptionWithHostPort (util.js:1064:20)
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1153:14)
  code: 'ETIMEDOUT',
  errno: 'ETIMEDOUT',
  syscall: 'connect',
  address: '203.104.174.19',
  port: 443 }
""", "timeout", "node", "alfathdirk/LineAlphatJS/issues/37", same="etimedout-connect")
O(r"""
Error: connect ETIMEDOUT 104.16.58.5:443
  File "net.js", line 1161, in TCPConnectWrap.afterConnect [as oncomplete]
""", "timeout", "node", "LandOfTheRair/landoftherair-old/issues/1342", same="etimedout-connect")
O(r"""
{ [Error: connect ETIMEDOUT 10.10.34.36:443]
  code: 'ETIMEDOUT',
  errno: 'ETIMEDOUT',
  syscall: 'connect',
  address: '10.10.34.36',
  port: 443 }
""", "timeout", "node", "desmondmorris/node-twitter/issues/191", same="etimedout-connect")
O(r"""
Error: connect ETIMEDOUT 34.42.103.62:443
    at __node_internal_captureLargerStackTrace (node:internal/errors:490:5)
    at __node_internal_exceptionWithHostPort (node:internal/errors:668:12)
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1494:16)
""", "timeout", "node", "NexovaDev/UpdateHub/issues/1832", same="etimedout-connect")
