/* The transfer matrix on every board: the keys reached in an open-addressing table (see count.c).
 */
#include <stdlib.h>
#include <string.h>

#include "count.h"

/* ---- the moves of one point in the hash table ----
 * MOVES(key) calls EMIT(new_key, east_on, down_on) for every successor, as transfer_numpy._point, with
 * ``j``, ``east``, ``down``, ``closed`` (the flag's bit) and ``plugs`` (the plug bits' mask) in scope. */
#define MOVES(KEY)                                                                                  \
    do {                                                                                            \
        const u64 key_ = (KEY);                                                                     \
        const unsigned left = (unsigned)(key_ >> (2 * j)) & 3, up = (unsigned)(key_ >> (2 * j + 2)) & 3; \
        const u64 cleared = key_ & ~((u64)15 << (2 * j));                                           \
        if (!left && !up) {                                                                         \
            EMIT(cleared, 0, 0);                                                                    \
            if (east && down && !(key_ & closed))                                                   \
                EMIT(cleared | ((u64)1 << (2 * j)) | ((u64)2 << (2 * j + 2)), 1, 1);               \
        } else if (!left || !up) {                                                                  \
            const u64 plug = left | up;                                                             \
            if (down) EMIT(cleared | (plug << (2 * j)), 0, 1);                                      \
            if (east) EMIT(cleared | (plug << (2 * j + 2)), 1, 0);                                  \
        } else if (left == 1 && up == 2) {                                                          \
            if (!(cleared & plugs)) EMIT(cleared | closed, 0, 0);                                   \
        } else if (left == 2 && up == 1) {                                                          \
            EMIT(cleared, 0, 0);                                                                    \
        } else if (left == 1) {                                                                     \
            EMIT(cleared - ((u64)1 << (2 * partner(key_, j + 1, 1))), 0, 0);                        \
        } else if (left == 2 && up == 2) {                                                          \
            EMIT(cleared + ((u64)1 << (2 * partner(key_, j, -1))), 0, 0);                           \
        }                                                                                           \
    } while (0)

/* ---- hashed: the keys reached, in an open-addressing table ---- */

typedef struct {
    u64 cap;       /* a power of 2 */
    u64 *keys;     /* EMPTY where none */
    u64 *counts;   /* limbs of the key at the same place */
    u64 key_room, count_room;  /* what is allocated: a table is made again in the same memory, not mapped anew */
} Table;

/* Fibonacci hashing: the product's top bits, which every bit of the key reaches. */
static inline u64 slot_of(u64 key, u64 cap) { return (key * 0x9E3779B97F4A7C15ull) >> (64 - __builtin_ctzll(cap)); }

static int table_make(Table *t, u64 cap, int L) {
    if (cap > t->key_room) {
        free(t->keys);
        t->keys = malloc(cap * sizeof(u64));
        t->key_room = t->keys ? cap : 0;
    }
    if (cap * L > t->count_room) {
        free(t->counts);
        t->counts = malloc(cap * L * sizeof(u64));
        t->count_room = t->counts ? cap * L : 0;
    }
    t->cap = cap;
    if (!t->keys || !t->counts) return 0;
    memset(t->keys, 0xff, cap * sizeof(u64));
    memset(t->counts, 0, cap * L * sizeof(u64));
    return 1;
}

static void table_free(Table *t) {
    free(t->keys);
    free(t->counts);
    memset(t, 0, sizeof *t);
}

static int table_widen(Table *t, int L) {
    if (t->cap * (L + 1) > t->count_room) {
        u64 *wider = realloc(t->counts, t->cap * (L + 1) * sizeof(u64));
        if (!wider) return 0;
        t->counts = wider;
        t->count_room = t->cap * (L + 1);
    }
    widen(t->counts, t->cap, L, L + 1);
    return 1;
}

/* The constraint fields of a successor: whether it can still meet every constraint, and its new key. */
static inline int fields(const Add *a, const Add *end, u64 *key, int e, int dn) {
    u64 k = *key;
    for (; a < end; ++a) {
        const int64_t raw = (int64_t)((k >> a->offset) & (u64)a->mask) + a->east * e + a->down * dn + a->base;
        const int64_t total = raw - a->shift;
        int64_t value;
        if (a->closes) {
            if (total < a->lo || total > a->hi) return 0;
            value = 0;
        } else {
            if (total + a->most < a->lo || total + a->least > a->hi) return 0;
            value = raw < a->cap ? raw : a->cap;
        }
        k = (k & ~((u64)a->mask << a->offset)) | ((u64)value << a->offset);
    }
    *key = k;
    return 1;
}

/* One point from table ``cur`` into the empty table ``nxt``: 0 done, 1 a count overflowed, 2 past max_states,
 * 3 ``nxt`` three quarters full (then it is made twice as big and the step run again). */
static int hashed_step(Run *run, const Table *cur, Table *nxt, int i, int j, int64_t *states) {
    const int L = run->limbs, cols = run->cols;
    const int east = j + 1 < cols, down = i + 1 < run->rows, row_end = j == cols - 1;
    const u64 closed = (u64)1 << (2 * (cols + 1)), plugs = closed - 1;
    const int s = i * cols + j;
    const Add *a0 = run->adds + run->starts[s], *a1 = run->adds + run->starts[s + 1];
    u64 overflow = 0;
    int64_t live = 0;
    const u64 mask = nxt->cap - 1;
    for (u64 r = 0; r < cur->cap; ++r) {
        if (cur->keys[r] == EMPTY) continue;
        const u64 *c = cur->counts + r * L;
#define EMIT(NEW, E, D)                                                          \
    do {                                                                         \
        u64 k_ = (NEW);                                                          \
        if (a0 == a1 || fields(a0, a1, &k_, (E), (D))) {                         \
            if (row_end) k_ = (k_ & ~plugs) | ((k_ << 2) & plugs);               \
            u64 at = slot_of(k_, nxt->cap);                                      \
            while (nxt->keys[at] != k_ && nxt->keys[at] != EMPTY) at = (at + 1) & mask; \
            if (nxt->keys[at] == EMPTY) {                                        \
                nxt->keys[at] = k_;                                              \
                if (++live > run->max_states) return 2;                          \
                if ((u64)live * 4 > nxt->cap * 3) return 3;                      \
            }                                                                    \
            overflow |= add_limbs(nxt->counts + at * L, c, L);                   \
        }                                                                        \
    } while (0)
        MOVES(cur->keys[r]);
#undef EMIT
    }
    *states = live;
    return overflow != 0;
}

/* Whether some count's top limb is near its end. */
static int table_high(const Table *t, int L) {
    u64 any = 0;
    for (u64 r = 0; r < t->cap; ++r) any |= t->counts[r * L + L - 1];
    return any >= WIDEN_AT;
}

int run_hashed(Run *run) {
    const int cols = run->cols;
    const u64 closed = (u64)1 << (2 * (cols + 1));
    Table cur = {0}, nxt = {0};
    int status = NO_MEMORY;
    if (!table_make(&cur, 2, run->limbs)) goto out;
    cur.keys[slot_of(0, cur.cap)] = 0;
    cur.counts[slot_of(0, cur.cap) * run->limbs] = 1;
    int64_t states = 1;
    for (int i = 0; i < run->rows; ++i) {
        for (int j = 0; j < cols; ++j) {
            if (run->deadline > 0 && now() > run->deadline) {
                status = OUT_OF_TIME;
                goto out;
            }
            u64 cap = 16;
            while (cap < 2 * (u64)states) cap <<= 1;  /* half empty if the states stay as many */
            for (;;) {
                if (!table_make(&nxt, cap, run->limbs)) goto out;
                int got = hashed_step(run, &cur, &nxt, i, j, &states);
                if (got == 2) {
                    status = TOO_MANY;
                    goto out;
                }
                if (!got) break;
                if (got == 3) {  /* more states than room: once more, in twice the room */
                    cap <<= 1;
                    continue;
                }
                /* overflowed: once more, one limb wider */
                if (run->limbs == MAX_LIMBS || !table_widen(&cur, run->limbs)) goto out;
                ++run->limbs;
            }
            Table t = cur;
            cur = nxt;
            nxt = t;
            if (table_high(&cur, run->limbs) && run->limbs < MAX_LIMBS) {
                if (!table_widen(&cur, run->limbs)) goto out;
                ++run->limbs;
            }
        }
    }
    for (u64 r = 0; r < cur.cap; ++r)
        if (cur.keys[r] != EMPTY && (cur.keys[r] & closed)) add_total(run, cur.counts + r * run->limbs, run->limbs);
    status = DONE;
out:
    table_free(&cur);
    table_free(&nxt);
    return status;
}

