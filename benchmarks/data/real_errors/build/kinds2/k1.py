"""Batch 1: cloud throttling (AWS), gRPC / Google quota errors, ENOSPC."""
from lib import O

# ---------------- AWS throttling: a rate limit, often sent with status 400 ----------------
O(r"""
/.../cfn-stack-event-stream/node_modules/aws-sdk/lib/request.js:32
          throw err;
                ^
Throttling: Rate exceeded
    at Request.extractError (/.../cfn-stack-event-stream/node_modules/aws-sdk/lib/protocol/query.js:39:29)
    at Request.callListeners (/.../cfn-stack-event-stream/node_modules/aws-sdk/lib/sequential_executor.js:100:18)
    at Request.emit (/.../cfn-stack-event-stream/node_modules/aws-sdk/lib/sequential_executor.js:77:10)
""", "rate_limit", "node", "aws/aws-sdk-js/issues/412", note="excerpt (first frames)")
O(r"""
2018-12-14T02:00:17.989Z	ffdf5c83-ff43-11e8-8067-fb1206afb610	{ ThrottlingException: Rate exceeded
at Request.extractError (/var/task/node_modules/aws-sdk/lib/protocol/json.js:51:27)
at Request.callListeners (/var/task/node_modules/aws-sdk/lib/sequential_executor.js:106:20)
at Request.emit (/var/task/node_modules/aws-sdk/lib/sequential_executor.js:78:10)
message: 'Rate exceeded',
code: 'ThrottlingException',
time: 2018-12-14T02:00:17.988Z,
""", "rate_limit", "node", "aws/aws-sdk-js/issues/2432", note="excerpt (some frames left out)")
O(r"""
AWS::EMR::Errors::ThrottlingException Rate exceeded
""", "rate_limit", "ruby", "aws/aws-sdk-ruby/issues/825")
O(r"""
ERROR: Amazon returned an error for the request.
ERROR: RAW_XML: <?xml version="1.0"?>
<ErrorResponse xmlns="https://route53.amazonaws.com/doc/2011-05-05/"><Error><Type>Sender</Type><Code>Throttling</Code><Message>Rate exceeded</Message></Error><RequestId>c4aa67a4-d9b3-11e0-bbf6-2d3eee7674ab</RequestId></ErrorResponse>
ERROR: Throttling: Rate exceeded
""", "rate_limit", "ruby", "pcorliss/ruby_route_53/issues/13")
O(r"""
{"message":"Rate exceeded.","code":"ThrottlingException","time":"2020-08-11T15:56:54.456Z","requestId":"54a2a417-876a-4d95-a21d-2f50b634ce27","statusCode":400,"retryable":true}
""", "rate_limit", "node", "cisagov/crossfeed/issues/247", adv=True, note="a rate limit sent with status 400")
O(r"""
$ convox deploy
Deploying staeco
Creating tarball... OK
Uploading... 70.05 MB / 70.05 MB  100.00 % 0s
ERROR: ThrottlingException: Rate exceeded
status code: 400, request id: 14528fcb-76fc-11e6-9d4c-cb4ccd1cee97
""", "rate_limit", "go", "convox/rack/issues/1211", adv=True, note="a rate limit sent with status 400")
O(r"""
level=error msg="Throttling: Rate exceeded\n\tstatus code: 400
""", "rate_limit", "go", "ministryofjustice/cloud-platform/issues/1809", adv=True,
  note="a rate limit sent with status 400")
O(r"""
INFO Exception Retriable invalid response returned from DescribeJobFlows: {"Error"=>{"Message"=>"Rate exceeded", "Code"=>"Throttling", "Type"=>"Sender"}} while calling DescribeJobFlows on Amazon::Coral::ElasticMapReduceClient, retrying in 3.0 seconds
""", "rate_limit", "ruby", "pcorliss/ruby_route_53/issues/27", note="quoted as 'NFO Exception ...' in the thread")

# ---------------- gRPC / Google: RESOURCE_EXHAUSTED, 429 inside JSON ----------------
O(r"""
grpc._channel._Rendezvous: <_Rendezvous of RPC that terminated with (StatusCode.RESOURCE_EXHAUSTED, Resource has been exhausted (e.g check quota).)>
""", "rate_limit", "python", "GoogleCloudPlatform/python-docs-samples/issues/1238", note="issue title")
O(r"""
io.grpc.StatusException: RESOURCE_EXHAUSTED: ResourceExhausted
	at io.grpc.Status.asException(Status.java:548)
	at io.grpc.kotlin.ClientCalls$rpcImpl$1$1$1.onClose(ClientCalls.kt:300)
	at io.grpc.internal.ClientCallImpl.closeObserver(ClientCallImpl.java:564)
""", "rate_limit", "java", "D00mch/souz/issues/270", note="excerpt; log prefixes left out")
O(r"""
[API Error: {"error":{"message":"{\n  \"error\": {\n    \"code\": 429,\n    \"message\": \"Resource has been exhausted (e.g. check quota).\",\n    \"status\": 
  \"RESOURCE_EXHAUSTED\"\n  }\n}\n","code":429,"status":"Too Many Requests"}}]
  Please wait and try again later. To increase your limits, request a quota increase through AI Studio, or switch to another /auth method
""", "rate_limit", "node", "google-gemini/gemini-cli/issues/1906", adv=True, note="'/auth method' in a rate-limit message")
O(r"""
[2024-06-03T05:01:05.505Z]  @firebase/firestore: Firestore (10.9.0): GrpcConnection RPC 'Listen' stream 0x12bcda26 error. Code: 8 Message: 8 RESOURCE_EXHAUSTED: Quota exceeded.
""", "rate_limit", "node", "firebase/firebase-js-sdk/issues/8318")
O(r"""
{"error":{"code":429, "message": "Resource has been exhausted (e.g. check quota).", "status": "RESOURCE_EXHAUSTED", "details":[{"@type":"type.googleapis.com/google.rpc.QuotaFailure", "violations": [{"subject": "QUOTA_EXCEEDED", "description": "FBS quota limit exceeded"}]}]}}
""", "rate_limit", "php", "rapidwebltd/php-google-people-api/issues/45")

# ---------------- ENOSPC ----------------
O(r"""
npm ERR! ENOSPC: no space left on device, write
""", "disk", "node", "NodeOS/NodeOS/issues/416")
O(r"""
Error: ENOSPC: no space left on device, write
    at Error (native)
From previous event:
    at Object.<anonymous> (C:\Users\Toshiba\AppData\Local\itch\app-23.1.0\resources\app.asar\appsrc\util\sf.ts:146:21)
    at next (<anonymous>)
""", "disk", "node", "itchio/itch/issues/1120", note="excerpt")
