"""Batch 9: git push rejections, Gradle resolution, linker exits."""
from lib import H, O

G = "https://github.com/"

# ---------------- git ----------------
O(r"""
To https://github.com/hidalgutzu/oasis-connect-backend.git
 ! [rejected]        master -> master (non-fast-forward)
error: failed to push some refs to 'https://github.com/hidalgutzu/oasis-connect-backend.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. Integrate the remote changes (e.g.
hint: 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
""", "runtime", "git", G + "mathieudutour/git-sketch-plugin/issues/156", note="the remote branch moved on; pull before pushing",
  inc=[[("hidalgutzu/oasis-connect-backend", "acme/oasis-connect-backend")]],
  hn=[H([(" ! [rejected]        master -> master (non-fast-forward)", " ! [remote rejected] master -> master (protected branch hook declined)")],
        "push rejection non-fast-forward -> protected branch hook declined", kind="permission")])

O(r"""
git push github

 ! [rejected]            passed -> passed (non-fast-forward)
error: failed to push some refs to 'https://github.com/GregLawson/Open-Table-Explorer.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. Integrate the remote changes (e.g.
hint: 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
""", "runtime", "git", G + "GregLawson/Open-Table-Explorer/issues/41", same_as=G + "mathieudutour/git-sketch-plugin/issues/156",
  note="same failure as mathieudutour/git-sketch-plugin/issues/156 on another branch and remote")

O(r"""
"To https://40cb124b829dfa7b6aa49aba5879150799689369@git.door43.org/toddlprice/rmy-x-vg_mrk_text_reg.git\n ! [rejected]        master -> master (non-fast-forward)\nerror: failed to push some refs to 'https://40cb124b829dfa7b6aa49aba5879150799689369@git.door43.org/toddlprice/rmy-x-vg_mrk_text_reg.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. Integrate the remote changes (e.g.\nhint: 'git pull ...') before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.\n"
""", "runtime", "git", G + "unfoldingWord/translationCore/issues/1563", same_as=G + "mathieudutour/git-sketch-plugin/issues/156",
  note="same failure as mathieudutour/git-sketch-plugin/issues/156, as a JSON string; the remote URL carries a token",
  inc=[[("40cb124b829dfa7b6aa49aba5879150799689369", "9f2d6e1a0b7c3d58e4f1a2b3c4d5e6f708192a3b")]])

O(r"""
git push --follow-tags origin master
To github.com:lonelyplanet/backpack-ui.git
 ! [rejected]        master -> master (non-fast-forward)
error: failed to push some refs to 'git@github.com:lonelyplanet/backpack-ui.git'
hint: Updates were rejected because a pushed branch tip is behind its remote
hint: counterpart. Check out this branch and integrate the remote changes
hint: (e.g. 'git pull ...') before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
""", "runtime", "git", G + "lonelyplanet/backpack-ui/pull/733",
  note="a pushed branch other than the current one is behind (the hint differs from the current-branch case)")

O(r"""
git push "origin" "WEBCMS-1135:WEBCMS-1135"  2>&1:To twcgithub:webcms/omega.git
 ! [rejected]        WEBCMS-1135 -> WEBCMS-1135 (non-fast-forward)
error: failed to push some refs to 'twcgithub:webcms/omega.git'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. Merge the remote changes (e.g. 'git pull')
hint: before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.
""", "runtime", "git", G + "jdigger/git-process/issues/67", same_as=G + "mathieudutour/git-sketch-plugin/issues/156",
  note="same failure as mathieudutour/git-sketch-plugin/issues/156 (older git wording of the hint)",
  inc=[[("WEBCMS-1135", "WEBCMS-1207")]])

# ---------------- gradle ----------------
O(r"""
Caused by: org.gradle.api.internal.artifacts.ivyservice.TypedResolveException: Could not resolve all files for configuration ':app:debugCompileClasspath'.
""", "dependency", "java", G + "ahmadullahpk/all-documents-reader/issues/7", note="quoted from the issue",
  hn=[H([("':app:debugCompileClasspath'", "':app:kapt'")], "configuration :app:debugCompileClasspath -> :app:kapt")])

O(r"""
Caused by: org.gradle.api.internal.artifacts.ivyservice.DefaultLenientConfiguration$ArtifactResolveException: Could not resolve all files for configuration ':app:debugCompileClasspath'.
""", "dependency", "java", G + "AnchorFreePartner/hydrasdk-demo-android/issues/203", same_as=G + "ahmadullahpk/all-documents-reader/issues/7",
  note="same failure as ahmadullahpk/all-documents-reader/issues/7 in an older Gradle's class name")

O(r"""
Caused by: org.gradle.api.internal.artifacts.ivyservice.DefaultLenientConfiguration$ArtifactResolveException: Could not resolve all files for configuration ':app:debugRuntimeClasspath'.
""", "dependency", "java", G + "jitpack/jitpack.io/issues/6197",
  hn=[H([("ArtifactResolveException: Could not resolve all files", "ArtifactResolveException: Could not download all files")],
        "resolution step resolve -> download (artifact found but not fetched)", kind="network")])

# ---------------- linker ----------------
O(r"""
collect2: error: ld returned 1 exit status
make: *** [Makefile:24: trigger-control] Error 1
""", "runtime", "cpp", G + "BananaWorks07/trigger-control/issues/1",
  note="the link failed; the quoted text does not say why (exit status only)",
  hn=[H([("collect2: error: ld returned 1 exit status", "g++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.")],
        "failing step link (ld exit 1) -> compiler killed (out of memory)")])

O(r"""
> collect2: error: ld returned 1 exit status
> make[2]: *** [../../../mk/bsd.prog.mk:74: indent] Error 1
> make[1]: *** [../../mk/bsd.subdir.mk:40: _SUBDIRUSE] Error 1
> make: *** [mk/bsd.subdir.mk:40: _SUBDIRUSE] Error 1
""", "runtime", "c", G + "Duncaen/lobase/issues/15", note="only the tail of the link errors is quoted",
  inc=[[("bsd.prog.mk:74", "bsd.prog.mk:76"), ("bsd.subdir.mk:40", "bsd.subdir.mk:42")]],
  hn=[H([("bsd.prog.mk:74: indent]", "bsd.prog.mk:74: patch]")], "failing program indent -> patch")])

O(r"""
collect2: error: ld returned 1 exit status
make: *** [../Linux-amd64/bin/mecat2extseqs] Error 1
""", "runtime", "c", G + "xiaochuanle/MECAT2/issues/30",
  inc=[[("../Linux-amd64/bin", "/opt/MECAT2/Linux-amd64/bin")]])
