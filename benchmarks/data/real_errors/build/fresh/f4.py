"""Batch 4: MySQL access denied (with / without a password), httpx 0.28 dropping ``proxies`` under old SDKs,
NumPy 1.24 dropping ``np.float``."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- MySQL: wrong password for root@localhost (auth) ----------------
O(r"""
Error: ER_ACCESS_DENIED_ERROR: Access denied for user 'root'@'localhost' (using password: YES)
""", "auth", "mysql", "tumobi/nideshop/issues/9", same="mysql-root-pw-yes", note="mysqljs through a Node app",
  hn=[H([("'root'@'localhost'", "'shop'@'localhost'")],
        "MySQL user root -> shop (another account's password)")])
O(r"""
ER_ACCESS_DENIED_ERROR: Access denied for user 'root'@'localhost' (using password: YES)数据库连接失败
""", "auth", "mysql", "hellosean1025/http-mysql-server/issues/4", same="mysql-root-pw-yes",
  note="the app appends its own 'database connection failed' without a space")
# ---------------- MySQL: root@localhost with no password given (auth; another failure than the above) ----------------
O(r"""
Error: ER_ACCESS_DENIED_ERROR: Access denied for user 'root'@'localhost' (using password: NO)
""", "auth", "mysql", "opentiny/tiny-engine-data-center/issues/6", same="mysql-root-pw-no",
  note="'using password: NO': no password was sent (configuration not read), unlike 'YES' (a wrong one)")
O(r"""
Error: Access denied for user 'root'@'localhost' (using password: NO)
""", "auth", "mysql", "xpf0000/FlyEnv/issues/632", same="mysql-root-pw-no", note="another client's wording (no ER_ code)")
O(r"""
Error: ER_ACCESS_DENIED_ERROR: Access denied for user 'user'@'localhost' (using password: YES)
""", "auth", "mysql", "formulahendry/vscode-mysql/issues/182", note="issue title")
O(r"""
 ER_ACCESS_DENIED_ERROR: Access denied for user 'easytaxi'@'localhost' (using password: YES)
""", "auth", "mysql", "mysqljs/mysql/issues/752",
  hn=[H([("ER_ACCESS_DENIED_ERROR: Access denied for user 'easytaxi'@'localhost' (using password: YES)",
          "ER_DBACCESS_DENIED_ERROR: Access denied for user 'easytaxi'@'localhost' to database 'easytaxi'")],
        "ER_ACCESS_DENIED_ERROR (login) -> ER_DBACCESS_DENIED_ERROR (no grant on the database)", kind="permission")])

# ---------------- httpx 0.28 removed `proxies`; old openai/anthropic SDKs still pass it (type) ----------------
PROX = "TypeError raised inside the SDK: an SDK older than httpx 0.28 (fix: upgrade the SDK or pin httpx<0.28)"
O(r"""
TypeError: Client.__init__() got an unexpected keyword argument 'proxies'
""", "type", "anthropic", "anthropics/anthropic-sdk-python/issues/767", same="httpx028-proxies", note=PROX)
O(r"""
Traceback (most recent call last):
  File "/home/dell/stealth/ChatDev/run.py", line 24, in <module>
    from chatdev.chat_chain import ChatChain
  File "/home/dell/stealth/ChatDev/chatdev/chat_chain.py", line 14, in <module>
    from camel.web_spider import modal_trans
  File "/home/dell/stealth/ChatDev/camel/web_spider.py", line 18, in <module>
    client = openai.OpenAI(
  File "/home/dell/anaconda3/envs/stealth_env_1/lib/python3.9/site-packages/openai/_client.py", line 107, in __init__
    super().__init__(
  File "/home/dell/anaconda3/envs/stealth_env_1/lib/python3.9/site-packages/openai/_base_client.py", line 738, in __init__
    self._client = http_client or httpx.Client(
TypeError: __init__() got an unexpected keyword argument 'proxies
""", "type", "openai", "OpenBMB/ChatDev/issues/467", same="httpx028-proxies",
  note="Python 3.9 prints __init__() without the class; the closing quote was lost in the quote. " + PROX,
  inc=[[("/home/dell/stealth/ChatDev", "/srv/chatdev"), ("/home/dell/anaconda3/envs/stealth_env_1", "/opt/conda/envs/chatdev"),
        ("line 738", "line 741"), ("line 107", "line 104")]])
O(r"""
ValidationError: 1 validation error for ChatOpenAI __root__ Client.__init__() got an unexpected keyword argument 'proxies' (type=type_error)
""", "type", "openai", "coleam00/ai-agents-masterclass/issues/37", same="httpx028-proxies", adv=True,
  note="LangChain's pydantic validator wrapping the TypeError (a ValidationError that is a type error). " + PROX)
O(r"""
  File "/home/dagardner/work/conda/envs/morpheus/lib/python3.10/site-packages/openai/_base_client.py", line 793, in __init__
    self._client = http_client or SyncHttpxClientWrapper(
TypeError: Client.__init__() got an unexpected keyword argument 'proxies'
""", "type", "openai", "nv-morpheus/Morpheus/issues/2084", same="httpx028-proxies", note="last frame only. " + PROX,
  inc=[[("/home/dagardner/work/conda/envs/morpheus", "/opt/conda/envs/morpheus-24.10"), ("line 793", "line 798")]],
  hn=[H([("'proxies'", "'verify'")], "unexpected keyword 'proxies' -> 'verify' (another argument: another cause)")])
O(r"""
[ERROR] get() got an unexpected keyword argument 'proxies'
""", "type", "python", "taskmgr818/hath-with-natter/issues/4",
  note="the program's own httpx.get(proxies=...) call: same httpx change, but the fix is in this code, not an SDK "
       "upgrade, so a group of its own")

# ---------------- NumPy 1.24 removed np.float (type: AttributeError) ----------------
NPF = "fix: float / np.float64, or numpy<1.24"
O(r"""
Traceback (most recent call last):
  File "main_test.py", line 159, in <module>
    optimal_ref_landmarks, optimal_ref_path = optimal_reference_selection(lq_landmarks, land_path)
  File "main_test.py", line 80, in optimal_reference_selection
    tmp = [np.float(i) for i in line.split(' ') if i != '\n']
  File "main_test.py", line 80, in <listcomp>
    tmp = [np.float(i) for i in line.split(' ') if i != '\n']
  File "C:\Users\leolo\anaconda3\envs\net\lib\site-packages\numpy\__init__.py", line 305, in __getattr__
    raise AttributeError(__former_attrs__[attr])
AttributeError: module 'numpy' has no attribute 'float'.
`np.float` was a deprecated alias for the builtin `float`. To avoid this error in existing code, use `float` by itself. Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.float64` here.
The aliases was originally deprecated in NumPy 1.20; for more details and guidance see the original release note at:
    https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations
""", "type", "python", "csxmli2016/ASFFNet512/issues/8", same="numpy-float", note=NPF,
  inc=[[("C:\\Users\\leolo\\anaconda3\\envs\\net", "C:\\Users\\kim\\miniconda3\\envs\\asff"), ("line 159", "line 162"),
        ("line 80", "line 83")]])
O(r"""
│   307 │   │   # Importing Tester requires importing all of UnitTest which is not a               │
│   308 │   │   # cheap import Since it is mainly used in test suits, we lazy import it            │
╰──────────────────────────────────────────────────────────────────────────────────────────────────╯
AttributeError: module 'numpy' has no attribute 'float'.
`np.float` was a deprecated alias for the builtin `float`. To avoid this error in existing code, use `float` by itself.
Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.float64`
here.
The aliases was originally deprecated in NumPy 1.20; for more details and guidance see the original release note at:
    https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations
""", "type", "python", "HRNPH/AIwaifu/issues/69", same="numpy-float",
  note="Rich's boxed traceback, message wrapped at the terminal width (excerpt). " + NPF,
  inc=[[("│   307 │", "│   312 │"), ("│   308 │", "│   313 │")]])
O(r"""
**AttributeError**: module 'numpy' has no attribute 'float'.
`np.float` was a deprecated alias for the builtin `float`. To avoid this error in existing code, use `float` by itself. Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.float64` here.

**Location of Error**
File ~/.local/lib/python3.8/site-packages/CHAID/column.py:131, in NominalColumn.substitute_values(self, vect)
    129     np.place(arr, arr==value, new_id)
    130     self.metadata[new_id] = value
--> 131 arr = arr.astype(np.float)
""", "type", "python", "Rambatino/CHAID/issues/133", same="numpy-float", note="IPython's frame format, markdown kept. " + NPF,
  inc=[[("~/.local/lib/python3.8", "/opt/conda/lib/python3.10"), ("column.py:131", "column.py:133"),
        ("    129 ", "    131 "), ("    130 ", "    132 "), ("--> 131 ", "--> 133 ")]])
O(r"""
AttributeError: module 'numpy' has no attribute 'float'. `np.float` was a deprecated alias for the builtin `float`. To avoid this error in existing code, use `float` by itself. Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.float64` here. The aliases was originally deprecated in NumPy 1.20; for more details and guidance see the original release note at:
    https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations
""", "type", "python", "Menelau/DESlib/pull/4", same="numpy-float", note="joined into one paragraph. " + NPF,
  hn=[H([("'float'", "'int'"), ("`np.float`", "`np.int`"), ("builtin `float`", "builtin `int`"), ("use `float` by", "use `int` by"),
         ("`np.float64`", "`np.int64`")],
        "removed alias np.float -> np.int (another attribute; the one token repeated through the message)")])
