"""Label audit of the real-error corpus (langs.jsonl, tools.jsonl, more.jsonl; second pass: kinds2.jsonl).

Each change is (row id, field, old value, new value, reason). The labels were judged by the written
definitions only (/work/brief/CORPUS.md, docs/fingerprint.md "The real-error corpus"): the code was not run
on the corpus and its output was not looked at. See AUDIT.md next to this file.

    python benchmarks/data/real_errors/build/audit.py           # apply (idempotent), then validate
    python benchmarks/data/real_errors/build/audit.py --check   # validate only; fails if a change is missing
    python benchmarks/data/real_errors/build/audit.py --table   # the change table for AUDIT.md

Rows are written back with json.dumps(ensure_ascii=False), one object per line, keys in their original
order, so unchanged rows stay byte-identical. A row's split and text are never changed.
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1]
PARTS = ("langs", "tools", "more", "kinds2", "fresh")
REQUIRED = ("id", "group", "role", "base", "text", "kind", "adversarial", "ecosystem", "source", "note", "split")
ROLES = ("original", "incidental", "hard_negative")
KIND_NAMES = (
    "syntax",
    "type",
    "import",
    "dependency",
    "test",
    "timeout",
    "network",
    "auth",
    "permission",
    "rate_limit",
    "disk",
    "runtime",
    "unknown",
)

Change = tuple[str, str, object, object, str]

# Groups merged: two groups whose messages have the same root cause and the same fix and differ only in
# incidental parts (mostly one error object quoted through different clients, or one thread quoted twice).
MERGES: list[Change] = [
    (
        "mo-173",
        "group",
        "mo-g086",
        "tl-g110",
        "the same Claude Code retry lines 'API Error (529 {... overloaded_error ...})' as tl-235 (identical text): one failure, the API is overloaded",
    ),
    (
        "mo-174",
        "group",
        "mo-g086",
        "tl-g110",
        "the same Claude Code retry lines 'API Error (529 {... overloaded_error ...})' as tl-235 (identical text): one failure, the API is overloaded",
    ),
    (
        "mo-175",
        "group",
        "mo-g086",
        "tl-g110",
        "the same Claude Code retry lines 'API Error (529 {... overloaded_error ...})' as tl-235 (identical text): one failure, the API is overloaded",
    ),
    (
        "mo-171",
        "group",
        "mo-g084",
        "tl-g110",
        "the same Anthropic 529 overloaded_error object printed by another client (Cline 'API Request Failed with 529 {...}'): same root cause and fix (retry later)",
    ),
    (
        "mo-177",
        "group",
        "mo-g088",
        "tl-g110",
        "Anthropic 529 Overloaded in Claude Code's newer wording ('API Error: 529 Overloaded. This is a server-side issue'): the same error object, another printer",
    ),
    (
        "mo-178",
        "group",
        "mo-g088",
        "tl-g110",
        "Anthropic 529 Overloaded in Claude Code's newer wording ('API Error: 529 Overloaded. This is a server-side issue'): the same error object, another printer",
    ),
    (
        "mo-172",
        "group",
        "mo-g085",
        "tl-g111",
        "the same Anthropic 429 rate_limit_error object ('Number of request tokens has exceeded your per-minute rate limit') printed by Cline instead of Claude Code",
    ),
    (
        "mo-176",
        "group",
        "mo-g087",
        "tl-g112",
        "the same Anthropic 500 api_error 'Internal server error' object as tl-242, printed as Claude Code's retry lines",
    ),
    (
        "tl-029",
        "group",
        "tl-g014",
        "lang-g178",
        "identical text quoted from the same thread (derbyjs/derby-site#66) by two builders: npm E401, invalid token",
    ),
    (
        "tl-030",
        "group",
        "tl-g014",
        "lang-g178",
        "identical text quoted from the same thread (derbyjs/derby-site#66) by two builders: npm E401, invalid token",
    ),
    (
        "tl-032",
        "group",
        "tl-g016",
        "lang-g177",
        "identical text quoted from the same thread (zowe/zowe-cli#445) by two builders: npm E401 for the Artifactory realm",
    ),
    (
        "tl-033",
        "group",
        "tl-g016",
        "lang-g177",
        "identical text quoted from the same thread (zowe/zowe-cli#445) by two builders: npm E401 for the Artifactory realm",
    ),
    (
        "tl-034",
        "group",
        "tl-g016",
        "lang-g177",
        "identical text quoted from the same thread (zowe/zowe-cli#445) by two builders: npm E401 for the Artifactory realm",
    ),
    (
        "tl-035",
        "group",
        "tl-g017",
        "lang-g177-h1",
        "identical hard negative built by two builders from zowe/zowe-cli#445 (E401 for the GitHub Package Registry realm)",
    ),
    (
        "tl-036",
        "group",
        "tl-g017",
        "lang-g177-h1",
        "identical hard negative built by two builders from zowe/zowe-cli#445 (E401 for the GitHub Package Registry realm)",
    ),
    (
        "tl-115",
        "group",
        "tl-g054",
        "lang-g160",
        "identical text quoted from the same thread (imsatoshi/GeneTrader#3) by two builders: pip cannot install 'python>=3.7'",
    ),
    (
        "tl-116",
        "group",
        "tl-g054",
        "lang-g160",
        "identical text quoted from the same thread (imsatoshi/GeneTrader#3) by two builders: pip cannot install 'python>=3.7'",
    ),
    (
        "tl-147",
        "group",
        "tl-g070",
        "lang-g126",
        "identical text quoted from the same thread (cargo-public-api#206) by two builders: cargo cannot select clap ^4.0.23",
    ),
    (
        "tl-148",
        "group",
        "tl-g070",
        "lang-g126",
        "identical text quoted from the same thread (cargo-public-api#206) by two builders: cargo cannot select clap ^4.0.23",
    ),
    (
        "tl-149",
        "group",
        "tl-g070",
        "lang-g126",
        "identical text quoted from the same thread (cargo-public-api#206) by two builders: cargo cannot select clap ^4.0.23",
    ),
    (
        "tl-462",
        "group",
        "tl-g213",
        "lang-g129",
        "the same ERESOLVE report quoted from the same thread (npm/cli#2420) by two builders; one excerpt keeps the log-file lines, the other stops before them",
    ),
    (
        "tl-463",
        "group",
        "tl-g213",
        "lang-g129",
        "the same ERESOLVE report quoted from the same thread (npm/cli#2420) by two builders; one excerpt keeps the log-file lines, the other stops before them",
    ),
    (
        "lang-181",
        "group",
        "lang-g181",
        "lang-g180",
        "'fatal error: Python.h: No such file or directory' while building a C extension: same missing header, same fix (install the Python development headers); the including source file, compiler driver name and indentation are incidental",
    ),
    (
        "lang-181-i1",
        "group",
        "lang-g181",
        "lang-g180",
        "'fatal error: Python.h: No such file or directory' while building a C extension: same missing header, same fix (install the Python development headers); the including source file, compiler driver name and indentation are incidental",
    ),
    (
        "lang-182",
        "group",
        "lang-g182",
        "lang-g180",
        "'fatal error: Python.h: No such file or directory' while building a C extension: same missing header, same fix (install the Python development headers); the source line number and the missing file name prefix are incidental",
    ),
    (
        "lang-182-i1",
        "group",
        "lang-g182",
        "lang-g180",
        "'fatal error: Python.h: No such file or directory' while building a C extension: same missing header, same fix (install the Python development headers); the source line number and the missing file name prefix are incidental",
    ),
    (
        "mo-160",
        "group",
        "mo-g079",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota error object ('You exceeded your current quota'); the builders already grouped its wrappers, here bare vs openai.RateLimitError vs a caller's wrapper: one failure (billing quota exhausted)",
    ),
    (
        "mo-162",
        "group",
        "mo-g079",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota error object ('You exceeded your current quota'); the builders already grouped its wrappers, here bare vs openai.RateLimitError vs a caller's wrapper: one failure (billing quota exhausted)",
    ),
    (
        "mo-163",
        "group",
        "mo-g079",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota error object ('You exceeded your current quota'); the builders already grouped its wrappers, here bare vs openai.RateLimitError vs a caller's wrapper: one failure (billing quota exhausted)",
    ),
    (
        "mo-164",
        "group",
        "mo-g081",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota error object wrapped by litellm ('OpenAIException - Error code: 429 - {...}') with a traceback: one failure (billing quota exhausted)",
    ),
    (
        "mo-165",
        "group",
        "mo-g081",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota error object wrapped by litellm ('OpenAIException - Error code: 429 - {...}') with a traceback: one failure (billing quota exhausted)",
    ),
    (
        "mo-166",
        "group",
        "mo-g081",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota error object wrapped by litellm ('OpenAIException - Error code: 429 - {...}') with a traceback: one failure (billing quota exhausted)",
    ),
    (
        "mo-168",
        "group",
        "mo-g083",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota message shown by the Continue extension ('429 You exceeded your current quota'): one failure (billing quota exhausted)",
    ),
    (
        "mo-169",
        "group",
        "mo-g083",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota message shown by the Continue extension ('429 You exceeded your current quota'): one failure (billing quota exhausted)",
    ),
    (
        "mo-170",
        "group",
        "mo-g083",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota message shown by the Continue extension ('429 You exceeded your current quota'): one failure (billing quota exhausted)",
    ),
    (
        "mo-431",
        "group",
        "mo-g083",
        "lang-g156",
        "the same OpenAI 429 insufficient_quota message shown by the Continue extension ('429 You exceeded your current quota'): one failure (billing quota exhausted)",
    ),
    (
        "tl-256",
        "group",
        "tl-g119",
        "lang-g156",
        "the same OpenAI insufficient_quota error object (JSON body / 'Error: insufficient_quota: ...'): one failure (billing quota exhausted)",
    ),
    (
        "tl-257",
        "group",
        "tl-g119",
        "lang-g156",
        "the same OpenAI insufficient_quota error object (JSON body / 'Error: insufficient_quota: ...'): one failure (billing quota exhausted)",
    ),
    (
        "tl-260",
        "group",
        "tl-g119",
        "lang-g156",
        "the same OpenAI insufficient_quota error object (JSON body / 'Error: insufficient_quota: ...'): one failure (billing quota exhausted)",
    ),
    (
        "tl-261",
        "group",
        "tl-g119",
        "lang-g156",
        "the same OpenAI insufficient_quota error object (JSON body / 'Error: insufficient_quota: ...'): one failure (billing quota exhausted)",
    ),
    (
        "lang-156-h1",
        "group",
        "lang-g156-h1",
        "tl-g117",
        "the same OpenAI 401 invalid_api_key error object ('Incorrect API key provided') as tl-251/tl-254, here with the caller's traceback: one failure (a wrong API key)",
    ),
    (
        "mo-167",
        "group",
        "mo-g082",
        "mo-g080",
        "the same OpenAI 429 rate_limit_exceeded (RPM) error object for the same model and organisation, printed as openai.RateLimitError vs litellm's OpenAIException: one failure",
    ),
    (
        "tl-095",
        "group",
        "tl-g044",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object; tl-486 is character-identical to lang-152 (github-archive#53/#54): one failure",
    ),
    (
        "tl-096",
        "group",
        "tl-g044",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object; tl-486 is character-identical to lang-152 (github-archive#53/#54): one failure",
    ),
    (
        "tl-097",
        "group",
        "tl-g044",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object; tl-486 is character-identical to lang-152 (github-archive#53/#54): one failure",
    ),
    (
        "tl-486",
        "group",
        "tl-g044",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object; tl-486 is character-identical to lang-152 (github-archive#53/#54): one failure",
    ),
    (
        "tl-487",
        "group",
        "tl-g044",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object; tl-486 is character-identical to lang-152 (github-archive#53/#54): one failure",
    ),
    (
        "mo-083",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-084",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-085",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-087",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-088",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-089",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-090",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "mo-091",
        "group",
        "mo-g042",
        "lang-g152",
        "the same GitHub 403 'API rate limit exceeded for <IP>' (unauthenticated per-IP limit) object, bare or wrapped by a scanner; IP and documentation URL are incidental",
    ),
    (
        "tl-380",
        "group",
        "tl-g174",
        "lang-g153",
        "the same GitHub 403 'API rate limit exceeded for user ID <n>' (authenticated per-user limit) object printed by another client; the user id is incidental",
    ),
    (
        "tl-381",
        "group",
        "tl-g174",
        "lang-g153",
        "the same GitHub 403 'API rate limit exceeded for user ID <n>' (authenticated per-user limit) object printed by another client; the user id is incidental",
    ),
    (
        "tl-489",
        "group",
        "tl-g226",
        "lang-g153",
        "the same GitHub 403 'API rate limit exceeded for user ID <n>' (authenticated per-user limit) raised as Octokit::TooManyRequests; the user id and repository are incidental",
    ),
    (
        "tl-490",
        "group",
        "tl-g226",
        "lang-g153",
        "the same GitHub 403 'API rate limit exceeded for user ID <n>' (authenticated per-user limit) raised as Octokit::TooManyRequests; the user id and repository are incidental",
    ),
    (
        "tl-491",
        "group",
        "tl-g226",
        "lang-g153",
        "the same GitHub 403 'API rate limit exceeded for user ID <n>' (authenticated per-user limit) raised as Octokit::TooManyRequests; the user id and repository are incidental",
    ),
    (
        "tl-102",
        "group",
        "tl-g047",
        "lang-g155",
        "the same GitHub 'You have exceeded a secondary rate limit' object, bare vs PyGithub's '403 {...}': one failure (secondary rate limit)",
    ),
    (
        "mo-086",
        "group",
        "mo-g043",
        "lang-g155",
        "the same GitHub 'You have exceeded a secondary rate limit' object in another printer (YAML-like dump): one failure",
    ),
    (
        "tl-375",
        "group",
        "tl-g171",
        "tl-g045",
        "the same GitHub 401 'Bad credentials' object, bare vs PyGithub's BadCredentialsException: one failure (an invalid token)",
    ),
    (
        "tl-376",
        "group",
        "tl-g171",
        "tl-g045",
        "the same GitHub 401 'Bad credentials' object, bare vs PyGithub's BadCredentialsException: one failure (an invalid token)",
    ),
    (
        "tl-378",
        "group",
        "tl-g173",
        "tl-g045",
        "the same GitHub 401 'Bad credentials' object printed by gitGraber with its status lines: one failure (an invalid token)",
    ),
    (
        "tl-379",
        "group",
        "tl-g173",
        "tl-g045",
        "the same GitHub 401 'Bad credentials' object printed by gitGraber with its status lines: one failure (an invalid token)",
    ),
    (
        "mo-339",
        "group",
        "mo-g176",
        "tl-g088",
        "MySQL 1045 'Access denied for user root (using password: YES)' printed by PyMySQL as a tuple vs by the mysql client: same user, same cause (wrong password), same fix; the client host (localhost vs a container id) is incidental",
    ),
    (
        "mo-440",
        "group",
        "mo-g176",
        "tl-g088",
        "MySQL 1045 'Access denied for user root (using password: YES)' printed by PyMySQL as a tuple vs by the mysql client: same user, same cause (wrong password), same fix; the client host (localhost vs a container id) is incidental",
    ),
    (
        "mo-420",
        "group",
        "mo-g225",
        "mo-g223",
        "yaml ScannerError 'mapping values are not allowed here' in config.yaml: same file, same parse error; the path prefix, line/column and the quoting of the issue title are incidental",
    ),
    (
        "mo-421",
        "group",
        "mo-g225",
        "mo-g223",
        "yaml ScannerError 'mapping values are not allowed here' in config.yaml: same file, same parse error; the path prefix, line/column and the quoting of the issue title are incidental",
    ),
    (
        "tl-072",
        "group",
        "tl-g034",
        "mo-g154",
        "git push rejected (non-fast-forward, the current branch is behind): mo-g154 already groups this failure across branches and remotes; tl-g034 is the same failure",
    ),
    (
        "tl-073",
        "group",
        "tl-g034",
        "mo-g154",
        "git push rejected (non-fast-forward, the current branch is behind): mo-g154 already groups this failure across branches and remotes; tl-g034 is the same failure",
    ),
    (
        "tl-074",
        "group",
        "tl-g034",
        "mo-g154",
        "git push rejected (non-fast-forward, the current branch is behind): mo-g154 already groups this failure across branches and remotes; tl-g034 is the same failure",
    ),
    (
        "tl-077",
        "group",
        "tl-g034",
        "mo-g154",
        "git push rejected (non-fast-forward, the current branch is behind): mo-g154 already groups this failure across branches and remotes; tl-g034 is the same failure",
    ),
    (
        "tl-078",
        "group",
        "tl-g034",
        "mo-g154",
        "git push rejected (non-fast-forward, the current branch is behind): mo-g154 already groups this failure across branches and remotes; tl-g034 is the same failure",
    ),
    (
        "tl-553",
        "group",
        "tl-g255",
        "lang-g176",
        "'[Errno 28] No space left on device' raised as OSError vs IOError (Python 3 alias of Python 2's IOError, which lang-176-i1 already treats as incidental); which path a disk-full write failed on is incidental",
    ),
    (
        "tl-554",
        "group",
        "tl-g255",
        "lang-g176",
        "'[Errno 28] No space left on device' raised as OSError vs IOError (Python 3 alias of Python 2's IOError, which lang-176-i1 already treats as incidental); which path a disk-full write failed on is incidental",
    ),
    (
        "lang-175",
        "group",
        "lang-g175",
        "lang-g174",
        "pip 'Could not install packages due to an OSError/EnvironmentError: [Errno 28] No space left on device': same cause and fix (free disk space); the wheel being downloaded and pip's exception class name are incidental",
    ),
    (
        "lang-175-i1",
        "group",
        "lang-g175",
        "lang-g174",
        "pip 'Could not install packages due to an OSError/EnvironmentError: [Errno 28] No space left on device': same cause and fix (free disk space); the wheel being downloaded and pip's exception class name are incidental",
    ),
    (
        "tl-494",
        "group",
        "tl-g228",
        "lang-g174",
        "pip 'Could not install packages due to an OSError: [Errno 28] No space left on device' during a large wheel download: same failure as lang-174; the wheel, its size and progress are incidental",
    ),
    (
        "tl-495",
        "group",
        "tl-g228",
        "lang-g174",
        "pip 'Could not install packages due to an OSError: [Errno 28] No space left on device' during a large wheel download: same failure as lang-174; the wheel, its size and progress are incidental",
    ),
    (
        "tl-496",
        "group",
        "tl-g228",
        "lang-g174",
        "pip 'Could not install packages due to an OSError: [Errno 28] No space left on device' during a large wheel download: same failure as lang-174; the wheel, its size and progress are incidental",
    ),
    (
        "tl-460",
        "group",
        "tl-g212",
        "lang-g145-h1",
        "npm ENOSPC on mkdir under /usr/local/lib/node_modules: a full disk; which package directory the failing write targeted is incidental for a disk-full failure",
    ),
    (
        "tl-461",
        "group",
        "tl-g212",
        "lang-g145-h1",
        "npm ENOSPC on mkdir under /usr/local/lib/node_modules: a full disk; which package directory the failing write targeted is incidental for a disk-full failure",
    ),
    (
        "mo-374",
        "group",
        "mo-g199",
        "mo-g197",
        "yarn install 'ENOSPC: no space left on device, write': same cause and fix; the file being written, yarn version and extra hint lines are incidental",
    ),
    (
        "mo-375",
        "group",
        "mo-g199",
        "mo-g197",
        "yarn install 'ENOSPC: no space left on device, write': same cause and fix; the file being written, yarn version and extra hint lines are incidental",
    ),
    (
        "mo-377",
        "group",
        "mo-g201",
        "mo-g197",
        "yarn 'ENOSPC: no space left on device' (open/mkdir of build files): a full disk during install; the syscall and paths are incidental",
    ),
    (
        "mo-378",
        "group",
        "mo-g201",
        "mo-g197",
        "yarn 'ENOSPC: no space left on device' (open/mkdir of build files): a full disk during install; the syscall and paths are incidental",
    ),
    (
        "lang-170",
        "group",
        "lang-g170",
        "lang-g169",
        "\"'nullptr' was not declared in this scope\": the same undeclared name, the same cause (compiled without C++11) and fix (-std=c++11); the source file, its line and the compiler's extra warning line are incidental",
    ),
    (
        "lang-170-i1",
        "group",
        "lang-g170",
        "lang-g169",
        "\"'nullptr' was not declared in this scope\": the same undeclared name, the same cause (compiled without C++11) and fix (-std=c++11); the source file, its line and the compiler's extra warning line are incidental",
    ),
    (
        "lang-170-i2",
        "group",
        "lang-g170",
        "lang-g169",
        "\"'nullptr' was not declared in this scope\": the same undeclared name, the same cause (compiled without C++11) and fix (-std=c++11); the source file, its line and the compiler's extra warning line are incidental",
    ),
    (
        "lang-171",
        "group",
        "lang-g171",
        "lang-g169",
        "\"'nullptr' was not declared in this scope\": the same undeclared name, the same cause (compiled without C++11) and fix (-std=c++11); the source file, its line and the compiler's extra warning line are incidental",
    ),
    (
        "lang-171-i1",
        "group",
        "lang-g171",
        "lang-g169",
        "\"'nullptr' was not declared in this scope\": the same undeclared name, the same cause (compiled without C++11) and fix (-std=c++11); the source file, its line and the compiler's extra warning line are incidental",
    ),
    (
        "lang-185",
        "group",
        "lang-g185",
        "lang-g183",
        "\"undefined reference to `pthread_create'\": the same undefined symbol, cause (libpthread not linked) and fix (-pthread); object file names and offsets are incidental",
    ),
    (
        "lang-185-i1",
        "group",
        "lang-g185",
        "lang-g183",
        "\"undefined reference to `pthread_create'\": the same undefined symbol, cause (libpthread not linked) and fix (-pthread); object file names and offsets are incidental",
    ),
    (
        "lang-189-h1",
        "group",
        "lang-g189-h1",
        "lang-g188",
        "UnsupportedClassVersionError, class file version 61.0 on a runtime that recognizes up to 52.0: the same cause (Java 17 classes on Java 8) and fix as lang-188; which class the loader hit first and the exception's printer ('Caused by:' vs a thread header with frames) are incidental",
    ),
    (
        "tl-290",
        "group",
        "tl-g133",
        "tl-g131",
        "Python '[Errno 122] Disk quota exceeded' on a write: the same error object in another printer (IOError in a log line vs OSError in a traceback); which file the write failed on is incidental for a full quota",
    ),
    (
        "tl-291",
        "group",
        "tl-g133",
        "tl-g131",
        "Python '[Errno 122] Disk quota exceeded' on a write: the same error object in another printer (IOError in a log line vs OSError in a traceback); which file the write failed on is incidental for a full quota",
    ),
    (
        "tl-292",
        "group",
        "tl-g133",
        "tl-g131",
        "Python '[Errno 122] Disk quota exceeded' on a write: the same error object in another printer (IOError in a log line vs OSError in a traceback); which file the write failed on is incidental for a full quota",
    ),
    (
        "mo-118",
        "group",
        "mo-g058",
        "tl-g131",
        "Python 'OSError: [Errno 122] Disk quota exceeded' on a write: the same failure; which file the write failed on is incidental for a full quota",
    ),
    (
        "mo-119",
        "group",
        "mo-g058",
        "tl-g131",
        "Python 'OSError: [Errno 122] Disk quota exceeded' on a write: the same failure; which file the write failed on is incidental for a full quota",
    ),
    (
        "mo-120",
        "group",
        "mo-g058",
        "tl-g131",
        "Python 'OSError: [Errno 122] Disk quota exceeded' on a write: the same failure; which file the write failed on is incidental for a full quota",
    ),
    (
        "mo-123",
        "group",
        "mo-g060",
        "tl-g131",
        "Python 'OSError [Errno 122] Disk quota exceeded' on a write (shown by a cleo-style renderer with the os.py frame): the same failure; which directory the write failed on is incidental",
    ),
    (
        "mo-124",
        "group",
        "mo-g060",
        "tl-g131",
        "Python 'OSError [Errno 122] Disk quota exceeded' on a write (shown by a cleo-style renderer with the os.py frame): the same failure; which directory the write failed on is incidental",
    ),
    (
        "mo-125",
        "group",
        "mo-g060",
        "tl-g131",
        "Python 'OSError [Errno 122] Disk quota exceeded' on a write (shown by a cleo-style renderer with the os.py frame): the same failure; which directory the write failed on is incidental",
    ),
    (
        "tl-507",
        "group",
        "tl-g234",
        "tl-g231",
        "'curl: (7) Failed to connect to <local host> port <n>: Connection refused': ports are incidental (tl-502/tl-503 already vary the port) and localhost/127.0.0.1 is incidental (tl-210); the progress meter glued to the line is incidental",
    ),
    (
        "tl-508",
        "group",
        "tl-g234",
        "tl-g231",
        "'curl: (7) Failed to connect to <local host> port <n>: Connection refused': ports are incidental (tl-502/tl-503 already vary the port) and localhost/127.0.0.1 is incidental (tl-210); the progress meter glued to the line is incidental",
    ),
    (
        "tl-215",
        "group",
        "tl-g101",
        "tl-g098",
        "Redis refused at localhost:6379 printed by another client on Windows (Error 10061 is Windows' ECONNREFUSED, 111 Linux'): the same failure, Redis is not running",
    ),
    (
        "tl-216",
        "group",
        "tl-g101",
        "tl-g098",
        "Redis refused at localhost:6379 printed by another client on Windows (Error 10061 is Windows' ECONNREFUSED, 111 Linux'): the same failure, Redis is not running",
    ),
    (
        "tl-217",
        "group",
        "tl-g102",
        "tl-g098",
        "Redis refused at localhost:6379 printed by node_redis ('connect ECONNREFUSED'): the same failure as redis-py's 'Error 111 connecting to localhost:6379. Connection refused.'",
    ),
    (
        "tl-218",
        "group",
        "tl-g102",
        "tl-g098",
        "Redis refused at localhost:6379 printed by node_redis ('connect ECONNREFUSED'): the same failure as redis-py's 'Error 111 connecting to localhost:6379. Connection refused.'",
    ),
    (
        "tl-219",
        "group",
        "tl-g102",
        "tl-g098",
        "Redis refused at localhost:6379 printed by node_redis ('connect ECONNREFUSED'): the same failure as redis-py's 'Error 111 connecting to localhost:6379. Connection refused.'",
    ),
    (
        "mo-323",
        "group",
        "mo-g166",
        "tl-g098",
        "Redis refused at 127.0.0.1:6379 printed by node_redis: the same failure (mo-g166 already groups three printers of it; 127.0.0.1 vs localhost is incidental)",
    ),
    (
        "mo-324",
        "group",
        "mo-g166",
        "tl-g098",
        "Redis refused at 127.0.0.1:6379 printed by node_redis: the same failure (mo-g166 already groups three printers of it; 127.0.0.1 vs localhost is incidental)",
    ),
    (
        "mo-326",
        "group",
        "mo-g166",
        "tl-g098",
        "Redis refused at 127.0.0.1:6379 printed by node_redis: the same failure (mo-g166 already groups three printers of it; 127.0.0.1 vs localhost is incidental)",
    ),
    (
        "mo-327",
        "group",
        "mo-g166",
        "tl-g098",
        "Redis refused at 127.0.0.1:6379 printed by node_redis: the same failure (mo-g166 already groups three printers of it; 127.0.0.1 vs localhost is incidental)",
    ),
    (
        "mo-328",
        "group",
        "mo-g166",
        "tl-g098",
        "Redis refused at 127.0.0.1:6379 printed by node_redis: the same failure (mo-g166 already groups three printers of it; 127.0.0.1 vs localhost is incidental)",
    ),
    (
        "mo-437",
        "group",
        "mo-g166",
        "tl-g098",
        "Redis refused at 127.0.0.1:6379 printed by node_redis: the same failure (mo-g166 already groups three printers of it; 127.0.0.1 vs localhost is incidental)",
    ),
    (
        "mo-329",
        "group",
        "mo-g168",
        "tl-g098",
        "'connect ECONNREFUSED 127.0.0.1:6379' from a newer Node Redis client: the same failure, Redis is not running",
    ),
    (
        "mo-330",
        "group",
        "mo-g168",
        "tl-g098",
        "'connect ECONNREFUSED 127.0.0.1:6379' from a newer Node Redis client: the same failure, Redis is not running",
    ),
    (
        "mo-331",
        "group",
        "mo-g168",
        "tl-g098",
        "'connect ECONNREFUSED 127.0.0.1:6379' from a newer Node Redis client: the same failure, Redis is not running",
    ),
    (
        "mo-325",
        "group",
        "mo-g167",
        "tl-g103",
        "'Redis connection to <local host>:6379 failed - connect ETIMEDOUT': the same failure in two printings (127.0.0.1 vs localhost, a frame line)",
    ),
    (
        "mo-332",
        "group",
        "mo-g169",
        "tl-g100",
        "the Redis host name 'redis' does not resolve: redis-py's 'Error -2 connecting to redis:6379. Name or service not known' and Node's 'getaddrinfo ENOTFOUND redis' are one failure",
    ),
    (
        "tl-065",
        "group",
        "tl-g031",
        "tl-g029",
        "psycopg2 'Connection refused' to PostgreSQL on localhost:5432 in the newer libpq wording ('connection to server at ... failed') vs the older ('could not connect to server'): the same failure, the server is not running",
    ),
    (
        "tl-066",
        "group",
        "tl-g031",
        "tl-g029",
        "psycopg2 'Connection refused' to PostgreSQL on localhost:5432 in the newer libpq wording ('connection to server at ... failed') vs the older ('could not connect to server'): the same failure, the server is not running",
    ),
    (
        "tl-067",
        "group",
        "tl-g031",
        "tl-g029",
        "psycopg2 'Connection refused' to PostgreSQL on localhost:5432 in the newer libpq wording ('connection to server at ... failed') vs the older ('could not connect to server'): the same failure, the server is not running",
    ),
    (
        "tl-227",
        "group",
        "tl-g106",
        "tl-g104",
        "MongoDB refused on localhost:27017, pymongo's ServerSelectionTimeoutError vs the Node driver's MongoServerSelectionError: the same failure (mongod is not running)",
    ),
    (
        "tl-228",
        "group",
        "tl-g106",
        "tl-g104",
        "MongoDB refused on localhost:27017, pymongo's ServerSelectionTimeoutError vs the Node driver's MongoServerSelectionError: the same failure (mongod is not running)",
    ),
    (
        "tl-229",
        "group",
        "tl-g106",
        "tl-g104",
        "MongoDB refused on localhost:27017, pymongo's ServerSelectionTimeoutError vs the Node driver's MongoServerSelectionError: the same failure (mongod is not running)",
    ),
    (
        "mo-295",
        "group",
        "mo-g148",
        "tl-g206",
        "kubectl describe: Last State Terminated, Reason Error, Exit Code 137: the same semantic content as tl-447; timestamps, indentation and restart counts are incidental",
    ),
    (
        "tl-449",
        "group",
        "tl-g207",
        "mo-g147",
        "kubectl describe: Last State Terminated, Reason Error, Exit Code 1: the same semantic content as mo-293; timestamps, indentation and restart counts are incidental",
    ),
    (
        "tl-450",
        "group",
        "tl-g207",
        "mo-g147",
        "kubectl describe: Last State Terminated, Reason Error, Exit Code 1: the same semantic content as mo-293; timestamps, indentation and restart counts are incidental",
    ),
    (
        "tl-327",
        "group",
        "tl-g148",
        "tl-g146",
        "GitLab 'WARNING: Job failed: exit code 1' with nothing more specific: the same failure as tl-g146's 'Job failed: exit status 1'; job ids, runner, duration and the wording of the exit line are incidental",
    ),
    (
        "tl-328",
        "group",
        "tl-g148",
        "tl-g146",
        "GitLab 'WARNING: Job failed: exit code 1' with nothing more specific: the same failure as tl-g146's 'Job failed: exit status 1'; job ids, runner, duration and the wording of the exit line are incidental",
    ),
    (
        "tl-329",
        "group",
        "tl-g148",
        "tl-g146",
        "GitLab 'WARNING: Job failed: exit code 1' with nothing more specific: the same failure as tl-g146's 'Job failed: exit status 1'; job ids, runner, duration and the wording of the exit line are incidental",
    ),
    (
        "mo-344",
        "group",
        "mo-g180",
        "tl-g085",
        "sqlite 'OperationalError: database is locked': tl-g085 already groups two programs' tracebacks of it; the frames of another program are incidental to a lock held by another connection",
    ),
    (
        "mo-345",
        "group",
        "mo-g180",
        "tl-g085",
        "sqlite 'OperationalError: database is locked': tl-g085 already groups two programs' tracebacks of it; the frames of another program are incidental to a lock held by another connection",
    ),
    (
        "mo-347",
        "group",
        "mo-g182",
        "tl-g085",
        "sqlite 'OperationalError: database is locked': the same failure (another connection holds the lock); the statement in the frame is incidental",
    ),
    (
        "mo-349",
        "group",
        "mo-g184",
        "tl-g085",
        "sqlite 'OperationalError: database is locked': the same failure (another connection holds the lock); the frames are incidental",
    ),
    (
        "mo-350",
        "group",
        "mo-g184",
        "tl-g085",
        "sqlite 'OperationalError: database is locked': the same failure (another connection holds the lock); the frames are incidental",
    ),
    (
        "mo-352",
        "group",
        "mo-g186",
        "tl-g085",
        "sqlite 'OperationalError: database is locked' wrapped by SQLAlchemy and a log line: the same failure",
    ),
    (
        "mo-351",
        "group",
        "mo-g185",
        "tl-g087",
        "sqlite 'attempt to write a readonly database': the same failure as tl-183 in another program's traceback",
    ),
    (
        "mo-103",
        "group",
        "mo-g051",
        "mo-g049",
        "the same Google API 403 usageLimits/userRateLimitExceeded error object, printed by the Java client with its frames: one failure (the per-user rate limit)",
    ),
    (
        "mo-104",
        "group",
        "mo-g051",
        "mo-g049",
        "the same Google API 403 usageLimits/userRateLimitExceeded error object, printed by the Java client with its frames: one failure (the per-user rate limit)",
    ),
    (
        "mo-105",
        "group",
        "mo-g051",
        "mo-g049",
        "the same Google API 403 usageLimits/userRateLimitExceeded error object, printed by the Java client with its frames: one failure (the per-user rate limit)",
    ),
    (
        "mo-108",
        "group",
        "mo-g053",
        "mo-g049",
        "the same Google API 403 userRateLimitExceeded error, printed by the Go client ('googleapi: Error 403: User rate limit exceeded, userRateLimitExceeded'): one failure",
    ),
    (
        "mo-109",
        "group",
        "mo-g053",
        "mo-g049",
        "the same Google API 403 userRateLimitExceeded error, printed by the Go client ('googleapi: Error 403: User rate limit exceeded, userRateLimitExceeded'): one failure",
    ),
    (
        "mo-112",
        "group",
        "mo-g055",
        "mo-g049",
        "the same Google API userRateLimitExceeded error, printed by the Ruby client's error report (Google::Apis::RateLimitError): one failure",
    ),
    (
        "mo-113",
        "group",
        "mo-g055",
        "mo-g049",
        "the same Google API userRateLimitExceeded error, printed by the Ruby client's error report (Google::Apis::RateLimitError): one failure",
    ),
    (
        "mo-115",
        "group",
        "mo-g055",
        "mo-g049",
        "the same Google API userRateLimitExceeded error, printed by the Ruby client's error report (Google::Apis::RateLimitError): one failure",
    ),
    (
        "mo-430",
        "group",
        "mo-g055",
        "mo-g049",
        "the same Google API userRateLimitExceeded error, printed by the Ruby client's error report (Google::Apis::RateLimitError): one failure",
    ),
    (
        "mo-191",
        "group",
        "mo-g095",
        "mo-g091",
        "S3 'An error occurred (AccessDenied) when calling the PutObject operation: Access Denied' raised by botocore in a traceback vs printed by the aws cli: the same error object (operation and error code), one failure",
    ),
    (
        "mo-192",
        "group",
        "mo-g095",
        "mo-g091",
        "S3 'An error occurred (AccessDenied) when calling the PutObject operation: Access Denied' raised by botocore in a traceback vs printed by the aws cli: the same error object (operation and error code), one failure",
    ),
    (
        "mo-200",
        "group",
        "mo-g100",
        "mo-g091",
        "S3 AccessDenied on PutObject in the aws cli's debug log: the same error object (operation and error code), one failure",
    ),
    (
        "mo-201",
        "group",
        "mo-g100",
        "mo-g091",
        "S3 AccessDenied on PutObject in the aws cli's debug log: the same error object (operation and error code), one failure",
    ),
    (
        "mo-202",
        "group",
        "mo-g100",
        "mo-g091",
        "S3 AccessDenied on PutObject in the aws cli's debug log: the same error object (operation and error code), one failure",
    ),
    (
        "mo-379",
        "group",
        "mo-g202",
        "mo-g197",
        "yarn 'ENOSPC: no space left on device, write': a full disk; the yarn command (remove) and the extra shell line that hit the same full disk are incidental",
    ),
    (
        "mo-380",
        "group",
        "mo-g202",
        "mo-g197",
        "yarn 'ENOSPC: no space left on device, write': a full disk; the yarn command (remove) and the extra shell line that hit the same full disk are incidental",
    ),
    (
        "tl-412",
        "group",
        "tl-g188",
        "tl-g144",
        "'remote: Invalid username or password. fatal: Authentication failed for https://github.com/...': the same failure (bad credentials for git over HTTPS on one host); which repository was cloned or pushed and the wrapper lines are incidental",
    ),
    (
        "tl-413",
        "group",
        "tl-g188",
        "tl-g144",
        "'remote: Invalid username or password. fatal: Authentication failed for https://github.com/...': the same failure (bad credentials for git over HTTPS on one host); which repository was cloned or pushed and the wrapper lines are incidental",
    ),
    (
        "lang-142",
        "group",
        "lang-g142",
        "lang-g141",
        "'Error: ENOSPC: System limit for number of file watchers reached, watch ...': the same failure (the inotify watch limit) and fix; which path was being watched is incidental (lang-141-i2 already says so) and the stack frames are the printer's",
    ),
    (
        "lang-142-i1",
        "group",
        "lang-g142",
        "lang-g141",
        "'Error: ENOSPC: System limit for number of file watchers reached, watch ...': the same failure (the inotify watch limit) and fix; which path was being watched is incidental (lang-141-i2 already says so) and the stack frames are the printer's",
    ),
    (
        "lang-144",
        "group",
        "lang-g144",
        "lang-g143",
        "'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory': the same failure and fix (Node's heap limit); the GC trace lines vs the native stack are what each run printed before it",
    ),
    (
        "lang-144-i1",
        "group",
        "lang-g144",
        "lang-g143",
        "'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory': the same failure and fix (Node's heap limit); the GC trace lines vs the native stack are what each run printed before it",
    ),
]

# Hard negatives whose changed token is incidental: the same failure as their base.
HARD_NEGATIVES_TO_INCIDENTAL: list[Change] = [
    (
        "tl-117",
        "group",
        "tl-g055",
        "lang-g160",
        "the changed token is a version bound of the same requirement 'python'; root cause (python is not a pip-installable distribution) and fix (remove it from requirements) are the same",
    ),
    (
        "tl-118",
        "group",
        "tl-g055",
        "lang-g160",
        "the changed token is a version bound of the same requirement 'python'; root cause (python is not a pip-installable distribution) and fix (remove it from requirements) are the same",
    ),
    (
        "tl-117",
        "role",
        "hard_negative",
        "incidental",
        "the changed token is a version bound of the same requirement 'python'; root cause (python is not a pip-installable distribution) and fix (remove it from requirements) are the same",
    ),
    (
        "tl-117",
        "note",
        "hard negative: requirement python>=3.7 -> python>=3.10",
        "incidental: requirement bound python>=3.7 -> python>=3.10 (same package; pip cannot install 'python' at any version)",
        "the changed token is a version bound of the same requirement 'python'; root cause (python is not a pip-installable distribution) and fix (remove it from requirements) are the same",
    ),
    (
        "lang-146-h1",
        "group",
        "lang-g146-h1",
        "lang-g146",
        "only a path prefix changed (/usr/local/lib -> /usr/lib); npm's global directory is not writable in both, same fix",
    ),
    (
        "lang-146-h1",
        "role",
        "hard_negative",
        "incidental",
        "only a path prefix changed (/usr/local/lib -> /usr/lib); npm's global directory is not writable in both, same fix",
    ),
    (
        "lang-146-h1",
        "note",
        "directory not writable: /usr/local/lib/node_modules -> /usr/lib/node_modules (another install prefix)",
        "incidental: install prefix /usr/local/lib/node_modules -> /usr/lib/node_modules (path prefix)",
        "only a path prefix changed (/usr/local/lib -> /usr/lib); npm's global directory is not writable in both, same fix",
    ),
    (
        "tl-118",
        "note",
        "incidental: 'ERROR: Could not find' -> '(venv) C:\\\\Users\\\\dorimon\\\\GeneTrader> pip install -r requirements.txt\\nERROR: Could not find'. the base original's first incidental change, applied to this hard negative",
        "incidental: 'ERROR: Could not find' -> '(venv) C:\\\\Users\\\\dorimon\\\\GeneTrader> pip install -r requirements.txt\\nERROR: Could not find'. the base original's first incidental change, applied to tl-117 (now an incidental variant too)",
        "its base tl-117 is no longer a hard negative (see tl-117)",
    ),
]

# Kind labels that disagree with the written kind definitions.
KINDS: list[Change] = [
    (
        "lang-062",
        "kind",
        "runtime",
        "test",
        "an assertion failed ('assertion `left == right` failed'): kind 'test' by the definition ('a test or assertion failed'), as mo-248 (an assertion inside a tool) is labelled",
    ),
    (
        "lang-062-i1",
        "kind",
        "runtime",
        "test",
        "incidental variant of lang-062: an assertion failed ('assertion `left == right` failed'): kind 'test' by the definition ('a test or assertion failed'), as mo-248 (an assertion inside a tool) is labelled",
    ),
    (
        "lang-062-i2",
        "kind",
        "runtime",
        "test",
        "incidental variant of lang-062: an assertion failed ('assertion `left == right` failed'): kind 'test' by the definition ('a test or assertion failed'), as mo-248 (an assertion inside a tool) is labelled",
    ),
    (
        "mo-176",
        "kind",
        "network",
        "runtime",
        "HTTP 500 api_error 'Internal server error' is not one of the network statuses (502/503/504, service unavailable): runtime, as tl-242 and tl-466 are labelled",
    ),
    (
        "tl-472",
        "kind",
        "timeout",
        "network",
        "HTTP 504 Gateway Time-out: the kind definition lists HTTP 502/503/504 under network",
    ),
    (
        "tl-473",
        "kind",
        "timeout",
        "network",
        "incidental variant of tl-472: HTTP 504 Gateway Time-out: the kind definition lists HTTP 502/503/504 under network",
    ),
    (
        "lang-062",
        "note",
        "a tool (cargo2junit) panics on an internal assertion; the test names in it are data, not failing tests",
        "a tool (cargo2junit) panics on an internal assertion: 'test' by the definition (an assertion failed); the test names in it are data, not failing tests",
        "the note now states the kind by the definition",
    ),
]

# Adversarial flags: rows carrying a trap the adversarial definition names (status-like line numbers, another request's status).
ADVERSARIAL: list[Change] = [
    (
        "lang-079",
        "adversarial",
        False,
        True,
        "the Go frame 'runtime/panic.go:500' carries a number that reads as HTTP 500; a line number (a trap by the adversarial definition)",
    ),
    (
        "lang-079-i1",
        "adversarial",
        False,
        True,
        "incidental variant of lang-079 keeps the 'panic.go:500' line number that reads as HTTP 500",
    ),
    (
        "lang-098-i1",
        "adversarial",
        False,
        True,
        "its changed line number is 401 ('ast_parser.go:401:43'), which reads as HTTP 401; a line number (a trap by the adversarial definition)",
    ),
    (
        "tl-244",
        "adversarial",
        False,
        True,
        "the added access-log line shows HTTP 500 for the caller's own request; the failure is the upstream 429 quota (a status of another request, a trap)",
    ),
    (
        "tl-246",
        "adversarial",
        False,
        True,
        "the added access-log line shows HTTP 500 for the caller's own request; the failure is the upstream 429 (a status of another request, a trap)",
    ),
    (
        "mo-234",
        "adversarial",
        False,
        True,
        "'main.ts(403,5)' and '(404,55)' are line numbers that read as HTTP 403/404; a parse error (a trap by the adversarial definition)",
    ),
]

# ---------------------------------------------------------------------------------------------------------------
# Second pass: kinds2.jsonl, added after the first pass and built without its grouping policy. The same method and
# policy (AUDIT.md, "Second pass: kinds2"): a kinds2 row joins the group of the same failure in another part or
# in kinds2; labels that the written definitions clearly contradict are changed. Every kinds2 row is an original.

# Groups merged: kinds2 groups that are the same failure as a group of another part or another kinds2 group.
KINDS2_MERGES: list[Change] = [
    (
        "k2-002",
        "group",
        "k2-g002",
        "tl-g127",
        "one thread quoted twice: the same 'ThrottlingException: Rate exceeded' quote from aws/aws-sdk-js#2432 as tl-274; the kinds2 excerpt keeps three more lines of the same error object",
    ),
    (
        "k2-165",
        "group",
        "k2-g154",
        "tl-g110",
        "one thread quoted twice: the same Claude Code line 'API error: 529 {... overloaded_error ...}' from anthropics/claude-code#70365 as tl-240, differing only in leading spaces: one failure, the API is overloaded",
    ),
    (
        "k2-164",
        "group",
        "k2-g153",
        "tl-g110",
        "same error object, another client or printer: Anthropic 529 Overloaded in Claude Code's newer wording ('API Error: 529 Overloaded. This is a server-side issue'), as mo-177 in tl-g110: the same error object, another printer",
    ),
    (
        "k2-166",
        "group",
        "k2-g155",
        "tl-g136",
        "one thread quoted twice: the same Docker Hub 'toomanyrequests: You have reached your pull rate limit' line from docker/hub-feedback#2429 as tl-297, with the setup-buildx action's preceding lines: one failure",
    ),
    (
        "k2-167",
        "group",
        "k2-g156",
        "tl-g136",
        "same error object, another client or printer: the Docker Hub pull rate limit (toomanyrequests / 429 from registry-1.docker.io) printed by another client (docker pull, helm, caprover, an Artifactory remote): one failure, the anonymous pull limit of the same registry",
    ),
    (
        "k2-168",
        "group",
        "k2-g157",
        "tl-g136",
        "same error object, another client or printer: the Docker Hub pull rate limit (toomanyrequests / 429 from registry-1.docker.io) printed by another client (docker pull, helm, caprover, an Artifactory remote): one failure, the anonymous pull limit of the same registry",
    ),
    (
        "k2-169",
        "group",
        "k2-g158",
        "tl-g136",
        "same error object, another client or printer: the Docker Hub pull rate limit (toomanyrequests / 429 from registry-1.docker.io) printed by another client (docker pull, helm, caprover, an Artifactory remote): one failure, the anonymous pull limit of the same registry",
    ),
    (
        "k2-170",
        "group",
        "k2-g159",
        "tl-g136",
        "same error object, another client or printer: the Docker Hub pull rate limit (toomanyrequests / 429 from registry-1.docker.io) printed by another client (docker pull, helm, caprover, an Artifactory remote): one failure, the anonymous pull limit of the same registry",
    ),
    (
        "k2-144",
        "group",
        "k2-g134",
        "tl-g045",
        "one thread quoted twice: the same gitGraber output (status 401, GitHub 'Bad credentials') from hisxo/gitGraber#32 as tl-378, with the status lines printed twice: one failure, an invalid token",
    ),
    (
        "k2-143",
        "group",
        "k2-g133",
        "tl-g045",
        "same error object, another client or printer: the same GitHub 401 'Bad credentials' object printed by another client (a bot's error object, github3.py, a GraphQL client, old PyGithub's BadCredentialsException): one failure, an invalid token",
    ),
    (
        "k2-145",
        "group",
        "k2-g135",
        "tl-g045",
        "same error object, another client or printer: the same GitHub 401 'Bad credentials' object printed by another client (a bot's error object, github3.py, a GraphQL client, old PyGithub's BadCredentialsException): one failure, an invalid token",
    ),
    (
        "k2-146",
        "group",
        "k2-g136",
        "tl-g045",
        "same error object, another client or printer: the same GitHub 401 'Bad credentials' object printed by another client (a bot's error object, github3.py, a GraphQL client, old PyGithub's BadCredentialsException): one failure, an invalid token",
    ),
    (
        "k2-148",
        "group",
        "k2-g138",
        "tl-g045",
        "same error object, another client or printer: the same GitHub 401 'Bad credentials' object printed by another client (a bot's error object, github3.py, a GraphQL client, old PyGithub's BadCredentialsException): one failure, an invalid token",
    ),
    (
        "k2-290",
        "group",
        "k2-g274",
        "tl-g243",
        "one thread quoted twice: the same pip ReadTimeoutError for files.pythonhosted.org from conbench/conbench#815 as tl-526; the kinds2 excerpt keeps the download progress lines: one failure",
    ),
    (
        "k2-160",
        "group",
        "k2-g149",
        "tl-g243",
        "same failure, another project or program: pip 'ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out' (or its retry warning): the same host and failure as tl-526; the package, log prefixes and frames are incidental",
    ),
    (
        "k2-289",
        "group",
        "k2-g273",
        "tl-g243",
        "same failure, another project or program: pip 'ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out' (or its retry warning): the same host and failure as tl-526; the package, log prefixes and frames are incidental",
    ),
    (
        "k2-293",
        "group",
        "k2-g277",
        "tl-g243",
        "same failure, another project or program: pip 'ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out' (or its retry warning): the same host and failure as tl-526; the package, log prefixes and frames are incidental",
    ),
    (
        "k2-291",
        "group",
        "k2-g275",
        "tl-g244",
        "same failure, another project or program: pip's retry warning 'ReadTimeoutError(HTTPSConnectionPool(host='pypi.org', port=443): Read timed out.)': the same host (the index, pypi.org) and failure as tl-529; the package and retry counts are incidental",
    ),
    (
        "k2-112",
        "group",
        "k2-g103",
        "tl-g251",
        "one thread quoted twice: the same PostgreSQL short write 'could not extend file ...: wrote only 4096 of 8192 bytes' + 'Check free disk space' from dwyl/learn-postgresql#125 as tl-544; the kinds2 excerpt keeps the crash lines that follow",
    ),
    (
        "k2-113",
        "group",
        "k2-g104",
        "tl-g249",
        "same failure, another project or program: PostgreSQL 'could not extend/write file ...: No space left on device': the server's disk is full; which relation, temp or lock file the write failed on and the client that printed it are incidental (as for tl-540/tl-542)",
    ),
    (
        "k2-114",
        "group",
        "k2-g105",
        "tl-g249",
        "same failure, another project or program: PostgreSQL 'could not extend/write file ...: No space left on device': the server's disk is full; which relation, temp or lock file the write failed on and the client that printed it are incidental (as for tl-540/tl-542)",
    ),
    (
        "k2-115",
        "group",
        "k2-g106",
        "tl-g249",
        "same failure, another project or program: PostgreSQL 'could not extend/write file ...: No space left on device': the server's disk is full; which relation, temp or lock file the write failed on and the client that printed it are incidental (as for tl-540/tl-542)",
    ),
    (
        "k2-116",
        "group",
        "k2-g107",
        "tl-g249",
        "same failure, another project or program: PostgreSQL 'could not extend/write file ...: No space left on device': the server's disk is full; which relation, temp or lock file the write failed on and the client that printed it are incidental (as for tl-540/tl-542)",
    ),
    (
        "k2-117",
        "group",
        "k2-g108",
        "tl-g249",
        "same failure, another project or program: PostgreSQL 'could not extend/write file ...: No space left on device': the server's disk is full; which relation, temp or lock file the write failed on and the client that printed it are incidental (as for tl-540/tl-542)",
    ),
    (
        "k2-100",
        "group",
        "k2-g091",
        "mo-g045",
        "one thread quoted twice: the same passport-google-oauth '500 InternalOAuthError ... userRateLimitExceeded' line from jaredhanson/passport-google-oauth#75 as mo-093 (its first line): one failure",
    ),
    (
        "k2-102",
        "group",
        "k2-g093",
        "mo-g049",
        "one thread quoted twice: the same Google Drive 403 userRateLimitExceeded GoogleJsonResponseException from andresoviedo/google-drive-ftp-adapter#6 as mo-103 (an excerpt of it): one failure",
    ),
    (
        "k2-099",
        "group",
        "k2-g090",
        "mo-g049",
        "same error object, another client or printer: the same Google API 403 userRateLimitExceeded error printed by the Go client ('Error 403: User rate limit exceeded, userRateLimitExceeded', as mo-108) for Google Drive: one failure (the per-user rate limit)",
    ),
    (
        "k2-101",
        "group",
        "k2-g092",
        "mo-g057",
        "same failure, another project or program: the same GAPI (Google Analytics PHP client) 'usageLimitsuserRateLimitExceededUnreg ... Please sign up' error as mo-116, another issue of the same project, without the PHP fatal-error wrapper: one failure",
    ),
    (
        "k2-111",
        "group",
        "k2-g102",
        "tl-g131",
        "one thread quoted twice: the same streamrip '[Errno 122] Disk quota exceeded' report from nathom/streamrip#348 as mo-123, with one more log line before it: one failure",
    ),
    (
        "k2-126",
        "group",
        "k2-g117",
        "lang-g072",
        "one thread quoted twice: the same failing test RateLimitTest.test_rate_limit_hit from elastic/apm-server#4893 as lang-072, with the pytest FAILURES header line: one failure",
    ),
    (
        "k2-034",
        "group",
        "k2-g034",
        "tl-g046",
        "same error object, another client or printer: GitHub 'API rate limit exceeded for installation ID <n>' (the GitHub App installation limit) as tl-099, printed by other actions; the installation id is incidental and k2-036 is GitHub's newer wording of the same limit",
    ),
    (
        "k2-035",
        "group",
        "k2-g035",
        "tl-g046",
        "same error object, another client or printer: GitHub 'API rate limit exceeded for installation ID <n>' (the GitHub App installation limit) as tl-099, printed by other actions; the installation id is incidental and k2-036 is GitHub's newer wording of the same limit",
    ),
    (
        "k2-036",
        "group",
        "k2-g036",
        "tl-g046",
        "same error object, another client or printer: GitHub 'API rate limit exceeded for installation ID <n>' (the GitHub App installation limit) as tl-099, printed by other actions; the installation id is incidental and k2-036 is GitHub's newer wording of the same limit",
    ),
    (
        "k2-037",
        "group",
        "k2-g037",
        "lang-g153",
        "same error object, another client or printer: GitHub 'API rate limit exceeded for user ID <n>' (the authenticated per-user limit), as lang-153/tl-489: the user id and the printing action are incidental",
    ),
    (
        "k2-038",
        "group",
        "k2-g038",
        "lang-g152",
        "same error object, another client or printer: GitHub 'API rate limit exceeded for <IP>. (But here's the good news: Authenticated requests ...)' (the unauthenticated per-IP limit), as lang-152/mo-087: the IP and the printing action are incidental",
    ),
    (
        "k2-298",
        "group",
        "k2-g282",
        "tl-g197",
        "same error object, another client or printer: Redis 'WRONGPASS invalid username-password pair' printed by another client (Nextcloud's RedisException, node redis-parser, aioredis), as tl-432: one failure, a wrong Redis password",
    ),
    (
        "k2-299",
        "group",
        "k2-g283",
        "tl-g197",
        "same error object, another client or printer: Redis 'WRONGPASS invalid username-password pair' printed by another client (Nextcloud's RedisException, node redis-parser, aioredis), as tl-432: one failure, a wrong Redis password",
    ),
    (
        "k2-302",
        "group",
        "k2-g286",
        "tl-g197",
        "same error object, another client or printer: Redis 'WRONGPASS invalid username-password pair' printed by another client (Nextcloud's RedisException, node redis-parser, aioredis), as tl-432: one failure, a wrong Redis password",
    ),
    (
        "k2-300",
        "group",
        "k2-g284",
        "tl-g196",
        "same error object, another client or printer: Redis 'NOAUTH Authentication required.' printed by another client (redis-cli's ready check, CSRedis), as tl-429: one failure, no Redis password sent",
    ),
    (
        "k2-301",
        "group",
        "k2-g285",
        "tl-g196",
        "same error object, another client or printer: Redis 'NOAUTH Authentication required.' printed by another client (redis-cli's ready check, CSRedis), as tl-429: one failure, no Redis password sent",
    ),
    (
        "k2-014",
        "group",
        "k2-g014",
        "lang-g145-h1",
        "same error object, another client or printer: npm 'ENOSPC: no space left on device': npm's disk-full failure, as tl-460 and tl-g212 (merged by the first pass: which path and syscall the write failed on are incidental for a full disk)",
    ),
    (
        "k2-025",
        "group",
        "k2-g025",
        "tl-g091",
        "same failure, another project or program: MySQL 1213 'Deadlock found when trying to get lock; try restarting transaction': tl-g091 already groups two programs' printings of it; Hibernate, PHP, TypeORM and Spring printings are incidental (same cause and fix: retry the transaction)",
    ),
    (
        "k2-026",
        "group",
        "k2-g026",
        "tl-g091",
        "same failure, another project or program: MySQL 1213 'Deadlock found when trying to get lock; try restarting transaction': tl-g091 already groups two programs' printings of it; Hibernate, PHP, TypeORM and Spring printings are incidental (same cause and fix: retry the transaction)",
    ),
    (
        "k2-027",
        "group",
        "k2-g027",
        "tl-g091",
        "same failure, another project or program: MySQL 1213 'Deadlock found when trying to get lock; try restarting transaction': tl-g091 already groups two programs' printings of it; Hibernate, PHP, TypeORM and Spring printings are incidental (same cause and fix: retry the transaction)",
    ),
    (
        "k2-028",
        "group",
        "k2-g028",
        "tl-g091",
        "same failure, another project or program: MySQL 1213 'Deadlock found when trying to get lock; try restarting transaction': tl-g091 already groups two programs' printings of it; Hibernate, PHP, TypeORM and Spring printings are incidental (same cause and fix: retry the transaction)",
    ),
    (
        "k2-023",
        "group",
        "k2-g023",
        "k2-g022",
        "same error object, another client or printer: MySQL 1040 'Too many connections' printed by another client (Go driver, mysqli, Laravel PDO): the same server refusal at max_connections, the same fix",
    ),
    (
        "k2-024",
        "group",
        "k2-g024",
        "k2-g022",
        "same error object, another client or printer: MySQL 1040 'Too many connections' printed by another client (Go driver, mysqli, Laravel PDO): the same server refusal at max_connections, the same fix",
    ),
    (
        "k2-295",
        "group",
        "k2-g279",
        "k2-g278",
        "same error object, another client or printer: PostgreSQL 'FATAL: sorry, too many clients already' printed through psycopg2/SQLAlchemy, peewee or the server log: the same refusal at max_connections; the newer libpq prefix 'connection to server at ... failed' is incidental (as in tl-g029)",
    ),
    (
        "k2-296",
        "group",
        "k2-g280",
        "k2-g278",
        "same error object, another client or printer: PostgreSQL 'FATAL: sorry, too many clients already' printed through psycopg2/SQLAlchemy, peewee or the server log: the same refusal at max_connections; the newer libpq prefix 'connection to server at ... failed' is incidental (as in tl-g029)",
    ),
    (
        "k2-297",
        "group",
        "k2-g281",
        "k2-g278",
        "same error object, another client or printer: PostgreSQL 'FATAL: sorry, too many clients already' printed through psycopg2/SQLAlchemy, peewee or the server log: the same refusal at max_connections; the newer libpq prefix 'connection to server at ... failed' is incidental (as in tl-g029)",
    ),
    (
        "k2-150",
        "group",
        "k2-g140",
        "k2-g139",
        "same error object, another client or printer: Google OAuth 'invalid_grant: Token has been expired or revoked.' as a RefreshError tuple, a traceback's last line or the bare JSON: the same error object, one failure (the refresh token is no longer valid)",
    ),
    (
        "k2-151",
        "group",
        "k2-g141",
        "k2-g139",
        "same error object, another client or printer: Google OAuth 'invalid_grant: Token has been expired or revoked.' as a RefreshError tuple, a traceback's last line or the bare JSON: the same error object, one failure (the refresh token is no longer valid)",
    ),
    (
        "k2-041",
        "group",
        "k2-g041",
        "k2-g040",
        "same error object, another client or printer: gRPC DEADLINE_EXCEEDED 'deadline exceeded after <duration>' from grpc-java (or the same status printed by grpcio's _Rendezvous): durations, addresses, log prefixes and frames are incidental and no call names a different service (as the builder's own k2-g064 groups connect ETIMEDOUT across hosts)",
    ),
    (
        "k2-042",
        "group",
        "k2-g042",
        "k2-g040",
        "same error object, another client or printer: gRPC DEADLINE_EXCEEDED 'deadline exceeded after <duration>' from grpc-java (or the same status printed by grpcio's _Rendezvous): durations, addresses, log prefixes and frames are incidental and no call names a different service (as the builder's own k2-g064 groups connect ETIMEDOUT across hosts)",
    ),
    (
        "k2-043",
        "group",
        "k2-g043",
        "k2-g040",
        "same error object, another client or printer: gRPC DEADLINE_EXCEEDED 'deadline exceeded after <duration>' from grpc-java (or the same status printed by grpcio's _Rendezvous): durations, addresses, log prefixes and frames are incidental and no call names a different service (as the builder's own k2-g064 groups connect ETIMEDOUT across hosts)",
    ),
    (
        "k2-044",
        "group",
        "k2-g044",
        "k2-g040",
        "same error object, another client or printer: gRPC DEADLINE_EXCEEDED 'deadline exceeded after <duration>' from grpc-java (or the same status printed by grpcio's _Rendezvous): durations, addresses, log prefixes and frames are incidental and no call names a different service (as the builder's own k2-g064 groups connect ETIMEDOUT across hosts)",
    ),
    (
        "k2-046",
        "group",
        "k2-g046",
        "k2-g040",
        "same error object, another client or printer: gRPC DEADLINE_EXCEEDED 'deadline exceeded after <duration>' from grpc-java (or the same status printed by grpcio's _Rendezvous): durations, addresses, log prefixes and frames are incidental and no call names a different service (as the builder's own k2-g064 groups connect ETIMEDOUT across hosts)",
    ),
    (
        "k2-048",
        "group",
        "k2-g048",
        "k2-g047",
        "same error object, another client or printer: grpc-js '14 UNAVAILABLE: No connection established' as the error and in its trace log: the same status and detail, one failure; addresses and log prefixes are incidental",
    ),
    (
        "k2-157",
        "group",
        "k2-g146",
        "k2-g144",
        "same error object, another client or printer: a 502 Bad Gateway from registry.npmjs.org for a package tarball, printed by npm's fetch retry or seen with curl --head: the same registry answer, one failure (the registry's front end is failing)",
    ),
    (
        "k2-178",
        "group",
        "k2-g167",
        "k2-g166",
        "same failure, another project or program: Go 'x509: certificate has expired or is not yet valid' with no host named: the times (current time, notAfter, log timestamp) are incidental; k2-179 (dns.cloudflare.com) names a host and stays apart",
    ),
    (
        "k2-180",
        "group",
        "k2-g169",
        "k2-g166",
        "same failure, another project or program: Go 'x509: certificate has expired or is not yet valid' with no host named: the times (current time, notAfter, log timestamp) are incidental; k2-179 (dns.cloudflare.com) names a host and stays apart",
    ),
    (
        "k2-173",
        "group",
        "k2-g162",
        "k2-g161",
        "same failure, another project or program: Go 'dial tcp <address>: i/o timeout' with only an address: the address is incidental (as the builder's k2-g064 for connect ETIMEDOUT); k2-174 and k2-176 name a service URL and stay apart",
    ),
    (
        "k2-184",
        "group",
        "k2-g171",
        "k2-g170",
        "same failure, another project or program: Node 'Error: listen EADDRINUSE': the builder's k2-g170 groups it across ports and projects; k2-184 is the same failure printed by an older Node without the address",
    ),
    (
        "k2-202",
        "group",
        "k2-g188",
        "k2-g187",
        "same failure, another project or program: PHP 'Allowed memory size of <n> bytes exhausted (tried to allocate <n> bytes)': the same failure and fix (PHP's memory_limit), as the Node heap limit in lang-g143; sizes, the script and line where the allocation failed and log prefixes are incidental",
    ),
    (
        "k2-203",
        "group",
        "k2-g189",
        "k2-g187",
        "same failure, another project or program: PHP 'Allowed memory size of <n> bytes exhausted (tried to allocate <n> bytes)': the same failure and fix (PHP's memory_limit), as the Node heap limit in lang-g143; sizes, the script and line where the allocation failed and log prefixes are incidental",
    ),
    (
        "k2-204",
        "group",
        "k2-g190",
        "k2-g187",
        "same failure, another project or program: PHP 'Allowed memory size of <n> bytes exhausted (tried to allocate <n> bytes)': the same failure and fix (PHP's memory_limit), as the Node heap limit in lang-g143; sizes, the script and line where the allocation failed and log prefixes are incidental",
    ),
    (
        "k2-205",
        "group",
        "k2-g191",
        "k2-g187",
        "same failure, another project or program: PHP 'Allowed memory size of <n> bytes exhausted (tried to allocate <n> bytes)': the same failure and fix (PHP's memory_limit), as the Node heap limit in lang-g143; sizes, the script and line where the allocation failed and log prefixes are incidental",
    ),
    (
        "k2-207",
        "group",
        "k2-g193",
        "k2-g192",
        "same failure, another project or program: PHP 'Maximum execution time of <n> seconds exceeded': the same failure and fix (max_execution_time); the duration, the script and line where time ran out and the framework's wrapper are incidental",
    ),
    (
        "k2-208",
        "group",
        "k2-g194",
        "k2-g192",
        "same failure, another project or program: PHP 'Maximum execution time of <n> seconds exceeded': the same failure and fix (max_execution_time); the duration, the script and line where time ran out and the framework's wrapper are incidental",
    ),
    (
        "k2-209",
        "group",
        "k2-g195",
        "k2-g192",
        "same failure, another project or program: PHP 'Maximum execution time of <n> seconds exceeded': the same failure and fix (max_execution_time); the duration, the script and line where time ran out and the framework's wrapper are incidental",
    ),
    (
        "k2-210",
        "group",
        "k2-g196",
        "k2-g192",
        "same failure, another project or program: PHP 'Maximum execution time of <n> seconds exceeded': the same failure and fix (max_execution_time); the duration, the script and line where time ran out and the framework's wrapper are incidental",
    ),
    (
        "k2-212",
        "group",
        "k2-g198",
        "k2-g197",
        "same error object, another client or printer: the YouTube Data API 403 'dailyLimitExceeded: Daily Limit Exceeded. The quota will be reset at midnight Pacific Time' printed by another client (PHP, pafy): the same error object, one failure",
    ),
    (
        "k2-214",
        "group",
        "k2-g200",
        "k2-g197",
        "same error object, another client or printer: the YouTube Data API 403 'dailyLimitExceeded: Daily Limit Exceeded. The quota will be reset at midnight Pacific Time' printed by another client (PHP, pafy): the same error object, one failure",
    ),
    (
        "k2-215",
        "group",
        "k2-g201",
        "k2-g199",
        "same error object, another client or printer: the YouTube Data API 403 'quotaExceeded' ('you have exceeded your quota', domain youtube.quota) printed by another client (Python HttpError, the Java client): the same error object, one failure",
    ),
    (
        "k2-216",
        "group",
        "k2-g202",
        "k2-g199",
        "same error object, another client or printer: the YouTube Data API 403 'quotaExceeded' ('you have exceeded your quota', domain youtube.quota) printed by another client (Python HttpError, the Java client): the same error object, one failure",
    ),
    (
        "k2-218",
        "group",
        "k2-g204",
        "k2-g203",
        "same error object, another client or printer: DynamoDB ProvisionedThroughputExceededException for the table, printed by another client (Haskell amazonka, the Java SDK): the same error object, one failure; k2-220 (a global secondary index's throughput) stays apart",
    ),
    (
        "k2-219",
        "group",
        "k2-g205",
        "k2-g203",
        "same error object, another client or printer: DynamoDB ProvisionedThroughputExceededException for the table, printed by another client (Haskell amazonka, the Java SDK): the same error object, one failure; k2-220 (a global secondary index's throughput) stays apart",
    ),
    (
        "k2-228",
        "group",
        "k2-g213",
        "k2-g215",
        "same failure, another project or program: 'ssh: connect to host github.com port 22: Operation timed out / Connection timed out' + 'Could not read from remote repository': the same host and port; macOS' and Linux' wording of ETIMEDOUT and the cloned repository are incidental (as Windows' 10061 vs 111 in tl-g098)",
    ),
    (
        "k2-253",
        "group",
        "k2-g237",
        "k2-g236",
        "same failure, another project or program: the `timeout` command is not installed ('command not found: timeout' in zsh, bash or a script's own check): the same missing tool and fix (install coreutils); the shell's wording and what the script printed after it are incidental",
    ),
    (
        "k2-254",
        "group",
        "k2-g238",
        "k2-g236",
        "same failure, another project or program: the `timeout` command is not installed ('command not found: timeout' in zsh, bash or a script's own check): the same missing tool and fix (install coreutils); the shell's wording and what the script printed after it are incidental",
    ),
    (
        "k2-255",
        "group",
        "k2-g239",
        "k2-g236",
        "same failure, another project or program: the `timeout` command is not installed ('command not found: timeout' in zsh, bash or a script's own check): the same missing tool and fix (install coreutils); the shell's wording and what the script printed after it are incidental",
    ),
    (
        "k2-256",
        "group",
        "k2-g240",
        "k2-g236",
        "same failure, another project or program: the `timeout` command is not installed ('command not found: timeout' in zsh, bash or a script's own check): the same missing tool and fix (install coreutils); the shell's wording and what the script printed after it are incidental",
    ),
    (
        "k2-257",
        "group",
        "k2-g241",
        "k2-g236",
        "same failure, another project or program: the `timeout` command is not installed ('command not found: timeout' in zsh, bash or a script's own check): the same missing tool and fix (install coreutils); the shell's wording and what the script printed after it are incidental",
    ),
    (
        "k2-288",
        "group",
        "k2-g272",
        "k2-g271",
        "same failure, another project or program: 'Process finished with exit code 137 (interrupted by signal 9:SIGKILL)': the same line; the command line and progress output before it are incidental",
    ),
    (
        "k2-323",
        "group",
        "k2-g307",
        "k2-g306",
        "same failure, another project or program: 'failed to run custom build command for `openssl-sys`' because pkg-config finds no 'openssl' ('Could not find directory of OpenSSL installation'): the same cause and fix (install the OpenSSL development package); crate versions and build paths are incidental; k2-324 (an empty OPENSSL_LIB_DIR on FreeBSD) stays apart",
    ),
    (
        "k2-133",
        "group",
        "k2-g123",
        "k2-g122",
        "same failure, another project or program: Java 'java.net.SocketTimeoutException: Read timed out' with no host named: the builder's k2-g122 groups two programs' printings; the frames and log prefixes are incidental",
    ),
    (
        "k2-134",
        "group",
        "k2-g124",
        "k2-g122",
        "same failure, another project or program: Java 'java.net.SocketTimeoutException: Read timed out' with no host named: the builder's k2-g122 groups two programs' printings; the frames and log prefixes are incidental",
    ),
    (
        "k2-245",
        "group",
        "k2-g229",
        "k2-g228",
        "same failure, another project or program: Java/Android 'java.io.IOException: (write failed: ENOSPC) No space left on device': a full disk; which file the write failed on and the wrapper (RuntimeException, xstream) are incidental (as Python's [Errno 28] in lang-g176)",
    ),
    (
        "k2-246",
        "group",
        "k2-g230",
        "k2-g228",
        "same failure, another project or program: Java/Android 'java.io.IOException: (write failed: ENOSPC) No space left on device': a full disk; which file the write failed on and the wrapper (RuntimeException, xstream) are incidental (as Python's [Errno 28] in lang-g176)",
    ),
    (
        "k2-247",
        "group",
        "k2-g231",
        "k2-g228",
        "same failure, another project or program: Java/Android 'java.io.IOException: (write failed: ENOSPC) No space left on device': a full disk; which file the write failed on and the wrapper (RuntimeException, xstream) are incidental (as Python's [Errno 28] in lang-g176)",
    ),
    (
        "k2-248",
        "group",
        "k2-g232",
        "k2-g228",
        "same failure, another project or program: Java/Android 'java.io.IOException: (write failed: ENOSPC) No space left on device': a full disk; which file the write failed on and the wrapper (RuntimeException, xstream) are incidental (as Python's [Errno 28] in lang-g176)",
    ),
    (
        "k2-059",
        "group",
        "k2-g059",
        "k2-g058",
        "same error object, another client or printer: Firestore's PERMISSION_DENIED 'Missing or insufficient permissions.' printed by another client (google-gax in Node, google-api-core in Python): the same error object (security rules refuse the request), one failure",
    ),
    (
        "k2-104",
        "group",
        "k2-g095",
        "k2-g058",
        "same error object, another client or printer: Firestore's PERMISSION_DENIED 'Missing or insufficient permissions.' printed by another client (google-gax in Node, google-api-core in Python): the same error object (security rules refuse the request), one failure",
    ),
    (
        "k2-062",
        "group",
        "k2-g062",
        "mo-g091",
        "same error object, another client or printer: S3 AccessDenied on PutObject ('S3::putObject(): [AccessDenied] Access Denied') printed by a PHP S3 class: the same error object (operation and error code) as mo-g091; '512' and the line number are the handler's",
    ),
]

# Adversarial flags: kinds2 rows carrying a trap the adversarial definition names (status-like line numbers).
KINDS2_ADVERSARIAL: list[Change] = [
    (
        "k2-124",
        "adversarial",
        False,
        True,
        "Atom's frames 'workspace.js:504' and 'asar.js:422' carry line numbers that read as HTTP 504 (a network status by the kind definition); a line number (a trap by the adversarial definition)",
    ),
    (
        "k2-248",
        "adversarial",
        False,
        True,
        "the frame 'IoBridge.java:502' carries a line number that reads as HTTP 502 (a network status by the kind definition); a line number (a trap by the adversarial definition)",
    ),
]


CATEGORIES: dict[str, list[Change]] = {
    "group merged": MERGES,
    "hard negative -> incidental": HARD_NEGATIVES_TO_INCIDENTAL,
    "kind": KINDS,
    "adversarial": ADVERSARIAL,
    "group merged (kinds2)": KINDS2_MERGES,
    "adversarial (kinds2)": KINDS2_ADVERSARIAL,
}


def load() -> dict[str, list[dict[str, object]]]:
    parts = {}
    for part in PARTS:
        with open(DATA / f"{part}.jsonl", encoding="utf-8") as f:
            parts[part] = [json.loads(line) for line in f]
    return parts


def dump(parts: dict[str, list[dict[str, object]]]) -> None:
    for part, rows in parts.items():
        text = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
        (DATA / f"{part}.jsonl").write_text(text, encoding="utf-8")


def apply(parts: dict[str, list[dict[str, object]]], write: bool) -> list[str]:
    """Apply every change whose row still holds the old value; a value that is neither old nor new is an error."""
    by_id = {str(row["id"]): row for rows in parts.values() for row in rows}
    problems = []
    applied = 0
    for changes in CATEGORIES.values():
        for row_id, field, old, new, _reason in changes:
            row = by_id.get(row_id)
            if row is None:
                problems.append(f"{row_id}: no such row")
            elif row[field] == new:
                continue
            elif row[field] != old:
                problems.append(f"{row_id}.{field}: expected {old!r} (or {new!r}), found {row[field]!r}")
            elif write:
                row[field] = new
                applied += 1
            else:
                problems.append(f"{row_id}.{field}: change not applied ({old!r} -> {new!r})")
    if write and not problems:
        print(f"applied {applied} changes")
    return problems


def validate(parts: dict[str, list[dict[str, object]]]) -> list[str]:
    rows = [row for part in parts.values() for row in part]
    by_id = {str(row["id"]): row for row in rows}
    groups = collections.defaultdict(list)
    problems = []
    if len(by_id) != len(rows):
        problems.append("duplicate row ids")
    for part, part_rows in parts.items():
        for row in part_rows:
            if tuple(row) != REQUIRED:
                problems.append(f"{part}:{row.get('id')}: keys {tuple(row)}")
            groups[str(row["group"])].append(row)
    for row in rows:
        rid, role, base = row["id"], row["role"], row["base"]
        if role not in ROLES:
            problems.append(f"{rid}: role {role!r}")
        if row["kind"] not in KIND_NAMES:
            problems.append(f"{rid}: kind {row['kind']!r}")
        if not isinstance(row["adversarial"], bool) or not row["text"] or not row["source"] or not row["group"]:
            problems.append(f"{rid}: empty or mistyped field")
        if role == "original":
            if base is not None:
                problems.append(f"{rid}: an original with a base")
            continue
        base_row = by_id.get(str(base))
        if base_row is None:
            problems.append(f"{rid}: base {base!r} does not exist")
            continue
        if role == "incidental" and row["group"] != base_row["group"]:
            problems.append(f"{rid}: incidental in {row['group']}, its base {base} in {base_row['group']}")
        if role == "hard_negative" and row["group"] == base_row["group"]:
            problems.append(f"{rid}: hard negative in its base's group {row['group']}")
        if row["split"] != base_row["split"]:
            problems.append(f"{rid}: split {row['split']} differs from its base's {base_row['split']}")
    for group, members in groups.items():
        kinds = {row["kind"] for row in members}
        if len(kinds) > 1:
            problems.append(f"{group}: one failure labelled with several kinds {sorted(kinds)}")
        if not any(row["role"] != "incidental" for row in members):
            problems.append(f"{group}: only incidental variants")
    return problems


def summary(parts: dict[str, list[dict[str, object]]]) -> str:
    rows = [row for part in parts.values() for row in part]
    groups = collections.defaultdict(set)
    for row in rows:
        groups[str(row["group"])].add(row["split"])
    both = sorted(group for group, splits in groups.items() if len(splits) > 1)
    roles = collections.Counter(str(row["role"]) for row in rows)
    splits = collections.Counter(str(row["split"]) for row in rows)
    return (
        f"{len(rows)} rows in {len(groups)} groups; roles {dict(sorted(roles.items()))}; splits {dict(sorted(splits.items()))}; "
        f"groups with rows in both splits: {len(both)} {both}"
    )


def table(parts: dict[str, list[dict[str, object]]]) -> str:
    split = {str(row["id"]): row["split"] for part in parts.values() for row in part}
    lines = ["| category | row | split | field | old | new | reason |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for category, changes in CATEGORIES.items():
        for row_id, field, old, new, reason in changes:
            cells = [category, row_id, str(split[row_id]), field, str(old), str(new), reason]
            lines.append("| " + " | ".join(cell.replace("|", "\\|").replace("\n", " ") for cell in cells) + " |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parts = load()
    if "--table" in argv:
        print(table(parts))
        return 0
    write = "--check" not in argv
    problems = apply(parts, write)
    if write and not problems:
        dump(parts)
    problems += validate(parts)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(summary(parts))
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
