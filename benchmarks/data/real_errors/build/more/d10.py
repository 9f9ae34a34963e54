"""Batch 10: Redis connection refused, MySQL access denied, SQLite locks."""
from lib import H, O

G = "https://github.com/"

# ---------------- redis ----------------
O(r"""
Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379
  File "net.js", line 1191, in TCPConnectWrap.afterConnect [as oncomplete]
""", "network", "redis", G + "vpdb/server/issues/177",
  inc=[[("line 1191", "line 1174")]],
  hn=[H([("failed - connect ECONNREFUSED 127.0.0.1:6379", "failed - connect ETIMEDOUT 127.0.0.1:6379")],
        "socket error ECONNREFUSED -> ETIMEDOUT", kind="timeout")])

O(r"""
Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379
  File "util.js", line 992, in Object._errnoException
  File "util.js", line 1014, in _exceptionWithHostPort
  File "net.js", line 1186, in TCPConnectWrap.afterConnect [as oncomplete]
""", "network", "redis", G + "vpdb/server/issues/204", same_as=G + "vpdb/server/issues/177",
  note="same failure as vpdb/server/issues/177 on an older Node (more frames)")

O(r"""
0|xxx | Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379
0|xxx |     at Object._errnoException (util.js:992:11)
0|xxx |     at _exceptionWithHostPort (util.js:1014:20)
0|xxx |     at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1186:14)
""", "network", "redis", G + "typeorm/typeorm/issues/3519", same_as=G + "vpdb/server/issues/177",
  note="same failure as vpdb/server/issues/177 under pm2 (process prefix)",
  inc=[[("0|xxx |", "3|api   |")]])

O(r"""
% node index.js 
node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^

Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1495:16) {
  errno: -61,
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 6379
}

Node.js v19.4.0
""", "network", "redis", G + "ArdaGnsrn/chatgpt-telegram/issues/1",
  inc=[[("Node.js v19.4.0", "Node.js v20.11.1"), ("node:net:1495:16", "node:net:1555:16"), ("promises:289", "promises:288")],
       [("errno: -61", "errno: -111")]],
  hn=[H([("Error: connect ECONNREFUSED 127.0.0.1:6379", "Error: getaddrinfo ENOTFOUND redis"), ("code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '127.0.0.1',\n  port: 6379",
          "code: 'ENOTFOUND',\n  syscall: 'getaddrinfo',\n  hostname: 'redis'"), ("errno: -61", "errno: -3008"),
         ("at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1495:16)", "at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)")],
        "socket error ECONNREFUSED (nothing listening) -> ENOTFOUND (the host name does not resolve)")])

# ---------------- mysql ----------------
O(r"""
ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: NO)
ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)
""", "auth", "mysql", G + "shogo82148/actions-setup-mysql/issues/1188",
  hn=[H([("Access denied for user 'root'@'localhost' (using password: NO)\nERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
          "Access denied for user 'dba'@'localhost' (using password: NO)\nERROR 1045 (28000): Access denied for user 'dba'@'localhost' (using password: YES)")],
        "database user root -> dba")])

O(r"""
Connect Error (1045) Access denied for user 'root'@localhost'(using password: NO)
""", "auth", "mysql", G + "WWBN/AVideo/issues/881",
  hn=[H([("Connect Error (1045) Access denied for user 'root'@localhost'(using password: NO)", "Connect Error (2002) Connection refused")],
        "MySQL error 1045 (access denied) -> 2002 (connection refused)", kind="network")])

O(r"""
Error 1045: Access denied for user ''@'localhost' (using password: NO)
""", "auth", "mysql", G + "cookieY/Yearning/issues/335", note="the configured user was not read (empty user name)",
  hn=[H([("Error 1045: Access denied for user ''@'localhost' (using password: NO)", "Error 1044: Access denied for user 'yearning'@'localhost' to database 'yearning'")],
        "MySQL error 1045 (login) -> 1044 (no rights on the database)", kind="permission")])

O(r"""
(1045, "Access denied for user 'root'@'localhost' (using password: YES)")
""", "auth", "mysql", G + "yaokui2018/grade_statistics/issues/1",
  hn=[H([("(1045, \"Access denied for user 'root'@'localhost' (using password: YES)\")", "(1049, \"Unknown database 'grade'\")")],
        "MySQL error 1045 (access denied) -> 1049 (unknown database)", kind="runtime")])

O(r"""
ER_ACCESS_DENIED_ERROR: Access denied for user 'fernando'@'localhost' (using password: YES)
""", "auth", "mysql", G + "mysqljs/mysql/issues/2017",
  inc=[[("'localhost'", "'127.0.0.1'")]],
  hn=[H([("ER_ACCESS_DENIED_ERROR: Access denied for user 'fernando'@'localhost' (using password: YES)",
          "ER_DBACCESS_DENIED_ERROR: Access denied for user 'fernando'@'localhost' to database 'test'")],
        "MySQL error ER_ACCESS_DENIED_ERROR -> ER_DBACCESS_DENIED_ERROR", kind="permission")])

# ---------------- sqlite ----------------
O(r"""
Traceback (most recent call last):
  File "/srv/trac/.local/lib/python2.5/site-packages/trac/web/main.py", line 377, in dispatch_request
    dispatcher.dispatch(req)
  File "/srv/trac/.local/lib/python2.5/site-packages/trac/web/main.py", line 237, in dispatch
    resp = chosen_handler.process_request(req)
  File "/srv/trac/.local/lib/python2.5/site-packages/trac/web/auth.py", line 100, in process_request
    self._do_login(req)
  File "/srv/trac/.local/lib/python2.5/site-packages/trac/web/auth.py", line 136, in _do_login
    db.commit()
OperationalError: database is locked
""", "runtime", "sqlite", G + "twisted/twisted/issues/3979", adv=True, note="'auth.py' and '_do_login' are in the frames; the failure is a lock",
  inc=[[("/srv/trac/.local/lib/python2.5/site-packages", "/usr/lib/python2.5/site-packages")]],
  hn=[H([("OperationalError: database is locked", "OperationalError: database or disk is full")],
        "SQLite error 'database is locked' -> 'database or disk is full'", kind="disk", adv=True)])

O(r"""
    cursor.executemany(SQL_INSERT_JOB, rows)
sqlite3.OperationalError: database is locked
""", "runtime", "sqlite", G + "medialab/minet/issues/867",
  hn=[H([("sqlite3.OperationalError: database is locked", "sqlite3.OperationalError: no such table: jobs")],
        "SQLite error 'database is locked' -> 'no such table'")])

O(r"""
Traceback (most recent call last):
  File "/usr/lib/python2.5/site-packages/trac/web/main.py", line 423, in _dispatch_request
    dispatcher.dispatch(req)
  File "/usr/lib/python2.5/site-packages/trac/web/main.py", line 222, in dispatch
    req.session.save()
  File "/usr/lib/python2.5/site-packages/trac/web/session.py", line 130, in save
    db.commit()
OperationalError: database is locked
""", "runtime", "sqlite", G + "kvirc/KVIrc/issues/631",
  inc=[[("/usr/lib/python2.5/site-packages", "/var/www/trac/env/lib/python2.5/site-packages")]],
  hn=[H([("OperationalError: database is locked", "OperationalError: attempt to write a readonly database")],
        "SQLite error 'database is locked' -> 'attempt to write a readonly database'", kind="permission")])

O(r"""
"Error fetching latest milestone: (sqlite3.OperationalError) database is locked"
""", "runtime", "sqlite", G + "LearningCircuit/local-deep-research/issues/569")
