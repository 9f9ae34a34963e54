"""The kind of a failure, on a labelled table of real-looking messages: one block per kind, then the traps.

Labels follow the written definitions (docs/fingerprint.md, "Kinds"), not what the code answers. Messages
are quoted from, or shaped after, public issue threads; the thread is cited above each block (``owner/repo#N``
on GitHub). Numbers, paths and names were changed where they are incidental.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from oncebitten.engine.classify import ErrorKind, classify_kind

K = ErrorKind

# -- one block per kind ------------------------------------------------------------------------------

SYNTAX = [
    # themoonisacheese/2bored2wait#64, madebywild/konterball#5
    "err SyntaxError: Unexpected token < in JSON at position 0\n    at JSON.parse (<anonymous>)",
    "Uncaught SyntaxError: Unexpected token l in JSON at position 0\n    at JSON.parse (<anonymous>)",
    # holy-unblocker/website-legacy-aio#51
    "SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON",
    '  File "setup.py", line 34\n    print("x", file=sys.stderr)\n                ^\nSyntaxError: invalid syntax',
    '  File "x.py", line 2\n    n = 09\n        ^\nSyntaxError: invalid token',
    "IndentationError: unexpected indent",
    "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
    'yaml.scanner.ScannerError: mapping values are not allowed here\n  in "ci.yml", line 7, column 12',
    "tomllib.TOMLDecodeError: Invalid value (at line 3, column 9)",
    "src/app.c:12:5: error: expected ';' before '}' token",
    "src/index.ts(4,1): error TS1005: ')' expected.",
]

TYPE = [
    # python/mypy#9083, procrastinate-org/procrastinate#171
    'tesla_api/vehicle.py:70: error: Argument 2 to "setdefault" of "TypedDict" has incompatible type "None"; '
    'expected "int"  [arg-type]',
    'procrastinate/retry.py:27: error: Argument "seconds" to "add" of "DateTime" has incompatible type "float"; '
    'expected "int"',
    "TypeError: Cannot read properties of undefined (reading 'map')\n    at App (App.js:12:19)",
    "AttributeError: 'NoneType' object has no attribute 'group'",
    "src/a.ts:3:5 - error TS2322: Type 'string' is not assignable to type 'number'.",
    "error[E0308]: mismatched types\n --> src/main.rs:5:9\n  |\n5 |     foo(&a);\n  |         ^^ expected slice",
    "main.go:14:9: cannot use s (variable of type string) as int value in return statement",
    "Foo.java:7: error: incompatible types: String cannot be converted to int",
    "TypeError: unsupported operand type(s) for +: 'int' and 'str'",
    "./main.go:9:4: c.Close undefined (type Client has no field or method Close)",
    "Program.cs(12,15): error CS1061: 'Order' does not contain a definition for 'Total'",
    "e: Main.kt: (4, 18): Type mismatch: inferred type is String but Int was expected",
    "NoMethodError: undefined method `name' for nil:NilClass",
]

IMPORT = [
    "ModuleNotFoundError: No module named 'torch'",
    # bouk/babelfish#21, imroc/req#70
    "no required module provides package github.com/bouk/babelfish; to add it:\n"
    "        go get github.com/bouk/babelfish",
    "main.go:5:2: no required module provides package github.com/imroc/req: working directory is not part of a module",
    # SoftEtherVPN/SoftEtherVPN#185, vanilla-wiiu/vanilla#40
    "src/Mayaqua/Encrypt.c:127:25: fatal error: openssl/ssl.h: No such file or directory",
    "../src/crypto/tls_openssl.c:19:10: fatal error: openssl/ssl.h: No such file or directory\n   19 | #include "
    "<openssl/ssl.h>\n      |          ^~~~~~~~~~~~~~~\ncompilation terminated.\nmake[3]: *** [Makefile:1780] Error 1",
    "src/net.c:3:10: fatal error: 'curl/curl.h' file not found\n#include <curl/curl.h>\n         ^~~~~~~~~~~~~",
    "Error: Cannot find module 'express'\nRequire stack:\n- /srv/app/server.js",
    "src/index.ts:2:15 - error TS2307: Cannot find module './lib/hash' or its corresponding type declarations.",
    "error[E0432]: unresolved import `crate::config::exe_path`",
    "[ERROR] App.java:[3,17] package org.apache.commons.lang3 does not exist",
    'Exception in thread "main" java.lang.NoClassDefFoundError: org/slf4j/LoggerFactory\n'
    "\tat Main.<clinit>(Main.java:3)",
    "Module not found: Error: Can't resolve 'react-router-dom' in '/app/src'",
    '✘ [ERROR] Could not resolve "lodash-es"\n\n    src/util.ts:1:22:',
    "error[E0433]: failed to resolve: use of undeclared crate or module `serde_json`",
    "ld: library not found for -lssl\nclang: error: linker command failed with exit code 1",
]

DEPENDENCY = [
    "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree",
    "ERROR: Could not find a version that satisfies the requirement torch==9.9 (from versions: none)\n"
    "ERROR: No matching distribution found for torch==9.9",
    "ERROR: Package 'adv-lib' requires a different Python: 3.6.8 not in '>=3.8'",
    "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/asb - Not found\n"
    "npm ERR! 404  'asb@latest' is not in the npm registry.",
    "bash: cargo: command not found",
    "error: externally-managed-environment\n\n× This environment is externally managed",
    "E: Unable to locate package libfoo-dev",
    "go: github.com/x/y@v1.2.0: missing go.sum entry; to add it:\n\tgo mod download github.com/x/y",
    "npm ERR! code EBADENGINE\nnpm ERR! engine Unsupported engine",
    "Your lock file does not contain a compatible set of packages. Please change your version constraints.",
    "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json are in sync.",
    'error Couldn\'t find package "left-pad@^9.0.0" required by "app@1.0.0" on the "npm" registry.',
    'error app@1.0.0: The engine "node" is incompatible with this module. Expected version ">=18". Got "16.20.0"',
    "Could not find gem 'rails (~> 7.1)' in locally installed gems.",
]

TEST = [
    # pytest-dev/pytest#40 (failure_demo)
    "FAILED failure_demo.py::TestFailing::test_simple - assert 42 == 43",
    "--- FAIL: TestParse (0.00s)\n    parse_test.go:18: got 3, want 4\nFAIL\nFAIL\texample.com/parse\t0.012s",
    "Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: 1000\nReceived: 100",
    "Tests run: 43, Failures: 1, Errors: 0, Skipped: 0\n[ERROR] There are test failures.",
    "thread 'tests::it_works' panicked at src/lib.rs:9:9:\nassertion `left == right` failed\n  left: 4\n right: 5",
    "E       AssertionError: assert 'ok' == 'done'",
    "test result: FAILED. 12 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
]

TIMEOUT = [
    # thisisartium/continuous-alignment-testing#53 (a test name with "rate" and "failure" in it)
    "FAILED tests/test_statistical_analysis.py::test_failure_rate_bar_graph - Failed: Timeout >10.0s\n"
    "======================== 1 failed, 30 passed in 13.75s =========================",
    # npm/npm#13217, guidone/node-red-contrib-chatbot#616
    "npm ERR! code ETIMEDOUT\nnpm ERR! errno ETIMEDOUT\nnpm ERR! syscall connect\n\nnpm ERR! network connect ETIMEDOUT",
    "npm ERR! network request to https://registry.npmjs.org/x failed, reason: connect ETIMEDOUT "
    "2606:4700::6810:1123:443",
    "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.x.io', port=443): Read timed out. "
    "(read timeout=10)",
    "context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
    "subprocess.TimeoutExpired: Command '['make']' timed out after 600 seconds",
    "Timeout::Error: execution expired",
    "The job running on runner gh-7 has exceeded the maximum execution time of 360 minutes.",
    "Error: Command failed: time limit exceeded (30s)",
]

NETWORK = [
    "curl: (7) Failed to connect to localhost port 8000 after 0 ms: Connection refused",
    "getaddrinfo ENOTFOUND registry.npmjs.org",
    'psycopg2.OperationalError: connection to server at "db" (10.0.0.5), port 5432 failed: Connection refused',
    "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate has "
    "expired (_ssl.c:1129)",
    "dial tcp: lookup proxy.golang.org on 127.0.0.53:53: server misbehaving",
    "HTTP/1.1 503 Service Unavailable",
    "502 Bad Gateway",
    "TypeError: Failed to fetch",
    "error: RPC failed; curl 56 Recv failure: Connection reset by peer\nfatal: the remote end hung up unexpectedly",
    "Error: self-signed certificate in certificate chain\n    code: 'SELF_SIGNED_CERT_IN_CHAIN'",
    "psql: error: server closed the connection unexpectedly",
]

AUTH = [
    # derbyjs/derby-site#66, parmsang/gatsby-starter-ecommerce#47, 0Shark/live-interview#3
    "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.",
    'npm ERR! code E401 npm ERR! Unable to authenticate, need: BASIC realm="Sonatype Nexus Repository Manager"',
    "npm error code E401\nnpm error Incorrect or missing password.",
    # sindresorhus/npm-email-cli#1
    "HTTPError: Response code 401 (Unauthorized)\n    at EventEmitter.<anonymous> (as-promise.js:74:19)",
    "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.",
    "Host key verification failed.\nfatal: Could not read from remote repository.",
    "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/x/y.git/'",
    "openai.AuthenticationError: Error code: 401 - {'error': {'code': 'invalid_api_key'}}",
    "botocore.exceptions.NoCredentialsError: Unable to locate credentials",
    'FATAL:  password authentication failed for user "app"',
    "remote: Support for password authentication was removed on August 13, 2021.",
    "To get started with GitHub CLI, please run:  gh auth login",
    "An error occurred (InvalidAccessKeyId) when calling the ListBuckets operation",
]

PERMISSION = [
    # zero-to-mastery/ZtM-Job-Board#2531
    "remote: Permission to zero-to-mastery/ZtM-Job-Board.git denied to Kani712.\n"
    "fatal: unable to access 'https://github.com/zero-to-mastery/ZtM-Job-Board.git/': The requested URL returned "
    "error: 403",
    "npm ERR! code EACCES\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/x'",
    "PermissionError: [Errno 13] Permission denied: '/var/log/app.log'",
    "OSError: [Errno 30] Read-only file system: '/home/sbx_user1068'",
    "ERROR:  permission denied for table invoices",
    "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
    "Error: EPERM: operation not permitted, unlink 'C:\\x\\node_modules\\.bin\\tsc'",
    "HTTP/1.1 403 Forbidden",
    "Resource not accessible by integration (HTTP 403)",
    "remote: You are not allowed to push code to this project.",
    "denied: requested access to the resource is denied",
    "403 Permission 'storage.objects.get' denied on resource (or it may not exist).",
]

RATE_LIMIT = [
    # DoctorMcKay/node-steamcommunity#45, alex-phillips/node-clouddrive#46, hagezi/dns-blocklists#7844
    "Unhandled rejection Error: HTTP error 429\n    at SteamCommunity._checkHttpError (index.js:332:15)",
    "HTTPError: Response code 429 (Too Many Requests)",
    "[✗] Status: https://raw.githubusercontent.com/x/y/main/hosts/pro.plus.txt (429)\n[✗] List download failed",
    # app-sre/github-mirror#62, hisxo/gitGraber#41 (GitHub's secondary rate limit, sent as 403)
    'github.GithubException.RateLimitExceededException: 403 {"documentation_url": "https://docs.github.com/en/'
    'free-pro-team@latest/rest/overview/resources-in-the-rest-api#secondary-rate-limits", "message": "You have '
    'exceeded a secondary rate limit. Please wait a few minutes before you try again."}',
    '[i] Status code : 403\n[!] Unexpected response\n{\n  "message": "You have exceeded a secondary rate limit."\n}',
    # odeke-em/drive#343, googleapis/google-api-python-client#170, rclone/rclone#76 (Google, sent as 403)
    "Error 403: User rate limit exceeded, userRateLimitExceeded",
    "HttpError: <HttpError 403 when requesting https://www.googleapis.com/calendar/v3/calendars/x/events returned "
    '"Rate Limit Exceeded">',
    "Upload failed - retry: googleapi: Error 403: User rate limit exceeded, userRateLimitExceeded - retrying 2/10",
    "toomanyrequests: You have reached your pull rate limit.",
    "ThrottlingException: Rate exceeded",
    "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for aiplatform.googleapis.com",
]

DISK = [
    # lrstanley/Code#5, mikeizbicki/cmc-csci046#475, RobertsLab/resources#338
    '+Code | [08:00:30] IOError: [Errno 122] Disk quota exceeded (file "/root/code/modules/find.py", line 65)',
    "-bash: cannot create temp file for here-document: Disk quota exceeded",
    "cp: cannot create regular file '0809_1300.sh': Disk quota exceeded",
    "fatal: could not create work tree dir 'lab-sorting': Disk quota exceeded",
    "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device",
    "write /var/lib/docker/tmp/x: no space left on device",
    "sqlite3.OperationalError: database or disk is full",
    'googleapiclient.errors.HttpError: <HttpError 403 "The user\'s Drive storage quota has been exceeded.">',
    "There is not enough space on the disk.",
    "npm ERR! code ENOSPC\nnpm ERR! nospc ENOSPC: no space left on device, write",
]

RUNTIME = [
    "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    cfg['user']\nKeyError: 'user'",
    "thread 'main' panicked at src/main.rs:4:5:\ncalled `Option::unwrap()` on a `None` value",
    "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]",
    'Exception in thread "main" java.lang.NullPointerException\n\tat Main.main(Main.java:5)',
    "Error: ENOENT: no such file or directory, open '/srv/app/settings.json'",
    "CONFLICT (content): Merge conflict in README.txt\n"
    "Automatic merge failed; fix conflicts and then commit the result.",
    "Segmentation fault (core dumped)",
    "Error: Process completed with exit code 1.",
    'psycopg2.errors.UndefinedTable: relation "users" does not exist',
    "org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'orderService'",
    "ValueError: the requested model is not available in this region",
]

# Databases, cloud CLIs, containers, JVM builds, CI and shells: the same kinds in other tools' words.
TOOLS = [
    ("ORA-01017: invalid username/password; logon denied", K.AUTH),
    ("pymongo.errors.OperationFailure: bad auth : Authentication failed.", K.AUTH),
    ("ERROR: (gcloud.compute.instances.list) You do not currently have an active account selected.", K.AUTH),
    ("Please run 'az login' to setup account.", K.AUTH),
    ("error: You must be logged in to the server (Unauthorized)", K.AUTH),
    ("An error occurred (UnauthorizedOperation) when calling the RunInstances operation: You are not authorized to "
     "perform this operation.", K.PERMISSION),
    ('Error from server (Forbidden): pods is forbidden: User "system:serviceaccount:ci:runner" cannot list resource '
     '"pods"', K.PERMISSION),
    ("Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock",
     K.PERMISSION),
    ("E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)", K.PERMISSION),
    ("Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?", K.NETWORK),
    ("javax.net.ssl.SSLHandshakeException: PKIX path building failed: unable to find valid certification path",
     K.NETWORK),
    ("java.net.UnknownHostException: repo.maven.apache.org", K.NETWORK),
    ("fatal: unable to access 'https://github.com/x/y.git/': SSL certificate problem: unable to get local issuer "
     "certificate", K.NETWORK),
    ("Unable to connect to the server: dial tcp 10.0.0.1:6443: i/o timeout", K.TIMEOUT),
    ("java.net.SocketTimeoutException: Read timed out", K.TIMEOUT),
    ("SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction", K.TIMEOUT),
    ("Error: Test timeout of 30000ms exceeded.", K.TIMEOUT),
    ("error: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)", K.DEPENDENCY),
    ("Error: spawn git ENOENT", K.DEPENDENCY),
    ("gyp ERR! find Python - Python is not set from command line or npm configuration", K.DEPENDENCY),
    ("npm ERR! code EINTEGRITY\nnpm ERR! sha512-abc integrity checksum failed when using sha512", K.DEPENDENCY),
    ("error: release version 21 not supported", K.DEPENDENCY),
    ("go: example.com/x/y@v0.3.0: reading https://proxy.golang.org/example.com/x/y/@v/v0.3.0.mod: 404 Not Found",
     K.DEPENDENCY),
    ("error: could not find `ripgrepp` in registry `crates-io` with version `*`", K.DEPENDENCY),
    ("remote: Write access to repository not granted.\nfatal: unable to access 'https://github.com/x/y.git/': The "
     "requested URL returned error: 403", K.PERMISSION),
    ("Gradle requires JVM 17 or later to run. You are currently using JVM 11.", K.DEPENDENCY),
    ("go: github.com/x/y@v1.4.0: invalid version: unknown revision v1.4.0", K.DEPENDENCY),
    ("error: no matching package named `serde_jsonn` found\nlocation searched: registry `crates-io`", K.DEPENDENCY),
    ("-bash: ./run.sh: /usr/bin/python: bad interpreter: No such file or directory", K.DEPENDENCY),
    ("FAIL\texample.com/parse\t0.012s", K.TEST),
    (" FAIL  src/components/Button.test.tsx > Button > renders the label", K.TEST),
    ("Ran 12 tests in 0.31s\n\nFAILED (failures=2)", K.TEST),
    ("PHPUnit 10.5.0\n\nThere was 1 failure:\n\n1) Tests\\UserTest::testName\nFailed asserting that two strings "
     "are equal.", K.TEST),
    ("sqlite3.OperationalError: database is locked", K.RUNTIME),
    ("ORA-00942: table or view does not exist", K.RUNTIME),
    ("./deploy.sh: line 12: TARGET: unbound variable", K.RUNTIME),
    ("error: failed to push some refs to 'github.com:x/y.git'\nhint: Updates were rejected because the tip of your "
     "current branch is behind", K.RUNTIME),
]  # fmt: skip

# Written from the definitions: messages in the shape the tools print them (git, pip, npm/yarn/pnpm, cargo,
# go, Maven/Gradle, Python/Node/Java libraries, databases, cloud SDKs and CLIs, Docker, Kubernetes, Terraform,
# CI runners, apt, shells, C toolchains, test runners).
# Shapes seen on the dev split: what decides there, written as general rules.
SHAPES = [
    # a header in any language; a Python wrapper around the make failure is not the cause
    ("scripts/x.c:21:10: fatal error: openssl/bio.h: Datei oder Verzeichnis nicht gefunden\ncompilation terminated.\n"
     "Traceback (most recent call last):\n  File \"./build\", line 90, in sh\n    subprocess.check_call(cmd)\n"
     "subprocess.CalledProcessError: Command 'make' returned non-zero exit status 2", K.IMPORT),
    # a process manager's and a CI log view's line prefixes
    ("0|api | Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379\n"
     "0|api |     at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1186:14)", K.NETWORK),
    ("Traceback (most recent call last):\n--\n285 | File \"/app/botocore/client.py\", line 719, in _make_api_call\n"
     "286 | raise error_class(parsed_response, operation_name)\n287 | botocore.exceptions.ClientError: An error "
     "occurred (AccessDenied) when calling the PutObject operation: Access Denied", K.PERMISSION),
    ('FATAL:  no pg_hba.conf entry for host "10.42.0.17", user "postgres", database "postgres", no encryption',
     K.PERMISSION),
    ("ERROR : connection failed: fe_sendauth: no password supplied", K.AUTH),
    (" ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push", K.PERMISSION),
    ("(1049, \"Unknown database 'grade'\")", K.RUNTIME),
    ("[ERROR] Demo.java:[107,38] cannot find symbol\n[ERROR] symbol:   class FancyProgress", K.IMPORT),
    ("[ERROR] Demo.java:[12,9] cannot find symbol\n[ERROR] symbol:   variable timeout", K.TYPE),
]  # fmt: skip

# The C library's and tools' messages in other locales (de, fr, es, zh, ja, ru): the kind does not change.
LOCALES = [
    ("cp: cannot create regular file 'x': Auf dem Gerät ist kein Speicherplatz mehr verfügbar", K.DISK),
    ("bash: ./run.sh: Keine Berechtigung", K.PERMISSION),
    ("mkdir: impossible de créer le répertoire « /opt/x »: Permission non accordée", K.PERMISSION),
    ("curl: (7) Failed to connect to localhost port 8080: Connexion refusée", K.NETWORK),
    ("ssh: connect to host 10.0.0.5 port 22: 连接超时", K.TIMEOUT),
    ("bash: cargo: コマンドが見つかりません", K.DEPENDENCY),
    ("ssh: Could not resolve hostname db: Name oder Dienst nicht bekannt", K.NETWORK),
    ("open /var/lib/x: отказано в доступе", K.PERMISSION),
    ("git: 'lfs' ist kein Git-Befehl. Fehler beim Ausführen", K.RUNTIME),
    # errno names and numbers, Windows socket errors, runtime libraries' exception names
    ("ConnectionRefusedError: [Errno 111]", K.NETWORK),
    ("ConnectionResetError: [WinError 10054] An existing connection was forcibly closed by the remote host", K.NETWORK),
    ("requests.exceptions.ConnectionError: [WinError 10060] A connection attempt failed because the connected "
     "party did not properly respond after a period of time", K.TIMEOUT),
    ("Net::ReadTimeout with #<TCPSocket:(closed)>", K.TIMEOUT),
    ("TypeError: fetch failed\n  [cause]: ConnectTimeoutError: Connect Timeout Error (code: UND_ERR_CONNECT_TIMEOUT)",
     K.TIMEOUT),
    ("Error: error trying to connect: dns error: failed to lookup address information", K.NETWORK),
    # a version solver's words are about versions
    ("Because no versions of httpx match >=0.28,<0.29\n and app depends on httpx (^0.28), app is forbidden.\n"
     "So, because no versions of app match !=1.0\n version solving failed.", K.DEPENDENCY),
    ("ERROR: Failed building wheel for pycairo\nERROR: Could not build wheels for pycairo, which is required to "
     "install pyproject.toml-based projects", K.DEPENDENCY),
]  # fmt: skip

ACROSS_TOOLS = [
    ("fatal: repository 'https://github.com/x/y.git/' not found", K.RUNTIME),
    ('fatal: not a git repository (or any of the parent directories): .git', K.RUNTIME),
    ("error: pathspec 'feature' did not match any file(s) known to git", K.RUNTIME),
    ('fatal: refusing to merge unrelated histories', K.RUNTIME),
    ("remote: HTTP Basic: Access denied\nfatal: Authentication failed for 'https://gitlab.com/x/y.git/'", K.AUTH),
    ("fatal: could not read Password for 'https://x@github.com': No such device or address", K.AUTH),
    (
        'ERROR: Permission to x/y.git denied to deploy key\n'
        'fatal: Could not read from remote repository.', K.PERMISSION),
    (
        'error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\nfatal: the remote end '
        'hung up unexpectedly', K.NETWORK),
    ('error: src refspec main does not match any', K.RUNTIME),
    ('Updates were rejected because the remote contains work that you do not have locally.', K.RUNTIME),
    (
        'ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '
        "'/usr/lib/python3/dist-packages/x'", K.PERMISSION),
    (
        'error: subprocess-exited-with-error\n\n× Building wheel for pycairo (pyproject.toml) did not run '
        'successfully.\n│ exit code: 1\n╰─> [12 lines of output]\n      ../cairo/meson.build:31:12: ERROR: '
        'Dependency "cairo" not found, tried pkgconfig', K.DEPENDENCY),
    (
        "ERROR: pip's dependency resolver does not currently take into account all the packages that are "
        'installed. This behaviour is the source of the following dependency conflicts.\nx 1.0 requires '
        'y<2, but you have y 2.1 which is incompatible.', K.DEPENDENCY),
    (
        'WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after '
        "connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object "
        'at 0x7f>: Failed to establish a new connection: [Errno -3] Temporary failure in name '
        "resolution')': /simple/x/", K.NETWORK),
    (
        'ERROR: Cannot install x==1.0 and y==2.0 because these package versions have conflicting '
        'dependencies.', K.DEPENDENCY),
    (
        'npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path /app/package.json\nnpm ERR! errno '
        "-2\nnpm ERR! enoent ENOENT: no such file or directory, open '/app/package.json'", K.RUNTIME),
    ('npm ERR! Missing script: "start"', K.RUNTIME),
    (
        'npm ERR! code ENOTFOUND\nnpm ERR! errno ENOTFOUND\nnpm ERR! network request to '
        'https://registry.npmjs.org/x failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org', K.NETWORK),
    ('npm ERR! code ECONNRESET\nnpm ERR! network aborted', K.NETWORK),
    ('npm ERR! code E403\nnpm ERR! 403 403 Forbidden - GET https://registry.npmjs.org/x - Forbidden', K.PERMISSION),
    ('npm ERR! code ETARGET\nnpm ERR! notarget No matching version found for react@^99.0.0.', K.DEPENDENCY),
    (
        'npm WARN deprecated request@2.88.2: request has been deprecated\nnpm ERR! code 1\nnpm ERR! path '
        '/app/node_modules/sharp\nnpm ERR! command failed\n'
        'npm ERR! gyp ERR! stack Error: not found: make', K.DEPENDENCY),
    (
        'yarn install v1.22.19\nerror An unexpected error occurred: "https://registry.yarnpkg.com/x: '
        'Request failed \\"404 Not Found\\"".', K.DEPENDENCY),
    ('error An unexpected error occurred: "https://registry.yarnpkg.com/x: ESOCKETTIMEDOUT".', K.TIMEOUT),
    (
        'ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up'
        ' to date with package.json', K.DEPENDENCY),
    (
        'error: the lock file /app/Cargo.lock needs to be updated '
        'but --locked was passed to prevent this', K.DEPENDENCY),
    ('error[E0382]: borrow of moved value: `v`', K.RUNTIME),
    ('error: could not compile `app` (bin "app") due to 3 previous errors', K.RUNTIME),
    (
        "thread 'main' panicked at 'index out of bounds: the len is 3 but the index is 403', "
        'src/main.rs:5:5', K.RUNTIME),
    (
        'go: cannot find main module, but found .git/config in /src\n\tto create a module there, run:\n\tgo'
        ' mod init', K.RUNTIME),
    ('go: downloading github.com/x/y v1.2.3\nverifying github.com/x/y@v1.2.3: checksum mismatch', K.DEPENDENCY),
    ('# command-line-arguments\n./main.go:5:2: "fmt" imported and not used', K.RUNTIME),
    ('./main.go:9:6: x declared and not used', K.RUNTIME),
    ('fatal error: all goroutines are asleep - deadlock!', K.RUNTIME),
    ('panic: runtime error: index out of range [5] with length 3', K.RUNTIME),
    ('Exception in thread "main" java.lang.OutOfMemoryError: Java heap space', K.RUNTIME),
    ("java.sql.SQLException: Access denied for user 'root'@'172.17.0.1' (using password: YES)", K.AUTH),
    (
        'com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n\nThe last '
        'packet sent successfully to the server was 0 milliseconds ago. The driver has not received any '
        'packets from the server.\nCaused by: java.net.ConnectException: Connection refused', K.NETWORK),
    ('org.postgresql.util.PSQLException: FATAL: password authentication failed for user "postgres"', K.AUTH),
    (
        'org.postgresql.util.PSQLException: Connection to localhost:5432 refused. Check that the hostname '
        'and port are correct and that the postmaster is accepting TCP/IP connections.', K.NETWORK),
    (
        '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:compile '
        '(default-compile) on project x: Fatal error compiling: error: invalid target release: 17', K.DEPENDENCY),
    (
        '[ERROR] Failed to execute goal on project x: Could not resolve dependencies for project '
        'com.x:y:jar:1.0: Could not find artifact com.x:z:jar:2.0 in central', K.DEPENDENCY),
    (
        "* What went wrong:\nExecution failed for task ':app:compileDebugKotlin'.\n> Compilation error. See"
        ' log for more details', K.RUNTIME),
    ('error: cannot find symbol\n  symbol:   class Timeout\n  location: package org.x', K.IMPORT),
    (
        'Traceback (most recent call last):\n  File "x.py", line 1, in <module>\n    import requests\n  '
        'File "/usr/lib/python3/dist-packages/requests/__init__.py", line 43, in <module>\n    import '
        "urllib3\nModuleNotFoundError: No module named 'urllib3'", K.IMPORT),
    (
        'Traceback (most recent call last):\n  File "app.py", line 9, in <module>\n    '
        'r.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: '
        'https://api.x.io/v1/me', K.AUTH),
    (
        'Traceback (most recent call last):\n  File "app.py", line 9, in <module>\n    '
        'r.raise_for_status()\nrequests.exceptions.HTTPError: 503 Server Error: Service Unavailable for '
        'url: https://api.x.io/v1/me', K.NETWORK),
    (
        'Traceback (most recent call last):\n  File "app.py", line 4, in <module>\n    '
        "open('/data/out.csv', 'w')\nFileNotFoundError: [Errno 2] No such file or directory: "
        "'/data/out.csv'", K.RUNTIME),
    (
        'Traceback (most recent call last):\n  File "train.py", line 40, in <module>\n    '
        'loss.backward()\ntorch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU'
        ' 0; 7.79 GiB total capacity; 403.12 MiB free)', K.RUNTIME),
    ('urllib.error.HTTPError: HTTP Error 403: Forbidden', K.PERMISSION),
    ('urllib.error.URLError: <urlopen error [Errno 111] Connection refused>', K.NETWORK),
    (
        'urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: '
        'unable to get local issuer certificate (_ssl.c:1007)>', K.NETWORK),
    ('socket.timeout: The read operation timed out', K.TIMEOUT),
    ('httpx.ConnectTimeout: timed out', K.TIMEOUT),
    ('httpx.ConnectError: [Errno -2] Name or service not known', K.NETWORK),
    (
        'aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host api.x.io:443 ssl:default '
        "[Connect call failed ('10.0.0.4', 443)]", K.NETWORK),
    ('asyncio.exceptions.TimeoutError', K.TIMEOUT),
    ('concurrent.futures._base.TimeoutError', K.TIMEOUT),
    (
        'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name "db" to'
        ' address: Name or service not known', K.NETWORK),
    (
        'sqlalchemy.exc.ProgrammingError: (psycopg2.errors.InsufficientPrivilege) permission denied for '
        'schema public', K.PERMISSION),
    ('django.core.exceptions.ImproperlyConfigured: SECRET_KEY must not be empty', K.RUNTIME),
    ('redis.exceptions.AuthenticationError: Authentication required.', K.AUTH),
    ('redis.exceptions.ResponseError: NOAUTH Authentication required.', K.AUTH),
    ('kafka.errors.NoBrokersAvailable: NoBrokersAvailable', K.NETWORK),
    (
        'boto3: botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the '
        'GetObject operation: The provided token has expired.', K.AUTH),
    (
        'botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the PutObject operation'
        ' (reached max retries: 4): Please reduce your request rate.', K.RATE_LIMIT),
    (
        'botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: '
        '"https://s3.us-east-1.amazonaws.com/x"', K.NETWORK),
    ('google.api_core.exceptions.PermissionDenied: 403 Permission denied on resource project x.', K.PERMISSION),
    ('google.api_core.exceptions.DeadlineExceeded: 504 Deadline Exceeded', K.TIMEOUT),
    ('google.api_core.exceptions.ServiceUnavailable: 503 failed to connect to all addresses', K.NETWORK),
    (
        'grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = '
        'StatusCode.UNAVAILABLE\n\tdetails = "failed to connect to all addresses"', K.NETWORK),
    (
        'grpc: status = StatusCode.UNAUTHENTICATED details = "Request had invalid authentication '
        'credentials."', K.AUTH),
    ('openai.APIConnectionError: Connection error.', K.NETWORK),
    (
        'openai.BadRequestError: Error code: 400 - {\'error\': {\'message\': "This model\'s maximum context'
        ' length is 8192 tokens. However, your messages resulted in 9000 tokens.", \'type\': '
        "'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}", K.RUNTIME),
    (
        "anthropic.NotFoundError: Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', "
        "'message': 'model: claude-x'}}", K.RUNTIME),
    (
        'Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens '
        'has exceeded your per-minute rate limit"}}', K.RATE_LIMIT),
    (
        '[GoogleGenerativeAI Error]: Error fetching from '
        'https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:generateContent: [400 Bad '
        'Request] API key not valid. Please pass a valid API key.', K.AUTH),
    ('Error: You exceeded your current quota, please check your plan and billing details.', K.RATE_LIMIT),
    (
        'docker: Error response from daemon: pull access denied for x, repository does not exist or may '
        "require 'docker login': denied: requested access to the resource is denied.", K.PERMISSION),
    (
        'docker: Error response from daemon: driver failed programming external connectivity on endpoint x:'
        ' Bind for 0.0.0.0:5432 failed: port is already allocated.', K.RUNTIME),
    (
        'Error response from daemon: Get "https://registry-1.docker.io/v2/": dial tcp: lookup '
        'registry-1.docker.io on 127.0.0.11:53: no such host', K.NETWORK),
    ('exec /usr/local/bin/docker-entrypoint.sh: exec format error', K.RUNTIME),
    (
        'ERROR: failed to solve: process "/bin/sh -c pip install -r requirements.txt" did not complete '
        'successfully: exit code: 1', K.RUNTIME),
    (
        'ERROR: failed to solve: node:18-alpine: failed to resolve source metadata for '
        'docker.io/library/node:18-alpine: failed to authorize: failed to fetch oauth token: unexpected '
        'status from POST request to https://auth.docker.io/token: 401 Unauthorized', K.AUTH),
    (
        'Warning  Failed     12s   kubelet  Failed to pull image "x:latest": rpc error: code = NotFound '
        'desc = failed to pull and unpack image "docker.io/library/x:latest": failed to resolve reference: '
        'docker.io/library/x:latest: not found', K.DEPENDENCY),
    ('Error from server (NotFound): deployments.apps "web" not found', K.RUNTIME),
    ('The connection to the server localhost:8080 was refused - did you specify the right host or port?', K.NETWORK),
    ('Error: INSTALLATION FAILED: cannot re-use a name that is still in use', K.RUNTIME),
    (
        'Error: Kubernetes cluster unreachable: Get "https://10.0.0.1:6443/version": dial tcp '
        '10.0.0.1:6443: connect: connection refused', K.NETWORK),
    (
        '│ Error: error configuring Terraform AWS Provider: no valid credential sources for Terraform AWS '
        'Provider found.', K.AUTH),
    (
        '│ Error: creating EC2 Instance: UnauthorizedOperation: You are not authorized to perform this '
        'operation.', K.PERMISSION),
    (
        '│ Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The'
        ' conditional request failed\n│ Lock Info:\n│   ID:        4e2c', K.RUNTIME),
    ('Error: Process completed with exit code 137.', K.RUNTIME),
    (
        '##[error]The job running on runner GitHub Actions 4 has exceeded the maximum execution time of 360'
        ' minutes.', K.TIMEOUT),
    ('Error: The operation was canceled.', K.RUNTIME),
    ('ERROR: Job failed: execution took longer than 1h0m0s seconds', K.TIMEOUT),
    ('ERROR: Job failed (system failure): Error response from daemon: No such container: abc', K.RUNTIME),
    (
        'E: Failed to fetch http://deb.debian.org/debian/pool/main/x.deb  404  Not Found [IP: 151.101.2.132'
        ' 80]\nE: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?', K.DEPENDENCY),
    (
        "E: The repository 'http://ppa.launchpad.net/x/ubuntu jammy Release' "
        'does not have a Release file.', K.DEPENDENCY),
    (
        "W: GPG error: https://x stable InRelease: The following signatures couldn't be verified because "
        'the public key is not available: NO_PUBKEY 1234ABCD', K.DEPENDENCY),
    ('zsh: permission denied: ./run.sh', K.PERMISSION),
    ('bash: ./configure: /bin/sh^M: bad interpreter: No such file or directory', K.DEPENDENCY),
    (
        'sudo: a terminal is required to read the password; either use the -S option to read from standard '
        'input or configure an askpass helper', K.AUTH),
    ("mv: cannot move 'a' to 'b': Directory not empty", K.RUNTIME),
    ('tar: Error is not recoverable: exiting now', K.RUNTIME),
    ("make: *** No rule to make target 'install'.  Stop.", K.RUNTIME),
    ('/bin/sh: 1: cmake: not found', K.DEPENDENCY),
    (
        'CMake Error at CMakeLists.txt:12 (find_package):\n  Could not find a package configuration file '
        'provided by "Qt5" with any of\n  the following names:', K.DEPENDENCY),
    ('configure: error: C compiler cannot create executables', K.DEPENDENCY),
    ("clang: error: no such file or directory: 'main.c'", K.RUNTIME),
    ("main.c:3:1: error: unknown type name 'uint8'", K.TYPE),
    (
        "main.c:10:5: warning: implicit declaration of function 'foo' "
        "[-Wimplicit-function-declaration]\nmain.c:(.text+0x1e): undefined reference to `foo'", K.RUNTIME),
    ("error: expected ';' after expression", K.SYNTAX),
    ('SyntaxError: Cannot use import statement outside a module', K.SYNTAX),
    (
        'Error [ERR_REQUIRE_ESM]: require() of ES Module /app/node_modules/x/index.js from /app/a.js not '
        'supported.', K.RUNTIME),
    ('TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be of type string. Received undefined', K.TYPE),
    ('RangeError: Maximum call stack size exceeded', K.RUNTIME),
    ('Error: listen EACCES: permission denied 0.0.0.0:80', K.PERMISSION),
    ("Error: EMFILE: too many open files, watch '/app/src'", K.RUNTIME),
    (
        'UnhandledPromiseRejectionWarning: MongoNetworkError: failed to connect to server [localhost:27017]'
        ' on first connect', K.NETWORK),
    ('MongoServerError: bad auth : Authentication failed.', K.AUTH),
    ('FetchError: request to https://api.x.io/ failed, reason: connect ECONNREFUSED 127.0.0.1:443', K.NETWORK),
    ('Error: self signed certificate in certificate chain', K.NETWORK),
    (
        'ERROR in ./src/index.js\nModule build failed (from '
        './node_modules/babel-loader/lib/index.js):\nSyntaxError: /app/src/index.js: Unexpected token '
        '(12:5)', K.SYNTAX),
    ("ERROR in ./src/App.tsx 5:0-32\nModule not found: Error: Can't resolve './Header' in '/app/src'", K.IMPORT),
    (
        "error TS2304: Cannot find name 'describe'. Do you need to install type definitions for a test "
        'runner?', K.TYPE),
    ("error TS18003: No inputs were found in config file '/app/tsconfig.json'.", K.RUNTIME),
    (
        "Error: Cannot find module '@babel/core'\nRequire stack:\n- "
        '/app/node_modules/babel-loader/lib/index.js', K.IMPORT),
    (
        '[vite] Internal server error: Failed to resolve import "./foo" from "src/main.ts". Does the file '
        'exist?', K.IMPORT),
    (
        "✖ 3 problems (3 errors, 0 warnings)\n  12:5  error  'x' is assigned a value but never used  "
        'no-unused-vars', K.RUNTIME),
    ("Type error: Property 'id' does not exist on type '{}'.", K.TYPE),
    ('Tests:       1 failed, 12 passed, 13 total', K.TEST),
    ('AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n403 !== 200', K.TEST),
    ('expected 403 to equal 200', K.TEST),
    (
        '    ✗ returns 200 (45 ms)\n  ● returns 200\n    expect(received).toBe(expected)\n    Expected: '
        '200\n    Received: 401', K.TEST),
    (
        'rspec ./spec/api_spec.rb:12 # API returns 200\n\nFailures:\n  1) API returns 200\n     '
        'Failure/Error: expect(response.status).to eq(200)\n       expected: 200\n            got: 429', K.TEST),
    ('FAILED (errors=1)', K.TEST),
    (
        '=========================== short test summary info ============================\nERROR '
        'tests/test_db.py - psycopg2.OperationalError: connection to server at "localhost" (127.0.0.1), '
        'port 5432 failed: Connection refused', K.NETWORK),
    ('E   sqlite3.OperationalError: no such table: users', K.RUNTIME),
    ('Segmentation fault (core dumped)\nmake: *** [Makefile:5: test] Error 139', K.RUNTIME),
    ('ld: symbol(s) not found for architecture arm64', K.RUNTIME),
    (
        'dyld[1234]: Library not loaded: /usr/local/opt/openssl@1.1/lib/libssl.1.1.dylib\n  Referenced '
        "from: /usr/local/bin/x\n  Reason: tried: '/usr/local/opt/openssl@1.1/lib/libssl.1.1.dylib' (no "
        'such file)', K.DEPENDENCY),
    # the module is found; the OS package that provides the library is not (the fresh corpus part's label)
    ('ImportError: libGL.so.1: cannot open shared object file: No such file or directory', K.DEPENDENCY),
    ('OSError: libcudart.so.11.0: cannot open shared object file: No such file or directory', K.DEPENDENCY),
    (
        './app: error while loading shared libraries: libssl.so.1.1: cannot open shared object file: No '
        'such file or directory', K.DEPENDENCY),
    ('java: error: release version 17 not supported', K.DEPENDENCY),
    ('The engine "node" is incompatible with this module. Expected version "^18". Got "20.1.0"', K.DEPENDENCY),
    ('You are using Node.js 14.17.0. Vite requires Node.js version 18+ or 20+.', K.DEPENDENCY),
    (
        'This version of ChromeDriver only supports Chrome version 114\nCurrent browser version is '
        '120.0.6099.109', K.DEPENDENCY),
    ('selenium.common.exceptions.TimeoutException: Message: ', K.TIMEOUT),
    ("ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'", K.RUNTIME),
    ('Fatal Python error: init_fs_encoding: failed to get the Python codec of the filesystem encoding', K.RUNTIME),
    ('OSError: [Errno 98] Address already in use', K.RUNTIME),
    ("PermissionError: [WinError 5] Access is denied: 'C:\\\\x'", K.PERMISSION),
    ('OSError: [Errno 24] Too many open files', K.RUNTIME),
    ('MemoryError', K.RUNTIME),
    ('Killed', K.RUNTIME),
    (
        'error: failed to run custom build command for `openssl-sys v0.9.80`\n\nCaused by:\n  process '
        "didn't exit successfully: `/target/build/build-script-main` (exit status: 101)\n  --- stderr\n  "
        'Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without '
        'this knowledge.', K.DEPENDENCY),
    ("error: toolchain 'nightly-x86_64-unknown-linux-gnu' is not installed", K.DEPENDENCY),
    (
        'warning: spurious network error (3 tries remaining): [28] Timeout was reached (failed to download '
        'from `https://static.crates.io/crates/x/x-1.0.crate`)\nerror: failed to download from '
        '`https://static.crates.io/crates/x/x-1.0.crate`', K.TIMEOUT),
]  # fmt: skip


BY_KIND = [
    *((m, K.SYNTAX) for m in SYNTAX), *((m, K.TYPE) for m in TYPE), *((m, K.IMPORT) for m in IMPORT),
    *((m, K.DEPENDENCY) for m in DEPENDENCY), *((m, K.TEST) for m in TEST), *((m, K.TIMEOUT) for m in TIMEOUT),
    *((m, K.NETWORK) for m in NETWORK), *((m, K.AUTH) for m in AUTH), *((m, K.PERMISSION) for m in PERMISSION),
    *((m, K.RATE_LIMIT) for m in RATE_LIMIT), *((m, K.DISK) for m in DISK), *((m, K.RUNTIME) for m in RUNTIME),
    *TOOLS,
    *ACROSS_TOOLS,
    *SHAPES,
    *LOCALES,
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), BY_KIND)
def test_each_kind_is_read_from_its_own_evidence(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


# -- traps: what only looks like evidence ------------------------------------------------------------

NUMBERS_THAT_ARE_NOT_STATUSES = [
    ("FAILED tests/test_limits.py::test_burst - assert 429 == 200", K.TEST),
    ("E       assert 401 == 200\nE        +  where 401 = <Response [401]>.status_code", K.TEST),
    ("AssertionError: 403 != 200", K.TEST),
    ("Expected: 429\nReceived: 200\n    at Object.toBe (limits.test.js:9:21)", K.TEST),
    ("requests.exceptions.ReadTimeout: timed out after 401.3s", K.TIMEOUT),
    ("curl: (7) Failed to connect to 10.0.12.429 port 8080: Connection refused", K.NETWORK),
    ("dial tcp 10.1.4.29:403: connect: connection refused", K.NETWORK),
    ('  File "/srv/app/jobs.py", line 403, in run\n    rows[0]\nIndexError: list index out of range', K.RUNTIME),
    ("ERROR 1062 (23000) at line 429: Duplicate entry '7' for key 'PRIMARY'", K.RUNTIME),
    ('django.db.utils.IntegrityError: 401 rows violate the unique constraint "uniq_email"', K.RUNTIME),
    ("Error: listen EADDRINUSE: address already in use :::4290", K.RUNTIME),
    ("src/app.rs:403:17: error[E0308]: mismatched types", K.TYPE),
    ("app.c:429:10: fatal error: zlib.h: No such file or directory", K.IMPORT),
    ("pycodestyle: app.py:3:1: E401 multiple imports on one line", K.UNKNOWN),
]

WORDS_THAT_ARE_NOT_EVIDENCE = [
    # token in parser errors
    ("SyntaxError: Unexpected token '}' in JSON at position 401", K.SYNTAX),
    ("  File \"x.py\", line 1\n    x = 1token\n         ^\nSyntaxError: invalid token", K.SYNTAX),
    ("error: unexpected token `}` after expression, expected one of `.`, `;`", K.SYNTAX),
    # permission in identifiers
    ('error: Cannot access attribute "error_code" for class "PermissionError"', K.TYPE),
    ("AttributeError: module 'app.auth' has no attribute 'check_permission_denied'", K.TYPE),
    ("KeyError: 'permission'", K.RUNTIME),
    # timeout in test names and arguments
    ("--- FAIL: TestTimeoutRetries (0.01s)\n    retry_test.go:31: got 2 attempts, want 3", K.TEST),
    ("FAILED tests/test_client.py::test_connect_timeout_is_retried - assert 2 == 3", K.TEST),
    ("TypeError: __init__() got an unexpected keyword argument 'timeout'", K.TYPE),
    ("AssertionError: Timed out after 10.00s : Color3f(1, 0.5) != Color3f(1, 0.55)", K.TEST),
    # rate in variables
    ("NameError: name 'rate_limiter' is not defined", K.RUNTIME),
    ("KeyError: 'rate_limit'", K.RUNTIME),
    ("ValueError: learning rate must be positive, got -0.01", K.RUNTIME),
    ("error[E0432]: unresolved import `governor::RateLimiter`", K.IMPORT),
    ("./limits.go:14:2: undefined: ratelimit.NewBucket", K.TYPE),
    ("ReferenceError: rateLimiter is not defined\n    at handler (/srv/app/api.js:7:3)", K.RUNTIME),
    ("ValueError: read_timeout must be positive, got -1", K.RUNTIME),
    ("error: unknown option '--timeout'", K.RUNTIME),
    ("json: invalid token at line 3 column 7, expected '}'", K.SYNTAX),
    ("Parse error: invalid token in expression at position 12", K.SYNTAX),
    ("main.cpp:9:12: error: call of overloaded 'area(int)' is ambiguous", K.RUNTIME),
    ("main.cpp(403): error C2065: 'rows': undeclared identifier", K.RUNTIME),
    ("FAILED tests/test_api.py::test_status[403-forbidden] - assert 200 == 403", K.TEST),
    ("FAILED tests/test_api.py::test_retry[429-too many requests] - AssertionError: retried 0 times", K.TEST),
    ("ReferenceError: timeout is not defined\n    at poll (/srv/app/poll.js:3:9)", K.RUNTIME),
    ("./limits.go:9:2: undefined: permissionDenied", K.TYPE),
    ("src/net.cpp:14:5: error: ‘connect_timeout’ was not declared in this scope", K.TYPE),
    ("KeyError: 403", K.RUNTIME),
    ("ValueError: 429", K.RUNTIME),
    ("--- FAIL: TestHandler/permission_denied_returns_403 (0.00s)\n    handler_test.go:41: got 200", K.TEST),
    ("--- FAIL: TestHandler (0.00s)\n    src/timeout/handler_test.go:12: got 3, want 4", K.TEST),
    ("2023-10-05T10:00:00.000Z ERROR 403 --- [main] o.s.boot.SpringApplication : Application run failed", K.RUNTIME),
    ("jwt.exceptions.ExpiredSignatureError: Signature has expired", K.AUTH),
    ("Request failed with error code 401", K.AUTH),
    ("  1) Client\n       should timeout when the server is slow:\n     AssertionError: expected 2 to equal 3",
     K.TEST),
    ('tokenize.TokenError: (\'EOF in multi-line statement\', (3, 0))', K.SYNTAX),
    ("--- FAIL: TestLogin (0.01s)\n    login_test.go:31: status code = 401, want 200", K.TEST),
    ("java.lang.AssertionError: \nExpected: <200>\n     but: was <403>", K.TEST),
    ("Failed ClientTests.RateLimit_Returns429 [12 ms]\n  Error Message:\n   Assert.Equal() Failure\n"
     "Expected: 429\nActual:   200", K.TEST),
    # a stack frame's words are code, not the cause
    ('Traceback (most recent call last):\n  File "client.py", line 9, in fetch\n    raise_for_timeout(resp)\n'
     "  File \"client.py\", line 4, in parse\n    return json.loads(body)\nKeyError: 'items'", K.RUNTIME),
    ("TypeError: x.map is not a function\n    at retryOnRateLimit (/srv/app/rate.js:12:9)", K.TYPE),
    ("java.lang.IllegalStateException: queue full\n\tat com.acme.TypeErrorReporter.report(TypeErrorReporter.java:9)"
     "\n\tat com.acme.ImportJob.run(ImportJob.java:41)", K.RUNTIME),
    # jest prints the failing test's name
    ("● api › returns 401 when the token expired\n\n    expect(received).toBe(expected)\n\n    Expected: 401\n"
     "    Received: 200", K.TEST),
]  # fmt: skip

STATUSES_SENT_UNUSUALLY = [
    # githubschool/on-demand-github-pages#3864: 403 on a git push is a permission
    ("fatal: unable to access 'https://github.com/x/y/': The requested URL returned error: 403", K.PERMISSION),
    # jaredhanson/passport-google-oauth#75: a rate limit inside a 403 body
    ('InternalOAuthError: failed to fetch user profile (status: 403 data: {"error": {"errors": [{"domain": '
     '"usageLimits", "reason": "userRateLimitExceeded", "message": "User Rate Limit Exceeded"}], "code": 403}})',
     K.RATE_LIMIT),
    ("Octokit::TooManyRequests: GET https://api.github.com/repos/x/y: 403 - API rate limit exceeded for user ID 7.",
     K.RATE_LIMIT),
    ("requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.x.io/v1/items",
     K.RATE_LIMIT),
    ("requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.x.io/v1/items", K.PERMISSION),
    ("AxiosError: Request failed with status code 401", K.AUTH),
    ("Error: 504 Gateway Timeout", K.NETWORK),
    ("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\"}})", K.NETWORK),
    ("IOError: [Errno 122] Disk quota exceeded", K.DISK),
]  # fmt: skip

THE_CAUSE_DECIDES = [
    ("java.lang.RuntimeException: request failed\n\tat A.run(A.java:3)\nCaused by: java.net.ConnectException: "
     "Connection refused\n\tat B.connect(B.java:9)\n\t... 12 more", K.NETWORK),
    ("org.x.ServiceException: upload failed: timeout waiting for lock\nCaused by: java.lang.NullPointerException\n"
     "\tat C.put(C.java:5)", K.RUNTIME),
    ("error: failed to compile `tool v0.2.0`\n\nCaused by:\n  failed to select a version for the requirement "
     "`clap = \"^4.0\"`", K.DEPENDENCY),
    ("WARNING: connection to cache refused, continuing without it\nTraceback (most recent call last):\n"
     "  File \"main.py\", line 2, in <module>\n    load()\nValueError: invalid literal for int() with base 10: 'x'",
     K.RUNTIME),
    ("____ test_fetch ____\n\n    def test_fetch():\n>       fetch('http://localhost:9')\n\nE   requests.exceptions."
     "ConnectionError: HTTPConnectionPool(host='localhost', port=9): Max retries exceeded (Caused by "
     "NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))", K.NETWORK),
    ("Traceback (most recent call last):\n  File \"t.py\", line 1, in <module>\n    import yaml\n"
     "ModuleNotFoundError: No module named 'yaml'", K.IMPORT),
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), NUMBERS_THAT_ARE_NOT_STATUSES)
def test_a_number_is_a_status_only_in_status_context(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), WORDS_THAT_ARE_NOT_EVIDENCE)
def test_words_in_names_frames_and_assertions_are_not_evidence(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), STATUSES_SENT_UNUSUALLY)
def test_a_status_says_what_the_response_means(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), THE_CAUSE_DECIDES)
def test_in_a_chain_the_cause_decides(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


# -- real traps, labelled by the definitions (docs/fingerprint.md, "Kinds"); the reason is next to each label ---

A_DRIVER_TIMEOUT_AROUND_A_REFUSAL = [
    # virtool/virtool#699: the driver's selection timeout ran out because nothing listened -> network (start the
    # service; waiting longer cannot help)
    ("ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused\n(10 additional frame(s) were "
     "not displayed)\n...\n  File \"home/travis/virtualenv/python3.6.3/lib/python3.6/site-packages/pymongo/"
     "topology.py\", line 199, in _select_servers_loop\n\nError handling request", K.NETWORK),
    # AyushSehrawat/eco-bot#29: the same with the driver's own "Timeout: 30s" -> network
    ("Command raised an exception: ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused, "
     "Timeout: 30s, Topology Description: <TopologyDescription id: 61c6d56334064291055deb53, topology_type: Single, "
     "servers: [<ServerDescription ('localhost', 27017) server_type: Unknown, rtt: None, error=AutoReconnect("
     "'localhost:27017: [Errno 111] Connection refused')>]>", K.NETWORK),
    # justjasongreen/predictivepuntr#15: in prose, inside a test run -> network
    ("The test suite fails on Travis CI with a ServerSelectionTimeoutError (localhost:27017: [Errno 111] Connection "
     "refused).", K.NETWORK),
    # abbeyokgo/PyOne#116 -> network
    ("ServerSelectionTimeoutError: localhost:27017: [Errno 111] ECONNREFUSED", K.NETWORK),
    # PacktPublishing/LLM-Engineers-Handbook#37: the same driver error when the host did not answer -> timeout
    ("ServerSelectionTimeoutError: 0.0.0.1:27017: timed out", K.TIMEOUT),
    # LandOfTheRair/LandOfTheRair#383 -> timeout
    ("MongoServerSelectionError: connection timed out\n  File \"/usr/src/app/server/node_modules/mongodb/lib/core/"
     "sdam/topology.js\", line 438, in Timeout._onTimeout\n            const timeoutError = new "
     "MongoServerSelectionError(\n  File \"internal/timers.js\", line 549, in listOnTimeout", K.TIMEOUT),
    # hellno/kono_data#262: a connect that timed out (the port and address are not statuses) -> timeout
    ("django.db.utils.OperationalError in psycopg2/__init__.py:130\ncould not connect to server: Connection timed "
     "out\n\tIs the server running on host \"konodata-prod.ckff6c3ynuwi.eu-west-1.rds.amazonaws.com\" "
     "(34.246.133.146) and accepting\n\tTCP/IP connections on port 5432?", K.TIMEOUT),
    # worldveil/dejavu#306 -> network
    ("psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection "
     "refused\n        Is the server running on that host and accepting TCP/IP connections?\nconnection to server "
     "at \"localhost\" (::1), port 5432 failed: Cannot assign requested address\n        Is the server running on "
     "that host and accepting TCP/IP connections?", K.NETWORK),
    # psycopg/psycopg2#356: "SSL" names the transport, the failure is the time limit -> timeout
    ("psycopg2.DatabaseError: SSL SYSCALL error: Operation timed out", K.TIMEOUT),
    # FSX/momoko#88 -> timeout
    ("psycopg2.OperationalError: could not receive data from server: Operation timed out", K.TIMEOUT),
    # psycopg/psycopg2#933: a log view that draws "  | " before every line -> network
    ("  | --> SQLAlchemyError: 2019-06-15 05:28:43.037212\n  | --> Message:         (psycopg2.OperationalError) "
     "could not connect to server: No route to host\n  | Is the server running on host \"patroni-mastertheq\" "
     "(172.50.68.141) and accepting\n  | TCP/IP connections on port 5432?", K.NETWORK),
]  # fmt: skip

A_MISSING_SHARED_LIBRARY = [
    # arkokoley/saadhn#16: the environment lacks a library the program needs -> dependency
    ("./Saadhn: error while loading shared libraries: libgconf-2.so.4: cannot open shared object file: No such file "
     "or directory", K.DEPENDENCY),
    # mentebinaria/readpe#130 -> dependency
    ("peres: error while loading shared libraries: libpe.so.1: cannot open shared object file: No such file or "
     "directory.", K.DEPENDENCY),
    # equinor/libres#286 -> dependency
    ("Failed to load library:rml_enkf.so Error:rml_enkf.so: cannot open shared object file: No such file or "
     "directory \n** Warning: failed to load module from rml_enkf.so.", K.DEPENDENCY),
    # HIT-SCIR/ltp#170: Java's loader, in a Chinese locale -> dependency
    ("Exception in thread \"main\" java.lang.UnsatisfiedLinkError: /home/xiaohuqi/work/ztb/libsegmentor_jni.so: "
     "libsegmentor.so.0.2.0: 无法打开共享对象文件: 没有那个文件或目录\n\tat java.lang.ClassLoader$NativeLibrary.load"
     "(Native Method)\n\tat java.lang.ClassLoader.loadLibrary1(ClassLoader.java:1957)", K.DEPENDENCY),
    # ahefner/shuffletron#7: SBCL's loader -> dependency
    ("Unhandled SIMPLE-ERROR in thread #<SB-THREAD:THREAD \"main thread\" RUNNING\n"
     "                                    {1001DC8003}>:\n  Error opening shared object \"gen0.so\":\n  gen0.so: "
     "cannot open shared object file: No such file or directory.", K.DEPENDENCY),
]  # fmt: skip

NAMES_THAT_MISLEAD = [
    # nalgeon/pokitoki#42: a known key refused in a region -> permission (identity was established)
    ("openai.PermissionDeniedError: Error code: 403 - {'error': {'code': 'unsupported_country_region_territory', "
     "'message': 'Country, region, or territory not supported', 'param': None, 'type': 'request_forbidden'}}",
     K.PERMISSION),
    # jeessy2/ddns-go#827: "Permission denied" next to an invalid key -> auth (the key is not accepted)
    ("namesilo 修改失败！Deatil: Invalid API Key (Permission denied)", K.AUTH),
    # sendgrid/docs#6587: the same in a JSON body -> auth
    ('{"errors":[{"message":"Permission denied, wrong credentials","field":null,"help":null}]}', K.AUTH),
    # open-webui/pipelines#145, Aider-AI/aider#950 -> auth
    ("Error: Error code: 401 - {type: error, error: {type: authentication_error, message: invalid x-api-key}}",
     K.AUTH),
    ('litellm.llms.anthropic.AnthropicError: {"type":"error","error":{"type":"authentication_error","message":'
     '"invalid\nx-api-key"}}', K.AUTH),
    # viur-framework/viur-core#1015: a service account without a grant -> permission
    ("google.api_core.exceptions.Forbidden: 403 GET https://storage.googleapis.com/storage/v1/b/application-name."
     "appspot.com?projection=noAcl&prettyPrint=false: application-name@appspot.gserviceaccount.com does not have "
     "storage.buckets.get access to the Google Cloud Storage bucket. Permission 'storage.buckets.get' denied on "
     "resource (or it may not exist).", K.PERMISSION),
    # apache/opendal#4071: a class named PermissionDenied around a full drive -> disk
    ("PermissionDenied (permanent) at Writer::close, context: { uri: https://www.googleapis.com/upload/drive/v3/"
     "files?uploadType=multipart, response: Parts { status: 403, version: HTTP/2.0 }, service: gdrive } => "
     "GdriveError { error: GdriveInnerError { message: \"The user's Drive storage quota has been exceeded.\" } }",
     K.DISK),
    # wekan/wekan#65, discordjs/discord.js#2665, discordjs/discord.js#325: "permission" is a property name -> type
    ("Exception from sub [boardId] TypeError: Cannot read property 'permission' of undefined", K.TYPE),
    ("(node:3016) UnhandledPromiseRejectionWarning: TypeError: Cannot read property 'hasPermissions' of undefined\n"
     "    at Object.exports.run (C:\\Users\\corro\\Desktop\\Station\\commands\\announce.js:4:27)", K.TYPE),
    ("TypeError: Cannot read property 'permissions' of null", K.TYPE),
    # Kinto/kinto#1276: "permissions" in the frames' paths -> runtime
    ("  File \"~/kinto/venv/lib/python3.6/site-packages/kinto/views/permissions.py\", line 84, in get_records\n"
     "    from_settings = allowed_from_settings(self.request.registry.settings, principals)\n  File \"~/kinto/venv/"
     "lib/python3.6/site-packages/kinto/views/permissions.py\", line 46, in allowed_from_settings\n    'record': "
     "'collection'}[resource_name]\nKeyError: 'account'", K.RUNTIME),
    # DachengLi1/LongChat#31, huggingface/trl#466: a tokenizer's padding token, not a credential -> runtime
    ("ValueError: Asking to pad but the tokenizer does not have a padding token. Please select a token to use as "
     "`pad_token` `(tokenizer.pad_token = tokenizer.eos_token e.g.)` or add a new pad token via "
     "`tokenizer.add_special_tokens({'pad_token': '[PAD]'})`.", K.RUNTIME),
    # nakagami/pyfirebirdsql#35, ttafsir/evengsdk#182, buckket/twtxt#128: "timeout" is an argument's name -> type
    ("TypeError: wait() got an unexpected keyword argument 'timeout'", K.TYPE),
    ("TypeError: __init__() got an unexpected keyword argument 'timeout'", K.TYPE),
    ("    conn = aiohttp.TCPConnector(conn_timeout=timeout, use_dns_cache=True)\nTypeError: __init__() got an "
     "unexpected keyword argument 'conn_timeout'", K.TYPE),
    # Future-House/paper-qa#633, Dynatrace/snippets#60: a missing key in rate-limit code -> runtime
    ("File \"[...]/llms.py\", line 392, in maybe_set_config_attribute\n    and len({m[\"model_name\"] for m in "
     "data[\"config\"][\"model_list\"]}) > 1\n                                      ~~~~~~~~~~~~~~^^^^^^^^^^^^^^\n"
     "KeyError: 'model_list'", K.RUNTIME),
    ("error: `KeyError: 'x-ratelimit-remaining'`", K.RUNTIME),
    # mainmatter/ember-simple-auth#1324, jwtk/jjwt#622: a parser's token, not a credential -> syntax
    ("JSON Parse error: Unrecognized token '<'\nparse@[native code]", K.SYNTAX),
    ("Parse error on line 1:\n1Tt5AJ8VBVxQL\n^\nExpecting 'STRING', 'NUMBER', 'NULL', 'TRUE', 'FALSE', '{', '[', "
     "got 'undefined'", K.SYNTAX),
    # therealparmesh/object-to-formdata#82: a test suite that could not be parsed -> syntax
    ("FAIL  src/components/xxx\n  ● Test suite failed to run\n\n    Jest encountered an unexpected token\n\n"
     "    This usually means that you are trying to import a file which Jest cannot parse, e.g. it's not plain "
     "JavaScript.\n\nSyntaxError: Unexpected token 'export'", K.SYNTAX),
]  # fmt: skip

LIMITS_AND_QUOTAS = [
    # c9s/App-gh#27, abhishek77in/HackerNotes#5, Justintime50/github-archive#54, HashBrownCMS/hashbrown-cms#224:
    # GitHub's rate limit sent as 403 -> rate_limit
    ('403 Forbidden: {"error":["API Rate Limit Exceeded for xxxxxxxx"]} at /Users/c9s/perl5/perlbrew/perls/'
     "perl-5.14.2/lib/site_perl/5.14.2/App/gh/API.pm line 43.", K.RATE_LIMIT),
    ("Github::Error::Forbidden (GET https://api.github.com/repos/slim-template/slim: 403 API rate limit exceeded "
     "for IP_ADDRESS.)", K.RATE_LIMIT),
    ('github.GithubException.RateLimitExceededException: 403 {"message": "API rate limit exceeded for '
     "195.19.90.245. (But here's the good news: Authenticated requests get a higher rate limit.)\"}", K.RATE_LIMIT),
    ('Forbidden (403) at GET https://api.github.com/repos/Putaitu/hashbrown-cms/releases/latest {"message":"API '
     "rate limit exceeded for 78.0.0.0. (But here's the good news: Authenticated requests get a higher rate "
     'limit.)"}', K.RATE_LIMIT),
    # inaka/erlang-github#27: the abuse limit -> rate_limit
    ('{error,{"403",\n        [{"Server","GitHub.com"},\n         {"Status","403 Forbidden"},\n         '
     '{"X-RateLimit-Remaining","4928"},\n        "{\\"message\\":\\"You have triggered an abuse detection '
     'mechanism and have been temporarily b', K.RATE_LIMIT),
    # AnswerDotAI/ghapi#44: a 403 that says nothing more -> permission (the text cannot tell a rate limit)
    ("fastcore.basics.HTTP403ForbiddenError: HTTP Error 403: Forbidden", K.PERMISSION),
    # jupyterlab/jupyterlab-google-drive#46: "Unauthenticated" qualifies the usage limit -> rate_limit
    ('{\n "error": {\n  "errors": [\n   {\n    "domain": "usageLimits",\n    "reason": "dailyLimitExceededUnreg",\n'
     '    "message": "Daily Limit for Unauthenticated Use Exceeded. Continued use requires signup."\n   }\n  ],\n'
     '  "code": 403,\n  "message": "Daily Limit for Unauthenticated Use Exceeded. Continued use requires signup."\n'
     " }\n}", K.RATE_LIMIT),
    # odeke-em/drive#343, bezhanSalleh/filament-google-analytics#6, murer/dsopz#6 -> rate_limit
    ("Error 403: User rate limit exceeded, userRateLimitExceeded", K.RATE_LIMIT),
    ('{ "error": { "code": 403, "message": "Quota Error: User Rate Limit Exceeded.", "errors": [ { "message": '
     '"Quota Error: User Rate Limit Exceeded.", "domain": "usageLimits", "reason": "userRateLimitExceeded" } ] } }',
     K.RATE_LIMIT),
    ('dsopz.http.Error: Status: 403 Forbidden {\n "error": {\n  "errors": [\n   {\n    "domain": "usageLimits",\n'
     '    "reason": "dailyLimitExceeded",\n    "message": "Daily Limit Exceeded. The quota will be reset at midnight '
     'Pacific Time (PT)."', K.RATE_LIMIT),
    # theoephraim/node-google-spreadsheet#332: "per 100 seconds" is a window, not a duration that failed
    ("Error: Google API error - [429] Quota exceeded for quota group 'ReadGroup' and limit 'Read requests per user "
     "per 100 seconds' of service 'sheets.googleapis.com' for consumer 'project_number:210163281712'.", K.RATE_LIMIT),
    # kewisch/gdata-provider#379 -> rate_limit ("auth" in the request's scope is not evidence)
    ("Error 403: rate_limit_exceeded\nRequest details: access_type=online response_type=consent_proof "
     "include_granted_scopes=true scope=https://www.googleapis.com/auth/userinfo.profile openid", K.RATE_LIMIT),
    # haranrk/YTPO#2, tizonia/tizonia-openmax-il#695, mps-youtube/yewtube#567: an API quota, behind markup -> rate_limit
    ('googleapiclient.errors.HttpError: <HttpError 403 when requesting https://youtube.googleapis.com/youtube/v3/'
     'playlists?part=snippet&mine=true&maxResults=50&alt=json returned "The request cannot be completed because '
     'you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.". Details: "[{\'domain\': '
     "'youtube.quota', 'reason': 'quotaExceeded'}]\">", K.RATE_LIMIT),
    ('[YouTube] (GdataError) : Youtube Error 403: The request cannot be completed because you have exceeded your '
     '<a href="/youtube/v3/getting-started#quota">quota</a>.\n\ntizonia exiting (OMX_ErrorInsufficientResources).',
     K.RATE_LIMIT),
    ("Pafy.util.GdataError: Youtube Error 403: Daily Limit Exceeded. The quota will be\n  reset at midnight Pacific "
     "Time (PT).", K.RATE_LIMIT),
    # OWASP/threat-dragon#472: an end-to-end run stopped by the server's rate limit -> rate_limit
    ("http://localhost:3000/\nThe response we received from your web server was:\n  > 429: Too Many Requests\n"
     "This was considered a failure because the status code was not `2xx`.", K.RATE_LIMIT),
    # zond/android-diplicity#93, cohenadair/anglers-log#815, fgubler/PrivateContacts#89: a storage quota -> disk
    ("panic: googleapi: Error 403: The user's Drive storage quota has been exceeded., storageQuotaExceeded", K.DISK),
    ("Error: DetailedApiRequestError(status: 403, message: The user's Drive storage quota has been exceeded.)",
     K.DISK),
    ('403 Forbidden\n{\n  "code": 403,\n  "errors": [\n    {\n      "domain": "usageLimits",\n      "message": "The '
     'user\'s Drive storage quota has been exceeded.",\n      "reason": "storageQuotaExceeded"\n    }\n  ]\n}',
     K.DISK),
    # KennthShang/HostG#7, lrstanley/Code#5: a disk quota -> disk
    ("OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw'", K.DISK),
    ("+Code | [08:00:30] IOError: [Errno 122] Disk quota exceeded (file \"/root/code/modules/find.py\", line 65, in "
     "save_db)", K.DISK),
]  # fmt: skip

EXPECTATIONS_AND_TEST_TIMEOUTS = [
    # jojoldu/freelec-springboot2-webservice#528, cloud-native-java/bootcamp#3: a status in an assertion -> test
    ("java.lang.AssertionError: Status expected:<200> but was:<401>\n\tat org.springframework.test.util."
     "AssertionErrors.fail(AssertionErrors.java:59)", K.TEST),
    ("java.lang.AssertionError: Status \nExpected :200\nActual   :401\n <Click to see difference>\n\n\tat org."
     "springframework.test.util.AssertionErrors.fail(AssertionErrors.java:55)", K.TEST),
    # wejs/we#6: supertest's expectation under a mocha title -> test
    ("  1) AuthController JSON Requests POST /users/login should return 401 with wrong password message:\n"
     "     Error: expected 401 \"Unauthorized\", got 400 \"Bad Request\"", K.TEST),
    # jdi-testing/jdi-dark#163: REST Assured -> test
    ("1 expectation failed.\nExpected status code <401> but was <400>.", K.TEST),
    # JetClient/jet-client-support#62 -> test
    ("AssertionError: expected response code to be '4XX' or '5XX' but found 401", K.TEST),
    # gabrielfalcao/HTTPretty#459: a duration bound in an assertion -> test
    ("E       AssertionError: test_httpretty_should_support_a_list_of_successive_responses_urllib2 did not run "
     "within two miliseconds\n\n/usr/lib/python3.8/site-packages/sure/__init__.py:217: AssertionError", K.TEST),
    ("AssertionError: expected `0.2305901050567627` to be lower than `0.2`", K.TEST),
    # GafferHQ/gaffer#7086: the values still differed when the polling budget ran out -> test
    ("AssertionError: Timed out after 10.00s : Color3f(1, 0.5, 0.25) != Color3f(1, 0.550000012, 0.25)\n\nAttempts:\n"
     "    0.00s : Color3f(1, 2, 4) != Color3f(1, 0.550000012, 0.25)\n   10.00s : Color3f(1, 0.5, 0.25) != "
     "Color3f(1, 0.550000012, 0.25)", K.TEST),
    # perlundq/yajsync#48: "Timeout" in the test's name and in the expected class -> test
    ("Tests run: 32, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.672 sec <<< FAILURE!\n"
     "testConnectionTimeout(com.github.perlundq.yajsync.test.SystemTest)  Time elapsed: 0.004 sec  <<< ERROR!\n"
     "java.lang.Exception: Unexpected exception, expected<java.net.SocketTimeoutException> but was<java.net."
     "SocketException>\n\tat org.junit.internal.runners.statements.ExpectException.evaluate(ExpectException.java:28)",
     K.TEST),
    # mochajs/mocha#3010, microsoft/vscode#31113: the test itself ran past its time limit -> timeout
    ("Error: timeout of 2000ms exceeded. Ensure the done() callback is being called in this test.\n    at Timeout."
     "<anonymous> (D:\\ujja\\Projects\\Chatbot-NLP\\node_modules\\mocha\\lib\\runnable.js:226:19)", K.TIMEOUT),
    ("Error: Timeout of 360000ms exceeded. For async tests and hooks, ensure \"done()\" is called; if returning a "
     "Promise, ensure it resolves.", K.TIMEOUT),
    # project-koku/koku#4562: a server log view; the pids and the timestamp are not statuses -> timeout
    ("koku_server  | [2023-07-12 17:57:42 +0000] [26] [CRITICAL] WORKER TIMEOUT (pid:29)\nkoku_server  | "
     "[2023-07-12 17:57:42,849] ERROR None 29 Killing worker 29", K.TIMEOUT),
    # tiangolo/meinheld-gunicorn-flask-docker#19: a log line after the failure says "connection string not
    # found"; the KeyError is the failure -> runtime
    ("  File \"/usr/local/lib/python3.7/os.py\", line 678, in __getitem__\n    raise KeyError(key) from None\n"
     "KeyError: 'REDSHIFT_USER'\n[2019-12-11 00:27:33 +0000] [10] [INFO] Worker exiting (pid: 10)\n2019-12-11 "
     "00:27:33,541 - config_helper - MainThread  - WARNING - [config_helper.py:38] redshift connection string not "
     "found in secret manager", K.RUNTIME),
    # slack-samples/javascript-announcement-bot#20, robertklep/nefit-easy-http-server#18: a local port already
    # taken is not a connection that failed -> runtime
    ("Error: listen EADDRINUSE: address already in use :::3000", K.RUNTIME),
    ("{ Error: listen EADDRINUSE 127.0.0.1:3000\n    at Server.setupListenHandle [as _listen2] (net.js:1327:14)\n"
     "  errno: 'EADDRINUSE',\n  code: 'EADDRINUSE',\n  syscall: 'listen',\n  address: '127.0.0.1',\n  port: 3000 }",
     K.RUNTIME),
]  # fmt: skip


# Shaped after the definitions, for the classes the real traps above found (not quoted from a thread).
SHAPES_OF_THE_SAME_TRAPS = [
    # a setting named "timeout" that is being validated is not a time limit that ran out -> runtime
    ("ValueError: timeout must be a positive number, got -1", K.RUNTIME),
    ("Error: Invalid timeout value: abc", K.RUNTIME),
    # a value in parentheses after "=" is not a status -> runtime
    ('sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique '
     'constraint "users_pkey"\nDETAIL:  Key (id)=(429) already exists.', K.RUNTIME),
    # a number followed by what it counts is a count, even after "Error:" or "status" -> runtime
    ("ERROR: 429 rows failed validation", K.RUNTIME),
    ("Error code: 403 bytes written of 1024; short write", K.RUNTIME),
    ("ValueError: status 401 items exceed the batch limit", K.RUNTIME),
    # JUnit 5's and bracketed expectations -> test
    ("expected: <403> but was: <401>", K.TEST),
    ("Expected status code [200] but received [429].", K.TEST),
    ("Expected status code 200 but received 429.", K.TEST),
    # a lexer's token -> syntax
    ("lexer error: unknown token '@' at line 3", K.SYNTAX),
    # an exception class named for importing -> import
    ("E   _pytest.pathlib.ImportPathMismatchError: ('test.conftest', '/src/pkg/test/conftest.py', "
     "PosixPath('/src/pkg/other/test/conftest.py'))", K.IMPORT),
    # binding a privileged port is not allowed -> permission (EACCES), whatever the port number
    ("Error: listen EACCES: permission denied 0.0.0.0:80", K.PERMISSION),
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), SHAPES_OF_THE_SAME_TRAPS)
def test_the_trap_classes_hold_beyond_the_quoted_messages(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), A_DRIVER_TIMEOUT_AROUND_A_REFUSAL)
def test_a_refusal_inside_a_drivers_timeout_is_a_network_failure(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), A_MISSING_SHARED_LIBRARY)
def test_a_shared_library_the_loader_cannot_open_is_a_dependency(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), NAMES_THAT_MISLEAD)
def test_what_a_message_says_decides_not_what_its_class_or_names_are_called(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), LIMITS_AND_QUOTAS)
def test_a_usage_limit_is_a_rate_limit_and_a_storage_quota_is_disk(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), EXPECTATIONS_AND_TEST_TIMEOUTS)
def test_statuses_and_durations_in_expectations_make_a_test_failure(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


# -- invariants --------------------------------------------------------------------------------------

ENVIRONMENT = {K.RATE_LIMIT, K.AUTH, K.PERMISSION}
statuses = st.sampled_from(["401", "403", "407", "429", "502", "503", "504", "529"])
numbers = st.one_of(statuses, st.integers(0, 99_999).map(str))
ASSERTIONS = [
    "assert {n} == 200", "AssertionError: {n} != 200", "E       assert resp.status == {n}",
    "expected {n} to equal 200", "Expected: {n}\nReceived: 200", "assertion `left == right` failed\n  left: {n}",
    "x_test.go:12: got {n}, want 200", "--- FAIL: TestGet (0.00s)\n    get_test.go:9: status = {n}; want 200",
    "Expected: <200>\n     but: was <{n}>",
    "FAILED tests/test_api.py::test_get - assert {n} == 201", "java.lang.AssertionError: expected:<200> but was:<{n}>",
]  # fmt: skip


@given(st.sampled_from(ASSERTIONS), numbers)
def test_a_number_in_an_assertion_never_makes_it_an_access_or_rate_failure(template: str, number: str) -> None:
    assert classify_kind(template.format(n=number)) is K.TEST


@given(statuses, st.integers(0, 999), st.sampled_from(["s", "ms", " seconds", "m0s"]))
def test_a_duration_never_makes_it_auth(status: str, fraction: int, unit: str) -> None:
    message = f"requests.exceptions.ReadTimeout: timed out after {status}.{fraction}{unit}"
    assert classify_kind(message) is K.TIMEOUT
    assert classify_kind(f"task finished in {status}.{fraction}{unit} with exit code 1") not in ENVIRONMENT


@given(statuses, st.integers(0, 255), st.integers(1, 65_535))
def test_an_address_or_port_is_not_a_status(status: str, octet: int, port: int) -> None:
    refused = f"connect ECONNREFUSED 10.0.{octet}.{status}:{port}"
    assert classify_kind(refused) is K.NETWORK
    assert classify_kind(f"dial tcp 10.0.{octet}.7:{status}: connect: connection refused") is K.NETWORK


@given(statuses, st.sampled_from(["line", "row", "rows", "col", "offset", "pid", "job", "port"]))
def test_a_line_row_or_id_number_is_not_a_status(status: str, word: str) -> None:
    assert classify_kind(f"ValueError: bad value at {word} {status}") is K.RUNTIME


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12))
@example("syntaxerror")  # an exception's name inside a test's name is not that exception
def test_a_test_name_never_decides_an_environment_kind(suffix: str) -> None:
    for word in ("timeout", "rate_limit", "permission_denied", "unauthorized", "disk_full", "connection_refused"):
        message = f"--- FAIL: Test_{word}_{suffix} (0.00s)\n    x_test.go:9: got 1, want 2"
        assert classify_kind(message) is K.TEST


# Misreads of the corpus's kinds2 part (dev rows), each a rule about context, not about the one message.
CONTEXT_RULES = [
    # a status under a JSON key is a status, though the key is quoted (rate-limit headers beside it are names)
    ('{\n  "name": "HttpError",\n  "status": 401,\n  "response": {\n    "url": "https: //api.github.com/graphql",\n'
     '    "status": 401,\n    "headers": {\n      "x-ratelimit-limit": "0",\n      "x-ratelimit-remaining": "0",',
     K.AUTH),
    ("APIError: {'code': 403, 'message': 'Request denied by the policy of the project'}", K.PERMISSION),
    # Python's NameError names an identifier, whatever it is called
    ('  File "./basic.py", line 13, in <module>\n'
     "    app.add_exception_handler(RateLimitExceeded, _rate_limit_exceeded_handler)\n"
     "NameError: name 'RateLimitExceeded' is not defined", K.RUNTIME),
    # Angular's HttpErrorResponse names the URL, then the status (the reason phrase may be a bare "OK" over HTTP/2)
    ("HttpErrorResponse: Http failure response for http://localhost:4200/api/users: 401 OK", K.AUTH),
    ("Http failure response for https://api.example.com/v1/items?page=2: 429 OK", K.RATE_LIMIT),
    # a server refusing a connection at its connection limit
    ("Error 1040: Too many connections", K.NETWORK),
    ("SQLSTATE[HY000] [1040] Too many connections (SQL: select * from `task_frequencies` where "
     "`task_frequencies`.`task_id` = 2 and `task_frequencies`.`task_id` is not null)", K.NETWORK),
    ("FATAL:  sorry, too many clients already", K.NETWORK),
    # gRPC's UNAVAILABLE by number, after code=, and as an exception's message
    ("Company ID 1 : 14 UNAVAILABLE: No connection established", K.NETWORK),
    ("WARNING: RPC failed: Status{code=UNAVAILABLE, description=Terminated fail fast stream., "
     "cause=io.grpc.StatusException: UNAVAILABLE}", K.NETWORK),
    # YAML and SQL parsers
    ("yaml: line 52: did not find expected key", K.SYNTAX),
    ("error converting YAML to JSON: yaml: line 12: did not find expected key", K.SYNTAX),
    ("YAML Exception reading /home/runner/work/RH/RH/USC/USCGamecockSandstorm.md: (<unknown>): did not find "
     "expected key while parsing a block mapping at line 2 column 1", K.SYNTAX),
    ("Error 1064(42000) : you have an error in your SQL Syntax; check the manual that corresponds to your MySQL "
     "server version for the right syntax to use near '' at Line 4", K.SYNTAX),
    ("Error Code: 1064. You have an error in your SQL syntax; check the manual that corresponds to your MySQL "
     "server version for the right syntax to use near '--UPDATE erro_ban SET job=\"raider\" WHERE "
     "job=\"raider\"' at line 1", K.SYNTAX),
    # a parser's expectation in words, with 'token' in it (not a test's expectation, not a credential)
    ("## Error: Invalid expression\n\n(at `main.tf` line 164)\n\nExpected the start of an expression, but found an "
     "invalid expression token.", K.SYNTAX),
    ("Error: Invalid expression: Expected the start of an expression, but found an invalid expression token. (and 2 "
     "other messages)", K.SYNTAX),
    # shapes of the same classes from the tools' documented wording
    ('found character that cannot start any token\n  in "config.yml", line 3, column 1', K.SYNTAX),
    ("Failed examples:\n\nrspec ./spec/client/timeout_spec.rb:12 # Client raises after the timeout\n\n"
     "12 examples, 1 failure", K.TEST),
    ('Exception in thread "main" java.lang.IllegalArgumentException: timeout value is negative', K.RUNTIME),
    ("error: RPC failed; curl 56 OpenSSL SSL_read: Connection was reset, errno 10054", K.NETWORK),
    # google-auth could not refresh its credential
    ("google.auth.exceptions.RefreshError: ('deleted_client: The OAuth client was deleted.', {'error': "
     "'deleted_client', 'error_description': 'The OAuth client was deleted.'})", K.AUTH),
    # an expectation stated in words by a test framework
    # a command that is not installed is the cause, whatever it is called and whatever follows it
    ("(eval):1: command not found: timeout", K.DEPENDENCY),
    ('$ wait-for-it.sh www.google.com:80 -- echo "google is up"\nwait-for-it.sh: line 53: timeout: command not found\n'
     "wait-for-it.sh: timeout occurred after waiting 15 seconds for www.google.com:80\ngoogle is up", K.DEPENDENCY),
    ("ssh-find-agent.sh: 'timeout' command could not be found.\n  Please install 'coreutils' via your system's "
     "package manager.\ntimeout returned <127>", K.DEPENDENCY),
    # what a Go test reported is the test's own words
    ("$ go test\n--- FAIL: Test_ThrottleSingleConnectionFail (1.09s)\n\tthrottle_test.go:121: Throttling didn't work "
     "for single connection!\n--- FAIL: Test_ThrottleCacheRateFail (1.07s)\n\tthrottle_test.go:169: Throttling didn't "
     "work for cache rate limiting\nFAIL\nexit status 1\nFAIL\t_/Users/pallotron/projects/dhcplb/lib\t5.950s", K.TEST),
    ("[info]   with error(s):\n[info]   expected a success '2xx' status but actual is client error '404'  with "
     'response body:\n[info]   {\n[info]     "error" : "Superhero GreenLantern not found"\n[info]   }', K.TEST),
]  # fmt: skip

# What the same rules must leave alone.
CONTEXT_RULES_LEAVE = [
    ("make: *** [build] Error 1\nexit status 403", K.RUNTIME),  # an exit status is not an HTTP status
    ("KeyError: 'status'", K.RUNTIME),
    ('{"status": 200, "message": "ok"}\nValueError: unexpected payload', K.RUNTIME),
    ("NameError: name 'timeout' is not defined", K.RUNTIME),
    ("SyntaxError: expected ';' but found '}'", K.SYNTAX),
    ("E       assert resp.json()['code'] == 429", K.TEST),
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), CONTEXT_RULES)
def test_a_kind_is_read_from_where_its_evidence_stands(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(("message", "kind"), CONTEXT_RULES_LEAVE)
def test_the_context_rules_leave_names_and_expectations_alone(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@given(st.sampled_from(['"status"', "'status'", '"code"', "'code'", '"statusCode"']), statuses)
def test_a_status_under_a_quoted_key_is_read_as_one(key: str, status: str) -> None:
    expected = {"401": K.AUTH, "407": K.AUTH, "403": K.PERMISSION, "429": K.RATE_LIMIT}.get(status, K.NETWORK)
    assert classify_kind(f'request failed: {{{key}: {status}, "details": []}}') is expected


@pytest.mark.parametrize(
    "message",
    [
        '2026-11-22 10:31:02 ERROR [/tmp/tmpa81x/env.py:55] duplicate key value violates unique constraint "orders"',
        'ERROR:  insert or update on table "orders" violates foreign key constraint "orders_user_id_fkey"',
        "sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value",
    ],
)
def test_a_database_constraint_violation_is_runtime_also_behind_a_loggers_level(message: str) -> None:
    # the logger's level ("ERROR") is the printer's, not evidence: the violation itself says what failed
    assert classify_kind(message) is K.RUNTIME


# -- dependency: a runtime, SDK, platform or lockfile the package manager cannot provide ---------------------

UNPROVIDED = [
    # pnpm/pnpm#2641, pnpm/pnpm#4569 (a too-old Node.js for the package manager itself)
    "ERROR: This version of pnpm requires at least Node.js v10.13\nThe current version of Node.js is v10.6.0",
    "ERROR: This version of pnpm requires at least Node.js v12.17\nThe current version of Node.js is v8.12.0\n"
    "Visit https://r.pnpm.io/comp to see the list of past pnpm versions with respective Node.js version support.",
    # dotnet/android#10685, dotnet-architecture/eShopOnContainers#2166
    "    Microsoft.NET.TargetFrameworkInference.targets(188,5): error NETSDK1045:\n"
    "    The current .NET SDK does not support targeting .NET 11.0.\n"
    "    Either target .NET 10.0 or lower, or use a version of the .NET SDK that supports .NET 11.0.",
    "Error\tNETSDK1045\tThe current .NET SDK does not support targeting .NET 7.0.",
    # fsevents/fsevents#330, jsonata-js/jsonata-exerciser#37, fbsamples/f8app#117
    'npm ERR! code EBADPLATFORM\nnpm ERR! notsup Unsupported platform for fsevents@2.1.3: wanted {"os":"darwin",'
    '"arch":"any"} (current: {"os":"win32","arch":"x64"})\nnpm ERR! notsup Valid OS:    darwin',
    'npm error code EBADPLATFORM\nnpm error notsup Unsupported platform for fsevents@1.2.11: wanted {"os":"darwin"}'
    ' (current: {"os":"win32"})',
    "npm ERR! code EBADPLATFORM\n\nnpm ERR! notsup Unsupported\nnpm ERR! notsup Not compatible with your operating "
    "system or architecture: fsevents@1.0.12",
    # yarnpkg/berry#2948, suitenumerique/docs#2604: "explicitly forbidden" is the lockfile's rule, not a permission
    "2021-05-28T13:48:22.9912155Z ➤ YN0028: The lockfile would have been created by this install, which is "
    "explicitly forbidden.\n2021-05-28T13:48:22.9913523Z ➤ YN0000: Failed with errors in 0s 12ms",
    "YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.",
    # rubygems/bundler#5019, rubygems/bundler#5122
    "Your bundle is locked to rake (11.2.2), but that version could not be found in any of the sources listed in "
    "your Gemfile.\nRun `bundle install` to install missing gems.",
    "*** [err :: my-app] Bundler::GemNotFound: Your bundle is locked to record_tag_helper (1.0.0), but that version "
    "could not be found in any of the sources listed in your Gemfile.",
    # nicolaslopezj/server-boilerplate#4 (the interpreter a script names is not installed)
    "env: node: No such file or directory",
    # apxml/kerb#5: uv prints its error after a cross (not a test title)
    "Using CPython 3.12.12\nCreating virtual environment at: .venv\n  × No solution found when resolving dependencies"
    " for split (markers: python_full_version == '3.8.*'):\n  ╰─▶ Because the requested Python version (>=3.8) "
    "does not satisfy Python>=3.9 and google-generativeai>=0.3.0 depends on Python>=3.9, we can conclude that "
    "google-generativeai>=0.3.0\n      cannot be used.",
    # the same classes in the tools' documented wording
    'error Couldn\'t find any versions for "left-pad" that matches "^9.0.0"',
    'error fsevents@2.3.2: The platform "linux" is incompatible with this module.',
    "Package 'libxml-2.0', required by 'virtual:world', not found",
    "The SDK 'Microsoft.NET.Sdk' specified could not be found.",
    "Error: pg_config executable not found.",
    "docker: 'compose' is not a docker command.\nSee 'docker --help'",
    "git: 'lfs' is not a git command. See 'git --help'.",
    "Cannot find a Java installation on your machine matching this tasks requirements: {languageVersion=17, "
    "vendor=any, implementation=vendor-specific} for LINUX on x86_64.",
    "Error: Python 3.7 is not supported. Please use Python 3.8 or newer.",
]


@pytest.mark.parametrize("message", UNPROVIDED)
def test_a_runtime_platform_or_lockfile_the_package_cannot_have_is_a_dependency(message: str) -> None:
    assert classify_kind(message) is K.DEPENDENCY


@given(st.sampled_from(["Node.js", "Python", "Ruby", "Java", "PHP", "Go"]), st.integers(1, 30), st.integers(0, 20))
def test_a_runtime_version_that_is_not_supported_is_a_dependency(runtime: str, major: int, minor: int) -> None:
    assert classify_kind(f"Error: {runtime} {major}.{minor} is not supported") is K.DEPENDENCY
    assert classify_kind(f"This tool requires at least {runtime} v{major}.{minor}") is K.DEPENDENCY


def test_a_jest_or_mocha_cross_is_still_a_test_title() -> None:
    # the cross before a test title is left out (its words are the title's), unless a uv/miette box follows it
    message = "  × returns 429 when the rate limit is exceeded (12 ms)\n\nTests: 1 failed, 3 passed, 4 total"
    assert classify_kind(message) is K.TEST


IMPORT_MORE = [
    # PHP's autoloader: the class's package is not installed (composer), the analogue of ClassNotFoundException
    'PHP Fatal error:  Uncaught Error: Class "GuzzleHttp\\Client" not found in /var/www/html/index.php:12',
    "Fatal error: Uncaught Error: Class 'Monolog\\Logger' not found in /app/src/log.php:7",
]


@pytest.mark.parametrize("message", IMPORT_MORE)
def test_a_class_the_autoloader_cannot_find_is_an_import(message: str) -> None:
    assert classify_kind(message) is K.IMPORT


def test_a_test_that_expected_an_exception_is_a_test_failure_whatever_the_exception() -> None:
    # pytest.raises names the exception the test expected: the test failed, nothing was refused
    assert classify_kind("E       Failed: DID NOT RAISE <class 'requests.exceptions.ConnectionError'>") is K.TEST
    assert classify_kind("Failed: DID NOT RAISE <class 'PermissionError'>") is K.TEST


# -- where the evidence stands: prose after an expectation, a status a retry gave up on, names of functions ------

EVIDENCE_IN_PLACE = [
    # rohitaryal/imageFX-api#2, one line: "Expected" here is the server's prose after the message, not a test's
    '{"error":{"code":401,"message":"Request had invalid authentication credentials. Expected OAuth 2 access token, '
    'login cookie or other valid authentication credential.","status":"UNAUTHENTICATED"}}',
    # spotDL/spotify-downloader#2139: urllib3's retries ran out on 429 responses
    "MaxRetryError: HTTPSConnectionPool(host='api.spotify.com', port=443): Max retries exceeded with url: "
    "/v1/playlists/4aPFTS9xyFzVukzdMPcJpv?additional_types=track (Caused by ResponseError('too many 429 error "
    "responses'))",
]


@pytest.mark.parametrize(("message", "kind"), list(zip(EVIDENCE_IN_PLACE, (K.AUTH, K.RATE_LIMIT), strict=True)))
def test_evidence_before_an_expectation_or_inside_a_retry_error_counts(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@given(st.sampled_from(["401", "403", "429", "503"]))
def test_a_status_urllib3_gave_up_on_is_read_as_one(status: str) -> None:
    expected = {"401": K.AUTH, "403": K.PERMISSION, "429": K.RATE_LIMIT, "503": K.NETWORK}[status]
    message = f"Max retries exceeded with url: /v1/x (Caused by ResponseError('too many {status} error responses'))"
    assert classify_kind(message) is expected


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("in handle_unauthorized():\nKeyError: 'access_token'", K.RUNTIME),
        ("in onThrottled():\nFileNotFoundError: [Errno 2] No such file or directory: 'cache.lock'", K.RUNTIME),
        ("SocketTimeoutException: Read timed out (in is_unauthorized_error)", K.TIMEOUT),
        ("DuplicateKeyError: E11000 duplicate key error collection: app.users (in is_ssl_error)", K.RUNTIME),
        ("Error: read ECONNRESET (in handle_throttled)", K.NETWORK),
        # the evidence itself, standing alone, still counts
        ("botocore.exceptions.ClientError: An error occurred (Throttling) when calling the X operation: Throttled",
         K.RATE_LIMIT),
        ("aiohttp.web_exceptions.HTTPUnauthorized: Unauthorized", K.AUTH),
        ("requests.exceptions.SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed", K.NETWORK),
    ],
)  # fmt: skip
def test_a_function_or_snake_case_name_holding_an_evidence_word_is_a_name(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


_CHAIN = (
    "Traceback (most recent call last):\n"
    '  File "/usr/lib/python3.11/site-packages/urllib3/connection.py", line 203, in _new_conn\n'
    "    sock = connection.create_connection(\n"
    "{first}\n\n{marker}:\n\n"
    "Traceback (most recent call last):\n"
    '  File "app.py", line 9, in <module>\n'
    "    load()\n"
    "{last}"
)
_MARKERS = st.sampled_from(
    ["The above exception was the direct cause of the following exception",
     "During handling of the above exception, another exception occurred"]
)  # fmt: skip


@given(_MARKERS, st.sampled_from(["RuntimeError: could not load the model", "ValueError: bad response", "Exception"]))
def test_in_a_python_chain_a_specific_first_exception_decides_over_a_generic_last_one(marker: str, last: str) -> None:
    first = "ConnectionRefusedError: [Errno 111] Connection refused"
    assert classify_kind(_CHAIN.format(first=first, marker=marker, last=last)) is K.NETWORK


@given(_MARKERS)
def test_in_a_python_chain_a_specific_last_exception_still_decides(marker: str) -> None:
    first = "ConnectionRefusedError: [Errno 111] Connection refused"
    last = "openai.AuthenticationError: Error code: 401 - {'error': {'code': 'invalid_api_key'}}"
    assert classify_kind(_CHAIN.format(first=first, marker=marker, last=last)) is K.AUTH
    # and a generic first exception leaves the last one's kind
    assert classify_kind(_CHAIN.format(first="KeyError: 'x'", marker=marker, last="ValueError: y")) is K.RUNTIME


# -- test: test runners' summaries and assertion libraries in their documented wording -------------------------

RUNNERS = [
    "Failed!  - Failed:     1, Passed:    41, Skipped:     0, Total:    42, Duration: 401 ms - App.Tests.dll (net8.0)",
    "  Expected: 401\n  But was:  200",  # NUnit
    "[  FAILED  ] RateLimiterTest.AllowsBurst (0 ms)\n[==========] 12 tests ran. (401 ms total)\n"
    "[  PASSED  ] 11 tests.",
    "/src/limiter_test.cc:42: Failure\nExpected equality of these values:\n  limiter.Allow()\n"
    "    Which is: false\n  true",
    'XCTAssertEqual failed: ("401") is not equal to ("200")',
    "  1) test returns 401 without token (MyAppWeb.AuthTest)\n     test/my_app_web/auth_test.exs:12\n"
    "     Assertion with == failed\n     code:  assert conn.status == 401\n     left:  200\n     right: 401",
    " › 1 snapshot failed.\nSnapshot Summary\n › 1 snapshot failed from 1 test suite.",
    "Expected response code 200, got 401",
    # Playwright's retrying expectation ran out of time: the assertion failed, and what it received is a value
    "Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\nLocator: getByRole('alert')\n"
    'Expected string: "Saved"\nReceived string: "Permission denied"',
]


@pytest.mark.parametrize("message", RUNNERS)
def test_a_runner_s_summary_or_an_assertion_library_s_wording_is_a_test_failure(message: str) -> None:
    assert classify_kind(message) is K.TEST


def test_esbuild_s_cross_before_its_error_is_not_a_test_title() -> None:
    assert classify_kind('✘ [ERROR] Could not resolve "lodash-es"\n\n    src/util.ts:1:22:') is K.IMPORT


# -- import: a module, package or header each toolchain reports in its own words --------------------------------

TOOLCHAIN_IMPORTS = [
    "fatal error C1083: Cannot open include file: 'openssl/ssl.h': No such file or directory",  # MSVC
    "lib/main.dart:3:8: Error: Not found: 'package:http/http.dart'\nimport 'package:http/http.dart' as http;",
    "Error in library(dplyr) : there is no package called ‘dplyr’",  # R
    "ERROR: LoadError: ArgumentError: Package CSV not found in current path.",  # Julia
    "Can't locate JSON.pm in @INC (you may need to install the JSON module) (@INC contains: /etc/perl)",  # Perl
    "lua: main.lua:1: module 'socket' not found:\n\tno field package.preload['socket']",  # Lua
]


@pytest.mark.parametrize("message", TOOLCHAIN_IMPORTS)
def test_a_module_package_or_header_a_toolchain_cannot_find_is_an_import(message: str) -> None:
    assert classify_kind(message) is K.IMPORT


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # a command-line option is a name, whatever words it is made of
        ("error: invalid value 'abc' for '--rate-limit <RATE_LIMIT>': invalid digit found in string", K.RUNTIME),
        ("error: unexpected argument '--permission-denied-exit' found", K.RUNTIME),
        # parsers' expectations in Rust's words, and JavaScript's truncated JSON
        ("error: expected expression, found keyword `async`", K.SYNTAX),
        ("Error parsing config.toml: expected an equals, found a newline at line 4 column 8", K.SYNTAX),
        ("Error: Unexpected end of JSON input", K.SYNTAX),
    ],
)
def test_options_and_parsers_expectations_are_read_for_what_they_are(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


TOOLS_AND_CHECKS = [
    # yarnpkg/yarn#8091, angular/angular#26474: PowerShell's word for a command that is not installed
    "yarn : The term 'yarn' is not recognized as the name of a cmdlet,\nfunction, script file, or operable program. "
    "Check the spelling of the\nname, or if a path was included, verify that the path is correct and\ntry again.\n"
    "At line:1 char:1\n+ yarn init\n+ ~~~~\n    + CategoryInfo          : ObjectNotFound: (yarn:String) [], "
    "CommandNotFoundException",
    # the Command Line Tools gone after a macOS upgrade
    "xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: "
    "/Library/Developer/CommandLineTools/usr/bin/xcrun",
    "gyp: No Xcode or CLT version detected!\ngyp ERR! configure error",
]


@pytest.mark.parametrize("message", TOOLS_AND_CHECKS)
def test_a_tool_the_shell_or_the_os_does_not_have_is_a_dependency(message: str) -> None:
    assert classify_kind(message) is K.DEPENDENCY


@pytest.mark.parametrize(
    "message",
    [
        # gatling/gatling#2786: Gatling's failed checks name the status the check expected and the one it found
        "> status.find.in(200), but actually found 500                      2072 (23.97%)\n"
        "> status.find.is(200), but actually found 500                      1667 (19.29%)",
        "---- Errors ----\n> status.find.in(200,201,202,203,204,205,206,207,208,209,304), but actually"
        "    142 (100.0%)\n found 429",
        # IntelliJ's comparison of an assertion's values
        "java.lang.AssertionError: \nExpected :200\nActual   :401\n<Click to see difference>",
    ],
)
def test_a_load_test_s_check_or_an_ide_s_comparison_is_a_test_failure(message: str) -> None:
    assert classify_kind(message) is K.TEST


def test_a_package_manager_s_lock_held_by_another_run_is_runtime_and_a_lock_it_may_not_open_is_permission() -> None:
    held = (
        "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2345 (apt)\n"
        "N: Be aware that removing the lock file is not a solution and may break your system.\n"
        "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?"
    )
    assert classify_kind(held) is K.RUNTIME
    not_root = (
        "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
        "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?"
    )
    assert classify_kind(not_root) is K.PERMISSION


@pytest.mark.parametrize(
    "message",
    [
        "Cannot load driver class: com.mysql.cj.jdbc.Driver",
        # plan-player-analytics/Plan#3931, apache/shardingsphere#14613
        "java.lang.RuntimeException: Failed to load driver class com.mysql.cj.jdbc.Driver in either of HikariConfig "
        "class loader or Thread context classloader",
        "[ERROR] 2022-01-07 19:12:53.820 [main] com.zaxxer.hikari.HikariConfig - Failed to load driver class "
        "com.mysql.cj.jdbc.Driver from HikariConfig class classloader sun.misc.Launcher$AppClassLoader@18b4aac2",
        "Cannot load JDBC driver class 'com.mysql.cj.jdbc.Driver'",
        "java.sql.SQLException: No suitable driver found for jdbc:mysql://localhost:3306/db",
    ],
)
def test_a_jdbc_driver_class_that_cannot_be_loaded_is_an_import(message: str) -> None:
    assert classify_kind(message) is K.IMPORT


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # nodemailer: the message says little, the error object's code says it all
        ("Error: Greeting never received\n    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/"
         "smtp-connection/index.js:784:19) {\n  code: 'ETIMEDOUT',\n  command: 'CONN'\n}", K.TIMEOUT),
        ('request failed: {"errno": "EACCES", "path": "/usr/local/lib/node_modules"}', K.PERMISSION),
        ("openai.BadRequestError: {'error': {'message': 'x', 'code': 'invalid_api_key'}}", K.AUTH),
        # other quoted values stay names
        ("KeyError: 'ETIMEDOUT'", K.RUNTIME),
    ],
)  # fmt: skip
def test_a_quoted_value_under_a_code_key_is_the_error_code_not_a_name(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


def test_a_native_module_built_for_another_runtime_version_is_a_dependency() -> None:
    message = (
        "Error: The module '/app/node_modules/bcrypt/lib/binding/napi-v3/bcrypt_lib.node'\nwas compiled against a "
        "different Node.js version using\nNODE_MODULE_VERSION 72. This version of Node.js requires\n"
        "NODE_MODULE_VERSION 83. Please try re-compiling or re-installing"
    )
    assert classify_kind(message) is K.DEPENDENCY


def test_a_linker_named_with_its_extension_that_is_not_installed_is_a_dependency() -> None:
    message = (
        "error: linker `link.exe` not found\n  |\n  = note: program not found\n\n"
        "note: the msvc targets depend on the msvc linker but `link.exe` was not found"
    )
    assert classify_kind(message) is K.DEPENDENCY


_SAID = {"401": K.AUTH, "403": K.PERMISSION, "429": K.RATE_LIMIT, "503": K.NETWORK}


@given(st.sampled_from(sorted(_SAID)))
def test_a_status_before_the_body_it_came_with_is_read_as_one(status: str) -> None:
    assert classify_kind(f'{status} {{"type":"error","error":{{"message":"x"}}}}') is _SAID[status]


@pytest.mark.parametrize(
    "message",
    [
        "query returned 429 rows in 1.2s",
        "[503/1000] Building CXX object src/CMakeFiles/app.dir/main.cc.o\nmake: *** [all] Error 2",
        "lint failed with 401 warnings",
        "GET /api/users 200 12.3ms\nTypeError: Cannot read properties of undefined (reading 'id')",
        "assert f() == 200, 'f() returned 403'",
    ],
)
def test_counts_progress_and_assertions_are_not_statuses(message: str) -> None:
    assert classify_kind(message) not in (K.AUTH, K.PERMISSION, K.RATE_LIMIT, K.NETWORK)


@pytest.mark.parametrize(
    "message",
    [
        # caicloud/cyclone#1250, camenduru/stable-diffusion-webui-modal#6: a clone's transfer broken in TLS or HTTP/2
        "error: RPC failed; curl 56 GnuTLS recv error (-9): Error decoding the received TLS packet.\n"
        "fatal: early EOF\nfatal: index-pack failed",
        "error: RPC failed; curl 16 Error in the HTTP2 framing layer\nerror: 1683 bytes of body are still expected\n"
        "fetch-pack: unexpected disconnect while reading sideband packet\nfatal: early EOF",
        "error: RPC failed; curl 18 transfer closed with outstanding read data remaining\nfatal: early EOF",
        "fatal: unable to access 'https://github.com/x/y.git/': gnutls_handshake() failed: The TLS connection was "
        "non-properly terminated.",
        "npm ERR! code EPROTO\nnpm ERR! errno EPROTO\nnpm ERR! request to https://registry.npmjs.org/x failed, reason: "
        "write EPROTO 140:error:1408F10B:SSL routines:ssl3_get_record:wrong version number",
    ],
)
def test_a_transfer_broken_in_tls_or_http2_is_a_network_failure(message: str) -> None:
    assert classify_kind(message) is K.NETWORK


def test_a_push_refused_for_its_size_is_not_a_network_failure() -> None:
    message = "error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\nfatal: the remote end hung up"
    assert classify_kind(message) is not K.AUTH


@pytest.mark.parametrize(
    "message",
    [
        "Error: Cannot perform an interactive login from a non TTY device",
        "npm ERR! code ENEEDAUTH\nnpm ERR! need auth This command requires you to be logged in to "
        "https://registry.npmjs.org/",
        "error: failed to get credentials for 'https://index.docker.io/v1/': exit status 1",
        "gh: To use GitHub CLI in a GitHub Actions workflow, set the GH_TOKEN environment variable.",
        "Error: Input required and not supplied: token",
    ],
)
def test_credentials_a_tool_was_not_given_are_auth(message: str) -> None:
    assert classify_kind(message) is K.AUTH


def test_apt_without_room_for_its_archives_is_disk() -> None:
    assert classify_kind("E: You don't have enough free space in /var/cache/apt/archives/.") is K.DISK


def test_safari_s_failed_fetch_is_a_network_failure() -> None:
    # Safari's words for what Chrome calls ``TypeError: Failed to fetch``
    assert classify_kind("Unhandled Promise Rejection: TypeError: Load failed") is K.NETWORK
    assert classify_kind("TypeError: Load failed for the module x") is K.TYPE


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        (r"Error: ENOENT: no such file or directory, open 'C:\Users\dev\timeout\config.json'", K.RUNTIME),
        (r"The system cannot find the file specified: C:\projects\rate-limit\bin\run.exe", K.RUNTIME),
        (r"System.IO.FileNotFoundException: Could not find file 'C:\app\Forbidden\index.html'.", K.RUNTIME),
        (r"FileNotFoundError: [WinError 3] The system cannot find the path specified: 'C:\\app\\timeout\\x'",
         K.RUNTIME),
        # the failure itself still counts
        (r"PermissionError: [WinError 5] Access is denied: 'C:\Program Files\Python311\Lib\site-packages\x'",
         K.PERMISSION),
    ],
)  # fmt: skip
def test_a_windows_path_is_a_name_whatever_its_folders_are_called(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ('npm ERR! Could not resolve dependency:\nnpm ERR! peer express-rate-limit@"^6" from rate-limit-redis@3.0.0',
         K.DEPENDENCY),
        ("npm WARN deprecated express-rate-limit@5.0.0: use v7\nTypeError: limiter is not a function", K.TYPE),
        ("Error: rate-limit-exceeded", K.RATE_LIMIT),
        ("Rate-limit reached, retry after 30s", K.RATE_LIMIT),
    ],
)  # fmt: skip
def test_a_package_named_for_rate_limits_is_not_a_rate_limit(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # cmd.exe and PowerShell in the locales Windows prints in: a command that is not installed
        ("'yarn' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。", K.DEPENDENCY),
        ('"yarn" wird nicht als interner oder externer Befehl, betriebsfähiges Programm oder Batchdatei erkannt.',
         K.DEPENDENCY),
        ("'yarn' n'est pas reconnu en tant que commande interne\nou externe, un programme exécutable ou un fichier de "
         "commandes.", K.DEPENDENCY),
        ("yarn : 无法将“yarn”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。", K.DEPENDENCY),
        # mmin18/LayoutCast#85: javac in Chinese, a package that does not exist
        ("错误: 程序包com.google.gson不存在", K.IMPORT),
    ],
)  # fmt: skip
def test_a_missing_command_or_package_is_read_in_windows_and_javac_locales(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(
    "message",
    [
        "Your build is currently configured to use incompatible Java 21.0.1 and Gradle 8.2. Cannot sync the project.",
        "The project uses Gradle 6.7 which is incompatible with Java 17 or newer.",
        "error occurred: Failed to find tool. Is `gcc` installed?",  # the cc crate
    ],
)
def test_a_build_tool_and_runtime_that_do_not_go_together_or_a_missing_compiler_is_a_dependency(message: str) -> None:
    assert classify_kind(message) is K.DEPENDENCY


def test_jest_s_named_expected_and_received_values_are_a_test_failure() -> None:
    assert classify_kind('    Expected substring: "rate limit"\n    Received string:    "ok"') is K.TEST
    assert classify_kind("Expected number of calls: 1\nReceived number of calls: 0") is K.TEST


@given(st.sampled_from(["", "> hi\n", "user@host:~/src/app$ gemini\n", "2024-05-14 12:03:33 "]))
def test_gemini_cli_s_cross_before_its_api_error_is_not_a_test_title(before: str) -> None:
    message = (
        '✕ [API Error: got status: 429 Too Many Requests. {"error":{"code":429,"message":"Quota exceeded for quota '
        'metric \'Gemini 2.5 Pro Requests\'","status":"RESOURCE_EXHAUSTED"}}]'
    )
    assert classify_kind(before + message) is K.RATE_LIMIT


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # anyhow's and eyre's numbered causes are sentences, read like Java's "Caused by:"
        ("Error: failed to fetch the index\n\nCaused by:\n    0: error sending request for url "
         "(https://index.crates.io/config.json)\n    1: client error (Connect)\n    2: tcp connect error: Connection "
         "refused (os error 111)", K.NETWORK),
        ("Error: Failed to write config\n\nCaused by:\n    0: Failed to create /etc/app/config.toml\n"
         "    1: Permission denied (os error 13)", K.PERMISSION),
        ("Error: \n   0: Failed to connect\n   1: Connection refused (os error 111)\n\nLocation:\n   src/main.rs:10",
         K.NETWORK),
        # a backtrace's numbered symbols are still frames
        ("thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', src/main.rs:4:5\n"
         "stack backtrace:\n   0: rust_begin_unwind\n   1: core::panicking::panic_fmt\n   3: app::check_rate_limit\n"
         "   4: <F as core::ops::function::FnOnce>::call_once\n  14: 0x55d8c1 - std::rt::lang_start::h6b2", K.RUNTIME),
    ],
)  # fmt: skip
def test_numbered_causes_are_read_and_numbered_backtrace_symbols_are_not(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


def test_a_value_given_for_a_timeout_setting_is_not_a_timeout() -> None:
    assert classify_kind("Error: invalid value for timeout: abc") is K.RUNTIME


@pytest.mark.parametrize(
    "message",
    [
        # a server's log line in a test's output, and a test's expectation after a comma, are not the failure
        "GET /admin 403 2.1ms\nAssertionError: expected 200 to equal 403",
        "HTTP status 401, expected 200",
        "status code 429 does not match expected 200",
        # a rich traceback's title stays: the last exception decides, not the code in its frames
        "╭──────── Traceback (most recent call last) ────────╮\n│ /app/client.py:42 in fetch                │\n"
        "│ ❱ 42 │   raise PermissionError('denied')  # retry on rate limit │\n╰──────────────────────────────╯\n"
        "KeyError: 'items'",
    ],
)
def test_traps_around_the_new_rules_keep_their_kind(message: str) -> None:
    assert classify_kind(message) not in (K.AUTH, K.PERMISSION, K.RATE_LIMIT, K.NETWORK, K.TIMEOUT)


def test_error_codes_in_jest_s_diff_are_compared_values() -> None:
    message = (
        "expect(received).toEqual(expected) // deep equality\n\n- Expected  - 1\n+ Received  + 1\n\n  Object {\n"
        '-   "code": "ETIMEDOUT",\n+   "code": "ECONNREFUSED",\n  }'
    )
    assert classify_kind(message) is K.TEST


def test_ruby_s_numbered_from_lines_are_frames_whatever_their_methods_are_called() -> None:
    message = (
        "Traceback (most recent call last):\n\t5: from app.rb:3:in `<main>'\n"
        "\t3: from /usr/lib/ruby/2.7.0/timeout.rb:105:in `timeout'\n"
        "\t1: from /usr/lib/ruby/2.7.0/net/http.rb:939:in `open'\n"
        "/usr/lib/ruby/2.7.0/net/http.rb:939:in `initialize': Failed to open TCP connection to api.example.com:443 "
        "(getaddrinfo: Name or service not known) (SocketError)"
    )
    assert classify_kind(message) is K.NETWORK


def test_uv_s_error_after_a_cross_is_read_inside_a_panel_too() -> None:
    message = (
        "  × No solution found when resolving dependencies:\n  ╰─▶ Because x depends on y>=2 and you require y<2, "
        "we can conclude that your requirements are unsatisfiable.\n      │ hint: pin y"
    )
    assert classify_kind(message) is K.DEPENDENCY


@pytest.mark.parametrize(
    "message",
    [
        "Expected a 200 response, found 401",  # a test's expectation, not a parser's
        '403 {\n404   "name": 1',  # a listing's line numbers before code, not a status before its body
    ],
)
def test_a_parser_s_wording_and_a_body_s_status_need_their_own_shapes(message: str) -> None:
    assert classify_kind(message) not in (K.SYNTAX, K.PERMISSION)


def test_grpc_s_message_size_limit_is_not_a_rate_limit() -> None:
    # RESOURCE_EXHAUSTED is also gRPC's code for a message over the size limit: nothing was spent
    message = "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (4194305 vs. 4194304)"
    assert classify_kind(message) is not K.RATE_LIMIT
    quota = "rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'Requests per minute'"
    assert classify_kind(quota) is K.RATE_LIMIT


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # Node 17+'s OpenSSL 3 refusing webpack 4's hash: an engine version webpack 4 does not support
        ("Error: error:0308010C:digital envelope routines::unsupported\n"
         "    at new Hash (node:internal/crypto/hash:71:19)\n    at Object.createHash (node:crypto:133:10)",
         K.DEPENDENCY),
        ("Error: error:0308010C:digital envelope routines::unsupported\n"
         "    at new Hash (node:internal/crypto/hash:67:19) {\n"
         "  opensslErrorStack: [ 'error:03000086:digital envelope routines::initialization error' ],\n"
         "  library: 'digital envelope routines',\n  reason: 'unsupported',\n  code: 'ERR_OSSL_EVP_UNSUPPORTED'\n}",
         K.DEPENDENCY),
        ('Script result: xcrun: error: unable to find utility "simctl", not a developer tool or in PATH', K.DEPENDENCY),
        # git refuses a repository another user owns: an ownership check
        ("2025-05-02T07:44:31.5390429Z fatal: detected dubious ownership in repository at '/github/workspace'\n"
         "2025-05-02T07:44:31.5390838Z To add an exception for this directory, call:", K.PERMISSION),
        ("fatal: unsafe repository ('/github/workspace' is owned by someone else)", K.PERMISSION),
        # a call's signature, behind a validator or a log level
        ("ValidationError: 1 validation error for ChatOpenAI __root__ Client.__init__() got an unexpected keyword "
         "argument 'proxies' (type=type_error)", K.TYPE),
        ("[ERROR] get() got an unexpected keyword argument 'proxies'", K.TYPE),
        # a header without an extension, then the compiler's stop
        ("`fatal error: Eigen/Core: No such file or directory\ncompilation terminated.\nmake: *** [all] Error 2",
         K.IMPORT),
        # a host name that does not resolve inside a driver's timeout is network, like a refusal
        ("pymongo.errors.ServerSelectionTimeoutError: localhost:27017: [Errno -2] Name or service not known, "
         "Timeout: 30s", K.NETWORK),
        # the inotify watch limit, whatever the error object's code says
        ("Error: ENOSPC: System limit for number of file watchers reached, watch\n    at FSWatcher._handle.onchange "
         "(node:internal/fs/watchers:207:21) {\n  errno: -28,\n  syscall: 'watch',\n  code: 'ENOSPC',\n"
         "  filename: null\n}", K.RUNTIME),
        # a CI log view's bars before the command's lines (Buildkite): apt's lock held by another run
        ("sudo apt-get install libssl-dev\n--\n  | E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by "
         "process 4407 (unattended-upgr)\n  | E: Unable to acquire the dpkg frontend lock "
         "(/var/lib/dpkg/lock-frontend), is another process using it?\n"
         "  | 🚨 Error: The command exited with status 100",
         K.RUNTIME),
    ],
)  # fmt: skip
def test_the_fresh_part_s_classes_read_by_their_definitions(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


def test_a_name_in_gnu_s_quotes_is_a_name() -> None:
    assert classify_kind(
        "(.text+0x20): undefined reference to `timeout'\ncollect2: error: ld returned 1 exit status"
    ) is (K.RUNTIME)
