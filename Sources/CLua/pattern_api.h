// string.find, match, gmatch and gsub for the sandbox, on the counted matcher of pattern.h.
//
// The same arguments, results and error messages as Lua 5.4's string library (§6.4): `init` counted from the end
// when negative, plain search for `find` without special characters, `^` anchoring (an ordinary character in
// gmatch), position captures, replacement strings with %0-%9 and %%, tables and functions as replacements.
#ifndef TESSERA_CLUA_PATTERN_API_H
#define TESSERA_CLUA_PATTERN_API_H

#include "pattern.h"

/* ---- Results ------------------------------------------------------------------------------- */

/// Pushes capture `index` (the whole match `s`…`e` when the pattern has none); returns its length, or
/// TESSERA_CAPTURE_POSITION for a position capture.
static inline ptrdiff_t tessera_push_capture(TesseraMatch *m, int index, const char *s, const char *e) {
    if (index >= m->level) {
        if (index != 0) luaL_error(m->L, "invalid capture index %%%d", index + 1);
        lua_pushlstring(m->L, s, (size_t)(e - s));
        return e - s;
    }
    ptrdiff_t length = m->captures[index].length;
    if (length == TESSERA_CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
    if (length == TESSERA_CAPTURE_POSITION) {
        lua_pushinteger(m->L, (m->captures[index].start - m->subject) + 1);
    } else {
        lua_pushlstring(m->L, m->captures[index].start, (size_t)length);
    }
    return length;
}

/// Pushes every capture (or the whole match when there are none and `s` is given); returns how many.
static inline int tessera_push_captures(TesseraMatch *m, const char *s, const char *e) {
    int count = (m->level == 0 && s) ? 1 : m->level;
    luaL_checkstack(m->L, count, "too many captures");
    for (int index = 0; index < count; index++) tessera_push_capture(m, index, s, e);
    return count;
}

/// A position argument made absolute, as the string library reads `init`: negative counts from the end.
static inline size_t tessera_start_position(lua_Integer position, size_t length) {
    if (position > 0) return (size_t)position;
    if (position == 0) return 1;
    if (position < -(lua_Integer)length) return 1;
    return length + (size_t)position + 1;
}

/// Plain search for `needle` in `haystack`, charging a step per candidate position.
static inline const char *tessera_find_plain(TesseraMatch *m, const char *haystack, size_t length,
                                             const char *needle, size_t needleLength) {
    if (needleLength == 0) return haystack;
    if (needleLength > length) return NULL;
    const char *last = haystack + (length - needleLength);
    for (const char *s = haystack; s <= last; s++) {
        s = memchr(s, needle[0], (size_t)(last - s) + 1);
        if (!s) return NULL;
        tessera_pattern_step(m, tessera_compare_cost(needleLength));
        if (memcmp(s + 1, needle + 1, needleLength - 1) == 0) return s;
    }
    return NULL;
}

/// Whether a pattern has none of the characters that make it more than plain text.
static inline int tessera_is_plain(const char *p, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (strchr("^$*+?.([%-", p[i]) && p[i] != '\0') return 0;
    }
    return 1;
}

/// `string.find(s, pattern [, init [, plain]])` (`find`) and `string.match(s, pattern [, init])`.
static inline int tessera_find_or_match(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = tessera_start_position(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) {
        luaL_pushfail(L);
        return 1;
    }
    TesseraMatch m;
    tessera_match_begin(&m, L, s, ls, p, lp);
    if (find && (lua_toboolean(L, 4) || tessera_is_plain(p, lp))) {
        const char *found = tessera_find_plain(&m, s + init, ls - init, p, lp);
        tessera_spend(L, m.unpaid);
        if (!found) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, (found - s) + 1);
        lua_pushinteger(L, (lua_Integer)((found - s) + lp));
        return 2;
    }
    int anchored = lp > 0 && *p == '^';
    if (anchored) {
        p++;
        lp--;
        m.patternEnd = p + lp;
    }
    const char *start = s + init;
    do {
        tessera_match_restart(&m);
        const char *end = tessera_match(&m, start, p);
        if (end) {
            tessera_spend(L, m.unpaid);
            if (find) {
                lua_pushinteger(L, (start - s) + 1);
                lua_pushinteger(L, end - s);
                return tessera_push_captures(&m, NULL, NULL) + 2;
            }
            return tessera_push_captures(&m, start, end);
        }
    } while (start++ < m.subjectEnd && !anchored);
    tessera_spend(L, m.unpaid);
    luaL_pushfail(L);
    return 1;
}

static inline int tessera_string_find(lua_State *L) { return tessera_find_or_match(L, 1); }
static inline int tessera_string_match(lua_State *L) { return tessera_find_or_match(L, 0); }

/// The state of a `string.gmatch` iterator (a userdata without metatable, upvalue 3 of the iterator).
typedef struct TesseraGmatch {
    const char *next;
    const char *pattern;
    const char *lastMatch;
    TesseraMatch m;
} TesseraGmatch;

static inline int tessera_gmatch_next(lua_State *L) {
    TesseraGmatch *state = (TesseraGmatch *)lua_touserdata(L, lua_upvalueindex(3));
    state->m.L = L;
    for (const char *start = state->next; start <= state->m.subjectEnd; start++) {
        tessera_match_restart(&state->m);
        const char *end = tessera_match(&state->m, start, state->pattern);
        if (end && end != state->lastMatch) {
            state->next = state->lastMatch = end;
            return tessera_push_captures(&state->m, start, end);
        }
    }
    return 0;
}

/// `string.gmatch(s, pattern [, init])`: an iterator over the matches (`^` is an ordinary character here).
static inline int tessera_string_gmatch(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = tessera_start_position(luaL_optinteger(L, 3, 1), ls) - 1;
    lua_settop(L, 2); /* the iterator keeps both strings alive as upvalues */
    TesseraGmatch *state = (TesseraGmatch *)lua_newuserdatauv(L, sizeof(TesseraGmatch), 0);
    if (init > ls) init = ls + 1;
    tessera_match_begin(&state->m, L, s, ls, p, lp);
    state->next = s + init;
    state->pattern = p;
    state->lastMatch = NULL;
    lua_pushcclosure(L, tessera_gmatch_next, 3);
    return 1;
}

/// Appends the replacement string (argument 3) for the match `s`…`e`, expanding `%0`…`%9` and `%%`.
static inline void tessera_add_replacement_string(TesseraMatch *m, luaL_Buffer *b, const char *s, const char *e) {
    lua_State *L = m->L;
    size_t length;
    const char *text = lua_tolstring(L, 3, &length);
    const char *percent;
    while ((percent = memchr(text, '%', length)) != NULL) {
        luaL_addlstring(b, text, (size_t)(percent - text));
        char code = percent[1];
        if (code == '%') {
            luaL_addchar(b, '%');
        } else if (code == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit((unsigned char)code)) {
            tessera_push_capture(m, code - '1', s, e); /* a string, or a position as a number */
            luaL_addvalue(b);
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", '%');
        }
        length -= (size_t)(percent + 2 - text);
        text = percent + 2;
    }
    luaL_addlstring(b, text, length);
}

/// Appends the replacement for the match `s`…`e`; returns whether it differs from the match.
static inline int tessera_add_replacement(TesseraMatch *m, luaL_Buffer *b, const char *s, const char *e, int kind) {
    lua_State *L = m->L;
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int count = tessera_push_captures(m, s, e);
        lua_call(L, count, 1);
    } else if (kind == LUA_TTABLE) {
        tessera_push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        tessera_add_replacement_string(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

/// `string.gsub(s, pattern, replacement [, n])`.
static inline int tessera_string_gsub(lua_State *L) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int kind = lua_type(L, 3);
    lua_Integer limit = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE,
                     3, "string/function/table");
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    int anchored = lp > 0 && *p == '^';
    if (anchored) {
        p++;
        lp--;
    }
    TesseraMatch m;
    tessera_match_begin(&m, L, s, ls, p, lp);
    const char *cursor = s, *lastMatch = NULL;
    lua_Integer count = 0;
    int changed = 0;
    while (count < limit) {
        tessera_match_restart(&m);
        const char *end = tessera_match(&m, cursor, p);
        if (end && end != lastMatch) {
            count++;
            changed = tessera_add_replacement(&m, &b, cursor, end, kind) | changed;
            cursor = lastMatch = end;
        } else if (cursor < m.subjectEnd) {
            luaL_addchar(&b, *cursor++);
        } else {
            break;
        }
        if (anchored) break;
    }
    tessera_spend(L, m.unpaid);
    if (!changed) {
        lua_pushvalue(L, 1);
    } else {
        luaL_addlstring(&b, cursor, (size_t)(m.subjectEnd - cursor));
        luaL_pushresult(&b);
    }
    lua_pushinteger(L, count);
    return 2;
}

#endif
