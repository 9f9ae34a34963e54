"""Batch 36: HTTP clients stating a status in their own words."""
from lib import O

O(r"""
httpx.HTTPStatusError: 429 Client Error: TOO MANY REQUESTS for url
""", "rate_limit", "python", "simonw/package-stats/issues/2", note="issue title")
O(r"""
Error: Request to API failed: HTTP status code was 429
""", "rate_limit", "node", "macbre/nodemw/issues/693", note="issue title")
O(r"""
您好，使用的您的demo，出现报错：Request failed with status code 403
""", "permission", "node", "ROYL-Design/leanstorage-exporter/issues/3")
O(r"""
Getting { Error: 'response code 403' } just after one request from server.
""", "permission", "node", "laurengarcia/url-metadata/issues/18", adv=True,
  note="a quoted message carrying the status (quoted names are otherwise masked); issue title")
