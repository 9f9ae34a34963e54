"""Batch 26: Java / Android full disks; KeyErrors on rate-limit headers and settings (runtime)."""
from lib import O

O(r"""
java.io.IOException: write failed: ENOSPC (No space left on device)
""", "disk", "java", "libreliodev/android/issues/65")
O(r"""
java.io.IOException: No space left on device
at org.apache.harmony.luni.platform.OSFileSystem.write(Native Method)
at dalvik.system.BlockGuard$WrappedFileSystem.write(BlockGuard.java:171)
at java.io.FileOutputStream.write(FileOutputStream.java:300)
at java.io.FileOutputStream.write(FileOutputStream.java:256)
at es.ugr.swad.swadroid.modules.downloads.FileDownloaderAsyncTask.doInBackground(FileDownloaderAsyncTask.java:266)
at es.ugr.swad.swadroid.modules.downloads.FileDownloaderAsyncTask.doInBackground(FileDownloaderAsyncTask.java:1)
""", "disk", "java", "Amab/SWADroid/issues/13", note="excerpt")
O(r"""
	Suppressed: com.thoughtworks.xstream.io.StreamException: 
		at com.thoughtworks.xstream.core.util.QuickWriter.close(QuickWriter.java:87)
		at com.thoughtworks.xstream.io.xml.PrettyPrintWriter.close(PrettyPrintWriter.java:384)
		at org.gbif.ipt.service.admin.impl.UserAccountManagerImpl.save(UserAccountManagerImpl.java:329)
		... 110 more
	Caused by: java.io.IOException: No space left on device
		at java.base/java.io.FileOutputStream.writeBytes(Native Method)
		at java.base/java.io.FileOutputStream.write(FileOutputStream.java:349)
""", "disk", "java", "gbif/ipt/issues/3034", note="excerpt")
O(r"""
java.io.IOException: write failed: ENOSPC (No space left on device)
at libcore.io.IoBridge.write(IoBridge.java:462)
at java.io.FileOutputStream.write(FileOutputStream.java:187)
at java.io.OutputStream.write(OutputStream.java:82)
at com.onscripter.plus.VNPreferences$LoadSaveSettingsTask.doInBackground(VNPreferences.java:379)
Caused by: libcore.io.ErrnoException: write failed: ENOSPC (No space left on device)
at libcore.io.Posix.writeBytes(Native Method)
at libcore.io.Posix.write(Posix.java:178)
""", "disk", "java", "matthewn4444/onscripter-plus-android/issues/11", note="excerpt")
O(r"""
java.lang.RuntimeException: Unable to pause activity {org.ligi.passandroid/org.ligi.passandroid.ui.PassEditActivity}: java.io.IOException: write failed: ENOSPC (No space left on device)
	at android.app.ActivityThread.performPauseActivity(ActivityThread.java:3279)
	at android.app.ActivityThread.performPauseActivity(ActivityThread.java:3238)
Caused by: java.io.IOException: write failed: ENOSPC (No space left on device)
	at libcore.io.IoBridge.write(IoBridge.java:502)
	at java.io.FileOutputStream.write(FileOutputStream.java:186)
""", "disk", "kotlin", "ligi/PassAndroid/issues/93", note="excerpt")

O(r"""
File "[...]/llms.py", line 392, in maybe_set_config_attribute
    and len({m["model_name"] for m in data["config"]["model_list"]}) > 1
                                      ~~~~~~~~~~~~~~^^^^^^^^^^^^^^
KeyError: 'model_list'
""", "runtime", "python", "Future-House/paper-qa/issues/633", note="raised while setting a 'rate_limit' option")
O(r"""
error: `KeyError: 'x-ratelimit-remaining'`
""", "runtime", "python", "Dynatrace/snippets/pull/60", adv=True, note="a missing header key named like a rate limit")
O(r"""
An error has occurred while executing Python code: 

KeyError: 'X-Ratelimit-Limit' 
Traceback (most recent call last):
  File "C:/Users/k krishna rani samal/AppData/Roaming/QGIS/QGIS3\profiles\default/python/plugins\ORStools\gui\ORStoolsDialog.py", line 257, in run_gui_control
    response = clnt.request(provider['endpoints']['directions'], params)
  File "C:/Users/k krishna rani samal/AppData/Roaming/QGIS/QGIS3\profiles\default/python/plugins\ORStools\core\client.py", line 203, in request
    configmanager.write_env_var(env_var, response.headers[self.ENV_VARS[env_var]])
KeyError: 'X-Ratelimit-Limit'
""", "runtime", "python", "SAP-archive/PyRFC/issues/99", adv=True, note="a missing header key named like a rate limit")
