"""Batch 9: parser errors with line numbers, positions and 'token'."""
from lib import O

O(r"""
yaml: line 52: did not find expected key
""", "syntax", "yaml", "ZoeyVid/NPMplus/issues/1790")
O(r"""
error converting YAML to JSON: yaml: line 12: did not find expected key
""", "syntax", "yaml", "brotandgames/ciao/issues/83", note="issue title")
O(r"""
Psych::SyntaxError: (/tmp/oops.yaml): did not find expected key while parsing a block mapping at line 1 column 1
""", "syntax", "ruby", "ruby/psych/issues/190")
O(r"""
[2025-07-02 01:56:05] INFO: Load yaml: config/config_default.yaml
[2025-07-02 01:56:05] ERROR: RouteRecorder Init failed: while scanning a simple key
  in "config/config_default.yaml", line 22, column 3
could not find expected ':'
  in "config/config_default.yaml", line 23, column 3
""", "syntax", "python", "KenYu910645/MapleStoryAutoLevelUp/issues/113")
O(r"""
YAML Exception reading /home/runner/work/RH/RH/USC/USCGamecockSandstorm.md: (<unknown>): did not find expected key while parsing a block mapping at line 2 column 1
""", "syntax", "ruby", "RalphHightower/RH/issues/16")
O(r"""
yaml: while parsing a block mapping at line 1, column 3: line 22, column 4: did not find expected key
""", "syntax", "yaml", "zanfranceschi/rinha-de-backend-2026/issues/8530", note="reported as a 'test result'")
O(r"""
YAML syntax error occurred while parsing / {...} /config/database.yml. Please note that YAML must be consistently indented using spaces. Tabs are not allowed. Error: (<unknown>): did not find expected key while parsing a block mapping at line 7 column 3
""", "syntax", "ruby", "ruby/psych/issues/367")
O(r"""
Error: Unexpected token , in JSON at position 10

▶	001: JSON.Parse('[["k",2,3], ["s","1"]]')
""", "syntax", "autohotkey", "thqby/AutoHotkey_H/issues/54", adv=True, note="'token' in a parser error")
O(r"""
Error: Unexpected token C in JSON at position 978
    at unexpected-token-c-in-json-at-position-978.js:1:1
""", "syntax", "node", "ampproject/amphtml/issues/31462", adv=True, note="'token' in a parser error")
O(r"""
Unexpected token c in JSON at position 2","level":"error"
""", "syntax", "node", "typesense/typesense/issues/394", adv=True, note="'token' in a parser error")
O(r"""
2018-09-24T17:03:56.9289517Z ##[debug]task result: Failed
2018-09-24T17:03:56.9347725Z ##[error]Unexpected token / in JSON at position 33
2018-09-24T17:03:56.9359125Z ##[debug]Processed: ##vso[task.issue type=error;]Unexpected token / in JSON at position 33
2018-09-24T17:03:56.9373144Z ##[debug]Processed: ##vso[task.complete result=Failed;]Unexpected token / in JSON at position 33
2018-09-24T17:03:56.9373451Z ##[debug]Leaving Tokenize task
2018-09-24T17:03:56.9409489Z ##[section]Finishing: Tokenize file(s)
""", "syntax", "node", "colindembovsky/cols-agent-tasks/issues/99", adv=True, note="'Tokenize' task and 'token' in a parser error")
O(r"""
ERROR Unexpected token } in JSON at position 408
""", "syntax", "node", "facebookarchive/marketing-data-file-uploader/issues/7", adv=True,
  note="'408' is a position, not a status")
