from lib import *
# --- JSON parse errors ('token' trap)
a = O('''
err SyntaxError: Unexpected token < in JSON at position 0
    at JSON.parse (<anonymous>)
    at C:\\Users\\jorge\\Desktop\\Stuff\\Utilities\\2bored2wait-master\\node_modules\\yggdrasil\\lib\\utils.js:28:23
    at IncomingMessage.<anonymous> (C:\\Users\\jorge\\Desktop\\Stuff\\Utilities\\2bored2wait-master\\node_modules\\phin\\lib\\phin.compiled.js:1:2100)
    at IncomingMessage.emit (events.js:322:22)
    at endReadableNT (_stream_readable.js:1187:12)
    at processTicksAndRejections (internal/process/task_queues.js:84:21)
''', "syntax", "node", "https://github.com/themoonisacheese/2bored2wait/issues/64", adv=True,
  note="'token' here is a parser token, not an auth token; an HTML page was parsed as JSON")
I(a, [("C:\\Users\\jorge\\Desktop\\Stuff\\Utilities\\2bored2wait-master", "D:\\apps\\2bored2wait")], "install directory changed")
I(a, [("events.js:322:22", "events.js:315:20"), ("_stream_readable.js:1187:12", "_stream_readable.js:1220:12"), ("task_queues.js:84:21", "task_queues.js:80:21")], "node internals line numbers changed")
H(a, [("Unexpected token < in JSON", "Unexpected token u in JSON")], "offending character: '<' (HTML) -> 'u' (undefined)")

a = O('''
Uncaught SyntaxError: Unexpected token l in JSON at position 0
    at JSON.parse (<anonymous>)
    at app-ecf9784ca706125896cd.js:54
    at XMLHttpRequest.<anonymous> (app-ecf9784ca706125896cd.js:52)
''', "syntax", "node", "https://github.com/madebywild/konterball/issues/5", adv=True, note="parser token, not a credential")
I(a, [("app-ecf9784ca706125896cd.js", "app-1b7d02aa93e4c6f05e21.js")], "bundle content hash changed")

a = O('''
SyntaxError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON
''', "syntax", "node", "https://github.com/holy-unblocker/website-legacy-aio/issues/51", adv=True, note="parser token")
I(a, [("SyntaxError", "Uncaught (in promise) SyntaxError")], "browser console prefix added")

# --- tsc TS2307 / TS2339
a = O('''
src/index.ts:2:15 - error TS2307: Cannot find module './lib/hash' or its corresponding type declarations.

2 export * from './lib/hash';
''', "import", "node", "https://github.com/bitjson/typescript-starter/issues/246")
I(a, [("src/index.ts:2:15", "src/index.ts:3:15"), ("\n2 export", "\n3 export")], "line number changed")
h = H(a, [("./lib/hash", "./lib/number")], "missing module: ./lib/hash -> ./lib/number")
I(h, [("src/index.ts", "/repo/src/index.ts")], "variant of the hard negative: absolute path")

a = O('''
src/main.ts:2:28 - error TS2307: Cannot find module 'ep_etherpad-lite/node/types/MapType.ts' or its corresponding type declarations.
''', "import", "node", "https://github.com/ether/etherpad/issues/6672")
I(a, [("src/main.ts:2:28", "src/main.ts:3:28")], "line number changed")
H(a, [("MapType.ts", "PadType.ts")], "missing module: .../MapType.ts -> .../PadType.ts")

a = O('''
ERROR in /Users/xinhua/Documents/demoSpace/blog/src/plugins/simple_toast/src/index.ts
./src/index.ts 2:18-31
[tsl] ERROR in /Users/xinhua/Documents/demoSpace/blog/src/plugins/simple_toast/src/index.ts(2,19)
      TS2307: Cannot find module './toast.vue' or its corresponding type declarations.
''', "import", "node", "https://github.com/TypeStrong/ts-loader/issues/1453")
I(a, [("/Users/xinhua/Documents/demoSpace", "/home/ci/workspace")], "project path prefix changed")
H(a, [("'./toast.vue'", "'./modal.vue'")], "missing module: ./toast.vue -> ./modal.vue")

a = O('''
app/components/top-bar.component.ts(60,22): error TS2339: Property 'onAppSettingsClicked' does not exist on type 'TopBarComponent'.
''', "type", "node", "https://github.com/Azure/azure-functions-ux/issues/521")
I(a, [("(60,22)", "(64,22)")], "line number changed")
H(a, [("'onAppSettingsClicked'", "'onFunctionSettingsClicked'")], "property: onAppSettingsClicked -> onFunctionSettingsClicked")

a = O('''
ERROR in /webapp/app/components/Control/Config/ControlList.tsx(55,42):
TS2339: Property 'toJS' does not exist on type 'unknown'.
''', "type", "node", "https://github.com/edp963/davinci/issues/2251")
I(a, [("/webapp/app", "/home/kasnet/davinci/webapp/app")], "absolute checkout prefix changed")
H(a, [("'toJS'", "'get'")], "property: toJS -> get")

a = O('''
packages/babel-core/src/transformation/index.ts:112:30 - error TS2339: Property 'visitors' does not exist on type '{ <S>(parent: Node, opts: TraverseOptions<S>, scope: Scope, state: S, parentPath?: NodePath_Final, visitSelf?: boolean): void; (parent: Node, opts: TraverseOptions<...>, scope?: Scope, state?: any, parentPath?: NodePath_Final, visitSelf?: boolean): void; }'.

112     const visitor = traverse.visitors.merge(
''', "type", "node", "https://github.com/microsoft/typescript-go/issues/2415")
I(a, [("index.ts:112:30", "index.ts:118:30"), ("\n112     const", "\n118     const")], "line number changed")

a = O('''
error TS2339: Property 'type' does not exist on type 'Object'.
''', "type", "node", "https://github.com/NativeScript/NativeScript/issues/3886", adv=True, note="the property is named 'type'")
I(a, [("error TS2339", "app/services/offer.service.ts(42,37): error TS2339")], "file(line,col) prefix added")
H(a, [("Property 'type'", "Property 'id'")], "property: type -> id")

# --- rustc E0308
a = O('''
error[E0308]: mismatched types
  --> src/lib.rs:25:9
   |
24 |     match result {
   |           ------ this expression has type `std::option::Option<JsonValue>`
25 |         Ok(Some(value)) => serde_json::from_value(value).unwrap_or(AppSettings::default()),
   |         ^^^^^^^^^^^^^^^ expected `Option<Value>`, found `Result<_, _>`
   |
   = note: expected enum `std::option::Option<JsonValue>`
              found enum `Result<_, _>`

For more information about this error, try `rustc --explain E0308`.
''', "type", "rust", "https://github.com/tauri-apps/tauri-action/issues/1307")
I(a, [("src/lib.rs:25:9", "src/lib.rs:31:9"), ("24 |", "30 |"), ("25 |", "31 |")], "line numbers changed")

a = O('''
error[E0308]: mismatched types
  --> C:\\Users\\zhengxingjian\\.cargo\\registry\\src\\mirrors.tuna.tsinghua.edu.cn-e791a3f93f26854f\\rusty_scrfd-1.2.0\\src\\scrfd.rs:89:13
   |
88 |         let input = match ort::inputs![input_name => input_value] {
   |                           --------------------------------------- this expression has type `Vec<(Cow<'_, str>, SessionInputValue<'_>)>`
89 |             Ok(i) => i,
   |             ^^^^^ expected `Vec<(Cow<'_, str>, ...)>`, found `Result<_, _>`
   |
   = note: expected struct `Vec<(Cow<'_, str>, SessionInputValue<'_>)>`
                found enum `std::result::Result<_, _>`
''', "type", "rust", "https://github.com/prabhat0206/scrfd/issues/1")
I(a, [("C:\\Users\\zhengxingjian\\.cargo\\registry\\src\\mirrors.tuna.tsinghua.edu.cn-e791a3f93f26854f", "C:\\Users\\zx\\.cargo\\registry\\src\\index.crates.io-6f17d22bba15001f")], "cargo registry path (home and registry index) changed")

a = O('''
error[E0308]: mismatched types
 --> src/main.rs:5:9
  |
5 |     foo(&a);
  |         ^^ expected slice, found struct `std::vec::Vec`
  |
  = note: expected type `&[u16]`
             found type `&std::vec::Vec<u8>`
''', "type", "rust", "https://github.com/rust-lang/rust/issues/43420")
I(a, [("src/main.rs:5:9", "src/main.rs:12:9"), ("5 |     foo", "12 |     foo")], "line number changed")
H(a, [("`&[u16]`", "`&[u32]`")], "expected element type: u16 -> u32")

# --- java compile
a = O('''
[ERROR] /home/xv/bin/graphipedia-master/graphipedia-dataimport/src/main/java/org/graphipedia/dataimport/neo4j/RelationshipCreator.java:[29,36] package org.neo4j.unsafe.batchinsert does not exist
[ERROR] /home/xv/bin/graphipedia-master/graphipedia-dataimport/src/main/java/org/graphipedia/dataimport/neo4j/RelationshipCreator.java:[33,19] cannot find symbol
[ERROR]   symbol:   class BatchInserter
[ERROR]   location: class org.graphipedia.dataimport.neo4j.RelationshipCreator
''', "import", "java", "https://github.com/mirkonasato/graphipedia/issues/12")
I(a, [("/home/xv/bin/graphipedia-master", "/opt/build/graphipedia")], "checkout path changed")
H(a, [("package org.neo4j.unsafe.batchinsert does not exist", "package org.neo4j.helpers.collection does not exist")], "missing package: org.neo4j.unsafe.batchinsert -> org.neo4j.helpers.collection (a real sibling in the same log)")

a = O('''
[ERROR] COMPILATION ERROR :
[INFO] -------------------------------------------------------------
[ERROR] /Users/bengolder/projects/pdfparser/src/main/java/PdfParser.java:[5,28] package main.java.pdfParsers does not exist
[ERROR] /Users/bengolder/projects/pdfparser/src/main/java/PdfParser.java:[6,28] package main.java.pdfParsers does not exist
[ERROR] /Users/bengolder/projects/pdfparser/src/main/java/PdfParser.java:[7,25] package main.java.loaders does not exist
''', "import", "java", "https://github.com/codeforamerica/pdfparser/issues/10")
I(a, [("/Users/bengolder/projects", "/home/jenkins/ws")], "project path changed")

a = O('''
[ERROR] /C:/Users/divya-naik/eclipse-workspace/IDMS-Java/Step_Base_JP/src/main/java/net/odcorp/merch/utils/StepAttributeUtils2.java:[28,31] package net.odcorp.util.logging does not exist
[ERROR] /C:/Users/divya-naik/eclipse-workspace/IDMS-Java/Step_Base_JP/src/main/java/net/odcorp/merch/utils/StepAttributeUtils2.java:[30,42] cannot find symbol
[ERROR]   symbol: class AttributeUtilsBase
[ERROR] -> [Help 1]
''', "import", "java", "https://github.com/cloudera/navigator-sdk/issues/92")
I(a, [("divya-naik", "dnaik")], "user name in path changed")
H(a, [("package net.odcorp.util.logging does not exist", "package net.odcorp.util.config does not exist")], "missing package: net.odcorp.util.logging -> net.odcorp.util.config")

# --- go compile
a = O('''
# command-line-arguments
./main.go:88:9: undefined: NewStreamCommandHandler
''', "type", "go", "https://github.com/golang/vscode-go/issues/2722", note="an undefined identifier reported by Go's type checker")
I(a, [("./main.go:88:9", "./main.go:91:9")], "line number changed")
H(a, [("NewStreamCommandHandler", "NewRelayHandler")], "undefined identifier: NewStreamCommandHandler -> NewRelayHandler")

a = O('''
.\\gost.go:16:10: undefined: Arguments
.\\gost.go:20:2: undefined: parseArguments
.\\gost.go:24:3: undefined: exitOnError
.\\gost.go:29:3: undefined: exitOnError
.\\gost.go:72:13: undefined: corsHandler
.\\gost.go:76:13: undefined: cacheHandler
.\\gost.go:80:13: undefined: logHandler
''', "type", "go", "https://github.com/vwochnik/gost/issues/2")
I(a, [(".\\gost.go", "./gost.go")], "path separator style changed")

a = O('''
# glint/ast
ast/ast_parser.go:395:43: not enough arguments in call to ast.JS
\thave ()
\twant (io.Writer)
ast/ast_parser.go:395:43: ast.JS() (no value) used as value
''', "type", "go", "https://github.com/wrenchonline/glint/issues/22")
I(a, [("395:43", "401:43")], "line number changed")
H(a, [("call to ast.JS\n", "call to ast.HTML\n"), ("ast.JS() (no value)", "ast.HTML() (no value)")], "called function: ast.JS -> ast.HTML")

a = O('''
# yap/app
app\\dep.go:648:9: cannot use *flag.NewFlagSet("dep", flag.ExitOnError) (variable of type "github.com/gonuts/flag".FlagSet) as "flag".FlagSet value in struct literal
''', "type", "go", "https://github.com/habeanf/yap/issues/11")
I(a, [("648:9", "652:9")], "line number changed")

a = O('''
errcheck/main.go:196: cannot use exprFn (type func(ast.Expr, types.Type, interface {})) as type func(ast.Expr, types.Type, exact.Value) in field value
''', "type", "go", "https://github.com/kisielk/errcheck/issues/17")
I(a, [("main.go:196", "main.go:201")], "line number changed")
