"""Batch 30: token and credential files missing at run time (runtime)."""
from lib import O

MISSING = "a file missing at run time; 'token' / 'credentials' is the file's name, no credential was refused"
O(r"""
`FileNotFoundError: [Errno 2] No such file or directory: 'tokens.json'`
""", "runtime", "python", "aiming-lab/Agent0/pull/19", adv=True, note=MISSING)
O(r"""
FileNotFoundError: [Errno 2] No such file or directory: './credentials/client_id.json'
""", "runtime", "python", "vtorres/youcheater/issues/1", adv=True, note=MISSING + "; issue title")
O(r"""
FileNotFoundError: [Errno 2] No such file or directory: 'credentials.json'
""", "runtime", "python", "breakdowns/slam-mirrorbot/issues/400", adv=True, note=MISSING)
O(r"""
[ERROR]: Command raised an exception: FileNotFoundError: [Errno 2] No such file or directory: 'Data/Tokens/user-tokens.txt'
""", "runtime", "python", "Alucard-Selfbot/Alucard-Selfbot-src/issues/26", adv=True, note=MISSING)
O(r"""
Enter verification code: xxxxXxxxXXxxxxXXXxxXxxxXxxxXXxXxxxxxxXxxXxxxXxXxxxXxxxxxx
Traceback (most recent call last):
  File "01gspread.py", line 8, in <module>
    scopes=[SCOPE],
  File "$HOME/venvs/gcp/dictknife/dictknife/loading/_gsuite.py", line 55, in get_credentials
    credentials = tools.run_flow(flow, store, flags=flags)
  File "$HOME/venvs/gcp/lib/python3.7/site-packages/oauth2client/file.py", line 70, in _create_file_if_needed
    open(self._filename, 'a+b').close()
FileNotFoundError: [Errno 2] No such file or directory: '~/.config/dictknife/token2.json'
""", "runtime", "python", "podhmo/dictknife/issues/153", adv=True, note=MISSING + "; excerpt")
O(r"""
D:\anigro\Strava Dashboard - PowerBI\Strava-Stream->python _Main.py
Auth code from environment: None
Authorization found. Checking token status...
Traceback (most recent call last):
  File "D:\anigro\Strava Dashboard - PowerBI\Strava-Stream-\_Main.py", line 37, in <module>
    expiry = get_token_expiry()
  File "D:\anigro\Strava Dashboard - PowerBI\Strava-Stream-\_Main.py", line 20, in get_token_expiry
    with open(token_file, 'r') as f:
         ~~~~^^^^^^^^^^^^^^^^^
FileNotFoundError: [Errno 2] No such file or directory: 'strava_tokens.json'
""", "runtime", "python", "RDNelson00/Strava-Stream-/issues/18", adv=True, note=MISSING)
O(r"""
ENOENT: no such file or directory, open 'token.json'
""", "runtime", "node", "rcdexta/lambda-google-sheets/issues/2", adv=True, note=MISSING + "; issue title")
O(r"""
Done batching content!
Logging in...
Traceback (most recent call last):
  File "main.py", line 7, in <module>
    with open('creds/creds.json') as json_file:
FileNotFoundError: [Errno 2] No such file or directory: 'creds/creds.json'
""", "runtime", "python", "Johk3/Passive_RY/issues/1", adv=True, note=MISSING)
O(r"""
FileNotFoundError: [Errno 2] No such file or directory: 'data/casehold/cached_full_BertTokenizer_128_casehold.lock'
""", "runtime", "python", "reglab/casehold/issues/3", adv=True, note="'Tokenizer' in a missing file's name; issue title")
O(r"""
FileNotFoundError                         Traceback (most recent call last)
<ipython-input-17-0e6a7842cea1> in <module>
      5 import os
      6 
----> 7 config = json.load(open('config.json','r'))
      8 
      9 TOKEN = config['token']

FileNotFoundError: [Errno 2] No such file or directory: 'config.json'
""", "runtime", "python", "alvinlin88/airdrop-bot/issues/3", adv=True, note="'TOKEN' in the echoed source")
