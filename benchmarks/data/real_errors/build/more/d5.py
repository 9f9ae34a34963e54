"""Batch 5: AI provider APIs (OpenAI quota, Anthropic overload/auth) and AWS S3 access."""
from lib import H, O

G = "https://github.com/"
QUOTA = ("'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'")
RATE = ("'message': 'Rate limit reached for gpt-4o in organization org-Xq1Lw8 on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'requests', 'param': None, 'code': 'rate_limit_exceeded'")

# ---------------- OpenAI ----------------
O(r"""
openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}
""", "rate_limit", "openai", G + "OpenBMB/ChatDev/issues/399",
  note="usage quota exhausted (rate_limit by the definition: quota exceeded for an API)",
  hn=[H([(QUOTA, RATE)], "rate-limit kind insufficient_quota (billing quota) -> rate_limit_exceeded (requests per minute)")])

O(r"""
Error while execution generate_user_intent: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}
""", "rate_limit", "openai", G + "NVIDIA-NeMo/Guardrails/issues/371", same_as=G + "OpenBMB/ChatDev/issues/399",
  note="same failure as OpenBMB/ChatDev/issues/399, wrapped by the caller",
  inc=[[("generate_user_intent", "generate_bot_message")]])

O(r"""
ERROR:
OpenAIException - Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}
Traceback (most recent call last):
  File "/home/malam/.cache/pypoetry/virtualenvs/opendevin-8jU3_nnO-py3.11/lib/python3.11/site-packages/litellm/llms/openai.py", line 414, in completion
    raise e
  File "/home/malam/.cache/pypoetry/virtualenvs/opendevin-8jU3_nnO-py3.11/lib/python3.11/site-packages/litellm/llms/openai.py", line 373, in completion
    response = openai_client.chat.completions.create(**data, timeout=timeout)  # type: ignore
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/malam/.cache/pypoetry/virtualenvs/opendevin-8jU3_nnO-py3.11/lib/python3.11/site-packages/openai/_utils/_utils.py", line 275, in wrapper
    return func(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^
""", "rate_limit", "openai", G + "OpenHands/OpenHands/issues/998", adv=True,
  note="excerpt: the head of the traceback; 'timeout=timeout' in the quoted code is not a timeout",
  inc=[[("/home/malam/.cache/pypoetry/virtualenvs/opendevin-8jU3_nnO-py3.11", "/Users/enyst/Library/Caches/pypoetry/virtualenvs/opendevin-Zr41c0Pq-py3.11")],
       [("opendevin-8jU3_nnO-py3.11", "opendevin-aB9k2LmQ-py3.11"), ("line 414", "line 418"), ("line 373", "line 377")]],
  hn=[H([(QUOTA, RATE)], "rate-limit kind insufficient_quota (billing quota) -> rate_limit_exceeded (requests per minute)", adv=True)])

O(r"""
**Error Details**

Model: GPT-4o
Provider: openai
Status Code: 429

**Error Output**
```
429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.
```
""", "rate_limit", "openai", G + "continuedev/continue/issues/9500",
  inc=[[("Model: GPT-4o", "Model: GPT-4o-mini")]])

O(r"""
**Error Details**

Model: OpenAI GPT-4.1
Provider: openai
Status Code: 429

**Error Output**
```
429 You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.
```
""", "rate_limit", "openai", G + "continuedev/continue/issues/10546", same_as=G + "continuedev/continue/issues/9500",
  note="same failure as continuedev/continue/issues/9500 with another model")

# ---------------- Anthropic ----------------
O(r"""
API Request Failed with 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}
""", "network", "anthropic", G + "cline/cline/issues/52", note="529 overloaded: the service is temporarily unavailable",
  hn=[H([('529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
          '429 {"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit"}}')],
        "API error 529 overloaded_error -> 429 rate_limit_error", kind="rate_limit")])

O(r"""
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 1/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 2/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 2 seconds… (attempt 3/10)
""", "network", "anthropic", G + "anthropics/claude-code/issues/3558", note="excerpt: three of the thread's retry lines",
  inc=[[("Retrying in 2 seconds… (attempt 3/10)", "Retrying in 4 seconds… (attempt 4/10)")],
       [("(attempt 1/10)", "(attempt 5/10)"), ("(attempt 2/10)", "(attempt 6/10)"), ("(attempt 3/10)", "(attempt 7/10)"),
        ("Retrying in 1 seconds…", "Retrying in 9 seconds…")]],
  hn=[H([('"type":"overloaded_error","message":"Overloaded"', '"type":"api_error","message":"Internal server error"'),
         ("API Error (529", "API Error (500")], "API error 529 overloaded_error -> 500 api_error (internal error)", kind="network")])

O(r"""
✻ 529 Overloaded · Retrying in 24s · attempt 10/10
 API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment. If it persists, check https://status.claude.com.
""", "network", "anthropic", G + "anthropics/claude-code/issues/89156",
  inc=[[("Retrying in 24s", "Retrying in 31s")]])

O(r"""
[{"error":"Error: 401 {\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"Invalid authentication credentials\"},\"request_id\":\"req_011CbdvxTUYTphAK4edPcwBx\"}\n    at generate (/$bunfs/root/src/entrypoints/cli.js:11:63623)\n    at makeRequest (/$bunfs/root/src/entrypoints/cli.js:51:7694)\n    at processTicksAndRejections (native:7:39)","timestamp":"2026-06-02T06:06:33.399Z"},{"error":"Error: 401 {\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"Invalid authentication credentials\"},\"request_id\":\"req_011CbdvxW1qeAQVkq8JNuEyt\"}\n    at generate (/$bunfs/root/src/entrypoints/cli.js:11:63623)\n    at makeRequest (/$bunfs/root/src/entrypoints/cli.js:51:7694)\n    at processTicksAndRejections (native:7:39)","timestamp":"2026-06-02T06:06:34.116Z"}]
""", "auth", "anthropic", G + "anthropics/claude-code/issues/64667", adv=True,
  note="the report was titled '529 overloaded'; the recorded errors are 401 authentication errors",
  inc=[[("req_011CbdvxTUYTphAK4edPcwBx", "req_011CcA7pQm2LZr9vNf3Hk8Ws"), ("req_011CbdvxW1qeAQVkq8JNuEyt", "req_011CcA7pTt5XbQe1Yd6Gm2Jr"),
        ("2026-06-02T06:06:33.399Z", "2026-06-03T17:41:02.018Z"), ("2026-06-02T06:06:34.116Z", "2026-06-03T17:41:02.771Z")]],
  hn=[H([("Error: 401", "Error: 403"), ('\\"type\\":\\"authentication_error\\",\\"message\\":\\"Invalid authentication credentials\\"',
          '\\"type\\":\\"permission_error\\",\\"message\\":\\"Your API key does not have permission to use the specified resource.\\"')],
        "API error 401 authentication_error -> 403 permission_error", kind="permission", adv=True)])

# ---------------- AWS S3 ----------------
O(r"""
upload failed: ./baz to s3://mybucket/foo/bar/baz A client error (AccessDenied) occurred when calling the PutObject operation: Access Denied
""", "permission", "aws", G + "aws/aws-cli/issues/813",
  inc=[[("./baz to s3://mybucket/foo/bar/baz", "./report.csv to s3://mybucket/foo/bar/report.csv")]],
  hn=[H([("A client error (AccessDenied) occurred when calling the PutObject operation: Access Denied",
          "A client error (NoSuchBucket) occurred when calling the PutObject operation: The specified bucket does not exist")],
        "S3 error AccessDenied -> NoSuchBucket", kind="runtime",
        inc=[[("./baz to s3://mybucket/foo/bar/baz", "./baz.tgz to s3://mybucket/foo/bar/baz.tgz")]])])

O(r"""
> botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:iam::120038763019:user/streetscene-airflow-user is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::dataplatform-stg-landing-zone/streetscene/traffic-counters/street-systems/
""", "permission", "aws", G + "LBHackney-IT/Data-Platform/pull/1883",
  inc=[[("120038763019", "484977669123")],
       [("street-systems/", "vivacity/")]],
  hn=[H([("when calling the PutObject operation", "when calling the GetObject operation"), ("s3:PutObject", "s3:GetObject")],
        "operation PutObject -> GetObject (a different missing permission)", inc=[[("120038763019", "120038763020")]])])

O(r"""
Traceback (most recent call last):
--
285 | File "/root/.pyenv/versions/3.7.13/lib/python3.7/threading.py", line 926, in _bootstrap_inner
286 | self.run()
287 | File "/root/.pyenv/versions/3.7.13/lib/python3.7/threading.py", line 870, in run
288 | self._target(*self._args, **self._kwargs)
289 | File "/root/.pyenv/versions/3.7.13/lib/python3.7/site-packages/servicecatalog_puppet/waluigi/threads/topological_generations.py", line 378, in on_task_trace
290 | "args": unwrap(task_params),
291 | File "/root/.pyenv/versions/3.7.13/lib/python3.7/site-packages/botocore/client.py", line 391, in _api_call
292 | return self._make_api_call(operation_name, kwargs)
293 | File "/root/.pyenv/versions/3.7.13/lib/python3.7/site-packages/botocore/client.py", line 719, in _make_api_call
294 | raise error_class(parsed_response, operation_name)
295 | botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied
""", "permission", "aws", G + "awslabs/aws-service-catalog-puppet/issues/593",
  note="CodeBuild log view: each line carries the log's line number",
  inc=[[("285 |", "1285 |"), ("286 |", "1286 |"), ("287 |", "1287 |"), ("288 |", "1288 |"), ("289 |", "1289 |"),
        ("290 |", "1290 |"), ("291 |", "1291 |"), ("292 |", "1292 |"), ("293 |", "1293 |"), ("294 |", "1294 |"), ("295 |", "1295 |")]],
  hn=[H([("(AccessDenied) when calling the PutObject operation: Access Denied", "(ExpiredToken) when calling the PutObject operation: The provided token has expired.")],
        "S3 error AccessDenied -> ExpiredToken", kind="auth")])

O(r"""
        if http.status_code >= 300:
            error_code = parsed_response.get("Error", {}).get("Code")
            error_class = self.exceptions.from_code(error_code)
>           raise error_class(parsed_response, operation_name)
E           botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied

venv/lib64/python3.8/site-packages/botocore/client.py:656: ClientError
""", "permission", "aws", G + "red-hat-storage/ocs-ci/issues/5036", adv=True,
  note="'>= 300' is code, not a status",
  inc=[[("client.py:656", "client.py:719")]],
  hn=[H([("when calling the GetObject operation: Access Denied", "when calling the GetObject operation: The specified key does not exist."),
         ("(AccessDenied)", "(NoSuchKey)")], "S3 error AccessDenied -> NoSuchKey", kind="runtime", adv=True)])

O(r"""
gunicorn[26747]: --------------------------------------------------------------------------------
gunicorn[26747]: ERROR in views [/home/nginx/oovirtenv/venv/OpenOversight/OpenOversight/app/main/views.py:305]:
gunicorn[26747]: Error uploading to S3: <class 'boto3.exceptions.S3UploadFailedError'> Failed to upload /tmp/tmpqbxYV_/c4c23bc6234d60d9f6f858e7b57230de9fd7206c8b89afc012f97b4267d7bd43.png to openoversight-staging/c4/c23bc6234d60d9f6f858e7b57230de9fd7206c8b89afc012f97b4267d7bd43.png: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied Traceback (most recent call last):
gunicorn[26747]:   File "/home/nginx/oovirtenv/venv/OpenOversight/OpenOversight/app/main/views.py", line 291, in submit_data
gunicorn[26747]:     new_filename)
gunicorn[26747]:   File "/home/nginx/oovirtenv/venv/OpenOversight/OpenOversight/app/utils.py", line 36, in upload_file
gunicorn[26747]:     ExtraArgs={'ACL': 'public-read'})
gunicorn[26747]:   File "/usr/local/lib/python2.7/dist-packages/boto3/s3/inject.py", line 106, in upload_file
gunicorn[26747]:     extra_args=ExtraArgs, callback=Callback)
gunicorn[26747]:   File "/usr/local/lib/python2.7/dist-packages/boto3/s3/transfer.py", line 283, in upload_file
gunicorn[26747]:     filename, '/'.join([bucket, key]), e))
""", "permission", "aws", G + "lucyparsons/OpenOversight/issues/191", note="excerpt: up to the last complete log line",
  inc=[[("gunicorn[26747]", "gunicorn[31002]"), ("tmpqbxYV_", "tmp8d1Kq2")],
       [("c4c23bc6234d60d9f6f858e7b57230de9fd7206c8b89afc012f97b4267d7bd43", "9e1f0a77c3d24b5e8a6f1c2d3e4b5a69788f0e1d2c3b4a5968778695a4b3c2d1"),
        ("openoversight-staging/c4/c23bc", "openoversight-staging/9e/1f0a7")]])

O(r"""
2016-04-12 16:12:48,101 - Thread-3 - botocore.response - DEBUG - Response Body:
b'<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code></Error>'
2016-04-12 16:12:48,189 - Thread-3 - botocore.hooks - DEBUG - Event needs-retry.s3.PutObject: calling handler <botocore.retryhandler.RetryHandler object at 0xb5f98a90>
2016-04-12 16:12:48,219 - Thread-3 - botocore.retryhandler - DEBUG - No retry needed.
2016-04-12 16:12:48,244 - Thread-3 - botocore.hooks - DEBUG - Event after-call.s3.PutObject: calling handler <awscli.errorhandler.ErrorHandler object at 0xb6150250>
2016-04-12 16:12:48,260 - Thread-3 - awscli.errorhandler - DEBUG - HTTP Response Code: 403
2016-04-12 16:12:48,291 - Thread-3 - awscli.customizations.s3.tasks - DEBUG - A client error (AccessDenied) occurred when calling the PutObject operation: Unknown
""", "permission", "aws", G + "boto/botocore/issues/877",
  inc=[[("2016-04-12 16:12:48", "2016-04-13 09:40:11"), ("Thread-3", "Thread-7")],
       [("0xb5f98a90", "0xb5e12c30"), ("0xb6150250", "0xb60a4f10")]])
