"""Batch 12: hard negatives and incidental variants added to the originals of batches 1-11."""
from lib import HX, IX

# ---------------- hard negatives: one semantic token changed ----------------
HX("galaxyproject/ephemeris/issues/219", [("distutils", "packaging")],
   "missing module distutils -> packaging (a package to install, not the Python 3.12 removal)")
HX("JPaulMora/Pyrit/issues/294", [("fatal error: Python.h:", "fatal error: cuda.h:")],
   "missing header Python.h -> cuda.h (the CUDA toolkit, not python-dev)")
HX("uoip/g2opy/issues/36", [("`fatal error: Python.h:", "`fatal error: Eigen/Core:")],
   "missing header Python.h -> Eigen/Core (libeigen3-dev)")
HX("docker-archive-public/docker.kitematic/issues/4082", [("no space left on device", "input/output error")],
   "errno ENOSPC -> EIO (a failing disk or VM image, not a full one)", kind="runtime")
HX("JetClient/jet-client-support/issues/62", [("but found 401", "but found 200")],
   "value seen by the assertion 401 -> 200 (the request succeeded where an error was expected)", adv=False)
HX("nodejs/help/issues/1050", [("EADDRINUSE", "EADDRNOTAVAIL")],
   "listen errno EADDRINUSE (port taken) -> EADDRNOTAVAIL (the address is not on this host: a configuration fix)")
HX("BurntSushi/nfldb/issues/245", [("password authentication failed", "Peer authentication failed")],
   "authentication method password -> peer (pg_hba.conf asks for the OS user: another fix)",
   inc=[[("C:\\Python27", "C:\\tools\\Python27"), ("line 126", "line 129")]])
HX("dawidd6/action-download-artifact/issues/163",
   [("API rate limit exceeded for installation ID 19497584.",
     "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 8A3C:1F2B:9D4E5:A6B7C:65E1D2F3.")],
   "rate-limit kind: the installation's hourly limit -> the secondary (abuse) limit")
HX("grafana/timestream-datasource/issues/92",
   [("ExpiredTokenException: The security token included in the request is expired",
     "UnrecognizedClientException: The security token included in the request is invalid.")],
   "error code ExpiredTokenException -> UnrecognizedClientException (a wrong key, not an expired session)",
   inc=[[("5U4D7KK6ZSNY4I3I3DTFUIVMEU", "HQ7E3LJ9UQ0B2M5X8RKTAZC1VN")]])
HX("mindcraft-bots/mindcraft/issues/49",
   [("RateLimitError: 429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.",
     "RateLimitError: 429 Rate limit reached for text-embedding-ada-002 in organization org-Lx2Qv8Rk1Zt0 on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.")],
   "rate-limit kind: billing quota (insufficient_quota) -> requests per minute (wait, do not pay)",
   inc=[[("/Users/iluca/Documents/Leiden%20Univ/Master/Games%20AI/Assignment%203/", "/home/luca/"),
         ("org-Lx2Qv8Rk1Zt0", "org-9QmZ2cYt7Hf1"), ("try again in 20s", "try again in 17s")]])
HX("metaplex-foundation/sugar/issues/215", [("linker `cc` not found", "linker `x86_64-w64-mingw32-gcc` not found")],
   "missing linker cc -> x86_64-w64-mingw32-gcc (a cross toolchain: mingw-w64)")
HX("rust-lang/rust-analyzer/issues/14418", [("linker `cc` not found", "linker `clang` not found")],
   "missing linker cc -> clang (a linker named in the project's config: install clang)")
HX("appium/appium/issues/9609", [("EACCES", "EROFS"), ("permission denied", "read-only file system"), ("errno: -13", "errno: -30"),
                                   ("errno -13", "errno -30")],
   "errno EACCES -> EROFS (a read-only file system; the one errno repeated through npm's fields)")
HX("csxmli2016/ASFFNet512/issues/8",
   [("'float'", "'bool'"), ("`np.float`", "`np.bool`"), ("builtin `float`", "builtin `bool`"), ("use `float` by", "use `bool` by"),
    ("`np.float64`", "`np.bool_`"), ("np.float(i)", "np.bool(i)")],
   "removed alias np.float -> np.bool (another attribute, repeated through the message)")
HX("ultralytics/yolov5/issues/2897", [("libGL.so.1", "libSM.so.6")],
   "missing shared library libGL.so.1 -> libSM.so.6 (another OS package: libsm6)")
HX("cfn-sphere/cfn-sphere/issues/55",
   [("403 Forbidden", "400 Bad Request"), ("<Code>ExpiredToken</Code>", "<Code>Throttling</Code>"),
    ("<Message>The security token included in the request is expired</Message>", "<Message>Rate exceeded</Message>")],
   "AWS error code ExpiredToken -> Throttling (status and message follow the code): a rate limit sent as 400",
   kind="rate_limit", adv=True)
HX("tensorflow/tensorflow/issues/23245", [("requirement tensorflow", "requirement tensorflow-addons"), ("found for tensorflow", "found for tensorflow-addons")],
   "missing distribution tensorflow -> tensorflow-addons (another package)")

# ---------------- incidental variants ----------------
IX("sahat/hackathon-starter/issues/461", [(":::3000", ":::3030"), ("events.js:154", "events.js:160"), ("util.js:890:11", "util.js:1022:11")])
IX("galojix/roster-wizard/issues/22", [("fd01::2", "fd01::7")])
IX("stepanogil/autonomous-hr-chatbot/issues/4", [("1b732869********************bff7", "9f01c2de********************7a3b")])
IX("Significant-Gravitas/AutoGPT/issues/4014", [("your-ope*******-key", "sk-8hLk*******vQ2x")])
IX("valpackett/systemstat/issues/81", [("libc v0.2.82", "libc v0.2.80"), ("memchr v2.3.4", "memchr v2.3.3"), ("ryu v1.0.5", "ryu v1.0.4")])
IX("npm/npm/issues/14463", [("node v6.9.1", "node v6.10.0"), ("npm  v3.10.8", "npm  v3.10.10")])
IX("gjy3035/NWPU-Crowd-Sample-Code/issues/27", [("38.00 MiB", "76.00 MiB"), ("3.41 GiB already allocated", "3.37 GiB already allocated")])
IX("mxgross/EasyBackupBundle/issues/64", [("/var/www/kimai/var/plugins/EasyBackupBundle", "/srv/kimai2/var/plugins/EasyBackupBundle")])
IX("withastro/astro/issues/14143", [("undici:6223:19", "undici:6258:19"), ("undici:6204:27", "undici:6239:27"), ("undici:5173:13", "undici:5195:13")])
IX("twilio/flex-webchat-ui-sample/issues/72", [("/Users/nxu/projects", "/Users/mk/code"), ("hash:69:19", "hash:71:19")])
IX("webpack/webpack/issues/15900", [("E:\\full stack web dev\\React Project\\my-app", "C:\\Users\\dev\\my-app"), ("hash:67:19", "hash:69:19")])
IX("GONZOsint/gvision/issues/7", [("line 88", "line 91"), ("line 579", "line 582")])
IX("Shpota/github-activity-generator/issues/75", [("Bushan101/sss.git", "mlee/notes.git")])
IX("brackets-userland/brackets-git/issues/1372", [("PUO312/site123", "kpark/portfolio")])
IX("wjz304/Redpill_CustomBuild/issues/52910", [("22782749", "19034566"), ("E069:28A5:946476:98F36C:6542E844", "A1B2:0C3D:55E6F7:58A9B0:6543F912")])
