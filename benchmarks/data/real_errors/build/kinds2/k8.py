"""Batch 8: token / time words inside runtime errors and assertions."""
from lib import O

O(r"""
self.access_token = contents['access_token']
KeyError: 'access_token'
""", "runtime", "python", "sharebook-kr/pykorbit/issues/1", adv=True, note="'access_token' is a missing key")
O(r"""
--> 107         return r.json()['access_token']
    108 
    109     def animal_types(self, types=None):

KeyError: 'access_token'
""", "runtime", "python", "aschleg/petpy/issues/21", adv=True, note="'access_token' is a missing key")
O(r"""
  File "/Users/manueloliverburi/Google_Drive/4_Code/Floq_Django/venv/lib/python3.8/site-packages/django_slack_oauth/views.py", line 67, in get
    return self.execute_pipelines(request, api_data, pipelines)
  File "/Users/manueloliverburi/Google_Drive/4_Code/Floq_Django/venv/lib/python3.8/site-packages/django_slack_oauth/views.py", line 76, in execute_pipelines
    return self.execute_pipelines(request, api_data, pipelines)
KeyError: 'access_token'
""", "runtime", "python", "izdi/django-slack-oauth/issues/28", adv=True,
  note="'access_token' is a missing key; 'oauth' in the path; excerpt (last line from the issue title)")
O(r"""
access_token = login_session['access_token']
KeyError: 'access_token'
""", "runtime", "python", "udacity/ud330/issues/25", adv=True, note="'access_token' is a missing key; from the issue text")
O(r"""
[  272s] >       assert took < timeout, "%s did not run within %s %s" % (
[  272s]             func.__name__,
[  272s]             word,
[  272s]             unit,
[  272s]         )
[  272s] E       AssertionError: test_httpretty_should_support_a_list_of_successive_responses_urllib2 did not run within two miliseconds
[  272s] 
[  272s] /usr/lib/python3.8/site-packages/sure/__init__.py:217: AssertionError
""", "test", "python", "gabrielfalcao/HTTPretty/issues/459", adv=True,
  note="an assertion about a duration failed: a test failure, 'timeout' is a variable")
