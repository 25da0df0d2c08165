// The sandbox's library functions that do long work in C: each charges the work to the budget before doing it.
//
// The count hook sees VM instructions only; a library function runs to its end between two of them. So every
// function whose work grows with its arguments (a count, a range, a string's length, a table's length) is
// replaced by a wrapper that charges that work first (raising the budget error when it does not fit) and then
// calls the standard function, kept as the wrapper's upvalue. Pattern matching is Tessera's own (pattern.h).
// `setmetatable` refuses finalizers: the collector runs `__gc` with every hook off, even at `lua_close`.
#ifndef TESSERA_CLUA_GUARDS_H
#define TESSERA_CLUA_GUARDS_H

#include "budget.h"
#include "pattern_api.h"

/// Calls the standard function this wrapper stands for (upvalue 1) on the same arguments.
static inline int tessera_call_original(lua_State *L) {
    lua_CFunction original = lua_tocfunction(L, lua_upvalueindex(1));
    return original(L);
}

/// `count` items, as a charge (negative counts charge nothing; the standard function reports them).
static inline lua_Integer tessera_count(lua_Integer first, lua_Integer last) {
    if (last < first) return 0;
    double count = (double)last - (double)first + 1;
    return count >= 9.0e18 ? (lua_Integer)9000000000000000000LL : (lua_Integer)count;
}

/// The length of the table argument `index` (its `__len` if it has one), or -1 when it is not a table.
static inline lua_Integer tessera_table_length(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TTABLE) return -1;
    return luaL_len(L, index);
}

/// The length of the string argument `index`, or 0 when it is not a string.
static inline size_t tessera_string_length(lua_State *L, int index) {
    size_t length = 0;
    if (lua_type(L, index) == LUA_TSTRING) lua_tolstring(L, index, &length);
    return length;
}

/// The optional integer argument `index`, or `fallback` when it is absent or not an integer.
static inline lua_Integer tessera_optional_integer(lua_State *L, int index, lua_Integer fallback) {
    int isInteger = 0;
    lua_Integer value = lua_tointegerx(L, index, &isInteger);
    return isInteger ? value : fallback;
}

/* ---- base ------------------------------------------------------------------------------------ */

/// Whether the table at `index` has a `__gc` field of its own (what makes the collector call it on objects it is
/// the metatable of).
static inline int tessera_has_finalizer(lua_State *L, int index) {
    lua_pushliteral(L, "__gc");
    int kind = lua_rawget(L, index);
    lua_pop(L, 1);
    return kind != LUA_TNIL;
}

/// `setmetatable(t, mt)` without finalizers: a metatable with `__gc` is refused.
static inline int tessera_setmetatable(lua_State *L) {
    int kind = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, kind == LUA_TNIL || kind == LUA_TTABLE, 2, "nil or table");
    if (kind == LUA_TTABLE && tessera_has_finalizer(L, 2)) {
        return luaL_error(L, "setmetatable: finalizers (__gc) are not available to scripts (the collector runs them "
                             "where no limit can stop them)");
    }
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/// `collectgarbage(option)`: a full collection or a step walks the whole heap, charged per 64 bytes held, and so
/// may a change of mode (entering generational mode is a full collection, leaving it whitens every object); a
/// script that chooses the collector's mode or parameters keeps them (Tessera stops tuning them).
static inline int tessera_collectgarbage(lua_State *L) {
    const char *option = luaL_optstring(L, 1, "collect");
    int isMode = strcmp(option, "generational") == 0 || strcmp(option, "incremental") == 0;
    if (isMode || strcmp(option, "collect") == 0 || strcmp(option, "step") == 0) {
        tessera_spend(L, tessera_collection_cost(tessera_limits(L)));
    }
    if (isMode) tessera_limits(L)->minorMultiplier = 0;
    return tessera_call_original(L);
}

/// `tonumber(s)`: reading a numeral scans the whole string.
static inline int tessera_charged_tonumber(lua_State *L) {
    tessera_spend(L, (lua_Integer)(tessera_string_length(L, 1) / 32));
    return tessera_call_original(L);
}

/// The message handler an `xpcall` gets instead of the script's (upvalue 1): once the state is stopped it
/// passes the error on untouched, since an error raised by the count hook runs the handler with every hook
/// off (a handler that looped there would never be stopped).
static inline int tessera_guarded_handler(lua_State *L) {
    if (tessera_limits(L)->stopped) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/// `xpcall(f, msgh, …)` with the handler guarded.
static inline int tessera_xpcall(lua_State *L) {
    if (lua_type(L, 2) == LUA_TFUNCTION) {
        lua_pushvalue(L, 2);
        lua_pushcclosure(L, tessera_guarded_handler, 1);
        lua_replace(L, 2);
    }
    return tessera_call_original(L);
}

/// A reader given to `load`: calls the script's reader (upvalue 1) and charges what it returns.
static inline int tessera_charged_reader(lua_State *L) {
    lua_settop(L, 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 0, 1);
    tessera_spend(L, (lua_Integer)(tessera_string_length(L, 1) / 4));
    return 1;
}

/// `load(chunk [, name [, mode [, env]]])`: text chunks only, whatever mode is asked for (a binary chunk can
/// crash the VM); compiling is charged per 4 bytes of source, whether a string or a reader's pieces. An `env`
/// given as nil counts as none.
static inline int tessera_load(lua_State *L) {
    if (lua_gettop(L) >= 4 && lua_isnil(L, 4)) lua_settop(L, 3);
    if (lua_gettop(L) < 3) lua_settop(L, 3);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    if (lua_type(L, 1) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        lua_pushcclosure(L, tessera_charged_reader, 1);
        lua_replace(L, 1);
    } else {
        tessera_spend(L, (lua_Integer)(tessera_string_length(L, 1) / 4));
    }
    return tessera_call_original(L);
}

/* ---- string ---------------------------------------------------------------------------------- */

/// `string.rep(s, n [, sep])`: its copies are charged (one per repetition, plus one per 32 bytes) before
/// anything is copied. A result larger than the memory the scripts have left is left to the allocator, which
/// refuses it at once with the memory limit's error.
static inline int tessera_string_rep(lua_State *L) {
    size_t length = tessera_string_length(L, 1), separator = tessera_string_length(L, 3);
    lua_Integer count = tessera_optional_integer(L, 2, 0);
    if (count > 0 && lua_type(L, 1) == LUA_TSTRING) {
        TesseraLimits *limits = tessera_limits(L);
        double total = (double)count * (double)length + (double)(count - 1) * (double)separator;
        double room = limits->memoryLimit ? (double)limits->memoryLimit - (double)limits->memoryUsed : 9.0e18;
        if (total <= room) tessera_spend(L, count + (lua_Integer)(total / 32));
    }
    return tessera_call_original(L);
}

/// `string.byte(s, i, j)`: one per value returned.
static inline int tessera_string_byte(lua_State *L) {
    size_t length = tessera_string_length(L, 1);
    lua_Integer first = tessera_optional_integer(L, 2, 1);
    lua_Integer last = tessera_optional_integer(L, 3, first);
    if (first < 0) first = (lua_Integer)length + first + 1;
    if (last < 0) last = (lua_Integer)length + last + 1;
    if (first < 1) first = 1;
    if (last > (lua_Integer)length) last = (lua_Integer)length;
    tessera_spend(L, tessera_count(first, last));
    return tessera_call_original(L);
}

/// `string.pack`, `string.packsize` and `string.unpack`: the format (argument 1) and, for unpack, the data.
static inline int tessera_string_packing(lua_State *L) {
    tessera_spend(L, (lua_Integer)(tessera_string_length(L, 1) + tessera_string_length(L, 2) / 32));
    return tessera_call_original(L);
}

/* ---- utf8 ------------------------------------------------------------------------------------ */

/// `utf8.len`, `utf8.offset`: they walk the string, charged per 8 bytes; `utf8.codepoint`: one per value.
static inline int tessera_utf8_walk(lua_State *L) {
    tessera_spend(L, (lua_Integer)(tessera_string_length(L, 1) / 8));
    return tessera_call_original(L);
}

static inline int tessera_utf8_codepoint(lua_State *L) {
    size_t length = tessera_string_length(L, 1);
    lua_Integer first = tessera_optional_integer(L, 2, 1);
    lua_Integer last = tessera_optional_integer(L, 3, first);
    if (first < 0) first = (lua_Integer)length + first + 1;
    if (last < 0) last = (lua_Integer)length + last + 1;
    tessera_spend(L, tessera_count(first < 1 ? 1 : first, last > (lua_Integer)length ? (lua_Integer)length : last));
    return tessera_call_original(L);
}

/* ---- table ----------------------------------------------------------------------------------- */

/// `table.concat(t, sep, i, j)`: one per element (the bytes are charged as they are allocated).
static inline int tessera_table_concat(lua_State *L) {
    lua_Integer length = tessera_table_length(L, 1);
    if (length >= 0) {
        lua_Integer first = tessera_optional_integer(L, 3, 1);
        tessera_spend(L, tessera_count(first, tessera_optional_integer(L, 4, length)));
    }
    return tessera_call_original(L);
}

/// `table.unpack(t, i, j)`: one per value.
static inline int tessera_table_unpack(lua_State *L) {
    lua_Integer first = tessera_optional_integer(L, 2, 1);
    lua_Integer last = lua_isnoneornil(L, 3) ? tessera_table_length(L, 1) : tessera_optional_integer(L, 3, 0);
    tessera_spend(L, tessera_count(first, last));
    return tessera_call_original(L);
}

/// `table.move(a1, f, e, t [, a2])`: one per element moved.
static inline int tessera_table_move(lua_State *L) {
    tessera_spend(L, tessera_count(tessera_optional_integer(L, 2, 1), tessera_optional_integer(L, 3, 0)));
    return tessera_call_original(L);
}

/// `table.sort(t [, comp])`: 2 n log₂ n comparisons at most, on average far fewer (the comparator's own
/// instructions are counted as it runs).
static inline int tessera_table_sort(lua_State *L) {
    lua_Integer length = tessera_table_length(L, 1);
    if (length > 1) {
        lua_Integer steps = 0;
        for (lua_Integer n = length; n > 0; n >>= 1) steps += 1;
        double cost = 2.0 * (double)length * (double)steps;
        tessera_spend(L, cost >= 9.0e18 ? (lua_Integer)9000000000000000000LL : (lua_Integer)cost);
    }
    return tessera_call_original(L);
}

/// `table.insert` and `table.remove`: they shift the elements after the position, one per element.
static inline int tessera_table_shift(lua_State *L) {
    lua_Integer length = tessera_table_length(L, 1);
    if (length > 0) tessera_spend(L, length);
    return tessera_call_original(L);
}

/* ---- Installing them ------------------------------------------------------------------------- */

/// Replaces field `name` of the table on top of the stack with `guard`, keeping the standard function as its
/// upvalue (for guards that call it).
static inline void tessera_guard_field(lua_State *L, const char *name, lua_CFunction guard) {
    lua_getfield(L, -1, name);
    lua_pushcclosure(L, guard, 1);
    lua_setfield(L, -2, name);
}

/// Installs the guards over the libraries opened as globals (base, string, table, utf8), before any
/// script (or the `tessera` module) runs. Strings' methods (`s:rep(…)`) are the string table's, so they
/// are guarded too. A `lua_CFunction`: call it protected.
static inline int tessera_install_guards(lua_State *L) {
    lua_pushglobaltable(L);
    lua_pushcfunction(L, tessera_setmetatable);
    lua_setfield(L, -2, "setmetatable");
    tessera_guard_field(L, "collectgarbage", tessera_collectgarbage);
    tessera_guard_field(L, "tonumber", tessera_charged_tonumber);
    tessera_guard_field(L, "load", tessera_load);
    tessera_guard_field(L, "xpcall", tessera_xpcall);

    lua_getfield(L, -1, "string");
    lua_pushcfunction(L, tessera_string_find);
    lua_setfield(L, -2, "find");
    lua_pushcfunction(L, tessera_string_match);
    lua_setfield(L, -2, "match");
    lua_pushcfunction(L, tessera_string_gmatch);
    lua_setfield(L, -2, "gmatch");
    lua_pushcfunction(L, tessera_string_gsub);
    lua_setfield(L, -2, "gsub");
    tessera_guard_field(L, "rep", tessera_string_rep);
    tessera_guard_field(L, "byte", tessera_string_byte);
    tessera_guard_field(L, "pack", tessera_string_packing);
    tessera_guard_field(L, "packsize", tessera_string_packing);
    tessera_guard_field(L, "unpack", tessera_string_packing);
    lua_pop(L, 1);

    lua_getfield(L, -1, "utf8");
    tessera_guard_field(L, "len", tessera_utf8_walk);
    tessera_guard_field(L, "offset", tessera_utf8_walk);
    tessera_guard_field(L, "codepoint", tessera_utf8_codepoint);
    lua_pop(L, 1);

    lua_getfield(L, -1, "table");
    tessera_guard_field(L, "concat", tessera_table_concat);
    tessera_guard_field(L, "unpack", tessera_table_unpack);
    tessera_guard_field(L, "move", tessera_table_move);
    tessera_guard_field(L, "sort", tessera_table_sort);
    tessera_guard_field(L, "insert", tessera_table_shift);
    tessera_guard_field(L, "remove", tessera_table_shift);
    lua_pop(L, 2);
    return 0;
}

/// Installs the guards in protected mode (so no error can cross the Swift caller); LUA_OK on success.
static inline int tessera_protected_install_guards(lua_State *L) {
    lua_pushcfunction(L, tessera_install_guards);
    return lua_pcall(L, 0, 0, 0);
}

#endif
