"""Batch 34: TypeErrors reading 'permission(s)' (type); a test past its own time limit (timeout)."""
from lib import O

PERM = "'permission' is a property name in a type error"
O(r"""
> (node:3016) UnhandledPromiseRejectionWarning: TypeError: Cannot read property 'hasPermissions' of undefined
>     at Object.exports.run (C:\Users\corro\Desktop\Desktop Storage\Sandwich Station\commands\announce.js:4:27)
>     at Client.bot.on (C:\Users\corro\Desktop\Desktop Storage\Sandwich Station\bot.js:40:29)
>     at Client.emit (events.js:182:13)
""", "type", "node", "discordjs/discord.js/issues/2665", adv=True, note=PERM + "; excerpt")
O(r"""
(node:59331) UnhandledPromiseRejectionWarning: TypeError: Cannot read property 'client' of undefined
    at new RoleStore (/Users/Kyle/git/Monstacord/node_modules/discord.js/src/stores/RoleStore.js:12:17)
    at Map.filter (/Users/Kyle/git/Monstacord/node_modules/discord.js/src/util/Collection.js:223:21)
    at TextChannel.memberPermissions (/Users/Kyle/git/Monstacord/node_modules/discord.js/src/structures/GuildChannel.js:143:47)
    at TextChannel.permissionsFor (/Users/Kyle/git/Monstacord/node_modules/discord.js/src/structures/GuildChannel.js:101:29)
""", "type", "node", "discordjs/discord.js/issues/2710", adv=True, note="'permissions' in frame names; excerpt")
O(r"""
Exception from sub [boardId] TypeError: Cannot read property 'permission' of undefined
""", "type", "node", "wekan/wekan/issues/65", adv=True, note=PERM)
O(r"""
[Patcher] Could not fire after callback of componentDidMount for PermissionsViewer TypeError: Cannot read property 'permissions' of undefined
    at t.popoutMount (<anonymous>:491:48)
    at Object.callback (<anonymous>:518:61)
    at t.<anonymous> (<anonymous>:1919:51)
""", "type", "node", "zerebos/BetterDiscordAddons/issues/375", adv=True, note=PERM + "; excerpt")
O(r"""
08ce303d89ee3475a651.js:130 [Patcher] Could not fire after callback of default for PermissionsViewer TypeError: Cannot read property 'props' of undefined
    at Object.patch [as callback] (betterdiscord://plugins/PermissionsViewer.plugin.js:579)
    at Object.<anonymous> (betterdiscord://plugins/0PluginLibrary.plugin.js:3524)
""", "type", "node", "zerebos/BetterDiscordAddons/issues/532", adv=True, note="'PermissionsViewer' is a plugin's name; excerpt")

O(r"""
> =========================== short test summary info ============================
> FAILED tests/test_statistical_analysis.py::test_failure_rate_bar_graph - Failed: Timeout >10.0s
> !!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
> ======================== 1 failed, 30 passed in 13.75s =========================
> Error: Process completed with exit code 1.
""", "timeout", "python", "thisisartium/continuous-alignment-testing/issues/53", adv=True,
  note="a test ran past its own time limit (as mocha's 'Timeout of 2000ms exceeded'); 'failure_rate' is the test's name")
