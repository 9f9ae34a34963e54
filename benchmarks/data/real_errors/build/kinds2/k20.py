"""Batch 20: ports already in use (runtime); SQL syntax errors that say 'access violation'."""
from lib import O

INUSE = "another process holds the port: a failure while running, not a connection that could not be made"
O(r"""
events.js:292
      throw er; // Unhandled 'error' event
      ^

Error: listen EADDRINUSE: address already in use :::5000
    at Server.setupListenHandle [as _listen2] (net.js:1313:16)
    at listenInCluster (net.js:1361:12)
    at Server.listen (net.js:1447:7)
Emitted 'error' event on Server instance at:
    at emitErrorNT (net.js:1340:8)
    at processTicksAndRejections (internal/process/task_queues.js:84:21) {
  code: 'EADDRINUSE',
  errno: 'EADDRINUSE',
  syscall: 'listen',
  address: '::',
  port: 5000
}
""", "runtime", "node", "SharlSherif/Generate-HoustonLibrary-Codes/issues/8", adv=True, note=INUSE + "; excerpt",
  same="eaddrinuse")
O(r"""
Error: listen EADDRINUSE 0.0.0.0:3000
  File "util.js", line 1016, in Object.exports._errnoException
  File "util.js", line 1039, in exports._exceptionWithHostPort
  File "net.js", line 1307, in Server.setupListenHandle [as _listen2]
  File "net.js", line 1355, in listenInCluster
  File "net.js", line 1481, in doListen
...
(5 additional frame(s) were not displayed)

Error: listen EADDRINUSE 0.0.0.0:3000
""", "runtime", "node", "GroceriStar/groceristar/issues/206", adv=True, note=INUSE, same="eaddrinuse")
O(r"""
[16:15:30] The server is running at http://localhost:3000/
events.js:160
      throw er; // Unhandled 'error' event
      ^

Error: listen EADDRINUSE :::3000
""", "runtime", "node", "kriasoft/react-starter-kit/issues/817", adv=True, note=INUSE, same="eaddrinuse")
O(r"""
$ w3 8880

events.js:66
        throw arguments[1]; // Unhandled 'error' event
                       ^
Error: listen EADDRINUSE
    at errnoException (net.js:769:11)
    at Server._listen2 (net.js:909:14)
    at listen (net.js:936:10)
""", "runtime", "node", "twilson63/w3/issues/2", note=INUSE + "; excerpt")
O(r"""
{ Error: listen EADDRINUSE 127.0.0.1:3000
    at Server.setupListenHandle [as _listen2] (net.js:1327:14)
    at listenInCluster (net.js:1375:12)
    at doListen (net.js:1501:7)
    at process._tickCallback (internal/process/next_tick.js:63:19)
  errno: 'EADDRINUSE',
  code: 'EADDRINUSE',
  syscall: 'listen',
  address: '127.0.0.1',
  port: 3000 }
""", "runtime", "node", "robertklep/nefit-easy-http-server/issues/18", adv=True, note=INUSE, same="eaddrinuse")

SQLSYN = "a SQL parse error; MySQL's 'access violation' wording names no denied privilege"
O(r"""
Error 1064(42000) : you have an error in your SQL Syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '' at Line 4
""", "syntax", "sql", "sub1nyun/Bteam/issues/4")
O(r"""
SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '' at line 1
Line: 72 File -- Database/Driver/PDOMySQL.php
""", "syntax", "php", "PHPFusion/PHPFusion/issues/1031", adv=True, note=SQLSYN)
O(r"""
SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'database' at line 1 
""", "syntax", "php", "webman-php/admin/issues/77", adv=True, note=SQLSYN)
O(r"""
SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'IF EXISTS tos' at line 1
""", "syntax", "php", "elan-ev/studip-opencast-plugin/issues/413", adv=True, note=SQLSYN)
O(r"""
ERROR 1064 (42000) at line 15: You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '{},
""", "syntax", "sql", "svzdev/doudizhu/issues/39")
O(r"""
cat makeDb.sql | mysql -u hguser -p mm10
Enter password: 
ERROR 1064 (42000) at line 22: You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '\N,
"Assembly version|mm10|Sequence source|<a href=http://hgdownload.cse.ucsc.ed' at line 11
""", "syntax", "sql", "epgg/eg/issues/96", adv=True, note="'Enter password:' prompt beside a SQL syntax error")
O(r"""
Error Code: 1064. You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '--UPDATE erro_ban SET job="raider" WHERE job="raider"' at line 1
""", "syntax", "sql", "Baystation12/Baystation12/pull/14233", adv=True, note="'erro_ban' table name in a SQL syntax error")
