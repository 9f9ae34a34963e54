"""Batch 1: Python tracebacks and test failures, npm dependency trees."""
from lib import H, O

G = "https://github.com/"

# ---------------- python / pytest ----------------
O(r"""
Traceback (most recent call last):
  File "/usr/lib/python3.6/runpy.py", line 183, in _run_module_as_main
    mod_name, mod_spec, code = _get_module_details(mod_name, _Error)
  File "/usr/lib/python3.6/runpy.py", line 109, in _get_module_details
    __import__(pkg_name)
  File "/home/ubuntu/gangsta/server.py", line 24, in <module>
    from_ = item["message"]["from"]["id"]
KeyError: 'message'
""", "runtime", "python", G + "SouravJohar/gangsta/issues/1",
  inc=[[("/home/ubuntu/gangsta", "/home/pi/bots/gangsta")],
       [("/usr/lib/python3.6/", "/usr/lib/python3.8/"), ("line 183", "line 185"), ("line 109", "line 111")]],
  hn=[H([('item["message"]', 'item["edited_message"]'), ("KeyError: 'message'", "KeyError: 'edited_message'")],
        "missing key 'message' -> 'edited_message'",
        inc=[[("/home/ubuntu/gangsta", "/srv/gangsta")]])])

O(r"""
>>> import circuits
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "circuits/__init__.py", line 22, in <module>
  File "circuits/core/__init__.py", line 12, in <module>
  File "circuits/core/bridge.py", line 14, in <module>
ImportError: no module named 'traceback'
""", "import", "python", G + "circuits/circuits/issues/17",
  inc=[[("line 22", "line 24"), ("line 14", "line 16")]],
  hn=[H([("no module named 'traceback'", "no module named 'logging'")], "missing module traceback -> logging",
        inc=[[("line 12", "line 13")]])])

O(r"""
  File "/home/ubuntu/Simular/OSWorld/desktop_env/controllers/python.py", line 181, in run_python_script
    logger.error("An error occurred while trying to execute the command: %s", traceback.format_exc())
                                                                              ^^^^^^^^^
NameError: name 'traceback' is not defined
""", "runtime", "python", G + "xlang-ai/OSWorld/issues/303",
  inc=[[("/home/ubuntu/Simular/OSWorld", "/opt/OSWorld"), ("line 181", "line 184")]])

O(r"""
2015-05-05 01:36:34,938: cover_grabber :ERROR - Exception caught... Shutting down
Traceback (most recent call last):
  File "/usr/bin/covergrabber", line 68, in <module>
    main()
  File "/usr/bin/covergrabber", line 64, in main
    traceback.print_exc(file=stdout)
NameError: global name 'traceback' is not defined
""", "runtime", "python", G + "thedonvaughn/cover_grabber/issues/4",
  inc=[[("2015-05-05 01:36:34,938", "2015-06-11 22:04:51,117")],
       [("2015-05-05 01:36:34,938", "2016-01-02 09:12:03,402"), ("/usr/bin/covergrabber", "/usr/local/bin/covergrabber")]],
  hn=[H([("global name 'traceback' is not defined", "global name 'stdout' is not defined")],
        "undefined name traceback -> stdout",
        inc=[[("2015-05-05 01:36:34,938", "2015-05-07 18:20:00,004")]])])

# ---------------- npm ----------------
O(r"""
$ sudo npm i dotenv
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! 
npm ERR! While resolving: consensys.demos@0.1.0
npm ERR! Found: next@undefined
npm ERR! node_modules/next
npm ERR!   next@"12.1.4" from the root project
npm ERR! 
npm ERR! peer next@">=10.2.0" from eslint-config-next@12.1.4
npm ERR! node_modules/eslint-config-next
npm ERR!   dev eslint-config-next@"12.1.4" from the root project
npm ERR! 
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force, or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR! 
npm ERR! See /root/.npm/eresolve-report.txt for a full report.

npm ERR! A complete log of this run can be found in:
npm ERR!     /root/.npm/_logs/2022-10-31T19_23_00_439Z-debug-0.log
""", "dependency", "npm", G + "npm/cli/issues/5780",
  inc=[[("2022-10-31T19_23_00_439Z", "2022-11-02T08_41_13_902Z")],
       [("/root/.npm", "/home/dev/.npm"), ("2022-10-31T19_23_00_439Z", "2023-01-15T12_00_07_118Z")]])

O(r"""
npm notice
npm notice New minor version of npm available! 8.1.2 -> 8.12.1       
npm notice Changelog: https://github.com/npm/cli/releases/tag/v8.12.1
npm notice Run npm install -g npm@8.12.1 to update!
npm notice 
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! 
npm ERR! Found: eslint@7.30.0
npm ERR! node_modules/eslint
npm ERR!   dev eslint@"^7.30.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! peer eslint@"^8.3.0" from @shopify/eslint-plugin@41.1.0
npm ERR! node_modules/@shopify/eslint-plugin
""", "dependency", "npm", G + "Shopify/shopify-api-js/issues/407", note="excerpt: the thread's output up to the conflicting plugin",
  inc=[[("8.1.2 -> 8.12.1", "8.1.2 -> 8.19.2"), ("tag/v8.12.1", "tag/v8.19.2"), ("npm@8.12.1", "npm@8.19.2")],
       [("npm notice\nnpm notice New minor version of npm available! 8.1.2 -> 8.12.1       \nnpm notice Changelog: https://github.com/npm/cli/releases/tag/v8.12.1\nnpm notice Run npm install -g npm@8.12.1 to update!\nnpm notice \n", "")]],
  hn=[H([("Found: eslint@7.30.0", "Found: prettier@2.3.2"), ("node_modules/eslint\n", "node_modules/prettier\n"),
         ('dev eslint@"^7.30.0"', 'dev prettier@"^2.3.2"'), ('peer eslint@"^8.3.0"', 'peer prettier@"^2.4.0"')],
        "conflicting peer package eslint -> prettier")])

O(r"""
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR!
npm ERR! Found: @typescript-eslint/parser@3.10.1
npm ERR! node_modules/@typescript-eslint/parser
npm ERR!   dev @typescript-eslint/parser@"4.5.0" from the root project
npm ERR!
npm ERR! Could not resolve dependency:
npm ERR! dev @typescript-eslint/parser@"4.5.0" from the root project
npm ERR!
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force, or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR!
npm ERR! See /Users/edwinm/.npm/eresolve-report.txt for a full report.

npm ERR! A complete log of this run can be found in:
npm ERR!     /Users/edwinm/.npm/_logs/2020-10-20T20_34_49_853Z-debug.log
""", "dependency", "npm", G + "npm/cli/issues/2000",
  inc=[[("/Users/edwinm", "/Users/jsmith"), ("2020-10-20T20_34_49_853Z", "2020-10-21T07_02_11_004Z")]],
  hn=[H([("@typescript-eslint/parser", "@typescript-eslint/eslint-plugin")],
        "package @typescript-eslint/parser -> @typescript-eslint/eslint-plugin",
        inc=[[("2020-10-20T20_34_49_853Z", "2020-10-22T16_45_30_511Z")]])])
