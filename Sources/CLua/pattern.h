// Lua patterns with a step budget: string.find, match, gmatch and gsub for the sandbox.
//
// Tessera's own implementation of the pattern language of the Lua 5.4 manual (§6.4.1): the same classes,
// sets, quantifiers, anchors, captures, back-references, %b and %f, the same results and error messages.
// Unlike the standard library's matcher it counts its steps and charges them to the instruction budget, so
// a backtracking pattern on a long subject stops at the budget or the deadline instead of running for hours.
#ifndef TESSERA_CLUA_PATTERN_H
#define TESSERA_CLUA_PATTERN_H

#include <ctype.h>
#include "budget.h"

#define TESSERA_MAX_CAPTURES 32
#define TESSERA_MAX_MATCH_DEPTH 200
#define TESSERA_CAPTURE_OPEN (-1)
#define TESSERA_CAPTURE_POSITION (-2)
/* Steps are charged to the budget in batches of this many. */
#define TESSERA_PATTERN_BATCH 4096

/// One match in progress: the subject, the pattern, the captures so far, and the steps not yet charged.
typedef struct TesseraMatch {
    const char *subject, *subjectEnd;
    const char *patternEnd;
    lua_State *L;
    int depth;      /* recursion left before "pattern too complex" */
    int level;      /* captures opened */
    int unpaid;     /* steps since the last charge */
    struct { const char *start; ptrdiff_t length; } captures[TESSERA_MAX_CAPTURES];
} TesseraMatch;

/// Counts `steps` steps; every batch is charged to the budget (which raises once it is spent).
static inline void tessera_pattern_step(TesseraMatch *m, int steps) {
    m->unpaid += steps;
    if (m->unpaid >= TESSERA_PATTERN_BATCH) {
        int batch = m->unpaid;
        m->unpaid = 0;
        tessera_spend(m->L, batch);
    }
}

/// The steps a comparison of `length` bytes counts for: one, plus one per 32 bytes.
static inline int tessera_compare_cost(size_t length) {
    size_t cost = 1 + length / 32;
    return cost < (size_t)(INT_MAX / 4) ? (int)cost : INT_MAX / 4;
}

static inline void tessera_match_begin(TesseraMatch *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    m->L = L;
    m->subject = s;
    m->subjectEnd = s + ls;
    m->patternEnd = p + lp;
    m->unpaid = 0;
}

static inline void tessera_match_restart(TesseraMatch *m) {
    m->level = 0;
    m->depth = TESSERA_MAX_MATCH_DEPTH;
}

/// Whether `c` is in the class named by letter `name` (`%a`, `%d` …; an upper-case letter is the complement).
static inline int tessera_class_contains(int c, int name) {
    int result;
    switch (tolower(name)) {
    case 'a': result = isalpha(c); break;
    case 'c': result = iscntrl(c); break;
    case 'd': result = isdigit(c); break;
    case 'g': result = isgraph(c); break;
    case 'l': result = islower(c); break;
    case 'p': result = ispunct(c); break;
    case 's': result = isspace(c); break;
    case 'u': result = isupper(c); break;
    case 'w': result = isalnum(c); break;
    case 'x': result = isxdigit(c); break;
    default: return name == c;
    }
    if (isupper(name)) result = !result;
    return result != 0;
}

/// The end of the single-character class that starts at `p` (after `%x`, `[set]` or one character).
static inline const char *tessera_class_end(TesseraMatch *m, const char *p) {
    char first = *p++;
    if (first == '%') {
        if (p == m->patternEnd) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    }
    if (first == '[') {
        if (*p == '^') p++;
        do {
            if (p == m->patternEnd) luaL_error(m->L, "malformed pattern (missing ']')");
            char c = *p++;
            if (c == '%' && p < m->patternEnd) p++;
        } while (*p != ']');
        return p + 1;
    }
    return p;
}

/// Whether `c` is in the set `[`…`]` that starts at `open` and whose `]` is at `close`.
static inline int tessera_set_contains(int c, const char *open, const char *close) {
    int inside = 1;
    const char *p = open + 1;
    if (*p == '^') {
        inside = 0;
        p++;
    }
    for (; p < close; p++) {
        if (*p == '%') {
            p++;
            if (tessera_class_contains(c, (unsigned char)*p)) return inside;
        } else if (p[1] == '-' && p + 2 < close) {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return inside;
            p += 2;
        } else if ((unsigned char)*p == c) {
            return inside;
        }
    }
    return !inside;
}

/// Whether the subject character at `s` matches the single-character class `p`…`classEnd`.
static inline int tessera_single_match(TesseraMatch *m, const char *s, const char *p, const char *classEnd) {
    if (s >= m->subjectEnd) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case '%': return tessera_class_contains(c, (unsigned char)p[1]);
    case '[': return tessera_set_contains(c, p, classEnd - 1);
    default: return (unsigned char)*p == c;
    }
}

static inline const char *tessera_match(TesseraMatch *m, const char *s, const char *p);

/// `%bxy`: a balanced run from `x` to its matching `y`, starting at `s`.
static inline const char *tessera_match_balance(TesseraMatch *m, const char *s, const char *p) {
    if (p >= m->patternEnd - 1) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subjectEnd || *s != *p) return NULL;
    char open = p[0], close = p[1];
    int depth = 1;
    while (++s < m->subjectEnd) {
        tessera_pattern_step(m, 1);
        if (*s == close) {
            if (--depth == 0) return s + 1;
        } else if (*s == open) {
            depth++;
        }
    }
    return NULL;
}

/// `x*` and `x+` (greedy): as many as match, then give them back one at a time.
static inline const char *tessera_match_greedy(TesseraMatch *m, const char *s, const char *p, const char *classEnd) {
    ptrdiff_t count = 0;
    while (tessera_single_match(m, s + count, p, classEnd)) {
        count++;
        tessera_pattern_step(m, 1);
    }
    for (; count >= 0; count--) {
        const char *rest = tessera_match(m, s + count, classEnd + 1);
        if (rest) return rest;
        tessera_pattern_step(m, 1);
    }
    return NULL;
}

/// `x-` (lazy): as few as possible, taking one more each time the rest fails.
static inline const char *tessera_match_lazy(TesseraMatch *m, const char *s, const char *p, const char *classEnd) {
    for (;;) {
        const char *rest = tessera_match(m, s, classEnd + 1);
        if (rest) return rest;
        if (!tessera_single_match(m, s, p, classEnd)) return NULL;
        s++;
        tessera_pattern_step(m, 1);
    }
}

static inline const char *tessera_open_capture(TesseraMatch *m, const char *s, const char *p, ptrdiff_t what) {
    if (m->level >= TESSERA_MAX_CAPTURES) luaL_error(m->L, "too many captures");
    m->captures[m->level].start = s;
    m->captures[m->level].length = what;
    m->level++;
    const char *result = tessera_match(m, s, p);
    if (!result) m->level--;
    return result;
}

static inline const char *tessera_close_capture(TesseraMatch *m, const char *s, const char *p) {
    int open = -1;
    for (int level = m->level - 1; level >= 0; level--) {
        if (m->captures[level].length == TESSERA_CAPTURE_OPEN) {
            open = level;
            break;
        }
    }
    if (open < 0) luaL_error(m->L, "invalid pattern capture");
    m->captures[open].length = s - m->captures[open].start;
    const char *result = tessera_match(m, s, p);
    if (!result) m->captures[open].length = TESSERA_CAPTURE_OPEN;
    return result;
}

/// The index of a closed capture named by digit `digit` (`%1` …), or an error.
static inline int tessera_capture_index(TesseraMatch *m, int digit) {
    int index = digit - '1';
    if (index < 0 || index >= m->level || m->captures[index].length == TESSERA_CAPTURE_OPEN) {
        luaL_error(m->L, "invalid capture index %%%d", index + 1);
    }
    return index;
}

/// `%1`…`%9`: the same text as a closed capture, at `s`.
static inline const char *tessera_match_back_reference(TesseraMatch *m, const char *s, int digit) {
    int index = tessera_capture_index(m, digit);
    size_t length = (size_t)m->captures[index].length; /* a position capture is (size_t)-2: it never fits */
    if ((size_t)(m->subjectEnd - s) < length) return NULL;
    tessera_pattern_step(m, tessera_compare_cost(length));
    return memcmp(m->captures[index].start, s, length) == 0 ? s + length : NULL;
}

/// `%f[set]`: the frontier where the previous character is not in the set and the next one is.
static inline const char *tessera_match_frontier(TesseraMatch *m, const char *s, const char **p) {
    const char *open = *p + 2;
    if (*open != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
    const char *end = tessera_class_end(m, open);
    int previous = s == m->subject ? '\0' : (unsigned char)s[-1];
    int next = (unsigned char)*s; /* the terminating zero at the end of the subject */
    if (!tessera_set_contains(previous, open, end - 1) && tessera_set_contains(next, open, end - 1)) {
        *p = end;
        return s;
    }
    return NULL;
}

/// Matches pattern `p` at subject position `s`: where the match ends, or NULL.
static inline const char *tessera_match(TesseraMatch *m, const char *s, const char *p) {
    if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
    tessera_pattern_step(m, 1);
    while (s != NULL && p != m->patternEnd) {
        if (*p == '(') {
            s = p[1] == ')' ? tessera_open_capture(m, s, p + 2, TESSERA_CAPTURE_POSITION)
                            : tessera_open_capture(m, s, p + 1, TESSERA_CAPTURE_OPEN);
            break;
        }
        if (*p == ')') {
            s = tessera_close_capture(m, s, p + 1);
            break;
        }
        if (*p == '$' && p + 1 == m->patternEnd) {
            if (s != m->subjectEnd) s = NULL;
            break;
        }
        if (*p == '%' && p + 1 < m->patternEnd) {
            char code = p[1];
            if (code == 'b') {
                s = tessera_match_balance(m, s, p + 2);
                if (s) p += 4;
                continue;
            }
            if (code == 'f') {
                s = tessera_match_frontier(m, s, &p);
                continue;
            }
            if (isdigit((unsigned char)code)) {
                s = tessera_match_back_reference(m, s, (unsigned char)code);
                if (s) p += 2;
                continue;
            }
        }
        /* A single-character class, perhaps with a quantifier. */
        const char *classEnd = tessera_class_end(m, p);
        char quantifier = classEnd < m->patternEnd ? *classEnd : '\0';
        if (!tessera_single_match(m, s, p, classEnd)) {
            if (quantifier == '*' || quantifier == '?' || quantifier == '-') {
                p = classEnd + 1;
            } else {
                s = NULL;
            }
            continue;
        }
        if (quantifier == '?') {
            const char *rest = tessera_match(m, s + 1, classEnd + 1);
            if (rest) {
                s = rest;
                break;
            }
            p = classEnd + 1;
        } else if (quantifier == '+') {
            s = tessera_match_greedy(m, s + 1, p, classEnd);
            break;
        } else if (quantifier == '*') {
            s = tessera_match_greedy(m, s, p, classEnd);
            break;
        } else if (quantifier == '-') {
            s = tessera_match_lazy(m, s, p, classEnd);
            break;
        } else {
            s++;
            p = classEnd;
        }
    }
    m->depth++;
    return s;
}

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
