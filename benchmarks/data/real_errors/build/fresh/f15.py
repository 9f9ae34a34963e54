"""Batch 15: yarn not installed as bash, zsh, cmd.exe and PowerShell print it; a GitHub token without the
permission to comment, as four Actions/octokit versions print it."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- yarn not installed / not on PATH (dependency: a tool not installed) ----------------
O(r"""
$ yarn add axios
bash: yarn: command not found
""", "dependency", "shell", "yarnpkg/yarn/issues/4920", same="yarn-missing", note="Git Bash on Windows",
  inc=[[("$ yarn", "user@DESKTOP-4F2K MINGW64 ~/app\n$ yarn")]],
  hn=[H([("yarn add axios", "pnpm add axios"), ("bash: yarn:", "bash: pnpm:")],
        "missing command yarn -> pnpm (another tool)")])
O(r"""
zsh: command not found: yarn
""", "dependency", "shell", "yarnpkg/yarn/issues/8292", same="yarn-missing", note="issue title: zsh's wording")
O(r"""
'yarn' is not recognized as an internal or external command,
operable program or batch file.
""", "dependency", "shell", "warengonzaga/css-text-portrait-builder/issues/25", same="yarn-missing", note="cmd.exe's wording")
O(r"""
yarn : The term 'yarn' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the 
spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ yarn add all
+ ~~~~
    + CategoryInfo          : ObjectNotFound: (yarn:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
""", "dependency", "shell", "HashLips/hashlips_art_engine/issues/60", same="yarn-missing",
  note="PowerShell in VS Code's terminal (the line break at the terminal width kept)")

# ---------------- GitHub token lacks the permission to comment (permission: a real 403) ----------------
RNA = "the workflow token may not write comments (fork or missing 'permissions:'); a 403 that is not a rate limit"
O(r"""
Run peter-evans/create-or-update-comment@v3
/home/runner/work/_actions/peter-evans/create-or-update-comment/v3/dist/index.js:4690
      const error = new requestError.RequestError(toErrorMessage(data), status, {
                    ^

RequestError [HttpError]: Resource not accessible by integration
    at /home/runner/work/_actions/peter-evans/create-or-update-comment/v3/dist/index.js:4690:21
    at processTicksAndRejections (node:internal/process/task_queues:96:5) {
  status: 403,
  response: {
    url: 'https://api.github.com/repos/ngimdock/express-typescript-starter/issues/6/comments',
    status: 403,
""", "permission", "github-actions", "peter-evans/create-or-update-comment/issues/188", same="gh-token-no-comment",
  note="an action bundled with ncc, Node 16 (excerpt). " + RNA,
  inc=[[("ngimdock/express-typescript-starter/issues/6", "acme/widgets/issues/42"), ("index.js:4690", "index.js:4695")]],
  hn=[H([("RequestError [HttpError]: Resource not accessible by integration", "RequestError [HttpError]: Bad credentials"),
         ("status: 403", "status: 401")],
        "GitHub API error 403 'Resource not accessible by integration' -> 401 'Bad credentials' (the token itself is wrong)",
        kind="auth")])
O(r"""
RequestError [HttpError]: Resource not accessible by integration
Error: Unhandled error: HttpError: Resource not accessible by integration
    at /home/runner/work/_actions/actions/github-script/v7/dist/index.js:9537:21
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async eval (eval at callAsyncFunction (/home/runner/work/_actions/actions/github-script/v7/dist/index.js:35424:16), <anonymous>:9:1)
    at async main (/home/runner/work/_actions/actions/github-script/v7/dist/index.js:35522:20) {
  status: 403,
""", "permission", "github-actions", "Bashamega/WebDevTools/issues/163", same="gh-token-no-comment",
  note="actions/github-script v7 (excerpt). " + RNA,
  inc=[[("<anonymous>:9:1", "<anonymous>:14:1")]])
O(r"""
HttpError: Resource not accessible by integration
    at /home/runner/work/microPebble/microPebble/node_modules/@octokit/request/dist-node/index.js:86:21
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
""", "permission", "github-actions", "sett-and-hive/sarif-to-comment-action/issues/551", same="gh-token-no-comment",
  note="@octokit/request from a project's own node_modules. " + RNA,
  inc=[[("/home/runner/work/microPebble/microPebble", "/home/runner/work/pebble-app/pebble-app")]])
O(r"""
> (node:1) UnhandledPromiseRejectionWarning: HttpError: Resource not accessible by integration
    at /node_modules/@octokit/request/dist-node/index.js:66:23
    at processTicksAndRejections (internal/process/task_queues.js:95:5)
""", "permission", "github-actions", "thollander/actions-comment-pull-request/issues/30", same="gh-token-no-comment",
  note="a Docker action on an older Node (unhandled rejection warning). " + RNA,
  inc=[[("(node:1)", "(node:7)")]])
