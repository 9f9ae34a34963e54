"""Batch 22: Maven targeting Java 17 on an older JDK across compiler-plugin versions; file watchers out of file
descriptors (EMFILE) across Node 0.8 to 23 and chokidar / sane / Expo."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- javac asked for release 17 by a JDK older than 17 (dependency: unsupported JDK version) ----------------
TR = "the build runs on a JDK older than the target (fix: JDK 17 for the build); dependency by the definition"
O(r"""
Apache Maven 3.6.1 (d66c9c0b3152b2e69ee9bac180bb8fcc8e6af555; 2019-04-04T19:00:29Z)
Maven home: /opt/apache-maven-3.6.1
Java version: 1.8.0_292, vendor: Private Build, runtime: /usr/lib/jvm/java-8-openjdk-amd64/jre

Running: mvn clean install -DskipTests

[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) on project common-utils: Fatal error compiling: invalid target release: 17 -> [Help 1]
[ERROR] 
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
""", "dependency", "java", "jitpack/jitpack.io/issues/5440", same="maven-target-17", note="JitPack's build log, Java 8 (excerpt). " + TR,
  inc=[[("Java version: 1.8.0_292", "Java version: 1.8.0_312"), ("/opt/apache-maven-3.6.1", "/usr/share/maven")]],
  hn=[H([("invalid target release: 17", "invalid target release: 21")],
        "target release 17 -> 21 (another JDK needed)")])
O(r"""
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.10.1:compile (default-compile) on project ledgermonolith: Fatal error compiling: error: invalid target release: 17 -> [Help 1]
org.apache.maven.lifecycle.LifecycleExecutionException: Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.10.1:compile (default-compile) on project ledgermonolith: Fatal error compiling
    at org.apache.maven.lifecycle.internal.MojoExecutor.execute (MojoExecutor.java:215)
    at org.apache.maven.lifecycle.internal.MojoExecutor.execute (MojoExecutor.java:156)
""", "dependency", "java", "GoogleCloudPlatform/bank-of-anthos/issues/874", same="maven-target-17",
  note="compiler plugin 3.10 (javac's own 'error:' kept) with -e (excerpt). " + TR)
O(r"""
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:compile (default-compile) on project http-methods-discloser: Fatal error compiling: invalid target release: 11 -> [Help 1]
""", "dependency", "java", "xxux11/http-methods-discloser/issues/1", note="target 11 on Java 8: another release than the group above (excerpt)")

# ---------------- file watchers out of descriptors (runtime) ----------------
EM = "fix: watchman / a higher fd or inotify limit"
O(r"""
Error: EMFILE: too many open files, watch
    at FSWatcher._handle.onchange (node:internal/fs/watchers:214:21)
Emitted 'error' event on FSWatcher instance at:
    at FSWatcher._handleError (/Users/yuji/.npm/_npx/c8d17849012e28e3/node_modules/chokidar/index.js:539:18)
    at NodeFsHandler._boundHandleError (/Users/yuji/.npm/_npx/c8d17849012e28e3/node_modules/chokidar/handler.js:300:49)
""", "runtime", "node", "unhappychoice/mdts/issues/104", same="node-watch-emfile", note="chokidar 4 under npx (excerpt). " + EM,
  inc=[[("c8d17849012e28e3", "5f0a9e21b7c34d18")]])
O(r"""
node:events:497
      throw er; // Unhandled 'error' event
      ^

Error: EMFILE: too many open files, watch
    at FSWatcher._handle.onchange (node:internal/fs/watchers:207:21)
Emitted 'error' event on NodeWatcher instance at:
    at NodeWatcher.checkedEmitError (/Users/kakaobank1/Downloads/develop/sample/WatermelonDB/examples/native/node_modules/sane/src/node_watcher.js:143:12)
    at FSWatcher.emit (node:events:519:28)
    at FSWatcher._handle.onchange (node:internal/fs/watchers:213:12) {
  errno: -24,
  syscall: 'watch',
  code: 'EMFILE',
  filename: null
}

Node.js v20.15.0
""", "runtime", "node", "Nozbe/WatermelonDB/issues/1816", same="node-watch-emfile", note="Metro's sane watcher, Node 20. " + EM,
  inc=[[("/Users/kakaobank1/Downloads/develop/sample/WatermelonDB", "/Users/dev/src/WatermelonDB"), ("Node.js v20.15.0", "Node.js v20.16.0")]],
  hn=[H([("EMFILE: too many open files, watch", "ENOSPC: System limit for number of file watchers reached, watch"),
         ("errno: -24", "errno: -28"), ("code: 'EMFILE'", "code: 'ENOSPC'")],
        "errno EMFILE (descriptors) -> ENOSPC (inotify watch limit on Linux: raise fs.inotify.max_user_watches); "
        "ENOSPC here is not a full disk", adv=True)])
O(r"""
Error: EMFILE: too many open files, watch
    at FSEvent.FSWatcher._handle.onchange (node:internal/fs/watchers:204:21)
""", "runtime", "node", "expo/expo-cli/issues/3477", same="node-watch-emfile", note="Expo CLI on macOS without watchman. " + EM)
O(r"""
pizzacats:viewkit maxogden$ filewatcherthing . make

fs.js:837
    throw errnoException(errno, 'watch');
          ^
Error: watch EMFILE
    at errnoException (fs.js:806:11)
    at FSWatcher.start (fs.js:837:11)
    at Object.fs.watch (fs.js:861:11)
""", "runtime", "node", "isaacs/filewatcherthing/issues/2", same="node-watch-emfile",
  note="Node 0.8's wording ('watch EMFILE', excerpt). " + EM,
  inc=[[("pizzacats:viewkit maxogden$", "mbp:project dev$")]])
