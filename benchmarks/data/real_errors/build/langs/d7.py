from lib import *
# --- python chained tracebacks (KeyError via pandas)
a = O('''
Traceback (most recent call last):
  File "/mnt/ngsnfs/tools/miniconda3/envs/raspir_env/lib/python3.8/site-packages/pandas/core/indexes/base.py", line 3361, in get_loc
    return self._engine.get_loc(casted_key)
  File "pandas/_libs/index.pyx", line 76, in pandas._libs.index.IndexEngine.get_loc
  File "pandas/_libs/index.pyx", line 108, in pandas._libs.index.IndexEngine.get_loc
  File "pandas/_libs/hashtable_class_helper.pxi", line 5198, in pandas._libs.hashtable.PyObjectHashTable.get_item
  File "pandas/_libs/hashtable_class_helper.pxi", line 5206, in pandas._libs.hashtable.PyObjectHashTable.get_item
KeyError: 'Organism'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "raspir.py", line 351, in <module>
    main(args)
  File "raspir.py", line 347, in main
    process_csv(args.csv_file, out_prefix=args.out_prefix, args=args)
  File "raspir.py", line 296, in process_csv
    filter_approach = df['Organism'].str.contains(pattern_del, na=False)
''', "runtime", "python", "https://github.com/mmpust/raspir/issues/14",
  note="chained traceback: a missing DataFrame column; the thread's excerpt ends before the final KeyError line")
I(a, [("/mnt/ngsnfs/tools/miniconda3/envs/raspir_env", "/home/cd/.conda/envs/raspir")], "conda env prefix changed")
I(a, [("line 3361", "line 3363"), ("line 5198", "line 5206"), ("line 5206, in pandas._libs.hashtable.PyObjectHashTable.get_item\nKeyError", "line 5214, in pandas._libs.hashtable.PyObjectHashTable.get_item\nKeyError")], "pandas internal line numbers changed (another pandas patch release)")
h = H(a, [("KeyError: 'Organism'", "KeyError: 'Species'"), ("df['Organism']", "df['Species']")], "missing column: Organism -> Species")
I(h, [("line 296", "line 301"), ("line 351", "line 356"), ("line 347", "line 352")], "variant of the hard negative: script line numbers changed")

a = O('''
Traceback (most recent call last):

  File "/Users/caleb/opt/anaconda3/envs/Ebayscraper/lib/python3.8/site-packages/pandas/core/indexes/base.py", line 2889, in get_loc
    return self._engine.get_loc(casted_key)

  File "pandas/_libs/index.pyx", line 70, in pandas._libs.index.IndexEngine.get_loc

  File "pandas/_libs/index.pyx", line 97, in pandas._libs.index.IndexEngine.get_loc

  File "pandas/_libs/hashtable_class_helper.pxi", line 1675, in pandas._libs.hashtable.PyObjectHashTable.get_item

  File "pandas/_libs/hashtable_class_helper.pxi", line 1683, in pandas._libs.hashtable.PyObjectHashTable.get_item

KeyError: 'Ignore'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):

  File "/Users/caleb/Desktop/Ebay Scrapper/main.py", line 1074, in <module>
    df_darkhero = ebay_search('ASUS Dark Hero -image -jpeg -img -picture -pic -jpg', http, 399, 400, 1000,

  File "/Users/caleb/Desktop/Ebay Scrapper/main.py", line 618, in ebay_search
    df = df[df['Ignore'] == 0]
''', "runtime", "python", "https://github.com/driscoll42/ebayMarketAnalyzer/issues/1", adv=True,
  note="399/400/1000 are price bounds passed to a function, not statuses; excerpt ends before the final KeyError")
I(a, [("/Users/caleb/opt/anaconda3/envs/Ebayscraper", "/opt/conda/envs/ebay")], "env prefix changed")
I(a, [("line 1074", "line 1080"), ("line 618", "line 621")], "script line numbers changed")
H(a, [("KeyError: 'Ignore'", "KeyError: 'Price'"), ("df[df['Ignore'] == 0]", "df[df['Price'] == 0]")], "missing column: Ignore -> Price")

a = O('''
KeyError                                  Traceback (most recent call last)
~\\anaconda3\\lib\\site-packages\\pandas\\core\\indexes\\base.py in get_loc(self, key, method, tolerance)
   2894             try:
-> 2895                 return self._engine.get_loc(casted_key)
   2896             except KeyError as err:

pandas\\_libs\\index.pyx in pandas._libs.index.IndexEngine.get_loc()

pandas\\_libs\\index.pyx in pandas._libs.index.IndexEngine.get_loc()

pandas\\_libs\\hashtable_class_helper.pxi in pandas._libs.hashtable.PyObjectHashTable.get_item()

pandas\\_libs\\hashtable_class_helper.pxi in pandas._libs.hashtable.PyObjectHashTable.get_item()

KeyError: 10

The above exception was the direct cause of the following exception:

KeyError                                  Traceback (most recent call last)
<ipython-input-26-162c78065743> in <module>
      4 for i in range(window, len(Train)):
      5     xin.append(Train[i-window:i])
----> 6     next_x.append(Train[i])
''', "runtime", "python", "https://github.com/grantjenks/python-sortedcollections/issues/21", adv=True,
  note="KeyError: 10 is a missing integer label (a row index), not a count or code")
I(a, [("<ipython-input-26-162c78065743>", "<ipython-input-31-0a9e4b7d51f2>")], "notebook cell id changed")
I(a, [("~\\anaconda3", "C:\\ProgramData\\Anaconda3")], "anaconda install location changed")

a = O('''
KeyError                           Traceback (most recent call last)
~/Eunectes/mc3/envs/dsdev/lib/python3.6/site-packages/pandas/core/indexes/base.py in get_loc(self, key, method, tolerance)
   2521             try:
-> 2522                 return self._engine.get_loc(key)
   2523             except KeyError:

pandas/_libs/index.pyx in pandas._libs.index.IndexEngine.get_loc()

pandas/_libs/index.pyx in pandas._libs.index.IndexEngine.get_loc()

pandas/_libs/hashtable_class_helper.pxi in pandas._libs.hashtable.PyObjectHashTable.get_item()

pandas/_libs/hashtable_class_helper.pxi in pandas._libs.hashtable.PyObjectHashTable.get_item()

KeyError: 'metstat_glo_wh_m_2_low'

During handling of the above exception, another exception occurred:

KeyError                           Traceback (most recent call last)
<ipython-input-21-91ba89bb9cd3> in <module>()
      1 usaf_data = read_one_station(example_usaf)
''', "runtime", "python", "https://github.com/holoviz/datashader/pull/531", note="chained (During handling) traceback from a notebook run; excerpt ends before the final line")
I(a, [("~/Eunectes/mc3/envs/dsdev", "/opt/conda/envs/ds")], "env prefix changed")
I(a, [("<ipython-input-21-91ba89bb9cd3>", "<ipython-input-4-77c0e1f2b3aa>")], "notebook cell id changed")
H(a, [("metstat_glo_wh_m_2_low", "metstat_dir_wh_m_2_low")], "missing column: metstat_glo_wh_m_2_low -> metstat_dir_wh_m_2_low")

a = O('''
Traceback (most recent call last):
  File "/root/autodl-tmp/proj/scripts/change_detection.py", line 92, in <module>
    criticality_df = decision_tree.main(voxelised_df, cfg, VOX_SIZE)
  File "/root/autodl-tmp/proj/scripts/substeps/decision_tree.py", line 188, in main
    if not df[df[f'{CLS_DICT["unclassified"]}_new']>0].empty: # Only execute if there is some unclassified points in the new point cloud
  File "/root/miniconda3/envs/vim/lib/python3.10/site-packages/pandas/core/frame.py", line 3893, in __getitem__
    indexer = self.columns.get_loc(key)
  File "/root/miniconda3/envs/vim/lib/python3.10/site-packages/pandas/core/indexes/base.py", line 3798, in get_loc
    raise KeyError(key) from err
KeyError: '1_new'
''', "runtime", "python", "https://github.com/swiss-territorial-data-lab/proj-qalidar/issues/3")
I(a, [("/root/autodl-tmp/proj", "/home/user/proj-qalidar")], "project dir changed")
h = H(a, [("KeyError: '1_new'", "KeyError: '2_new'")], "missing column: 1_new -> 2_new (another class id)")
I(h, [("/root/miniconda3/envs/vim", "/opt/conda")], "variant of the hard negative: env prefix changed")

a = O('''
Traceback (most recent call last):
  File "keystroke.py", line 217, in <module>
    verification(df)
  File "keystroke.py", line 179, in verification
    pohmm.fit_df(train)
  File "/home/hsoni0303/.local/lib/python3.6/site-packages/pohmm/pohmm.py", line 864, in fit_df
    obs = [df[df.columns.difference([pstate_col])][obs_cols].values for df in dfs]
  File "/home/hsoni0303/.local/lib/python3.6/site-packages/pohmm/pohmm.py", line 864, in <listcomp>
    obs = [df[df.columns.difference([pstate_col])][obs_cols].values for df in dfs]
  File "/home/hsoni0303/.local/lib/python3.6/site-packages/pandas/core/frame.py", line 2133, in __getitem__
    return self._getitem_array(key)
  File "/home/hsoni0303/.local/lib/python3.6/site-packages/pandas/core/frame.py", line 2177, in _getitem_array
    indexer = self.loc._convert_to_indexer(key, axis=1)
  File "/home/hsoni0303/.local/lib/python3.6/site-packages/pandas/core/indexing.py", line 1269, in _convert_to_indexer
    .format(mask=objarr[mask]))
KeyError: '[0 1] not in index'
''', "runtime", "python", "https://github.com/vmonaco/pohmm/issues/2")
I(a, [("/home/hsoni0303/.local/lib/python3.6", "/usr/lib/python3.6")], "site-packages prefix changed")

# --- kotlin / gradle
a = O('''
e: C:\\flutter\\.pub-cache\\hosted\\pub.dartlang.org\\blue_print_pos-0.0.12\\android\\src\\main\\kotlin\\com\\ayeee\\blue_print_pos\\BluePrintPosPlugin.kt: (51, 62): Unresolved reference: R
e: C:\\flutter\\.pub-cache\\hosted\\pub.dartlang.org\\blue_print_pos-0.0.12\\android\\src\\main\\kotlin\\com\\ayeee\\blue_print_pos\\BluePrintPosPlugin.kt: (52, 60): Unresolved reference: currentWindowMetrics
e: C:\\flutter\\.pub-cache\\hosted\\pub.dartlang.org\\blue_print_pos-0.0.12\\android\\src\\main\\kotlin\\com\\ayeee\\blue_print_pos\\BluePrintPosPlugin.kt: (53, 98): Unresolved reference: Type

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':blue_print_pos:compileDebugKotlin'.
> Compilation error. See log for more details

* Try:
Run with --stacktrace option to get the stack trace. Run with --info or --debug option to get more log output. Run with --scan to get full insights.

* Get more help at https://help.gradle.org

BUILD FAILED in 18s
Exception: Gradle task assembleDebug failed with exit code 1
''', "type", "java", "https://github.com/andriyoganp/blue_print_pos/issues/45", adv=True,
  note="Kotlin compile (unresolved API references: compiled against an older SDK); 'BUILD FAILED in 18s' is a duration")
I(a, [("BUILD FAILED in 18s", "BUILD FAILED in 1m 4s")], "build duration changed")
I(a, [("C:\\flutter\\.pub-cache", "C:\\Users\\dev\\AppData\\Local\\Pub\\Cache")], "pub cache location changed")

a = O('''
e: /Users/void/Documents/dev/kotlin/smallexamples/springboot-kotlin-helloworld/build.gradle.kts:32:5: Unresolved reference: compile
e: /Users/void/Documents/dev/kotlin/smallexamples/springboot-kotlin-helloworld/build.gradle.kts:33:5: Unresolved reference: compile
e: /Users/void/Documents/dev/kotlin/smallexamples/springboot-kotlin-helloworld/build.gradle.kts:34:5: Unresolved reference: compile
e: /Users/void/Documents/dev/kotlin/smallexamples/springboot-kotlin-helloworld/build.gradle.kts:35:5: Unresolved reference: testCompile
''', "type", "java", "https://github.com/moelholm/smallexamples/issues/1", note="build script compiled against a newer Gradle where compile/testCompile are gone")
I(a, [("/Users/void/Documents/dev/kotlin", "/home/hl/src")], "checkout path changed")

a = O('''
ScriptCompilationException(errors=[ScriptCompilationError(message=Unresolved reference: grgit, location=/home/kerostampcrab/.gradle/.tmp/gradle-kotlin-dsl-16746973145975358225.tmp/build.gradle.kts (52:41)), ScriptCompilationError(message=Unresolved reference: grgit, location=/home/kerostampcrab/.gradle/.tmp/gradle-kotlin-dsl-16746973145975358225.tmp/build.gradle.kts (53:39))])
''', "type", "java", "https://github.com/IntellectualSites/PlotSquared/issues/3507")
I(a, [("gradle-kotlin-dsl-16746973145975358225.tmp", "gradle-kotlin-dsl-5081774630192554123.tmp")], "gradle temp script id changed")
H(a, [("Unresolved reference: grgit", "Unresolved reference: indraGit")], "unresolved name: grgit -> indraGit")

a = O('''
ScriptCompilationException(errors=[ScriptCompilationError(message=Unresolved reference: codequality, location=/Users/1049263/.gradle/.tmp/gradle-kotlin-dsl-6077388142133076225.tmp/build.gradle.kts (15:7))])
''', "type", "java", "https://github.com/developersancho/JetRorty.Android/issues/22", adv=True, note="'1049263' is a user name in a path")
I(a, [("gradle-kotlin-dsl-6077388142133076225.tmp", "gradle-kotlin-dsl-4070468738517446862.tmp")], "gradle temp script id changed (the id seen in the author's other report)")
I(a, [("/Users/1049263", "/Users/jdoe")], "home dir changed")

# --- C/C++ linker: undefined reference to main
a = O('''
/usr/bin/ld: /usr/lib/gcc/x86_64-linux-gnu/11/../../../x86_64-linux-gnu/Scrt1.o: in function `_start':
(.text+0x1b): undefined reference to `main'
collect2: error: ld returned 1 exit status
gmake[3]: *** [tests/CMakeFiles/boys.gpu.test.dir/build.make:82: tests/boys.gpu.test] Error 1
gmake[2]: *** [CMakeFiles/Makefile2:1069: tests/CMakeFiles/boys.gpu.test.dir/all] Error 2
gmake[1]: *** [CMakeFiles/Makefile2:1076: tests/CMakeFiles/boys.gpu.test.dir/rule] Error 2
gmake: *** [Makefile:621: boys.gpu.test] Error 2
''', "runtime", "cpp", "https://github.com/ValeevGroup/libintx/issues/4", note="a link error: the target has no main(); labelled runtime for want of a link-error kind")
I(a, [("x86_64-linux-gnu/11/", "x86_64-linux-gnu/9/"), ("(.text+0x1b)", "(.text+0x24)")], "gcc version dir and offset changed")
I(a, [("build.make:82", "build.make:97"), ("Makefile2:1069", "Makefile2:1102"), ("Makefile2:1076", "Makefile2:1109"), ("Makefile:621", "Makefile:634")], "generated makefile line numbers changed")
H(a, [("undefined reference to `main'", "undefined reference to `boys_reference'")], "undefined symbol: main -> boys_reference")

a = O('''
/usr/lib/gcc/x86_64-linux-gnu/5/../../../x86_64-linux-gnu/crt1.o: In function `_start':
(.text+0x20): undefined reference to `main'
collect2: error: ld returned 1 exit status
CMakeFiles/mandelad.dir/build.make:72: recipe for target '../bin/mandelad' failed
make[2]: *** [../bin/mandelad] Error 1
CMakeFiles/Makefile2:218: recipe for target 'CMakeFiles/mandelad.dir/all' failed
make[1]: *** [CMakeFiles/mandelad.dir/all] Error 2
Makefile:83: recipe for target 'all' failed
make: *** [all] Error 2
''', "runtime", "cpp", "https://github.com/bcndev/bytecoin/issues/8")
I(a, [("build.make:72", "build.make:75"), ("Makefile2:218", "Makefile2:224")], "generated makefile line numbers changed")

# --- java NPE
a = O('''
Exception in thread "Thread-0" java.lang.NullPointerException: Cannot invoke "net.potatocloud.node.screen.ScreenManager.getCurrentScreen()" because the return value of "net.potatocloud.node.Node.getScreenManager()" is null
\tat net.potatocloud.node.console.ConsoleReader.run(ConsoleReader.java:26)
''', "runtime", "java", "https://github.com/potatocloudmc/potatocloud/issues/16")
I(a, [("Thread-0", "Thread-3")], "thread name/number changed")
I(a, [("ConsoleReader.java:26", "ConsoleReader.java:29")], "line number changed")
H(a, [("getCurrentScreen()", "getScreens()")], "method invoked on null: getCurrentScreen -> getScreens")

a = O('''
java.lang.NullPointerException: Cannot invoke "String.isEmpty()" because "$$0" is null
        at net.minecraft.class_2519.method_23256(class_2519.java:71) ~[server-intermediary.jar:?]
        at net.minecraft.class_2487.method_10582(class_2487.java:231) ~[server-intermediary.jar:?]
        at com.github.clevernucleus.opc.impl.PlayerCacheImpl.toNbt(PlayerCacheImpl.java:150) ~[opc-0.0.1-1ec1f86740e295df.jar:?]
''', "runtime", "java", "https://github.com/BrokenDawn627/Infinity-Modpack/issues/46")
I(a, [("opc-0.0.1-1ec1f86740e295df.jar", "opc-0.0.1-a93b0e21c7d4f586.jar")], "jar build hash changed")
H(a, [("PlayerCacheImpl.toNbt(PlayerCacheImpl.java:150)", "PlayerCacheImpl.fromNbt(PlayerCacheImpl.java:150)")], "failing method: toNbt -> fromNbt")

a = O('''
FAILED.:java.lang.NullPointerException: Cannot invoke "com.heliosapm.utils.jmx.builtins.BuiltIn.execute(javax.management.MBeanServerConnection, String[])" because "this.builtIn" is null
''', "runtime", "java", "https://github.com/nickman/jmxlocal/issues/5")
I(a, [("FAILED.:", "-bash-4.2$ java -jar jmxlocal-1.0.jar  -jmxurl service:jmx:attach:///768\nFAILED.:")], "command line with a PID (768) prepended")

# --- python TypeError unexpected kwarg
a = O('''
>       return cls(collection, *k, **kw)
E       TypeError: __init__() got an unexpected keyword argument 'prov_class'
''', "type", "python", "https://github.com/RedHatQE/widgetastic.core/issues/110")
I(a, [(">       return", ">           return")], "indentation of the pytest source line changed")
H(a, [("'prov_class'", "'provider'")], "unexpected keyword: prov_class -> provider")

a = O('''
TypeError: __init__() got an unexpected keyword argument 'instance_id'
''', "type", "python", "https://github.com/pynamodb/PynamoDB/issues/805")
I(a, [("TypeError", " TypeError")], "leading space (as pasted) added")
H(a, [("'instance_id'", "'config'")], "unexpected keyword: instance_id -> config")
