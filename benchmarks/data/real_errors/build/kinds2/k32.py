"""Batch 32: PostgreSQL at its connection limit (network); Redis authentication (auth)."""
from lib import O

CLIENTS = "the database refused a connection at its connection limit: not a rate or usage quota"
O(r"""
(psycopg2.OperationalError) FATAL: sorry, too many clients already (Background on this error at: http://sqlalche.me/e/e3q8)
""", "network", "python", "openstate/open-raadsinformatie/issues/198", note=CLIENTS)
O(r"""
psycopg2.OperationalError: connection to server at "localhost" (::1), port 5432 failed: FATAL: sorry, too many clients already
""", "network", "python", "gregsadetsky/tps/issues/21", note=CLIENTS + "; from the issue title")
O(r"""
OperationalError: FATAL:  sorry, too many clients already
FATAL:  sorry, too many clients already
""", "network", "python", "coleifer/peewee/issues/829", note=CLIENTS)
O(r"""
    db_1       | FATAL:  sorry, too many clients already
    db_1       | FATAL:  sorry, too many clients already
    web_1      | Traceback (most recent call last):
    web_1      |   File "/usr/local/lib/python3.5/site-packages/django/db/backends/base/base.py", line 199, in ensure_connection
    web_1      |     self.connect()
    web_1      |   File "/usr/local/lib/python3.5/site-packages/psycopg2/__init__.py", line 164, in connect
    web_1      |     conn = _connect(dsn, connection_factory=connection_factory, async=async)
    web_1      | psycopg2.OperationalError: FATAL:  sorry, too many clients already
""", "network", "python", "mitodl/micromasters/issues/2219", note=CLIENTS + "; excerpt")

O(r"""
    app=coreexception.Code=0exception.CustomMessage=--exception.Exception=RedisExceptionexception.File=/data/nextcloud/lib/private/RedisFactory.phpexception.Line=143exception.Message=WRONGPASS invalid username-password pairexception.Trace=[object Object],[object Object],[object Object]level=3message=WRONGPASS invalid username-password pairmethod=GETremoteAddr=172.17.0.1reqId=Y_3X3ZGrswGDymDRIpPqdgAAAFYtime=2023-02-28T10:30:53+00:00url=/user=--userAgent=axios/0.27.2version=24.0.5.1
""", "auth", "php", "nextcloud/nextcloudpi/issues/1740", note="excerpt (some [object Object] entries left out)")
O(r"""
ReplyError: WRONGPASS invalid username-password pair or user is disabled.
    at parseError (/app/node_modules/.pnpm/redis-parser@3.0.0/node_modules/redis-parser/lib/parser.js:179:12)
    at parseType (/app/node_modules/.pnpm/redis-parser@3.0.0/node_modules/redis-parser/lib/parser.js:302:14) {
  command: { name: 'auth', args: [ 'redacted' ] }
}
""", "auth", "node", "docmost/docmost/issues/365")
O(r"""
(error) Ready check failed: NOAUTH Authentication required.
""", "auth", "node", "lujiajing1126/redis-cli/issues/54")
O(r"""
CSRedis.RedisException:“NOAUTH Authentication required.”
""", "auth", "csharp", "2881099/csredis/issues/6")
O(r"""
aioredis.errors.ReplyError: WRONGPASS invalid username-password pair or user is disabled.
""", "auth", "python", "goauthentik/authentik/issues/3520", note="from a comment in the thread")
