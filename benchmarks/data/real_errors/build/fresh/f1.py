"""Batch 1: OpenAI quota and API-key errors as printed by several SDKs, Docker Hub's pull rate limit, PostgreSQL
password authentication, Node 17+ OpenSSL 3 and webpack 4 (digital envelope routines)."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- OpenAI: insufficient_quota (a usage quota: rate_limit), four printers ----------------
O(r"""
RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}
""", "rate_limit", "openai", "IIC2440/Syllabus-2025-1/issues/14", same="openai-quota",
  note="openai-python v1 error, printed by a notebook without the module prefix")
O(r"""
file:///Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/mindcraft/node_modules/openai/error.mjs:59
            return new RateLimitError(status, error, message, headers);
                   ^

RateLimitError: 429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.
    at APIError.generate (file:///Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/mindcraft/node_modules/openai/error.mjs:59:20)
    at OpenAI.makeStatusError (file:///Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/mindcraft/node_modules/openai/core.mjs:256:25)
    at OpenAI.makeRequest (file:///Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/mindcraft/node_modules/openai/core.mjs:299:30)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async GPT.embed (file:///Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/mindcraft/src/models/gpt.js:56:27)
""", "rate_limit", "openai", "mindcraft-bots/mindcraft/issues/49", same="openai-quota",
  note="openai-node v4 (excerpt: first frames); same quota error as the Python SDK's",
  inc=[[("/Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/", "/home/dev/src/"),
        ("core.mjs:256:25", "core.mjs:268:25"), ("core.mjs:299:30", "core.mjs:311:30"), ("gpt.js:56:27", "gpt.js:51:27")]])
O(r"""
PS C:\Users\pc\Documents\Minecraft\mindcraft-main> node main.js
Using chat settings: { model: 'gpt-4o-mini', api: 'openai' }
Using embedding settings: { api: 'openai' }
file:///C:/Users/pc/Documents/Minecraft/mindcraft-main/node_modules/openai/error.mjs:59
            return new RateLimitError(status, error, message, headers);
                   ^

RateLimitError: 429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.
    at APIError.generate (file:///C:/Users/pc/Documents/Minecraft/mindcraft-main/node_modules/openai/error.mjs:59:20)
    at OpenAI.makeStatusError (file:///C:/Users/pc/Documents/Minecraft/mindcraft-main/node_modules/openai/core.mjs:268:25)
    at OpenAI.makeRequest (file:///C:/Users/pc/Documents/Minecraft/mindcraft-main/node_modules/openai/core.mjs:311:30)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
""", "rate_limit", "openai", "mindcraft-bots/mindcraft/issues/173", same="openai-quota",
  note="openai-node on Windows PowerShell, with the program's own log lines (excerpt)")
O(r"""
openai.error.RateLimitError
openai.error.RateLimitError: You exceeded your current quota, please check your plan and billing details.

Traceback (most recent call last)
File "C:\openai-quickstart-python\venv\Lib\site-packages\flask\app.py", line 2091, in __call__
return self.wsgi_app(environ, start_response)
File "C:\openai-quickstart-python\venv\Lib\site-packages\flask\app.py", line 2076, in wsgi_app
response = self.handle_exception(e)
""", "rate_limit", "openai", "openai/openai-quickstart-python/issues/52", same="openai-quota",
  note="openai-python 0.x (openai.error) inside Flask's debugger page (excerpt)",
  inc=[[("C:\\openai-quickstart-python\\venv", "D:\\work\\quickstart\\.venv"), ("line 2091", "line 2213"),
        ("line 2076", "line 2193")]])

# ---------------- OpenAI: invalid API key (auth), three printers ----------------
O(r"""
{"message":"Incorrect API key provided: YOUR_OPE************HERE. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}
""", "auth", "openai", "continuedev/continue/issues/9479", same="openai-badkey",
  note="the raw JSON error body, printed by an editor extension",
  inc=[[("YOUR_OPE************HERE", "sk-proj-************Qx7A")]])
O(r"""
openai.error.AuthenticationError: Incorrect API key provided: your-ope*******-key. You can find your API key at https://platform.openai.com/account/api-keys
""", "auth", "openai", "Significant-Gravitas/AutoGPT/issues/4014", same="openai-badkey",
  note="issue title; openai-python 0.x")
O(r"""
AuthenticationError: Incorrect API key provided: 1b732869********************bff7. You can find your API key at https://platform.openai.com/account/api-keys.
""", "auth", "openai", "stepanogil/autonomous-hr-chatbot/issues/4", same="openai-badkey", note="issue title")

# ---------------- Docker Hub: anonymous pull rate limit (rate_limit), three printers ----------------
O(r"""
[==================================================\u003e]     162B/162B","id":"61e52f862619"}
{"errorDetail":{"message":"toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit"},"error":"toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit"}
""", "rate_limit", "docker", "ray-project/ray/pull/15618", same="dockerhub-pull-limit",
  note="the Docker Engine API's JSON progress stream, as read by a Python client",
  inc=[[("162B/162B", "1.21kB/1.21kB"), ("61e52f862619", "a3ed95caeb02")]],
  hn=[H([("toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit",
          "unauthorized: incorrect username or password")],
        "registry error toomanyrequests (pull rate limit) -> unauthorized (bad Docker Hub login)", kind="auth",
        inc=[[("162B/162B", "527B/527B"), ("61e52f862619", "0f1e2d3c4b5a")]])])
O(r"""
 You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "zodern/meteor-up/issues/1368", same="dockerhub-pull-limit",
  note="as printed by a deploy tool (meteor-up), without the daemon's prefix")

# ---------------- PostgreSQL: password authentication failed for user "postgres" (auth) ----------------
O(r"""
 File "/home/amol/.local/lib/python3.6/site-packages/psycopg2/__init__.py", line 126, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
django.db.utils.OperationalError: FATAL:  password authentication failed for user "postgres"
FATAL:  password authentication failed for user "postgres"
""", "auth", "postgresql", "Django-CRM/Django-CRM/issues/280", same="pg-auth-postgres",
  inc=[[("/home/amol/.local/lib/python3.6", "/srv/app/venv/lib/python3.8"), ("line 126", "line 127")]],
  hn=[H([("user \"postgres\"", "user \"crm_user\"")], "PostgreSQL role \"postgres\" -> \"crm_user\" (another role's password)",
        inc=[[("/home/amol/.local/lib/python3.6", "/opt/venvs/crm/lib/python3.10"), ("line 126", "line 122")]])])
O(r"""
connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "postgres"
""", "auth", "postgresql", "psycopg/psycopg2/issues/1696", same="pg-auth-postgres",
  inc=[[("\"localhost\" (127.0.0.1)", "\"127.0.0.1\" (127.0.0.1)"), ("port 5433", "port 5432")]],
  hn=[H([("password authentication failed", "Ident authentication failed")],
        "authentication method password -> Ident (pg_hba.conf asks for ident: another fix)")])
O(r"""
django.db.utils.OperationalError: connection to server at "db" (fd01::2), port 5432 failed: FATAL:  password authentication failed for user "postgres"
""", "auth", "postgresql", "galojix/roster-wizard/issues/22", same="pg-auth-postgres",
  note="psycopg2 through Django, server in a compose network")
O(r"""
Traceback (most recent call last):
  File "ten-qbs.py", line 3, in <module>
    db = nfldb.connect()
  File "C:\Python27\lib\site-packages\nfldb\db.py", line 126, in connect
    host=host, port=port)
  File "C:\Python27\lib\site-packages\psycopg2\__init__.py", line 130, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: FATAL:  password authentication failed for user "nfldb"
""", "auth", "postgresql", "BurntSushi/nfldb/issues/245", same="pg-auth-nfldb",
  inc=[[("C:\\Python27", "C:\\Users\\mc\\Anaconda2"), ("line 3,", "line 5,"), ("line 126", "line 131")]])
O(r"""
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR        db = pscheduler.pg_connection(dsn)
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR      File "/usr/lib/python3.6/site-packages/pscheduler/db.py", line 37, in pg_connection
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR        pg = psycopg2.connect(dsn)
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR      File "/usr/lib64/python3.6/site-packages/psycopg2/__init__.py", line 130, in connect
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR        conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR    psycopg2.OperationalError: FATAL:  password authentication failed for user "pscheduler"
Jul 23 09:28:33 r74 journal: safe_run/ticker ERROR    Waiting 0.25 seconds before restarting
""", "auth", "postgresql", "perfsonar/pscheduler/issues/1039", note="a daemon's traceback under journald prefixes",
  inc=[[("Jul 23 09:28:33", "Aug 02 17:41:06"), ("r74", "ps-node-3"), ("Waiting 0.25 seconds", "Waiting 0.5 seconds")]])
O(r"""
OperationalError: (psycopg2.OperationalError) FATAL:  password authentication failed for user "eutlAdmin"
""", "auth", "postgresql", "jabrell/pyeutl/issues/1", note="SQLAlchemy wrapping psycopg2",
  hn=[H([("password authentication failed for user \"eutlAdmin\"", "database \"eutl\" does not exist")],
        "FATAL password authentication failed -> database does not exist (another failure, another fix)",
        kind="runtime")])

# ---------------- Node 17+ (OpenSSL 3) with webpack 4's md4 hash: an unsupported engine version ----------------
O(r"""
Error: error:0308010C:digital envelope routines::unsupported
    at new Hash (node:internal/crypto/hash:71:19)
    at Object.createHash (node:crypto:133:10)
    at module.exports (C:\Users\admin\Downloads\new\examination-management-system\client\esm-client\node_modules\webpack\lib\util\createHash.js:135:53)
    at NormalModule._initBuildHash (C:\Users\admin\Downloads\new\examination-management-system\client\esm-client\node_modules\webpack\lib\NormalModule.js:417:16)
    at handleParseError (C:\Users\admin\Downloads\new\examination-management-system\client\esm-client\node_modules\webpack\lib\NormalModule.js:471:10)
""", "dependency", "node", "webpack/webpack/issues/16349", same="node17-webpack4-md4",
  note="excerpt (first frames). Kind: Node 17+ is an engine version webpack 4 does not support (fix: Node 16, "
       "--openssl-legacy-provider or webpack 5)",
  inc=[[("C:\\Users\\admin\\Downloads\\new\\examination-management-system\\client\\esm-client", "D:\\projects\\exam\\client"),
        ("hash:71:19", "hash:69:19"), ("node:crypto:133:10", "node:crypto:140:10")]])
O(r"""
Error: error:0308010C:digital envelope routines::unsupported
    at new Hash (node:internal/crypto/hash:69:19)
    at Object.createHash (node:crypto:133:10)
    at module.exports (/Users/nxu/projects/flex-webchat-ui-sample/node_modules/webpack/lib/util/createHash.js:135:53)
    at NormalModule._initBuildHash (/Users/nxu/projects/flex-webchat-ui-sample/node_modules/webpack/lib/NormalModule.js:417:16)
    at handleParseError (/Users/nxu/projects/flex-webchat-ui-sample/node_modules/webpack/lib/NormalModule.js:471:10)
    at /Users/nxu/projects/flex-webchat-ui-sample/node_modules/webpack/lib/NormalModule.js:503:5
    at /Users/nxu/projects/flex-webchat-ui-sample/node_modules/webpack/lib/NormalModule.js:358:12
    at /Users/nxu/projects/flex-webchat-ui-sample/node_modules/loader-runner/lib/LoaderRunner.js:373:3
    at iterateNormalLoaders (/Users/nxu/projects/flex-webchat-ui-sample/node_modules/loader-runner/lib/LoaderRunner.js:214:10)
    at iterateNormalLoaders (/Users/nxu/projects/flex-webchat-ui-sample/node_modules/loader-runner/lib/LoaderRunner.js:221:10)
/Users/nxu/projects/flex-webchat-ui-sample/node_modules/react-scripts/scripts/start.js:19
  throw err;
  ^
""", "dependency", "node", "twilio/flex-webchat-ui-sample/issues/72", same="node17-webpack4-md4",
  note="react-scripts on macOS (excerpt)")
O(r"""
npm run dev

> electron-webpack-quick-start@0.0.0 dev
> electron-webpack dev

Error: error:0308010C:digital envelope routines::unsupported
    at new Hash (node:internal/crypto/hash:71:19)
    at Object.createHash (node:crypto:133:10)
    at module.exports (/root/Arbore/node_modules/webpack/lib/util/createHash.js:135:53)
    at NormalModule._initBuildHash (/root/Arbore/node_modules/webpack/lib/NormalModule.js:417:16)
""", "dependency", "node", "MichaelMure/Arbore/issues/54", same="node17-webpack4-md4",
  note="electron-webpack on Linux, with npm's script banner (excerpt)",
  inc=[[("/root/Arbore", "/home/ci/work/arbore"), ("electron-webpack-quick-start@0.0.0", "electron-webpack-quick-start@0.1.3")]])
O(r"""
Error: error:0308010C:digital envelope routines::unsupported
    at new Hash (node:internal/crypto/hash:67:19)
    at Object.createHash (node:crypto:133:10)
    at module.exports (E:\full stack web dev\React Project\my-app\node_modules\webpack\lib\util\createHash.js:90:53)
    at NormalModule._initBuildHash (E:\full stack web dev\React Project\my-app\node_modules\webpack\lib\NormalModule.js:401:16)
    at E:\full stack web dev\React Project\my-app\node_modules\babel-loader\lib\index.js:51:103 {
  opensslErrorStack: [ 'error:03000086:digital envelope routines::initialization error' ],
  library: 'digital envelope routines',
  reason: 'unsupported',
  code: 'ERR_OSSL_EVP_UNSUPPORTED'
}
""", "dependency", "node", "webpack/webpack/issues/15900", same="node17-webpack4-md4",
  note="excerpt (frames between the fourth and the last left out); the error object's fields printed")
