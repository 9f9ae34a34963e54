"""Batch 14: go.sum entries missing (per module), the MySQL JDBC driver class missing from the classpath across
Spring Boot, a Minecraft plugin, Dinky and SeaTunnel."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- Go: a go.sum entry missing (dependency: the lockfile out of date); the module is semantic ------------
O(r"""
√ hawkinsgorpm % go build networkQuality.go
lbc/lbc.go:27:2: missing go.sum entry for module providing package golang.org/x/net/http2 (imported by github.com/hawkinsw/goresponsiveness/lbc); to add:
	go get github.com/hawkinsw/goresponsiveness/lbc
""", "dependency", "go", "network-quality/goresponsiveness/issues/6", note="go 1.17 on macOS, zsh prompt",
  inc=[[("√ hawkinsgorpm %", "➜  goresponsiveness git:(main)"), ("lbc/lbc.go:27:2", "lbc/lbc.go:29:2")]],
  hn=[H([("package golang.org/x/net/http2", "package golang.org/x/sync/errgroup")],
        "package without a go.sum entry golang.org/x/net/http2 -> golang.org/x/sync/errgroup (another module)")])
O(r"""
go: github.com/spf13/pflag@v1.0.5: missing go.sum entry; to add it:
        go mod download github.com/spf13/pflag
""", "dependency", "go", "volatilityfoundation/dwarf2json/pull/33", note="go 1.16's module-level wording",
  hn=[H([("github.com/spf13/pflag@v1.0.5", "github.com/spf13/cobra@v1.1.3"), ("download github.com/spf13/pflag", "download github.com/spf13/cobra")],
        "module without a go.sum entry spf13/pflag -> spf13/cobra")])
O(r"""
go: github.com/sergi/go-diff@v1.1.1-0.20201201234148-0a651d56613f: missing go.sum entry; try 'go mod download github.com/sergi/go-diff' to add it
""", "dependency", "go", "golang/go/issues/43013", note="a go 1.16 pre-release's wording ('try ... to add it')")

# ---------------- Java: the MySQL Connector/J 8 driver class not on the classpath (import) ----------------
O(r"""
2025-03-14 11:15:37 [main] INFO  org.springframework.boot.web.servlet.context.ServletWebServerApplicationContext - Root WebApplicationContext: initialization completed in 2873 ms
java.lang.ClassNotFoundException: com.mysql.cj.jdbc.Driver
	at java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)
	at java.base/jdk.internal.loader.ClassLoaders$AppClassLoader.loadClass(ClassLoaders.java:188)
	at java.base/java.lang.ClassLoader.loadClass(ClassLoader.java:520)
	at java.base/java.lang.Class.forName0(Native Method)
	at java.base/java.lang.Class.forName(Class.java:467)
	at org.springframework.util.ClassUtils.forName(ClassUtils.java:304)
	at org.springframework.boot.autoconfigure.jdbc.DataSourceProperties.driverClassIsLoadable(DataSourceProperties.java:194)
""", "import", "java", "apache/shenyu/issues/5959", same="mysql-cj-driver",
  note="Spring Boot on JDK 21 (excerpt: one log line and the first frames)",
  inc=[[("2025-03-14 11:15:37", "2025-04-02 08:51:12"), ("completed in 2873 ms", "completed in 3310 ms"), ("Class.java:467", "Class.java:534")]],
  hn=[H([("java.lang.ClassNotFoundException: com.mysql.cj.jdbc.Driver", "java.lang.ClassNotFoundException: org.postgresql.Driver")],
        "missing driver class com.mysql.cj.jdbc.Driver -> org.postgresql.Driver (another jar)")])
O(r"""
[Towny]: Driver error: java.lang.ClassNotFoundException: com.mysql.cj.jdbc.Driver
""", "import", "java", "TownyAdvanced/Towny/issues/5245", same="mysql-cj-driver", note="issue title: a Minecraft plugin's log prefix")
O(r"""
[Bug] When connecting to the mysql data source, an error com.mysql.cj.jdbc.Driver java.lang.ClassNotFoundException: com.mysql.cj.jdbc.Driver
""", "import", "java", "DataLinkDC/dinky/issues/4413", same="mysql-cj-driver", note="issue title, the log's message joined")
O(r"""
[Bug] [ JDBC-Class not found]Caused by: java.lang.ClassNotFoundException: com.mysql.cj.jdbc.Driver
""", "import", "java", "apache/seatunnel/issues/8148", same="mysql-cj-driver", note="issue title: the 'Caused by' line of a SeaTunnel job")
O(r"""
    2023-12-13 03:18:17,836 ERROR org.apache.seatunnel.core.starter.SeaTunnel - Exception StackTrace:org.apache.seatunnel.core.starter.exception.CommandExecuteException: SeaTunnel job executed failed
        at org.apache.seatunnel.core.starter.seatunnel.command.ClientExecuteCommand.execute(ClientExecuteCommand.java:191)
        at org.apache.seatunnel.core.starter.SeaTunnel.run(SeaTunnel.java:40)
        at org.apache.seatunnel.core.starter.seatunnel.SeaTunnelClient.main(SeaTunnelClient.java:34)
    Caused by: org.apache.seatunnel.api.common.PrepareFailException: ErrorCode:[API-01], ErrorDescription:[Configuration item validate failed] - PluginName: jdbc, PluginType: source, Message: java.lang.ClassNotFoundException: com.mysql.jdbc.Driver
        at org.apache.seatunnel.connectors.seatunnel.jdbc.source.JdbcSource.prepare(JdbcSource.java:112)
""", "import", "java", "apache/seatunnel/issues/5977",
  note="the old Connector/J 5 class name com.mysql.jdbc.Driver: another class, another fix than the cj driver (excerpt)",
  inc=[[("2023-12-13 03:18:17,836", "2023-12-14 10:02:44,519"), ("ClientExecuteCommand.java:191", "ClientExecuteCommand.java:188")]])
