"""Batch 13: test failures about statuses and rate limits."""
from lib import O

O(r"""
[2021-03-02T15:05:51.918Z] ================================== FAILURES ===================================
[2021-03-02T15:05:51.918Z] ______________________ RateLimitTest.test_rate_limit_hit ______________________
[2021-03-02T15:05:51.918Z] 
[2021-03-02T15:05:51.918Z] self = <test_requests.RateLimitTest testMethod=test_rate_limit_hit>
[2021-03-02T15:05:51.918Z] 
[2021-03-02T15:05:51.918Z]     def test_rate_limit_hit(self):
[2021-03-02T15:05:51.918Z]         # all requests from the same ip
[2021-03-02T15:05:51.918Z]         codes = self.fire_events("ratelimit.ndjson", 5)
[2021-03-02T15:05:51.918Z]         assert set(codes.keys()) == set([202, 429]), codes
[2021-03-02T15:05:51.918Z] >       assert codes[429] == 2, codes
[2021-03-02T15:05:51.918Z] E       AssertionError: defaultdict(<class 'int'>, {429: 3, 202: 2})
[2021-03-02T15:05:51.918Z] E       assert 3 == 2
[2021-03-02T15:05:51.918Z] 
[2021-03-02T15:05:51.918Z] tests\system\test_requests.py:189: AssertionError
""", "test", "python", "elastic/apm-server/pull/4893", adv=True, note="429 counted in an assertion; excerpt")
O(r"""
FAIL: test_all_endpoints (data_refinery_api.test.test_api_general.APITestCases)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/home/user/data_refinery_api/test/test_api_general.py", line 339, in test_all_endpoints
    self.assertEqual(response.status_code, status.HTTP_429_TOO_MANY_REQUESTS)
AssertionError: 200 != 429
""", "test", "python", "AlexsLemonade/refinebio/issues/2791", adv=True, note="a test expected 429 and got 200")
O(r'''
_________________________________________________________________ TwythonAPITestCase.test_request_should_handle_rate_limit __________________________________________________________________

self = <tests.test_core.TwythonAPITestCase testMethod=test_request_should_handle_rate_limit>

    @responses.activate
    def test_request_should_handle_rate_limit(self):
        """Test that Twython raises an rate limit error on 429"""
        endpoint = 'statuses/home_timeline'
        url = self.get_url(endpoint)
        self.register_response(responses.GET, url,
                               body='{"errors":[{"message":"Rate Limit"}]}', status=429)

>       self.assertRaises(TwythonRateLimitError, self.api.request, endpoint)
E       AssertionError: TwythonRateLimitError not raised by request

tests/test_core.py:257: AssertionError
''', "test", "python", "ryanmcgrath/twython/issues/551", adv=True, note="a rate-limit test failed")
O(r"""
    ● Data Suite Tests › Language CRUD operations › Get languages      expect(received).toBe(expected) // Object.is equality      Expected: 200     Received: 401        27 |         us> (tests/company.test.js:60:33)           at runMicrotasks (<anonymous>)       at processTicksAndRejections (node:internal/process/task_queues:96:5)
""", "test", "node", "pwndoc/pwndoc/issues/341", adv=True, note="a test expected 200 and received 401; excerpt")
O(r"""
1) AuthController JSON Requests POST /users/login should return 401 with wrong password message:
     Error: expected 401 "Unauthorized", got 400 "Bad Request"
""", "test", "node", "wejs/we/issues/6", adv=True, note="'wrong password' is the test's title")
O(r"""
[split.api.verify] [api.demo] [api.demo.integration.single]   ● unauthorized › cannot add a user
[split.api.verify] [api.demo] [api.demo.integration.single]
[split.api.verify] [api.demo] [api.demo.integration.single]     expect(received).toBe(expected)
[split.api.verify] [api.demo] [api.demo.integration.single]
[split.api.verify] [api.demo] [api.demo.integration.single]     Expected value to be (using ===):
[split.api.verify] [api.demo] [api.demo.integration.single]       401
[split.api.verify] [api.demo] [api.demo.integration.single]     Received:
[split.api.verify] [api.demo] [api.demo.integration.single]       403
[split.api.verify] [api.demo] [api.demo.integration.single]
[split.api.verify] [api.demo] [api.demo.integration.single]       at Object.<anonymous> (demo/integration/__tests__/users.js:37:29)
""", "test", "node", "kentcdodds/testing-workshop/issues/41", adv=True, note="a test expected 401 and received 403; excerpt")
