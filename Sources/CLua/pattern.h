// Lua patterns with a step budget: the matcher behind the sandbox's string.find, match, gmatch and gsub.
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

#endif
