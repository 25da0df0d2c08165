// The feed in Lua: arrays and objects as tables read from the parsed document when first indexed.
#include "CFeed.h"

#include <lauxlib.h>
#include <lua.h>
#include <math.h>

/// The address whose light userdata keys a proxy's node (a key no script can write).
static const char NODE_KEY = 0;

/// Upvalues every metamethod and iterator shares.
enum { UP_DOCUMENT = 1, UP_NULL = 2, UP_OBJECTS = 3, UP_ARRAYS = 4, UP_COUNT = 4 };

static feed_document *document_of(lua_State *L) { return (feed_document *)lua_touserdata(L, lua_upvalueindex(UP_DOCUMENT)); }

/// The node of the proxy at `index`.
static uint32_t node_of(lua_State *L, int index) {
    lua_rawgetp(L, index, &NODE_KEY);
    uint32_t node = (uint32_t)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return node;
}

/// Pushes the Lua value of `node`: nil-able scalars as themselves (null as the sentinel), arrays and objects as
/// proxies. Numbers as the eager reader makes them: integers when whole and below 9e15.
static void push_node(lua_State *L, feed_document *document, uint32_t node) {
    feed_type type = feed_type_of(document, node);
    switch (type) {
    case FEED_NULL: lua_pushvalue(L, lua_upvalueindex(UP_NULL)); break;
    case FEED_FALSE: lua_pushboolean(L, 0); break;
    case FEED_TRUE: lua_pushboolean(L, 1); break;
    case FEED_NUMBER: {
        double number = feed_number(document, node);
        if (number == round(number) && fabs(number) < 9.0e15) lua_pushinteger(L, (lua_Integer)number);
        else lua_pushnumber(L, number);
        break;
    }
    case FEED_STRING: {
        size_t length = 0;
        const char *text = feed_string(document, node, &length);
        lua_pushlstring(L, text, length);
        break;
    }
    case FEED_ARRAY:
    case FEED_OBJECT: {
        /* Sized for what reading it stores (proxy_index keeps each array or object read), so that reading an array
           does not rehash: its elements (up to 65,536 slots ahead) and its node key; an object's node key (a record
           whose fields are strings and numbers keeps nothing else). */
        int isArray = type == FEED_ARRAY;
        size_t count = isArray ? feed_count(document, node) : 0;
        lua_createtable(L, (int)(count < 65536 ? count : 65536), 1);
        lua_pushinteger(L, (lua_Integer)node);
        lua_rawsetp(L, -2, &NODE_KEY);
        lua_pushvalue(L, lua_upvalueindex(isArray ? UP_ARRAYS : UP_OBJECTS));
        lua_setmetatable(L, -2);
        break;
    }
    }
}

/// `t[k]` for a key the table does not hold: the document's value (an array or object kept in the table from then
/// on). Null members of objects are absent; null elements of arrays are the sentinel, so arrays keep their length.
static int proxy_index(lua_State *L) {
    feed_document *document = document_of(L);
    uint32_t node = node_of(L, 1);
    uint32_t child = UINT32_MAX;
    if (feed_type_of(document, node) == FEED_ARRAY) {
        int isInteger = 0;
        lua_Integer index = lua_tointegerx(L, 2, &isInteger);
        if (isInteger && index >= 1 && (size_t)index <= feed_count(document, node)) {
            child = feed_child(document, node, (size_t)(index - 1));
            if (child == UINT32_MAX) return luaL_error(L, "not enough memory to read the feed");
        }
    } else if (lua_type(L, 2) == LUA_TSTRING) {
        size_t length = 0;
        const char *key = lua_tolstring(L, 2, &length);
        child = feed_find(document, node, key, length);
        if (child != UINT32_MAX && feed_type_of(document, child) == FEED_NULL) child = UINT32_MAX;
    }
    if (child == UINT32_MAX) {
        lua_pushnil(L);
        return 1;
    }
    push_node(L, document, child);
    // An array or object is kept, so that it is the same table each time; a string, number or boolean is read from
    // the document again each time (the same value: the document does not change), so that a million records read
    // once each do not each keep their fields. A value the script sets is a plain field: read back as set.
    if (lua_type(L, -1) == LUA_TTABLE && !lua_rawequal(L, -1, lua_upvalueindex(UP_NULL))) {
        lua_pushvalue(L, 2);
        lua_pushvalue(L, -2);
        lua_rawset(L, 1);
    }
    return 1;
}

/// `#t`: an array's length; 0 for an object (its keys are strings).
static int proxy_length(lua_State *L) {
    feed_document *document = document_of(L);
    uint32_t node = node_of(L, 1);
    lua_Integer count = feed_type_of(document, node) == FEED_ARRAY ? (lua_Integer)feed_count(document, node) : 0;
    lua_pushinteger(L, count);
    return 1;
}

/// The iterator `pairs` returns: the next member in document order (upvalue UP_COUNT + 1 counts them), its value
/// read through the table (so that a value the script set is the one seen); null members of objects are skipped.
static int proxy_next(lua_State *L) {
    feed_document *document = document_of(L);
    uint32_t node = node_of(L, 1);
    int isArray = feed_type_of(document, node) == FEED_ARRAY;
    size_t count = feed_count(document, node);
    lua_Integer position = lua_tointeger(L, lua_upvalueindex(UP_COUNT + 1));
    while ((size_t)position < count) {
        position++;
        lua_pushinteger(L, position);
        lua_replace(L, lua_upvalueindex(UP_COUNT + 1));
        if (isArray) {
            lua_pushinteger(L, position);
        } else {
            size_t length = 0;
            const char *key = feed_key(document, node, (size_t)(position - 1), &length);
            if (key == NULL) break;
            lua_pushlstring(L, key, length);
        }
        lua_pushvalue(L, -1);
        lua_gettable(L, 1);
        if (!lua_isnil(L, -1)) return 2;
        lua_pop(L, 2);
    }
    lua_pushnil(L);
    return 1;
}

/// `pairs(t)`: members in document order.
static int proxy_pairs(lua_State *L) {
    for (int upvalue = 1; upvalue <= UP_COUNT; upvalue++) lua_pushvalue(L, lua_upvalueindex(upvalue));
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, proxy_next, UP_COUNT + 1);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

/// Sets the metamethods of the metatable on top of the stack, each with the shared upvalues.
static void set_metamethods(lua_State *L, int document, int null, int objects, int arrays) {
    static const luaL_Reg methods[] = {
        {"__index", proxy_index}, {"__len", proxy_length}, {"__pairs", proxy_pairs}, {NULL, NULL}
    };
    for (const luaL_Reg *method = methods; method->name != NULL; method++) {
        lua_pushvalue(L, document);
        lua_pushvalue(L, null);
        lua_pushvalue(L, objects);
        lua_pushvalue(L, arrays);
        lua_pushcclosure(L, method->func, UP_COUNT);
        lua_setfield(L, -2, method->name);
    }
    lua_pushliteral(L, "feed");
    lua_setfield(L, -2, "__name");
}

/// Pushes the root node (a closure over the shared upvalues, as every metamethod).
static int proxy_root(lua_State *L) {
    push_node(L, document_of(L), 0);
    return 1;
}

int feed_lua_open(lua_State *L) {
    luaL_checktype(L, 1, LUA_TLIGHTUSERDATA);
    lua_settop(L, 2);
    lua_newtable(L); /* 3: the objects' metatable */
    lua_newtable(L); /* 4: the arrays' metatable */
    lua_pushvalue(L, 3);
    set_metamethods(L, 1, 2, 3, 4);
    lua_pop(L, 1);
    lua_pushvalue(L, 4);
    set_metamethods(L, 1, 2, 3, 4);
    lua_pop(L, 1);
    for (int index = 1; index <= UP_COUNT; index++) lua_pushvalue(L, index);
    lua_pushcclosure(L, proxy_root, UP_COUNT);
    lua_call(L, 0, 1);
    return 1;
}

int feed_lua_index(lua_State *L) {
    lua_settop(L, 2);
    lua_gettable(L, 1);
    return 1;
}

/// The document behind the feed array at `index`, or NULL when the value there is not one of the feed's arrays.
static feed_document *array_document(lua_State *L, int index, uint32_t *node) {
    feed_document *document = NULL;
    int isNode = lua_rawgetp(L, index, &NODE_KEY) == LUA_TNUMBER;
    *node = (uint32_t)lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (!isNode || !lua_getmetatable(L, index)) return NULL;
    lua_pushliteral(L, "__index");
    lua_rawget(L, -2);
    if (lua_tocfunction(L, -1) == proxy_index && lua_getupvalue(L, -1, UP_DOCUMENT) != NULL) {
        document = (feed_document *)lua_touserdata(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    if (document != NULL && feed_type_of(document, *node) != FEED_ARRAY) return NULL;
    return document;
}

int feed_lua_field_of_elements(lua_State *L) {
    lua_settop(L, 3);
    size_t length = 0;
    const char *key = lua_tolstring(L, 2, &length);
    lua_Integer count = lua_tointeger(L, 3);
    uint32_t node = 0;
    feed_document *document = lua_istable(L, 1) && key != NULL ? array_document(L, 1, &node) : NULL;
    if (document == NULL) {
        lua_pushboolean(L, 0);
        return 1;
    }
    lua_createtable(L, 0, 0); /* 4: the fields found */
    for (lua_Integer index = 1; index <= count; index++) {
        int cached = lua_rawgeti(L, 1, index) != LUA_TNIL;
        lua_pop(L, 1);
        if (!cached && !feed_element_has_member(document, node, (size_t)(index - 1), key, length)) continue;
        if (lua_geti(L, 1, index) == LUA_TTABLE) {
            lua_getfield(L, -1, key);
            lua_rawseti(L, 4, index);
        }
        lua_pop(L, 1);
    }
    return 1;
}
