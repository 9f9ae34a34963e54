"""Batch 21: PostgreSQL not running on localhost:5432 across libpq 13 (Rails), libpq 14+ (psql on Windows),
Django and PHP; Node running out of V8 heap across Node 12/16/20/22 and a pnpm wrapper."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- PostgreSQL not listening on localhost:5432 (network) ----------------
O(r"""
>     Puma caught this error: could not connect to server: Connection refused
>	Is the server running on host "localhost" (::1) and accepting
>	TCP/IP connections on port 5432?
>      could not connect to server: Connection refused
>	Is the server running on host "localhost" (127.0.0.1) and accepting
>	TCP/IP connections on port 5432?
>     (PG::ConnectionBad)
""", "network", "postgresql", "windy/wblog/issues/51", same="pg-not-running",
  note="libpq 13 and older through Rails' pg gem under Puma (quoted with '>')")
O(r"""
PS C:\Users\Manish Mahato\OneDrive\Desktop> psql -U postgres
psql: error: connection to server at "localhost" (::1), port 5432 failed: Connection refused (0x0000274D/10061)
        Is the server running on that host and accepting TCP/IP connections?
connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused (0x0000274D/10061)
        Is the server running on that host and accepting TCP/IP connections?
""", "network", "postgresql", "EnterpriseDB/edb-installers/issues/563", same="pg-not-running",
  note="libpq 14+ wording, psql on Windows (WSA error 10061)",
  inc=[[("C:\\Users\\Manish Mahato\\OneDrive\\Desktop", "C:\\Users\\dev\\projects")]])
O(r"""
OperationalError: could not connect to server: Connection refused Is the server running on host "localhost" (127.0.0.1) and accepting TCP/IP connections on port 5432?
""", "network", "postgresql", "iiuni/projektzapisy/issues/954", same="pg-not-running", note="issue title: psycopg2 under Django, lines joined",
  hn=[H([("Connection refused Is the server", "Connection timed out Is the server")],
        "connect error refused -> timed out (packets dropped on the way, not a stopped server)", kind="timeout")])
O(r"""
"Connection refused Is the server running on host "localhost" (127.0.0.1) and accepting TCP/IP connections on port 5432"
""", "network", "postgresql", "PostgresApp/PostgresApp/issues/546", same="pg-not-running",
  note="PHP's PDO / pg_connect on macOS (Postgres.app not started), as the reporter quoted it")

# ---------------- Node out of V8 heap (runtime) ----------------
HEAP = "fix: --max-old-space-size or less memory; the native frames are incidental"
O(r"""
## FATAL ERROR: CALL_AND_RETRY_LAST Allocation failed - JavaScript heap out of memory##

 1: 00007FF6D913058F napi_wrap+109311
 2: 00007FF6D90D52B6 v8::internal::OrderedHashTable<v8::internal::OrderedHashSet,1>::NumberOfElementsOffset+33302
 3: 00007FF6D90D6086 node::OnFatalError+294
 4: 00007FF6D99A150E v8::Isolate::ReportExternalAllocationLimitReached+94
""", "runtime", "node", "nodejs/help/issues/1377", same="node-heap-oom", note="Node 12/14 on Windows (excerpt: first frames). " + HEAP,
  inc=[[("00007FF6D913058F", "00007FF7A213058F"), ("00007FF6D90D52B6", "00007FF7A20D52B6"), ("00007FF6D90D6086", "00007FF7A20D6086"),
        ("00007FF6D99A150E", "00007FF7A29A150E")]])
O(r"""
FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory
 1: 00007FF61B9B79CF v8::internal::CodeObjectRegistry::~CodeObjectRegistry+114207
 2: 00007FF61B946096 DSA_meth_get_flags+65542
 3: 00007FF61B946F4D node::OnFatalError+301
 4: 00007FF61C27B1EE v8::Isolate::ReportExternalAllocationLimitReached+94
""", "runtime", "node", "vtex/toolbelt/issues/1166", same="node-heap-oom", note="Node 16's wording of the same limit (excerpt). " + HEAP)
O(r"""
FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
 1: 0x100b6cbf4 node::Abort() [/Users/susmitvengurlekar/.nvm/versions/node/v20.10.0/bin/node]
 2: 0x100b6cddc node::ModifyCodeGenerationFromStrings(v8::Local<v8::Context>, v8::Local<v8::Value>, bool) [/Users/susmitvengurlekar/.nvm/versions/node/v20.10.0/bin/node]
 3: 0x100cf0da8 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [/Users/susmitvengurlekar/.nvm/versions/node/v20.10.0/bin/node]
""", "runtime", "node", "slidevjs/slidev/issues/1790", same="node-heap-oom", note="Node 20 on macOS via nvm (excerpt). " + HEAP,
  inc=[[("/Users/susmitvengurlekar/.nvm", "/Users/sv/.nvm"), ("0x100b6cbf4", "0x1009a8bf4"), ("0x100b6cddc", "0x1009a8ddc"), ("0x100cf0da8", "0x100b2cda8")]])
O(r"""
<--- JS stacktrace --->

FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 00007FF655E1542D node::SetCppgcReference+17693
 2: 00007FF655D78248 SSL_get_quiet_shutdown+102712
 3: 00007FF6568FED41 v8::Isolate::ReportExternalAllocationLimitReached+65
""", "runtime", "node", "feige996/unibest/issues/235", same="node-heap-oom",
  note="Node 22 on Windows under pnpm (excerpt: the GC lines and most frames left out). " + HEAP,
  hn=[H([("Reached heap limit Allocation failed - JavaScript heap out of memory", "Invalid array length Allocation failed - JavaScript heap out of memory")],
        "V8 allocation failure 'Reached heap limit' -> 'Invalid array length' (one oversized array: a code bug, not the heap size)")])
