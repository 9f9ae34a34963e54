"""Batch 7: rate limits and permissions in names (modules, attributes, decorators)."""
from lib import O

O(r"""
ModuleNotFoundError: No module named 'ratelimit'
""", "import", "python", "jsocol/django-ratelimit/pull/286", adv=True, note="'ratelimit' is the missing module's name")
O(r"""
  File "./basic.py", line 13, in <module>
    app.add_exception_handler(RateLimitExceeded, _rate_limit_exceeded_handler)
NameError: name 'RateLimitExceeded' is not defined
""", "runtime", "python", "laurentS/slowapi/issues/32", adv=True, note="'RateLimitExceeded' is an undefined name")
O(r"""
  File "/usr/local/lib/python2.7/dist-packages/django/utils/importlib.py", line 40, in import_module
    **import**(name)
  File "/media/raid5/Malware Analysis/cuckoo-modified/web/api/views.py", line 127, in <module>
    @ratelimit(key="ip", rate=raterps, block=rateblock)
TypeError: ratelimit() got an unexpected keyword argument 'key'
""", "type", "python", "brad-sp/cuckoo-modified/issues/36", adv=True, note="'ratelimit' and 'rate=' in a type error")
O(r"""
Traceback (most recent call last):
  File "/home/ubuntu/gitcoin/gitcoin-3/lib/python3.6/site-packages/django/core/handlers/base.py", line 126, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/home/ubuntu/gitcoin/gitcoin-3/lib/python3.6/site-packages/ratelimit/decorators.py", line 29, in _wrapped
    raise Ratelimited()
Ratelimited
""", "rate_limit", "python", "gitcoinco/web/issues/754", note="the app's own rate limiter refused the request")
O(r"""
    from pyrate_limiter import Duration, Limiter, RequestRate
  File "/opt/hostedtoolcache/Python/3.11.4/x64/lib/python3.11/site-packages/pyrate_limiter/__init__.py", line 3, in <module>
    from .buckets import *
  File "/opt/hostedtoolcache/Python/3.11.4/x64/lib/python3.11/site-packages/pyrate_limiter/buckets/redis_bucket.py", line 10, in <module>
    from redis import Redis
ModuleNotFoundError: No module named 'redis'
""", "import", "python", "vutran1710/PyrateLimiter/issues/122", adv=True, note="'Limiter', 'RequestRate' in the frames")
O(r"""
AttributeError: 'Role' object has no attribute 'has_permissions'
""", "type", "python", "miguelgrinberg/flasky/issues/447", adv=True, note="'permissions' in an attribute name")
O(r"""
AttributeError: 'NoneType' object has no attribute 'has_permission'
""", "type", "python", "nextgis/nextgisweb/issues/184", adv=True, note="'permission' in an attribute name")
O(r"""
    AttributeError: 'AnonymousUser' object has no attribute 'profile'
    (4 additional frame(s) were not displayed)
    ...
      File "explorer/views.py", line 91, in dispatch
        if not self.has_permission(request, *args, **kwargs):
      File "explorer/views.py", line 82, in has_permission
        return handler(request, *args, **kwargs)
      File "explorer/permissions.py", line 18, in view_permission_list
        return app_settings.EXPLORER_PERMISSION_VIEW(request.user)\
      File "mrs/settings.py", line 267, in <lambda>
        EXPLORER_PERMISSION_VIEW = lambda u: u.profile == 'admin'  # noqa

    AttributeError: 'AnonymousUser' object has no attribute 'profile'
""", "type", "python", "betagouv/mrs/pull/830", adv=True, note="'permission' in function and file names")
O(r"""
Request Method: GET
Request URL: https://nav.example.org/alertprofiles/permissions/3/
Django Version: 1.0.2 final
Python Version: 2.4.4

Traceback:
File "/var/lib/python-support/python2.4/django/core/handlers/base.py" in get_response
  86.                 response = callback(request, *callback_args, **callback_kwargs)
File "/usr/local/nav/lib/python/nav/web/alertprofiles/views.py" in permission_list
  2385.         permissions = AccountGroup.objects.get(pk=group_id).filter_group_set.all()

Exception Type: AttributeError at /alertprofiles/permissions/3/
Exception Value: 'AccountGroup' object has no attribute 'filter_group_set'
""", "type", "python", "Uninett/nav/issues/460", adv=True, note="'permissions' in a URL and a view name; excerpt")
O(r"""
AttributeError: 'PartialMessageable' object has no attribute 'permissions_for'
""", "type", "python", "Pycord-Development/pycord/issues/497", adv=True, note="'permissions' in an attribute name")
O(r"""
Bug i user-permissions: AttributeError /api/v1/user/ 'NoneType' object has no attribute 'membership'
""", "type", "python", "TIHLDE/Lepton/issues/108", adv=True, note="issue title; 'permissions' in the area name")
