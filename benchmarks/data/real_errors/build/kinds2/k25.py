"""Batch 25: .NET UnauthorizedAccessException (a permission, not authentication); .NET 429s."""
from lib import O

UA = "'Unauthorized' in .NET's name for a file-system permission denial: no identity was asked for"
O(r"""
Error: System.UnauthorizedAccessException

Message: Access to the path 'G:\System Volume Information' is denied.

DownloadViewModel.cs:line 628
DownloadViewModel.cs:line 626
""", "permission", "csharp", "cyanlabs/Syn3Updater/issues/114", adv=True, note=UA)
O(r"""
Unhandled exception. System.UnauthorizedAccessException: Access to the path 'C:\Users\thoma\Application Data' is denied.
   at System.IO.Enumeration.FileSystemEnumerator`1.CreateRelativeDirectoryHandle(ReadOnlySpan`1 relativePath, String fullPath)
   at System.IO.Enumeration.FileSystemEnumerator`1.MoveNext()
   at System.Linq.Enumerable.WhereEnumerableIterator`1.MoveNext()
   at NuPU.Program.Main(String[] args) in /home/runner/work/NuPU/NuPU/src/NuPU/Program.cs:line 37
   at NuPU.Program.<Main>(String[] args)
""", "permission", "csharp", "ThomasArdal/NuPU/issues/1", adv=True, note=UA)
O(r"""
System.UnauthorizedAccessException: Access to the path 'C:\Users\Guilherme\AppData\Local\Bloxstrap\Bloxstrap.exe' is denied.
""", "permission", "csharp", "bloxstraplabs/bloxstrap/issues/2383", adv=True, note=UA)
O(r"""
[BUG] System.UnauthorizedAccessException: Access to the path 'D:\App's Principais\VoidstrapMods\ClientSettings' is denied.
""", "permission", "csharp", "voidstrap/Voidstrap/issues/586", adv=True, note=UA + "; issue title")
O(r"""
[Message]
Access to the path 'C:\Users\Carlos\AppData\Local\Temp\MetaGeekNews\news.html' is denied.

[Version]
2.0.7.0126

[WinVer]
Microsoft Windows NT 6.0.6002 Service Pack 2

[Platform]
x86

[StackTrace]
System.UnauthorizedAccessException: Access to the path '\C:\Users\Carlos\AppData\Local\Temp\MetaGeekNews\news.html' is denied.
   at System.IO.__Error.WinIOError(Int32 errorCode, String maybeFullPath)
   at System.IO.File.GetLastWriteTimeUtc(String path)
   at inSSIDer.HTML.HtmlControl.UpdateFile(Boolean forceUpdate) in MetaScanner\HTML\HtmlControl.cs:line 110
""", "permission", "csharp", "metageek-llc/inSSIDer-2/issues/60", adv=True, note=UA + "; excerpt")
O(r"""
> System.UnauthorizedAccessException: 对路径“%AppData%\Local\Packages\Microsoft.MicrosoftOfficeHub_8wekyb3d8bbwe\LocalCache\Local\Application Data”的访问被拒绝。
""", "permission", "csharp", "UlyssesWu/Sync2/issues/2", adv=True, note=UA)
O(r"""
[BUG] System.UnauthorizedAccessException: UnauthorizedAccess_IODenied_Path, AppSettings.xml
""", "permission", "csharp", "Luc6i/Luczystrap/issues/124", adv=True, note=UA + "; issue title")

O(r"""
An error occurred: Response status code does not indicate success: 429 (Too Many Requests).
""", "rate_limit", "csharp", "sweeperxz/FullyExternalCS2/issues/80")
O(r"""
### Exception message

Response status code does not indicate success: 429 (Too Many Requests).

### Exception stack

   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()
   at System.Net.Http.HttpClient.GetStringAsyncCore(HttpRequestMessage request, CancellationToken cancellationToken)
   at SrvSurvey.canonn.CodexRef.loadCodexRef(Boolean reset) in D:\a\SrvSurvey\SrvSurvey\SrvSurvey\net\CodexRef.cs:line 149
   at SrvSurvey.canonn.CodexRef.init(Boolean reset) in D:\a\SrvSurvey\SrvSurvey\SrvSurvey\net\CodexRef.cs:line 39
   at SrvSurvey.Main.<afterMainLoad>b__15_1() in D:\a\SrvSurvey\SrvSurvey\SrvSurvey\Main.cs:line 258
""", "rate_limit", "csharp", "njthomson/SrvSurvey/issues/315")
