"""Batch 35: limits and rates in the names of type and value errors."""
from lib import O

O(r"""
if time_since_last_call() is None or time_since_last_call() >= 10 or lastlimitremaining >= self.ratelimit:
TypeError: '>=' not supported between instances of 'int' and 'str'
""", "type", "python", "facetoe/zenpy/issues/194", adv=True, note="'ratelimit' and 'lastlimitremaining' are variables")
O(r"""
`File "/app/ok/plugins/admin.py", line 81, in vip3
uploadlimit(int(user_id), 107374182400)
ValueError: invalid literal for int() with base 10: ''`
""", "runtime", "python", "LazyDeveloperr/Gangster-Baby-Renamer-V2/issues/2", adv=True,
  note="'uploadlimit' is a function's name")
O(r"""
Traceback (most recent call last):
  File "<frozen importlib._bootstrap>", line 1035, in _handle_fromlist
  File "<frozen importlib._bootstrap>", line 219, in _call_with_frames_removed
  File "C:\Users\Barzarin\PycharmProjects\twitterImgBot-master\twitterImgBot-master\settings\config.py", line 23, in <module>
    tolerance = int(app_config['allow_repeat_after'])
ValueError: invalid literal for int() with base 10: ''
""", "runtime", "python", "joaquinlpereyra/twitterImgBot/issues/26", adv=True, note="'importlib' frames beside a value error")
O(r"""
  File "/home/admin/Downloads/uniquify/config.py", line 20, in Config
    APP_ID = int(os.environ.get("1123451", ""))
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
ValueError: invalid literal for int() with base 10: ''
""", "runtime", "python", "m4mallu/uniquify/issues/12", note="excerpt")
