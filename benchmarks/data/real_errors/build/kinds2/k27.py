"""Batch 27: a missing `timeout` command (dependency); TypeErrors reading a 'token' (type)."""
from lib import O

NOTOOL = "the `timeout` tool is not installed: a dependency; 'timeout' is the tool's name"
O(r"""
(eval):1: command not found: timeout
""", "dependency", "shell", "mvanhorn/cli-printing-press/issues/3846", adv=True, note=NOTOOL)
O(r"""
zsh: command not found: timeout
""", "dependency", "shell", "osmedeus/osmedeus-base/issues/6", adv=True, note=NOTOOL + "; issue title")
O(r"""
$ wait-for-it.sh www.google.com:80 -- echo "google is up"
wait-for-it.sh: line 53: timeout: command not found
wait-for-it.sh: timeout occurred after waiting 15 seconds for www.google.com:80
google is up
""", "dependency", "shell", "vishnubob/wait-for-it/issues/13", adv=True,
  note=NOTOOL + "; the 'timeout occurred' that follows is its consequence")
O(r"""
zsh% emulate ksh -c "source ssh-find-agent.sh"
zsh% ssh-find-agent -l
ssh-find-agent.sh: 'timeout' command could not be found.
  Please install 'coreutils' via your system's package manager.
timeout returned <127>
""", "dependency", "shell", "wwalker/ssh-find-agent/issues/57", adv=True, note=NOTOOL)
O(r"""
Last login: Wed Jun 20 11:31:39 on ttys002
-bash: timeout: command not found
alk-mbp:~ alk$
""", "dependency", "shell", "basefarm/aws-session-tool/issues/14", adv=True, note=NOTOOL)
O(r"""
wait-for-it.sh  www.google.com:443 --timeout=10 -- echo "its up"
readlink: illegal option -- f
usage: readlink [-n] [file ...]
./scripts/wait-for-it.sh: line 58: timeout: command not found
wait-for-it.sh: timeout occurred after waiting 10 seconds for www.google.com:443
its up
""", "dependency", "shell", "vishnubob/wait-for-it/issues/108", adv=True,
  note=NOTOOL + "; the 'timeout occurred' that follows is its consequence")

TOKEN = "'token' is a property name in a type error"
O(r"""
TypeError: Cannot read properties of undefined (reading 'token')
""", "type", "node", "bradtraversy/devcamper-api/issues/69", adv=True, note=TOKEN)
O(r"""
TypeError: Cannot read properties of undefined (reading 'tokenObject')
""", "type", "node", "react-auth-kit/react-auth-kit/issues/1841", adv=True, note=TOKEN + "; issue title")
O(r"""
Uncaught (in promise) TypeError: Cannot read property 'token' of undefined
""", "type", "node", "SoftwareEngineeringDaily/sedaily-front-end/issues/62", adv=True, note=TOKEN)
O(r"""
Uncaught TypeError: Cannot read property 'token' of null
""", "type", "node", "fenichelar/ember-simple-auth-token/issues/103", adv=True, note=TOKEN + "; issue title")
O(r"""
TypeError: Cannot read property 'token' of undefined
  at e.exports._platformData (app_bg.js:5959:72)
""", "type", "node", "vialer/vialer-js/issues/147", adv=True, note=TOKEN)
O(r"""
{ "status": 500, "error": "Cannot read
properties of undefined (reading
'get')" }
""", "type", "node", "roimdev/roim-picx/issues/3", adv=True, note="a type error relayed with status 500")
