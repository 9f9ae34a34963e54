"""Batch 22: PHP memory limits (runtime) and execution time limits (timeout)."""
from lib import O

MEM = "memory exhausted: a failure while running; 'exhausted' and 'allowed' name no API quota"
O(r"""
Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 81513688 bytes) in /var/www/html/framework/responses/PageResponse.php on line 46
""", "runtime", "php", "denho/faved/issues/4", adv=True, note=MEM)
O(r"""
 PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 40000 bytes) in pa1815/index.php on line 60, referer: pa1815/archivedphoto.php
""", "runtime", "php", "nobelharvards/PA1815/issues/10", adv=True, note=MEM)
O(r"""
E_ERROR: Allowed memory size of 134217728 bytes exhausted (tried to allocate 51789651 bytes)
  File "C:\wamp\www\forums\system\Output\Output.php", line 830, in report_fatal_error
  File "<internal>", line unknown, in <main>
""", "runtime", "php", "ReeceA/viziongm/issues/218", adv=True, note=MEM)
O(r"""
[Wed Apr 17 11:07:12 2013] [error] [client 127.0.0.1] PHP Fatal error:  Allowed memory size of 67108864 bytes exhausted (tried to allocate 64 bytes) in /home/xxx/www/lib/db.php on line 173
""", "runtime", "php", "owncloud/android/issues/126", adv=True, note=MEM)
O(r"""
PHP message: PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 16384 bytes)
""", "runtime", "php", "darki73/FreedomCore/issues/24", adv=True, note=MEM)

O(r"""
Fatal error: Maximum execution time of 30 seconds exceeded in D:\xmapp\htdocs\Jump-helper\run.php on line 142
""", "timeout", "php", "metowolf/JumpJumpHelper/issues/3")
O(r"""
Fatal error: Maximum execution time of 60 seconds exceeded in C:\xampp\htdocs\index\wp-content\plugins\upstream\upstream.php on line 84
""", "timeout", "php", "upstreamplugin/UpStream/issues/697", note="issue title")
O(r"""
<b>Fatal error</b>:  Maximum execution time of 30 seconds exceeded in <b>/home/***/***/***/***/Google/Safebrowsing/List.php</b> on
line <b>105</b><br />
""", "timeout", "php", "michaelcontento/phpgsb/issues/3")
O(r"""
Fatal error: Maximum execution time of 30 seconds exceeded in C:\xampp\htdocs\CI-AdminLTE-master\system\libraries\Session\drivers\Session_files_driver.php on line 169
A PHP Error was encountered

Severity: Error

Message: Maximum execution time of 30 seconds exceeded

Filename: drivers/Session_files_driver.php

Line Number: 169
""", "timeout", "php", "domProjects/CI-AdminLTE/issues/16")
O(r"""
**Symfony\Component\Debug\Exception\FatalErrorException** in **GET /faveo/public/step4**
Maximum execution time of 30 seconds exceeded
""", "timeout", "php", "faveosuite/faveo-helpdesk/issues/81")
