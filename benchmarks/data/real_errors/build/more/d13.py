"""Batch 13: CI shells (exit 126/127, command not found) and Maven compilation failures."""
from lib import H, O

G = "https://github.com/"

# ---------------- CI / shell ----------------
O(r"""
Run ad-m/github-push-action@v0.6.0
Started: bash C:\actions-runner\_work\_actions\ad-m\github-push-action\v0.6.0\start.sh
/bin/bash: C:actions-runner_work_actionsad-mgithub-push-actionv0.6.0start.sh: No such file or directory
Error: Invalid status code: 127
    at ChildProcess.<anonymous> (C:\actions-runner\_work\_actions\ad-m\github-push-action\v0.6.0\start.js:9:19)
    at ChildProcess.emit (events.js:210:5)
    at maybeClose (internal/child_process.js:1021:16)
    at Process.ChildProcess._handle.onexit (internal/child_process.js:283:5) {
  code: 127
}
""", "runtime", "github-actions", G + "ad-m/github-push-action/issues/103", adv=True,
  note="the script path lost its backslashes, so the file is missing at run time; 127 is an exit status",
  inc=[[("C:\\actions-runner\\_work", "D:\\runner\\_work"), ("C:actions-runner_work", "D:runner_work")]],
  hn=[H([("No such file or directory", "Permission denied"), ("Invalid status code: 127", "Invalid status code: 126"), ("code: 127", "code: 126")],
        "shell error 'No such file or directory' (127) -> 'Permission denied' (126)", kind="permission", adv=True)])

O(r"""
Run vmactions/openbsd-vm@v0
release: 
nat: 
mem: 4096
Importing VM
Set VM
Run onBeforeStartVM
Run startVM
Run onStarted in VM
Initialize files in VM
envs:MYTOKEN MYTOKEN2
Run onInitialized in VM
Run 'prepare' in VM
Run 'run' in VM
Copy files back from the VM
Error: The process '/bin/bash' failed with exit code 127
""", "runtime", "github-actions", G + "vmactions/openbsd-vm/issues/8", adv=True,
  note="the text gives only the exit status (bash is not at /bin/bash on the VM); 'MYTOKEN' is an env var name",
  inc=[[("mem: 4096", "mem: 2048")]],
  hn=[H([("failed with exit code 127", "failed with exit code 1")], "exit code 127 -> 1", adv=True)])

O(r"""
/home/runner/work/_temp/59e5c326-5abd-4d38-830d-161ec5fc0eed.sh: line 2: pull_request: command not found
/home/runner/work/_temp/59e5c326-5abd-4d38-830d-161ec5fc0eed.sh: line 2: pull_request_target: command not found
""", "dependency", "shell", G + "1Password/check-signed-commits-action/issues/14", adv=True,
  note="'command not found' by the definition, though the cause is backquotes in an echo, not a missing tool",
  inc=[[("59e5c326-5abd-4d38-830d-161ec5fc0eed", "0f3d8a21-6b7c-4e95-9d02-7c1e4b5a9f36")]],
  hn=[H([("pull_request: command not found", "pull_request: Permission denied"), ("pull_request_target: command not found", "pull_request_target: Permission denied")],
        "shell error 'command not found' -> 'Permission denied'", kind="permission", adv=True,
        inc=[[("59e5c326-5abd-4d38-830d-161ec5fc0eed", "d41c7e09-2a5f-4b8e-b3c6-0e9f1a7d2c58")]])])

O(r"""
OCI runtime exec failed: exec failed: unable to start container process: exec: "bash": executable file not found in $PATH: unknown
Error: Process completed with exit code 126.
""", "dependency", "github-actions", G + "dcarbone/install-jq-action/pull/14", note="bash is not installed in the job's container",
  hn=[H([('exec: "bash": executable file not found in $PATH', 'exec: "jq": executable file not found in $PATH')],
        "missing executable bash -> jq")])

# ---------------- maven ----------------
O(r"""
[INFO] --- maven-compiler-plugin:2.3.2:compile (default-compile) @ java_statsd_client ---
[INFO] Compiling 21 source files to /work/statsd_clients/java/target/classes
[INFO] -------------------------------------------------------------
[ERROR] COMPILATION ERROR : 
[INFO] -------------------------------------------------------------
[ERROR] /work/statsd_clients/java/src/main/java/com/appfirst/statsd/transport/MailSlotTransport.java:[36,22] error: cannot find symbol
[INFO] 1 error
[INFO] -------------------------------------------------------------
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time: 2.176s
[INFO] Finished at: Fri Jan 17 15:26:44 NZDT 2014
[INFO] Final Memory: 10M/149M
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:2.3.2:compile (default-compile) on project java_statsd_client: Compilation failure
[ERROR] /work/statsd_clients/java/src/main/java/com/appfirst/statsd/transport/MailSlotTransport.java:[36,22] error: cannot find symbol
[ERROR] -> [Help 1]
""", "import", "java", G + "appfirst/statsd_clients/issues/9",
  note="an unresolved name at compile time (the class it names is not on the classpath)",
  inc=[[("Total time: 2.176s", "Total time: 3.904s"), ("Fri Jan 17 15:26:44 NZDT 2014", "Mon Jan 20 09:02:11 NZDT 2014"), ("Final Memory: 10M/149M", "Final Memory: 12M/155M")],
       [("/work/statsd_clients", "/home/ci/statsd_clients")]],
  hn=[H([("MailSlotTransport.java", "UdpTransport.java")], "failing source MailSlotTransport.java -> UdpTransport.java",
        inc=[[("Total time: 2.176s", "Total time: 2.451s")]])])

O(r"""
[ERROR] /home/lei/app/pysonar2/src/main/java/org/yinwang/pysonar/demos/Demo.java:[107,38] cannot find symbol
[ERROR] symbol:   class FancyProgress
[ERROR] location: class org.yinwang.pysonar.demos.Demo
[ERROR] -> [Help 1]
org.apache.maven.lifecycle.LifecycleExecutionException: Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) on project pysonar: Compilation failure
    at org.apache.maven.lifecycle.internal.MojoExecutor.execute(MojoExecutor.java:213)
    at org.apache.maven.lifecycle.internal.MojoExecutor.execute(MojoExecutor.java:153)
""", "import", "java", G + "yinwang0/pysonar2/issues/26", note="excerpt",
  inc=[[("/home/lei/app/pysonar2", "/Users/lei/src/pysonar2")]],
  hn=[H([("class FancyProgress", "class Progress")], "missing class FancyProgress -> Progress")])

O(r"""
[INFO] Compiling 1 source file to /root/examples-master/ctakes-web-client/target/classes
[INFO] -------------------------------------------------------------
[ERROR] COMPILATION ERROR :
[INFO] -------------------------------------------------------------
[ERROR] /root/examples-master/ctakes-web-client/src/main/java/org/apache/ctakes/web/client/servlet/Pipeline.java:[42,41] error: cannot find symbol
[INFO] 1 error
[INFO] -------------------------------------------------------------
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time: 9.019 s
[INFO] Finished at: 2015-12-01T00:48:48-05:00
[INFO] Final Memory: 20M/54M
""", "import", "java", G + "healthnlp/examples/issues/1", note="excerpt",
  inc=[[("Total time: 9.019 s", "Total time: 11.203 s"), ("2015-12-01T00:48:48-05:00", "2015-12-02T13:05:10-05:00")],
       [("/root/examples-master", "/home/builder/examples")]])
