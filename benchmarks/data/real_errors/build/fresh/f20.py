"""Batch 20: adversarial kinds: 'token' in YAML scanner errors (syntax) across PyYAML, ruamel-based tools,
Snakemake and Racket's yaml; 'perms' / 'permission' in attribute names (type)."""
from lib import H, HX, I, IX, O  # noqa: F401

TAB = "'token' in a YAML scanner error: a tab where YAML forbids it (syntax, not auth)"
O(r"""
yaml.scanner.ScannerError: while scanning for the next token
found character '\t' that cannot start any token
  in "feedspora.yml", line 8, column 1
""", "syntax", "yaml", "aurelg/feedspora/pull/3", adv=True, note=TAB,
  inc=[[("line 8, column 1", "line 11, column 1")]],
  hn=[H([("found character '\\t' that cannot start any token", "found character '%' that cannot start any token")],
        "offending character tab -> '%' (an unquoted value starting with %: quote it, another fix)",
        inc=[[("line 8, column 1", "line 3, column 12")]])])
O(r"""
yaml.scanner.ScannerError: while scanning for the next token
found character '\t' that cannot start any token
  in "/work/shah/pourmalm/projects/astir/200624_ov_9patients_pre_post/marker_mat.yml", line 2, column 1
""", "syntax", "yaml", "camlab-bioml/astir/issues/3", adv=True, note=TAB,
  inc=[[("/work/shah/pourmalm/projects/astir/200624_ov_9patients_pre_post", "/home/mp/astir/run2")]])
O(r"""
yaml.scanner.ScannerError: while scanning for the next token
found character '\t' that cannot start any token
  in "diyhue/config.json", line 2, column 1
""", "syntax", "yaml", "frenck/action-app-linter/issues/43", adv=True,
  note="a JSON file indented with tabs, read by a YAML loader in a GitHub Action. " + TAB)
O(r"""
ScannerError:while scanning for the next token found character '\t' that cannot start any token in "", line 46, column 1: grid: true, // G ... ^

Please press undo, edit the YAML, or continue chatting.
""", "syntax", "yaml", "holoviz/lumen/issues/1218", adv=True, note="an app's flattened rendering of the same scanner error. " + TAB,
  inc=[[("line 46, column 1", "line 12, column 1")]])
O(r"""
ScannerError in line 58 of /home1/03269/kilarugk/work/bin/tailseeker-master/tailseeker/snakesupport.py:
while scanning for the next token
found character '\t' that cannot start any token
  in "/scratch/03269/kilarugk/peng-miseq/20160330_M02894_0074_000000000-AMFAE_8samples/tailseeker.yaml", line 5, column 8
""", "syntax", "yaml", "hyeshik/tailseeker/issues/1", adv=True, note="Snakemake's wrapper line before PyYAML's message (excerpt). " + TAB,
  inc=[[("/home1/03269/kilarugk", "/home1/01122/jdoe"), ("/scratch/03269/kilarugk", "/scratch/01122/jdoe")]])
# a real tab character between "character" and "that" (the library prints it raw)
O("string:1:0: while scanning for the next token;\n found character \t that cannot start any token", "syntax", "yaml", "esilkensen/yaml/issues/35", adv=True,
  note="Racket's yaml library printing the tab itself. " + TAB)

# ---------------- 'perms' / 'permission' in an attribute name: a type error ----------------
PERM = "'perm' in an attribute name: an AttributeError (type), not a permission failure"
O(r"""
'User' object has no attribute 'has_module_perms'
""", "type", "python", "osantana/quickstartup/issues/38", same="django-custom-user-perms", adv=True,
  note="issue title: a custom user model without PermissionsMixin, seen in the admin. " + PERM)
O(r"""
custom django-user object has no attribute 'has_module_perms'
""", "type", "python", "brwr/thinkster-django-angular/pull/17", same="django-custom-user-perms", adv=True,
  note="the same custom-user omission as a pull request describes it. " + PERM,
  hn=[H([("'has_module_perms'", "'is_staff'")], "missing attribute has_module_perms -> is_staff (another field the admin needs)", adv=False)])
O(r"""
fixes 'AnonymousUser' object has no attribute 'has_permission'
""", "type", "python", "unicef/hope/pull/990", adv=True, note="a pull-request title quoting the error. " + PERM)
