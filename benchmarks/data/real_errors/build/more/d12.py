"""Batch 12: incidental variants for originals that had none (numbered after all earlier rows)."""
from lib import INC

G = "https://github.com/"

INC(G + "mylxsw/aidea-server/issues/1", [("\n\tgo get main.go", "\n        go get main.go")], "indentation")
INC(G + "ericberman/MyFlightbookWeb/issues/843", [(' "error": {\n', '"error": {\n')], "indentation")
INC(G + "yasyf/vc/issues/197", [("Feb 12, 2017 07:02:15 UTC\n**First seen at:** Feb 12, 2017 07:02:15 UTC",
                                 "Feb 13, 2017 11:40:02 UTC\n**First seen at:** Feb 13, 2017 11:40:02 UTC")])
INC(G + "continuedev/continue/issues/10546", [("Model: OpenAI GPT-4.1", "Model: OpenAI GPT-4.1-mini")])
INC(G + "python/mypy/issues/18531", [("repro.py:3:", "repro.py:12:")])
INC(G + "fireship-io/angular-tic-tac-toe/issues/7", [("board.component.ts:36:5", "board.component.ts:41:5"), ("\n36     this", "\n41     this")])
INC(G + "shipping-docker/php-app/issues/20", [("a987d1f81f8395476557fd705c63471fa01346549980c984c0ee8d4ff79dd618",
                                                "5e0b7c2d9a1f3e6b8d4c0a2f7e9b1d3c5a8f0e2b4d6c8a1e3f5b7d9c0e2a4b6d")])
INC(G + "pypa/pip/issues/3811", [("C:\\>python", "C:\\Users\\ank>python")], "prompt")
INC(G + "BananaWorks07/trigger-control/issues/1", [("Makefile:24", "Makefile:27")])
INC(G + "vpdb/server/issues/204", [("line 992", "line 1003"), ("line 1014", "line 1025"), ("line 1186", "line 1197")])
INC(G + "shogo82148/actions-setup-mysql/issues/1188", [("'localhost'", "'127.0.0.1'")])
INC(G + "cookieY/Yearning/issues/335", [("'localhost'", "'127.0.0.1'")])
INC(G + "yaokui2018/grade_statistics/issues/1", [("'localhost'", "'172.17.0.1'")])
INC(G + "mochajs/mocha/issues/4268", [("Timeout of 3000ms", "Timeout of 4000ms")])
INC(G + "docker/compose/issues/3277", [("b05d13ec7f7c76e6cb4e1bbec142a5655d875477c081e71371179cda80efadb0",
                                        "c17e24fd8a0b3c59e6d1f2a7b4c8e0d3f5a9b1c2d4e6f8a0b2c4d6e8f0a1b3c5")])
