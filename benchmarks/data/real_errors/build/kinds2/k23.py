"""Batch 23: YouTube / Google daily quotas sent as 403; DynamoDB throughput."""
from lib import O

O(r"""
[RequestError] Server response: {
 "error": {
  "errors": [
   {
    "domain": "usageLimits",
    "reason": "dailyLimitExceeded",
    "message": "Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT). You may monitor your quota usage and adjust limits in the API Console: https://console.developers.google.com/apis/api/youtube/quotas?project=911313852664",
    "extendedHelp": "https://console.developers.google.com/apis/api/youtube/quotas?project=911313852664"
   }
  ],
  "code": 403,
""", "rate_limit", "python", "tokland/youtube-upload/issues/165", adv=True, note="a daily quota sent as 403; excerpt")
O(r"""
production.ERROR: Exception: Error 403 Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT). You may monitor your quota usage and adjust limits in the API Console: https://console.developers.google.com/apis/api/youtube.googleapis.com/quotas? : dailyLimitExceeded in /var/www/videospace/vendor/alaouy/youtube/src/Alaouy/Youtube/Youtube.php:558
Stack trace:
#0 /var/www/videospace/vendor/alaouy/youtube/src/Alaouy/Youtube/Youtube.php(213): Alaouy\Youtube\Youtube->decodeList('{\n "error": {\n ...')
""", "rate_limit", "php", "alaouy/YouTube/issues/135", adv=True, note="a daily quota sent as 403; excerpt")
O(r"""
[Youtube] [Connecting] : 'first to eleven'.
[YouTube] [Audio mix search] : 'first to eleven'. 
[YouTube] (GdataError) : Youtube Error 403: The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.

tizonia exiting (OMX_ErrorInsufficientResources).

 [OMX.Aratelia.audio_source.http:port:0]
 [OMX_ErrorInsufficientResources]
""", "rate_limit", "c", "tizonia/tizonia-openmax-il/issues/695", adv=True, note="a quota sent as 403")
O(r"""
> Pafy.util.GdataError: Youtube Error 403: Daily Limit Exceeded. The quota will be
  reset at midnight Pacific Time (PT). Także monitor your quota usage and adjus
h limits in the API Console: https://console.developers.google.com/apis/api/yout
ube / quotas? project = 422897895433
""", "rate_limit", "python", "mps-youtube/yewtube/issues/567", adv=True, note="a daily quota sent as 403")
O(r"""
<HttpError 403 when requesting None returned "The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.". Details: "[{'message': 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', 'domain': 'youtube.quota', 'reason': 'quotaExceeded'}]">
""", "rate_limit", "python", "beveradb/youtube-bulk-upload/issues/11", adv=True, note="a quota sent as 403")
O(r"""
403 Forbidden
{
  "code" : 403,
  "errors" : [ {
    "domain" : "youtube.quota",
    "message" : "The request cannot be completed because you have exceeded your <a href=\"/youtube/v3/getting-started#quota\">quota</a>.",
    "reason" : "quotaExceeded"
  } ],
  "message" : "The request cannot be completed because you have exceeded your <a href=\"/youtube/v3/getting-started#quota\">quota</a>."
}
""", "rate_limit", "java", "Stekeblad/Stekeblads-Video-Uploader/issues/13", adv=True, note="a quota sent as '403 Forbidden'")

O(r"""
ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.
""", "rate_limit", "node", "mifi/dynamodump/issues/20", note="issue title")
O(r"""
boris:ko:heartbeat-error | [ServiceError] {
  service    = DynamoDB
  status     = 400 Bad Request
  code       = ProvisionedThroughputExceeded
  message    = Just The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API
  request-id = Just S2EPJGCIS90589SFV7ESTAHF9NVV4KQNSO5AEMVJF66Q9ASUAAJG
}
""", "rate_limit", "haskell", "haskell-mafia/boris/issues/75", adv=True, note="throttling sent with status 400")
O(r"""
The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API. (Service: AmazonDynamoDBv2; Status Code: 400; Error Code: ProvisionedThroughputExceededException; Request ID
""", "rate_limit", "java", "derjust/spring-data-dynamodb/issues/88", adv=True, note="throttling sent with status 400")
O(r"""
**Aws::DynamoDB::Errors::ProvisionedThroughputExceededException** in **spi/tooling_jobs#update**
The level of configured provisioned throughput for one or more global secondary indexes of the table was exceeded. Consider increasing your provisioning level for the under-provisioned global secondary indexes with the UpdateTable API
""", "rate_limit", "ruby", "exercism/website/issues/949")
O(r"""
Cannot increase provisioned throughput to more than twice current value (Service: AmazonDynamoDBv2; Status Code: 400; Error Code: LimitExceededException; Request ID: 7a73dc40-bc86-479e-9c4e-a82c9a7f7dfd)
""", "runtime", "java", "jcabi/jcabi-dynamodb-maven-plugin/issues/34", adv=True,
  note="a request the service refuses as invalid (a new value over twice the old); 'LimitExceeded' is no rate or usage quota")
