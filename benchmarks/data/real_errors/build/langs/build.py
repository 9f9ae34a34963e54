import sys, json
sys.path.insert(0, '/tmp/corp')
import lib
import importlib
for m in sys.argv[1:]:
    importlib.import_module(m)
print(len(lib.ROWS))
