"""Batch 7: Python.h missing when building a C extension; Anthropic's 529 overloaded_error as printed by the
TypeScript SDK and by three Claude Code versions."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- Python.h not found (import: a C header the toolchain cannot find; fix: python3-dev) ----------------
O(r"""
    gcc -pthread -fno-strict-aliasing -DNDEBUG -g -fwrapv -O2 -Wall -Wstrict-prototypes -fPIC -I/usr/include/python2.6 -c ext/_yaml.c -o build/temp.linux-x86_64-2.6/ext/_yaml.o
    ext/_yaml.c:16:10: fatal error: Python.h: No such file or directory
     #include "Python.h"
              ^~~~~~~~~~
    compilation terminated.
    error: command 'gcc' failed with exit status 1
""", "import", "c", "RedHatInsights/insights-core/issues/3641", same="python-h",
  note="PyYAML's C extension built by pip in CI (gcc 8+ caret line)",
  inc=[[("python2.6", "python2.7"), ("linux-x86_64-2.6", "linux-x86_64-2.7")]],
  hn=[H([("Python.h: No such file or directory", "yaml.h: No such file or directory"), ("#include \"Python.h\"", "#include \"yaml.h\"")],
        "missing header Python.h -> yaml.h (libyaml-dev, another package)",
        inc=[[("python2.6", "python3.6"), ("linux-x86_64-2.6", "linux-x86_64-3.6")]])])
O(r"""
/cpyrit-cuda-0.4.0$ sudo python setup.py build
svn: '.' is not a working copy
running build
running build_ext
Skipping rebuild of Nvidia CUDA kernel ...
Building modules...
building 'cpyrit._cpyrit_cuda' extension
gcc -pthread -fno-strict-aliasing -DNDEBUG -g -fwrapv -O2 -Wall 
-Wstrict-prototypes -fPIC -I/usr/local/cuda/include -I/usr/include/python2.6 -c 
_cpyrit_cuda.c -o build/temp.linux-x86_64-2.6/_cpyrit_cuda.o -Wall 
-fno-strict-aliasing -DVERSION="0.4.0"
_cpyrit_cuda.c:39: fatal error: Python.h: No such file or directory
compilation terminated.
error: command 'gcc' failed with exit status 1
""", "import", "c", "JPaulMora/Pyrit/issues/294", same="python-h",
  note="an old gcc (no column, no caret) under setup.py build, lines wrapped by the tracker",
  inc=[[("cpyrit-cuda-0.4.0", "cpyrit-cuda-0.4.1"), ("-DVERSION=\"0.4.0\"", "-DVERSION=\"0.4.1\""), ("_cpyrit_cuda.c:39:", "_cpyrit_cuda.c:41:")]])
O(r"""
`fatal error: Python.h: No such file or directory
compilation terminated.
python/CMakeFiles/g2o.dir/build.make:62: recipe for target 'python/CMakeFiles/g2o.dir/g2o.cpp.o' failed
make[2]: *** [python/CMakeFiles/g2o.dir/g2o.cpp.o] Error 1
CMakeFiles/Makefile2:1577: recipe for target 'python/CMakeFiles/g2o.dir/all' failed
make[1]: *** [python/CMakeFiles/g2o.dir/all] Error 2
Makefile:127: recipe for target 'all' failed
make: *** [all] Error 2
`
""", "import", "cpp", "uoip/g2opy/issues/36", same="python-h", note="a C++ binding built by CMake/make (backticks of the quote kept)",
  inc=[[("build.make:62", "build.make:63"), ("Makefile2:1577", "Makefile2:1603"), ("Makefile:127", "Makefile:130")]])
O(r"""
fatal error: Python.h: No such file or directory compilation terminated. error: command 'x86_64-linux-gnu-gcc' failed with exit status 1
""", "import", "c", "obendidi/Tracking-with-darkflow/issues/39", same="python-h", note="issue title: three lines joined")

# ---------------- Anthropic 529 overloaded_error (the service is overloaded: network / unavailable) ----------------
OVL = ("Kind: the service is overloaded (a 503-like unavailability, not the caller's rate or quota), so network; "
       "529 is a status sent unusually")
O(r"""
  InternalServerError: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}
    at APIError.generate (webpack-internal:///(rsc)/./node_modules/@anthropic-ai/sdk/error.mjs:75:20)
    at Anthropic.makeStatusError (webpack-internal:///(rsc)/./node_modules/@anthropic-ai/sdk/core.mjs:304:65)
    at Anthropic.makeRequest (webpack-internal:///(rsc)/./node_modules/@anthropic-ai/sdk/core.mjs:347:30)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
""", "network", "anthropic", "anthropics/anthropic-sdk-typescript/issues/616", same="anthropic-529", adv=True,
  note="the TypeScript SDK inside a Next.js server (excerpt: after the printed headers). " + OVL,
  inc=[[("error.mjs:75:20", "error.mjs:61:20"), ("core.mjs:304:65", "core.mjs:323:65"), ("core.mjs:347:30", "core.mjs:371:30")]],
  hn=[H([("529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}",
          "500 {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Internal server error\"}}")],
        "API error 529 overloaded_error -> 500 api_error (an internal error, not overload)", kind="runtime", adv=False)])
O(r"""
API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 1/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 2/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 2 seconds… (attempt 3/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 5 seconds… (attempt 4/10)
""", "network", "anthropic", "anthropics/claude-code/issues/3572", same="anthropic-529", adv=True,
  note="Claude Code 1.0.x retry lines (excerpt: first four). " + OVL,
  inc=[[("Retrying in 5 seconds… (attempt 4/10)", "Retrying in 4 seconds… (attempt 4/10)"),
        ("Retrying in 2 seconds… (attempt 3/10)", "Retrying in 3 seconds… (attempt 3/10)")]])
O(r"""
API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment. If it persists, check https://status.claude.com.
""", "network", "anthropic", "anthropics/claude-code/issues/63735", same="anthropic-529", adv=True,
  note="Claude Code 2.1.x wording. " + OVL)
O(r"""
 API Error: 529 Overloaded
""", "network", "anthropic", "anthropics/claude-code/issues/68948", same="anthropic-529", adv=True,
  note="the short form as a user quoted it. " + OVL)
