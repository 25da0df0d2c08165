// The `__newindex` of a registration cell's views and constraints: a property set is kept and the object noted changed.
#ifndef TESSERA_CLUA_TRACKING_H
#define TESSERA_CLUA_TRACKING_H

/// `object[key] = value` for a view or constraint of a registration's cell (viewkinds.lua's `_trackViews`): when
/// the object keeps its properties in its `__shadow` table, `key` is one of them (`__shadowed[key]`) and
/// `--check-reuse` is not watching (upvalue 2's `log` is nil), the value goes into the shadow and the object into
/// the set of changed objects (upvalue 1), which the tool reads again after configure: with the property's name
/// while it is the only one set since the last read (the tool reads that property alone), else with true. Every
/// other assignment (a property the object did not have, one being watched, an object not tracked) calls the
/// checked setter (upvalue 3) with the caller's location first, as `tessera_located` does. It runs in C: a
/// registration's configure assigns a few properties per item, and the checked setter would work out a location
/// for each.
static inline int tessera_trackedset(lua_State *L) {
    lua_settop(L, 3);
    lua_pushliteral(L, "__shadow");
    if (lua_type(L, 1) == LUA_TTABLE && lua_rawget(L, 1) == LUA_TTABLE) {           /* 4: the shadow */
        lua_pushliteral(L, "__shadowed");
        int fast = lua_rawget(L, 1) == LUA_TTABLE;                                   /* 5: its keys */
        if (fast) {
            lua_pushvalue(L, 2);
            fast = lua_rawget(L, 5) != LUA_TNIL;                                     /* 6 */
        }
        if (fast) {
            lua_pushliteral(L, "log");
            fast = lua_rawget(L, lua_upvalueindex(2)) == LUA_TNIL;                   /* 7 */
        }
        if (fast) {
            lua_pushvalue(L, 2);
            lua_pushvalue(L, 3);
            lua_rawset(L, 4);
            /* The set holds the property's name while it is the only one set, else true. */
            lua_pushvalue(L, 1);
            int first = lua_rawget(L, lua_upvalueindex(1)) == LUA_TNIL;              /* 8 */
            if (first || !lua_rawequal(L, 8, 2)) {
                lua_pushvalue(L, 1);
                if (first) lua_pushvalue(L, 2); else lua_pushboolean(L, 1);
                lua_rawset(L, lua_upvalueindex(1));
            }
            return 0;
        }
    }
    lua_settop(L, 3);
    return tessera_calllocated(L, 3);
}

/// Pushes `tessera_trackedset` with its upvalues (the changed set, the watch table, the checked setter), popping them.
static inline void tessera_pushtrackedset(lua_State *L) { lua_pushcclosure(L, tessera_trackedset, 3); }

#endif
