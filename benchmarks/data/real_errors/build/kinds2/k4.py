"""Batch 4: gRPC DEADLINE_EXCEEDED (timeout) and UNAVAILABLE (network)."""
from lib import O

# ---------------- DEADLINE_EXCEEDED: timeout ----------------
O(r"""
io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 0.399980582s. [closed=[], open=[[remote_addr=localhost/127.0.0.1:10016]]]
""", "timeout", "java", "grpc/grpc-java/issues/11364", adv=True, note="'0.399980582s' and a port beside a timeout")
O(r"""
io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 9996417917ns ;
""", "timeout", "java", "grpc/grpc-java/issues/5034")
O(r"""
io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 299.999957740s. Name resolution delay 0.000000000 seconds. [closed=[], open=[[remote_addr=xxxxxx/xxxxxx:yyyyy]]]
	at io.grpc.stub.ClientCalls.toStatusRuntimeException(ClientCalls.java:268)
	at io.grpc.stub.ClientCalls.getUnchecked(ClientCalls.java:249)
	at io.grpc.stub.ClientCalls.blockingUnaryCall(ClientCalls.java:167)
""", "timeout", "java", "grpc/grpc-java/issues/10962", note="excerpt (first frames)")
O(r"""
2019-09-24 19:54:44,167 - org.apache.skywalking.oap.server.core.remote.client.GRPCRemoteClient - 192 [grpc-default-executor-88] ERROR [] - DEADLINE_EXCEEDED: deadline exceeded after 9999983188ns
io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 9999983188ns
        at io.grpc.Status.asRuntimeException(Status.java:526) ~[grpc-core-1.15.1.jar:1.15.1]
        at io.grpc.stub.ClientCalls$StreamObserverToCallListenerAdapter.onClose(ClientCalls.java:434) [grpc-stub-1.15.1.jar:1.15.1]
""", "timeout", "java", "apache/skywalking/issues/3514", note="excerpt (first frames)")
O(r"""
  File "/Users/helang/miniconda3/envs/pythontest/lib/python3.7/site-packages/grpc/_channel.py", line 604, in __call__
    return _end_unary_response_blocking(state, call, False, None)
  File "/Users/helang/miniconda3/envs/pythontest/lib/python3.7/site-packages/grpc/_channel.py", line 506, in _end_unary_response_blocking
    raise _Rendezvous(state, None, None, deadline)
grpc._channel._Rendezvous: <_Rendezvous of RPC that terminated with:
	status = StatusCode.DEADLINE_EXCEEDED
	details = "Deadline Exceeded"
""", "timeout", "python", "grpc/grpc/issues/19895", note="excerpt")
O(r"""
DEADLINE_EXCEEDED: ClientCall started after CallOptions deadline was exceeded. Deadline has been exceeded for 0.012145204s.
""", "timeout", "java", "grpc/grpc-java/issues/11956")
O(r"""
grpc._channel._Rendezvous: <_Rendezvous of RPC that terminated with:
        status = StatusCode.DEADLINE_EXCEEDED
        details = "Deadline Exceeded"
        debug_error_string = "{"created":"@1585986715.466000000","description":"Failed to create subchannel","file":"src/core/ext/filters/client_channel/client_channel.cc","file_line":2261,"referenced_errors":[{"created":"@1585986715.466000000","description":"Pick Cancelled","file":"src/core/ext/filters/client_channel/lb_policy/pick_first/pick_first.cc","file_line":224,"referenced_errors":[{"created":"@1585986715.466000000","description":"Deadline Exceeded","file":"src/core/ext/filters/deadline/deadline_filter.cc","file_line":69,"grpc_status":4}]}]}"
>
""", "timeout", "python", "notAI-tech/deepsegment/issues/24", adv=True, note="'file_line':2261 and other numbers beside a timeout")

# ---------------- UNAVAILABLE: network ----------------
O(r"""
Error: 14 UNAVAILABLE: No connection established
    at callErrorFromStatus (/home/lucky/discord/sugarbelle/node_modules/@grpc/grpc-js/build/src/call.js:31:19)
    at Object.onReceiveStatus (/home/lucky/discord/sugarbelle/node_modules/@grpc/grpc-js/build/src/client.js:192:76)
    at Object.onReceiveStatus (/home/lucky/discord/sugarbelle/node_modules/@grpc/grpc-js/build/src/client-interceptors.js:360:141)
for call at
    at ServiceClientImpl.makeUnaryRequest (/home/lucky/discord/sugarbelle/node_modules/@grpc/grpc-js/build/src/client.js:160:34)
    at ServiceClientImpl.generateSessionToken (/home/lucky/discord/sugarbelle/node_modules/@grpc/grpc-js/build/src/make-client.js:105:19)
""", "network", "node", "inworld-ai/inworld-nodejs-sdk/issues/30", adv=True, note="'generateSessionToken' in a frame; excerpt")
O(r"""
D 2022-01-26T21:09:49.576Z | call_stream | [5] cancelWithStatus code: 14 details: "No connection established"
D 2022-01-26T21:09:49.576Z | call_stream | [5] ended with status: code=14 details="No connection established"
D 2022-01-26T21:09:49.576Z | connectivity_state | (1) dns:192.168.10.20:50052 CONNECTING -> TRANSIENT_FAILURE
Company ID 1 : 14 UNAVAILABLE: No connection established
""", "network", "node", "grpc/grpc-node/issues/2031", note="excerpt")
O(r"""
{ Error: 14 UNAVAILABLE: Connect Failed
    at new createStatusError (C:\Users\satish.sharma\AppData\Roaming\npm\node_modules\grpcc\node_modules\grpc\src\client.js:64:15)
    at C:\Users\satish.sharma\AppData\Roaming\npm\node_modules\grpcc\node_modules\grpc\src\client.js:583:15 code: 14, metadata: {}, details: 'Connect Failed' }
""", "network", "node", "njpatel/grpcc/issues/56")
O(r"""
fail: Grpc.Net.Client.Internal.GrpcCall[6]
      Error starting gRPC call.
      System.Net.Http.HttpRequestException: Error connecting to 'C:\Users\user\AppData\Local\Temp\grpc-transporter.tmp'. (localhost:80)
       ---> System.Net.Http.HttpRequestException: Error connecting to 'C:\Users\user\AppData\Local\Temp\grpc-transporter.tmp'.
       ---> System.Net.Sockets.SocketException (10061): No connection could be made because the target machine actively refused it.
""", "network", "csharp", "grpc/grpc-dotnet/issues/1175", note="excerpt")
O(r"""
 error localizedMessage - UNAVAILABLE
 error cause - javax.net.ssl.SSLHandshakeException: Chain validation failed
""", "network", "kotlin", "grpc/grpc-kotlin/issues/502")
O(r"""
[ExceptionsHandler] 14 UNAVAILABLE: Trying to connect an http1.x server +37ms
""", "network", "node", "brianjohnsonsr/nestjs.micro.client/issues/15", adv=True, note="'+37ms' is a duration, not a timeout")
O(r"""
WARNING: RPC failed: Status{code=UNAVAILABLE, description=Terminated fail fast stream., cause=io.grpc.StatusException: UNAVAILABLE}
""", "network", "java", "grpc/grpc-java/issues/1720")
