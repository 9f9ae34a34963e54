from lib import *
# --- go network timeouts to the module proxy
a = O('''
go: github.com/ethereum/go-ethereum@v1.9.25: Get "https://proxy.golang.org/github.com/ethereum/go-ethereum/@v/v1.9.25.mod": dial tcp 142.250.206.209:443: i/o timeout
''', "timeout", "go", "https://github.com/jmozah/exportSwarmKey/issues/3", adv=True, note="an IP address and port in a connect timeout")
I(a, [("142.250.206.209", "142.251.42.241")], "resolved proxy IP changed")
I(a, [("142.250.206.209", "172.217.24.17")], "resolved proxy IP changed")
h = H(a, [("i/o timeout", "connect: connection refused")], "failure: i/o timeout -> connection refused", kind="network")
I(h, [("142.250.206.209", "142.250.185.81")], "variant of the hard negative: IP changed")

a = O('''
verifying github.com/valyala/fasthttp@v1.5.0: github.com/valyala/fasthttp@v1.5.0: Get https://sum.golang.org/lookup/github.com/valyala/fasthttp@v1.5.0: dial tcp 172.217.27.145:443: i/o timeout
''', "timeout", "go", "https://github.com/valyala/fasthttp/issues/681", adv=True)
I(a, [("172.217.27.145", "142.250.66.49")], "resolved sumdb IP changed")
H(a, [("dial tcp 172.217.27.145:443: i/o timeout", "dial tcp: lookup sum.golang.org: no such host")], "failure: connect timeout -> DNS lookup failure", kind="network")

a = O('''
go: dmitri.shuralyov.com/html/belt@v0.0.0-20180602232347-f7d459c86be0: unrecognized import path "dmitri.shuralyov.com/html/belt" (https fetch: Get https://dmitri.shuralyov.com/html/belt?go-get=1: dial tcp 172.93.50.41:443: i/o timeout)
go: error loading module requirements
''', "timeout", "go", "https://github.com/shurcooL/home/issues/28", adv=True,
  note="'unrecognized import path' reads like an import error; the cause is a connect timeout")
I(a, [("172.93.50.41", "172.93.50.44")], "server IP changed")

a = O('''
go: github.com/kr/text@v0.2.0/go.mod: verifying module: github.com/kr/text@v0.2.0/go.mod: Get "https://sum.golang.org/lookup/github.com/kr/text@v0.2.0": dial tcp 172.217.160.81:443: i/o timeout
Jan  5 08:40:27.735330\tINFO\tbuild failed\t{"plan": "network", "groups": ["single"], "builder": "docker:go", "error": "docker build failed: The command '/bin/sh -c echo \\"Using go proxy: ${GO_PROXY}\\"     && cd ${PLAN_DIR}     && go env -w GOPROXY=\\"${GO_PROXY}\\"     && go mod download' returned a non-zero code: 1"}
''', "timeout", "go", "https://github.com/testground/testground/issues/1185", adv=True)
I(a, [("Jan  5 08:40:27.735330", "Jan  6 14:02:51.118204"), ("172.217.160.81", "172.217.24.17")], "timestamp and IP changed")
H(a, [('Get "https://sum.golang.org/lookup/github.com/kr/text@v0.2.0": dial tcp 172.217.160.81:443: i/o timeout', 'Get "https://sum.golang.org/lookup/github.com/kr/text@v0.2.0": proxyconnect tcp: dial tcp 10.0.0.1:8081: connect: connection refused')], "failure: i/o timeout -> proxy connection refused", kind="network")

# --- go.sum missing (dependency)
a = O('''
go: github.com/bitclout/core@v0.0.0-00010101000000-000000000000 requires
\tcloud.google.com/go/storage@v1.14.0: missing go.sum entry; to add it:
\tgo mod download cloud.google.com/go/storage
''', "dependency", "go", "https://github.com/deso-protocol/backend/issues/68", note="lockfile (go.sum) out of date")
I(a, [("\tgo mod download", "        go mod download"), (" requires\n\t", " requires\n        ")], "tabs rendered as spaces")
H(a, [("cloud.google.com/go/storage@v1.14.0", "cloud.google.com/go/pubsub@v1.3.1"), ("go mod download cloud.google.com/go/storage", "go mod download cloud.google.com/go/pubsub")], "module missing from go.sum: storage -> pubsub")

a = O('''
internal/cmd/control.go:10:2: missing go.sum entry for module providing package git.sr.ht/~mariusor/lw (imported by github.com/go-ap/fedbox/internal/cmd); to add:
        go get github.com/go-ap/fedbox/internal/cmd
app.go:11:2: missing go.sum entry for module providing package git.sr.ht/~mariusor/wrapper (imported by github.com/go-ap/fedbox); to add:
        go get github.com/go-ap/fedbox
''', "dependency", "go", "https://github.com/go-ap/fedbox/issues/11")
I(a, [("control.go:10:2", "control.go:12:2"), ("app.go:11:2", "app.go:13:2")], "line numbers changed")

a = O('''
go: golang.org/x/tools@v0.1.7 requires
        golang.org/x/mod@v0.6.0-dev.0.20220106191415-9b9b3d81d5e3: missing go.sum entry; to add it:
        go mod download golang.org/x/mod
''', "dependency", "go", "https://github.com/golang/go/issues/50934")
I(a, [("go: golang.org", "[gopls]> go test ./internal/regtest/workspace\ngo: golang.org")], "command prompt line prepended")

# --- cargo version resolution (dependency)
a = O('''
#9 25.53     Updating crates.io index
#9 1054.8 error: failed to select a version for the requirement `tracing-bunyan-formatter = "^0.3.1"`
#9 1054.8 candidate versions found which didn't match: 0.3.6, 0.3.4, 0.3.3, ...
#9 1054.8 location searched: crates.io index
''', "dependency", "rust", "https://github.com/LukeMathWalker/zero-to-production/issues/212", adv=True,
  note="1054.8 is elapsed seconds in a docker build log (a long step, not a timeout)")
I(a, [("#9 25.53", "#11 31.02"), ("#9 1054.8", "#11 988.3")], "docker step number and elapsed-time prefixes changed")
H(a, [('`tracing-bunyan-formatter = "^0.3.1"`', '`tracing-actix-web = "^0.5.0"`'), ("0.3.6, 0.3.4, 0.3.3", "0.7.2, 0.7.1, 0.7.0")], "requirement that cannot be met: tracing-bunyan-formatter -> tracing-actix-web")

a = O('''
error: failed to compile `cargo-public-api v0.23.0`, intermediate artifacts can be found at `/tmp/cargo-install119RS7`

Caused by:
  failed to select a version for the requirement `clap = "^4.0.23"`
  candidate versions found which didn't match: 3.2.23, 3.2.22, 3.2.21, ...
  location searched: crates.io index
  required by package `cargo-public-api v0.23.0`
''', "dependency", "rust", "https://github.com/cargo-public-api/cargo-public-api/issues/206")
I(a, [("cargo-install119RS7", "cargo-installzQ8Lm2")], "temp install dir changed")
I(a, [("/tmp/cargo-install119RS7", "/var/folders/5t/7k2m/T/cargo-installA1b2C3")], "temp dir changed (macOS)")
H(a, [('`clap = "^4.0.23"`', '`rustdoc-types = "^0.17.0"`'), ("3.2.23, 3.2.22, 3.2.21", "0.16.0, 0.15.0, 0.14.0")], "unmet requirement: clap -> rustdoc-types")

a = O('''
error: failed to select a version for the requirement `time = "^0.3.16"`
candidate versions found which didn't match: 0.3.15, 0.3.14, 0.3.13, ...
location searched: `ustc` index (which is replacing registry `crates-io`)
required by package `simple_logger v4.0.0`
    ... which satisfies dependency `simple_logger = "^4.0"` (locked to 4.0.0) of package `xxx`
perhaps a crate was updated and forgotten to be re-vendored?
''', "dependency", "rust", "https://github.com/borntyping/rust-simple_logger/issues/72")
I(a, [("package `xxx`", "package `logger-demo`")], "depending package name (the user's own crate) changed")

# --- npm ERESOLVE
a = O('''
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! While resolving: layout-volu-europe@0.1.0
npm ERR! Found: eslint@6.1.0
npm ERR! node_modules/eslint
npm ERR!   eslint@"^6.1.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer eslint@"^5.0.0" from @typescript-eslint/parser@1.13.0
npm ERR! node_modules/@typescript-eslint/parser
npm ERR!   @typescript-eslint/parser@"1.13.0" from the root project
''', "dependency", "node", "https://github.com/RCVolus/lol-pick-ban-ui/issues/95")
I(a, [("npm ERR!", "npm error")], "npm 10 log prefix ('npm error') instead of 'npm ERR!'")
H(a, [("Found: eslint@6.1.0", "Found: typescript@4.9.5"), ("node_modules/eslint\n", "node_modules/typescript\n"), ('eslint@"^6.1.0" from the root project', 'typescript@"^4.9.5" from the root project'), ('peer eslint@"^5.0.0"', 'peer typescript@"^3.2.1"')], "conflicting package: eslint -> typescript (one conflict, its versions follow)")

a = O('''
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! Found: postcss-load-config@3.0.0
npm ERR! node_modules/postcss-load-config
npm ERR!   postcss-load-config@"^3.0.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peerOptional postcss-load-config@"^2.1.0" from svelte-preprocess@4.6.1
npm ERR! node_modules/svelte-preprocess
npm ERR!   svelte-preprocess@"*" from the root project
npm ERR!
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force, or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR!
npm ERR! See C:\\Users\\kyryl\\AppData\\Local\\npm-cache\\eresolve-report.txt for a full report.

npm ERR! A complete log of this run can be found in:
npm ERR!     C:\\Users\\kyryl\\AppData\\Local\\npm-cache\\_logs\\2020-12-28T17_24_48_991Z-debug.log
''', "dependency", "node", "https://github.com/npm/cli/issues/2420")
I(a, [("2020-12-28T17_24_48_991Z", "2021-01-02T08_11_03_420Z")], "log timestamp changed")
I(a, [("C:\\Users\\kyryl\\AppData\\Local\\npm-cache", "D:\\cache\\npm")], "npm cache dir changed")

# --- python SyntaxError
a = O('''
$ python3 app.py 
  File "app.py", line 45
    print datagram
                 ^
SyntaxError: invalid syntax
''', "syntax", "python", "https://github.com/dz0ny/leapcast/issues/1")
I(a, [("line 45", "line 47")], "line number changed")
H(a, [("print datagram\n                 ^", "except socket.error, e\n                       ^")], "offending statement: py2 print -> py2 except clause")

a = O('''
$ python3 matcher.py -h
  File "matcher.py", line 147
    print "Loading taxonomy. Base categories: %s ...\" % ", ".join(args.base_category)
                                                    ^
SyntaxError: invalid syntax
''', "syntax", "python", "https://github.com/BernhardWenzel/google-taxonomy-matcher/issues/3")
I(a, [("$ python3 matcher.py -h", "$ python3 matcher.py --help")], "command line flag spelling changed")

a = O('''
  File "setup.py", line 34
    print('CodeReview requires Python 3', file=sys.stderr)
                                              ^
SyntaxError: invalid syntax
''', "syntax", "python", "https://github.com/FabriceSalvaire/CodeReview/issues/44", note="a py3 file run by python2")
I(a, [("line 34", "line 36")], "line number changed")

# --- go get auth failure
a = O('''
# cd .; git clone https://github.com/Go-zh/net /var/www/go/src/github.com/Go-zh/net
Cloning into '/var/www/go/src/github.com/Go-zh/net'...
fatal: could not read Username for 'https://github.com': terminal prompts disabled
package github.com/Go-zh/net/websocket: exit status 128
''', "auth", "go", "https://github.com/Go-zh/tour/issues/219", note="git needs credentials (here the repo did not exist; to git a private/absent repo looks the same)")
I(a, [("/var/www/go", "/home/star/go")], "GOPATH changed")
H(a, [("https://github.com/Go-zh/net /var/www/go/src/github.com/Go-zh/net", "https://github.com/Go-zh/text /var/www/go/src/github.com/Go-zh/text"), ("Cloning into '/var/www/go/src/github.com/Go-zh/net'", "Cloning into '/var/www/go/src/github.com/Go-zh/text'"), ("package github.com/Go-zh/net/websocket", "package github.com/Go-zh/text/encoding")], "repository that needs credentials: Go-zh/net -> Go-zh/text")

a = O('''
cd .; git clone https://github.com/wealdtech/go-domainsale /home/dani/go/src/github.com
/wealdtech/go-domainsale
Cloning into '/home/dani/go/src/github.com/wealdtech/go-domainsale'...
fatal: could not read Username for 'https://github.com': terminal prompts disabled
package github.com/wealdtech/go-domainsale/domainsalecontract: exit status 128
''', "auth", "go", "https://github.com/wealdtech/ethereal/issues/1", adv=True, note="exit status 128 is git's generic fatal code")
I(a, [("/home/dani/go", "/root/go")], "GOPATH changed")
