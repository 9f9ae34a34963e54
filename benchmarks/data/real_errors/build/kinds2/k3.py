"""Batch 3: database deadlocks and privileges; GitHub rate limits (often sent as 403)."""
from lib import O

DEADLOCK = "a deadlock between transactions: a failure while running, not a timeout or a network fault"

# ---------------- deadlocks: runtime ----------------
O(r"""
[Gemma - http-nio-8181-exec-481 (2022-08-04 09:16:28,650)] ERROR org.hibernate.util.JDBCExceptionReporter.logExceptions(234) | Deadlock found when trying to get lock; try restarting transaction
""", "runtime", "java", "PavlidisLab/Gemma/issues/402", note=DEADLOCK)
O(r"""
(/home/tarek/go/src/github.com/gitbitex/gitbitex-spot/models/mysql/tick_store.go:56) 
[2019-10-22 14:04:56]  Error 1213: Deadlock found when trying to get lock; try restarting transaction 
[2019/10/22 14:04:56] [error] tick_maker.go:125 Error 1213: Deadlock found when trying to get lock; try restarting transaction
""", "runtime", "go", "gitbitex/gitbitex-spot/issues/10", note=DEADLOCK)
O(r"""
2016-04-29 23:05:53.293405 calc_serverstats 14:Array
(
    [0] => 40001
    [1] => 1213
    [2] => Deadlock found when trying to get lock; try restarting transaction
)
""", "runtime", "php", "Newcomer1989/TSN-Ranksystem/issues/31", note=DEADLOCK)
O(r"""
QueryFailedError: Deadlock found when trying to get lock; try restarting transaction at Query.onResult (/usr/src/app/node_modules/typeorm/driver/mysql/MysqlQueryRunner.js:158:37) at Query.execute (/usr/src/app/node_modules/mysql2/lib/commands/command.js:36:14) at PoolConnection.handlePacket (/usr/src/app/node_modules/mysql2/lib/connection.js:456:32)
""", "runtime", "node", "alkem-io/server/issues/3728", note=DEADLOCK + "; excerpt")
O(r"""
2016-08-08 17:43:44,689 [ search_worker_0][        models][ WARNING] (1213, u'Deadlock found when trying to get lock; try restarting transaction')... Retrying
""", "runtime", "python", "RocketMap/RocketMap/issues/163", note=DEADLOCK)
O(r"""
2016-08-08 17:51:15,032 [ search_worker_0][        models][ WARNING] (1205, u'Lock wait timeout exceeded; try restarting transaction')... Retrying
""", "timeout", "python", "RocketMap/RocketMap/issues/163", note="a lock wait exceeded its time limit")
O(r"""
2016-05-25 12:29:40.274 ERROR 1 --- [nio-8082-exec-9] o.h.engine.jdbc.spi.SqlExceptionHelper   : Deadlock found when trying to get lock; try restarting transaction
2016-05-25 12:29:40.275  WARN 1 --- [nio-8082-exec-9] o.h.engine.jdbc.spi.SqlExceptionHelper   : SQL Warning Code: 1213, SQLState: 41000
2016-05-25 12:29:40.277  WARN 1 --- [nio-8082-exec-9] o.h.engine.jdbc.spi.SqlExceptionHelper   : Deadlock found when trying to get lock; try restarting transaction
""", "runtime", "java", "BreakOutEvent/breakout-backend/issues/145", note=DEADLOCK + "; excerpt")

# ---------------- database privileges: permission ----------------
O(r"""
ProgrammingError: permission denied for relation table_name
""", "permission", "python", "explorerhq/sql-explorer/pull/380")
O(r"""
postgresql-Monday.log:2018-12-24 07:05:50 UTC 0 ncep : 127.0.0.1 : ERROR:  permission denied for relation mzcntys
postgresql-Thursday.log:2018-12-20 22:58:53 UTC 0 ncep : 127.0.0.1 : ERROR:  permission denied for relation mzcntys
""", "permission", "sql", "Unidata/awips2/issues/274", note="excerpt")
O(r"""
ERROR: permission denied for table key (SQLSTATE 42501)                                            
At statement 2:                                                                                    
ALTER TABLE provider_keys                                                                          
ADD COLUMN provider_key TEXT NOT NULL,                                                             
    ADD COLUMN key_id uuid NOT NULL DEFAULT (pgsodium.create_key()).id REFERENCES pgsodium.key(id),
    ADD COLUMN nonce bytea NOT NULL DEFAULT pgsodium.crypto_aead_det_noncegen()                    
Try rerunning the command with --debug to troubleshoot the error.
""", "permission", "sql", "Helicone/helicone/issues/3509", adv=True, note="'key' and 'provider_keys' in a privilege error")
O(r"""
pg_dump: error: query failed: ERROR:  permission denied for table users
""", "permission", "sql", "supabase/supabase/issues/2619")
O(r"""
CXGN::BrAPI::v2::ExternalReferences::search(): DBI Exception: DBD::Pg::st execute failed: ERROR:  permission denied for table nd_geolocation_dbxref
""", "permission", "perl", "solgenomics/sgn/issues/4733")

# ---------------- GitHub rate limits ----------------
O(r"""
targeting contra/contra-web-app
finishing deployment for 469535842 with status success
Error: unexpected error encountered: API rate limit exceeded for installation ID 12770951.
""", "rate_limit", "node", "bobheadxi/deployments/issues/67", note="excerpt")
O(r"""
Error: init action failed: HttpError: API rate limit exceeded for installation ID 7125406
""", "rate_limit", "node", "github/codeql/issues/5106", note="issue title")
O(r"""
RequestError [HttpError]: API rate limit exceeded for installation. If you reach out to GitHub Support for help, please include the request ID 4C32:E66A2:27EF37:4E976C:683F3085 and timestamp 2025-06-03 17:27:33 UTC.
    at /home/runner/work/_actions/actions/github-script/60a0d83039c74a4aee543508d2ffcb1c3799cdea/dist/index.js:9537:21
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
  status: 403,
  response: {
    url: 'https://api.github.com/repos/NixOS/nixpkgs/pulls/413357',
    status: 403,
""", "rate_limit", "node", "NixOS/nixpkgs/issues/413832", adv=True, note="a rate limit sent as 403; excerpt")
O(r"""
Error while running action: API rate limit exceeded for user ID 66129609
""", "rate_limit", "node", "mikepenz/release-changelog-builder-action/issues/948")
O(r"""
Run extractions/setup-crate@v[1]
  with:
    owner: rust-lang
    name: mdBook
Error: API rate limit exceeded for 52.160.111.19. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)
""", "rate_limit", "node", "extractions/setup-crate/issues/1", adv=True, note="'Authenticated' in a rate-limit message")
O(r"""
TASK [api : Get Hasura release info from GitHub (authenticated)] ***************
Error: : Task failed: Module failed: Status code was 403 and not [200]: HTTP Error 403: rate limit exceeded
Origin: /home/runner/work/firewall-orchestrator/firewall-orchestrator/roles/api/tasks/hasura-install.yml:67:3
""", "rate_limit", "ansible", "CactuseSecurity/firewall-orchestrator/issues/3970", adv=True,
  note="a rate limit sent as 403; excerpt")
