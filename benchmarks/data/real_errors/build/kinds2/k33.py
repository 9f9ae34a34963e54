"""Batch 33: parse errors that say 'token', 'import' or 'module' (syntax)."""
from lib import O

O(r"""
➜  rabbitmq git:(master) ✗ terraform-docs markdown table .
Error: Invalid expression: Expected the start of an expression, but found an invalid expression token. (and 2 other messages)
""", "syntax", "hcl", "terraform-docs/terraform-docs/issues/593", adv=True, note="'token' in a parser error")
O(r"""
│   on cdk.tf.json line 3984, in resource.github_repository_file.reposofficialnew_cdktfprovideropcgo_repositorysetup_codeowners_F13612D8:
│ 3984:         "count": "${regex(\"-go\", ${github_repository.reposofficialnew_cdktfprovideropcgo_repo_3FB9B00C.name}) == \"-go\" ? 1 : 0}",
│ 
│ Expected the start of an expression, but found an invalid expression token.
╵
╷
│ Error: Invalid character
│ 
│   on cdk.tf.json line 3996, in resource.github_repository_file.reposofficialnew_cdktfprovideroraclepaas_repositorysetup_codeowners_A9B7F244:
""", "syntax", "hcl", "cdktf/cdktf-repository-manager/pull/167", adv=True,
  note="'token' in a parser error; 'line 3984' and 'codeowners' beside it; excerpt")
O(r"""
## Problems

## Error: Invalid expression

(at `main.tf` line 164)

Expected the start of an expression, but found an invalid expression token.
""", "syntax", "hcl", "hashicorp/terraform-config-inspect/issues/27", adv=True, note="'token' in a parser error")
O(r"""
 Jest encountered an unexpected token

    Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript syntax, or when Jest is not configured to support such syntax.

    Out of the box Jest supports Babel, which will be used to transform your files into valid JS based on your Babel configuration.

    By default "node_modules" folder is ignored by transformers.
    
    SyntaxError: Cannot use import statement outside a module
""", "syntax", "node", "uidotdev/usehooks/issues/265", adv=True,
  note="a file could not be parsed; 'import' and 'module' name the statement, no module is missing")
O(r"""
 FAIL  __tests__/App.test.js
  ● Test suite failed to run

    Jest encountered an unexpected token

    Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript syntax, or when Jest is not configured to support such syntax.
""", "syntax", "node", "kimxogus/react-native-version-check/issues/229", adv=True,
  note="the suite could not run because a file could not be parsed; excerpt")
O(r"""
`SyntaxError: Cannot use import statement outside a module at /index.js:1:1`
""", "syntax", "node", "weibenfalk/vanilla-js-pacman/issues/3", adv=True, note="'import' and 'module' name the statement")
