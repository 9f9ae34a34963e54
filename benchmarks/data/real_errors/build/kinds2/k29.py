"""Batch 29: package indexes answering 403 (permission) and 404 (dependency)."""
from lib import O

O(r"""
C:\default>python3.10 -m pip install -r requirements.txt

Looking in indexes: https://pypi.tuna.tsinghua.edu.cn/simple

Collecting pyperclip==1.9.0

ERROR: HTTP error 403 while getting https://pypi.tuna.tsinghua.edu.cn/packages/30/23/2f0a3efc4d6a32f3b63cdff36cd398d9701d26cda58e3ab97ac79fb5e60d/pyperclip-1.9.0.tar.gz (from https://pypi.tuna.tsinghua.edu.cn/simple/pyperclip/)

ERROR: Could not install requirement pyperclip==1.9.0 from https://pypi.tuna.tsinghua.edu.cn/packages/30/23/2f0a3efc4d6a32f3b63cdff36cd398d9701d26cda58e3ab97ac79fb5e60d/pyperclip-1.9.0.tar.gz (from -r requirements.txt (line 1))

because of HTTP error 403 Client Error: Forbidden for url: https://pypi.tuna.tsinghua.edu.cn/packages/30/23/2f0a3efc4d6a32f3b63cdff36cd398d9701d26cda58e3ab97ac79fb5e60d/pyperclip-1.9.0.tar.gz for URL https://pypi.tuna.tsinghua.edu.cn/packages/30/23/2f0a3efc4d6a32f3b63cdff36cd398d9701d26cda58e3ab97ac79fb5e60d/pyperclip-1.9.0.tar.gz (from https://pypi.tuna.tsinghua.edu.cn/simple/pyperclip/)
""", "permission", "python", "lanyangyin/OBSscripts-bilibili-live/issues/6", adv=True,
  note="a 403 from a package mirror: a permission, not a missing package")
O(r"""
urllib.error.HTTPError: HTTP Error 403: Forbidden
""", "permission", "python", "wandb/openui/issues/112", note="from a comment in the thread")
O(r"""
--- ~ » pip search -i "https://user:password@pypi.cogtree.com/cogtree/" -vvv engicore
Found credentials in url for pypi.cogtree.com
Starting new HTTPS connection (1): pypi.cogtree.com:443
https://pypi.cogtree.com:443 "POST /cogtree/ HTTP/1.1" 403 162
ERROR: HTTP error 403 while getting https://user:password@pypi.cogtree.com/cogtree/
ERROR: Exception:
Traceback (most recent call last):
  File "/Users/irina/.pyenv/versions/3.6.5/lib/python3.6/site-packages/pip/_internal/cli/base_command.py", line 188, in main
    status = self.run(options, args)
""", "permission", "python", "pypa/pip/issues/6884", adv=True,
  note="credentials were sent and the index answered 403; '443' is a port and '162' a size; excerpt")
O(r"""
Could not find a version that satisfies the requirement sqlmap (from versions: )
No matching distribution found for sqlmap
""", "dependency", "python", "pypa/pip/issues/3925")
