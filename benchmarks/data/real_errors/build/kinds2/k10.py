"""Batch 10: Google APIs: rate limits sent as 403, and 403s that are permissions."""
from lib import O

# ---------------- rate limits as 403 ----------------
O(r"""
Error 403: User rate limit exceeded, userRateLimitExceeded
""", "rate_limit", "go", "odeke-em/drive/issues/343", adv=True, note="a rate limit sent as 403; issue title")
O(r"""
500 InternalOAuthError: failed to fetch user profile (status: 403 data: {<br/> "error": {<br/> "errors": [<br/> {<br/> "domain": "usageLimits",<br/> "reason": "userRateLimitExceeded",<br/> "message": "User Rate Limit Exceeded"<br/> }<br/> ],<br/> "code": 403,<br/> "message": "User Rate Limit Exceeded"<br/> }<br/>}<br/>)
""", "rate_limit", "node", "jaredhanson/passport-google-oauth/issues/75", adv=True,
  note="a rate limit sent as 403 inside a 500 'OAuthError'; first line of the quote")
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
""", "rate_limit", "csharp", "ericberman/MyFlightbookWeb/issues/843", adv=True, note="a rate limit sent as 403")
O(r"""
Received error: Upload failed - retry: googleapi: Error 403: User rate limit exceeded, userRateLimitExceeded - retrying 2/10
""", "rate_limit", "go", "rclone/rclone/issues/76", adv=True, note="a rate limit sent as 403")
O(r"""
usageLimitsuserRateLimitExceededUnregUser Rate Limit Exceeded. Please sign up 
https://code.google.com/apis/console
""", "rate_limit", "php", "erebusnz/gapi-google-analytics-php-interface/issues/93")
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
""", "rate_limit", "java", "andresoviedo/google-drive-ftp-adapter/issues/6", adv=True,
  note="a rate limit sent as '403 Forbidden'; excerpt")
O(r"""
If you are the developer for this app, you can request a sign-in rate limit increase.
[Learn more about this error](https://support.google.com/cloud/answer/9028764)
Error 403: rate_limit_exceeded
""", "rate_limit", "web", "kewisch/gdata-provider/issues/989", adv=True, note="a rate limit sent as 403; excerpt")

# ---------------- 403 that is a permission ----------------
O(r"""
Forbidden: 403 Missing or insufficient permissions.
""", "permission", "python", "defaultnamehere/verylegit.link/issues/7", note="issue title")
O(r"""
 "error": {
  "code": 403,
  "message": "User does not have sufficient permissions for this profile.",
  "status": "PERMISSION_DENIED"
 }
""", "permission", "json", "googleanalytics/ga-dev-tools/issues/839")
O(r"""
{
 "error": {
  "errors": [
   {
    "domain": "global",
    "reason": "insufficientPermissions",
    "message": "Insufficient Permission"
   }
  ],
  "code": 403,
  "message": "Insufficient Permission"
 }
}
""", "permission", "node", "bnoguchi/everyauth/issues/431")
O(r"""
Error 403: Insufficient Permission - insufficientPermissions
""", "permission", "python", "GAM-team/GAM/issues/119")
O(r"""
Sep 25, 2018 1:16:54 PM com.google.api.client.util.store.FileDataStoreFactory setPermissionsToOwnerOnly
WARNING: unable to change permissions for everybody: \Codespace\Chromebits\ChromebitAPI\tokens
Sep 25, 2018 1:16:55 PM com.google.api.client.util.store.FileDataStoreFactory setPermissionsToOwnerOnly
WARNING: unable to change permissions for owner: \Codespace\Chromebits\ChromebitAPI\tokens
Exception in thread "main" com.google.api.client.googleapis.json.GoogleJsonResponseException: 403 Forbidden
{
  "code" : 403,
  "errors" : [ {
    "domain" : "global",
    "message" : "Insufficient Permission",
    "reason" : "insufficientPermissions"
  } ],
  "message" : "Insufficient Permission"
}
""", "permission", "java", "googleworkspace/java-samples/issues/34", adv=True, note="'tokens' in a path")
O(r"""
[API Error: [{
    "error": {
      "code": 403,
      "message": "Permission denied on resource project polynomial-coda-466015-e4.",
      "errors": [
        {
          "message": "Permission denied on resource project polynomial-coda-466015-e4.",
          "domain": "global",
          "reason": "forbidden"
        }
      ],
      "status": "PERMISSION_DENIED",
""", "permission", "node", "gemini-cli-extensions/nanobanana/issues/16", note="excerpt")
O(r"""
spread. exceptions.APIError: {'code': 403, 'message': 'The caller does not have permission', 'status': 'PERMISSION_DENIED'}
""", "permission", "python", "wirenboard/wirenboard/issues/142")
O(r"""
HttpError 403 when requesting https://********** returned "Insufficient Permission: Request had insufficient authentication scopes.
""", "permission", "php", "googleads/googleads-bidmanager-examples/issues/16", adv=True,
  note="'authentication scopes': a known identity lacks a scope")
