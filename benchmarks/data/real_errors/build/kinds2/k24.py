"""Batch 24: npm 403s (permission; one authentication), git over ssh timing out."""
from lib import O

O(r"""
npm ERR! code E403
npm ERR! 403 403 Forbidden - GET https://registry.npmjs.org/@hapi/address/-/address-2.0.0.tgz
npm ERR! 403 In most cases, you or one of your dependencies are requesting
npm ERR! 403 a package version that is forbidden by your security policy.
""", "permission", "node", "ricardosaracino/nestjs-sp/issues/2", same="npm-e403-policy")
O(r"""
npm ERR! code E403
npm ERR! 403 403 Forbidden - GET https://registry.npmjs.org/@types/react-redux/-/react-redux-7.1.20.tgz
npm ERR! 403 In most cases, you or one of your dependencies are requesting
npm ERR! 403 a package version that is forbidden by your security policy, or
npm ERR! 403 on a server you do not have access to.
""", "permission", "node", "nodejs/help/issues/3586", same="npm-e403-policy")
O(r"""
$ npm install -g prettyjson
npm ERR! code E403
npm ERR! 403 Forbidden: prettyjson@latest
""", "permission", "node", "rafeca/prettyjson/issues/47")
O(r"""
259 verbose Darwin 20.3.0
260 verbose argv "/usr/local/bin/node" "/usr/local/bin/npm" "i" "--production"
261 verbose node v15.12.0
262 verbose npm  v7.6.3
263 error code E403
264 error 403 403 Forbidden - GET https://npm.remix.run/@remix-run%2farchitect - Missing authorization
265 error 403 In most cases, you or one of your dependencies are requesting
265 error 403 a package version that is forbidden by your security policy, or
265 error 403 on a server you do not have access to.
266 verbose exit 1
""", "permission", "node", "remix-run/starter-architect/issues/3", adv=True, note="log line numbers 259-266 beside a 403")
O(r"""
E403
npm ERR! 403 403 Forbidden - PUT http://registry.npmjs.org/@ly%2fnpm-publish-test - Forbidden
npm ERR! 403 In most cases, you or one of your dependencies are requesting
npm ERR! 403 a package version that is forbidden by your security policy.
""", "permission", "node", "npm/cli/issues/1482")
O(r"""
npm WARN deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported
npm ERR! code E403
npm ERR! 403 403 Forbidden - GET https://registry.tiptap.dev/@tiptap-pro%2fextension-file-handler/-/extension-file-handler-2.9.3.tgz - Tiptap Registry: Unable to verify authentication header! Please check your registry auth config.
npm ERR! 403 In most cases, you or one of your dependencies are requesting
npm ERR! 403 a package version that is forbidden by your security policy, or
npm ERR! 403 on a server you do not have access to.
""", "auth", "node", "Evernomic/comma/issues/2", adv=True,
  note="sent as 403, but the registry could not verify the credential (identity not established)")

O(r"""
ssh: connect to host github.com port 22: Operation timed out
fatal: Could not read from remote repository.
""", "timeout", "git", "docmirror/dev-sidecar/issues/164")
O(r"""
ssh: connect to host github.com port 22: Network is unreachable
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.
""", "network", "git", "microsoft/terminal/issues/8359", adv=True, note="'access rights' is git's generic hint")
O(r"""
h:\>git clone git@github.com:githubteacher/fluffy-octo-guacamole.git
Cloning into 'fluffy-octo-guacamole'...
ssh: connect to host github.com port 22: Connection timed out
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.
""", "timeout", "git", "githubteacher/fluffy-octo-guacamole/issues/21", adv=True, note="'access rights' is git's generic hint",
  same="ssh22-timeout")
O(r"""
plieby@dsw-demo:~$ git clone git@github.com:elixir-luxembourg/daisy.git
Cloning into 'daisy'...
ssh: connect to host github.com port 22: Connection timed out
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists.
""", "timeout", "git", "elixir-luxembourg/daisy/issues/497", adv=True, note="'access rights' is git's generic hint",
  same="ssh22-timeout")
O(r"""
Cloning into 'E:\Git\alljoyn\core-alljoyn'...
fatal: unable to access 'https://github.com/alljoyn/core-alljoyn.git/': Failed to connect to github.com port 443: Timed out
""", "timeout", "git", "desktop/desktop/issues/6031")
O(r"""
git clone https://github.com/githubteacher/fluffy-octo-guacamole.git
Cloning into 'fluffy-octo-guacamole'...
fatal: unable to access 'https://github.com/githubteacher/fluffy-octo-guacamole.git/': The requested URL returned error: 503
""", "network", "git", "githubteacher/fluffy-octo-guacamole/issues/22", note="from a comment in the thread")
O(r"""
ssh: connect to host bitbucket.mycomp.com port 7999: Connection timed out
fatal: Could not read from remote repository.
Please make sure you have the correct access rights
and the repository exists.
""", "timeout", "git", "microsoft/vscode/issues/105252", adv=True, note="'access rights' is git's generic hint")
