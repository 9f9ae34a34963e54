"""Whether a text can hold a secret at all, decided with ``in`` alone: the redactor's gate as plain strings.

On the check path every string parameter of a call goes through the redactor (a call is remembered by its
parameters *with their secrets redacted*), and loading the redactor costs a hook process more than the rest
of its check (``re``, ``typing`` and a few dozen regexes compiled). Most parameters hold nothing any rule
could match; :func:`may_hold_secret` tells so from the strings below without loading it.

The strings are :meth:`oncebitten.redact.Redactor.literal_gate` of the default redactor, read off the gates
of :meth:`~oncebitten.redact.Redactor.quiet` (one of them is in every text a rule can match), and written
out here; ``tests/test_secret_gate.py`` fails when they no longer match the rules, and prints the new ones.
"""

from __future__ import annotations

__all__ = ["LOWER", "TEXT", "may_hold_secret"]

#: Looked for in the text as it is.
TEXT: tuple[str, ...] = (
    '\t--proxy-user', '\t--user', '\t-a', '\t-destkeypass', '\t-deststorepass', '\t-keypass', '\t-p', '\t-srckeypass',
    '\t-srcstorepass', '\t-storepass', '\t-u', ' --proxy-user', ' --user', ' -a', ' -destkeypass', ' -deststorepass',
    ' -keypass', ' -p', ' -srckeypass', ' -srcstorepass', ' -storepass', ' -u', '.atlasv1.', '/api/webhooks/', '0:\t',
    '0: ', '0=', '1//0', '1:\t', '1: ', '1=', '2:\t', '2: ', '2=', '3:\t', '3: ', '3=', '4:\t', '4: ', '4=', '5:\t',
    '5: ', '5=', '6:\t', '6: ', '6=', '7:\t', '7: ', '7=', '8:\t', '8: ', '8=', '9:\t', '9: ', '9=', '://', ':AA',
    'A3T', 'A:\t', 'A: ', 'A=', 'ABIA', 'ACCA', 'AGE-SECRET-KEY-1', 'AIza', 'AKIA', 'ASIA', 'ATATT3', 'B:\t', 'B: ',
    'B=', 'C:\t', 'C: ', 'C=', 'D:\t', 'D: ', 'D=', 'E:\t', 'E: ', 'E=', 'F:\t', 'F: ', 'F=', 'G:\t', 'G: ', 'G=',
    'GOCSPX-', 'GR1348941', 'H:\t', 'H: ', 'H=', 'I:\t', 'I: ', 'I=', 'J:\t', 'J: ', 'J=', 'K:\t', 'K: ', 'K=',
    'L:\t', 'L: ', 'L=', 'M:\t', 'M: ', 'M=', 'N:\t', 'N: ', 'N=', 'NRAA-', 'NRAK-', 'NRII-', 'O:\t', 'O: ', 'O=',
    'P:\t', 'P: ', 'P=', 'PMAK-', 'PRIVATE KEY', 'Q:\t', 'Q: ', 'Q=', 'R:\t', 'R: ', 'R=', 'S:\t', 'S: ', 'S=', 'SG.',
    'SK', 'T:\t', 'T: ', 'T=', 'U:\t', 'U: ', 'U=', 'V:\t', 'V: ', 'V=', 'W:\t', 'W: ', 'W=', 'X:\t', 'X: ', 'X=',
    'Y:\t', 'Y: ', 'Y=', 'Z:\t', 'Z: ', 'Z=', '_:\t', '_: ', '_=', 'api_org_', 'dapi', 'doo_v1_', 'dop_v1_',
    'dor_v1_', 'dp.', 'eyJ', 'gho_', 'ghp_', 'ghr_', 'ghs_', 'ghu_', 'github_pat_', 'glagent-', 'glc_', 'glcbt-',
    'gldt-', 'glffct-', 'glft-', 'glimt-', 'gloas-', 'glpat-', 'glptt-', 'glrt-', 'glsa_', 'glsat-', 'glsoat-', 'hf_',
    'hooks.slack.com/', 'hvb.', 'hvr.', 'hvs.', 'lin_api_', 'lin_oauth_', 'machine', 'name', 'npm_', 'pul-',
    'pypi-AgE', 'rk_live_', 'rk_test_', 'shpat_', 'shpca_', 'shppa_', 'shpss_', 'sk-', 'sk_live_', 'sk_test_', 'sntr',
    'whsec_', 'xapp-', 'xox', 'ya29.',
)  # fmt: skip

#: Looked for in the text lowered.
LOWER: tuple[str, ...] = (
    '&sig=', '&signature=', '&x-amz-signature=', '&x-goog-signature=', '?sig=', '?signature=', '?x-amz-signature=',
    '?x-goog-signature=', 'accountkey', 'auth\t', 'auth ', 'auth"', "auth'", 'auth:', 'auth=', 'auth>', 'auth\\',
    'authorization', 'cookie', 'credential\t', 'credential ', 'credential"', "credential'", 'credential:',
    'credential=', 'credential>', 'credential\\', 'credentials\t', 'credentials ', 'credentials"', "credentials'",
    'credentials:', 'credentials=', 'credentials>', 'credentials\\', 'dockerconfigjson\t', 'dockerconfigjson ',
    'dockerconfigjson"', "dockerconfigjson'", 'dockerconfigjson:', 'dockerconfigjson=', 'dockerconfigjson>',
    'dockerconfigjson\\', 'key\t', 'key ', 'key"', "key'", 'key-data\t', 'key-data ', 'key-data"', "key-data'",
    'key-data:', 'key-data=', 'key-data>', 'key-data\\', 'key.data\t', 'key.data ', 'key.data"', "key.data'",
    'key.data:', 'key.data=', 'key.data>', 'key.data\\', 'key:', 'key=', 'key>', 'key\\', 'key_data\t', 'key_data ',
    'key_data"', "key_data'", 'key_data:', 'key_data=', 'key_data>', 'key_data\\', 'keydata\t', 'keydata ',
    'keydata"', "keydata'", 'keydata:', 'keydata=', 'keydata>', 'keydata\\', 'pass\t', 'pass ', 'pass"', "pass'",
    'pass:', 'pass=', 'pass>', 'pass\\', 'passcode\t', 'passcode ', 'passcode"', "passcode'", 'passcode:',
    'passcode=', 'passcode>', 'passcode\\', 'passphrase\t', 'passphrase ', 'passphrase"', "passphrase'",
    'passphrase:', 'passphrase=', 'passphrase>', 'passphrase\\', 'passwd\t', 'passwd ', 'passwd"', "passwd'",
    'passwd:', 'passwd=', 'passwd>', 'passwd\\', 'password\t', 'password ', 'password"', "password'", 'password:',
    'password=', 'password>', 'password\\', 'pswd\t', 'pswd ', 'pswd"', "pswd'", 'pswd:', 'pswd=', 'pswd>', 'pswd\\',
    'pwd\t', 'pwd ', 'pwd"', "pwd'", 'pwd:', 'pwd=', 'pwd>', 'pwd\\', 'secret\t', 'secret ', 'secret"', "secret'",
    'secret:', 'secret=', 'secret>', 'secret\\', 'secret_access_key', 'secretaccesskey', 'sharedaccesskey', 'token\t',
    'token ', 'token"', "token'", 'token:', 'token=', 'token>', 'token\\',
)  # fmt: skip


def may_hold_secret(text: str) -> bool:
    """False when the default redactor would certainly leave ``text`` as it is (no rule's gate is in it).

    Sound, not exact: True only means the redactor must look.
    """
    if any(map(text.__contains__, TEXT)):
        return True
    lowered = text.lower()
    return any(map(lowered.__contains__, LOWER))
