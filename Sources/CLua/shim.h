// Lua 5.4 for Swift: the headers, static inline wrappers for Lua's macros, the limits, and the error-safe trampoline.
#ifndef TESSERA_CLUA_SHIM_H
#define TESSERA_CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>

/* ---- Macros Swift cannot see ------------------------------------------------------------ */

static inline int tessera_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int tessera_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void tessera_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void tessera_newtable(lua_State *L) { lua_newtable(L); }
static inline int tessera_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline const char *tessera_tostring(lua_State *L, int i) { return lua_tostring(L, i); }
static inline lua_Number tessera_tonumber(lua_State *L, int i, int *isnum) { return lua_tonumberx(L, i, isnum); }
static inline lua_Integer tessera_tointeger(lua_State *L, int i, int *isnum) { return lua_tointegerx(L, i, isnum); }
static inline void tessera_insert(lua_State *L, int i) { lua_insert(L, i); }
static inline void tessera_remove(lua_State *L, int i) { lua_remove(L, i); }
static inline int tessera_loadbuffer(lua_State *L, const char *buffer, size_t size, const char *name) {
    return luaL_loadbufferx(L, buffer, size, name, "t");
}

/* ---- Limits (budget.h) and the guarded library functions (guards.h, pattern.h) ---------- */

#include "budget.h"
#include "guards.h"

/* ---- The trampoline: Swift functions callable from Lua without longjmp crossing Swift ---- */

/// A Swift function called from Lua. It reads its arguments and pushes its results with API that
/// cannot raise, and returns the number of results, or -1 after pushing an error message string.
typedef int (*tessera_swift_function)(lua_State *L);

/// The C function Lua calls: it calls the Swift function (upvalue 1) and raises its error, if any,
/// only after Swift has returned, prefixed with the caller's location (`file:line:`).
static inline int tessera_trampoline(lua_State *L) {
    tessera_swift_function function = (tessera_swift_function)lua_touserdata(L, lua_upvalueindex(1));
    TesseraLimits *limits = tessera_limits(L);
    limits->inSwift++;
    int results = function(L);
    limits->inSwift--;
    if (results < 0) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    }
    if (tessera_memory_limit_hit(limits)) {
        return luaL_error(L, "not enough memory: the scripts use more than the memory limit (%d MiB); raise it "
                             "with --max-memory", (int)(limits->memoryLimit >> 20));
    }
    return results;
}

/// Pushes the Swift function `function` as a Lua function.
static inline void tessera_pushswiftfunction(lua_State *L, tessera_swift_function function) {
    lua_pushlightuserdata(L, (void *)function);
    lua_pushcclosure(L, tessera_trampoline, 1);
}

/// Calls the Lua function in upvalue `upvalue` with its caller's location ("file:line") before the
/// arguments. A C function keeps its caller's frame even when tail-called (`return L.layout{…}`),
/// so constructors learn where they were called from where a Lua function could not.
static inline int tessera_calllocated(lua_State *L, int upvalue) {
    int arguments = lua_gettop(L);
    lua_Debug ar;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
        lua_pushfstring(L, "%s:%d", ar.short_src, ar.currentline);
    } else {
        lua_pushliteral(L, "?");
    }
    lua_pushvalue(L, lua_upvalueindex(upvalue));
    lua_insert(L, 1);
    lua_insert(L, 2);
    lua_call(L, arguments + 1, LUA_MULTRET);
    return lua_gettop(L);
}

static inline int tessera_located(lua_State *L) { return tessera_calllocated(L, 1); }

/// Pushes the function on top, wrapped by `tessera_located`, in its place.
static inline void tessera_pushlocated(lua_State *L) { lua_pushcclosure(L, tessera_located, 1); }

#include "tracking.h"

/// A message handler for pcall: the error message with a traceback of the Lua frames.
static inline int tessera_traceback(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    if (message == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        message = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, message, 1);
    return 1;
}

static inline void tessera_pushtraceback(lua_State *L) { lua_pushcfunction(L, tessera_traceback); }

/// Runs a Swift function under the protection of pcall (so Lua errors raised by API it calls
/// stop at the pcall): pushes the function and calls it with `nargs` arguments below it.
static inline int tessera_protectedcall(lua_State *L, tessera_swift_function function, int nargs, int nresults) {
    tessera_pushswiftfunction(L, function);
    lua_insert(L, -(nargs + 1));
    return lua_pcall(L, nargs, nresults, 0);
}

#endif
