"""Batch 5: 401 inside JSON, gRPC PERMISSION_DENIED, S3 AccessDenied, expired AWS tokens."""
from lib import O

# ---------------- auth ----------------
O(r"""
{
  "error": {
    "code": 401,
    "status": "Unauthorized",
    "reason": "No valid session credentials found in the request.",
    "message": "The request could not be authorized"
  }
}
""", "auth", "json", "jserv/ttt/issues/46", adv=True, note="401 inside a JSON body")
O(r"""
vagrant@rman:/$ st2 auth admin
Password:
/usr/local/lib/python2.7/dist-packages/requests/packages/urllib3/connectionpool.py:791: InsecureRequestWarning: Unverified HTTPS request is being made. Adding certificate verification is strongly advised. See: https://urllib3.readthedocs.org/en/latest/security.html
  InsecureRequestWarning)
ERROR: 401 Client Error: Unauthorized
MESSAGE: Invalid or missing credentials for url: https://10.0.2.15/auth/tokens
""", "auth", "python", "StackStorm/st2/issues/2410", adv=True, note="'certificate verification' warning beside a 401")
O(r"""
[17:39:33] ERROR: Miasma::Error::ApiError::RequestError: Forbidden - ExpiredToken: The security token included in the request is expired
""", "auth", "ruby", "miasma-rb/miasma/issues/23", adv=True, note="an expired credential sent as 'Forbidden'")
O(r"""
IDX10223: Lifetime validation failed. The token is expired. ValidTo: '03/30/2020 02:28:05', Current time: '04/01/2020 22:26:59'.
""", "auth", "csharp", "AzureAD/azure-activedirectory-identitymodel-extensions-for-dotnet/issues/1368")

# ---------------- permission ----------------
O(r"""
java.util.concurrent.ExecutionException: com.google.api.gax.rpc.PermissionDeniedException: io.grpc.StatusRuntimeException: PERMISSION_DENIED: Missing or insufficient permissions.
	at com.google.common.util.concurrent.AbstractFuture.getDoneValue(AbstractFuture.java:566)
	at com.google.common.util.concurrent.AbstractFuture.get(AbstractFuture.java:547)
	at com.google.common.util.concurrent.FluentFuture$TrustedFuture.get(FluentFuture.java:88)
""", "permission", "java", "googleapis/google-cloud-java/issues/7697", note="excerpt (first frames)")
O(r"""
Error: 7 PERMISSION_DENIED: Missing or insufficient permissions.
    at Object.callErrorFromStatus (/home/runner/bot-3/node_modules/google-gax/node_modules/@grpc/grpc-js/build/src/call.js:31:26)
    at Object.onReceiveStatus (/home/runner/bot-3/node_modules/google-gax/node_modules/@grpc/grpc-js/build/src/client.js:327:49)
    at processTicksAndRejections (internal/process/task_queues.js:79:11)
Caused by: Error
    at Firestore.getAll (/home/runner/bot-3/node_modules/@google-cloud/firestore/build/src/index.js:809:23)
    at DocumentReference.get (/home/runner/bot-3/node_modules/@google-cloud/firestore/build/src/reference.js:208:32)
""", "permission", "node", "v-briese/RoboLiam/issues/49", note="excerpt; a bare 'Caused by: Error' says nothing")
O(r"""
Status Code: 403, AWS Service: Amazon S3, AWS Request ID: E6B2194B3E5E353C, AWS Error Code: AccessDenied, AWS Error Message: Access Denied
""", "permission", "java", "yegor256/s3auth/issues/85")
O(r"""
requests.RequestFailedException: Request to https://cli-dataflow.s3.amazonaws.com/ failed with status code 403
<Error>
  <Code>AccessDenied</Code>
  <Message>
    User: arn:aws:iam::638117407428:user/s3 is not authorized to perform: s3:PutObject on resource:
    "arn:aws:s3:::cli-dataflow/prod/0d0c372fad8852fd1687eebf05d094b7b9ca8f7ba05ce14fcbd389809ce733de/b60624b137eb37976c3a7aae84e0a38e.json"
    with an explicit deny in an identity-based policy
  </Message>
  <RequestId>031AK89J6AXZ7T60</RequestId>
""", "permission", "python", "Privado-Inc/privado/issues/573", note="excerpt")
O(r"""
upload failed: ./baz to s3://mybucket/foo/bar/baz A client error (AccessDenied) occurred when calling the PutObject operation: Access Denied
""", "permission", "python", "aws/aws-cli/issues/813")
O(r"""
User Warning: GenericErrorHandler 512: S3::putObject(): [AccessDenied]
Access Denied on line 358 of file /Users/jdsimcoe/Sites/fire/extensions/s3upload_field/lib/S3.php
""", "permission", "php", "symphonists/s3upload_field/issues/16", adv=True, note="'512' and 'line 358' are not statuses")
