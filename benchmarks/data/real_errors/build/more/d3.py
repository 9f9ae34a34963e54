"""Batch 3 (adversarial): rate limits sent as HTTP 403, disk quotas."""
from lib import H, O

G = "https://github.com/"

# ---------------- GitHub API: rate limit sent as 403 ----------------
O(r"""
documentation_url: "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"
message: "API rate limit exceeded for 163.114.132.3. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)"
""", "rate_limit", "github-api", G + "leostera/tldr.jsx/issues/172", adv=True,
  note="the page reported HTTP 403; the body is a rate limit",
  inc=[[("163.114.132.3", "52.14.207.81")],
       [("163.114.132.3", "2001:db8:85a3::8a2e:370:7334")]],
  hn=[H([("API rate limit exceeded for 163.114.132.3. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
          "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.")],
        "rate-limit kind: primary (per-IP) rate limit -> secondary rate limit", adv=True)])

O(r"""
Error
{
    "message":"API rate limit exceeded for 54.221.143.48. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
    "documentation_url":"http://developer.github.com/v3/#rate-limiting"
}
""", "rate_limit", "github-api", G + "larvalabs/pullup/issues/234", adv=True, same_as=G + "leostera/tldr.jsx/issues/172",
  note="same failure as leostera/tldr.jsx/issues/172 (another IP, older documentation URL)",
  inc=[[("54.221.143.48", "54.91.8.122")]])

O(r"""
scan failed: GitHub API 403 for /repos/omercnet/paseo-agent-crew: {"message":"API rate limit exceeded for 93.185.106.128. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}
""", "rate_limit", "github-api", G + "paseo-cafe/paseo-cafe/issues/31", adv=True,
  same_as=G + "leostera/tldr.jsx/issues/172", note="same failure as leostera/tldr.jsx/issues/172, wrapped by the scanner",
  inc=[[("93.185.106.128", "93.185.99.14")],
       [("/repos/omercnet/paseo-agent-crew", "/repos/octo-org/paseo-plugin-lint"), ("93.185.106.128", "10.0.4.29")]],
  hn=[H([("GitHub API 403 for", "GitHub API 404 for"),
         ('{"message":"API rate limit exceeded for 93.185.106.128. (But here\'s the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}',
          '{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#get-a-repository"}')],
        "HTTP status and error 403 rate limit -> 404 Not Found (the repository is gone or private)", kind="runtime")])

# ---------------- Google APIs: rate limit sent as 403 ----------------
O(r"""
500 InternalOAuthError: failed to fetch user profile (status: 403 data: {<br/> "error": {<br/> "errors": [<br/> {<br/> "domain": "usageLimits",<br/> "reason": "userRateLimitExceeded",<br/> "message": "User Rate Limit Exceeded"<br/> }<br/> ],<br/> "code": 403,<br/> "message": "User Rate Limit Exceeded"<br/> }<br/>}<br/>)
"error": {
"errors": [
{
"domain": "usageLimits",
"reason": "userRateLimitExceeded",
"message": "User Rate Limit Exceeded"
}
],
"code": 403,
"message": "User Rate Limit Exceeded"
}
}
)
at /node_modules/passport-google-oauth/lib/passport-google-oauth/oauth2.js:88:28
at passBackControl (/node_modules/passport-google-oauth/node_modules/passport-oauth/node_modules/passport-oauth2/node_modules/oauth/lib/oauth2.js:124:9)
at IncomingMessage.(/node_modules/passport-google-oauth/node_modules/passport-oauth/node_modules/passport-oauth2/node_modules/oauth/lib/oauth2.js:143:7)
at IncomingMessage.emit (events.js:117:20)
at _stream_readable.js:944:16
at process._tickCallback (node.js:442:13)
""", "rate_limit", "node", G + "jaredhanson/passport-google-oauth/issues/75", adv=True,
  note="Express shows 500, Google answered 403 userRateLimitExceeded",
  inc=[[("at /node_modules/", "at /srv/app/node_modules/"), ("(/node_modules/", "(/srv/app/node_modules/")]],
  hn=[H([('"reason": "userRateLimitExceeded",<br/> "message": "User Rate Limit Exceeded"', '"reason": "dailyLimitExceeded",<br/> "message": "Daily Limit Exceeded"'),
         ('"message": "User Rate Limit Exceeded"<br/> }<br/>}', '"message": "Daily Limit Exceeded"<br/> }<br/>}'),
         ('"reason": "userRateLimitExceeded",\n"message": "User Rate Limit Exceeded"', '"reason": "dailyLimitExceeded",\n"message": "Daily Limit Exceeded"'),
         ('"message": "User Rate Limit Exceeded"\n}\n}', '"message": "Daily Limit Exceeded"\n}\n}')],
        "rate-limit kind userRateLimitExceeded (per-user rate) -> dailyLimitExceeded (daily quota)", adv=True)])

O(r"""
HttpError: <HttpError 403 when requesting https://www.googleapis.com/calendar/v3/calendars/user%40domain.com/events/import?supportsAttachments=true&alt=json returned "Rate Limit Exceeded">
""", "rate_limit", "python", G + "googleapis/google-api-python-client/issues/170", adv=True,
  inc=[[("user%40domain.com", "ops-calendar%40example.org")]],
  hn=[H([('returned "Rate Limit Exceeded"', 'returned "Forbidden"')], "API error 'Rate Limit Exceeded' -> 'Forbidden' (same 403)",
        kind="permission", adv=True, inc=[[("user%40domain.com", "team%40example.net")]])])

O(r"""
 "error": {
  "errors": [
   {
    "domain": "usageLimits",
    "reason": "userRateLimitExceeded",
    "message": "User rate limit exceeded."
   }
  ],
  "code": 403,
  "message": "User rate limit exceeded."
 }
""", "rate_limit", "http-api", G + "ericberman/MyFlightbookWeb/issues/843", adv=True,
  hn=[H([('"reason": "userRateLimitExceeded",\n    "message": "User rate limit exceeded."', '"reason": "storageQuotaExceeded",\n    "message": "The user\'s Drive storage quota has been exceeded."'),
         ('"message": "User rate limit exceeded."\n }', '"message": "The user\'s Drive storage quota has been exceeded."\n }')],
        "API error userRateLimitExceeded -> storageQuotaExceeded (storage full, not rate)", kind="disk", adv=True)])

O(r"""
"error": {
  "errors": [
   {
    "domain": "usageLimits",
    "reason": "userRateLimitExceeded",
    "message": "User rate limit exceeded."
   }
  ],
  "code": 403,
  "message": "User rate limit exceeded."
 }
}

Today's upload limit reached for this account. Use another account to upload or wait for tomorrow.
""", "rate_limit", "http-api", G + "labbots/google-drive-upload/issues/192", adv=True,
  same_as=G + "ericberman/MyFlightbookWeb/issues/843", note="same failure as ericberman/MyFlightbookWeb/issues/843, with the uploader's hint")

O(r"""
java.lang.RuntimeException: com.google.api.client.googleapis.json.GoogleJsonResponseException: 403 Forbidden
{
  "code" : 403,
  "errors" : [ {
    "domain" : "usageLimits",
    "message" : "User Rate Limit Exceeded",
    "reason" : "userRateLimitExceeded"
  } ],
  "message" : "User Rate Limit Exceeded"
}
        at org.andresoviedo.apps.gdrive_ftp_adapter.model.GoogleDrive.list_impl(GoogleDrive.java:549)
        at org.andresoviedo.apps.gdrive_ftp_adapter.model.GoogleDrive.list(GoogleDrive.java:522)
        at org.andresoviedo.apps.gdrive_ftp_adapter.service.FtpGdriveSynchService.synchFolder(FtpGdriveSynchService.java:313)
        at org.andresoviedo.apps.gdrive_ftp_adapter.service.FtpGdriveSynchService.access$300(FtpGdriveSynchService.java:32)
        at org.andresoviedo.apps.gdrive_ftp_adapter.service.FtpGdriveSynchService$1$1.call(FtpGdriveSynchService.java:206)
        at org.andresoviedo.apps.gdrive_ftp_adapter.service.FtpGdriveSynchService$1$1.call(FtpGdriveSynchService.java:201)
        at java.util.concurrent.FutureTask.run(FutureTask.java:262)
        at java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1145)
        at java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:615)
        at java.lang.Thread.run(Thread.java:745)
""", "rate_limit", "java", G + "andresoviedo/google-drive-ftp-adapter/issues/6", adv=True,
  inc=[[("GoogleDrive.java:549", "GoogleDrive.java:561"), ("GoogleDrive.java:522", "GoogleDrive.java:534")],
       [("FutureTask.java:262", "FutureTask.java:266"), ("ThreadPoolExecutor.java:1145", "ThreadPoolExecutor.java:1149"),
        ("ThreadPoolExecutor.java:615", "ThreadPoolExecutor.java:624"), ("Thread.java:745", "Thread.java:748")]],
  hn=[H([('"domain" : "usageLimits",\n    "message" : "User Rate Limit Exceeded",\n    "reason" : "userRateLimitExceeded"',
          '"domain" : "global",\n    "message" : "Insufficient Permission",\n    "reason" : "insufficientPermissions"'),
         ('"message" : "User Rate Limit Exceeded"\n}', '"message" : "Insufficient Permission"\n}')],
        "API error userRateLimitExceeded -> insufficientPermissions (same 403)", kind="permission", adv=True,
        inc=[[("GoogleDrive.java:549", "GoogleDrive.java:557")]])])

O(r"""
Received error: Upload failed - retry: googleapi: Error 403: User rate limit exceeded, userRateLimitExceeded - retrying 2/10
""", "rate_limit", "go", G + "rclone/rclone/issues/76", adv=True,
  inc=[[("retrying 2/10", "retrying 7/10")]],
  hn=[H([("Error 403: User rate limit exceeded, userRateLimitExceeded", "Error 403: The user does not have sufficient permissions for this file., insufficientFilePermissions")],
        "API error userRateLimitExceeded -> insufficientFilePermissions (same 403)", kind="permission", adv=True,
        inc=[[("retrying 2/10", "retrying 3/10")]])])

O(r"""
**Error type:** `Google::Apis::RateLimitError`
**Error message:** `` userRateLimitExceeded: User Rate Limit Exceeded ``
**Where:** `sidekiq`
**Occurred at:** Feb 12, 2017 07:02:15 UTC
**First seen at:** Feb 12, 2017 07:02:15 UTC
**Occurrences:** 0 (0 since last deploy on Feb 12, 2017 07:00:25 UTC)

**URL:** `<no information>`
**File:** `[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/api_command.rb`

**Backtrace:**
```
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/api_command.rb:97:in check_status
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/http_command.rb:179:in process_response
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/http_command.rb:286:in execute_once
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/http_command.rb:107:in block (2 levels) in execute
```
""", "rate_limit", "ruby", G + "yasyf/vc/issues/196",
  inc=[[("Feb 12, 2017 07:02:15 UTC\n**First seen at:** Feb 12, 2017 07:02:15 UTC", "Mar 08, 2017 14:41:09 UTC\n**First seen at:** Mar 08, 2017 14:41:09 UTC")]],
  hn=[H([("`Google::Apis::RateLimitError`", "`Google::Apis::AuthorizationError`"),
         ("`` userRateLimitExceeded: User Rate Limit Exceeded ``", "`` Unauthorized ``")],
        "error type Google::Apis::RateLimitError -> AuthorizationError (Unauthorized)", kind="auth")])

O(r"""
**Error type:** `Google::Apis::RateLimitError`
**Error message:** `` userRateLimitExceeded: User Rate Limit Exceeded ``
**Where:** `active_job#CompanySyncJob`
**Occurred at:** Feb 12, 2017 07:02:15 UTC
**First seen at:** Feb 12, 2017 07:02:15 UTC
**Occurrences:** 0 (0 since last deploy on Feb 12, 2017 07:00:25 UTC)

**URL:** `<no information>`
**File:** `[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/api_command.rb`

**Backtrace:**
```
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/api_command.rb:97:in check_status
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/http_command.rb:179:in process_response
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/http_command.rb:286:in execute_once
[GEM_ROOT]/gems/google-api-client-0.9.26/lib/google/apis/core/http_command.rb:107:in block (2 levels) in execute
```
""", "rate_limit", "ruby", G + "yasyf/vc/issues/197", same_as=G + "yasyf/vc/issues/196",
  note="same failure as yasyf/vc/issues/196, raised in another job")

O(r"""
PHP Fatal error:  Uncaught exception 'Exception' with message 'GAPI: Failed to 
request report data. Error: "usageLimitsuserRateLimitExceededUnregUser Rate 
Limit Exceeded. Please sign uphttps://code.google.com/apis/console"' in 
/var/www/clients/client4/web5/web/seoreport/googlesdk/gapi.class.php:218
""", "rate_limit", "php", G + "erebusnz/gapi-google-analytics-php-interface/issues/78",
  inc=[[("/var/www/clients/client4/web5/web", "/home/site/public_html")]])

# ---------------- disk quota ----------------
O(r"""
OSError: [Errno 122] Disk quota exceeded: '/home/586/tn9356/.local/share/jupyter/runtime/kernel-b6f86981-8cd2-493e-958b-8b4847dcde9a.json'
""", "disk", "python", G + "GeoscienceAustralia/dea-notebooks/issues/755",
  inc=[[("kernel-b6f86981-8cd2-493e-958b-8b4847dcde9a", "kernel-0c1f7e52-4a9d-4e27-b1a0-3d2c6f8e9a11")],
       [("/home/586/tn9356", "/home/112/ab1234"), ("kernel-b6f86981-8cd2-493e-958b-8b4847dcde9a", "kernel-77d1e0aa-90b3-4c0e-8f5e-2a6b9c1d4e3f")]],
  hn=[H([("[Errno 122] Disk quota exceeded", "[Errno 13] Permission denied")], "errno 122 EDQUOT -> 13 EACCES",
        kind="permission", inc=[[("kernel-b6f86981-8cd2-493e-958b-8b4847dcde9a", "kernel-3e9a1b7c-55d2-4f80-9c1e-6b7a2d0f8e34")]])])

O(r"""
  OSError

  [Errno 122] Disk quota exceeded: '/home/runner/HASIL-RIP/Various Artists - ＜Queendom2＞ FANtastic QUEENDOM 1-2 (2022) [FLAC] [24B]-[48kHz]'

  at /nix/store/d281rmpa8y4pbaw8dxmc0wa11kvnhdjr-python3-3.8.11/lib/python3.8/os.py:223 in makedirs
       219│             cdir = bytes(curdir, 'ASCII')
       220│         if tail == cdir:           # xxx/newdir/. exists if xxx/newdir exists
       221│             return
       222│     try:
    →  223│         mkdir(name, mode)
       224│     except OSError:
       225│         # Cannot rely on checking for EEXIST, since the operating system
       226│         # could give priority to other errors like EACCES or EROFS
       227│         if not exist_ok or not path.isdir(name):
""", "disk", "python", G + "nathom/streamrip/issues/348", adv=True,
  note="the quoted source lines mention EACCES and EROFS; the failure is the quota",
  inc=[[("Various Artists - ＜Queendom2＞ FANtastic QUEENDOM 1-2 (2022) [FLAC] [24B]-[48kHz]", "Joe Satriani - Live In San Francisco (2001) [FLAC] [16B]-[44.1kHz]")],
       [("/nix/store/d281rmpa8y4pbaw8dxmc0wa11kvnhdjr-python3-3.8.11", "/nix/store/9w1a7qk2m4zp0c8x3v6b5n1h2j7l0d4r-python3-3.8.11")]],
  hn=[H([("[Errno 122] Disk quota exceeded", "[Errno 30] Read-only file system")], "errno 122 EDQUOT -> 30 EROFS",
        kind="permission", adv=True)])
