// Lua 5.4's API for Swift: the headers, and static inline wrappers for the macros Swift cannot see.
#ifndef TESSERA_CLUA_SHIM_H
#define TESSERA_CLUA_SHIM_H
#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#endif
