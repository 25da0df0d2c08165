// A Lua state's small blocks, kept in free lists by size class instead of handed back to malloc one by one.
#ifndef TESSERA_CLUA_POOL_H
#define TESSERA_CLUA_POOL_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* A run makes and drops several small Lua objects per row (tables, their node arrays, strings, userdata), and the
   collector frees them in bursts among a live heap of a million records: glibc's allocator then spends a third of
   the run searching and merging its bins. A state's blocks of up to TESSERA_POOL_LARGEST bytes come instead from
   slabs, by size class (a multiple of 16 bytes, so every block is aligned as malloc's), and go back to their
   class's free list. Lua passes every block's size when it frees or resizes it, so a block needs no header. The
   slabs are freed with the state (`tessera_pool_release`); until then a freed block is kept for its class. */

enum {
    TESSERA_POOL_GRAIN = 16,
    TESSERA_POOL_CLASSES = 32,                                          /* 16, 32, … 512 bytes */
    TESSERA_POOL_LARGEST = TESSERA_POOL_GRAIN * TESSERA_POOL_CLASSES,
    TESSERA_POOL_SLAB = 64 * 1024,
};

typedef struct TesseraPool {
    void *free[TESSERA_POOL_CLASSES]; /* each class's free blocks, linked through their first word */
    char *next;                       /* the unused rest of the newest slab */
    size_t left;
    void *slabs;                      /* the slabs, linked through their first word */
} TesseraPool;

static inline int tessera_pooled(size_t size) { return size > 0 && size <= TESSERA_POOL_LARGEST; }

static inline size_t tessera_pool_class(size_t size) { return (size - 1) / TESSERA_POOL_GRAIN; }

/// A block for `size` bytes (pooled): from its class's free list, else cut from a slab; NULL when no slab can
/// be had.
static inline void *tessera_pool_take(TesseraPool *pool, size_t size) {
    size_t class = tessera_pool_class(size);
    void *block = pool->free[class];
    if (block) {
        void *next = *(void **)block;
        pool->free[class] = next;
        /* A freed block is cold (the collector freed it in a sweep): fetching the next one now hides the miss
           from the next block taken. */
        if (next) __builtin_prefetch(next, 1, 3);
        return block;
    }
    size_t bytes = (class + 1) * TESSERA_POOL_GRAIN;
    if (pool->left < bytes) {
        char *slab = malloc(TESSERA_POOL_SLAB);
        if (!slab) return NULL;
        *(void **)slab = pool->slabs;
        pool->slabs = slab;
        pool->next = slab + TESSERA_POOL_GRAIN; /* the link's grain: blocks stay 16-byte aligned */
        pool->left = TESSERA_POOL_SLAB - TESSERA_POOL_GRAIN;
    }
    block = pool->next;
    pool->next += bytes;
    pool->left -= bytes;
    return block;
}

/// Gives back `block` of `size` bytes: to its class's free list if pooled, else to malloc.
static inline void tessera_pool_give(TesseraPool *pool, void *block, size_t size) {
    if (!block) return;
    if (!tessera_pooled(size)) {
        free(block);
        return;
    }
    size_t class = tessera_pool_class(size);
    *(void **)block = pool->free[class];
    pool->free[class] = block;
}

/// `realloc` for a Lua allocator: `block` of `old` bytes (NULL and 0 for a new one) made `size` bytes (> 0),
/// its contents kept up to the smaller size; NULL when no memory can be had (`block` is then unchanged).
static inline void *tessera_pool_resize(TesseraPool *pool, void *block, size_t old, size_t size) {
    int wasPooled = tessera_pooled(old), isPooled = tessera_pooled(size);
    if (block && wasPooled && isPooled && tessera_pool_class(old) == tessera_pool_class(size)) return block;
    if (block && !wasPooled && !isPooled) return realloc(block, size);
    void *moved = isPooled ? tessera_pool_take(pool, size) : malloc(size);
    if (!moved) return NULL;
    if (block) {
        memcpy(moved, block, old < size ? old : size);
        tessera_pool_give(pool, block, old);
    }
    return moved;
}

/// Frees every slab (after the state is closed: no block of the pool may be used after).
static inline void tessera_pool_release(TesseraPool *pool) {
    while (pool->slabs) {
        void *slab = pool->slabs;
        pool->slabs = *(void **)slab;
        free(slab);
    }
    memset(pool, 0, sizeof *pool);
}

#endif
