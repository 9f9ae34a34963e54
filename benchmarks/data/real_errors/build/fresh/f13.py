"""Batch 13: the dpkg frontend lock held by another apt (old and new apt wording, CI wrappers); Redis not
listening on localhost:6379 across redis-py (Linux and macOS errno), node_redis and redis-cli."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- apt: the dpkg lock is held by another process (runtime) ----------------
LOCK = "Kind: another package manager holds the lock (fix: wait for it); none of the named kinds, so runtime"
O(r"""
Run sudo apt-get install -y lld
E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2448 (unattended-upgr)
E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?
Error: Process completed with exit code 100.
""", "runtime", "apt", "servo/ci-runners/issues/57", same="dpkg-lock", note="a GitHub Actions step. " + LOCK,
  inc=[[("process 2448", "process 1873")]])
O(r"""
sudo apt-get install libssl-dev libudev-dev pkg-config zlib1g-dev llvm clang cmake make libprotobuf-dev protobuf-compiler
--
  | E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4407 (unattended-upgr)
  | E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?
  | + ret_pre_build='Your branch is up to date with '\''origin/master'\''.'
  | 🚨 Error: The command exited with status 100
""", "runtime", "apt", "solana-labs/bench-tps-dos-test/issues/8", same="dpkg-lock", note="a Buildkite log. " + LOCK,
  inc=[[("process 4407", "process 3920")]])
O(r"""
E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1988 (apt-get)
W: Be aware that removing the lock file is not a solution and may break your system.
E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?
""", "runtime", "apt", "pop-os/pop/issues/2292", same="dpkg-lock", note="apt 2.4's extra warning line. " + LOCK,
  inc=[[("process 1988", "process 2231")]],
  hn=[H([("E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1988 (apt-get)",
          "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)")],
        "lock held by another apt -> lock file not openable (13: Permission denied: run as root)", kind="permission")])
O(r"""
sudo apt-get -yqq upgrade
E: Could not get lock /var/lib/dpkg/lock-frontend - open (11: Resource temporarily unavailable)
E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?
""", "runtime", "apt", "QuickBox/QB/issues/185", same="dpkg-lock", adv=True,
  note="apt 1.6 on Ubuntu 16.04: the older wording, errno 11 EAGAIN ('Resource temporarily unavailable' reads "
       "like an unavailable service, but it is the lock). " + LOCK)

# ---------------- Redis not listening on localhost:6379 (network) ----------------
O(r"""
  File "/usr/local/python3/lib/python3.10/site-packages/redis/connection.py", line 987, in _connect
    raise err
  File "/usr/local/python3/lib/python3.10/site-packages/redis/connection.py", line 975, in _connect
    sock.connect(socket_address)
ConnectionRefusedError: [Errno 111] Connection refused

During handling of the above exception, another exception occurred:
""", "network", "redis", "redis/redis-py/issues/2744", same="redis-refused",
  note="redis-py 4.5 on Linux: the socket error under the library's ConnectionError (excerpt: the inner traceback's end)",
  inc=[[("/usr/local/python3/lib/python3.10", "/opt/venv/lib/python3.11"), ("line 987", "line 1002"), ("line 975", "line 990")]])
O(r"""
"ConnectionError: Error 61 connecting to localhost:6379. Connection refused."
""", "network", "redis", "comsysto/twitter-realtime-heatmap/issues/2", same="redis-refused",
  note="redis-py on macOS: ECONNREFUSED is errno 61 there",
  hn=[H([("Error 61 connecting to localhost:6379. Connection refused.", "Authentication required.")],
        "connection refused -> the server asks for a password (NOAUTH): reached, not authenticated", kind="auth")])
O(r"""
redis error (sub): Error: Redis connection to localhost:6379 failed - connect ECONNREFUSED 127.0.0.1:6379
    at RedisClient.on_error (X:\casino\node_modules\redis\index.js:196:24)
    at Socket.<anonymous> (X:\casino\node_modules\redis\index.js:106:14)
    at Socket.emit (node:events:519:28)
    at emitErrorNT (node:internal/streams/destroy:169:8)
    at emitErrorCloseNT (node:internal/streams/destroy:128:3)
    at process.processTicksAndRejections (node:internal/process/task_queues:82:21)
""", "network", "redis", "floatinghotpot/casino-server/issues/44", same="redis-refused",
  note="node_redis 2.x with the app's prefix (excerpt: the first of repeated errors)",
  inc=[[("X:\\casino", "C:\\games\\casino-server"), ("node:events:519:28", "node:events:517:28")]])
O(r"""
Could not connect to Redis at 127.0.0.1:6379: Connection refused
""", "network", "redis", "DavidWittman/ansible-redis/issues/194", same="redis-refused", note="redis-cli's wording",
  hn=[H([("127.0.0.1:6379: Connection refused", "127.0.0.1:6379: Connection timed out")],
        "connect error refused -> timed out (a firewall dropping packets, not a stopped server)", kind="timeout")])
