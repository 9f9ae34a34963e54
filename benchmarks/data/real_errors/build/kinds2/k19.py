"""Batch 19: Go dial timeouts, context deadlines; expired certificates (network)."""
from lib import O

O(r"""
dial tcp <nil>->10.20.33.66:80: i/o timeout
""", "timeout", "go", "levigross/grequests/issues/92")
O(r"""
    $ sudo docker run me/heartbleed some.com:443
2014/04/09 15:54:43 some.com:443 - ERROR: dial tcp: i/o timeout
""", "timeout", "go", "kasimon/docker-heartbleed/issues/2")
O(r"""
ERROR - could not get stats: Get "http://192.168.1.22/control/stats": dial tcp 192.168.1.22:80: i/o timeout
ERROR - could not get status: Get "http://192.168.1.22/control/status": dial tcp 192.168.1.22:80: i/o timeout
ERROR - could not get query type stats: Get "http://192.168.1.22/control/querylog?limit=1000&response_status=all": dial tcp 192.168.1.75:80: i/o timeout
ERROR - could not get dhcp status: Get "http://192.168.1.22/control/dhcp/status": dial tcp 192.168.1.22:80: i/o timeout
""", "timeout", "go", "henrywhitaker3/adguard-exporter/issues/8", adv=True, note="'limit=1000' and 'response_status' in a URL")
O(r"""
"http://belres.by/ru": {
    "requests": 3605,
    "errors": 3605,
    "last_error_msg": "Get \"http://belres.by/ru\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
    "status_100": 0,
    "status_200": 0,
    "status_300": 0,
    "status_400": 0,
    "status_500": 0
},
""", "timeout", "go", "erkexzcx/stoppropaganda/issues/46", adv=True, note="'status_400', 'status_500' counters beside a timeout; excerpt")
O(r"""
Error performing request: Get https://mypcfapi.com/v2/jobs/somejob: dial tcp: i/o timeout

TIP: If you are behind a firewall and require an HTTP proxy, verify the https_proxy environment variable is correctly set. Else, check your network connection.

error running command: exit status 1
""", "timeout", "go", "concourse/concourse/issues/2065")

O(r"""
x509: certificate has expired or is not yet valid: current time 2023-05-18 is after 2023-04-23T06:01:48Z
""", "network", "python", "FlorianREGAZ/Python-Tls-Client/issues/71", adv=True, note="'expired' is about a TLS certificate, not a credential")
O(r"""
2019/09/14 00:52:08 x509: certificate has expired or is not yet valid
""", "network", "go", "emersion/go-smtp/issues/63", adv=True, note="'expired' is about a TLS certificate, not a credential")
O(r"""
[2017-11-28 17:25:51] [ERROR] Get https://dns.cloudflare.com/dns-query?body=XXX&random_padding=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX: x509: certificate has expired or is not yet valid
""", "network", "go", "DNSCrypt/dnscrypt-proxy/issues/324", adv=True, note="'expired' is about a TLS certificate")
O(r"""
x509: certificate has expired or is not yet valid: current time 2023-01-28T09:08:05+01:00 is after 2023-01-08T09:42:48Z .
""", "network", "go", "ostafen/xdcc-cli/issues/4", adv=True, note="'expired' is about a TLS certificate")
