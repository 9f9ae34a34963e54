"""Batch 19: express not installed, as Node 12/18 CommonJS, npm start and Node's ESM loader print it; Azure
OpenAI's token and call rate limits across the .NET and Python SDKs, LiteLLM and the sample web app."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- express not installed (import; fix: npm install) ----------------
O(r"""
node:internal/modules/cjs/loader:1078
  throw err;
  ^

Error: Cannot find module 'express'
Require stack:
- C:\Users\Admin\Desktop\Atlas\index.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1075:15)
    at Module._load (node:internal/modules/cjs/loader:920:27)
    at Module.require (node:internal/modules/cjs/loader:1141:19)
    at require (node:internal/modules/cjs/helpers:110:18)
    at Object.<anonymous> (C:\Users\Admin\Desktop\Atlas\index.js:20:17)
    at Module._extensions..js (node:internal/modules/cjs/loader:1308:10)
    at Module.load (node:internal/modules/cjs/loader:1117:32)
    at Module._load (node:internal/modules/cjs/loader:958:12)
    at Function.executeUserEntryPoint [as runMain] (node:internal/modules/run_main:81:12) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ 'C:\\Users\\Admin\\Desktop\\Atlas\\index.js' ]
}

Node.js v18.16.0
""", "import", "node", "FantoX001/Atlas-MD/issues/100", same="node-no-express", note="Node 18 on Windows",
  inc=[[("C:\\Users\\Admin\\Desktop\\Atlas", "D:\\bots\\atlas-md"), ("C:\\\\Users\\\\Admin\\\\Desktop\\\\Atlas", "D:\\\\bots\\\\atlas-md"),
        ("index.js:20:17", "index.js:22:17"), ("Node.js v18.16.0", "Node.js v18.17.1")]],
  hn=[H([("Cannot find module 'express'", "Cannot find module 'dotenv'")], "missing module express -> dotenv (another package)",
        inc=[[("C:\\Users\\Admin\\Desktop\\Atlas", "C:\\Users\\pain\\Atlas-MD"), ("C:\\\\Users\\\\Admin\\\\Desktop\\\\Atlas", "C:\\\\Users\\\\pain\\\\Atlas-MD")]])])
O(r"""
root@vps45676365:~/ExchangePrivate2/server# node main.js
internal/modules/cjs/loader.js:628
    throw err;
    ^

Error: Cannot find module 'express'
Require stack:
- /root/ExchangePrivate2/server/main.js
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:625:15)
    at Function.Module._load (internal/modules/cjs/loader.js:527:27)
    at Module.require (internal/modules/cjs/loader.js:683:19)
    at require (internal/modules/cjs/helpers.js:16:16)
    at Object.<anonymous> (/root/ExchangePrivate2/server/main.js:8:17)
    at Module._compile (internal/modules/cjs/loader.js:776:30)
    at Object.Module._extensions..js (internal/modules/cjs/loader.js:787:10)
    at Module.load (internal/modules/cjs/loader.js:643:32)
    at Function.Module._load (internal/modules/cjs/loader.js:556:12)
    at Function.Module.runMain (internal/modules/cjs/loader.js:839:10) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '/root/ExchangePrivate2/server/main.js' ]
}
""", "import", "node", "3s3s/opentrade/issues/323", same="node-no-express", note="Node 12 on Linux, with the prompt",
  inc=[[("vps45676365", "vps11820934"), ("main.js:8:17", "main.js:9:17")]])
O(r"""
> regx-node@0.0.1 start /www/wwwroot/World
> node server.js

internal/modules/cjs/loader.js:626
    throw err;
    ^

Error: Cannot find module 'express'
Require stack:
- /www/wwwroot/World/server.js
    at Function.Module._resolveFilename (internal/modules/cjs/loader.js:623:15)
    at Function.Module._load (internal/modules/cjs/loader.js:527:27)
    at Module.require (internal/modules/cjs/loader.js:681:19)
    at require (internal/modules/cjs/helpers.js:16:16)
    at Object.<anonymous> (/www/wwwroot/World/server.js:8:18)
    at Module._compile (internal/modules/cjs/loader.js:774:30)
    at Object.Module._extensions..js (internal/modules/cjs/loader.js:785:10)
    at Module.load (internal/modules/cjs/loader.js:641:32)
    at Function.Module._load (internal/modules/cjs/loader.js:556:12)
    at Function.Module.runMain (internal/modules/cjs/loader.js:837:10) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '/www/wwwroot/World/server.js' ]
}
npm ERR! code ELIFECYCLE
npm ERR! errno 1
npm ERR! regx-node@0.0.1 start: `node server.js`
npm ERR! Exit status 1
npm ERR! 
npm ERR! Failed at the regx-node@0.0.1 start script.
npm ERR! This is probably not a problem with npm. There is likely additional logging output above.
npm WARN Local package.json exists, but node_modules missing, did you mean to install?
""", "import", "node", "nice-winter/regx/issues/1", same="node-no-express", note="under npm 6's start script and its wrapper lines (excerpt)",
  inc=[[("/www/wwwroot/World", "/www/wwwroot/regx"), ("server.js:8:18", "server.js:10:18")]])
O(r"""
internal/process/esm_loader.js:74
    internalBinding('errors').triggerUncaughtException(
                              ^

Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'express' imported from /home/bountyhacker/stuff/mongoapp-curso-docker/index.js
    at packageResolve (internal/modules/esm/resolve.js:664:9)
    at moduleResolve (internal/modules/esm/resolve.js:705:18)
    at Loader.defaultResolve [as _resolve] (internal/modules/esm/resolve.js:798:11)
    at Loader.resolve (internal/modules/esm/loader.js:100:40)
    at Loader.getModuleJob (internal/modules/esm/loader.js:246:28)
    at ModuleWrap.<anonymous> (internal/modules/esm/module_job.js:47:40)
    at link (internal/modules/esm/module_job.js:46:36) {
  code: 'ERR_MODULE_NOT_FOUND'
}
""", "import", "node", "nschurmann/mongoapp-curso-docker/issues/5", same="node-no-express",
  note="an ES module import: Node's ESM loader words it 'Cannot find package ... imported from'",
  inc=[[("/home/bountyhacker/stuff/mongoapp-curso-docker", "/srv/app")]])

# ---------------- Azure OpenAI: chat completions over the deployment's token-per-minute limit (rate_limit) ----------------
O(r"""
HTTP 429 (429) Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-05-01-preview have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 86400 seconds. Please go here:
https://aka.ms/oai/quotaincrease
if you would like to further increase the default rate limit.
""", "rate_limit", "azure", "alex-wolf-ps/dbchatprov2/issues/2", same="azure-chat-tpm", note="the .NET SDK's RequestFailedException text",
  inc=[[("2024-05-01-preview", "2024-06-01"), ("86400 seconds", "52 seconds")]],
  hn=[H([("exceeded token rate limit", "exceeded call rate limit")],
        "rate-limit kind tokens per minute -> calls per minute (another quota to raise)")])
O(r"""
INFO:server:ERROR: Error code: 429 - {'error': {'message': "litellm.RateLimitError: AzureException RateLimitError - Error code: 429 - {'error': {'code': '429', 'message': 'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2023-05-15 have exceeded token rate limit of your current AIServices S0 pricing tier. Please retry after 86400 seconds. Please contact Azure support service if you would like to further increase the default rate limit.'}}\nReceived Model Group=azure-gpt-4o-mini\nAvailable Model Group Fallbacks=None", 'type': 'throttling_error', 'param': None, 'code': '429'}}
""", "rate_limit", "azure", "jasonacox/TinyLLM/issues/17", same="azure-chat-tpm", note="LiteLLM's proxy wrapping Azure's body, logged by a chatbot")
O(r"""
Error code: 429 - {'error': {'code': '429', 'message': 'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-08-01-preview have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 86400 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.
""", "rate_limit", "azure", "vanderschaarlab/climb/issues/1", same="azure-chat-tpm", note="openai-python 1.x against Azure (cut by the reporter)",
  inc=[[("2024-08-01-preview", "2024-10-21"), ("86400 seconds", "60 seconds")]])
O(r"""
Error
Requests to the Creates a completion for the chat message Operation under Azure OpenAI API version 2023-03-15-preview have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 7 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.
""", "rate_limit", "azure", "microsoft/sample-app-aoai-chatGPT/issues/131", same="azure-chat-tpm",
  note="the 2023 wording of the same operation ('Creates a completion for the chat message'), in the sample web app",
  inc=[[("retry after 7 seconds", "retry after 12 seconds")]])

# ---------------- Azure OpenAI: embeddings over the call-per-minute limit (rate_limit; another limit) ----------------
O(r"""
\nopenai. error.RateLimitError: Requests to the Embeddings_Create Operation under Azure OpenAI API version 2023-06-01-preview have exceeded the call rate limit of your current OpenAI S0 pricing tier. Please retry after 54 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.
""", "rate_limit", "azure", "microsoft/PubSec-Info-Assistant/issues/479", same="azure-embed-rpm",
  note="openai-python 0.x as an app relays it (a literal \\n and a stray space kept)",
  inc=[[("retry after 54 seconds", "retry after 3 seconds")]])
O(r"""
Requests to the Embeddings_Create Operation under Azure OpenAI API version 2023-07-01-preview have exceeded call rate limit of your current OpenAI S0 pricing tier
""", "rate_limit", "azure", "langchain-ai/langchain/issues/12986", same="azure-embed-rpm", note="issue title (LangChain's embeddings)")
