"""Batch 12: EACCES and read-only file systems."""
from lib import O

O(r"""
npm error code EACCES
npm error syscall mkdir
npm error path /usr/local/lib/node_modules/@haxtheweb/create/node_modules/@clack/core
npm error errno -13
npm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/@haxtheweb/create/node_modules/@clack/core'
npm error     at <anonymous> (https://zp1v56uxy8rdx5ypatb0ockcb9tr6a-oci3.w-credentialless-staticblitz.com/blitz.96435430.js:31:29533) {
npm error   code: 'EACCES',
npm error   errno: -13,
npm error   path: '/usr/local/lib/node_modules/@haxtheweb/create/node_modules/@clack/core',
npm error   syscall: 'mkdir'
npm error }
npm error
npm error The operation was rejected by your operating system.
npm error It is likely you do not have the permissions to access this file as the current user
""", "permission", "node", "haxtheweb/issues/issues/2369", note="excerpt", same="npm-eacces-global")
O(r"""
npm ERR! code EACCES
npm ERR! syscall mkdir
npm ERR! path /usr/local/lib/node_modules/nodemon
npm ERR! errno -13
npm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/nodemon'
npm ERR!  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/nodemon'] {
npm ERR!   errno: -13,
npm ERR!   code: 'EACCES',
npm ERR!   syscall: 'mkdir',
npm ERR!   path: '/usr/local/lib/node_modules/nodemon'
npm ERR! }
""", "permission", "node", "OpenSourceHelpCommunity/Questions/issues/421", note="excerpt", same="npm-eacces-global")
O(r"""
Run npm install -g npm@latest
npm error code EACCES
npm error syscall mkdir
npm error path /usr/local/share/man/man7
npm error errno -13
npm error Error: EACCES: permission denied, mkdir '/usr/local/share/man/man7'
npm error     at async mkdir (node:internal/fs/promises:858:10)
npm error     at async Promise.all (index 0)
""", "permission", "node", "matrix-org/matrix-spec/issues/2274", note="excerpt")
O(r"""
[INFO] Running 'npm install' in /home/jijs/pinpoint-master/web/target
[ERROR] npm ERR! Linux 3.19.0-32-generic
[ERROR] npm ERR! argv "/home/jijs/pinpoint-master/web/target/node/node" "/home/jijs/pinpoint-master/web/target/node/node_modules/npm/bin/npm-cli.js" "install"
[ERROR] npm ERR! node v5.11.1
[ERROR] npm ERR! npm  v3.9.6
[ERROR] npm ERR! path /home/jijs/.npm/path-is-absolute/1.0.1
[ERROR] npm ERR! code EACCES
[ERROR] npm ERR! errno -13
[ERROR] npm ERR! syscall mkdir
[ERROR] 
[ERROR] npm ERR! Error: EACCES: permission denied, mkdir '/home/jijs/.npm/path-is-absolute/1.0.1'
""", "permission", "java", "pinpoint-apm/pinpoint/issues/2201", note="excerpt")
O(r"""
Unhandled rejection Error: EACCES: permission denied, mkdir '/Users/user/.npm/_cacache'
""", "permission", "node", "hunterbdm/Deadass-Splash/issues/4")
O(r"""
Black-Mac:~ dom$ npm install -g yo
Error: EACCES: permission denied, mkdir '/use'
    at Error (native)
""", "permission", "node", "npm/npm/issues/9983")
O(r"""
fopen: Read-only file system
skul: error reading header
""", "permission", "c", "cryptcoffee/skul/issues/2")
O(r"""
/Applications/Atom.app/Contents/Resources/app/src/workspace.js:504
--
Error: EROFS, read-only file system '/Volumes/data/trizeni/getconfig757/getconfig757/getcfg'
  at Error (native)
  at Object.fs.openSync (fs.js:455:18)
  at Object.module.(anonymous function) [as openSync] (/Applications/Atom.app/Contents/Resources/atom/common/lib/asar.js:422:20)
""", "permission", "node", "atom/atom/issues/5126", note="excerpt")
O(r"""
Error: EROFS: read-only file system
""", "permission", "node", "ecomfe/fontmin/issues/120")
