"""Batch 8: Docker port conflicts, Kubernetes restarts, pip resolution."""
from lib import H, O

G = "https://github.com/"

# ---------------- docker ----------------
O(r"""
docker: Error response from daemon: driver failed programming external connectivity on endpoint elastic_burnell (bbb96e9369be6119024bb5ccfc223fdf92b2a06ecc70c88e1f0397e389a608f5): Error starting userland proxy: listen tcp 0.0.0.0:80: bind: address already in use.
""", "runtime", "docker", G + "woodjme/unifi-hotspot/issues/11", note="the host port is taken by another process",
  inc=[[("elastic_burnell", "quirky_hopper"), ("bbb96e9369be6119024bb5ccfc223fdf92b2a06ecc70c88e1f0397e389a608f5", "4f0c2a7d9e1b3c5a7e9f0b2d4c6e8a0b1c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f")]],
  hn=[H([("bind: address already in use.", "bind: permission denied.")], "bind error 'address already in use' -> 'permission denied' (a privileged port)",
        kind="permission", inc=[[("elastic_burnell", "nifty_curie")]])])

O(r"""
docker: Error response from daemon: driver failed programming external connectivity on endpoint vibrant_banach (b72db00e7396d0f1bc7602e1c468a5de6ef48482d54542e38acd6e73d558b826): Error starting userland proxy: listen tcp4 0.0.0.0:8001: bind: address already in use.
""", "runtime", "docker", G + "digitallyinduced/thin-backend/issues/19", same_as=G + "woodjme/unifi-hotspot/issues/11",
  note="same failure as woodjme/unifi-hotspot/issues/11 (another container name and port)",
  inc=[[("vibrant_banach", "thin_backend_1"), ("0.0.0.0:8001", "0.0.0.0:8000")]])

O(r"""
> Error response from daemon: driver failed programming external connectivity on endpoint nginx (b05d13ec7f7c76e6cb4e1bbec142a5655d875477c081e71371179cda80efadb0): Error starting userland proxy: listen tcp4 0.0.0.0:80: bind: address already in use
""", "runtime", "docker", G + "docker/compose/issues/3277", same_as=G + "woodjme/unifi-hotspot/issues/11",
  note="same failure as woodjme/unifi-hotspot/issues/11")

O(r"""
Error response from daemon: driver failed programming external connectivity on endpoint nginx-proxy (669659d666e6b6164716c6009cc1f1b413f2130e8d6238db341769bce23620fa): Error starting userland proxy: Bind for 0.0.0.0:80: unexpected error (Failure EADDRINUSE)
Error: failed to start containers: nginx-proxy
""", "runtime", "docker", G + "nginx-proxy/nginx-proxy/issues/838", same_as=G + "woodjme/unifi-hotspot/issues/11",
  note="same failure as woodjme/unifi-hotspot/issues/11 in Docker Desktop's wording",
  inc=[[("669659d666e6b6164716c6009cc1f1b413f2130e8d6238db341769bce23620fa", "0d4e6f8a1c3b5d7f9e2a4c6b8d0f1e3a5c7b9d1f3e5a7c9b1d3f5e7a9c1b3d5f")]])

O(r"""
ERROR: for nginx  Cannot start service nginx: driver failed programming external connectivity on endpoint phpapp_nginx_1 (a987d1f81f8395476557fd705c63471fa01346549980c984c0ee8d4ff79dd618): Error starting userland proxy: Bind for 0.0.0.0:80: unexpected error (Failure EADDRINUSE)
ERROR: Encountered errors while bringing up the project.
""", "runtime", "docker", G + "shipping-docker/php-app/issues/20", same_as=G + "woodjme/unifi-hotspot/issues/11",
  note="same failure as woodjme/unifi-hotspot/issues/11, from docker-compose",
  hn=[H([("ERROR: for nginx  Cannot start service nginx", "ERROR: for mysql  Cannot start service mysql"), ("phpapp_nginx_1", "phpapp_mysql_1"),
         ("0.0.0.0:80:", "0.0.0.0:3306:")], "service nginx (port 80) -> mysql (port 3306): another service's port is taken")])

O(r"""
4a1920f7e6366a47331ae7125f60ad5d0a722dba4329d8f38088b0360e0e5a68
docker: Error response from daemon: driver failed programming external connectivity on endpoint devdns (25e56c032df7ad496c3db37cedf675b07f5b1ab6ef30d2fedf0ffd9e03a787d1): Error starting userland proxy: listen udp4 0.0.0.0:53: bind: address already in use.
""", "runtime", "docker", G + "ruudud/devdns/issues/20", note="UDP 53 is usually held by the host's DNS resolver",
  inc=[[("4a1920f7e6366a47331ae7125f60ad5d0a722dba4329d8f38088b0360e0e5a68", "9c3e5a7b1d2f4e6a8c0b2d4f6e8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a"),
        ("25e56c032df7ad496c3db37cedf675b07f5b1ab6ef30d2fedf0ffd9e03a787d1", "7e1f3a5c9b2d4f6e8a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f")]])

# ---------------- kubernetes ----------------
O(r"""
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    1
      Started:      Thu, 04 Jan 2024 17:52:29 +0800
      Finished:     Thu, 04 Jan 2024 17:52:49 +0800
    Ready:          False
    Restart Count:  3
""", "runtime", "kubernetes", G + "AliyunContainerService/kube-eventer/issues/285", note="memory limit reached (OOMKilled), not storage",
  inc=[[("Thu, 04 Jan 2024 17:52:29 +0800", "Fri, 05 Jan 2024 09:14:03 +0800"), ("Thu, 04 Jan 2024 17:52:49 +0800", "Fri, 05 Jan 2024 09:14:22 +0800"),
        ("Restart Count:  3", "Restart Count:  7")]],
  hn=[H([("Reason:       OOMKilled", "Reason:       Error")], "termination reason OOMKilled -> Error (the process exited by itself)",
        inc=[[("Restart Count:  3", "Restart Count:  5")]])])

O(r"""
- Error: back-off 5m0s restarting failed container=kube-mgmt pod=opa-849dcb7499-9chrt_opa(7f8061d3-3603-49d6-8e03-77cb4b1bbed4)
""", "runtime", "kubernetes", G + "k8sgpt-ai/k8sgpt/pull/792",
  inc=[[("opa-849dcb7499-9chrt", "opa-5d7c9f8b6-x2lqp"), ("7f8061d3-3603-49d6-8e03-77cb4b1bbed4", "2b9e4c1a-7f3d-4e8b-a6c2-91d0e5f7b3a4")],
       [("back-off 5m0s", "back-off 2m40s")]],
  hn=[H([("container=kube-mgmt", "container=opa")], "failing container kube-mgmt -> opa")])

O(r"""
State: Running
Started: Sun, 09 Aug 2020 12:17:29 +0530
Last State: Terminated
Reason: Error
Exit Code: 1
Started: Sun, 09 Aug 2020 12:12:19 +0530
Finished: Sun, 09 Aug 2020 12:16:06 +0530
Ready: True
Restart Count: 19
""", "runtime", "kubernetes", G + "kubernetes/kubernetes/issues/93826", note="excerpt: the container state of the quoted describe output",
  inc=[[("Sun, 09 Aug 2020 12:17:29 +0530", "Sun, 09 Aug 2020 14:02:51 +0530"), ("Sun, 09 Aug 2020 12:12:19 +0530", "Sun, 09 Aug 2020 13:57:40 +0530"),
        ("Sun, 09 Aug 2020 12:16:06 +0530", "Sun, 09 Aug 2020 14:01:33 +0530"), ("Restart Count: 19", "Restart Count: 23")]],
  hn=[H([("Exit Code: 1", "Exit Code: 137")], "exit code 1 -> 137 (killed)")])

# ---------------- pip ----------------
O(r"""
ERROR: Could not find a version that satisfies the requirement project (from versions: none)
ERROR: No matching distribution found for project
 File "C:\Users\17949\anaconda3\envs\pytorch\lib\site-packages\models\__init__.py", line 37, in <module>
    import project
""", "dependency", "pip", G + "facebookresearch/consistent_depth/issues/63",
  inc=[[("C:\\Users\\17949\\anaconda3\\envs\\pytorch", "C:\\Users\\dev\\miniconda3\\envs\\depth")]])

O(r"""
C:\>python -m pip install scikit-learn
Collecting install
  Could not find a version that satisfies the requirement install (from versions
: ) No matching distribution found for install
""", "dependency", "pip", G + "pypa/pip/issues/3811",
  hn=[H([("Collecting install\n  Could not find a version that satisfies the requirement install", "Collecting sklearn\n  Could not find a version that satisfies the requirement sklearn"),
         ("No matching distribution found for install", "No matching distribution found for sklearn")],
        "missing distribution install -> sklearn")])

O(r"""
ERROR: Could not find a version that satisfies the requirement install==1.3.5 (from versions: none)
ERROR: No matching distribution found for install==1.3.5
""", "dependency", "pip", G + "ahmedshahriar/bd-medicine-scraper/issues/15",
  hn=[H([("install==1.3.5", "pywin32==306")], "missing distribution install==1.3.5 -> pywin32==306 (Windows-only)")])
