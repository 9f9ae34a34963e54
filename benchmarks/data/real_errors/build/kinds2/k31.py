"""Batch 31: processes killed for memory (runtime, exit 137); read timeouts with ports and 'status=None'."""
from lib import O

OOM = "killed by the kernel's out-of-memory killer (exit 137): a failure while running"
O(r"""
Process finished with exit code 137 (interrupted by signal 9:SIGKILL)
""", "runtime", "python", "noelshin/selfmask/issues/11", note=OOM + "; issue title")
O(r"""
+ docker-compose exec web supervisorctl restart all
Exited with code 137

Hint: Exit code 137 typyically means the process is killed because it was running out of memory
Hint: Check if you can optimize the memory usage in your app
Hint: Max memory usage of this container is 0
 according to /sys/fs/cgroup/memory/memory.max_usage_in_bytes
""", "runtime", "docker", "mozilla/addons/issues/5259", note=OOM)
O(r"""
logic_inference.py --dataset_name FOLIO --backup_strategy random --model_name gpt-4 --timeout 120 
  0%|          | 0/204 [00:00<?, ?it/s]Loaded 204 examples from dev split.
 31%|███       | 63/204 [00:01<00:02, 66.83it/s]
Process finished with exit code 137 (interrupted by signal 9:SIGKILL)
""", "runtime", "python", "teacherpeterpan/Logic-LLM/issues/10", adv=True, note=OOM + "; '--timeout 120' is an option on the command line")

O(r"""
   raise ReadTimeoutError(self._pool, None, 'Read timed out.')
pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.
""", "timeout", "python", "HuangCongQing/Python/issues/6")
O(r"""
#10 3.138 Collecting bokeh
#10 3.146   Downloading bokeh-3.0.3-py3-none-any.whl (16.5 MB)
#10 18.23      ━━━━━━╸                                  2.8/16.5 MB 44.0 MB/s eta 0:00:01
#10 18.23 ERROR: Exception:
#10 18.23 Traceback (most recent call last):
...
#10 18.23     raise ReadTimeoutError(self._pool, None, "Read timed out.")
#10 18.23 pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.
#10 18.31 
""", "timeout", "python", "conbench/conbench/issues/815")
O(r"""
    WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/flask/
    WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/flask/
""", "timeout", "python", "pypa/pip/issues/9489", adv=True, note="'status=None' and 'port=443' beside a read timeout; excerpt")
O(r"""
`requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='127.0.0.1', port=32400): Read timed out. (read timeout=30)`
""", "timeout", "python", "stevezau/media_preview_generator/issues/22")
O(r"""
[2020-10-08 15:40:59]   File "/home/pi/Mycodo/env/lib/python3.7/site-packages/pip/_vendor/urllib3/response.py", line 442, in _error_catcher
[2020-10-08 15:40:59]     raise ReadTimeoutError(self._pool, None, "Read timed out.")
[2020-10-08 15:40:59] pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.

[2020-10-08 15:41:01] End install of anyleaf
""", "timeout", "python", "kizniche/Mycodo/issues/863")
