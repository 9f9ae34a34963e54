"""Batch 6: type checkers (mypy, tsc)."""
from lib import H, O

G = "https://github.com/"

# ---------------- mypy ----------------
O(r"""
tesla_api/vehicle.py:70: error: Argument 2 to "setdefault" of "TypedDict" has incompatible type "None"; expected "int"  [misc]
""", "type", "python", G + "python/mypy/issues/9083",
  inc=[[("vehicle.py:70:", "vehicle.py:74:")]],
  hn=[H([('"setdefault" of "TypedDict"', '"update" of "TypedDict"')], "function setdefault -> update",
        inc=[[("vehicle.py:70:", "vehicle.py:81:")]])])

O(r"""
src/mixtures/abstract_mixture.py:65: error: Argument 2 to "isinstance" has incompatible type "type[Any] | str | Any"; expected "_ClassInfo"  [arg-type]
""", "type", "python", G + "PySATL/pysatl-nmvm/issues/55",
  inc=[[("abstract_mixture.py:65:", "abstract_mixture.py:67:")]],
  hn=[H([('Argument 2 to "isinstance"', 'Argument 2 to "issubclass"')], "function isinstance -> issubclass")])

O(r"""
mypy raiden tools
tools/debugging/stress_test_transfers.py:75: error: Argument "processors" to "configure" has incompatible type "List[object]"; expected "Optional[Iterable[Callable[[Any, str, MutableMapping[str, Any]], Union[Mapping[str, Any], str, bytes, Tuple[Any, ...]]]]]"
tools/debugging/matrix/generate_messages.py:88: error: Argument "processors" to "configure" has incompatible type "List[object]"; expected "Optional[Iterable[Callable[[Any, str, MutableMapping[str, Any]], Union[Mapping[str, Any], str, bytes, Tuple[Any, ...]]]]]"
Found 2 errors in 2 files (checked 367 source files)
make: *** [Makefile:58: mypy] Error 1
""", "type", "python", G + "raiden-network/raiden/issues/6878",
  inc=[[("checked 367 source files", "checked 371 source files")],
       [("stress_test_transfers.py:75:", "stress_test_transfers.py:77:"), ("generate_messages.py:88:", "generate_messages.py:90:"), ("Makefile:58", "Makefile:61")]],
  hn=[H([('Argument "processors" to "configure"', 'Argument "wrapper_class" to "configure"')],
        "argument processors -> wrapper_class")])

O(r"""
____________________________________________________________________ keyring/core.py _____________________________________________________________________
102: error: Argument 1 to "filter" has incompatible type "Callable[[KeyringBackend], bool] | None"; expected "None"  [arg-type]
""", "type", "python", G + "jaraco/keyring/issues/659",
  inc=[[("\n102: error", "\n104: error")]])

O(r"""
repro.py:3: error: "list" expects 1 type argument, but 2 given  [type-arg]
    x: typing.List[typing.List[int, int]] = []
    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
Found 1 error in 1 file (checked 1 source file)
""", "type", "python", G + "python/mypy/issues/18531",
  hn=[H([('"list" expects 1 type argument', '"dict" expects 2 type arguments'), ("typing.List[typing.List[int, int]]", "typing.List[typing.Dict[int, int]]")],
        "generic list -> dict (a different arity error)")])

O(r"""
python\saved.py:46: error: Argument 2 to "UserError" has incompatible type "Optional[TracebackType]"; expected "TracebackType"
python\saved.py:90: error: Incompatible types in assignment (expression has type "str", variable has type "List[str]")
python\saved.py:91: error: Incompatible return value type (got "List[str]", expected "str")
""", "type", "python", G + "Almenon/AREPL-backend/issues/112", note="excerpt: the first three findings",
  inc=[[("python\\saved.py", "python/saved.py")]])

# ---------------- tsc ----------------
O(r"""
ERROR in /home/portal/public_html/server.ts
./server.ts
[tsl] ERROR in /home/portal/public_html/server.ts(37,3)
      TS2322: Type 'string' is not assignable to type 'number'.
""", "type", "node", G + "bullhorn/career-portal/issues/330",
  inc=[[("/home/portal/public_html", "/var/www/career-portal")],
       [("server.ts(37,3)", "server.ts(39,3)")]],
  hn=[H([("not assignable to type 'number'", "not assignable to type 'boolean'")], "target type number -> boolean",
        inc=[[("/home/portal/public_html", "/srv/portal")]])])

O(r"""
Error: src/app/board/board.component.ts:36:5 - error TS2322: Type 'string | null' is not assignable to type 'null'.
  Type 'string' is not assignable to type 'null'.

36     this.winner = this.calculateWinner();
""", "type", "node", G + "fireship-io/angular-tic-tac-toe/issues/7",
  hn=[H([("this.winner = this.calculateWinner();", "this.squares = this.calculateWinner();")],
        "assigned property winner -> squares")])

O(r"""
npm run build
payloader@0.0.0 build > tsc -b && vite build src/i18n/index.ts:172:7 - error TS2322: Type 'string' is not assignable to type '"PAYLOADER" | "渗透测试辅助平台" | "Pentest Assistance Platform" | "搜索 Payload / 工具 / 标签..." | "Search Payload / Tool / Tag..." | "💀 渗透Payload" | "💀 Payloads" | "🛠️ 工具命令" | "🛠️ Tools" | ... 252 more ... | "切换到中文"'. 172 text = text.replace({${pk}}, String(pv)); ~~~~ Found 1 error.
""", "type", "node", G + "3516634930/Payloader/issues/2", note="quoted flattened onto one line",
  inc=[[("... 252 more ...", "... 261 more ...")]])

O(r"""
$ npm install

> ecmarkup@3.11.4 prepublish /Users/rwaldron/clonez/ecmarkup
> npm run build-release


> ecmarkup@3.11.4 build-release /Users/rwaldron/clonez/ecmarkup
> tsc -p src

src/Import.ts(22,40): error TS2345: Argument of type 'string | null' is not assignable to parameter of type 'string'.
  Type 'null' is not assignable to type 'string'.
src/Spec.ts(388,62): error TS2345: Argument of type 'string | null' is not assignable to parameter of type 'string'.
  Type 'null' is not assignable to type 'string'.
src/utils.ts(102,33): error TS2559: Type '"utf8"' has no properties in common with type '{ encoding?: string | undefined; mode?: string | undefined; flag?: string | undefined; }'.
src/utils.ts(102,41): error TS7006: Parameter 'err' implicitly has an 'any' type.
""", "type", "node", G + "tc39/ecmarkup/issues/120",
  inc=[[("/Users/rwaldron/clonez/ecmarkup", "/home/ci/work/ecmarkup")],
       [("Spec.ts(388,62)", "Spec.ts(391,62)")]])

O(r"""
ERROR in /home/a601282/hastic-server/server/src/routes/data_router.ts
./src/routes/data_router.ts
[tsl] ERROR in /home/a601282/hastic-server/server/src/routes/data_router.ts(32,6)
      TS2367: This condition will always return 'false' since the types 'string | string[]' and 'number' have no overlap.

ERROR in /home/a601282/hastic-server/server/src/routes/data_router.ts
./src/routes/data_router.ts
[tsl] ERROR in /home/a601282/hastic-server/server/src/routes/data_router.ts(40,52)
      TS2345: Argument of type 'string | string[]' is not assignable to parameter of type 'string'.
  Type 'string[]' is not assignable to type 'string'.
""", "type", "node", G + "hastic-zzz/hastic-server/issues/944", adv=True,
  note="excerpt: the first two of the thread's errors; 'always return false' is not a test",
  inc=[[("/home/a601282/hastic-server", "/opt/hastic-server")]])

O(r"""
src/views/css/main.ts(403,5): error TS1136: Property assignment expected.
src/views/css/main.ts(404,55): error TS2345: Argument of type 'string' is not assignable to parameter of type 'Status'.
src/views/css/main.ts(405,55): error TS2345: Argument of type 'string' is not assignable to parameter of type 'Status'.
src/views/css/main.ts(406,9): error TS2304: Cannot find name 'isHovered'.
src/views/css/main.ts(408,5): error TS2304: Cannot find name 'position'.
src/views/css/main.ts(408,13): error TS1005: ';' expected.
""", "syntax", "node", G + "railsware/upterm/issues/936",
  note="excerpt; the first error (TS1136) is a parse error and the rest follow from it",
  inc=[[("main.ts(403,", "main.ts(411,"), ("main.ts(404,", "main.ts(412,"), ("main.ts(405,", "main.ts(413,"), ("main.ts(406,", "main.ts(414,"), ("main.ts(408,", "main.ts(416,")]])

O(r"""
/lib/node_modules/ts-node/src/index.ts:329
        throw new TSError(formatDiagnostics(diagnosticList, cwd, ts, lineOffset))
              ^
TSError: ⨯ Unable to compile TypeScript
Trader.ts (30,5): Type 'string' is not assignable to type 'number'. (2322)
    at getOutput (/lib/node_modules/ts-node/src/index.ts:329:15)
    at Object.compile (/lib/node_modules/ts-node/src/index.ts:515:11)
    at Module.m._compile (/lib/node_modules/ts-node/src/index.ts:402:43)
    at Module._extensions..js (module.js:654:10)
    at Object.require.extensions.(anonymous function) [as .ts] (/lib/node_modules/ts-node/src/index.ts:405:12)
    at Module.load (module.js:556:32)
    at tryModuleLoad (module.js:499:12)
    at Function.Module._load (module.js:491:3)
    at Function.Module.runMain (module.js:684:10)
    at Object.<anonymous> (/lib/node_modules/ts-node/src/bin.ts:145:12)
""", "type", "node", G + "JamesMcMurran/GDaxMarketMakerTrader/issues/7",
  inc=[[("/lib/node_modules/ts-node", "/usr/local/lib/node_modules/ts-node")]],
  hn=[H([("Trader.ts (30,5)", "Market.ts (30,5)")], "failing file Trader.ts -> Market.ts")])
