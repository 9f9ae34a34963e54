"""Batch 17: macOS Command Line Tools gone after an OS upgrade (xcrun) as a shell script, npm, Jamf and codesign
print it; Python without a CA bundle (CERTIFICATE_VERIFY_FAILED) across urllib and ssl wordings."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- xcrun: the Command Line Tools are missing (dependency: a tool not installed) ----------------
XC = "fix: xcode-select --install"
O(r"""
alex$ ./jarvis.sh 
Checking for updates...xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun
xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun
[Error]
""", "dependency", "shell", "alexylem/jarvis/issues/165", same="xcrun-missing", note="a shell script calling git after macOS Sierra. " + XC,
  inc=[[("alex$", "mbp:~ sam$")]])
O(r"""
Command failed: git clone --template=/Users/MT/.npm/_git-remotes/_templates --mirror git://github.com/stephen/node-sonos.git /Users/MT/.npm/_git-remotes/git-github-com-stephen-node-sonos-git-stephen-1-0-0-6a58f9b2

npm ERR! xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun
""", "dependency", "npm", "npm/npm/issues/11962", same="xcrun-missing", note="npm 3 cloning a git dependency. " + XC,
  inc=[[("/Users/MT/", "/Users/marco/"), ("stephen-1-0-0-6a58f9b2", "stephen-1-0-0-0c41d7e3")]])
O(r"""
Script result: xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun
""", "dependency", "shell", "t-lark/Auto-Update/issues/7", same="xcrun-missing", note="a Jamf policy log's prefix. " + XC,
  hn=[H([("xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun",
          "xcrun: error: unable to find utility \"simctl\", not a developer tool or in PATH")],
        "xcrun itself missing -> xcrun present but the tool simctl missing (needs full Xcode, not the CLI tools)")])
O(r"""
`xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun
/System/Library/PrivateFrameworks/SidecarCore.framework/Versions/A/SidecarCore: the codesign_allocate helper tool cannot be found or used`
""", "dependency", "shell", "ben-z/free-sidecar/issues/3", same="xcrun-missing", note="codesign failing on the same missing tools. " + XC)

# ---------------- Python without a CA bundle (network: TLS certificate) ----------------
CA = "python.org's macOS Python without its certificates (fix: Install Certificates.command / certifi)"
O(r"""
  File "/Library/Frameworks/Python.framework/Versions/3.8/lib/python3.8/urllib/request.py", line 1357, in do_open
    raise URLError(err)
urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1131)>
""", "network", "python", "bitsadmin/wesng/issues/67", same="py-macos-ca", note="urllib on python.org's macOS build. " + CA,
  inc=[[("Versions/3.8/lib/python3.8", "Versions/3.9/lib/python3.9"), ("line 1357", "line 1349"), ("_ssl.c:1131", "_ssl.c:1129")]],
  hn=[H([("unable to get local issuer certificate", "certificate has expired")],
        "verify failure 'unable to get local issuer certificate' (no CA bundle here) -> 'certificate has expired' (the server's)")])
O(r"""
urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:997)>
""", "network", "python", "rybodiddly/Kijiji-Reposter/issues/21", same="py-macos-ca", note="Python 3.9/3.10 on macOS (the thread's fix). " + CA)
O(r"""
`<urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1056)>`
""", "network", "python", "buckyroberts/Spider/issues/69", same="py-macos-ca", note="the URLError's str only, as a crawler logs it. " + CA,
  inc=[[("_ssl.c:1056", "_ssl.c:1108")]])
O(r"""
ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1051)
""", "network", "python", "loadchange/amemv-crawler/issues/151", same="py-macos-ca",
  note="the ssl module's own exception class (Python 3.7), without urllib's wrapper. " + CA)
