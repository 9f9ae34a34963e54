"""Batch 7: cargo test failures and PostgreSQL authentication."""
from lib import H, O

G = "https://github.com/"

# ---------------- cargo test ----------------
O(r"""
failures:

---- user_parsed_input::tests::git_flag_local_path_takes_precedence_over_org_repo stdout ----

thread 'user_parsed_input::tests::git_flag_local_path_takes_precedence_over_org_repo' (8866) panicked at src/user_parsed_input.rs:653:43:
assertion `left == right` failed
  left: "https://github.com/myorg/myrepo.git"
 right: "myorg/myrepo"


failures:
    user_parsed_input::tests::git_flag_local_path_takes_precedence_over_org_repo

test result: FAILED. 120 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.07s

error: test failed, to rerun pass `--lib`
==> ERROR: A failure occurred in check().
""", "test", "rust", G + "cargo-generate/cargo-generate/issues/1671",
  inc=[[("(8866)", "(9127)"), ("finished in 0.07s", "finished in 0.11s")],
       [("(8866)", "(4410)"), ("120 passed", "121 passed")]],
  hn=[H([("git_flag_local_path_takes_precedence_over_org_repo", "git_flag_remote_url_is_kept_verbatim")],
        "failing test git_flag_local_path_takes_precedence_over_org_repo -> git_flag_remote_url_is_kept_verbatim",
        inc=[[("(8866)", "(8870)")]])])

O(r"""
thread '<unnamed>' (7944) panicked at src/pdf/document/page/index_cache.rs:1217:21:
assertion `left == right` failed
  left: 2
 right: 1
""", "test", "rust", G + "ajrcarey/pdfium-render/issues/266", adv=False, note="excerpt: the panic, without the backtrace",
  inc=[[("(7944)", "(8102)")], [("(7944)", "(7951)"), ("index_cache.rs:1217:21", "index_cache.rs:1223:21")]],
  hn=[H([("src/pdf/document/page/index_cache.rs", "src/pdf/document/pages.rs")], "failing source file index_cache.rs -> pages.rs")])

O(r"""
thread 'main' panicked at 'assertion failed: `(left == right)`
  left: `3`,
 right: `5`', /Users/xxx/.cargo/git/checkouts/cargo-atcoder-22f22504501ff75c/3c72a19/src/atcoder.rs:469:9
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
""", "test", "rust", G + "tanakh/cargo-atcoder/issues/17",
  note="an assertion in the tool itself; 'test' by the definition (an assertion failed)",
  inc=[[("/Users/xxx/.cargo", "/home/tamuhey/.cargo")],
       [("3c72a19", "8b0e2d4"), ("cargo-atcoder-22f22504501ff75c", "cargo-atcoder-9f1d7c3a2b6e4d80")]])

# ---------------- PostgreSQL auth ----------------
O(r"""
psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL: password authentication failed for user "testuser"
""", "auth", "postgresql", G + "sejaljain-27/repo/issues/27",
  inc=[[('"localhost" (::1)', '"localhost" (127.0.0.1)')],
       [('"localhost" (::1), port 5432', '"db.internal" (10.0.3.17), port 5433')]],
  hn=[H([('FATAL: password authentication failed for user "testuser"', 'FATAL: database "testuser" does not exist')],
        "server error 'password authentication failed' -> 'database does not exist'", kind="runtime",
        inc=[[('"localhost" (::1)', '"localhost" (127.0.0.1)')]])])

O(r"""
psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "postgres"
connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "postgres"
CompletedProcess(args=['sudo', '-u', 'postgres', 'psql', '-f', '/content/drive/MyDrive/llm/llm/llm-applications/data/sql_dumps/gte-base_300_50.sql'], returncode=1)
""", "auth", "postgresql", G + "ray-project/llm-applications/issues/103",
  inc=[[("/content/drive/MyDrive/llm/llm/llm-applications", "/home/ray/llm-applications")]],
  hn=[H([('password authentication failed for user "postgres"', 'role "postgres" does not exist')],
        "server error 'password authentication failed' -> 'role does not exist'")])

O(r"""
> psql: error: connection to server on socket "/tmp/.s.PGSQL.5432" failed: FATAL:  password authentication failed for user "iic2513template_dev"
""", "auth", "postgresql", G + "IIC2513-2021-2/project/issues/43",
  inc=[[("/tmp/.s.PGSQL.5432", "/var/run/postgresql/.s.PGSQL.5432")]],
  hn=[H([('user "iic2513template_dev"', 'user "iic2513template_test"')], "database user iic2513template_dev -> iic2513template_test")])

O(r"""
psql: FATAL:  password authentication failed for user "root"
FATAL:  password authentication failed for user "root"
""", "auth", "postgresql", G + "HazyResearch/deepdive/issues/681")

O(r"""
│ 2023-10-15 10:38:47.697 GMT [509] FATAL:  password authentication failed for user "postgres"                                                                                                                                           │
│ 2023-10-15 10:38:47.697 GMT [509] DETAIL:  Connection matched file "/opt/bitnami/postgresql/conf/pg_hba.conf" line 1: "host     all             all             0.0.0.0/0               md5"                                           │
│ 2023-10-15 10:38:48.331 GMT [510] FATAL:  password authentication failed for user "postgres"                                                                                                                                           │
│ 2023-10-15 10:38:48.331 GMT [510] DETAIL:  Connection matched file "/opt/bitnami/postgresql/conf/pg_hba.conf" line 1: "host     all             all             0.0.0.0/0               md5"                                           │
""", "auth", "postgresql", G + "absmach/supermq-devops/issues/129", note="server log as shown by a pod log viewer (box-drawing borders)",
  inc=[[("2023-10-15 10:38:47.697 GMT [509]", "2023-10-16 08:02:11.014 GMT [1187]"), ("2023-10-15 10:38:48.331 GMT [510]", "2023-10-16 08:02:11.650 GMT [1188]")],
       [("[509]", "[733]"), ("[510]", "[734]")]],
  hn=[H([('FATAL:  password authentication failed for user "postgres"', 'FATAL:  no pg_hba.conf entry for host "10.42.0.17", user "postgres", database "postgres", no encryption')],
        "server error 'password authentication failed' -> 'no pg_hba.conf entry' (the host is not allowed)", kind="permission")])

O(r"""
{ [SequelizeConnectionError: password authentication failed for user "user"]
  name: 'SequelizeConnectionError',
  message: 'password authentication failed for user "user"',
  parent: 
   { [error: password authentication failed for user "user"]
     name: 'error',
     length: 96,
     severity: 'FATAL',
     code: '28P01',
     detail: undefined,
     hint: undefined,
     position: undefined,
     internalPosition: undefined,
     internalQuery: undefined,
     where: undefined,
     schema: undefined,
     table: undefined,
     column: undefined,
     dataType: undefined,
     constraint: undefined,
     file: 'auth.c',
     line: '285',
     routine: 'auth_failed' },
""", "auth", "postgresql", G + "sequelize/sequelize/issues/4165", note="excerpt: the error and its parent",
  inc=[[("line: '285'", "line: '307'")]])

O(r"""
{
  "errors": [
    {
      "message": "password authentication failed for user \"tim\""
    }
  ]
}
""", "auth", "postgresql", G + "graphile/crystal/issues/80",
  hn=[H([('password authentication failed for user \\"tim\\"', 'permission denied for table author')],
        "server error 'password authentication failed' -> 'permission denied for table'", kind="permission")])

O(r"""
ERROR : connection failed: fe_sendauth: no password supplied
""", "auth", "postgresql", G + "Skyvern-AI/skyvern/issues/2753", note="quoted from the issue title")
