"""Batch 15: GitHub bad credentials (401), expired Google refresh tokens."""
from lib import O

O(r"""
err: {
    "code": 401,
    "status": "Unauthorized",
    "message": "{\"message\":\"Bad credentials\",\"documentation_url\":\"https://developer.github.com/v3\"}"
  }
""", "auth", "node", "evenchange4/gh-polls-bot/issues/12")
O(r"""
[i] Github query : https://api.github.com/search/code?q=%20%20database_host&sort=indexed&o=desc
[i] Status code : 401
[i] Status code : 401
[!] Unexpected HTTP response 401
[!] Unexpected HTTP response 401
{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}
{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}
""", "auth", "python", "hisxo/gitGraber/issues/32")
O(r"""
GitHubError: 401 Bad Credentials
""", "auth", "python", "sigmavirus24/github3.py/issues/788", note="issue title")
O(r"""
[0703/095431.974985:INFO:CONSOLE(11951)] "Error: HTTP 401 : {
  "message": "Bad credentials",
  "documentation_url": "docs.github.com/graphql"
}
""", "auth", "node", "pomber/stargazer/issues/1")
O(r"""
github.GithubException.BadCredentialsException: 401 {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}
""", "auth", "python", "WolfgangFahl/nicegui_widgets/issues/99")
O(r"""
{
  "name": "HttpError",
  "status": 401,
  "response": {
    "url": "https: //api.github.com/graphql",
    "status": 401,
    "headers": {
      "access-control-allow-origin": "*",
      "access-control-expose-headers": "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
      "content-length": "83",
      "content-security-policy": "default-src 'none'",
      "content-type": "application/json; charset=utf-8",
      "date": "Sat, 30 Mar 2024 17:37:12 GMT",
      "x-ratelimit-limit": "0",
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": "1711823832",
      "x-ratelimit-resource": "graphql",
      "x-ratelimit-used": "0",
""", "auth", "node", "hcengineering/platform/issues/5104", adv=True,
  note="rate-limit headers in a 401 response; excerpt (some headers left out)")
O(r"""
Thread-16 :: [64a4b64] Traceback (most recent call last):
  File "/home/home/SickRage/sickbeard/logger.py", line 445, in submit_errors
    reports = git.get_organization(gh_org).get_repo(gh_repo).get_issues(state='all')
  File "/home/home/SickRage/lib/github/MainClass.py", line 188, in get_organization
    "/orgs/" + login
  File "/home/home/SickRage/lib/github/Requester.py", line 171, in requestJsonAndCheck
    return self.__check(*self.requestJson(verb, url, parameters, headers, input, cnx))
  File "/home/home/SickRage/lib/github/Requester.py", line 179, in __check
    raise self.__createException(status, responseHeaders, output)
BadCredentialsException: 401 {u'documentation_url': u'https://developer.github.com/v3', u'message': u'Bad credentials'}
""", "auth", "python", "pymedusa/Medusa/issues/691")

O(r"""
(<class 'google.auth.exceptions.RefreshError'>, RefreshError('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'}), <traceback object at 0x000002B34BB63700>)
""", "auth", "python", "googleworkspace/python-samples/issues/1644")
O(r"""
  File "/opt/homebrew/lib/python3.9/site-packages/google/oauth2/reauth.py", line 347, in refresh_grant
    _client._handle_error_response(response_data)
  File "/opt/homebrew/lib/python3.9/site-packages/google/oauth2/_client.py", line 60, in _handle_error_response
    raise exceptions.RefreshError(error_details, response_data)
google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})
""", "auth", "python", "rosenpin/i3-agenda/issues/78", note="excerpt (last frames)")
O(r"""
-------------------------------------------------------------------[ Checking credentials.. ]--------------------------------------------------------------------
========================================================[ Error: Something went wrong, printing error. ]=========================================================
{
  "error": "invalid_grant",
  "error_description": "Token has been expired or revoked."
}
If refresh token has expired, then use --oauth-refetch-refresh-token to refetch refresh token, if the error is not clear make a issue on github repository.
=============================================================[ Error: Credentials checking failed ]==============================================================
""", "auth", "python", "hardwario/gupload/issues/5")
O(r"""
google.auth.exceptions.RefreshError: ('invalid_grant: Bad Request', {'error': 'invalid_grant', 'error_description': 'Bad Request'})
""", "auth", "python", "nithinmurali/pygsheets/issues/541")
O(r"""
google.auth.exceptions.RefreshError: ('deleted_client: The OAuth client was deleted.', {'error': 'deleted_client', 'error_description': 'The OAuth client was deleted.'})
""", "auth", "python", "nithinmurali/pygsheets/issues/541")
