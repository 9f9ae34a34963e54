"""Batch 2: Python 3.12 without distutils, OpenCV without libGL, PEP 668 externally-managed environments."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- distutils removed in Python 3.12 (import), four printers ----------------
O(r"""
def test_combined(tmpdir):
>       from distutils import dist
E       ModuleNotFoundError: No module named 'distutils'
""", "import", "python", "wolph/portalocker/issues/86", same="py312-distutils", note="pytest's report",
  inc=[[("tmpdir", "tmp_path"), ("test_combined", "test_combined_lock")]],
  hn=[H([("'distutils'", "'imp'")], "missing module distutils -> imp (also gone from 3.12, another fix: importlib)",
        inc=[[("tmpdir", "tmp_path_factory"), ("test_combined", "test_combined_unix")]])])
O(r"""
  File "C:\Program Files\Python312\Lib\importlib\__init__.py", line 90, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "<frozen importlib._bootstrap>", line 1387, in _gcd_import
  File "<frozen importlib._bootstrap>", line 1360, in _find_and_load
  File "<frozen importlib._bootstrap>", line 1310, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 488, in _call_with_frames_removed
  File "<frozen importlib._bootstrap>", line 1387, in _gcd_import
  File "<frozen importlib._bootstrap>", line 1360, in _find_and_load
  File "<frozen importlib._bootstrap>", line 1331, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 935, in _load_unlocked
  File "<frozen importlib._bootstrap_external>", line 995, in exec_module
  File "<frozen importlib._bootstrap>", line 488, in _call_with_frames_removed
  File "C:\Users\noore\AppData\Local\Temp\pip-build-env-ez56i6i9\overlay\Lib\site-packages\setuptools\__init__.py", line 10, in <module>
    import distutils.core
ModuleNotFoundError: No module named 'distutils'
""", "import", "python", "natecdr/tuttut/issues/18", same="py312-distutils",
  note="pip's isolated build on Windows (Python 3.12), an old setuptools importing distutils",
  inc=[[("C:\\Users\\noore\\AppData\\Local\\Temp\\pip-build-env-ez56i6i9", "C:\\Users\\ana\\AppData\\Local\\Temp\\pip-build-env-k2w8x0qd"),
        ("line 10, in <module>", "line 9, in <module>")]])
O(r"""
    from distutils.version import StrictVersion
ModuleNotFoundError: No module named 'distutils'
""", "import", "python", "galaxyproject/ephemeris/issues/219", same="py312-distutils")
O(r"""
  File "<frozen importlib._bootstrap>", line 1331, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 935, in _load_unlocked
  File "<frozen importlib._bootstrap_external>", line 995, in exec_module
  File "<frozen importlib._bootstrap>", line 488, in _call_with_frames_removed
  File "/tmp/pip-build-env-157ro1de/overlay/lib/python3.12/site-packages/setuptools/__init__.py", line 9, in <module>
    import distutils.core
ModuleNotFoundError: No module named 'distutils'
""", "import", "python", "pypa/setuptools/issues/4401", same="py312-distutils",
  note="pipenv/pip build on Linux (excerpt: last frames)",
  inc=[[("/tmp/pip-build-env-157ro1de", "/tmp/pip-build-env-x9c2m4qa"), ("line 9, in <module>", "line 10, in <module>"),
        ("line 935", "line 940")]])

# ---------------- OpenCV (cv2) without the system's libGL (a system package missing) ----------------
LIBGL = ("Kind: cv2 itself is found; the OS package that provides libGL is missing (fix: apt install libgl1 or "
         "opencv-python-headless), so dependency though printed as ImportError")
O(r"""
Traceback (most recent call last):
  File "visual_chatgpt.py", line 6, in <module>
    import cv2
  File "/home/xx/miniconda3/envs/visgpt/lib/python3.8/site-packages/cv2/__init__.py", line 181, in <module>
    bootstrap()
  File "/home/xx/miniconda3/envs/visgpt/lib/python3.8/site-packages/cv2/__init__.py", line 153, in bootstrap
    native_module = importlib.import_module("cv2")
  File "/home/xx/miniconda3/envs/visgpt/lib/python3.8/importlib/__init__.py", line 127, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
ImportError: libGL.so.1: cannot open shared object file: No such file or directory
""", "dependency", "python", "chenfei-wu/TaskMatrix/issues/262", same="cv2-libgl", adv=True, note=LIBGL,
  inc=[[("/home/xx/miniconda3/envs/visgpt", "/opt/conda/envs/vgpt"), ("line 6,", "line 9,")]],
  hn=[H([("libGL.so.1", "libgthread-2.0.so.0")],
        "missing shared library libGL.so.1 -> libgthread-2.0.so.0 (another OS package: libglib2.0-0)",
        inc=[[("/home/xx/miniconda3/envs/visgpt", "/root/miniconda3/envs/chat"), ("line 6,", "line 7,")]])])
O(r"""
Traceback (most recent call last):
  File "/zhangx_tmp/hexin/yolov5-master/detect.py", line 5, in <module>
    import cv2
  File "/usr/local/lib/python3.6/dist-packages/cv2/__init__.py", line 5, in <module>
    from .cv2 import *
ImportError: libGL.so.1: cannot open shared object file: No such file or directory
""", "dependency", "python", "ultralytics/yolov5/issues/2897", same="cv2-libgl", adv=True,
  note="an older opencv-python (no bootstrap frames). " + LIBGL,
  inc=[[("/zhangx_tmp/hexin/yolov5-master", "/workspace/yolov5"), ("python3.6", "python3.8")]])
O(r"""
ImportError: libGL.so.1: cannot open shared object file: No such file or directory
Traceback:
File "/usr/local/lib/python3.9/site-packages/streamlit/runtime/scriptrunner/exec_code.py", line 88, in exec_func_with_error_handling
    result = func()
File "/usr/local/lib/python3.9/site-packages/streamlit/runtime/scriptrunner/script_runner.py", line 579, in code_to_exec
    exec(code, module.__dict__)
File "/app/gvision-main/gvision.py", line 2, in <module>
    import cv2
File "/usr/local/lib/python3.9/site-packages/cv2/__init__.py", line 181, in <module>
    bootstrap()
""", "dependency", "python", "GONZOsint/gvision/issues/7", same="cv2-libgl", adv=True,
  note="Streamlit's error page: message first, traceback after (excerpt). " + LIBGL)
O(r"""
  ImportError: libGL.so.1: cannot open shared object file: No such file or directory
""", "dependency", "python", "containers/ramalama/pull/2031", same="cv2-libgl", adv=True,
  note="the one line quoted in a build-script fix. " + LIBGL)

# ---------------- PEP 668: pip refused in a distribution-managed Python (dependency) ----------------
PEP668 = ("Kind: the environment will not take the package (fix: a venv, pipx or the distribution's package); "
          "dependency by the definition (the environment cannot provide the package)")
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
""", "dependency", "pip", "Yikun/hub-mirror-action/pull/190", same="pep668", note=PEP668 + "; indentation lost in the quote")
O(r"""
error: externally-managed-environment
""", "dependency", "pip", "thonny/thonny/issues/3009", same="pep668", note="the first line only, as an IDE showed it")
O(r"""
error: externally-managed-environment

× This environment is externally managed

╰─> To install Python packages system-wide, try apt install

    python3-xyz, whe
""", "dependency", "pip", "xukechun/Vision-Language-Grasping/issues/29", same="pep668",
  note="cut off by the reporter, with blank lines between the lines")
