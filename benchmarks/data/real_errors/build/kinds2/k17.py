"""Batch 17: LLM API rate limits (tokens per minute) and 529 overloads."""
from lib import O

O(r"""
Rate limit reached for default-global-with-image-limits in organization org-Yu8pTMWbwQ0jvtsUA1H1py29 on requests per min. Limit: 60.000000 / min. Current: 70.000000 / min. Contact [support@openai.com](mailto:support@openai.com) if you continue to have issues. Please add a payment method to your account to increase your rate limit. Visit https://platform.openai.com/account/billing to add a payment method.
""", "rate_limit", "python", "mmz-001/knowledge_gpt/issues/5")
O(r"""
OpenAI error: Rate limit reached for tokens. Limit: 150000.000000 / min. Current: 176000.000000 / min. Contact support@openai.com if you continue to have issues.
""", "rate_limit", "python", "stanford-crfm/helm/issues/97", adv=True, note="'tokens' in a rate limit")
O(r"""
API responded with status code: 429. Response text: {
    "error": {
        "message": "Rate limit reached for 10KTPM-200RPM in organization org-OASFC7k1Ff5IzueeLArhQtnT on tokens per min. Limit: 10000 / min. Please try again in 6ms. Contact us through our help center at help.openai.com if you continue to have issues.",
        "type": "tokens",
        "param": null,
        "code": "rate_limit_exceeded"
    }
}
""", "rate_limit", "python", "Pythagora-io/gpt-pilot/pull/53", adv=True, note="'tokens' in a rate limit")
O(r"""
side_projects generated an exception: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o-mini in organization org-OOhFjD3fpmItZTQAxWOQx11o on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s. Visit https://platform.openai.com/account/rate-limits to learn more. You can increase your rate limit by adding a payment method to your account at https://platform.openai.com/account/billing.', 'type': 'requests', 'param': None, 'code': 'rate_limit_exceeded'}}
""", "rate_limit", "python", "feder-cr/invisible_playwright_mcp/issues/249", note="the first of three lines")
O(r"""
发生未预期的错误: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-3vHNf8JxesfafaW5WNqB on tokens per min (TPM): Limit 10000, Used 9524, Requested 497. Please try again in 125ms. Visit https://platform.openai.com/account/rate-limits to learn more. You can increase your rate limit by adding a payment method to your account at https://platform.openai.com/account/billing.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}
正在重试...
""", "rate_limit", "python", "Huanshere/VideoLingo/issues/34", adv=True, note="'tokens' in a rate limit")
O(r"""
OpenAI API error: Error code: 429 - {'error': {'code': 'rate_limit_error', 'message': 'This request would exceed the rate limit for your organization of 20,000 input tokens per minute. For details, refer to: https://docs.anthropic.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase.', 'type': 'invalid_request_error', 'param': None}}
""", "rate_limit", "python", "FoundationAgents/OpenManus/issues/746", adv=True,
  note="'invalid_request_error' and 'tokens' in a rate limit")

O(r"""
API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment. If it persists, check status.claude.com.
""", "network", "node", "anthropics/claude-code/issues/61365")
O(r"""
API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 1/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 1 seconds… (attempt 2/10)
  ⎿  API Error (529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}) · Retrying in 2 seconds… (attempt 3/10)
""", "network", "node", "anthropics/claude-code/issues/5184")
O(r"""
  API error: 529 {"type":"error","error":{"type":"overload     ed_error","message":"Overloaded"},"request_id":"req_011C     cLPrMiu53v6Rp1jfe1Cd"}
""", "network", "node", "anthropics/claude-code/issues/70365", note="wrapped by the terminal as quoted")
