"""Batch 28: registry 404s for packages (dependency); failing rate-limiter tests (test)."""
from lib import O

O(r"""
npm http GET http://85.10.209.91/http
npm http 404 http://85.10.209.91/http
npm ERR! registry error parsing json
npm ERR! SyntaxError: Unexpected token <
npm ERR!     at Object.parse (native)
npm ERR!     at RegClient.<anonymous> (/usr/local/lib/node_modules/npm/node_modules/npm-registry-client/lib/request.js:238:23)
npm ERR!     at Request.self.callback (/usr/local/lib/node_modules/npm/node_modules/request/request.js:129:22)
""", "dependency", "node", "npm/npm/issues/4072", adv=True,
  note="the registry answered 404 with a page for the package; the SyntaxError is npm reading that page; excerpt")
O(r"""
npm ERR! code E404
npm ERR! 404 Not Found - GET https://registry.npmjs.org/@pm2%2fagent - Not found
npm ERR! 404
npm ERR! 404  '@pm2/agent@~1.0.2' is not in the npm registry.
npm ERR! 404 You should bug the author to publish it (or use the name yourself!)
npm ERR! 404 It was specified as a dependency of 'pm2'
npm ERR! 404
npm ERR! 404 Note that you can also install from a
npm ERR! 404 tarball, folder, http url, or git url.
""", "dependency", "node", "Unitech/pm2/issues/4803", note="excerpt")
O(r"""
npm ERR! code E404
npm ERR! 404 Not Found - GET https://github.com/npm/npm-registry-couchapp/mysql - Not Found
npm ERR! 404
npm ERR! 404  'mysql@*' is not in the npm registry.
npm ERR! 404 You should bug the author to publish it (or use the name yourself!)
""", "dependency", "node", "react/create-react-app/issues/11288", note="excerpt")
O(r"""
* (/.nvm/versions/node/v7.9.0/lib/node_modules/npm/node_modules/request/request.js:1001:12) pkgid: 'registry-auth-token', statusCode: 404, code: 'E404' }
* 10761 http 404 https://replicate.npmjs.com/registry-url
* 10760 silly fetchPackageMetaData Error: 404 Not Found: registry-auth-token
""", "dependency", "node", "sindresorhus/np/issues/151", adv=True, note="'registry-auth-token' is a package name; excerpt")
O(r"""
npm ERR! node v6.10.2
npm ERR! npm  v3.10.10
npm ERR! code E404
npm ERR! 404 Registry returned 404 for GET on https://registry.npmjs.org/gulp-runsequence/node-sass/node-sass/gulp-cli/gulp-cli/gulp-cli/gulp-cli/gulp-cli
""", "dependency", "node", "npm/npm/issues/16252")
O(r"""
npm ERR! code E404
npm ERR! 404 Not Found: natives@https://registry.npmjs.org/natives/-/natives-1.1.4.tgz
""", "dependency", "node", "npm/registry-issue-archive/issues/329", note="excerpt")
O(r"""
luizfilipe@MacBook-Pro:~/workspace$ npm i @angular/core
npm ERR! code E404
npm ERR! 404 User not found : @angular/core
npm ERR! 404
npm ERR! 404  '@angular/core' is not in the npm registry.
""", "dependency", "node", "npm/npm/issues/20673", adv=True, note="'User not found' is the registry's wording for a missing scope; excerpt")

O(r"""
$ go test
--- FAIL: Test_ThrottleSingleConnectionFail (1.09s)
	throttle_test.go:121: Throttling didn't work for single connection!
--- FAIL: Test_ThrottleCacheRateFail (1.07s)
	throttle_test.go:169: Throttling didn't work for cache rate limiting
FAIL
exit status 1
FAIL	_/Users/pallotron/projects/dhcplb/lib	5.950s
""", "test", "go", "facebook/dhcplb/pull/17", adv=True, note="'Throttling' and 'rate limiting' in failing tests' messages")
O(r"""
--- FAIL: TestRateLimiterGoroutines (0.00s)
    --- FAIL: TestRateLimiterGoroutines/1000_ops/s (2.36s)
        limiter_test.go:77: #4: Too many operations per second. Expected ~1000, got 1270.685510
--- FAIL: TestRateLimiterGoroutines (0.00s)
    --- FAIL: TestRateLimiterGoroutines/1000_ops/s (2.70s)
        limiter_test.go:77: #4: Too many operations per second. Expected ~1000, got 1109.840099
FAIL
FAIL    github.com/google/certificate-transparency-go/fixchain/ratelimiter      598.486s
FAIL
""", "test", "go", "google/certificate-transparency-go/issues/951", adv=True,
  note="'Too many operations per second' is the test's own assertion; excerpt")
