"""Batch 8: expired AWS session credentials across the CLI, Go SDK v1/v2 and boto2; npm's global directory not
writable across npm 3 and npm 6."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- AWS: expired STS session token (auth; several printers send it with 403) ----------------
EXP = "fix: refresh the temporary credentials"
O(r"""
An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: The security token included in the request is expired
""", "auth", "aws", "miquella/vaulted/issues/107", same="aws-expired-token", note="the AWS CLI / botocore wording. " + EXP,
  hn=[H([("(ExpiredToken)", "(InvalidClientTokenId)"), ("The security token included in the request is expired",
                                                            "The security token included in the request is invalid.")],
        "error code ExpiredToken -> InvalidClientTokenId (a wrong key, not an expired session; the message follows the code)")])
O(r"""
lambda.functions: failed to resolve table "aws_lambda_function_concurrency_configs": error at github.com/cloudquery/cq-provider-aws/resources/services/lambda.fetchLambdaFunctionConcurrencyConfigs[functions.go:1365] operation error Lambda: ListProvisionedConcurrencyConfigs, https response error StatusCode: 403, RequestID: xxxx, api error ExpiredTokenException: The security token included in the request is expired
""", "auth", "aws", "cloudquery/cq-provider-aws/pull/1171", same="aws-expired-token", adv=True,
  note="aws-sdk-go-v2 inside a plugin's own prefix; sent with status 403 though it is an authentication failure. " + EXP,
  inc=[[("functions.go:1365", "functions.go:1402"), ("RequestID: xxxx", "RequestID: 7f3c2a9e-5b1d-4c8e-9a0f-2d6b8e1c4a73")]])
O(r"""
ExpiredTokenException: The security token included in the request is expired status code: 403, request id: 5U4D7KK6ZSNY4I3I3DTFUIVMEU
""", "auth", "aws", "grafana/timestream-datasource/issues/92", same="aws-expired-token", adv=True,
  note="aws-sdk-go v1 in a Grafana data source; status 403 for an authentication failure. " + EXP,
  inc=[[("5U4D7KK6ZSNY4I3I3DTFUIVMEU", "Q2LM8RN3VFZP7ACX1KDTGHJ4WE")]])
O(r"""
cfn-sphere mhoyer$ cf sync stacks-prod.yml
AWS API Error: BotoServerError: 403 Forbidden
<ErrorResponse xmlns="https://iam.amazonaws.com/doc/2010-05-08/">
  <Error>
    <Type>Sender</Type>
    <Code>ExpiredToken</Code>
    <Message>The security token included in the request is expired</Message>
  </Error>
  <RequestId>689b4496-ca92-11e5-9a31-4932678efe5c</RequestId>
</ErrorResponse>
""", "auth", "aws", "cfn-sphere/cfn-sphere/issues/55", same="aws-expired-token", adv=True,
  note="boto2's XML error body behind a CLI's prefix; 403 Forbidden for an expired session. " + EXP,
  inc=[[("689b4496-ca92-11e5-9a31-4932678efe5c", "0c1e7d52-3b8a-11e6-bf4d-8b1a2f9c6e01"), ("mhoyer$", "jenkins$"),
        ("stacks-prod.yml", "stacks-staging.yml")]])
O(r"""
botocore.errorfactory.ExpiredTokenException: An error occurred (ExpiredTokenException) when calling the AssumeRoleWithWebIdentity operation: Token expired: current date/time 1624482533 must be before the expiration date/time1624482335
""", "auth", "aws", "awslabs/aws-orbit-workbench/issues/707",
  note="the web-identity (OIDC) token file expired, not the session credentials: another failure, another fix",
  inc=[[("1624482533", "1630011942"), ("1624482335", "1630011600")]])

# ---------------- npm: the global prefix not writable (permission), npm 3 and npm 6 ----------------
O(r"""
npm ERR! Darwin 14.5.0
npm ERR! argv "/usr/local/bin/node" "/usr/local/bin/npm" "install" "-g" "yo"
npm ERR! node v5.7.1
npm ERR! npm  v3.6.0
npm ERR! path /usr/local/lib/node_modules
npm ERR! code EACCES
npm ERR! errno -13
npm ERR! syscall access

npm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR!     at Error (native)
npm ERR!  { [Error: EACCES: permission denied, access '/usr/local/lib/node_modules']
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'access',
npm ERR!   path: '/usr/local/lib/node_modules' }
npm ERR! 
npm ERR! Please try running this command again as root/Administrator.
""", "permission", "npm", "npm/npm/issues/11806", same="npm-global-eacces",
  note="npm 3 on macOS (excerpt: the first of two failures)",
  inc=[[("Darwin 14.5.0", "Darwin 15.2.0"), ("node v5.7.1", "node v5.10.1"), ("npm  v3.6.0", "npm  v3.8.3")]])
O(r"""
checkPermissions Missing write access to /usr/local/lib/node_modules
/usr/local/lib


"/usr/local/bin/node" "/usr/local/bin/npm" "install" "-g" "abao"
npm ERR! node v6.9.1
npm ERR! npm  v3.10.8
npm ERR! path /usr/local/lib/node_modules
npm ERR! code EACCES
npm ERR! errno -13
npm ERR! syscall access

npm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR!     at Error (native)
npm ERR!  { Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR!     at Error (native)
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'access',
npm ERR!   path: '/usr/local/lib/node_modules' }
npm ERR! 
npm ERR! Please try running this command again as root/Administrator.
""", "permission", "npm", "npm/npm/issues/14463", same="npm-global-eacces",
  note="npm 3.10 with its checkPermissions warning (prefixes partly lost in the quote)",
  hn=[H([("/usr/local/lib/node_modules", "/Users/ari/.npm/_cacache")],
        "path not writable: the global prefix -> the user's npm cache (root-owned cache: chown ~/.npm, another fix)")])
O(r"""
npm WARN checkPermissions Missing write access to /usr/local/lib/node_modules
npm ERR! path /usr/local/lib/node_modules
npm ERR! code EACCES
npm ERR! errno -13
npm ERR! syscall access
npm ERR! Error: EACCES: permission denied, access '/usr/local/lib/node_modules'
npm ERR!  { [Error: EACCES: permission denied, access '/usr/local/lib/node_modules']
npm ERR!   stack:
npm ERR!    'Error: EACCES: permission denied, access \'/usr/local/lib/node_modules\'',
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'access',
npm ERR!   path: '/usr/local/lib/node_modules' }
npm ERR! 
npm ERR! The operation was rejected by your operating system.
npm ERR! It is likely you do not have the permissions to access this file as the current user
npm ERR! 
npm ERR! If you believe this might be a permissions issue, please double-check the
npm ERR! permissions of the file and its containing directories, or try running
npm ERR! the command again as root/Administrator (though this is not recommended).
""", "permission", "npm", "nodejs/node/issues/26234", same="npm-global-eacces", note="npm 6's longer advice")
O(r"""
npm WARN checkPermissions Missing write access to /usr/lib/node_modules
npm ERR! path /usr/lib/node_modules
npm ERR! code EACCES
npm ERR! errno -13
npm ERR! syscall access
npm ERR! Error: EACCES: permission denied, access '/usr/lib/node_modules'
npm ERR!  { Error: EACCES: permission denied, access '/usr/lib/node_modules'
npm ERR!   stack: 'Error: EACCES: permission denied, access \'/usr/lib/node_modules\'',
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'access',
npm ERR!   path: '/usr/lib/node_modules' }
npm ERR! 
npm ERR! Please try running this command again as root/Administrator.
""", "permission", "npm", "appium/appium/issues/9609", same="npm-global-eacces",
  note="a distribution's Node with its global prefix under /usr (the prefix path is incidental)",
  inc=[[("/usr/lib/node_modules", "/opt/node-v8.9.1/lib/node_modules"), ]])
