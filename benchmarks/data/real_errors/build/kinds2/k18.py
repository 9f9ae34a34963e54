"""Batch 18: Docker Hub pull limits; timing tests."""
from lib import O

O(r"""
Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "kodekloudhub/kodekloud-engineer/issues/58", adv=True,
  note="'authenticating' in a rate-limit message", same="docker-pull-limit")
O(r"""
Run docker/setup-buildx-action@v3
Docker info
Buildx version
Inspecting default docker context
Creating a new builder instance
Booting builder
Error: ERROR: Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "docker/hub-feedback/issues/2429", adv=True, note="'authenticating' in a rate-limit message",
  same="docker-pull-limit")
O(r"""
error pulling image configuration: toomanyrequests: Too Many Requests. Please see https://docs.docker.com/docker-hub/download-rate-limit/
""", "rate_limit", "docker", "play-with-docker/play-with-docker/issues/422")
O(r"""
ERROR: failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/rust/manifests/sha256:de6e081a4e9c10e70731071cec6f629892da1bbaa24b478a96bdc59060674117: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "ScribeMD/docker-cache/issues/829", same="docker-429-manifest")
O(r"""
Error: INSTALLATION FAILED: failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/bitnamicharts/drupal/manifests/sha256:9538e0c4fd55aa75d75f6846bc99b1ecddad3a4ffbb7cbf8d0fc8578a5c2b02f: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit
""", "rate_limit", "docker", "docker/docs/issues/21908", same="docker-429-manifest")
O(r"""
captain-captain.1.oe5xzg035adq@Ubuntu-1804-bionic-64-minimal    | January 10th 2021, 7:37:22.703 am    Error: (HTTP code 500) server error - toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit 
captain-captain.1.oe5xzg035adq@Ubuntu-1804-bionic-64-minimal    | Error: (HTTP code 500) server error - toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit 
captain-captain.1.oe5xzg035adq@Ubuntu-1804-bionic-64-minimal    |     at /usr/src/app/node_modules/docker-modem/lib/modem.js:301:17
""", "rate_limit", "node", "caprover/caprover/issues/963", adv=True, note="a rate limit relayed as HTTP 500")
O(r"""
2020-10-23 14:21:57,707 [http-nio-8081-exec-253] [ERROR] (o.a.a.d.r.v.DockerV2RemoteRepoHandler:469) - Unable to create manifest markers for 'docker-remote:library/redmine/sha256__991c3847972deff8d8318f971783966066afbc39e6f6a2144f8a9a168b242f58/manifest.json': 'Error fetching https://registry-1.docker.io/v2/library/redmine/manifests/sha256:991c3847972deff8d8318f971783966066afbc39e6f6a2144f8a9a168b242f58 (remote response: 429: Too Many Requests)'
""", "rate_limit", "java", "docker/hub-feedback/issues/2040")

O(r"""
 3 tests failed: 

  1) Connection timeouts Should connect timeout after a default of 1000 ms:

    Expected
    <time.Duration>: 240200
to be >=
    <time.Duration>: 1000000000
    	/builddir/build/BUILD/goreq-b5b0f5eb2d16f20345cce0a544a75163579c0b00/_build/src/github.com/franela/goreq/goreq_test.go:42 +0x76
    	/usr/share/gocode/src/github.com/onsi/gomega/internal/assertion/assertion.go:69 +0x1ef
""", "test", "go", "franela/goreq/issues/144", adv=True, note="'Connection timeouts' is the failing test's title; excerpt")
