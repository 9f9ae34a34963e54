"""Batch 11: git's safe.directory check across CI logs, a Python launcher and a PHP plugin; pip finding no
TensorFlow for the running Python across pip versions."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- git: repository owned by another user (permission) ----------------
DUB = ("Kind: git refuses a repository owned by another user (fix: safe.directory or chown): an ownership check, "
       "so permission")
O(r"""
2025-05-02T07:44:31.5390429Z fatal: detected dubious ownership in repository at '/github/workspace'
2025-05-02T07:44:31.5390838Z To add an exception for this directory, call:
2025-05-02T07:44:31.5391027Z 
2025-05-02T07:44:31.5391190Z 	git config --global --add safe.directory /github/workspace
""", "permission", "git", "onnx/onnx/pull/6949", same="git-dubious", note="a GitHub Actions log with timestamps. " + DUB,
  inc=[[("2025-05-02T07:44:31.5390429Z", "2025-06-11T13:02:58.1187730Z"), ("2025-05-02T07:44:31.5390838Z", "2025-06-11T13:02:58.1188164Z"),
        ("2025-05-02T07:44:31.5391027Z", "2025-06-11T13:02:58.1188342Z"), ("2025-05-02T07:44:31.5391190Z", "2025-06-11T13:02:58.1188519Z")]])
O(r"""
2023-05-03 09:46:14,200 | ERROR | C:\automatic\installer.py | Error running git: None / status
2023-05-03 09:46:14,202 | DEBUG | C:\automatic\installer.py | Git output: fatal: detected dubious ownership in repository at 'C:/automatic'
""", "permission", "git", "vladmandic/sdnext/issues/726", same="git-dubious",
  note="a Python launcher's log on Windows (excerpt: two lines). " + DUB,
  inc=[[("2023-05-03 09:46:14,200", "2023-05-07 18:20:31,944"), ("2023-05-03 09:46:14,202", "2023-05-07 18:20:31,947"),
        ("C:\\automatic", "D:\\sd\\automatic"), ("'C:/automatic'", "'D:/sd/automatic'")]])
O(r"""
./catalyst -t 01-toolchain.json
 [ERROR]  stderr:fatal: detected dubious ownership in repository at '/mnt/physix/opt/admin/physix'
To add an exception for this directory, call:
""", "permission", "git", "PhysixProject/physix/issues/33", same="git-dubious", note="a build tool relaying git's stderr. " + DUB,
  inc=[[("/mnt/physix/opt/admin/physix", "/srv/build/physix"), ("01-toolchain.json", "02-base.json")]])
O(r"""
git 	fatal: detected dubious ownership in repository at '/var/www/kimai/var/plugins/EasyBackupBundle' To add an exception for this directory, call: git config --global --add safe.directory /var/www/kimai/var/plugins/EasyBackupBundle 
""", "permission", "git", "mxgross/EasyBackupBundle/issues/64", same="git-dubious",
  note="a PHP plugin's status table, git's lines joined. " + DUB)

# ---------------- pip: no TensorFlow wheel for this Python (dependency) ----------------
TF = "no wheel for the running Python (version or 32-bit); fix: a supported Python"
O(r"""
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

can anyone explain me why? and how to fix it?
""", "dependency", "pip", "tensorflow/tensorflow/issues/41130", same="pip-no-tf", note="pip 20 on Windows, Python 3.8.3 (with the reporter's question). " + TF)
O(r"""
Could not find a version that satisfies the requirement tensorflow (from -r requirements.txt (line 29)) (from versions: )
No matching distribution found for tensorflow (from -r requirements.txt (line 29))
""", "dependency", "pip", "JustinaPetr/Weatherbot_Tutorial/issues/7", same="pip-no-tf",
  note="pip 9/10 wording (no ERROR: prefix, empty version list) from a requirements file. " + TF,
  inc=[[("(line 29)", "(line 31)")]],
  hn=[H([("requirement tensorflow (from", "requirement rasa_nlu (from"), ("found for tensorflow (from", "found for rasa_nlu (from")],
        "missing distribution tensorflow -> rasa_nlu (another package)",
        inc=[[("(line 29)", "(line 4)")]])])
O(r"""
error:         Could not find a version that satisfies the requirement tensorflow (from versions: )
No matching distribution found for tensorflow
""", "dependency", "pip", "tensorflow/tensorflow/issues/23245", same="pip-no-tf",
  note="Python 3.6 with an old pip; the reporter's 'error:' label kept. " + TF)
O(r"""
"ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow"
os:windows 10
version python:3.12.0
""", "dependency", "pip", "samdark/yiiframework-ru/issues/205", same="pip-no-tf", note="Python 3.12.0 before TensorFlow had wheels for it. " + TF,
  inc=[[("version python:3.12.0", "version python:3.12.1"), ("os:windows 10", "os:windows 11")]])
O(r"""
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.5.1 (from versions: none)
ERROR: No matching distribution found for tensorflow-gpu==2.5.1
""", "dependency", "pip", "QData/AdversarialDNN-Playground/issues/15",
  note="a pinned version with no wheel for this Python: another requirement than the bare tensorflow",
  hn=[H([("tensorflow-gpu==2.5.1", "tensorflow-text==2.5.1")], "missing distribution tensorflow-gpu -> tensorflow-text (another package)")])
