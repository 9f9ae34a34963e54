"""Batch 21: modules named auth / credentials that cannot be found or imported."""
from lib import O

O(r"""
/geodata-checkout# node app.js

module.js:340
    throw err;
          ^
Error: Cannot find module '../auth'
    at Function.Module._resolveFilename (module.js:338:15)
    at Function.Module._load (module.js:280:25)
    at Module.require (module.js:364:17)
    at require (module.js:380:17)
    at Object.<anonymous> (/vagrant/www/geodata-checkout/routes/index.js:7:12)
""", "import", "node", "codeforamerica/geodata-checkout/issues/1", adv=True, note="'auth' is the missing module; excerpt")
O(r"""
Error: Cannot find module '../middlewares'
Require stack:
- C:\Users\Lenovo\feb-mern-2020\mern project\node-js-jwt-auth-mongodb\app\routes\auth.routes.js
- C:\Users\Lenovo\feb-mern-2020\mern project\node-js-jwt-auth-mongodb\server.js
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:982:15)
    at Function.Module._load (internal/modules/cjs/loader.js:864:27)
""", "import", "node", "swagger-api/swagger-node/issues/600", adv=True, note="'jwt-auth' and 'auth.routes.js' in paths; excerpt")
O(r"""
node:internal/modules/cjs/loader:928
  throw err;
  ^

Error: Cannot find module '../../Configurations/auth.js'
Require stack:
- C:\Users\unkno\OneDrive\Desktop\bot-indev-4.0.2\Modules\Utils\GitHubGist.js
- C:\Users\unkno\OneDrive\Desktop\bot-indev-4.0.2\Modules\Utils\index.js
""", "import", "node", "GAwesomeBot/bot/issues/764", adv=True, note="'auth.js' is the missing module; excerpt")
O(r"""
internal/modules/cjs/loader.js:613
    throw err;
    ^

Error: Cannot find module './auth.json'
Require stack:
- C:\Users\v_isi\Documents\Work you fucken autistic bot\bot.js
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:610:15)
""", "import", "node", "renesansz/discord-greeter-bot/issues/228", adv=True, note="'auth.json' is the missing module; excerpt")
O(r"""
internal/modules/cjs/loader.js:1023
  throw err;
  ^

Error: Cannot find module '/Users/tireejackson/Documents/backend_repo/auth.js'
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:1020:15)
    at Function.Module._load (internal/modules/cjs/loader.js:890:27)
    at Function.executeUserEntryPoint [as runMain] (internal/modules/run_main.js:71:12)
    at internal/main/run_main_module.js:17:47 {
  code: 'MODULE_NOT_FOUND',
  requireStack: []
}
""", "runtime", "node", "spotify/web-api-examples/issues/56", adv=True,
  note="the script given to node does not exist: a file missing at run time, not an import; 'auth.js' is its name")
O(r"""
----> 1 from authing import Authing

ImportError: cannot import name 'Authing' from 'authing' (/home/mymusise/pro/trade-server/env/lib/python3.7/site-packages/authing/__init__.py)
""", "import", "python", "Authing/authing-py-sdk/pull/2", adv=True, note="'authing' is a module name")
O(r"""
  File "ownbot2.py", line 11, in <module>
    from ownbot.auth import requires_usergroup, assign_first_to
  File "/home/xxx/ownbot2.py", line 11, in <module>
ImportError: No module named auth
""", "import", "python", "michaelimfeld/ownbot/issues/8", adv=True, note="'auth' is the missing module")
O(r"""
File "$HOME/email.py", line 1, in <module>
    from exchangelib import Credentials, Account
ImportError: cannot import name 'Credentials' from partially initialized module 'exchangelib' (most likely due to a circular import) ($HOME/.venv/lib/python3.11/site-packages/exchangelib/__init__.py
""", "import", "python", "ecederstrand/exchangelib/issues/1214", adv=True, note="'Credentials' is an imported name")
