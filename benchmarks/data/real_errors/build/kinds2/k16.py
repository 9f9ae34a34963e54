"""Batch 16: registries answering 502 / 503 (network)."""
from lib import O

O(r"""
npm install --save-dev babel-preset-stage-2
npm ERR! fetch failed https://registry.npmjs.org/babel-plugin-transform-object-rest-spread/-/babel-plugin-transform-object-rest-spread-6.8.0.tgz
npm WARN retry will retry, error on last attempt: Error: fetch failed with status code 502
""", "network", "node", "npm/npm/issues/13287", same="npm-502")
O(r"""
xubuntu@xubuntu:/var/www/html/React-Redux-Boilerplate-master$ sudo npm install
npm ERR! fetch failed https://registry.npmjs.org/uniqs/-/uniqs-2.0.0.tgz
npm WARN retry will retry, error on last attempt: Error: fetch failed with status code 502
npm ERR! fetch failed https://registry.npmjs.org/uniqs/-/uniqs-2.0.0.tgz
npm WARN retry will retry, error on last attempt: Error: fetch failed with status code 502
npm ERR! fetch failed https://registry.npmjs.org/uniqs/-/uniqs-2.0.0.tgz
npm ERR! Linux 4.4.0-28-generic
npm ERR! argv "/usr/bin/nodejs" "/usr/bin/npm" "install"
npm ERR! node v4.2.6
npm ERR! npm  v3.5.2
npm ERR! fetch failed with status code 502
""", "network", "node", "npm/npm/issues/13293", same="npm-502")
O(r"""
 npm ERR! fetch failed https://github.com/component/global/archive/v2.0.1.tar.gz
 npm ERR! Error: 502 Bad Gateway
""", "network", "node", "npm/npm/issues/9310")
O(r"""
    ubuntu@bigboy:/var/www/$ curl --head http://registry.npmjs.org/caching-transform/-/caching-transform-1.0.1.tgz
    HTTP/1.1 502 Bad Gateway
    Content-Type: text/html
    Cache-Control: max-age=21600
    Transfer-Encoding: chunked
    Accept-Ranges: bytes
    Date: Wed, 06 Jul 2016 13:26:28 GMT
    Via: 1.1 varnish
    Connection: keep-alive
    X-Served-By: cache-jfk1034-JFK
    X-Cache: MISS
    X-Cache-Hits: 0
    X-Timer: S1467811588.853116,VS0,VE65
""", "network", "shell", "npm/npm/issues/13295", adv=True, note="'max-age=21600' and cache hit counts beside a 502")
O(r"""
npm ERR! node v5.9.0
npm ERR! npm  v3.7.3

npm ERR! Unexpected token <
npm ERR! 
npm ERR! <?xml version="1.0" encoding="utf-8"?>
npm ERR! <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
npm ERR!  "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
npm ERR! <html>
npm ERR!   <head>
npm ERR!     <title>503 backend read error</title>
npm ERR!   </head>
npm ERR!   <body>
npm ERR!     <h1>Error 503 backend read error</h1>
npm ERR!     <p>backend read error</p>
npm ERR!     <h3>Guru Mediation:</h3>
npm ERR!     <p>Details: cache-sin6927-SIN 1458198409 1823933740</p>
npm ERR!     <hr>
npm ERR!     <p>Varnish cache server</p>
npm ERR!   </body>
npm ERR! </html>
""", "network", "node", "npm/npm/issues/11935", adv=True,
  note="the registry answered a 503 page; npm's 'Unexpected token <' is its consequence, not a syntax error in the project")
O(r"""
-> pip install testresources
Downloading/unpacking testresources
  HTTP error 503 while getting https://files.pythonhosted.org/packages/45/4d/79a9a1f71de22fbc6c6433ac135f68d005de72fbe73e2137d2e77da9252c/testresources-2.0.1-py2.py3-none-any.whl#sha256=67a361c3a2412231963b91ab04192209aa91a1aa052f0ab87245dbea889d1282 (from https://pypi.org/simple/testresources/)
Cleaning up...
Exception:
Traceback (most recent call last):
  File "/usr/lib/python2.7/dist-packages/pip/basecommand.py", line 122, in main
    status = self.run(options, args)
  File "/usr/share/python-wheels/requests-2.2.1-py2.py3-none-any.whl/requests/models.py", line 773, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
HTTPError: 503 Server Error: Backend is unhealthy
""", "network", "python", "pypi/warehouse/issues/3710", note="excerpt (some frames left out)")
O(r"""
    docker: Collecting apache-libcloud==2.3.0 (from -r savings_champion/requirements.txt (line 9))
    docker:   Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)",)': /packages/56/28/45a9d3bba612fc3f47ef085a14446a4f68f45ce10070562edff1e9291150/apache_libcloud-2.3.0-py2.py3-none-any.whl
""", "timeout", "python", "pypi/warehouse/issues/3708", note="excerpt (the first retry)")
