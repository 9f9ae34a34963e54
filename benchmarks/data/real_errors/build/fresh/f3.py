"""Batch 3: GitHub API rate limits (sent as 403), git over HTTPS after password auth was removed, the Docker
socket's permissions."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- GitHub App installation rate limit (rate_limit; GitHub sends it as 403) ----------------
O(r"""
build[🚨 AC] API rate limit exceeded for installation ID 22782749. If you reach out to GitHub Support for help, please include the request ID E069:28A5:946476:98F36C:6542E844.
--
build[🚨 AC] API rate limit exceeded for installation ID 22782749. If you reach out to GitHub Support for help, please include the request ID E068:1718:F07C6:FAFC5:6542E844.
""", "rate_limit", "github-api", "wjz304/Redpill_CustomBuild/issues/52910", same="gh-installation-limit",
  note="an Actions annotation pasted twice",
  inc=[[("22782749", "31205518"), ("E069:28A5:946476:98F36C:6542E844", "C2D1:3F0A:1B2C3D:1C4E5F:65A0B7C1"),
        ("E068:1718:F07C6:FAFC5:6542E844", "C2D2:7A11:22F0A:23B1C:65A0B7C1")]])
O(r"""
Error: API rate limit exceeded for installation ID 19497584.
""", "rate_limit", "github-api", "dawidd6/action-download-artifact/issues/163", same="gh-installation-limit",
  note="issue title; an action's core.setFailed line",
  inc=[[("19497584", "8440595")]])

# ---------------- GitHub REST API: unauthenticated (per-IP) rate limit, sent as HTTP 403 ----------------
O(r"""
HTTP_RESPONSE: {
  "message": "API rate limit exceeded for 35.192.136.167. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
  "documentation_url": "https://developer.github.com/v3/#rate-limiting"
}
HTTPSTATUS:403
""", "rate_limit", "github-api", "usnistgov/pfhub/issues/864", adv=True, note="a rate limit sent as HTTP 403 (curl in CI)",
  inc=[[("35.192.136.167", "34.74.90.11")]],
  hn=[H([("API rate limit exceeded for 35.192.136.167. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
          "Resource not accessible by integration"),
         ("https://developer.github.com/v3/#rate-limiting", "https://docs.github.com/rest/issues/comments#create-an-issue-comment")],
        "403 message 'API rate limit exceeded' -> 'Resource not accessible by integration' (a permission the token lacks)",
        kind="permission", adv=False)])

# ---------------- git over HTTPS with an account password (auth), four printers ----------------
O(r"""
remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/en/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/KeroAutishima/commit-bot.git/'
""", "auth", "git", "theshteves/commit-bot/issues/16", same="gh-password-auth-removed",
  inc=[[("KeroAutishima/commit-bot.git", "jdoe/dotfiles.git"), ("/en/get-started", "/get-started")]])
O(r"""
remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/Bushan101/sss.git/'
""", "auth", "git", "Shpota/github-activity-generator/issues/75", same="gh-password-auth-removed",
  note="a later git/GitHub wording of the docs address")
O(r"""
Error: remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/en/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/PUO312/site123/'
""", "auth", "git", "brackets-userland/brackets-git/issues/1372", same="gh-password-auth-removed",
  note="an editor's git extension prefixing 'Error: '")
O(r"""
remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/nohajs/homebrew-anylinuxfs/'
Error: Failure while executing; `git clone https://github.com/nohajs/homebrew-anylinuxfs /opt/homebrew/Library/Taps/nohajs/homebrew-anylinuxfs --origin=origin --template= --config core.fsmonitor=false` exited with 128.
""", "auth", "git", "nohajc/anylinuxfs/issues/6",
  note="Homebrew's tap clone wrapping git. The thread found the tap name misspelt (GitHub asks for credentials for a "
       "repository it will not show): another cause and fix than a password login, so a group of its own",
  inc=[[("nohajs/homebrew-anylinuxfs", "acme/homebrew-tools"), ("/opt/homebrew/Library/Taps", "/usr/local/Homebrew/Library/Taps")]])

# ---------------- the Docker socket not writable by the user (permission), four printers ----------------
O(r"""
Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post "http://%2Fvar%2Frun%2Fdocker.sock/v1.24/images/create?fromImage=test&tag=latest": dial unix /var/run/docker.sock: connect: permission denied
""", "permission", "docker", "pauleve/docker-mtgo/issues/167", same="docker-sock-perm",
  inc=[[("v1.24", "v1.43")]],
  hn=[H([("Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock",
          "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"),
         ("connect: permission denied", "connect: no such file or directory")],
        "'Got permission denied while trying to connect' -> 'Cannot connect ... Is the docker daemon running?' "
        "(daemon down, not a socket permission)", kind="network")])
O(r"""
'docker: Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/create: dial unix /var/run/docker.sock: connect: permission denied.'
b"See 'docker run --help'."
""", "permission", "docker", "malwaredllc/byob/issues/476", same="docker-sock-perm",
  note="docker CLI stderr as captured and printed by a Python program")
O(r"""
Got permission denied while trying to connect to the Docker daemon socket at unix:///run/docker/docker.sock: Get "http://%2Frun%2Fdocker%2Fdocker.sock/v1.24/containers/json": dial unix /run/docker/docker.sock: connect: permission denied
Got permission denied while trying to connect to the Docker daemon socket at unix:///run/docker/docker.sock: Get "http://%2Frun%2Fdocker%2Fdocker.sock/v1.24/containers/json": dial unix /run/docker/docker.sock: connect: permission denied
""", "permission", "docker", "actions/actions-runner-controller/issues/2538", same="docker-sock-perm",
  note="a CI runner's docker-in-docker socket at another path (excerpt: two of the repeated lines)",
  inc=[[("/run/docker/docker.sock", "/var/run/dind/docker.sock"), ("%2Frun%2Fdocker%2Fdocker.sock", "%2Fvar%2Frun%2Fdind%2Fdocker.sock"),
        ("v1.24", "v1.45")]])
O(r"""
time="2025-01-11T02:22:10Z" level=error msg="Failed to retrieve information of the docker client and server host: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/version\": dial unix /var/run/docker.sock: connect: permission denied" providerName=docker
time="2025-01-11T02:22:10Z" level=error msg="Provider connection error permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/version\": dial unix /var/run/docker.sock: connect: permission denied, retrying in 1.492128448s" providerName=docker
""", "permission", "docker", "docker/getting-started-todo-app/issues/44", same="docker-sock-perm",
  note="a proxy container (Traefik's docker provider) logging through logrus (excerpt: first two lines)",
  inc=[[("2025-01-11T02:22:10Z", "2025-03-02T14:05:51Z"), ("retrying in 1.492128448s", "retrying in 3.201764092s")]])
