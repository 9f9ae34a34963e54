ORIGS = []
def O(text, kind, eco, src, adv=False, inc=(), hn=(), note="", key=None, same_as=None):
    ORIGS.append(dict(text=text.strip("\n"), kind=kind, eco=eco, src=src, adv=adv, inc=list(inc), hn=list(hn),
                      note=note, key=key, same_as=same_as))
def H(subs, note, kind=None, adv=False, inc=(), eco=None):
    d = dict(subs=subs, note=note, adv=adv, inc=list(inc))
    if kind: d["kind"] = kind
    if eco: d["eco"] = eco
    return d

# ---------------- git ----------------
O(r"""
Cloning into 'Schematica'...
Warning: Permanently added the RSA host key for IP address '192.30.252.129' to the list of known hosts.
Permission denied (publickey).
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.
""", "auth", "git", "https://github.com/Lunatrius/Schematica/issues/118",
  inc=[[("'Schematica'...", "'schematica-fork'..."), ("192.30.252.129", "140.82.121.4")],
       [("192.30.252.129", "140.82.114.3"), ("RSA host key", "RSA host key")]],
  hn=[H([("Permission denied (publickey).", "Connection closed by 192.30.252.129 port 22")],
        "ssh failure 'Permission denied (publickey)' -> 'Connection closed by <host> port 22' (connection dropped, not a rejected key)",
        kind="network", inc=[[("192.30.252.129", "140.82.113.4")]])])

O(r"""
Cloning into '/tmp/semver-git-repo'...
Host key verification failed.
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.
error bumping version: exit status 128
""", "auth", "git", "https://github.com/concourse/semver-resource/pull/3",
  inc=[[("/tmp/semver-git-repo", "/tmp/build/8f3a1c2e/semver-git-repo")],
       [("/tmp/semver-git-repo", "/var/folders/x7/semver-git-repo")]],
  hn=[H([("Host key verification failed.", "ssh: Could not resolve hostname github.com: Temporary failure in name resolution")],
        "'Host key verification failed' -> 'Could not resolve hostname' (DNS, not the host key)", kind="network")])

O(r"""
git@gitlab.com: Permission denied (publickey).
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.
""", "auth", "git", "https://github.com/mathieudutour/git-sketch-plugin/issues/211",
  inc=[[("\n\nPlease make sure", "\nPlease make sure")]],
  hn=[H([("git@gitlab.com", "git@bitbucket.org")], "service gitlab.com -> bitbucket.org (a different host where the key must be registered)")])

O(r"""
Permission denied, please try again.
Permission denied, please try again.
Permission denied (publickey,password).
fatal: Could not read from remote repository.
""", "auth", "git", "https://github.com/dthree/cash/issues/110", adv=False,
  inc=[[("Permission denied, please try again.\nPermission denied, please try again.\n", "Permission denied, please try again.\n")]])

# ---------------- npm ----------------
O(r"""
npm ERR! code E404
npm ERR! 404 Not Found - GET http://registry.npmjs.org/asb - Not found
npm ERR! 404 
npm ERR! 404  'asb@latest' is not in the npm registry.
npm ERR! 404 You should bug the author to publish it (or use the name yourself!)
npm ERR! 404 
npm ERR! 404 Note that you can also install from a
npm ERR! 404 tarball, folder, http url, or git url.

npm ERR! A complete log of this run can be found in:
npm ERR!     /root/.npm/_logs/2020-12-29T10_17_44_349Z-debug.log
Install for [ 'asb@latest' ] failed with code 1
""", "dependency", "npm", "https://github.com/npm/cli/issues/2421",
  inc=[[("/root/.npm/_logs/2020-12-29T10_17_44_349Z-debug.log", "/home/sourab/.npm/_logs/2021-01-04T08_02_11_007Z-debug.log")],
       [("2020-12-29T10_17_44_349Z", "2020-12-29T10_19_03_912Z")]],
  hn=[H([("/asb -", "/asc -"), ("'asb@latest'", "'asc@latest'")],
        "missing package asb -> asc", inc=[[("2020-12-29T10_17_44_349Z", "2021-02-11T16_40_27_118Z")]])])

O(r"""
npm ERR! code E404
npm ERR! 404 Not Found - GET https://registry.npmjs.org/error-ex/-/error-ex-1.3.2.tgz
npm ERR! 404
npm ERR! 404  'error-ex@1.3.2' is not in the npm registry.
npm ERR! 404 You should bug the author to publish it (or use the name yourself!)
npm ERR! 404
npm ERR! 404 Note that you can also install from a
npm ERR! 404 tarball, folder, http url, or git url.
""", "dependency", "npm", "https://github.com/Qix-/node-error-ex/issues/14",
  inc=[[("npm ERR! 404\nnpm ERR! 404 Note", "npm ERR! 404 \nnpm ERR! 404 Note")]],
  hn=[H([("error-ex/-/error-ex-1.3.2.tgz", "is-arrayish/-/is-arrayish-0.2.1.tgz"), ("'error-ex@1.3.2'", "'is-arrayish@0.2.1'")],
        "missing package error-ex@1.3.2 -> is-arrayish@0.2.1 (a different tarball)")])

O(r"""
$ npm i @tuxc/long
npm ERR! code E404
npm ERR! 404 Not Found - GET https://registry.npmjs.org/@tuxc%2flong - Not found
npm ERR! 404
npm ERR! 404  '@tuxc/long@latest' is not in the npm registry.
npm ERR! 404 You should bug the author to publish it (or use the name yourself!)
npm ERR! 404
npm ERR! 404 Note that you can also install from a
npm ERR! 404 tarball, folder, http url, or git url.
""", "dependency", "npm", "https://github.com/npm/cli/issues/1626",
  inc=[[("$ npm i @tuxc/long\n", "~/proj $ npm i @tuxc/long\n")]],
  hn=[H([("npm i @tuxc/long", "npm i @tuxc/short"), ("@tuxc%2flong", "@tuxc%2fshort"), ("'@tuxc/long@latest'", "'@tuxc/short@latest'")],
        "missing scoped package @tuxc/long -> @tuxc/short")])

O(r"""
npm ERR! code E401
npm ERR! Unable to authenticate, your authentication token seems to be invalid.
npm ERR! To correct this please try logging in again with:
npm ERR!     npm login
""", "auth", "npm", "https://github.com/derbyjs/derby-site/issues/66",
  inc=[[("npm ERR!     npm login", "npm ERR!     npm login\n\nnpm ERR! A complete log of this run can be found in:\nnpm ERR!     /Users/dev/.npm/_logs/2023-12-20T14_02_51_443Z-debug-0.log")]],
  hn=[H([("code E401", "code E403"), ("Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! To correct this please try logging in again with:\nnpm ERR!     npm login",
          "403 Forbidden - GET https://registry.npmjs.org/derby - Forbidden")],
        "npm error code E401 (bad token) -> E403 Forbidden (authenticated but not allowed)", kind="permission")])

O(r"""
npm ERR! code E401
npm ERR! Unable to authenticate, need: Basic realm="Artifactory Realm"

npm ERR! A complete log of this run can be found in:
npm ERR!     /Users/cy/.npm/_logs/2019-06-08T07_54_11_309Z-debug.log
""", "auth", "npm", "https://github.com/zowe/zowe-cli/issues/445",
  inc=[[("/Users/cy/.npm/_logs/2019-06-08T07_54_11_309Z-debug.log", "/home/runner/.npm/_logs/2019-06-09T11_20_45_802Z-debug.log")],
       [("2019-06-08T07_54_11_309Z", "2019-06-08T07_58_40_001Z")]],
  hn=[H([("Artifactory Realm", "GitHub Package Registry")], "registry service Artifactory -> GitHub Package Registry (a different registry's credentials)")])

O(r"""
npm error code E401
npm error Incorrect or missing password.
npm error If you were trying to login, change your password, create an
npm error authentication token or enable two-factor authentication then
npm error that means you likely typed your password in incorrectly.
npm error Please try again, or recover your password at:
npm error   https://www.npmjs.com/forgot
npm error
npm error If you were doing some other operation then your saved credentials are
npm error probably out of date. To correct this please try logging in again with:
npm error   npm login
""", "auth", "npm", "https://github.com/0Shark/live-interview/issues/3",
  inc=[[("npm error   npm login", "npm error   npm login\nnpm error A complete log of this run can be found in: C:\\Users\\jaccen\\AppData\\Local\\npm-cache\\_logs\\2024-07-09T03_11_52_104Z-debug-0.log")]])

# ---------------- HTTP APIs: OpenAI / Anthropic ----------------
O(r"""
openai.error.RateLimitError: Rate limit reached for gpt-4 in organization org-uVqpjtJiKqvVJMVfvpaounIh on tokens per min (TPM): Limit 10000, Used 8554, Requested 3082. Please try again in 9.816s. Visit https://platform.openai.com/account/rate-limits to learn more.
""", "rate_limit", "openai", "https://github.com/FoundationAgents/MetaGPT/issues/523",
  inc=[[("Used 8554, Requested 3082", "Used 9120, Requested 2410"), ("9.816s", "3.204s")],
       [("org-uVqpjtJiKqvVJMVfvpaounIh", "org-Q2mT8rLxw0aZk1bYpN4cD7e"), ("9.816s", "1m2.4s")]],
  hn=[H([("tokens per min (TPM): Limit 10000, Used 8554, Requested 3082", "requests per min (RPM): Limit 500, Used 500, Requested 1")],
        "rate-limit kind tokens per min (TPM) -> requests per min (RPM)", inc=[[("9.816s", "120ms")]])])

O(r"""
API responded with status code: 429. Response text: {
    "error": {
        "message": "Rate limit reached for 10KTPM-200RPM in organization org-OASFC7k1Ff5IzueeLArhQtnT on tokens per min. Limit: 10000 / min. Please try again in 6ms. Contact us through our help center at help.openai.com if you continue to have issues.",
        "type": "tokens",
        "param": null,
        "code": "rate_limit_exceeded"
    }
}
""", "rate_limit", "openai", "https://github.com/Pythagora-io/gpt-pilot/pull/53",
  inc=[[("6ms", "1.2s")], [("org-OASFC7k1Ff5IzueeLArhQtnT", "org-gvAzf6Q9pR7y2UAiI9owd3LF"), ("6ms", "35ms")]],
  hn=[H([("on tokens per min. Limit: 10000 / min.", "on requests per min. Limit: 200 / min."), ('"type": "tokens"', '"type": "requests"')],
        "rate-limit kind tokens per min -> requests per min (type tokens -> requests)")])

O(r"""
RateLimitError: Error code: 429 - 
{'error': 
{'message': 'Request too large for gpt-4o in organization org-78asdf87asdf9aaa8976 on tokens per min (TPM): 
Limit 30000, Requested 31538. 
The input or output tokens must be reduced in order to run successfully. 
Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}
""", "rate_limit", "openai", "https://github.com/TheR1D/shell_gpt/issues/653",
  inc=[[("Requested 31538", "Requested 44120")]],
  hn=[H([("gpt-4o in", "gpt-4o-mini in"), ("Limit 30000", "Limit 200000")], "model gpt-4o -> gpt-4o-mini (a different model's separate TPM limit)")])

O(r"""
OpenAI API error: Error code: 429 - {'error': {'code': 'rate_limit_error', 'message': 'This request would exceed the rate limit for your organization of 20,000 input tokens per minute. For details, refer to: https://docs.anthropic.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase.', 'type': 'invalid_request_error', 'param': None}}
""", "rate_limit", "anthropic", "https://github.com/FoundationAgents/OpenManus/issues/746", adv=True,
  note="Anthropic rate limit relayed through an OpenAI-compatible client; type says invalid_request_error",
  inc=[[("OpenAI API error: Error code: 429", "2025-03-16 11:02:17.481 | ERROR    | app.llm:ask:262 - OpenAI API error: Error code: 429")]],
  hn=[H([("input tokens per minute", "output tokens per minute"), ("20,000", "8,000")], "rate-limit kind input tokens per minute -> output tokens per minute", adv=True)])

O(r"""
OpenAI error: Rate limit reached for tokens. Limit: 150000.000000 / min. Current: 176000.000000 / min. Contact support@openai.com if you continue to have issues.
""", "rate_limit", "openai", "https://github.com/stanford-crfm/helm/issues/97",
  inc=[[("Current: 176000.000000", "Current: 151200.000000")]],
  hn=[H([("Rate limit reached for tokens. Limit: 150000.000000 / min. Current: 176000.000000 / min.",
          "Rate limit reached for requests. Limit: 60.000000 / min. Current: 61.000000 / min.")],
        "rate-limit kind tokens -> requests")])

# ---------------- PostgreSQL ----------------
O(r"""
psycopg2.OperationalError: could not connect to server: Connection refused (0x0000274D/10061)
        Is the server running on host "localhost" (::1) and accepting
        TCP/IP connections on port 5432?
could not connect to server: Connection refused (0x0000274D/10061)
        Is the server running on host "localhost" (127.0.0.1) and accepting
        TCP/IP connections on port 5432?
""", "network", "postgresql", "https://github.com/Django-CRM/Django-CRM/issues/447",
  inc=[[("port 5432?", "port 5433?")], [("psycopg2.OperationalError", "  conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\npsycopg2.OperationalError")]],
  hn=[H([("Connection refused (0x0000274D/10061)", "Connection timed out (0x0000274C/10060)")],
        "errno connection refused (10061) -> connection timed out (10060)", kind="timeout")])

O(r"""
psycopg2.OperationalError: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused
        Is the server running on that host and accepting TCP/IP connections?
connection to server at "localhost" (::1), port 5432 failed: Cannot assign requested address
        Is the server running on that host and accepting TCP/IP connections?
""", "network", "postgresql", "https://github.com/worldveil/dejavu/issues/306",
  inc=[[("\"localhost\" (127.0.0.1), port 5432", "\"db\" (172.18.0.3), port 5432"), ("\"localhost\" (::1), port 5432", "\"db\" (::1), port 5432")],
       [("port 5432 failed: Connection refused", "port 15432 failed: Connection refused"), ("port 5432 failed: Cannot", "port 15432 failed: Cannot")]],
  hn=[H([("port 5432 failed: Connection refused\n        Is the server running on that host and accepting TCP/IP connections?\nconnection to server at \"localhost\" (::1), port 5432 failed: Cannot assign requested address\n        Is the server running on that host and accepting TCP/IP connections?",
          "port 5432 failed: FATAL:  database \"dejavu\" does not exist")],
        "cause connection refused -> database does not exist", kind="runtime")])

O(r"""
Nov 18 09:14:49 vm-db1 pglookout: 2021-11-18 09:14:49,632#011ClusterMonitor#011Thread-1#011WARNING#011OperationalError (could not connect to server: Connection refused
Nov 18 09:14:49 vm-db1 pglookout: Is the server running on host "vm-db2.nokia.local" (192.9.0.12) and accepting
Nov 18 09:14:49 vm-db1 pglookout: TCP/IP connections on port 5432?) connecting to vm-db2.nokia.local ('vm-db2.nokia.local' (dbname='postgres' host='vm-db2.nokia.local' user='pglookout'; hidden password))
""", "network", "postgresql", "https://github.com/Aiven-Open/pglookout/issues/76",
  inc=[[("Nov 18 09:14:49", "Nov 19 17:42:03"), ("2021-11-18 09:14:49,632", "2021-11-19 17:42:03,118"), ("Thread-1", "Thread-7")],
       [("(192.9.0.12)", "(192.9.0.14)")]])

# ---------------- git push / merge / lfs ----------------
O(r"""
To https://github.com/azimny86/Milestone-Project.git
 ! [rejected]        main -> main (non-fast-forward)
error: failed to push some refs to 'https://github.com/azimny86/Milestone-Project.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. Integrate the remote changes (e.g.
hint: 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
""", "runtime", "git", "https://github.com/gitpod-io/gitpod/issues/2643",
  inc=[[("azimny86/Milestone-Project.git", "octo-dev/landing-page.git")], [(" ! [rejected]        main -> main", " ! [rejected]            main -> main")]],
  hn=[H([(" ! [rejected]        main -> main (non-fast-forward)", " ! [remote rejected] main -> main (protected branch hook declined)"),
         ("\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. Integrate the remote changes (e.g.\nhint: 'git pull ...') before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", "")],
        "push rejection reason non-fast-forward -> protected branch hook declined", kind="permission")])

O(r"""
$ git push -u origin master
To https://github.com/gatlasubbareddy/home.git
 ! [rejected]        master -> master (non-fast-forward)
error: failed to push some refs to 'https://github.com/gatlasubbareddy/home.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. Integrate the remote changes (e.g.
hint: 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
""", "runtime", "git", "https://github.com/rtyley/bfg-repo-cleaner/issues/351",
  inc=[[("gatlasubbareddy/home.git", "gatlasubbareddy/home-backup.git")]],
  hn=[H([(" ! [rejected]        master -> master (non-fast-forward)", " ! [rejected]        master -> master (fetch first)"),
         ("hint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. Integrate the remote changes (e.g.\nhint: 'git pull ...') before pushing again.",
          "hint: Updates were rejected because the remote contains work that you do\nhint: not have locally. This is usually caused by another repository pushing\nhint: to the same ref. You may want to first integrate the remote changes\nhint: (e.g., 'git pull ...') before pushing again.")],
        "rejection reason non-fast-forward (local behind) -> fetch first (remote has unknown work)")])

O(r"""
Auto-merging lib.py
CONFLICT (content): Merge conflict in lib.py
Automatic merge failed; fix conflicts and then commit the result.
""", "runtime", "git", "https://github.com/darbaidzeavto/ci_final_exam_test/issues/33",
  key="merge-lib",
  inc=[[("Auto-merging lib.py", "From https://github.com/darbaidzeavto/ci_final_exam_test\n * branch            main       -> FETCH_HEAD\nAuto-merging lib.py")]],
  hn=[H([("Auto-merging lib.py\nCONFLICT (content): Merge conflict in lib.py", "Auto-merging setup.cfg\nCONFLICT (content): Merge conflict in setup.cfg")],
        "conflicting file lib.py -> setup.cfg"),
      H([("CONFLICT (content): Merge conflict in lib.py", "CONFLICT (modify/delete): lib.py deleted in HEAD and modified in 697fa59. Version 697fa59 of lib.py left in tree.")],
        "conflict type content -> modify/delete")])

O(r"""
Auto-merging README.txt
CONFLICT (content): Merge conflict in README.txt
Automatic merge failed; fix conflicts and then commit the result.
""", "runtime", "git", "https://github.com/gotsiridzes/mit-08-final/issues/59",
  inc=[{"subs": [("Auto-merging README.txt", "  **Author:** 52734965+gotsiridzes@users.noreply.github.com**Merge conflict insight:** \nAuto-merging README.txt")], "note": "the wrapper line as in the sibling issue #58"}])

O(r"""
Downloading Content/AI/testingmap.umap (1.2 MB)
Error downloading object: Content/AI/testingmap.umap (50a46ec): Smudge error: Error downloading Content/AI/testingmap.umap (50a46ec7af1e02f4d3945116c838a8ab176a1676e1884eb4f2a7f6160d0cb685): [50a46ec7af1e02f4d3945116c838a8ab176a1676e1884eb4f2a7f6160d0cb685] Object does not exist on the server: [404] Object does not exist on the server

Errors logged to C:\Users\Mujy\Documents\Unreal Projects\OurMedievalProject\.git\lfs\objects\logs\20180215T072637.8734088.log
Use `git lfs logs last` to view the log.
error: external filter 'git-lfs filter-process' failed
fatal: Content/AI/testingmap.umap: smudge filter lfs failed
""", "runtime", "git", "https://github.com/git-lfs/git-lfs/issues/2868",
  inc=[[("C:\\Users\\Mujy\\Documents\\Unreal Projects\\OurMedievalProject", "D:\\work\\OurMedievalProject"), ("20180215T072637.8734088", "20180216T101502.1190443")],
       [("(1.2 MB)", "(1.3 MB)"), ("20180215T072637.8734088", "20180215T080011.0044120")]],
  hn=[H([("Object does not exist on the server: [404] Object does not exist on the server", "Authentication required: Authorization error: https://github.com/org/repo.git/info/lfs/objects/batch\nCheck that you have proper access to the repository")],
        "LFS failure object missing (404) -> authorization error", kind="auth")])

O(r"""
Downloading Assets/AssetStore/SSAO Pro/Demo/Models/Hebe.fbx (2.56 MB)
Error downloading object: Assets/AssetStore/SSAO Pro/Demo/Models/Hebe.fbx (38fc532): Smudge error: Error downloading Assets/AssetStore/SSAO Pro/Demo/Models/Hebe.fbx (38fc532380664bcc663bdc886c7a6b28b9b2a00d8ceade5b331cc45e8aae02dc): batch response: Post /objects/batch: unsupported protocol scheme ""

Errors logged to E:\Packet39\TetraTech\OBT\.git\lfs\objects\logs\20170818T095120.10423.log
Use `git lfs logs last` to view the log.
error: external filter git-lfs smudge -- %f failed 2
error: external filter git-lfs smudge -- %f failed
fatal: Assets/AssetStore/SSAO Pro/Demo/Models/Hebe.fbx: smudge filter lfs failed
""", "runtime", "git", "https://github.com/git-lfs/git-lfs/issues/2518",
  inc=[[("E:\\Packet39\\TetraTech\\OBT", "C:\\src\\OBT"), ("20170818T095120.10423", "20170819T141233.88012")]])

# ---------------- GitHub API ----------------
O(r"""
{"message":"API rate limit exceeded for x.x.x.x. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}
""", "rate_limit", "github-api", "https://github.com/rust-lang/rustlings/issues/1208",
  inc=[[("x.x.x.x", "203.0.113.42")], {"subs": [("x.x.x.x", "10.0.12.429")], "adv": True, "note": "address with a 429-looking octet"}],
  hn=[H([("API rate limit exceeded for x.x.x.x. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)", "Bad credentials"),
         ("#rate-limiting", "")],
        "GitHub API error 'API rate limit exceeded' -> 'Bad credentials' (401)", kind="auth")])

O(r"""
Error: API rate limit exceeded for installation ID 8440595
""", "rate_limit", "github-api", "https://github.com/fountainhead/action-wait-for-check/issues/29",
  inc=[[("8440595", "19497584")], [("Error: API", "##[error]API")]],
  hn=[H([("API rate limit exceeded for installation ID 8440595", "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.")],
        "rate-limit kind primary (per installation) -> secondary rate limit")])

O(r"""
Exception 403 {"message":"API Rate limit reached.}
""", "rate_limit", "http-api", "https://github.com/openstax/domo/issues/142", adv=True,
  note="rate limit sent as HTTP 403",
  inc=[[("Exception 403", "[2019-10-17 14:22:08] Exception 403")]],
  hn=[H([("403 {\"message\":\"API Rate limit reached.}", "403 {\"message\":\"Forbidden.}")], "message 'API Rate limit reached' -> 'Forbidden' (plain 403, not a rate limit)", kind="permission", adv=True)])

# ---------------- pip ----------------
O(r"""
ERROR: Could not find a version that satisfies the requirement googlesearch-python==2020.0.2 (from versions: 1.0.0, 1.0.1, 1.1.0)
ERROR: No matching distribution found for googlesearch-python==2020.0.2
""", "dependency", "pip", "https://github.com/SKRohit/Generating_Text_Summary_With_GPT2/issues/7",
  inc=[[("(from versions: 1.0.0, 1.0.1, 1.1.0)", "(from versions: 1.0.0, 1.0.1, 1.1.0, 1.2.0, 1.2.3)")]],
  hn=[H([("googlesearch-python==2020.0.2 (from versions: 1.0.0, 1.0.1, 1.1.0)", "google-search-results==2020.0.2 (from versions: 1.5.2, 1.6.0, 2.4.2)"), ("for googlesearch-python==2020.0.2", "for google-search-results==2020.0.2")],
        "missing package googlesearch-python -> google-search-results")])

O(r"""
ERROR: Could not find a version that satisfies the requirement array-record==0.4.1 (from -r requirements.txt (line 28)) (from versions: none)
ERROR: No matching distribution found for array-record==0.4.1 (from -r requirements.txt (line 28))
""", "dependency", "pip", "https://github.com/google-deepmind/alphageometry/issues/62",
  inc=[[("(line 28)", "(line 31)")], {"subs": [("(line 28)", "(line 401)")], "adv": True, "note": "line number that looks like an HTTP status"}],
  hn=[H([("array-record==0.4.1 (from -r", "chex==0.1.85 (from -r")],
        "missing package array-record==0.4.1 -> chex==0.1.85", inc=[[("(line 28)", "(line 12)")]])])

O(r"""
ERROR: Could not find a version that satisfies the requirement python>=3.7 (from versions: none)
ERROR: No matching distribution found for python>=3.7
""", "dependency", "pip", "https://github.com/imsatoshi/GeneTrader/issues/3",
  inc=[[("ERROR: Could not find", "(venv) C:\\Users\\dorimon\\GeneTrader> pip install -r requirements.txt\nERROR: Could not find")]],
  hn=[H([("python>=3.7", "python>=3.10")], "requirement python>=3.7 -> python>=3.10")])

# ---------------- PostgreSQL relation ----------------
O(r"""
psycopg2.errors.UndefinedTable: relation "channels_postgres_groupchannel" does not exist
LINE 1: ...) "channels_postgres_groupchannel"."channel" FROM "channels_...
   
django.db.utils.ProgrammingError: relation "channels_postgres_groupchannel" does not exist
LINE 1: ...) "channels_postgres_groupchannel"."channel" FROM "channels_...
                                                             ^
""", "runtime", "postgresql", "https://github.com/danidee10/channels_postgres/issues/13",
  inc=[[("LINE 1:", "LINE 3:")]],
  hn=[H([("channels_postgres_groupchannel", "channels_postgres_message")], "table channels_postgres_groupchannel -> channels_postgres_message")])

O(r"""
psycopg2.errors.UndefinedTable: relation "sch_chameleon.t_sources" does not exist
LINE 5:                 sch_chameleon.t_sources
                        ^
""", "runtime", "postgresql", "https://github.com/the4thdoctor/pg_chameleon/issues/170",
  inc=[[("LINE 5:", "LINE 7:")]],
  hn=[H([("sch_chameleon.t_sources", "sch_chameleon.t_replica_tables")], "table sch_chameleon.t_sources -> sch_chameleon.t_replica_tables"),
      H([("psycopg2.errors.UndefinedTable: relation \"sch_chameleon.t_sources\" does not exist", "psycopg2.errors.UndefinedColumn: column \"t_sources\" does not exist")], "exception UndefinedTable (relation) -> UndefinedColumn (column)")])

O(r"""
relation "users" does not exist
LINE 1: SELECT * from users;
                      ^
""", "runtime", "postgresql", "https://github.com/psycopg/psycopg2/issues/593",
  inc=[[("SELECT * from users;", "SELECT * from users LIMIT 10;")]],
  hn=[H([("relation \"users\" does not exist\nLINE 1: SELECT * from users;", "relation \"accounts\" does not exist\nLINE 1: SELECT * from accounts;")], "table users -> accounts")])

# ---------------- shell ----------------
O(r"""
[0726] efajardo@uaf-7 ~$ grid-proxy-init-2
-bash: grid-proxy-init-2: command not found
[0726] efajardo@uaf-7 ~$ echo $?
127
""", "dependency", "shell", "https://github.com/glideinWMS/glideinwms/pull/8",
  inc=[[("[0726] efajardo@uaf-7 ~$ grid-proxy-init-2", "[1402] ci@build-03 /srv/job$ grid-proxy-init-2"), ("[0726] efajardo@uaf-7 ~$ echo $?", "[1402] ci@build-03 /srv/job$ echo $?")]],
  hn=[H([("grid-proxy-init-2", "voms-proxy-init")], "missing command grid-proxy-init-2 -> voms-proxy-init",
        inc=[[("[0726]", "[0915]")]]),
      H([("-bash: grid-proxy-init-2: command not found", "-bash: /usr/bin/grid-proxy-init-2: Permission denied"), ("127", "126")],
        "exit 127 command not found -> 126 permission denied (found but not executable)", kind="permission")])

O(r"""
Attaching to xsshunter-express_xsshunterexpress_1
xsshunterexpress_1  | /usr/bin/env: 'bash\r': No such file or directory
xsshunter-express_xsshunterexpress_1 exited with code 127
""", "runtime", "docker", "https://github.com/mandatoryprogrammer/xsshunter-express/issues/10", adv=True,
  note="CRLF line endings make env look for 'bash\\r'; bash itself is installed",
  inc=[[("xsshunter-express_xsshunterexpress_1", "xsshunter-express-xsshunterexpress-1"), ("xsshunterexpress_1  |", "xsshunterexpress-1  |")]],
  hn=[H([("'bash\\r'", "'python3'")], "missing interpreter 'bash\\r' (CRLF) -> 'python3' (really not installed)", kind="dependency")])

# ---------------- cargo ----------------
O(r"""
    Updating crates.io index
error: failed to select a version for the requirement `clap = "=4.0.15"`
candidate versions found which didn't match: 3.2.22, 3.2.21, 3.2.20, ...
location searched: crates.io index
required by package `reactix v0.0.1 (/app)`
thread 'main' panicked at 'Exited with status code: 101', /usr/local/cargo/registry/src/github.com-1ecc6299db9ec823/cargo-chef-0.1.31/src/recipe.rs:145:27
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
The command '/bin/sh -c cargo chef cook --release --recipe-path recipe.json' returned a non-zero code: 101
""", "dependency", "cargo", "https://github.com/LukeMathWalker/cargo-chef/issues/160",
  inc=[[("recipe.rs:145:27", "recipe.rs:151:31"), ("cargo-chef-0.1.31", "cargo-chef-0.1.33")],
       [("reactix v0.0.1 (/app)", "reactix v0.0.1 (/home/eray/src/reactix)")]],
  hn=[H([("`clap = \"=4.0.15\"`\ncandidate versions found which didn't match: 3.2.22, 3.2.21, 3.2.20, ...", "`tokio = \"=1.21.2\"`\ncandidate versions found which didn't match: 1.21.1, 1.21.0, 1.20.2, ...")],
        "unsatisfied requirement clap =4.0.15 -> tokio =1.21.2")])

O(r"""
error: failed to compile `cargo-public-api v0.23.0`, intermediate artifacts can be found at `/tmp/cargo-install119RS7`

Caused by:
  failed to select a version for the requirement `clap = "^4.0.23"`
  candidate versions found which didn't match: 3.2.23, 3.2.22, 3.2.21, ...
  location searched: crates.io index
  required by package `cargo-public-api v0.23.0`
""", "dependency", "cargo", "https://github.com/cargo-public-api/cargo-public-api/issues/206",
  inc=[[("/tmp/cargo-install119RS7", "/tmp/cargo-installAb3kQz")],
       [("/tmp/cargo-install119RS7", "/var/folders/x4/l1vp0nnd44j1f6v7qyntlcvr0000gn/T/cargo-installhXlvOZ")]],
  hn=[H([("`clap = \"^4.0.23\"`\n  candidate versions found which didn't match: 3.2.23, 3.2.22, 3.2.21, ...", "`aho-corasick = \"^1.0.2\"`\n  candidate versions found which didn't match: 0.7.20, 0.7.19, 0.7.18, ...")],
        "unsatisfied requirement clap ^4.0.23 -> aho-corasick ^1.0.2")])

# ---------------- go ----------------
O(r"""
go: downloading github.com/ecies/go/v2 v2.0.3
go: github.com/ecies/go/v2@v2.0.3: verifying module: checksum mismatch
        downloaded: h1:gosZ7+G8LFo0NHPGR7//Lcj7r5gzVRthWl/De3QVay8=
        sum.golang.org: h1:rtz3x6uw+if+lt4a39JnCi7M/B35l1JShCXTOBe3LPw=

SECURITY ERROR
This download does NOT match the one reported by the checksum server.
The bits may have been replaced on the origin server, or an attacker may
have intercepted the download attempt.

For more information, see 'go help module-auth'.
""", "dependency", "go", "https://github.com/ecies/go/issues/34",
  inc=[[("\n\nFor more information, see 'go help module-auth'.", "")]],
  hn=[H([("github.com/ecies/go/v2 v2.0.3", "github.com/ecies/go/v2 v2.0.4"), ("github.com/ecies/go/v2@v2.0.3", "github.com/ecies/go/v2@v2.0.4")],
        "module version v2.0.3 -> v2.0.4 (a different module version's checksum)")])

O(r"""
ubuntu@N1:~/gnbsim$ go mod download
verifying github.com/omec-project/aper@v1.1.1/go.mod: checksum mismatch
        downloaded: h1:jDWasZ2XLFL2uSEWhgGlT/ELyrpwCJd/2kE/VEGG8Ew=
        go.sum:     h1:oOkKRI2BIo8SHpCsEzNbo9qiowEtEy3q+wmO7TuDrx4=

SECURITY ERROR
This download does NOT match an earlier download recorded in go.sum.
The bits may have been replaced on the origin server, or an attacker may
have intercepted the download attempt.

For more information, see 'go help module-auth'.
""", "dependency", "go", "https://github.com/omec-project/gnbsim/issues/161",
  inc=[[("ubuntu@N1:~/gnbsim$", "runner@fv-az12-345:~/work/gnbsim$")]],
  hn=[H([("github.com/omec-project/aper@v1.1.1", "github.com/omec-project/openapi@v1.1.1")], "module omec-project/aper -> omec-project/openapi")])

# ---------------- apt ----------------
O(r"""
root@dhcppc0:~# apt-get install qbittorent
Reading package lists... Done
Building dependency tree       
Reading state information... Done
E: Unable to locate package qbittorent
""", "dependency", "apt", "https://github.com/wifiphisher/wifiphisher/issues/826",
  inc=[[("root@dhcppc0:~#", "root@kali:/opt#")]],
  hn=[H([("apt-get install qbittorent", "apt-get install qbittorrent-nox"), ("package qbittorent", "package qbittorrent-nox")], "missing package qbittorent -> qbittorrent-nox")])

O(r"""
root@localhost:~# apt install git
Reading package lists... Done
Building dependency tree
Reading state information... Done
E: Unable to locate package git
""", "dependency", "apt", "https://github.com/termux/termux-packages/issues/5187",
  inc=[[("root@localhost:~#", "u0_a211@localhost:~$")]],
  hn=[H([("apt install git", "apt install curl"), ("package git", "package curl")], "missing package git -> curl")])

# ---------------- conda ----------------
O(r"""
bash-4.2$ conda create -p /tmp/foobar python=3.6
Solving environment: failed

PackagesNotFoundError: The following packages are not available from current channels:

  - python=3.6

Current channels:

  - https://repo.continuum.io/pkgs/main/linux-64
  - https://repo.continuum.io/pkgs/main/noarch
  - https://repo.continuum.io/pkgs/free/linux-64
  - https://repo.continuum.io/pkgs/free/noarch
  - https://repo.continuum.io/pkgs/r/linux-64
  - https://repo.continuum.io/pkgs/r/noarch
  - https://repo.continuum.io/pkgs/pro/linux-64
  - https://repo.continuum.io/pkgs/pro/noarch
""", "dependency", "conda", "https://github.com/conda/conda/issues/6837",
  inc=[[("-p /tmp/foobar", "-p /scratch/u123/envs/foobar")], [("bash-4.2$", "(base) bash-4.2$")]],
  hn=[H([("python=3.6\nSolving", "cudatoolkit=9.0\nSolving"), ("  - python=3.6\n", "  - cudatoolkit=9.0\n")], "missing package python=3.6 -> cudatoolkit=9.0")])

O(r"""
PackagesNotFoundError: The following packages are not available from current channels:

  - numpy==1.12.1=py36_0
  - cudnn==5.1=0

Current channels:

  - https://conda.anaconda.org/conda-forge
  - https://conda.anaconda.org/r
  - https://repo.anaconda.com/pkgs/main
  - https://repo.anaconda.com/pkgs/r
""", "dependency", "conda", "https://github.com/sameerkhurana10/DSOL_rv0.2/issues/11",
  inc=[[("  - https://conda.anaconda.org/r\n", "")]])

# ---------------- poetry ----------------
O(r"""
  SolverProblemError

  Because redacted-visualization-plugin depends on dash-cytoscape (0.3.0) which doesn't match any versions, version solving failed.

  at ~/.poetry/lib/poetry/puzzle/solver.py:241 in _solve
      237│             packages = result.packages
      238│         except OverrideNeeded as e:
      239│             return self.solve_in_compatibility_mode(e.overrides, use_latest=use_latest)
      240│         except SolveFailure as e:
    → 241│             raise SolverProblemError(e)
""", "dependency", "poetry", "https://github.com/python-poetry/poetry/issues/2328",
  inc=[[("solver.py:241", "solver.py:159"), ("      237│", "      155│"), ("      238│", "      156│"), ("      239│", "      157│"), ("      240│", "      158│"), ("    → 241│", "    → 159│")]],
  hn=[H([("dash-cytoscape (0.3.0)", "dash-bootstrap-components (0.3.0)")], "unresolvable dependency dash-cytoscape -> dash-bootstrap-components")])

# ---------------- SQLite ----------------
O(r"""
  File "zotfile_doctor.py", line 31, in get_db_set
    db_c = conn.execute(
sqlite3.OperationalError: database is locked
""", "runtime", "sqlite", "https://github.com/giorginolab/zotfile_doctor/issues/6",
  inc=[[("line 31", "line 34")]],
  hn=[H([("sqlite3.OperationalError: database is locked", "sqlite3.OperationalError: no such table: items")], "error 'database is locked' -> 'no such table: items'"),
      H([("database is locked", "attempt to write a readonly database")], "'database is locked' -> 'attempt to write a readonly database'", kind="permission")])

O(r"""
[22:50:42][scan_engine][fingerprint_targets] 9906 fingerprints remaining
[22:50:52][scan_engine][fingerprint_targets] Caught exception: OperationalError
[22:50:52][scan_engine][fingerprint_targets] Exception: OperationalError: database is locked
[22:50:53][scan_engine][fingerprint_targets] 9906 fingerprints remaining
""", "runtime", "sqlite", "https://github.com/ztgrace/changeme/issues/40",
  inc=[[("[22:50:42]", "[09:12:03]"), ("[22:50:52]", "[09:12:13]"), ("[22:50:53]", "[09:12:14]"), ("9906", "4290")]])

# ---------------- MySQL ----------------
O(r"""
mysql: [Warning] Using a password on the command line interface can be insecure.
ERROR 1045 (28000): Access denied for user 'root'@'cc5c5b533260' (using password: YES)
""", "auth", "mysql", "https://github.com/docker-library/mysql/issues/323",
  inc=[[("cc5c5b533260", "8f2e1d0a9b47")], [("mysql: [Warning] Using a password on the command line interface can be insecure.\n", "")]],
  hn=[H([("ERROR 1045 (28000): Access denied for user 'root'@'cc5c5b533260' (using password: YES)", "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)")],
        "MySQL error 1045 access denied -> 2002 can't connect through socket", kind="network"),
      H([("ERROR 1045 (28000): Access denied for user 'root'@'cc5c5b533260' (using password: YES)", "ERROR 1044 (42000): Access denied for user 'dba'@'%' to database 'mysql'")],
        "MySQL error 1045 (bad login) -> 1044 (logged in, no rights on database)", kind="permission")])

O(r"""
2016-08-08 17:43:44,689 [ search_worker_0][        models][ WARNING] (1213, u'Deadlock found when trying to get lock; try restarting transaction')... Retrying
""", "runtime", "mysql", "https://github.com/RocketMap/RocketMap/issues/163",
  inc=[[("2016-08-08 17:43:44,689", "2016-08-09 03:01:12,004"), ("search_worker_0", "search_worker_7")]],
  hn=[H([("(1213, u'Deadlock found when trying to get lock; try restarting transaction')", "(1205, u'Lock wait timeout exceeded; try restarting transaction')")],
        "MySQL error 1213 deadlock -> 1205 lock wait timeout", kind="timeout",
        inc=[[("2016-08-08 17:43:44,689", "2016-08-08 17:51:15,032")]])])

O(r"""
(/home/tarek/go/src/github.com/gitbitex/gitbitex-spot/models/mysql/tick_store.go:56) 
[2019-10-22 14:04:56]  Error 1213: Deadlock found when trying to get lock; try restarting transaction 
[2019/10/22 14:04:56] [error] tick_maker.go:125 Error 1213: Deadlock found when trying to get lock; try restarting transaction
""", "runtime", "mysql", "https://github.com/gitbitex/gitbitex-spot/issues/10",
  inc=[[("/home/tarek/go/src", "/go/src"), ("[2019-10-22 14:04:56]", "[2019-10-23 08:30:12]"), ("[2019/10/22 14:04:56]", "[2019/10/23 08:30:12]")]])

# ---------------- PostgreSQL unique ----------------
O(r"""
postgres_1         | 2017-09-16T16:17:54.399160244Z ERROR:  duplicate key value violates unique constraint "calendar_pkey"
postgres_1         | 2017-09-16T16:17:54.399565127Z DETAIL:  Key (id)=(6139) already exists.
""", "runtime", "postgresql", "https://github.com/chainpoint/chainpoint-node/issues/1",
  inc=[[("2017-09-16T16:17:54.399160244Z", "2017-09-17T02:03:11.120004512Z"), ("2017-09-16T16:17:54.399565127Z", "2017-09-17T02:03:11.120391877Z"), ("(6139)", "(6201)")],
       {"subs": [("(6139)", "(401)")], "adv": True, "note": "key value that looks like an HTTP status"}],
  hn=[H([("\"calendar_pkey\"", "\"calendar_hash_key\""), ("Key (id)=(6139)", "Key (hash)=(b2d38421)")], "constraint calendar_pkey (id) -> calendar_hash_key (hash)"),
      H([("ERROR:  duplicate key value violates unique constraint \"calendar_pkey\"", "ERROR:  insert or update on table \"calendar\" violates foreign key constraint \"calendar_stack_id_fkey\""), ("DETAIL:  Key (id)=(6139) already exists.", "DETAIL:  Key (stack_id)=(6139) is not present in table \"stack\".")],
        "constraint violation unique -> foreign key")])

O(r"""
PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "ahoy_events_pkey"
DETAIL:  Key (id)=(deac5650-58c5-43a3-85e9-4794474a1ddf) already exists.
: INSERT INTO "ahoy_events" ("id", "visit_id", "user_id", "name", "properties", "time") VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"
""", "runtime", "postgresql", "https://github.com/EBWiki/EBWiki/issues/23",
  inc=[[("deac5650-58c5-43a3-85e9-4794474a1ddf", "79443230-08a5-45cc-a42d-5ede3ba30f9c")]],
  hn=[H([("ahoy_events_pkey", "ahoy_visits_pkey"), ("INSERT INTO \"ahoy_events\" (\"id\", \"visit_id\", \"user_id\", \"name\", \"properties\", \"time\")", "INSERT INTO \"ahoy_visits\" (\"id\", \"visitor_id\", \"user_id\", \"ip\", \"user_agent\", \"started_at\")")],
        "table ahoy_events -> ahoy_visits")])

# ---------------- Redis ----------------
O(r"""
redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.
""", "network", "redis", "https://github.com/redis/redis-py/issues/1466",
  inc=[[("redis.exceptions.ConnectionError: ", "ConnectionError: ")], [("localhost:6379", "127.0.0.1:6379")]],
  hn=[H([("Error 111 connecting to localhost:6379. Connection refused.", "Timeout connecting to server")], "connection refused (errno 111) -> connect timeout", kind="timeout"),
      H([("Error 111 connecting to localhost:6379. Connection refused.", "Error -2 connecting to redis:6379. Name or service not known.")], "errno 111 connection refused -> -2 name not resolved (DNS)")])

O(r"""
server - Error trying to receive messages: Error 10061 connecting to localhost:6379. No connection could be made because the target machine actively refused it.
""", "network", "redis", "https://github.com/akulakov/django-mcbv/issues/7",
  inc=[[("localhost:6379", "127.0.0.1:6379")]])

O(r"""
Redis error Error: Redis connection to localhost:6379 failed - connect ECONNREFUSED
    at RedisClient.on_error (/usr/lib/node_modules/redis-commander/node_modules/redis/index.js:149:24)
    at Socket.<anonymous> (/usr/lib/node_modules/redis-commander/node_modules/redis/index.js:83:14)
    at Socket.EventEmitter.emit (events.js:95:17)
    at net.js:426:14
""", "network", "redis", "https://github.com/joeferner/redis-commander/issues/112",
  inc=[[("/usr/lib/node_modules", "/home/oba/.nvm/versions/node/v0.10.20/lib/node_modules")], [("index.js:149:24", "index.js:151:24"), ("index.js:83:14", "index.js:85:14")]],
  hn=[H([("connect ECONNREFUSED", "connect ETIMEDOUT")], "ECONNREFUSED -> ETIMEDOUT", kind="timeout")])

# ---------------- MongoDB ----------------
O(r"""
MongoServerSelectionError: connect ECONNREFUSED ::1:27017
    at Timeout._onTimeout (C:\Users\Jason\Desktop\MondoDB_tutorial\node_modules\mongodb\lib\sdam\topology.js:285:38)
    at listOnTimeout (node:internal/timers:564:17)
    at process.processTimers (node:internal/timers:507:7) {
  reason: TopologyDescription {
    type: 'Unknown',
    servers: Map(1) { 'localhost:27017' => [ServerDescription] },
""", "network", "mongodb", "https://github.com/iamshaunjp/complete-mongodb/issues/5", adv=True,
  note="'Timeout' appears only in the stack frames; the cause is a refused connection. Quoted up to the servers line of the TopologyDescription",
  inc=[[("C:\\Users\\Jason\\Desktop\\MondoDB_tutorial", "/home/jason/code/mongo-tutorial")], [("::1:27017", "127.0.0.1:27017")]],
  hn=[H([("connect ECONNREFUSED ::1:27017", "getaddrinfo ENOTFOUND mongo")], "connect ECONNREFUSED -> DNS getaddrinfo ENOTFOUND", adv=True)])

O(r"""
ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused
""", "network", "mongodb", "https://github.com/virtool/virtool/issues/699", adv=True,
  note="exception name says Timeout but the cause is a refused connection",
  inc=[[("localhost:27017", "mongo:27017")], [("ServerSelectionTimeoutError", "pymongo.errors.ServerSelectionTimeoutError")]],
  hn=[H([("[Errno 111] Connection refused", "timed out")], "connection refused -> timed out", kind="timeout", adv=False),
      H([("ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused", "OperationFailure: Authentication failed., full error: {'ok': 0.0, 'errmsg': 'Authentication failed.', 'code': 18, 'codeName': 'AuthenticationFailed'}")],
        "server selection refused -> OperationFailure AuthenticationFailed (code 18)", kind="auth")])

O(r"""
No suitable servers found (`serverSelectionTryOnce` set): [connection refused calling ismaster on '127.0.0.1:2707']
""", "network", "mongodb", "https://github.com/jmikola/mongoqp/issues/25",
  inc=[[("127.0.0.1:2707", "10.0.3.15:2707")]])

# ---------------- Anthropic / Gemini / OpenAI auth & quota ----------------
O(r"""
API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 1/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 2/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 2 seconds… (attempt 3/10)
""", "network", "anthropic", "https://github.com/anthropics/claude-code/issues/5184", adv=True,
  note="529 overloaded is server capacity (service unavailable), not the caller's rate limit",
  inc=[[("Retrying in 2 seconds… (attempt 3/10)", "Retrying in 5 seconds… (attempt 3/10)")],
       [("\n  ⎿  API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 2 seconds… (attempt 3/10)", "")]],
  hn=[H([("529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", "429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"Number of request tokens has exceeded your per-minute rate limit\"}}")],
        "status/type 529 overloaded_error -> 429 rate_limit_error", kind="rate_limit", adv=True)])

O(r"""
API error: 529 {"type":"error","error":{"type":"overload     ed_error","message":"Overloaded"},"request_id":"req_011C     cLPrMiu53v6Rp1jfe1Cd"}
""", "network", "anthropic", "https://github.com/anthropics/claude-code/issues/70365", adv=True,
  inc=[[("req_011C     cLPrMiu53v6Rp1jfe1Cd", "req_011CZAau32QzxDkriovTaFCB"), ("overload     ed_error", "overloaded_error")]],
  hn=[H([("529", "500"), ("\"type\":\"overload     ed_error\",\"message\":\"Overloaded\"", "\"type\":\"api_error\",\"message\":\"Internal server error\"")], "status/type 529 overloaded_error -> 500 api_error", kind="runtime")])

O(r"""
Generate error: 429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.', 'status': 'RESOURCE_EXHAUSTED', 'details': [{'@type': 'type.googleapis.com/google.rpc.QuotaFailure', 'violations': [{'quotaMetric': 'generativelanguage.googleapis.com/generate_content_free_tier_input_token_count', 'quotaId': 'GenerateContentInputTokensPerModelPerMinute-FreeTier', 'quotaDimensions': {'location': 'global', 'model': 'gemini-2.5-flash-preview-image'}}
""", "rate_limit", "gemini", "https://github.com/google-gemini/gemini-cli/issues/8437",
  note="quoted up to the end of the first quota violation; the rest of the details list is cut",
  inc=[[("Generate error: 429", "127.0.0.1 - - [14/Sep/2025 18:40:00] \"POST /generate HTTP/1.1\" 500 -\nGenerate error: 429")]],
  hn=[H([("generate_content_free_tier_input_token_count", "generate_content_free_tier_requests"), ("GenerateContentInputTokensPerModelPerMinute-FreeTier", "GenerateRequestsPerDayPerProjectPerModel-FreeTier")],
        "quota kind input tokens per minute -> requests per day")])

O(r"""
Retrying langchain_google_genai.chat_models._achat_with_retry.<locals>._achat_with_retry in 2.0 seconds as it raised ResourceExhausted: 429 Resource has been exhausted (e.g. check quota)..
Retrying langchain_google_genai.chat_models._achat_with_retry.<locals>._achat_with_retry in 4.0 seconds as it raised ResourceExhausted: 429 Resource has been exhausted (e.g. check quota)..
""", "rate_limit", "gemini", "https://github.com/assafelovic/gpt-researcher/issues/518",
  inc=[[("in 2.0 seconds", "in 8.0 seconds"), ("in 4.0 seconds", "in 16.0 seconds")]],
  hn=[H([("ResourceExhausted: 429 Resource has been exhausted (e.g. check quota)..", "ServiceUnavailable: 503 The model is overloaded. Please try again later..")],
        "ResourceExhausted 429 -> ServiceUnavailable 503", kind="network")])

O(r"""
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-uvwx5*******************************5678. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
""", "auth", "openai", "https://github.com/dan1471/FREE-openai-api-keys/issues/48",
  inc=[[("sk-uvwx5*******************************5678", "sk-PMafP***************************************E873")]],
  hn=[H([("openai.AuthenticationError: Error code: 401", "openai.PermissionDeniedError: Error code: 403"), ("'Incorrect API key provided: sk-uvwx5*******************************5678. You can find your API key at https://platform.openai.com/account/api-keys.'", "'Project `proj_abc` does not have access to model `gpt-4o`'"), ("'invalid_api_key'", "'model_not_found'")],
        "401 invalid_api_key -> 403 no access to model", kind="permission")])

O(r"""
openai.error.AuthenticationError: Incorrect API key provided: <sk-PkKJ*****************************************SGb>. You can find your API key at https://platform.openai.com/account/api-keys.
""", "auth", "openai", "https://github.com/joonspk-research/generative_agents/issues/114",
  inc=[[("<sk-PkKJ*****************************************SGb>", "<sk-9xQa*****************************************T2c>")]])

O(r"""
ChatGPT error 429: {
"error": {
"message": "You exceeded your current quota, please check your plan and billing details.",
"type": "insufficient_quota",
"param": null,
"code": "insufficient_quota"
}
}
""", "rate_limit", "openai", "https://github.com/Chanzhaoyu/chatgpt-web/issues/1965",
  note="usage quota (billing) exhausted, sent as 429",
  inc=[[("ChatGPT error 429: {", "[2023-11-10 09:14:03] ChatGPT error 429: {")]],
  hn=[H([("You exceeded your current quota, please check your plan and billing details.", "Rate limit reached for gpt-3.5-turbo in organization org-abc on requests per min. Limit: 3 / min."), ("\"type\": \"insufficient_quota\"", "\"type\": \"requests\""), ("\"code\": \"insufficient_quota\"", "\"code\": \"rate_limit_exceeded\"")],
        "error type insufficient_quota (billing) -> rate_limit_exceeded requests per min (wait, not pay)")])

O(r"""
Error: insufficient_quota: You exceeded your current quota, please check your plan and billing details.
""", "rate_limit", "openai", "https://github.com/zurawiki/gptcommit/issues/84",
  inc=[[("Error: insufficient_quota", "error: insufficient_quota")]])

# ---------------- AWS ----------------
O(r"""
botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::357150818708:assumed-role/gost-staging-arpa_exporter-Task-20250221195902062300000003/c2595ec184cb4eb19b3ccb00f671b778 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::gost-staging-arpaauditreports-357150818708-us-west-2-api/full-file-export/org_13/archive.zip" with an explicit deny in a resource-based policy
""", "permission", "aws", "https://github.com/usdigitalresponse/usdr-gost/pull/4044",
  inc=[[("c2595ec184cb4eb19b3ccb00f671b778", "9a41d2e07bb3476f8e0c55a1f4d2e318"), ("org_13/archive.zip", "org_27/archive.zip")]],
  hn=[H([("PutObject operation", "GetObject operation"), ("s3:PutObject on", "s3:GetObject on")], "operation PutObject -> GetObject")])

O(r"""
botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObjectAcl operation: Access Denied
""", "permission", "aws", "https://github.com/twojstaryxd/aws-s3-bucket-copy/issues/3",
  inc=[[("botocore.exceptions.ClientError: ", "    raise error_class(parsed_response, operation_name)\nbotocore.exceptions.ClientError: ")]],
  hn=[H([("(AccessDenied) when calling the PutObjectAcl operation: Access Denied", "(InvalidAccessKeyId) when calling the PutObjectAcl operation: The AWS Access Key Id you provided does not exist in our records.")],
        "error code AccessDenied -> InvalidAccessKeyId", kind="auth")])

O(r"""
An error occurred (ThrottlingException) when calling the ListClusters operation (reached max retries: 4): Rate exceeded
""", "rate_limit", "aws", "https://github.com/nccgroup/Scout2/issues/205",
  inc=[[("(reached max retries: 4)", "(reached max retries: 9)")]],
  hn=[H([("ListClusters", "DescribeClusters")], "operation ListClusters -> DescribeClusters (a different API's throttle)")])

O(r"""
2018-12-14T02:00:17.989Z	ffdf5c83-ff43-11e8-8067-fb1206afb610	{ ThrottlingException: Rate exceeded
at Request.extractError (/var/task/node_modules/aws-sdk/lib/protocol/json.js:51:27)
at Request.callListeners (/var/task/node_modules/aws-sdk/lib/sequential_executor.js:106:20)
at Request.emit (/var/task/node_modules/aws-sdk/lib/sequential_executor.js:78:10)
""", "rate_limit", "aws", "https://github.com/aws/aws-sdk-js/issues/2432",
  inc=[[("2018-12-14T02:00:17.989Z\tffdf5c83-ff43-11e8-8067-fb1206afb610", "2018-12-15T11:42:09.004Z\t0a7e12c4-0063-11e9-9a2b-3f5e1c7d8b90")]])

# ---------------- disk ----------------
O(r"""
failed to register layer: ApplyLayer exit status 1 stdout:  stderr: write /usr/lib/modules/5.4.0-91-generic/kernel/drivers/net/ethernet/netronome/nfp/nfp.ko: no space left on device
""", "disk", "docker", "https://github.com/AndreCox/PIBaker/issues/2",
  inc=[[("/usr/lib/modules/5.4.0-91-generic/kernel/drivers/net/ethernet/netronome/nfp/nfp.ko", "/usr/lib/modules/5.4.0-99-generic/kernel/drivers/gpu/drm/amd/amdgpu/amdgpu.ko")]],
  hn=[H([("no space left on device", "read-only file system")], "errno ENOSPC (no space left) -> EROFS (read-only file system)", kind="permission")])

O(r"""
latest: Pulling from preintv2
50655cf8037a: Extracting [==================================================>] 4.055 GB/4.055 GB
failed to register layer: Error processing tar file(exit status 1): write file : no space left on device
""", "disk", "docker", "https://github.com/moby/moby/issues/32811",
  inc=[[("50655cf8037a", "9d1f00a2c3b4"), ("4.055 GB/4.055 GB", "4.061 GB/4.061 GB")],
       [("latest: Pulling from preintv2", "v2: Pulling from preintv2")]],
  hn=[H([("write file : no space left on device", "write file : disk quota exceeded")], "ENOSPC no space left -> EDQUOT disk quota exceeded (same kind, different fix: quota not disk)", adv=True)])

O(r"""
Traceback (most recent call last):
  File "run_phage_phage.py", line 238, in <module>
    fi = to_clusterer(ntw, out_fn+"intermediate.ntw", merged_df.copy())
  File "/lustre/scratch/usr/fslcollab273/HostG/utils.py", line 138, in to_clusterer
    with open(fi, "wt") as f:
OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw'
""", "disk", "system", "https://github.com/KennthShang/HostG/issues/7", adv=True,
  note="'quota exceeded' here is a filesystem quota, not an API rate limit",
  inc=[[("/lustre/scratch/usr/fslcollab273/HostG", "/home/u42/HostG")], [("line 238", "line 241"), ("line 138", "line 140")]],
  hn=[H([("OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw'", "PermissionError: [Errno 13] Permission denied: 'out/intermediate.ntw'")],
        "errno 122 EDQUOT -> 13 EACCES", kind="permission")])

O(r"""
+Code | [08:00:30] IOError: [Errno 122] Disk quota exceeded (file "/root/code/modules/find.py", line 65, in save_db)
""", "disk", "system", "https://github.com/lrstanley/Code/issues/5", adv=True,
  inc=[[("[08:00:30]", "[21:14:09]")], [("line 65", "line 429")]])

# ---------------- docker / registry ----------------
O(r"""
docker: Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post http://%2Fvar%2Frun%2Fdocker.sock/v1.40/containers/create: dial unix /var/run/docker.sock: connect: permission denied.
See 'docker run --help'.
""", "permission", "docker", "https://github.com/docker/docs/issues/12793",
  inc=[[("v1.40", "v1.41")], [("/containers/create:", "/containers/create?name=supervisely-agent-nvIRrxReD45ZBGxFQzVTlI1vV1ALy1H4:")]],
  hn=[H([("Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post http://%2Fvar%2Frun%2Fdocker.sock/v1.40/containers/create: dial unix /var/run/docker.sock: connect: permission denied.",
          "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?")],
        "socket permission denied -> daemon not running", kind="network")])

O(r"""
Error: ERROR: Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "https://github.com/docker/hub-feedback/issues/2429",
  inc=[[("Error: ERROR: ", "")]],
  hn=[H([("toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit", "unauthorized: incorrect username or password")],
        "registry error toomanyrequests -> unauthorized", kind="auth")])

O(r"""
ERROR: failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/rust/manifests/sha256:de6e081a4e9c10e70731071cec6f629892da1bbaa24b478a96bdc59060674117: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "https://github.com/ScribeMD/docker-cache/issues/829",
  inc=[[("library/rust/manifests/sha256:de6e081a4e9c10e70731071cec6f629892da1bbaa24b478a96bdc59060674117", "library/rust/manifests/sha256:4c8f0a5e2b7d91c3e6a0f1d2b3c4e5f60718293a4b5c6d7e8f9011223344a5b6")]],
  hn=[H([("429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit", "404 Not Found")],
        "status 429 toomanyrequests -> 404 manifest not found", kind="dependency")])

O(r"""
Warning  Failed     49s (x4 over 2m27s)  kubelet            Failed to pull image "local/dummy": rpc error: code = Unknown desc = Error response from daemon: pull access denied for local/dummy, repository does not exist or may require 'docker login': denied: requested access to the resource is denied
  Warning  Failed     49s (x4 over 2m27s)  kubelet            Error: ErrImagePull
  Warning  Failed     36s (x6 over 2m22s)  kubelet            Error: ImagePullBackOff
""", "dependency", "kubernetes", "https://github.com/turbaszek/keda-example/issues/6",
  note="image not in the registry (or private); labelled dependency: the registry cannot provide the image",
  inc=[[("49s (x4 over 2m27s)", "3m1s (x5 over 4m40s)"), ("36s (x6 over 2m22s)", "2m50s (x9 over 4m35s)")]],
  hn=[H([("\"local/dummy\"", "\"local/api\""), ("for local/dummy,", "for local/api,")], "image local/dummy -> local/api")])

# ---------------- kubernetes ----------------
O(r"""
root@ubuntu:~# kubectl version
Client Version: version.Info{Major:"1", Minor:"13", GitVersion:"v1.13.1", GitCommit:"eec55b9ba98609a46fee712359c7b5b365bdd920", GitTreeState:"clean", BuildDate:"2018-12-13T10:39:04Z", GoVersion:"go1.11.2", Compiler:"gc", Platform:"linux/amd64"}
The connection to the server localhost:8080 was refused - did you specify the right host or port?
""", "network", "kubernetes", "https://github.com/kubernetes/website/issues/12075",
  inc=[[("root@ubuntu:~# kubectl version", "root@ubuntu:~# kubectl get nodes"), ("Client Version: version.Info{Major:\"1\", Minor:\"13\", GitVersion:\"v1.13.1\", GitCommit:\"eec55b9ba98609a46fee712359c7b5b365bdd920\", GitTreeState:\"clean\", BuildDate:\"2018-12-13T10:39:04Z\", GoVersion:\"go1.11.2\", Compiler:\"gc\", Platform:\"linux/amd64\"}\n", "")],
       [("v1.13.1", "v1.13.2"), ("eec55b9ba98609a46fee712359c7b5b365bdd920", "cff46ab41ff0bb44d8584413b598ad8360ec1def"), ("2018-12-13T10:39:04Z", "2019-01-10T23:35:51Z")]],
  hn=[H([("The connection to the server localhost:8080 was refused - did you specify the right host or port?", "error: You must be logged in to the server (Unauthorized)")],
        "API server connection refused -> Unauthorized", kind="auth")])

# ---------------- CI: GitHub Actions / GitLab ----------------
O(r"""
remote: Permission to dernerl/awesome.git denied to github-actions[bot].
fatal: unable to access 'https://github.com/dernerl/awesome.git/': The requested URL returned error: 403
Error: #run: Error: The process '/usr/bin/git' failed with exit code 128
""", "permission", "github-actions", "https://github.com/simonecorsi/mawesome/issues/739",
  inc=[[("dernerl/awesome.git", "octo-org/awesome-list.git")]],
  hn=[H([("remote: Permission to dernerl/awesome.git denied to github-actions[bot].\nfatal: unable to access 'https://github.com/dernerl/awesome.git/': The requested URL returned error: 403",
          "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/dernerl/awesome.git/'")],
        "git push 403 permission denied to bot -> authentication failed (bad token)", kind="auth")])

O(r"""
Run ad-m/github-push-action@master
Push to branch main
remote: Permission to zzc8081/yarb.git denied to github-actions[bot].
fatal: unable to access 'https://github.com/zzc8081/yarb.git/': The requested URL returned error: 403
Error: Invalid exit code: 128
    at ChildProcess.<anonymous> (/home/runner/work/_actions/ad-m/github-push-action/master/start.js:29:21)
    at ChildProcess.emit (node:events:527:28)
    at maybeClose (node:internal/child_process:1092:16)
    at Process.ChildProcess._handle.onexit (node:internal/child_process:302:5)
""", "permission", "github-actions", "https://github.com/Vu1nT0tal/yarb/issues/17", adv=True,
  note="HTTP 403 that is not a rate limit; numbers 527/1092/302 are line numbers",
  inc=[[("node:events:527:28", "node:events:513:28"), ("node:internal/child_process:1092:16", "node:internal/child_process:1100:16"), ("node:internal/child_process:302:5", "node:internal/child_process:305:5")],
       [("Push to branch main", "Push to branch gh-pages")]],
  hn=[H([("remote: Permission to zzc8081/yarb.git denied to github-actions[bot].\n", ""), ("The requested URL returned error: 403", "The requested URL returned error: 429")], "HTTP status 403 (bot lacks write permission) -> 429 on push (rate limited)", kind="rate_limit", adv=True)])

O(r"""
WARNING: Error while executing file based variables removal script
WARNING: Job failed: exit status 1
""", "runtime", "gitlab-ci", "https://github.com/boytpcm123/gitlab-ci-fastlane/issues/1",
  inc=[[("WARNING: Error while executing file based variables removal script\n", "")]],
  hn=[H([("exit status 1", "exit status 137")], "job exit status 1 -> 137 (killed, out of memory)")])

O(r"""
Checking for jobs... received                       job=14796 repo_url=http://192.168.0.24/xiaoqinglin/qiaochang.git runner=d87fcd19,
WARNING: Job failed: exit code 1                    duration=51m54.614622086s job=14796 project=318 runner=d87fcd19,
""", "runtime", "gitlab-ci", "https://github.com/wemake-services/wemake-django-template/issues/582", adv=True,
  note="numbers (job ids, project 318, IP) are incidental; nothing says why the script failed",
  inc=[[("job=14796", "job=14802"), ("duration=51m54.614622086s", "duration=2m57.929637203s")],
       {"subs": [("job=14796", "job=14290"), ("project=318", "project=429")], "adv": True, "note": "ids that look like HTTP statuses"}],
  hn=[H([("WARNING: Job failed: exit code 1 ", "ERROR: Job failed (system failure): timed out waiting for pod to start")], "job failure script exit 1 -> runner system failure timeout", kind="timeout")])

# ---------------- TLS / DNS / network ----------------
O(r"""
  WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1076)'))': /packages/94/34/9a2118bb4c4ba176075179385e06226b5225be338ba7e2216283e767df64/pyrfc-0.1.2.tar.gz
  Starting new HTTPS connection (6): files.pythonhosted.org:443
ERROR: Could not install packages due to an EnvironmentError.
""", "network", "pip", "https://github.com/pypa/pip/issues/8200",
  note="the last retry and the final error of a longer pip -v log",
  inc=[[("(_ssl.c:1076)", "(_ssl.c:1129)"), ("(6)", "(7)")]],
  hn=[H([("unable to get local issuer certificate", "certificate has expired")], "TLS verify failure cause missing local issuer -> certificate expired"),
      H([("'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1076)'))'", "'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 407 Proxy Authentication Required'))'")],
        "connection broken by TLS verification -> proxy 407 authentication required", kind="auth", adv=True)])

O(r"""
ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:997)
""", "network", "system", "https://github.com/openssl/openssl/issues/20037",
  inc=[[("(_ssl.c:997)", "(_ssl.c:1006)")]])

O(r"""
yarn install v0.23.4
[1/4] Resolving packages...
warning There appears to be trouble with your network connection. Retrying...
warning There appears to be trouble with your network connection. Retrying...
error An unexpected error occurred: "https://registry.yarnpkg.com/bower: getaddrinfo ENOTFOUND registry.yarnpkg.com registry.yarnpkg.com:443".
""", "network", "npm", "https://github.com/yarnpkg/yarn/issues/3328",
  note="yarn; DNS resolution failure",
  inc=[[("yarn install v0.23.4", "yarn install v1.22.19"), ("warning There appears to be trouble with your network connection. Retrying...\nwarning There appears to be trouble with your network connection. Retrying...\n", "warning There appears to be trouble with your network connection. Retrying...\n")]],
  hn=[H([("getaddrinfo ENOTFOUND registry.yarnpkg.com registry.yarnpkg.com:443", "Not found")], "DNS ENOTFOUND -> registry 404 Not found for bower", kind="dependency")])

O(r"""
➤ YN0000: ┌ Resolution step
➤ YN0001: │ RequestError: getaddrinfo ENOTFOUND registry.yarnpkg.com
    at ClientRequest.<anonymous> (/Users/Jeffery/.yarn/releases/yarn-3.2.2.cjs:195:14361)
    at Object.onceWrapper (node:events:628:26)
    at ClientRequest.emit (node:events:525:35)
""", "network", "npm", "https://github.com/yarnpkg/yarn/issues/8936",
  inc=[[("/Users/Jeffery/.yarn/releases/yarn-3.2.2.cjs", "/home/ci/.yarn/releases/yarn-3.2.2.cjs")]],
  hn=[H([("getaddrinfo ENOTFOUND registry.yarnpkg.com", "connect ETIMEDOUT 104.16.24.35:443")], "DNS ENOTFOUND -> connect ETIMEDOUT", kind="timeout")])

O(r"""
error An unexpected error occurred: "https://registry.yarnpkg.com/libpng-dev: Not found".
""", "dependency", "npm", "https://github.com/yarnpkg/yarn/issues/8632",
  inc=[[("error An unexpected", "[1/4] Resolving packages...\nerror An unexpected")]],
  hn=[H([("libpng-dev", "jspfd")], "missing package libpng-dev -> jspfd")])

O(r"""
pnpm i tw-react
 ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/%20: Not Found - 404

This error happened while installing a direct dependency of /Users/linonetwo/Desktop/repo/slate-write

  is not in the npm registry, or you have no permission to fetch it.

No authorization header was set for the request.
Progress: resolved 51, reused 51, downloaded 0, added 0
""", "dependency", "npm", "https://github.com/pnpm/pnpm/issues/6712",
  note="pnpm; package name is a space (%20) from a broken package.json entry",
  inc=[[("/Users/linonetwo/Desktop/repo/slate-write", "/home/lino/src/slate-write"), ("resolved 51, reused 51", "resolved 64, reused 60")]],
  hn=[H([("GET https://registry.npmjs.org/%20: Not Found - 404", "GET https://registry.npmjs.org/tw-react: Not Found - 404"), ("\n  is not in", "\ntw-react is not in")],
        "missing package ' ' (%20) -> tw-react")])

O(r"""
Run pnpm/action-setup@v3
Running self-installer...
   ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/pnpm: Not Found - 404
  
  This error happened while installing a direct dependency of /home/runner/setup-pnpm
  
  pnpm is not in the npm registry, or you have no permission to fetch it.
  
  No authorization header was set for the request.
Error: Something went wrong, self-installer exits with code 1
""", "dependency", "github-actions", "https://github.com/pnpm/pnpm/issues/8846",
  inc=[[("pnpm/action-setup@v3", "pnpm/action-setup@v4")]],
  hn=[H([("ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/pnpm: Not Found - 404", "ERR_PNPM_FETCH_401  GET https://registry.npmjs.org/pnpm: Unauthorized - 401"), ("No authorization header was set for the request.", "An authorization header was used, but the token is invalid.")],
        "registry status 404 -> 401", kind="auth")])

O(r"""
  x No solution found when resolving dependencies:
  `-> Because install was not found in the package registry and you require install==1.3.5, we can conclude that your
      requirements are unsatisfiable.
""", "dependency", "uv", "https://github.com/haochenheheda/segment-anything-annotator/issues/37",
  inc=[[("  x No solution", " Updated https://github.com/facebookresearch/segment-anything.git (dca509f)\n  x No solution")]],
  hn=[H([("install was not found", "pip-install was not found"), ("install==1.3.5", "pip-install==1.3.5")], "missing package install -> pip-install")])

O(r"""
  × No solution found when resolving dependencies:
  ╰─▶ Because magika==0.6.2 depends on numpy>=2.1.0 and you require magika==0.6.2, we can conclude that you require numpy>=2.1.0.
      And because you require numpy==1.26.4, we can conclude that your requirements are unsatisfiable.
""", "dependency", "uv", "https://github.com/Ol1ver0413/RecoVerse/issues/2",
  inc=[[("  × No solution", "(.venv) % uv pip install -r requirements.txt\n  × No solution")]],
  hn=[H([("magika==0.6.2 depends on numpy>=2.1.0 and you require magika==0.6.2, we can conclude that you require numpy>=2.1.0.\n      And because you require numpy==1.26.4",
          "pandas==2.2.3 depends on numpy>=1.26.0 and you require pandas==2.2.3, we can conclude that you require numpy>=1.26.0.\n      And because you require numpy==1.24.4")],
        "conflict magika/numpy>=2.1.0 -> pandas/numpy>=1.26.0")])

# ---------------- brew ----------------
O(r"""
Error: No available formula with the name "wget" 
==> Searching for similarly named formulae...
Error: No similarly named formulae found.
==> Searching taps...
Error: No formulae found in taps.
""", "dependency", "brew", "https://github.com/Homebrew/brew/issues/1163",
  inc=[[("==> Searching taps...\nError: No formulae found in taps.", "==> Searching taps...\n==> Searching taps on GitHub...\nError: No formulae found in taps.")]],
  hn=[H([("\"wget\"", "\"grip\"")], "missing formula wget -> grip")])

O(r"""
→ brew install brew-php-switcher
Error: No available formula with the name "brew-php-switcher"
==> Searching for a previously deleted formula (in the last month)...
Warning: homebrew/core is shallow clone. To get complete history run:
  git -C "$(brew --repo homebrew/core)" fetch --unshallow

Error: No previously deleted formula found.
""", "dependency", "brew", "https://github.com/philcook/brew-php-switcher/issues/50",
  inc=[[("→ brew install", "$ brew install")]],
  hn=[H([("brew install brew-php-switcher", "brew install php@7.1"), ("name \"brew-php-switcher\"", "name \"php@7.1\"")], "missing formula brew-php-switcher -> php@7.1")])

# ---------------- GitHub / Google auth & permission ----------------
O(r"""
github.GithubException.BadCredentialsException: 401 {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}
""", "auth", "github-api", "https://github.com/anmol098/waka-readme-stats/issues/506",
  inc=[[("github.GithubException.BadCredentialsException", "BadCredentialsException")]],
  hn=[H([("BadCredentialsException: 401 {\"message\": \"Bad credentials\", \"documentation_url\": \"https://docs.github.com/rest\", \"status\": \"401\"}",
          "GithubException: 403 {\"message\": \"Resource not accessible by integration\", \"documentation_url\": \"https://docs.github.com/rest/repos/contents#create-or-update-file-contents\", \"status\": \"403\"}")],
        "BadCredentials 401 -> 403 Resource not accessible by integration (token valid, scope missing)", kind="permission", adv=True)])

O(r"""
[i] Github query : https://api.github.com/search/code?q=%20%20database_host&sort=indexed&o=desc
[i] Status code : 401
[!] Unexpected HTTP response 401
{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}
""", "auth", "github-api", "https://github.com/hisxo/gitGraber/issues/32",
  inc=[[("q=%20%20database_host", "q=%20%20aws_secret_access_key")]],
  hn=[H([("Status code : 401", "Status code : 403"), ("Unexpected HTTP response 401", "Unexpected HTTP response 403"), ("{\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\"}", "{\"message\":\"API rate limit exceeded for user ID 52170734.\",\"documentation_url\":\"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting\"}")],
        "401 Bad credentials -> 403 API rate limit exceeded", kind="rate_limit", adv=True)])

O(r"""
✕ [API Error: [{
    "error": {
      "code": 403,
      "message": "The caller does not have permission",
      "errors": [
        {
          "message": "The caller does not have permission",
          "domain": "global",
          "reason": "forbidden"
        }
      ],
      "status": "PERMISSION_DENIED"
    }
  }
  ]]
""", "permission", "gemini", "https://github.com/google-gemini/gemini-cli/issues/25607", adv=True,
  note="Google 403 that is a permission failure, not a rate limit",
  inc=[[("✕ [API Error: [{", " > hi\n✕ [API Error: [{")]],
  hn=[H([("\"code\": 403", "\"code\": 401"), ("\"The caller does not have permission\",\n      \"errors\"", "\"Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.\",\n      \"errors\""),
         ("\"message\": \"The caller does not have permission\",\n          \"domain\"", "\"message\": \"Invalid Credentials\",\n          \"domain\""),
         ("\"reason\": \"forbidden\"", "\"reason\": \"authError\""), ("PERMISSION_DENIED", "UNAUTHENTICATED")],
        "403 PERMISSION_DENIED -> 401 UNAUTHENTICATED", kind="auth")])

O(r"""
spread. exceptions.APIError: {'code': 403, 'message': 'The caller does not have permission', 'status': 'PERMISSION_DENIED'}
""", "permission", "gcp", "https://github.com/wirenboard/wirenboard/issues/142", adv=True,
  inc=[[("spread. exceptions.APIError", "gspread.exceptions.APIError")]],
  hn=[H([("{'code': 403, 'message': 'The caller does not have permission', 'status': 'PERMISSION_DENIED'}", "{'code': 429, 'message': \"Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'\", 'status': 'RESOURCE_EXHAUSTED'}")],
        "403 PERMISSION_DENIED -> 429 quota exceeded (read requests per minute)", kind="rate_limit")])

# ---------------- PostgreSQL auth ----------------
O(r"""
2020-02-14 17:26:38.505 UTC [62] FATAL:  password authentication failed for user "postgres"
2020-02-14 17:26:38.505 UTC [62] DETAIL:  Password does not match for user "postgres".
        Connection matched pg_hba.conf line 95: "host all all all md5"
""", "auth", "postgresql", "https://github.com/docker-library/postgres/issues/679",
  inc=[[("2020-02-14 17:26:38.505 UTC [62]", "2020-02-15 09:01:12.114 UTC [4290]")], [("[62]", "[71]")]],
  hn=[H([("DETAIL:  Password does not match for user \"postgres\".", "DETAIL:  Role \"postgres\" does not exist.")], "detail password mismatch -> role does not exist")])

O(r"""
postgres_1  | 2023-11-14 17:27:59.593 UTC [32] FATAL:  password authentication failed for user "user"
postgres_1  | 2023-11-14 17:27:59.593 UTC [32] DETAIL:  Role "user" does not exist.
postgres_1  |   Connection matched pg_hba.conf line 99: "host all all all md5" 
""", "auth", "postgresql", "https://github.com/thedevs-network/kutt/issues/722",
  inc=[[("2023-11-14 17:27:59.593 UTC [32]", "2023-11-15 08:00:01.020 UTC [45]")], [("postgres_1  |", "postgres-1  |")]],
  hn=[H([("FATAL:  password authentication failed for user \"user\"", "FATAL:  database \"user\" does not exist"), ("postgres_1  | 2023-11-14 17:27:59.593 UTC [32] DETAIL:  Role \"user\" does not exist.\n", "")],
        "auth failed (role missing) -> database does not exist", kind="runtime")])

# ---------------- npm timeout ----------------
O(r"""
npm ERR! code ETIMEDOUT
npm ERR! syscall connect
npm ERR! errno ETIMEDOUT
npm ERR! network request to https://registry.npmjs.org/create-react-app failed, reason: connect ETIMEDOUT 2606:4700::6810:1a22:443
npm ERR! network This is a problem related to network connectivity.
npm ERR! network In most cases you are behind a proxy or have bad network settings.
npm ERR! network
npm ERR! network If you are behind a proxy, please make sure that the
npm ERR! network 'proxy' config is set properly.  See: 'npm help config'

npm ERR! A complete log of this run can be found in:
npm ERR!     C:\Users\Admin\AppData\Local\npm-cache\_logs\2023-10-25T04_11_47_030Z-debug-0.log
""", "timeout", "npm", "https://github.com/nodejs/help/issues/4276",
  inc=[[("2606:4700::6810:1a22:443", "104.16.27.34:443"), ("2023-10-25T04_11_47_030Z", "2023-10-26T10_40_02_511Z")],
       [("C:\\Users\\Admin\\AppData\\Local\\npm-cache", "/home/runner/.npm")]],
  hn=[H([("code ETIMEDOUT", "code ECONNREFUSED"), ("errno ETIMEDOUT", "errno ECONNREFUSED"), ("connect ETIMEDOUT 2606:4700::6810:1a22:443", "connect ECONNREFUSED 127.0.0.1:8080")],
        "ETIMEDOUT -> ECONNREFUSED (to a local proxy)", kind="network"),
      H([("code ETIMEDOUT\nnpm ERR! syscall connect\nnpm ERR! errno ETIMEDOUT\nnpm ERR! network request to https://registry.npmjs.org/create-react-app failed, reason: connect ETIMEDOUT 2606:4700::6810:1a22:443",
          "code ENOTFOUND\nnpm ERR! syscall getaddrinfo\nnpm ERR! errno ENOTFOUND\nnpm ERR! network request to https://registry.npmjs.org/create-react-app failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org")],
        "ETIMEDOUT connect -> ENOTFOUND DNS lookup", kind="network")])

O(r"""
npm ERR! code ETIMEDOUT
npm ERR! errno ETIMEDOUT
npm ERR! syscall connect

npm ERR! network connect ETIMEDOUT 151.101.64.162:80
npm ERR! network This is most likely not a problem with npm itself
npm ERR! network and is related to network connectivity.
""", "timeout", "npm", "https://github.com/npm/npm/issues/15889",
  inc=[[("151.101.64.162:80", "151.101.128.162:443")], {"subs": [("151.101.64.162:80", "151.101.64.162:4290")], "adv": True, "note": "port that contains 429"}])

# ---------------- pip environment ----------------
O(r"""
error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.
    
    If you wish to install a non-Debian packaged Python application,
    it may be easiest to use pipx install xyz, which will manage a
    virtual environment for you. Make sure you have pipx installed.
    
    See /usr/share/doc/python3.11/README.venv for more information.
""", "dependency", "pip", "https://github.com/buxiaomo/kubeasy/issues/11",
  note="PEP 668: the system environment refuses pip installs; labelled dependency (environment cannot provide the package this way)",
  inc=[[("/usr/share/doc/python3.11/README.venv", "/usr/share/doc/python3.12/README.venv")]])

# ---------------- more git ----------------
O(r"""
Cloning into 'instruction-following-framework'...
remote: Repository not found.
fatal: repository 'https://github.com/clic-lab/instruction-following-framework.git/' not found
""", "runtime", "git", "https://github.com/lil-lab/ciff/issues/14",
  note="the repository moved; a missing remote resource (could also be a private repo without credentials)",
  inc=[[("Cloning into 'instruction-following-framework'...", "Cloning into '/tmp/work/instruction-following-framework'...")]],
  hn=[H([("remote: Repository not found.\nfatal: repository 'https://github.com/clic-lab/instruction-following-framework.git/' not found", "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/clic-lab/instruction-following-framework.git/'")],
        "repository not found -> authentication failed", kind="auth"),
      H([("'instruction-following-framework'", "'ciff-data'"), ("clic-lab/instruction-following-framework.git/", "clic-lab/ciff-data.git/")], "missing repository instruction-following-framework -> ciff-data")])

O(r"""
Auto-merging lib/packagekit-glib2/pk-client.c
CONFLICT (content): Merge conflict in lib/packagekit-glib2/pk-client.c
error: could not apply 90de0b6e0... pk-client: Rework refcounting for PkClientState
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
hint: Disable this message with "git config advice.mergeConflict false"
Could not apply 90de0b6e0... pk-client: Rework refcounting for PkClientState
""", "runtime", "git", "https://github.com/PackageKit/PackageKit/issues/762",
  inc=[[("90de0b6e0", "3f1c2a9d4")], [("hint: Disable this message with \"git config advice.mergeConflict false\"\n", "")]],
  hn=[H([("error: could not apply 90de0b6e0... pk-client: Rework refcounting for PkClientState\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".\nhint: You can instead skip this commit: run \"git rebase --skip\".\nhint: To abort and get back to the state before \"git rebase\", run \"git rebase --abort\".",
          "error: could not apply 90de0b6e0... pk-client: Rework refcounting for PkClientState\nhint: After resolving the conflicts, mark them with\nhint: \"git add/rm <pathspec>\", then run\nhint: \"git cherry-pick --continue\".\nhint: You can instead skip this commit with \"git cherry-pick --skip\".\nhint: To abort and get back to the state before \"git cherry-pick\",\nhint: run \"git cherry-pick --abort\".")],
        "git operation rebase -> cherry-pick")])

# ---------------- MongoDB / Redis / MySQL more ----------------
O(r"""
DuplicateKeyError: E11000 duplicate key error collection: virtool.indexes index: version_1 dup key: { : 0 }
""", "runtime", "mongodb", "https://github.com/virtool/virtool/issues/695",
  inc=[[("DuplicateKeyError", "pymongo.errors.DuplicateKeyError")], [("dup key: { : 0 }", "dup key: { : 7 }")]],
  hn=[H([("virtool.indexes index: version_1", "virtool.samples index: name_1"), ("{ : 0 }", "{ : \"sample-1\" }")], "collection/index virtool.indexes version_1 -> virtool.samples name_1")])

O(r"""
MongoError: E11000 duplicate key error index: b2urh52bh95t.users.$email_1  dup key: { : null }
    at Db.wrap (/home/www/git/cnode/node_modules/mongoose/node_modules/mongodb/lib/mongodb/db.js:1875:11)
    at null.<anonymous> (/home/www/git/cnode/node_modules/mongoose/node_modules/mongodb/lib/mongodb/collection.js:320:26)
""", "runtime", "mongodb", "https://github.com/cnodejs/nodeclub/issues/265",
  inc=[[("/home/www/git/cnode", "/srv/app")]],
  hn=[H([("users.$email_1", "users.$loginname_1")], "index email_1 -> loginname_1")])

O(r"""
ReplyError: NOAUTH Authentication required.
    at parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)
    at parseType (/app/node_modules/redis-parser/lib/parser.js:302:14) {
  command: { name: 'info', args: [] }
}
""", "auth", "redis", "https://github.com/rishikanthc/Scriberr/issues/127",
  inc=[[("/app/node_modules", "/usr/src/app/node_modules")], [("{ name: 'info', args: [] }", "{ name: 'get', args: [ 'session:41' ] }")]],
  hn=[H([("ReplyError: NOAUTH Authentication required.", "ReplyError: WRONGPASS invalid username-password pair or user is disabled.")], "NOAUTH (no password sent) -> WRONGPASS (wrong password)"),
      H([("ReplyError: NOAUTH Authentication required.", "ReplyError: OOM command not allowed when used memory > 'maxmemory'.")], "NOAUTH -> OOM maxmemory", kind="runtime")])

O(r"""
Error 1146: Table 'test.user' doesn't exist
""", "runtime", "mysql", "https://github.com/go-sql-driver/mysql/issues/259",
  inc=[[("Error 1146: Table 'test.user' doesn't exist", "Error 1146: Table 'test.user' doesn't exist[Finished in 0.6s]")]],
  hn=[H([("'test.user'", "'test.orders'")], "table test.user -> test.orders"),
      H([("Error 1146: Table 'test.user' doesn't exist", "Error 1054: Unknown column 'user.email' in 'field list'")], "MySQL error 1146 missing table -> 1054 unknown column")])

O(r"""
SQLSTATE[42S02]: Base table or view not found: 1146 Table 'idbjobportal.notice' doesn't exist (SQL: select * from `notice` where `status` = 1)
""", "runtime", "mysql", "https://github.com/ringkubd/jobportal/issues/5",
  inc=[[("where `status` = 1", "where `status` = 1 limit 10")]],
  hn=[H([("'idbjobportal.notice'", "'idbjobportal.jobs'"), ("from `notice`", "from `jobs`")], "table notice -> jobs")])

# ---------------- exit 137 ----------------
O(r"""
+ docker-compose exec web supervisorctl restart all
Exited with code 137

Hint: Exit code 137 typyically means the process is killed because it was running out of memory
Hint: Check if you can optimize the memory usage in your app
Hint: Max memory usage of this container is 0
 according to /sys/fs/cgroup/memory/memory.max_usage_in_bytes
""", "runtime", "docker", "https://github.com/mozilla/addons/issues/5259",
  inc=[[("Max memory usage of this container is 0", "Max memory usage of this container is 4290772992")]],
  hn=[H([("Exited with code 137\n\nHint: Exit code 137 typyically means the process is killed because it was running out of memory\nHint: Check if you can optimize the memory usage in your app\nHint: Max memory usage of this container is 0\n according to /sys/fs/cgroup/memory/memory.max_usage_in_bytes", "Exited with code 127")],
        "exit code 137 (killed, with the runner's OOM hint) -> 127 (command not found)", kind="dependency")])

O(r"""
    Last State: Terminated
      Reason: Error
      Exit Code: 137
      Started: Mon, 13 Nov 2023 03:48:52 +0100
      Finished: Mon, 13 Nov 2023 03:50:55 +0100
    Ready: True
    Restart Count: 1
""", "runtime", "kubernetes", "https://github.com/kubernetes/kubernetes/issues/122256",
  inc=[[("Mon, 13 Nov 2023 03:48:52 +0100", "Tue, 14 Nov 2023 11:02:10 +0100"), ("Mon, 13 Nov 2023 03:50:55 +0100", "Tue, 14 Nov 2023 11:04:13 +0100"), ("Restart Count: 1", "Restart Count: 4")]],
  hn=[H([("Reason: Error\n      Exit Code: 137", "Reason: Error\n      Exit Code: 1")], "container exit code 137 -> 1")])

# ---------------- more: LFS quota, npm EACCES/ERESOLVE, 5xx, AWS token, go proxy ----------------
O(r"""
↪ git lfs pull
Git LFS: (0 of 243 files) 0 B / 35.58 MB                                                                               
batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.
batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.
batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.
error: failed to fetch some objects from 'https://github.com/amethyst/grumpy_visitors.git/info/lfs'
""", "rate_limit", "git", "https://github.com/amethyst/grumpy_visitors/issues/59", adv=True,
  note="a bandwidth/usage quota of the hosting service, not local disk",
  inc=[[("(0 of 243 files) 0 B / 35.58 MB", "(12 of 243 files) 4.1 MB / 35.58 MB")],
       [("batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\nbatch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\n", "")]],
  hn=[H([("batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\nbatch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.\nbatch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.",
          "Error downloading object: assets/level1.png (3b08535): Smudge error: Error downloading assets/level1.png: write /home/troy/grumpy_visitors/.git/lfs/incomplete/3b08535b: no space left on device")],
        "LFS failure remote data quota -> local no space left on device", kind="disk", adv=True)])

O(r"""
npm ERR! code EACCES
npm ERR! syscall mkdir
npm ERR! path /usr/local/lib/node_modules/nodemon
npm ERR! errno -13
npm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/nodemon'
npm ERR!  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/nodemon'] {
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'mkdir',
npm ERR!   path: '/usr/local/lib/node_modules/nodemon'
npm ERR! }
""", "permission", "npm", "https://github.com/OpenSourceHelpCommunity/Questions/issues/421",
  inc=[[("npm ERR! }", "npm ERR! }\nnpm ERR! \nnpm ERR! A complete log of this run can be found in: /Users/apple/.npm/_logs/2023-12-15T02_51_07_939Z-debug-0.log")]],
  hn=[H([("/usr/local/lib/node_modules/nodemon", "/usr/local/lib/node_modules/typescript")] , "package directory nodemon -> typescript (a different global install)"),
      H([("code EACCES", "code ENOSPC"), ("errno -13", "errno -28"), ("EACCES: permission denied, mkdir", "ENOSPC: no space left on device, mkdir"), ("errno: -13", "errno: -28"), ("code: 'EACCES'", "code: 'ENOSPC'")],
        "errno EACCES (-13) -> ENOSPC (-28)", kind="disk")])

O(r"""
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
npm ERR! See C:\Users\kyryl\AppData\Local\npm-cache\eresolve-report.txt for a full report.
""", "dependency", "npm", "https://github.com/npm/cli/issues/2420",
  inc=[[("C:\\Users\\kyryl\\AppData\\Local\\npm-cache", "/root/.npm")]],
  hn=[H([("Found: postcss-load-config@3.0.0\nnpm ERR! node_modules/postcss-load-config\nnpm ERR!   postcss-load-config@\"^3.0.0\" from the root project", "Found: eslint@6.1.0\nnpm ERR! node_modules/eslint\nnpm ERR!   eslint@\"^6.1.0\" from the root project"),
         ("peerOptional postcss-load-config@\"^2.1.0\" from svelte-preprocess@4.6.1\nnpm ERR! node_modules/svelte-preprocess\nnpm ERR!   svelte-preprocess@\"*\" from the root project", "peer eslint@\"^5.0.0\" from @typescript-eslint/parser@1.13.0\nnpm ERR! node_modules/@typescript-eslint/parser\nnpm ERR!   @typescript-eslint/parser@\"1.13.0\" from the root project")],
        "conflicting peer postcss-load-config/svelte-preprocess -> eslint/@typescript-eslint/parser")])

O(r"""
{
  "error": {
    "message": "The server had an error processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if you keep seeing this error. (Please include the request ID e5c949c8ec2c86be225544e5eefcbe4d in your email.)",
    "type": "server_error",
    "param": null,
    "code": null
  }
}
""", "runtime", "openai", "https://github.com/ai-genie/chatgpt-vscode/issues/100",
  note="HTTP 500 server_error: a server-side failure; not one of 502/503/504, so runtime",
  inc=[[("e5c949c8ec2c86be225544e5eefcbe4d", "a41f03b7c2d94e1f8e6b5a0c3d2e1f90")]],
  hn=[H([("The server had an error processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if you keep seeing this error. (Please include the request ID e5c949c8ec2c86be225544e5eefcbe4d in your email.)", "That model is currently overloaded with other requests. You can retry your request, or contact us through our help center at help.openai.com if the error persists. (Please include the request ID e5c949c8ec2c86be225544e5eefcbe4d in your message.)")],
        "server_error (500) -> model overloaded (503)", kind="network")])

O(r"""
openai.InternalServerError: <html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>cloudflare</center>
""", "network", "openai", "https://github.com/n3d1117/chatgpt-telegram-bot/issues/637", adv=True,
  note="exception class says InternalServerError but the status is a 502 from the proxy",
  inc=[[("<hr><center>cloudflare</center>", "<hr><center>openresty</center>")]],
  hn=[H([("502 Bad Gateway</title>", "504 Gateway Time-out</title>"), ("<h1>502 Bad Gateway</h1>", "<h1>504 Gateway Time-out</h1>")], "status 502 Bad Gateway -> 504 Gateway Time-out", kind="timeout", adv=True)])

O(r"""
botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the CreateRole operation: The security token included in the request is expired
""", "auth", "aws", "https://github.com/aws-samples/aws-iot-twinmaker-samples/issues/147", adv=True,
  note="'security token' is an AWS session credential, not a parser token",
  inc=[[("botocore.exceptions.ClientError: ", "    raise error_class(parsed_response, operation_name)\nbotocore.exceptions.ClientError: ")]],
  hn=[H([("(ExpiredToken)", "(AccessDenied)"), ("The security token included in the request is expired", "User: arn:aws:sts::123456789012:assumed-role/deployer/session is not authorized to perform: iam:CreateRole")],
        "error code ExpiredToken -> AccessDenied (not authorized for iam:CreateRole)", kind="permission")])

O(r"""
[Wed, 12 Oct 2016 14:14:51 GMT] [watchbot] Error polling cluster resources: The security token included in the request is expired
[Wed, 12 Oct 2016 14:14:51 GMT] [watchbot] ExpiredToken: The security token included in the request is expired
    at Request.extractError (/usr/local/src/watchbot/node_modules/aws-sdk/lib/protocol/query.js:40:29)
""", "auth", "aws", "https://github.com/mapbox/ecs-watchbot/issues/61", adv=True,
  inc=[[("[Wed, 12 Oct 2016 14:14:51 GMT]", "[Thu, 13 Oct 2016 02:40:09 GMT]")]])

O(r"""
$ go get github.com/ketao1989/gogo@v1.0.0
go: finding github.com/ketao1989/gogo v1.0.0
go: github.com/ketao1989/gogo@v1.0.0: unexpected status (https://goproxy.io/github.com/ketao1989/gogo/@v/v1.0.0.mod): 400 Bad Request
go: error loading module requirements
""", "dependency", "go", "https://github.com/goproxyio/goproxy/issues/51",
  note="the proxy answers 400 for an unknown revision",
  inc=[[("$ go get", "~/src $ go get")]],
  hn=[H([("400 Bad Request", "404 Not Found")], "proxy status 400 -> 404"),
      H([("gogo@v1.0.0\ngo: finding github.com/ketao1989/gogo v1.0.0\ngo: github.com/ketao1989/gogo@v1.0.0", "gogo@v1.2.0\ngo: finding github.com/ketao1989/gogo v1.2.0\ngo: github.com/ketao1989/gogo@v1.2.0"), ("/@v/v1.0.0.mod", "/@v/v1.2.0.mod")], "module version v1.0.0 -> v1.2.0")])

# ---------------- more real adversarial / network ----------------
O(r"""
github.GithubException.RateLimitExceededException: 403 {"message": "API rate limit exceeded for 195.19.90.245. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)", "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}
""", "rate_limit", "github-api", "https://github.com/Justintime50/github-archive/issues/54", adv=True,
  note="GitHub rate limit sent as HTTP 403; same failure as the rustlings quote (unauthenticated per-IP limit)",
  inc=[[("195.19.90.245", "195.19.90.42")]],
  hn=[H([("RateLimitExceededException: 403 {\"message\": \"API rate limit exceeded for 195.19.90.245. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)\", \"documentation_url\": \"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting\"}",
          "UnknownObjectException: 404 {\"message\": \"Not Found\", \"documentation_url\": \"https://docs.github.com/rest/repos/repos#get-a-repository\"}")],
        "RateLimitExceeded 403 -> UnknownObject 404 (repository not found)", kind="runtime", adv=True)])

O(r"""
Octokit::TooManyRequests: GET https://api.github.com/repos/yegor256/zold: 403 - API rate limit exceeded for user ID 24456188. // See: https://developer.github.com/v3/#rate-limiting
  octokit/response/raise_error.rb:16:in `on_complete'
    raise error
  faraday/response.rb:9:in `block in call'
    on_complete(environment)
""", "rate_limit", "github-api", "https://github.com/yegor256/0pdd/issues/215", adv=True,
  note="authenticated per-user GitHub rate limit sent as HTTP 403",
  inc=[[("repos/yegor256/zold", "repos/yegor256/takes")], {"subs": [("user ID 24456188", "user ID 4290401")], "adv": True, "note": "user id containing 429 and 401"}],
  hn=[H([("Octokit::TooManyRequests: GET https://api.github.com/repos/yegor256/zold: 403 - API rate limit exceeded for user ID 24456188. // See: https://developer.github.com/v3/#rate-limiting",
          "Octokit::Forbidden: GET https://api.github.com/repos/yegor256/zold: 403 - Resource not accessible by integration // See: https://developer.github.com/v3/repos/#get")],
        "Octokit::TooManyRequests (rate limit, 403) -> Octokit::Forbidden (permission, 403)", kind="permission", adv=True)])

O(r"""
Downloading nvidia_cusparse_cu12-12.5.8.93-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl (288.2 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╺━━━━━━ 238.0/288.2 MB 235.4 MB/s eta 0:00:01ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device
""", "disk", "pip", "https://github.com/yashab-cyber/HackGpt/issues/9",
  inc=[[("238.0/288.2 MB 235.4 MB/s eta 0:00:01", "120.4/288.2 MB 42.9 MB/s eta 0:00:04")],
       {"subs": [("238.0/288.2 MB 235.4 MB/s", "142.9/288.2 MB 401.3 MB/s")], "adv": True, "note": "progress numbers containing 429 and 401"}],
  hn=[H([("[Errno 28] No space left on device", "[Errno 13] Permission denied: '/usr/lib/python3/dist-packages/nvidia'")], "errno 28 ENOSPC -> 13 EACCES", kind="permission"),
      H([("OSError: [Errno 28] No space left on device", "HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.")], "install failure no space -> read timed out", kind="timeout")])

O(r"""
curl: (7) Failed to connect to 127.0.0.1 port 20170: Connection refused
""", "network", "shell", "https://github.com/curl/curl/issues/9358",
  note="a dead local proxy on port 20170",
  inc=[[("port 20170", "port 10809")], {"subs": [("port 20170", "port 4290")], "adv": True, "note": "port containing 429"}],
  hn=[H([("curl: (7) Failed to connect to 127.0.0.1 port 20170: Connection refused", "curl: (5) Could not resolve proxy: proxy.local")], "curl error 7 (connect refused) -> 5 (could not resolve proxy)"),
      H([("curl: (7) Failed to connect to 127.0.0.1 port 20170: Connection refused", "curl: (28) Failed to connect to 127.0.0.1 port 20170 after 130001 ms: Connection timed out")], "curl error 7 refused -> 28 timed out", kind="timeout")])

O(r"""
  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0curl: (7) Failed to connect to localhost port 80: Connection refused
""", "network", "shell", "https://github.com/zodern/meteor-up/issues/818", adv=True,
  note="the progress meter runs into the error line; the zeros are transfer counters",
  inc=[[("  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0curl", "curl")]])

O(r"""
kali@kali:~$ git clone https://github.com/entynetproject/ghost.git
Cloning into 'ghost'...
fatal: unable to access 'https://github.com/entynetproject/ghost.git/': Could not resolve host: github.com
""", "network", "git", "https://github.com/EntySec/Ghost/issues/171",
  inc=[[("kali@kali:~$ ", "")], [("kali@kali:~$", "root@pynq:/home/xilinx#")]],
  hn=[H([("Could not resolve host: github.com", "Failed to connect to github.com port 443 after 21045 ms: Timed out")], "DNS failure -> connect timed out", kind="timeout"),
      H([("git clone https://github.com/entynetproject/ghost.git\nCloning into 'ghost'...", "git push origin master")], "git operation clone -> push (same DNS failure, a different operation)")])

O(r"""
requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))
""", "network", "http-api", "https://github.com/timerring/bilive/issues/122",
  inc=[[("requests.exceptions.ConnectionError", "ConnectionError")]],
  hn=[H([("ConnectionResetError(104, 'Connection reset by peer')", "RemoteDisconnected('Remote end closed connection without response')")], "ConnectionResetError 104 -> RemoteDisconnected"),
      H([("requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))", "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.bilibili.com', port=443): Read timed out. (read timeout=10)")], "ConnectionError reset -> ReadTimeout", kind="timeout")])

# ---------------- timeouts, disk, permission ----------------
O(r"""
The job running on runner GitHub Actions 3 has exceeded the maximum execution time of 360 minutes.
""", "timeout", "github-actions", "https://github.com/lowlighter/metrics/issues/731",
  inc=[[("GitHub Actions 3", "GitHub Actions 17")], [("runner GitHub Actions 3", "runner Hosted Agent")]],
  hn=[H([("has exceeded the maximum execution time of 360 minutes.", "has received a shutdown signal. This can happen when the runner service is stopped, or a manually started runner is canceled.")],
        "job end reason execution time limit -> runner shutdown signal", kind="runtime")])

O(r"""
    raise ReadTimeoutError(self._pool, None, "Read timed out.")
#10 18.23 pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.
""", "timeout", "pip", "https://github.com/conbench/conbench/issues/815",
  note="two lines of a docker build log; the build step prefix '#10 18.23' is incidental",
  inc=[[("#10 18.23 ", "#12 42.90 ")], [("#10 18.23 ", "")]],
  hn=[H([("host='files.pythonhosted.org', port=443): Read timed out.", "host='pypi.org', port=443): Read timed out.")],
        "host files.pythonhosted.org (package download) -> pypi.org (index)"),
      H([("ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.", "ProtocolError: (\"Connection broken: ConnectionResetError(104, 'Connection reset by peer')\", ConnectionResetError(104, 'Connection reset by peer'))"),
         ("    raise ReadTimeoutError(self._pool, None, \"Read timed out.\")", "    raise ProtocolError(\"Connection broken: %r\" % e, e)")],
        "ReadTimeoutError -> ProtocolError connection reset", kind="network")])

O(r"""
Error response from daemon: Get "https://registry-1.docker.io/v2/": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)
""", "timeout", "docker", "https://github.com/exadel-inc/CompreFace/issues/1277",
  inc=[[("Error response from daemon:", " ✘ db Error  Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting for con...          15.1s\nError response from daemon:")],
       [("Get \"https://registry-1.docker.io/v2/\"", "Get https://registry-1.docker.io/v2/")]],
  hn=[H([("net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)", "dial tcp: lookup registry-1.docker.io on 127.0.0.53:53: server misbehaving")], "Client.Timeout -> DNS lookup failure", kind="network"),
      H([("https://registry-1.docker.io/v2/", "https://ghcr.io/v2/")], "registry docker.io -> ghcr.io")])

O(r"""
STATEMENT:  UPDATE public.clusteredjob SET  VERSION = $1 ,  NEXT_RUN = $2  WHERE JOB_ID=$3 AND VERSION=$4
ERROR:  could not extend file "base/16384/16492": No space left on device
HINT:  Check free disk space.
""", "disk", "postgresql", "https://github.com/dokku/dokku-postgres/issues/150",
  inc=[[("base/16384/16492", "base/24603/24667")], [("STATEMENT:  UPDATE public.clusteredjob SET  VERSION = $1 ,  NEXT_RUN = $2  WHERE JOB_ID=$3 AND VERSION=$4\n", "")]],
  hn=[H([("ERROR:  could not extend file \"base/16384/16492\": No space left on device\nHINT:  Check free disk space.", "ERROR:  canceling statement due to statement timeout")], "could not extend file (disk full) -> statement timeout", kind="timeout")])

O(r"""
ERROR:  could not extend file "base/16511/16540": wrote only 4096 of 8192 bytes at block 13986
HINT:  Check free disk space.
WARNING:  terminating connection because of crash of another server process
""", "disk", "postgresql", "https://github.com/dwyl/learn-postgresql/issues/125", adv=True,
  note="no 'No space' wording; the short write is the disk-full symptom",
  inc=[[("base/16511/16540", "base/16511/16544"), ("block 13986", "block 14290")]])

O(r"""
Traceback (most recent call last):
  File "/data/data/com.termux/files/home/Photon/photon.py", line 378, in <module>
    os.mkdir(output_dir) # create a new directory
    ^^^^^^^^^^^^^^^^^^^^
OSError: [Errno 30] Read-only file system: 'www.instagram.com'
""", "permission", "system", "https://github.com/s0md3v/Photon/issues/191",
  inc=[[("/data/data/com.termux/files/home/Photon", "/home/user/Photon"), ("line 378", "line 381")], [("'www.instagram.com'", "'www.example.org'")]],
  hn=[H([("OSError: [Errno 30] Read-only file system: 'www.instagram.com'", "FileExistsError: [Errno 17] File exists: 'www.instagram.com'")], "errno 30 EROFS -> 17 EEXIST", kind="runtime")])

O(r"""
OSError: [Errno 30] Read-only file system: '/home/sbx_user1068'
""", "permission", "aws", "https://github.com/DataBiosphere/azul/pull/190",
  note="AWS Lambda: only /tmp is writable",
  inc=[[("sbx_user1068", "sbx_user1051")]],
  hn=[H([("[Errno 30] Read-only file system", "[Errno 28] No space left on device")], "errno 30 EROFS -> 28 ENOSPC", kind="disk")])

O(r"""
./10_Recommended_query.sh
bash: ./10_Recommended_query.sh: /bin/bash: bad interpreter: Permission denied
""", "permission", "shell", "https://github.com/pCloud/console-client/issues/5",
  note="typically a noexec mount: the script is fine, the filesystem forbids exec",
  inc=[[("10_Recommended_query.sh", "11_Top_query.sh")]],
  hn=[H([("/bin/bash: bad interpreter: Permission denied", "/bin/bash^M: bad interpreter: No such file or directory")], "bad interpreter Permission denied (noexec) -> No such file (CRLF line endings)", kind="runtime", adv=True)])

O(r"""
./sshrd.sh: 176: Linux/gaster: Permission denied
[-] An error occurred
""", "permission", "shell", "https://github.com/verygenericname/SSHRD_Script/issues/157", adv=True,
  note="176 is the script line number",
  inc=[[("./sshrd.sh: 176:", "./sshrd.sh: 181:")], {"subs": [("./sshrd.sh: 176:", "./sshrd.sh: 429:")], "adv": True, "note": "line number 429"}],
  hn=[H([("Linux/gaster: Permission denied", "Linux/gaster: not found")], "Permission denied (not executable) -> not found", kind="dependency", adv=True)])
