// What a Lua state may use: a memory cap, an instruction budget that cannot be caught, and a wall-clock deadline.
#ifndef TESSERA_CLUA_BUDGET_H
#define TESSERA_CLUA_BUDGET_H

#include <lua.h>
#include <lauxlib.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pool.h"

/* ---- Limits ------------------------------------------------------------------------------- */

/// Why a state was stopped: it stays stopped, so a `pcall` that catches the error cannot run on.
enum {
    TESSERA_RUNNING = 0,
    TESSERA_OUT_OF_INSTRUCTIONS = 1, /* cleared by the next call from the tool (each call has its own budget) */
    TESSERA_TIMED_OUT = 2,           /* for good: the deadline has passed */
};

/// What a state may use, and what it has used. Lives as long as the state; its address is in the
/// state's extra space.
typedef struct TesseraLimits {
    size_t memoryLimit;         /* bytes the scripts may hold; 0 = no limit */
    size_t memoryUsed;
    int memoryExceeded;         /* set when an allocation was refused */
    int inSwift;                /* > 0 while Swift code runs on the state: allocations are not refused then */
    long long instructionLimit; /* work units (VM instructions, library work, allocated bytes / 8) a call may
                                   use; 0 = no limit */
    long long instructionsUsed;
    int hookStep;               /* instructions between two calls of the count hook (0: 1000) */
    uint64_t deadline;          /* CLOCK_MONOTONIC nanoseconds after which everything stops; 0 = none */
    double timeoutSeconds;      /* the timeout the deadline came from, for the message */
    int stopped;                /* TESSERA_RUNNING, or why the state was stopped */
    char stopMessage[640];      /* the error every later instruction raises again */
    lua_State *mainThread;      /* the state's only thread (the sandbox has no coroutines) */
    int minorMultiplier;        /* the minor collections' multiplier Tessera set last (tessera_tune_collector);
                                   0 once the script chose its own (collectgarbage("generational", …)) */
    void *owner;                /* the Swift object that owns the state */
    TesseraPool pool;           /* the state's small blocks (pool.h); released after the state is closed */
} TesseraLimits;

static inline TesseraLimits *tessera_limits(lua_State *L) { return *(TesseraLimits **)lua_getextraspace(L); }

/// Nanoseconds of CLOCK_MONOTONIC: the clock deadlines are measured on (it does not jump with the wall clock).
static inline uint64_t tessera_monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

/// Whether the memory limit refused an allocation and the state still holds more than the limit.
static inline int tessera_memory_limit_hit(const TesseraLimits *limits) {
    return limits->memoryExceeded && limits->memoryLimit && limits->memoryUsed > limits->memoryLimit;
}

static inline void tessera_count_hook(lua_State *L, lua_Debug *ar);
static inline void tessera_tune_collector(lua_State *L, TesseraLimits *limits);

/// Makes the count hook run before the next instruction (safe at any point: lua.c does it from a signal handler).
static inline void tessera_hook_every_instruction(TesseraLimits *limits) {
    if (limits->mainThread) lua_sethook(limits->mainThread, tessera_count_hook, LUA_MASKCOUNT, 1);
}

/// Which limit, if any, `limits` is past now; marks the state stopped the first time.
static inline int tessera_check_limits(TesseraLimits *limits) {
    if (limits->stopped) return limits->stopped;
    if (limits->deadline && tessera_monotonic_ns() >= limits->deadline) {
        limits->stopped = TESSERA_TIMED_OUT;
    } else if (limits->instructionLimit && limits->instructionsUsed > limits->instructionLimit) {
        limits->stopped = TESSERA_OUT_OF_INSTRUCTIONS;
    }
    if (limits->stopped) tessera_hook_every_instruction(limits);
    return limits->stopped;
}

/// Raises the error of a stopped state at `where` ("file:line"), composing it the first time.
static inline int tessera_raise_stop(lua_State *L, const char *where) {
    TesseraLimits *limits = tessera_limits(L);
    if (limits->stopMessage[0] == '\0') {
        if (limits->stopped == TESSERA_TIMED_OUT) {
            snprintf(limits->stopMessage, sizeof limits->stopMessage,
                     "%stimed out after %g s: the script runs too long or never stops; raise the limit with --timeout",
                     where, limits->timeoutSeconds);
        } else {
            snprintf(limits->stopMessage, sizeof limits->stopMessage,
                     "%sinstruction budget exceeded (%lld instructions): the script runs too long or never stops; "
                     "raise the limit with --max-instructions", where, limits->instructionLimit);
        }
    }
    lua_pushstring(L, limits->stopMessage);
    return lua_error(L);
}

/// Adds `cost` units of work to the instructions used (saturating), without checking the limits.
static inline void tessera_charge(TesseraLimits *limits, lua_Integer cost) {
    if (cost <= 0) return;
    long long room = LLONG_MAX - limits->instructionsUsed;
    limits->instructionsUsed += cost < room ? cost : room;
}

/// What a full collection is charged: one unit per 64 bytes held (it walks the whole heap).
static inline lua_Integer tessera_collection_cost(TesseraLimits *limits) {
    return (lua_Integer)(limits->memoryUsed / 64);
}

/// Charges `cost` units of work to the budget of the state (library functions charge what they are about
/// to do before doing it) and raises the stop error if it is spent or the deadline has passed.
static inline void tessera_spend(lua_State *L, lua_Integer cost) {
    TesseraLimits *limits = tessera_limits(L);
    tessera_charge(limits, cost);
    if (tessera_check_limits(limits)) {
        luaL_where(L, 1);
        char where[256];
        snprintf(where, sizeof where, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        tessera_raise_stop(L, where);
    }
}

/// A full collection made by Tessera itself (a memory check that would refuse), charged to the budget as
/// `collectgarbage("collect")` is (one unit per 64 bytes held) but without raising: it may run inside a Swift
/// function called from Lua (`readJSON`, `require`), and the count hook stops the script at its next check.
static inline void tessera_collect_charged(lua_State *L) {
    TesseraLimits *limits = tessera_limits(L);
    tessera_charge(limits, tessera_collection_cost(limits));
    lua_gc(L, LUA_GCCOLLECT, 0);
}

/// The allocator: refuses growth past the memory limit, except while Swift code runs (so a Swift
/// callback never sees Lua raise a memory error across its frames); the trampoline reports the
/// excess once Swift has returned. Growth is charged to the instruction budget (8 bytes a unit), so
/// copying long strings in a loop spends it as running instructions does. Small blocks come from the
/// state's pool (pool.h), the rest from malloc.
static inline void *tessera_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    TesseraLimits *limits = (TesseraLimits *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        limits->memoryUsed -= old;
        tessera_pool_give(&limits->pool, ptr, old);
        return NULL;
    }
    if (limits->memoryLimit && nsize > old && limits->memoryUsed + (nsize - old) > limits->memoryLimit) {
        limits->memoryExceeded = 1;
        if (!limits->inSwift) return NULL;
    }
    void *result = tessera_pool_resize(&limits->pool, ptr, old, nsize);
    if (result) {
        limits->memoryUsed = limits->memoryUsed - old + nsize;
        if (nsize > old) {
            limits->instructionsUsed += (long long)((nsize - old) >> 3);
            if (limits->instructionLimit && limits->instructionsUsed > limits->instructionLimit) {
                tessera_hook_every_instruction(limits);
            }
        }
    }
    return result;
}

/// The count hook: stops a run past its budget or its deadline, and keeps stopping it: once stopped, it runs
/// before every instruction and raises the same error again, so a `pcall`, `xpcall` handler or `__close`
/// that catches it cannot run on.
static inline void tessera_count_hook(lua_State *L, lua_Debug *ar) {
    TesseraLimits *limits = tessera_limits(L);
    if (!limits->stopped) {
        long long room = LLONG_MAX - limits->instructionsUsed;
        limits->instructionsUsed += limits->hookStep < room ? limits->hookStep : room;
        if (limits->minorMultiplier) tessera_tune_collector(L, limits);
    }
    if (!tessera_check_limits(limits)) return;
    char where[256] = "";
    if (limits->stopMessage[0] == '\0' && lua_getinfo(L, "Sl", ar) && ar->currentline > 0) {
        snprintf(where, sizeof where, "%s:%d: ", ar->short_src, ar->currentline);
    }
    tessera_raise_stop(L, where);
}

/// Starts a fresh instruction budget (one per call into Lua from the tool); a passed deadline stays.
static inline void tessera_reset_budget(TesseraLimits *limits) {
    limits->instructionsUsed = 0;
    limits->memoryExceeded = 0;
    if (limits->stopped == TESSERA_OUT_OF_INSTRUCTIONS) {
        limits->stopped = TESSERA_RUNNING;
        limits->stopMessage[0] = '\0';
        if (limits->mainThread) lua_sethook(limits->mainThread, tessera_count_hook, LUA_MASKCOUNT, limits->hookStep);
    }
}

/// How much a Lua state's heap grows, in percent of what the last major collection left, before the next one.
#define TESSERA_GC_MAJOR_MULTIPLIER 1000

/// About how many bytes a Lua state allocates between two minor collections.
#define TESSERA_GC_YOUNG_BYTES ((size_t)1 << 18)

/// Sets the minor collections' multiplier (the percent of the heap allocated between two of them, 1 to 100) so
/// that they come after about TESSERA_GC_YOUNG_BYTES (a third to twice that, or the multiplier's bounds): the count
/// hook calls it as the heap grows and shrinks. A collector the script stopped is left alone.
///
/// A minor collection's sweep walks every young object; with Lua's default, 20% of the heap, a million-row feed's
/// young objects were about 80 MB, long out of the caches when swept (the sweep loop was the hottest instruction
/// of the run), while a small heap's 20% is so little that each collection's fixed cost dominates. A million-row
/// feed measured from its texts took 5.4 s to solve with 20% and 4.3 s with 1% (the least Lua takes: 4 MB of its
/// heap; 256 KB young did as well, 1 MB worse); a script churning small tables over a 200 KB heap took 0.55 s with
/// 20% or more and 0.69 s with 1%.
///
/// Setting the multiplier also puts Lua back in generational mode, which after a major collection that freed little
/// it may have left for a full incremental cycle: that costs a full collection. So the multiplier changes only when
/// it is off by more than a factor of two (or down to 1), a few times as a heap grows from kilobytes to gigabytes,
/// and a heap that hovers at a boundary does not switch it back and forth.
static inline void tessera_tune_collector(lua_State *L, TesseraLimits *limits) {
    size_t percent = limits->memoryUsed / 100;
    size_t wanted = percent ? TESSERA_GC_YOUNG_BYTES / percent : 100;
    if (wanted < 1) wanted = 1;
    if (wanted > 100) wanted = 100;
    size_t current = (size_t)limits->minorMultiplier;
    int up = wanted >= 2 * current + 1;
    int down = 2 * wanted + 1 <= current || (wanted == 1 && current > 1);
    if (current && !up && !down) return;
    if (!lua_gc(L, LUA_GCISRUNNING)) return;
    limits->minorMultiplier = (int)wanted;
    lua_gc(L, LUA_GCGEN, (int)wanted, 0);
}

/// A new state whose allocations, instructions and time are governed by `limits`.
static inline lua_State *tessera_newstate(TesseraLimits *limits) {
    lua_State *L = lua_newstate(tessera_alloc, limits);
    if (!L) return NULL;
    *(TesseraLimits **)lua_getextraspace(L) = limits;
    if (limits->hookStep <= 0) limits->hookStep = 1000;
    limits->mainThread = L;
    lua_sethook(L, tessera_count_hook, LUA_MASKCOUNT, limits->hookStep);
    /* Generational collection: a run makes many short-lived tables (a record's proxy, a measure call's fitting
       table and result) that a minor collection frees without sweeping everything that lives on. A major
       collection waits until the heap is 11 times what the last one left (TESSERA_GC_MAJOR_MULTIPLIER %, the most
       Lua 5.4 takes; its default, 100, waits for twice): a feed's records read once live on, so each major
       collection walks them all and frees little, and at a million rows the default's collections took about a
       tenth of the run. Garbage that outlives two minor collections waits longer for a major one; an allocation
       over the memory limit still collects everything first, and so do the layout's memory checks. Minor
       collections come after about 256 KB allocated (tessera_tune_collector). */
    lua_gc(L, LUA_GCGEN, 0, TESSERA_GC_MAJOR_MULTIPLIER);
    tessera_tune_collector(L, limits);
    return L;
}

#endif
