"""Batch 14: YAML parse errors and Jest assertion failures."""
from lib import H, O

G = "https://github.com/"

# ---------------- yaml ----------------
O(r"""
ERROR: yaml.scanner.ScannerError: mapping values are not allowed here
  in "./docker-compose.yml", line 194, column 75
""", "syntax", "docker", G + "ClassmateLin/dm-ticket/issues/238",
  inc=[[("line 194, column 75", "line 196, column 75")]],
  hn=[H([("mapping values are not allowed here", "found character '\\t' that cannot start any token")],
        "YAML error 'mapping values are not allowed here' -> tab character", adv=True)])

O(r"""
ERROR: yaml.scanner.ScannerError: mapping values are not allowed here
  in "./carla-compose.yml", line 7, column 21
""", "syntax", "docker", G + "guardstrikelab/carla_apollo_bridge/issues/167",
  inc=[[("line 7, column 21", "line 8, column 21")]],
  hn=[H([('in "./carla-compose.yml"', 'in "./carla-compose.override.yml"')], "failing file carla-compose.yml -> carla-compose.override.yml")])

O(r"""
The error appears to have been in '/etc/ansible/sample.yml': line 2, column 10, but may
be elsewhere in the file depending on the exact syntax problem.

The offending line appears to be:

----
 - hosts : agent
         ^ here

exception type: <class 'yaml.scanner.ScannerError'>
exception: mapping values are not allowed in this context
  in "<unicode string>", line 2, column 10
""", "syntax", "ansible", G + "tmux-python/tmuxp/issues/251",
  inc=[[("/etc/ansible/sample.yml", "/home/ops/playbooks/sample.yml")]])

O(r"""
yaml.scanner.ScannerError: mapping values are not allowed here
  in "C:\Users\Pat\Desktop\Swar-Chia-Plot-Manager-main\config.yaml", line 9, column 8
""", "syntax", "python", G + "swar/Swar-Chia-Plot-Manager/issues/250",
  inc=[[("C:\\Users\\Pat\\Desktop\\Swar-Chia-Plot-Manager-main", "D:\\chia\\Swar-Chia-Plot-Manager")]],
  hn=[H([("yaml.scanner.ScannerError: mapping values are not allowed here", "yaml.parser.ParserError: expected '<document start>', but found '<block mapping start>'")],
        "YAML error ScannerError (mapping values) -> ParserError (document start)")])

O(r"""
"yaml.scanner.ScannerError: mapping values are not allowed here in "config.yaml", line 4, column 10"
""", "syntax", "python", G + "nicolomantini/LinkedIn-Easy-Apply-Bot/issues/85", note="quoted from the issue title",
  inc=[[("line 4, column 10", "line 5, column 10")]])

# ---------------- jest ----------------
O(r"""
Error: expect(received).toEqual(expected)

Expected: 1000
Received: 100
    at Object.toEqual (/home/circleci/ci-test-failure-reporter/src/tests/index.test.js:21:36)
    at Object.asyncJestTest (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/jasmineAsyncInstall.js:102:37)
    at resolve (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:41:12)
    at new Promise (<anonymous>)
    at mapper (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:26:19)
    at promise.then (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:71:41)
    at process._tickCallback (internal/process/next_tick.js:68:7)
""", "test", "node", G + "postlight/ci-failed-test-reporter/pull/4",
  inc=[[("/home/circleci/ci-test-failure-reporter", "/home/runner/work/ci-test-failure-reporter")]],
  hn=[H([("src/tests/index.test.js:21:36", "src/tests/divide.test.js:21:36")], "failing test file index.test.js -> divide.test.js")])

O(r"""
Error: expect(received).toBeTruthy()

Received: false
    at Object.toBeTruthy (/home/circleci/ci-test-failure-reporter/src/tests/getTestReport.test.js:11:47)
    at Object.asyncJestTest (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/jasmineAsyncInstall.js:102:37)
    at resolve (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:41:12)
    at new Promise (<anonymous>)
    at mapper (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:26:19)
    at promise.then (/home/circleci/ci-test-failure-reporter/node_modules/jest-jasmine2/build/queueRunner.js:71:41)
    at process._tickCallback (internal/process/next_tick.js:68:7)
""", "test", "node", G + "postlight/ci-failed-test-reporter/pull/6",
  inc=[[("getTestReport.test.js:11:47", "getTestReport.test.js:14:47")]],
  hn=[H([("getTestReport.test.js", "getFailedTests.test.js")], "failing test file getTestReport.test.js -> getFailedTests.test.js")])
