"""Batch 11: disk quotas and full disks under databases."""
from lib import O

O(r"""
+Code | [08:00:30] IOError: [Errno 122] Disk quota exceeded (file "/root/code/modules/find.py", line 65, in save_db)
""", "disk", "python", "lrstanley/Code/issues/5")
O(r"""
OSError: [Errno 122] Disk quota exceeded: '/home/586/tn9356/.local/share/jupyter/runtime/kernel-b6f86981-8cd2-493e-958b-8b4847dcde9a.json'
""", "disk", "python", "GeoscienceAustralia/dea-notebooks/issues/755", same="errno122-path")
O(r"""
Traceback (most recent call last):
  File "run_phage_phage.py", line 238, in <module>
    fi = to_clusterer(ntw, out_fn+"intermediate.ntw", merged_df.copy())
  File "/lustre/scratch/usr/fslcollab273/HostG/utils.py", line 138, in to_clusterer
    with open(fi, "wt") as f:
OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw'
""", "disk", "python", "KennthShang/HostG/issues/7", note="excerpt (the first of two tracebacks)", same="errno122-path")
O(r"""
Logging into qobuz

  OSError

  [Errno 122] Disk quota exceeded: '/home/runner/HASIL-RIP/Various Artists - ＜Queendom2＞ FANtastic QUEENDOM 1-2 (2022) [FLAC] [24B]-[48kHz]'

  at /nix/store/d281rmpa8y4pbaw8dxmc0wa11kvnhdjr-python3-3.8.11/lib/python3.8/os.py:223 in makedirs
       219│             cdir = bytes(curdir, 'ASCII')
       220│         if tail == cdir:           # xxx/newdir/. exists if xxx/newdir exists
       221│             return
       222│     try:
    →  223│         mkdir(name, mode)
       224│     except OSError:
       225│         # Cannot rely on checking for EEXIST, since the operating system
       226│         # could give priority to other errors like EACCES or EROFS
       227│         if not exist_ok or not path.isdir(name):
""", "disk", "python", "nathom/streamrip/issues/348", adv=True, note="'EACCES or EROFS' in an echoed comment")
O(r"""
STATEMENT:  UPDATE public.clusteredjob SET  VERSION = $1 ,  NEXT_RUN = $2  WHERE JOB_ID=$3 AND VERSION=$4
ERROR:  could not extend file "base/16384/16492": No space left on device
HINT:  Check free disk space.
""", "disk", "sql", "dokku/dokku-postgres/issues/150")
O(r"""
ERROR:  could not extend file "base/16511/16540": wrote only 4096 of 8192 bytes at block 13986
HINT:  Check free disk space.
WARNING:  terminating connection because of crash of another server process
DETAIL:  The postmaster has commanded this server process to roll back the current transaction and exit, because another server process exited abnormally and possibly corrupted shared memory.
HINT:  In a moment you should be able to reconnect to the database and repeat your command.
FATAL:  server conn crashed?
server closed the connection unexpectedly
	This probably means the server terminated abnormally
	before or while processing the request.
connection to server was lost
""", "disk", "sql", "dwyl/learn-postgresql/issues/125", adv=True,
  note="the disk filled; the lost connection that follows is its consequence")
O(r"""
2020-04-21 01:38:58.138 CST [7790] ERROR:  could not extend file "base/25546/25595_vm": No space left on device
2020-04-21 01:38:58.138 CST [7790] HINT:  Check free disk space.
2020-04-21 01:38:58.138 CST [7790] CONTEXT:  automatic vacuum of table "mimic.mimiciii.chartevents_6"
2020-04-21 01:38:58.351 CST [1629] LOG:  could not write temporary statistics file "pg_stat_tmp/db_25546.tmp": No space left on device
2020-04-21 01:38:58.533 CST [7811] LOG:  using stale statistics instead of current ones because stats collector is not responding
""", "disk", "sql", "PostgresApp/PostgresApp/issues/566", note="excerpt")
O(r"""
 org.postgresql.util.PSQLException: ERROR: could not extend file "base/488318210/534150832" with FileFallocate(): No space left on device
   Hint: Check free disk space.
  Where: COPY ****, line 3044
""", "disk", "java", "timescale/timescaledb/issues/6501")
O(r"""
Aug 13 11:44:00 xxxxx journal: matrix-synapse synapse.storage.txn - 561 - WARNING - PUT-10865 - [TXN OPERROR] {update_presence-c513} could not extend file "base/27495/28487": No space left on device#012HINT:  Check free disk space.#012 0/5
""", "disk", "python", "matrix-org/synapse/issues/10594")
O(r"""
2024-04-03 17:02:47.173 UTC [202508] FATAL:  could not write lock file "postmaster.pid": No space left on device
""", "disk", "sql", "holos-run/holos/issues/97")
O(r"""
Error executing SQL:
org.postgresql.util.PSQLException: ERROR: could not write to file "base/pgsql_tmp/pgsql_tmp1081948.1326": No space left on device
""", "disk", "r", "EHDEN/CatalogueExport/issues/63")
