"""Batch 9: Docker's storage full across Docker for Mac, boto2docker and Linux; a port already in use across
Node 6, 9 and 14 (ports are incidental by the definition)."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- Docker's data root full (disk) ----------------
O(r"""
write /var/lib/docker/tmp/GetImageBlob872957069: no space left on device
""", "disk", "docker", "docker-archive-public/docker.kitematic/issues/2295", same="docker-disk-full",
  note="issue title (Docker for Mac's VM disk full; fix: docker system prune)",
  inc=[[("GetImageBlob872957069", "GetImageBlob401236687")]],
  hn=[H([("no space left on device", "read-only file system")],
        "errno ENOSPC (no space left) -> EROFS (read-only file system: a remount or a failing disk)", kind="permission")])
O(r"""
write /mnt/sda1/var/lib/docker/tmp/GetImageBlob622771410: no space left on device
""", "disk", "docker", "docker-archive-public/docker.kitematic/issues/4082", same="docker-disk-full",
  note="issue title: boot2docker's VM keeps the data root under /mnt/sda1")
O(r"""
"docker: write /var/lib/docker/tmp/GetImageBlob197301894: no space left on device."
""", "disk", "docker", "ENCODE-DCC/caper/issues/173", same="docker-disk-full",
  note="the docker CLI's form (prefix and final period) quoted by a pipeline user",
  inc=[[("GetImageBlob197301894", "GetImageBlob558210937")]])
O(r"""
docker: Error response from daemon: mkdir /var/lib/docker/overlay2/80b87cb3384f465cbc2f82c244b4183ea7c34090f152af26907faf914300c625-init: no space left on device.
See 'docker run --help'.
""", "disk", "docker", "moby/moby/issues/36473", same="docker-disk-full",
  note="the same full data root hit at container creation (mkdir of a layer) instead of an image pull",
  inc=[[("80b87cb3384f465cbc2f82c244b4183ea7c34090f152af26907faf914300c625", "3f9d0c2be7a14a5d9e61b0f2c8a7e3d41b6c5a9f8e7d2c1b0a9f8e7d6c5b4a39")]])
O(r"""
Error processing tar file(exit status 1): write /files/LINUX.X64_180000_db_home.zip: no space left on device
""", "disk", "docker", "Dani3lSun/docker-db-apex-dev/issues/23", note="docker build copying a large file into the VM's full disk")
O(r"""
docker-osx-dev install
2016-04-18 10:26:52 [INFO] Starting install of docker-osx-dev
2016-04-18 10:26:52 [INFO] Updating HomeBrew
...
2016-04-18 10:36:10 [INFO] Performing initial sync of paths: /Users/jefft
2016-04-18 10:36:10 [INFO] Initial sync using tar for /Users/jefft
tar: write error: No space left on device
exit status 1
""", "disk", "shell", "brikis98/docker-osx-dev/issues/185", note="tar in a sync tool's log; the Docker VM's disk",
  inc=[[("2016-04-18 10:26:52", "2016-05-02 08:03:11"), ("2016-04-18 10:36:10", "2016-05-02 08:12:40"), ("/Users/jefft", "/Users/mkay")]])

# ---------------- a port already in use (runtime), three Node versions ----------------
O(r"""
[nodemon] starting `node index.js app.js`
events.js:292
      throw er; // Unhandled 'error' event
      ^

Error: listen EADDRINUSE: address already in use :::5000
    at Server.setupListenHandle [as _listen2] (net.js:1318:16)
    at listenInCluster (net.js:1366:12)
    at Server.listen (net.js:1452:7)
    at Function.listen (C:\Users\server\Desktop\raveenreact\node_modules\express\lib\application.js:618:24)
    at Object.<anonymous> (C:\Users\server\Desktop\raveenreact\app.js:12:5)
    at Module._compile (internal/modules/cjs/loader.js:1063:30)
    at Object.Module._extensions..js (internal/modules/cjs/loader.js:1092:10)
    at Module.load (internal/modules/cjs/loader.js:928:32)
    at Function.Module._load (internal/modules/cjs/loader.js:769:14)
    at Function.executeUserEntryPoint [as runMain] (internal/modules/run_main.js:72:12)
Emitted 'error' event on Server instance at:
    at emitErrorNT (net.js:1345:8)
    at processTicksAndRejections (internal/process/task_queues.js:80:21) {
  code: 'EADDRINUSE',
  errno: -4091,
  syscall: 'listen',
  address: '::',
  port: 5000
}
""", "runtime", "node", "linnovate/mean/issues/2001", same="node-eaddrinuse",
  note="Node 14 on Windows under nodemon (errno as a number)",
  inc=[[(":::5000", ":::8080"), ("port: 5000", "port: 8080"), ("C:\\Users\\server\\Desktop\\raveenreact", "D:\\dev\\shop-api"),
        ("app.js:12:5", "app.js:27:5")]],
  hn=[H([("EADDRINUSE: address already in use :::5000", "EACCES: permission denied :::5000"), ("code: 'EADDRINUSE'", "code: 'EACCES'"),
         ("errno: -4091", "errno: -4092")],
        "listen errno EADDRINUSE (port taken) -> EACCES (not allowed to bind: a privileged or reserved port); "
        "the one errno repeated in the error's fields", kind="permission",
        inc=[[("C:\\Users\\server\\Desktop\\raveenreact", "C:\\work\\api"), ("app.js:12:5", "app.js:15:5")]])])
O(r"""
events.js:136
      throw er; // Unhandled 'error' event
      ^

Error: listen EADDRINUSE :::5000
    at Object._errnoException (util.js:999:13)
    at _exceptionWithHostPort (util.js:1020:20)
    at Server.setupListenHandle [as _listen2] (net.js:1379:14)
    at listenInCluster (net.js:1420:12)
    at Server.listen (net.js:1508:7)
    at Function.listen (/Users/UserName/workspace/ProjectOne/node_modules/express/lib/application.js:618:24)
    at Object.<anonymous> (/Users/UserName/workspace/ProjectOne/index.js:41:5)
    at Module._compile (module.js:660:30)
""", "runtime", "node", "nodejs/help/issues/1050", same="node-eaddrinuse",
  note="Node 9's shorter wording (no 'address already in use'), excerpt",
  inc=[[(":::5000", ":::3001"), ("/Users/UserName/workspace/ProjectOne", "/home/lai/projects/one"), ("index.js:41:5", "index.js:44:5")]])
O(r"""
» node app.js
events.js:154
      throw er; // Unhandled 'error' event
      ^

Error: listen EADDRINUSE :::3000
    at Object.exports._errnoException (util.js:890:11)
    at exports._exceptionWithHostPort (util.js:913:20)
    at Server._listen2 (net.js:1234:14)
    at listen (net.js:1270:10)
    at Server.listen (net.js:1366:5)
""", "runtime", "node", "sahat/hackathon-starter/issues/461", same="node-eaddrinuse", note="Node 6, with the shell prompt")
