"""Batch 11: timeouts (mocha, Go HTTP clients) and full disks (yarn, npm)."""
from lib import H, O

G = "https://github.com/"

# ---------------- timeouts ----------------
O(r"""
Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure "done()" is called; if returning a Promise, ensure it resolves.
""", "timeout", "node", G + "resurfaceio/logger-nodejs/issues/22",
  inc=[[("Timeout of 2000ms", "Timeout of 5000ms")]])

O(r"""
Error: Timeout of 3000ms exceeded. For async tests and hooks, ensure "done()" is called; if returning a Promise, ensure it resolves.
""", "timeout", "node", G + "mochajs/mocha/issues/4268", same_as=G + "resurfaceio/logger-nodejs/issues/22",
  note="same failure as resurfaceio/logger-nodejs/issues/22 with another configured timeout")

O(r"""
"before all" hook: startTestServer:
     Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure "done()" is called; if returning a Promise, ensure it resolves. (C:\Repos\learning\integration testing\tutorial-rest-api-integration-testing-node-js\src\todos\__http-tests__\create-todo.test.js)
""", "timeout", "node", G + "maximilianschmitt/tutorial-rest-api-integration-testing-node-js/issues/1",
  inc=[[("C:\\Repos\\learning\\integration testing", "D:\\code")]],
  hn=[H([('"before all" hook: startTestServer:', '"after all" hook: stopTestServer:')], "failing hook before all startTestServer -> after all stopTestServer")])

O(r"""
Status code distribution:

  [200]	997 responses

  [504]	1 responses



Error distribution:

  [2]	Get "http://web1.com": context deadline exceeded (Client.Timeout exceeded while awaiting headers)
""", "timeout", "go", G + "rakyll/hey/issues/277", adv=True,
  note="200 and 504 are counted statuses of other requests; the error is the client timeout",
  inc=[[("[200]\t997 responses", "[200]\t995 responses"), ("[504]\t1 responses", "[504]\t2 responses"), ("[2]\tGet", "[3]\tGet")]],
  hn=[H([("context deadline exceeded (Client.Timeout exceeded while awaiting headers)", "dial tcp 10.0.0.5:80: connect: connection refused")],
        "client error timeout awaiting headers -> connection refused", kind="network", adv=True)])

O(r"""
[04:46:55] Get "https://api.github.com/search/code?per_page=100&s=indexed&type=Code&o=desc&q=%22taobao.com%22&page=1": context deadline exceeded (Client.Timeout exceeded while awaiting headers)
""", "timeout", "go", G + "gwen001/github-endpoints/issues/2",
  inc=[[("[04:46:55]", "[17:02:31]"), ("&page=1", "&page=3")]],
  hn=[H([("context deadline exceeded (Client.Timeout exceeded while awaiting headers)", "dial tcp 140.82.121.6:443: connect: connection refused")],
        "client error timeout awaiting headers -> connection refused", kind="network", inc=[[("[04:46:55]", "[04:47:10]")]])])

O(r"""
relaypulse-monitor  | 2025/11/26 19:31:19 [Probe] ERROR 88code-cc-standard-channel: Post "https://www.88code.org/api/v1/messages": context deadline exceeded (Client.Timeout exceeded while awaiting headers)
""", "timeout", "go", G + "prehisle/relay-pulse/issues/15",
  inc=[[("2025/11/26 19:31:19", "2025/11/27 08:05:44")]],
  hn=[H([("context deadline exceeded (Client.Timeout exceeded while awaiting headers)", "tls: failed to verify certificate: x509: certificate has expired or is not yet valid")],
        "client error timeout -> expired TLS certificate", kind="network")])

O(r"""
[DBG] Failure 'http://jigsaw.w3.org': GET http://jigsaw.w3.org giving up after 1 attempts: Get "http://jigsaw.w3.org": context deadline exceeded (Client.Timeout exceeded while awaiting headers)
""", "timeout", "go", G + "projectdiscovery/httpx/issues/210",
  inc=[[("giving up after 1 attempts", "giving up after 2 attempts")]])

# ---------------- disk ----------------
O(r"""
yarn install v1.13.0
[1/4] Resolving packages...
[2/4] Fetching packages...
error Could not write file "/usr/local/jenkins/workspace/project/yarn-error.log": "ENOSPC: no space left on device, write"
error An unexpected error occurred: "ENOSPC: no space left on device, write".
info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.
info There appears to be trouble with your network connection. Retrying...
""", "disk", "yarn", G + "yarnpkg/yarn/issues/7081", adv=True,
  note="yarn adds a network hint; the failure is a full disk",
  inc=[[("/usr/local/jenkins/workspace/project", "/var/lib/jenkins/workspace/web-build")]],
  hn=[H([('"ENOSPC: no space left on device, write"', '"EACCES: permission denied, open"')],
        "errno ENOSPC -> EACCES", kind="permission", adv=True)])

O(r"""
$ yarn install
yarn install v1.5.1
[1/4] Resolving packages...
[2/4] Fetching packages...
error An unexpected error occurred: "https://registry.yarnpkg.com/caniuse-db/-/caniuse-db-1.0.30000847.tgz: ENOSPC: no space left on device, write".
info If you think this is a bug, please open a bug report with the information provided in "/builds/xxxx/docs/yarn-error.log".
info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.
ERROR: Job failed: exit code 1
""", "disk", "yarn", G + "yarnpkg/yarn/issues/6895",
  inc=[[("/builds/xxxx/docs", "/builds/team/handbook/docs")]],
  hn=[H([("ENOSPC: no space left on device, write", "ETIMEDOUT: connect ETIMEDOUT 104.16.23.35:443")],
        "errno ENOSPC -> ETIMEDOUT", kind="timeout")])

O(r"""
yarn add lodash@4.17.21: yarn add v1.22.11
info No lockfile found.
[1/4] Resolving packages...
[2/4] Fetching packages...
[3/4] Linking dependencies...
error Could not write file "/tmp/esm-build-c1f0d67d1527832ac84854eef7f4f6ab77c0198d-ae91ddc1/yarn-error.log": "ENOSPC: no space left on device, open '/tmp/esm-build-c1f0d67d1527832ac84854eef7f4f6ab77c0198d-ae91ddc1/yarn-error.log'"
error An unexpected error occurred: "ENOSPC: no space left on device, mkdir '/tmp/esm-build-c1f0d67d1527832ac84854eef7f4f6ab77c0198d-ae91ddc1/node_modules'".
info Visit https://yarnpkg.com/en/docs/cli/add for documentation about this command.
""", "disk", "yarn", G + "esm-dev/esm.sh/issues/211",
  inc=[[("esm-build-c1f0d67d1527832ac84854eef7f4f6ab77c0198d-ae91ddc1", "esm-build-c38732cb74038d8eff400b46b1a34799408a05a3-2b6d1ae2"), ("lodash@4.17.21", "luxon@2.1.1")]])

O(r"""
-bash: cannot create temp file for here document: No space left on device
yarn remove v1.6.0
[1/2] 🗑  Removing module cleave.js...
error Could not write file "/Users/hanxue/PPP/jinrong/yarn-error.log": "ENOSPC: no space left on device, write"
error An unexpected error occurred: "ENOSPC: no space left on device, write".
""", "disk", "yarn", G + "yarnpkg/yarn/issues/6067",
  inc=[[("/Users/hanxue/PPP/jinrong", "/Users/dev/work/app")]])

O(r"""
npm WARN tar ENOSPC: no space left on device, write
npm WARN tar ENOSPC: no space left on device, open 'C:\laravel\Bus service Provider\node_modules\.staging\caniuse-lite-1ec8775a\data\regions\HR.js'
npm WARN tar ENOSPC: no space left on device, open 'C:\laravel\Bus service Provider\node_modules\.staging\lodash-3938a646\join.js'

npm ERR! cb() never called!

npm ERR! This is an error with npm itself. Please report this error at:
npm ERR!     <https://npm.community>
""", "disk", "npm", G + "npm/cli/issues/2982", adv=True, note="npm blames itself; the warnings show the disk is full",
  inc=[[("caniuse-lite-1ec8775a", "caniuse-lite-77b0d2e1"), ("lodash-3938a646", "lodash-0c4f9e12")],
       [("C:\\laravel\\Bus service Provider", "C:\\projects\\bus-app")]])

O(r"""
galaxy_1    | error An unexpected error occurred: "ENOSPC: no space left on device, copyfile '/usr/local/share/.cache/yarn/v4/npm-rxjs-6.2.2-eb75fa3c186ff5289907d06483a77884586e1cf9/node_modules/rxjs/observable/IteratorObservable.js' -> '/galaxy/galaxyui/node_modules/rxjs/observable/IteratorObservable.js'".
galaxy_1    | info If you think this is a bug, please open a bug report with the information provided in "/galaxy/galaxyui/yarn-error.log".
galaxy_1    | info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.
galaxy_galaxy_1 exited with code 1
""", "disk", "yarn", G + "ansible/galaxy/issues/2016", note="out of inodes, reported as ENOSPC",
  inc=[[("observable/IteratorObservable.js", "observable/ArrayObservable.js")]])
