from lib import *
# --- Python.h missing
a = O('''
mining/utils/_pandas.c:4:20: fatal error: Python.h: No such file or directory
 #include "Python.h"
                    ^
compilation terminated.
error: command 'gcc' failed with exit status 1
make: *** [environment] Error 1
''', "import", "c", "https://github.com/mining/mining/issues/274", note="a missing header per the label definition; the fix is installing python-dev")
I(a, [("_pandas.c:4:20", "_pandas.c:6:20")], "line number changed")
H(a, [("fatal error: Python.h:", "fatal error: numpy/arrayobject.h:"), ('#include "Python.h"', '#include "numpy/arrayobject.h"')], "missing header: Python.h -> numpy/arrayobject.h")

a = O('''
    src/twisted/test/raiser.c:4:10: fatal error: Python.h: No such file or directory
     #include "Python.h"
              ^~~~~~~~~~
    compilation terminated.
    error: command 'x86_64-linux-gnu-gcc' failed with exit status 1
''', "import", "c", "https://github.com/gyoisamurai/GyoiThon/issues/39")
I(a, [("x86_64-linux-gnu-gcc", "gcc")], "compiler driver name changed")
h = H(a, [("Python.h: No such", "ffi.h: No such"), ('#include "Python.h"', '#include "ffi.h"'), ("^~~~~~~~~~", "^~~~~~~")], "missing header: Python.h -> ffi.h")
I(h, [("raiser.c:4:10", "_cffi_backend.c:15:10"), ("src/twisted/test/", "c/")], "variant of the hard negative: source file and line changed")

a = O('''
fatal error: Python.h: No such file or directory
      177 | #include "Python.h"
          |          ^~~~~~~~~~
    compilation terminated.
    error: command 'gcc' failed with exit status 1
''', "import", "c", "https://github.com/andriyor/ghtopdep/pull/4")
I(a, [("177 |", "181 |")], "line number changed")

# --- pthread link errors
a = O('''
/opt/nebula/third-party/lib/gcc/x86_64-pc-linux-gnu/8.2.0/../../../../x86_64-pc-linux-gnu/bin/ld: /tmp/ccdVNSME.o: in function `main':
thread2.cpp:(.text+0xd2): undefined reference to `pthread_create'
collect2: error: ld returned 1 exit status
''', "import", "cpp", "https://github.com/tong-hao/tech-log/issues/196", note="a library (libpthread) not linked; nearest kind is import (a library the toolchain cannot find)")
I(a, [("/tmp/ccdVNSME.o", "/tmp/ccX81kQa.o")], "temp object file name changed")
I(a, [("(.text+0xd2)", "(.text+0xe6)")], "text offset changed")
H(a, [("`pthread_create'", "`dlopen'")], "undefined symbol: pthread_create -> dlopen (libdl)")

a = O('''
/usr/bin/ld: CMakeFiles/run_net.dir/tests/run_net.cpp.o: undefined reference to symbol 'pthread_create@@GLIBC_2.2.5'
//lib/x86_64-linux-gnu/libpthread.so.0: error adding symbols: DSO missing from command line
collect2: error: ld returned 1 exit status
CMakeFiles/run_net.dir/build.make:95: recipe for target 'run_net' failed
make[2]: *** [run_net] Error 1
''', "import", "cpp", "https://github.com/luoyetx/mini-caffe/issues/103")
I(a, [("build.make:95", "build.make:98")], "generated makefile line changed")
H(a, [("'pthread_create@@GLIBC_2.2.5'", "'sqrt@@GLIBC_2.2.5'"), ("libpthread.so.0", "libm.so.6")], "undefined symbol: pthread_create (libpthread) -> sqrt (libm)")

a = O('''
gcc SLOWLORIS.c -o slow.exe

SLOWLORIS.c:(.text+0x1050): undefined reference to `pthread_create';
''', "import", "c", "https://github.com/vbooter/DDoS-Scripts/issues/3")
I(a, [("(.text+0x1050)", "(.text+0x1068)")], "text offset changed")

# --- cmake OpenSSL (dependency)
a = O('''
CMake Error at /usr/share/cmake-3.5/Modules/FindPackageHandleStandardArgs.cmake:148 (message):
  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the
  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_LIBRARIES
  OPENSSL_INCLUDE_DIR)
Call Stack (most recent call first):
  /usr/share/cmake-3.5/Modules/FindPackageHandleStandardArgs.cmake:388 (_FPHSA_FAILURE_MESSAGE)
  /usr/share/cmake-3.5/Modules/FindOpenSSL.cmake:370 (find_package_handle_standard_args)
  CMakeLists.txt:8 (find_package)

-- Configuring incomplete, errors occurred!
''', "dependency", "cpp", "https://github.com/udacity/CarND-PID-Control-Project/pull/6")
I(a, [("cmake-3.5", "cmake-3.10"), ("cmake:148", "cmake:137"), ("cmake:388", "cmake:378"), ("FindOpenSSL.cmake:370", "FindOpenSSL.cmake:390")], "cmake version and its module line numbers changed")
I(a, [("CMakeLists.txt:8", "CMakeLists.txt:9")], "CMakeLists line changed")
H(a, [("Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the\n  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_LIBRARIES\n  OPENSSL_INCLUDE_DIR)", "Could NOT find ZLIB (missing: ZLIB_LIBRARY ZLIB_INCLUDE_DIR)"), ("FindOpenSSL.cmake:370", "FindZLIB.cmake:120")], "package not found: OpenSSL -> ZLIB")

a = O('''
CMake Error at /Applications/CMake.app/Contents/share/cmake-3.10/Modules/FindPackageHandleStandardArgs.cmake:137 (message):
  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the
  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY)
Call Stack (most recent call first):
  /Applications/CMake.app/Contents/share/cmake-3.10/Modules/FindPackageHandleStandardArgs.cmake:378 (_FPHSA_FAILURE_MESSAGE)
  /Applications/CMake.app/Contents/share/cmake-3.10/Modules/FindOpenSSL.cmake:390 (find_package_handle_standard_args)
  libraries/fc/CMakeLists.txt:152 (find_package)
''', "dependency", "cpp", "https://github.com/steemit/steem/issues/2197")
I(a, [("/Applications/CMake.app/Contents/share/cmake-3.10", "/usr/local/share/cmake-3.10")], "cmake install prefix changed")

# --- JVM version mismatch (dependency)
a = O('''
Exception in thread "main" java.lang.UnsupportedClassVersionError: org/springframework/boot/loader/JarLauncher has been compiled by a more recent version of the Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class file versions up to 52.0
        at java.lang.ClassLoader.defineClass1(Native Method)
        at java.lang.ClassLoader.defineClass(Unknown Source)
        at java.security.SecureClassLoader.defineClass(Unknown Source)
''', "dependency", "java", "https://github.com/rabume/cs2-dma-radar/issues/16", adv=True,
  note="needs Java 17 but Java 8 is installed (unsupported runtime version); 61.0/52.0 are class-file versions")
I(a, [('Exception in thread "main" ', "")], "thread prefix dropped")
H(a, [("(class file version 61.0)", "(class file version 55.0)")], "required runtime: class file 61 (Java 17) -> 55 (Java 11)")

a = O('''
Caused by: java.lang.UnsupportedClassVersionError: webapp/tier/service/MongodbService has been compiled by a more recent version of the Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class file versions up to 55.0
''', "dependency", "java", "https://github.com/yurake/k8s-3tier-webapp/issues/2771", adv=True)
I(a, [("Caused by: ", "")], "'Caused by: ' prefix dropped")
H(a, [("only recognizes class file versions up to 55.0", "only recognizes class file versions up to 52.0")], "installed runtime: Java 11 (55) -> Java 8 (52)")

# --- gradle can't resolve (dependency)
a = O('''
FAILURE: Build failed with an exception.

* What went wrong:
A problem occurred configuring root project 'android'.
> Could not resolve all files for configuration ':classpath'.
   > Could not find com.android.tools.build:gradle:7.4.
     Searched in the following locations:
       - https://dl.google.com/dl/android/maven2/com/android/tools/build/gradle/7.4/gradle-7.4.pom
       - https://jcenter.bintray.com/com/android/tools/build/gradle/7.4/gradle-7.4.pom
     Required by:
         project :
''', "dependency", "java", "https://github.com/JohannesMilke/pdf_viewer_example/issues/4")
I(a, [("FAILURE: Build failed with an exception.\n\n", "")], "FAILURE header dropped")
H(a, [("Could not find com.android.tools.build:gradle:7.4.", "Could not find com.google.gms:google-services:4.3.15."), ("com/android/tools/build/gradle/7.4/gradle-7.4.pom", "com/google/gms/google-services/4.3.15/google-services-4.3.15.pom")], "artifact not found: com.android.tools.build:gradle:7.4 -> com.google.gms:google-services:4.3.15")

a = O('''
> Could not resolve all files for configuration ':compileClasspath'.
   > Could not find com.cccstudio:sky_core:1.0.2.
     Searched in the following locations:
       - https://maven.neoforged.net/releases/com/cccstudio/sky_core/1.0.2/sky_core-1.0.2.pom
       - https://maven.pkg.github.com/CCCStudioCoder/Sky-core/com/cccstudio/sky_core/1.0.2/sky_core-1.0.2.pom
       - https://repo.maven.apache.org/maven2/com/cccstudio/sky_core/1.0.2/sky_core-1.0.2.pom
     Required by:
         root project :
''', "dependency", "java", "https://github.com/gradle/gradle/issues/34016")
I(a, [("> Could not resolve all files", "Configuration cache state could not be cached: field `classpath` of task `:compileJava` of type `org.gradle.api.tasks.compile.JavaCompile`: error writing value of type 'org.gradle.api.internal.artifacts.configurations.DefaultUnlockedConfiguration'\n> Could not resolve all files")], "configuration-cache wrapper line (as in the thread's full message) prepended")
