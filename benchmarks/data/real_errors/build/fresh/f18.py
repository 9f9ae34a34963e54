"""Batch 18: MongoDB not listening on localhost:27017 across the old and new Node drivers, pymongo and PHP;
npm 7+ ERESOLVE for Material-UI v4 under React 18 and under React 17."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- MongoDB refused on localhost:27017 (network) ----------------
O(r"""
 MongoError: failed to connect to server [127.0.0.1:27017] on first connect [MongoError: connect ECONNREFUSED 127.0.0.1:27017]
""", "network", "mongodb", "Automattic/mongoose/issues/5550", same="mongo-refused", note="Mongoose 4 / the 2.x driver")
O(r"""
Listening On http://localhost:9000/api
Mongo CONNECT error: MongooseServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017
    at NativeConnection.Connection.openUri (/Users/leonardrkrasinski/Documents/Docker/mevn/todo/server/node_modules/mongoose/lib/connection.js:800:32)
    at /Users/leonardrkrasinski/Documents/Docker/mevn/todo/server/node_modules/mongoose/lib/index.js:341:10
""", "network", "mongodb", "madlabsinc/mevn-cli/issues/187", same="mongo-refused", note="Mongoose 5 with the app's own prefix (excerpt)",
  inc=[[("/Users/leonardrkrasinski/Documents/Docker/mevn/todo", "/home/len/mevn/todo"), ("localhost:9000", "localhost:9001"),
        ("connection.js:800:32", "connection.js:807:32")]])
O(r"""
pymongo.errors.ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused, Timeout: 30s, Topology Description: <TopologyDescription id: 663339314dde1453c5559d03, topology_type: Singl
""", "network", "mongodb", "doableware/djongo/issues/692", same="mongo-refused", adv=True,
  note="issue title (cut by the tracker): pymongo names it a selection timeout, the cause is the refused connection",
  inc=[[("663339314dde1453c5559d03", "66a1f0c2b3d4e5f60718293a")]],
  hn=[H([("[Errno 111] Connection refused", "[Errno -2] Name or service not known")],
        "socket error connection refused -> name not known (DNS: the host name does not resolve)")])
O(r"""
I get this error No suitable servers found (`serverSelectionTryOnce` set): [connection refused calling ismaster on \'localhost:27017\']
""", "network", "mongodb", "mongodb/laravel-mongodb/issues/2173", same="mongo-refused", note="the PHP driver's wording (escaped quotes kept)")
O(r"""
If youre struggling to connect to the DB and get this error on the terminal MongooseServerSelectionError: connect ECONNREFUSED ::1:27017
""", "network", "mongodb", "WebDevSimplified/url-shortener/issues/21",
  note="Node 18 resolving localhost to ::1 while mongod listens on IPv4 only: another cause and fix (use 127.0.0.1), "
       "so not the group above")

# ---------------- npm ERESOLVE: @material-ui/core v4 under React 18 (dependency) ----------------
O(r"""
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! 
npm ERR! While resolving: client@0.1.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR! 
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from @material-ui/core@4.12.4
npm ERR! node_modules/@material-ui/core
npm ERR!   @material-ui/core@"*" from the root project
npm ERR! 
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
""", "dependency", "npm", "adrianhajdin/project_mern_memories/issues/176", same="mui4-react18",
  note="npm 9's wording ('--force or --legacy-peer-deps')",
  inc=[[("While resolving: client@0.1.0", "While resolving: memories-client@0.2.0")]],
  hn=[H([("from @material-ui/core@4.12.4", "from @material-ui/lab@4.0.0-alpha.61"), ("node_modules/@material-ui/core", "node_modules/@material-ui/lab"),
         ("@material-ui/core@\"*\"", "@material-ui/lab@\"*\"")],
        "package whose peer range excludes React 18 @material-ui/core -> @material-ui/lab (another package to replace)")])
O(r"""
$ npm install --save @material-ui/core @material-ui/icons react react-dom
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! 
npm ERR! While resolving: frontend@0.1.0
npm ERR! Found: react@18.1.0
npm ERR! node_modules/react
npm ERR!   react@"^18.1.0" from the root project
npm ERR! 
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from @material-ui/core@4.12.4
npm ERR! node_modules/@material-ui/core
npm ERR!   @material-ui/core@"*" from the root project
npm ERR! 
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force, or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR! 
""", "dependency", "npm", "fochlac/mui-feedback-dialog/issues/2", same="mui4-react18", note="npm 8's wording, with the command")
O(r"""
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! 
npm ERR! While resolving: client@0.1.0
npm ERR! Found: react@18.2.0
npm ERR! node_modules/react
npm ERR!   react@"^18.2.0" from the root project
npm ERR! 
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0 || ^17.0.0" from @material-ui/core@4.12.4
npm ERR! node_modules/@material-ui/core
npm ERR!   @material-ui/core@"*" from the root project
npm ERR! 
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force, or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR! 
npm ERR! See /Users/host/.npm/eresolve-report.txt for a full report.

npm ERR! A complete log of this run can be found in:
npm ERR!     /Users/host/.npm/_logs/2022-09-01T05_49_07_850Z-debug-0.log
""", "dependency", "npm", "mui/material-ui/issues/34162", same="mui4-react18", note="npm 8 with its report and log paths",
  inc=[[("/Users/host/", "/Users/nlao/"), ("2022-09-01T05_49_07_850Z", "2022-09-02T16_03_44_118Z")]])

# ---------------- npm ERESOLVE: @material-ui/core < 4.11.2 under React 17 (dependency; another conflict) ----------------
O(r"""
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! 
npm ERR! While resolving: material-dashboard-pro-react@1.8.0
npm ERR! Found: react@17.0.2
npm ERR! node_modules/react
npm ERR!   react@"^17.0.2" from the root project
npm ERR! 
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^16.8.0" from @material-ui/core@4.3.2
npm ERR! node_modules/@material-ui/core
npm ERR!   @material-ui/core@"4.3.2" from the root project
npm ERR! 
npm ERR! Fix the upstream dependency conflict, or retry
npm ERR! this command with --force, or --legacy-peer-deps
npm ERR! to accept an incorrect (and potentially broken) dependency resolution.
npm ERR! 
npm ERR! See /Users/thinkrecycling/.npm/eresolve-report.txt for a full report.
""", "dependency", "npm", "creativetimofficial/ct-material-dashboard-pro-react/issues/265", same="mui4-react17",
  note="React 17 against a v4 release whose peer range stops at React 16",
  inc=[[("/Users/thinkrecycling/", "/Users/dev/")]])
O(r"""
`npm ERR! code ERESOLVE`
`
npm ERR! ERESOLVE unable to resolve dependency tree
`
`npm ERR!
`
`npm ERR! While resolving: project-name@0.1.0
`
`npm ERR! Found: react@17.0.1
`
`npm ERR! node_modules/react
`
`npm ERR!   react@"^17.0.1" from the root project
`
`npm ERR!
`
`npm ERR! Could not resolve dependency:
`
`npm ERR! peer react@"^16.8.0" from @material-ui/core@4.11.0
`
`npm ERR! node_modules/@material-ui/core
`
`npm ERR!   @material-ui/core@"*" from the root project
`
""", "dependency", "npm", "mui/material-ui/issues/23593", same="mui4-react17",
  note="npm 7.0 output pasted line by line in backticks (excerpt)")
