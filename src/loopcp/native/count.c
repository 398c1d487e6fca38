/* The transfer matrix of transfer.py in C: the same states, the same steps, exact counts.
 *
 * A state is transfer.py's 64-bit key: cols + 1 plugs of two bits (0
 * empty, 1 a strand's left end, 2 its right end), the "closed" flag above
 * them, and each open constraint's stored partial sum above that.  The
 * points are visited row by row; at point (i, j) the plugs j (the line
 * from the left) and j + 1 (the line from above) meet, and the point
 * leaves lines down (plug j) and east (plug j + 1).  Python plans which
 * constraint fields each point touches (``transfer._plan``); this file
 * only runs the plan.
 *
 * Two ways to keep the frontier's states, chosen by the caller:
 *
 *   - hashed, for every board: an open-addressing table of the keys
 *     reached, at most three quarters full, which the next step reads as
 *     it is;
 *   - empty boards (no constraint at all, 2 to 16 points wide, words of
 *     32 bits): every bracket word has a fixed
 *     index, a minimal perfect hash of two table look-ups (the low half of
 *     the word gives its block, the high half its rank among the halves
 *     that close the low half's open strands), so a step is a pass over an
 *     array with no probing; two plugs are merged, which halves the words,
 *     and counts move in place (see "empty boards" below).  The loops that
 *     close are summed aside: nothing follows a closed loop on such a board.
 *
 * Counts are rows of 64-bit limbs, only as many as the largest count so
 * far needs, starting at one: most steps of a big board count small
 * numbers, and each limb less is memory not streamed.  No count is ever
 * cut, whatever the constraints: in the hashed table a step that carries
 * out of its top limb is not trusted but run again from its (kept) input
 * with one limb more, and counts that come near the top limb's end are
 * widened before the next step, so reruns are rare; on empty boards a
 * bound on the counts' growth widens them before a step could overflow.
 *
 * Python's interface: ``count`` and ``words`` (see the end).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint64_t u64;
typedef uint32_t u32;

enum { DONE = 0, TOO_MANY = 1, OUT_OF_TIME = 2, NO_MEMORY = 3 };  /* NO_MEMORY also: a count past MAX_LIMBS */
#define MAX_LIMBS 256    /* 16384 bits; a count past them is left to numpy */
#define EMPTY (~(u64)0)  /* no key: keys use 63 bits at most */
#define WIDEN_AT ((u64)1 << 60)  /* a top limb this high: one limb more before the next step */

typedef struct {
    int64_t offset, mask, cap, shift, lo, hi, east, down, base, most, least, closes;
} Add;

typedef struct {
    int rows, cols;
    const Add *adds;          /* every point's adds, in order ... */
    const int64_t *starts;    /* ... point s's are adds[starts[s] .. starts[s + 1] - 1] */
    int64_t max_states;
    double deadline;          /* CLOCK_MONOTONIC seconds; 0: none */
    u64 total[MAX_LIMBS];     /* the loops counted so far */
    int limbs;                /* limbs a count in the store */
    u64 past;                 /* the total carried past MAX_LIMBS: no answer (numpy counts instead) */
} Run;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* dst += src over L limbs; returns the carry out of the top limb (then dst is wrong). */
static inline __attribute__((always_inline)) u64 add_limbs(u64 *dst, const u64 *src, int L) {
    u64 carry = 0;
    for (int k = 0; k < L; ++k) {
        u64 s = dst[k] + src[k];
        u64 c1 = s < src[k];
        u64 t = s + carry;
        carry = c1 | (t < s);
        dst[k] = t;
    }
    return carry;
}

static int nonzero(const u64 *c, int L) {
    u64 any = 0;
    for (int k = 0; k < L; ++k) any |= c[k];
    return any != 0;
}

static void add_total(Run *run, const u64 *c, int L) {
    u64 carry = 0;
    for (int k = 0; k < MAX_LIMBS; ++k) {
        u64 v = k < L ? c[k] : 0;
        u64 s = run->total[k] + v;
        u64 c1 = s < v;
        u64 t = s + carry;
        carry = c1 | (t < s);
        run->total[k] = t;
        if (k >= L && !carry) break;
    }
    run->past |= carry;
}

/* The slot of the plug joined to the one at ``slot``, looking rightwards (step 1) or leftwards (-1). */
static inline int partner(u64 key, int slot, int step) {
    int depth = 1;
    const unsigned open = step > 0 ? 1 : 2;
    for (int s = slot + step;; s += step) {
        unsigned v = (unsigned)(key >> (2 * s)) & 3;
        if (v == open) ++depth;
        else if (v) --depth;
        if (!depth) return s;
    }
}

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

/* ---- every bracket word of n plugs at a fixed index ---- */

typedef struct {
    int n, low_slots;     /* plugs; the low half is plugs 0 .. low_slots - 1 */
    u64 size;             /* the number of words */
    u32 *low, *high;      /* index = low[key's low half] + high[key's high half] */
    u32 *keys;            /* the word at each index (at most 16 plugs: the empty road's widest) */
} Dense;

/* The words of ``w`` plugs that leave ``open_right`` strands open when ``open_left`` were open before them:
 * paths of w steps from height open_left to open_right, never below 0 (Motzkin paths); w < 32. */
static u64 words_count(int w, int open_left, int open_right) {
    u64 ways[2][72] = {{0}};
    if (open_left < 0 || open_right < 0 || open_left > 36 || open_right > 36) return 0;
    ways[0][open_left] = 1;
    for (int step = 0; step < w; ++step) {
        const u64 *from = ways[step & 1];
        u64 *to = ways[(step + 1) & 1];
        for (int h = 0; h < 71; ++h) to[h] = from[h] + from[h + 1] + (h ? from[h - 1] : 0);
        to[71] = 0;
    }
    return ways[w & 1][open_right];
}

static u64 dense_size(int n) { return words_count(n, 0, 0); }

static void dense_free(Dense *d) {
    free(d->low);
    free(d->high);
    free(d->keys);
}

static int dense_make(Dense *d, int n) {
    d->n = n;
    d->low_slots = n / 2;
    const int hs = n - d->low_slots;
    const u64 nlow = (u64)1 << (2 * d->low_slots), nhigh = (u64)1 << (2 * hs);
    d->size = dense_size(n);
    d->low = malloc(nlow * sizeof(u32));
    d->high = malloc(nhigh * sizeof(u32));
    d->keys = malloc(d->size * sizeof(u32));
    u64 *high_of = calloc(n + 1, sizeof(u64));  /* highs closing e strands, so far */
    u64 *start = calloc(n + 2, sizeof(u64));
    u64 *low_of = calloc(n + 1, sizeof(u64));
    if (!d->low || !d->high || !d->keys || !high_of || !start || !low_of) {
        free(high_of), free(start), free(low_of);
        return 0;
    }
    /* highs: read from the top plug down, ')' opens; what is open at the bottom is the e they close */
    for (u64 h = 0; h < nhigh; ++h) {
        int depth = 0, ok = 1;
        for (int s = hs - 1; s >= 0 && ok; --s) {
            unsigned v = (unsigned)(h >> (2 * s)) & 3;
            depth += v == 2 ? 1 : v == 1 ? -1 : 0;
            ok = v != 3 && depth >= 0;
        }
        d->high[h] = ok ? (u32)high_of[depth]++ : UINT32_MAX;
    }
    for (int e = 0; e <= n; ++e) start[e + 1] = start[e] + words_count(d->low_slots, 0, e) * high_of[e];
    for (u64 l = 0; l < nlow; ++l) {
        int depth = 0, ok = 1;
        for (int s = 0; s < d->low_slots && ok; ++s) {
            unsigned v = (unsigned)(l >> (2 * s)) & 3;
            depth += v == 1 ? 1 : v == 2 ? -1 : 0;
            ok = v != 3 && depth >= 0;
        }
        d->low[l] = ok && depth <= hs ? (u32)(start[depth] + low_of[depth]++ * high_of[depth]) : UINT32_MAX;
    }
    /* each block: a low half, then every high half that closes it, in rank order */
    u64 *first = calloc(n + 2, sizeof(u64)), *highs = malloc(nhigh * sizeof(u64));
    if (!first || !highs) {
        free(first), free(highs), free(high_of), free(start), free(low_of);
        return 0;
    }
    for (int e = 0; e <= n; ++e) first[e + 1] = first[e] + high_of[e];
    for (u64 h = 0; h < nhigh; ++h) {
        if (d->high[h] == UINT32_MAX) continue;
        int depth = 0;
        for (int s = hs - 1; s >= 0; --s) {
            unsigned v = (unsigned)(h >> (2 * s)) & 3;
            depth += v == 2 ? 1 : v == 1 ? -1 : 0;
        }
        highs[first[depth] + d->high[h]] = h;
    }
    for (u64 l = 0; l < nlow; ++l) {
        if (d->low[l] == UINT32_MAX) continue;
        int depth = 0;
        for (int s = 0; s < d->low_slots; ++s) {
            unsigned v = (unsigned)(l >> (2 * s)) & 3;
            depth += v == 1 ? 1 : v == 2 ? -1 : 0;
        }
        for (u64 t = 0; t < high_of[depth]; ++t)
            d->keys[d->low[l] + t] = (u32)(l | (highs[first[depth] + t] << (2 * d->low_slots)));
    }
    free(first), free(highs);
    free(high_of), free(start), free(low_of);
    return 1;
}

static inline u64 dense_index(const Dense *d, u64 key) {
    return (u64)d->low[key & (((u64)1 << (2 * d->low_slots)) - 1)] + d->high[key >> (2 * d->low_slots)];
}

/* Counts of ``n`` states from ``from`` limbs to ``to``, in place (the buffer holds ``to``). */
static void widen(u64 *counts, u64 n, int from, int to) {
    for (u64 r = n; r-- > 0;) {
        for (int k = to - 1; k >= 0; --k) counts[r * to + k] = k < from ? counts[r * from + k] : 0;
    }
}

/* ---- empty boards: two plugs merged, in place ----
 *
 * Without constraints a point inside a row (lines both down and east)
 * sends a single strand down or east alike, so after it the states
 * "(x down, nothing east)" and "(nothing down, x east)" always hold the
 * same count.  Keeping one of them per pair halves the states: after point
 * k of a row, a word of ``cols`` plugs holds the downs of points 0 .. k-1,
 * at k one *merged* plug (empty: both empty; x: either of the two), and
 * the lines from above into points k+1 ...; the only other pair a point
 * leaves, a new strand "(" down and ")" east, is kept in a second array of
 * words of cols - 1 plugs (both places dropped).  A point then moves
 * counts in place: each word keeps its own count (the merged plug going
 * on as it came), the words whose merged plug holds a strand also pass
 * it on, to a word whose place k-1 is empty (never one of those read),
 * and the second array's words land on words whose place k-1 is not
 * empty (all read by then).  The last row draws no line down: a word
 * closes there into one loop exactly when joining its strands in pairs,
 * left to right, with the row makes one cycle of them, so it is counted
 * in one look.
 *
 * No step can carry out of the top limb unseen: a count grows at most
 * (cols + 3)-fold in a step (its own count, one from each kind of move
 * onto it, and the "((" or "))" joins, one a place of the partner
 * flipped), so a bound on the counts' bits is kept and the limbs widened
 * (after a look at the real counts) before a step could pass them. */

static inline u64 plug_at(u64 w, int s) { return (w >> (2 * s)) & 3; }
static inline u64 with_plug(u64 w, int s, u64 v) { return (w & ~((u64)3 << (2 * s))) | (v << (2 * s)); }
static inline u64 with_empty_slot(u64 v, int s) {
    const u64 low = ((u64)1 << (2 * s)) - 1;
    return (v & low) | ((v & ~low) << 2);
}

/* Whether a last row's word closes into one loop: its strands joined by the row in pairs, left to right. */
static int one_cycle(u64 w, int n) {
    int pos[32], mate[32], stack[32], k = 0, depth = 0;
    for (int s = 0; s < n; ++s) {
        u64 v = plug_at(w, s);
        if (!v) continue;
        if (v == 1) stack[depth++] = k;
        else {
            int o = stack[--depth];
            mate[o] = k, mate[k] = o;
        }
        pos[k++] = s;
    }
    (void)pos;
    if (!k) return 0;
    int t = 0, seen = 0;
    do {
        t = mate[t ^ 1];
        seen += 2;
    } while (t != 0);
    return seen == k;
}

static int bits_of(const u64 *counts, u64 n, int L) {
    for (int k = L - 1; k >= 0; --k) {
        u64 any = 0;
        for (u64 r = 0; r < n; ++r) any |= counts[r * L + k];
        if (any) return 64 * k + 64 - __builtin_clzll(any);
    }
    return 0;
}

static inline __attribute__((always_inline)) void empty_point_L(Run *run, const Dense *wa, const Dense *wb,
                                                                u64 *a, const u64 *b, u64 *b2, int k, int last,
                                                                const int L) {
    const int W = run->cols;
    if (!last) { /* a new strand: "(" down and ")" east, from each word with nothing on either side of point k */
        for (u64 r = 0; r < wb->size; ++r) {
            const u64 *src = a + dense_index(wa, with_empty_slot(wb->keys[r], k)) * L;
            memcpy(b2 + r * L, src, L * sizeof(u64));
        }
    }
    if (k == 0) return;
    const int p = k - 1;
    const u64 others = (((u64)1 << (2 * W)) - 1) & ~((u64)15 << (2 * p));
    for (u64 r = 0; r < wa->size; ++r) {
        const u64 w = wa->keys[r];
        const u64 x = plug_at(w, p);
        if (!x) continue;
        const u64 *c = a + r * L;
        if (!nonzero(c, L)) continue;
        const u64 u = plug_at(w, k);
        u64 t;
        if (!u) t = with_plug(with_plug(w, p, 0), k, x);  /* the strand goes on from the other plug */
        else {
            t = w & ~((u64)15 << (2 * p));
            if (x == 1 && u == 2) {
                if (!(w & others)) add_total(run, c, L);  /* the loop closes, nothing else open */
                continue;
            }
            if (x == 1 && u == 1) t -= (u64)1 << (2 * partner(w, k, 1));
            else if (x == 2 && u == 2) t += (u64)1 << (2 * partner(w, p, -1));
        }
        add_limbs(a + dense_index(wa, t) * L, c, L);
    }
    for (u64 r = 0; r < wb->size; ++r) { /* "(" down from point k-1 and ")" into point k */
        const u64 *c = b + r * L;
        if (!nonzero(c, L)) continue;
        const u64 v = wb->keys[r], u = plug_at(v, p);
        const u64 pair = u == 0 ? (1 | 2 << 2) : u == 1 ? 1 : 2;
        const u64 t = (with_empty_slot(v, k) & ~((u64)15 << (2 * p))) | (pair << (2 * p));
        add_limbs(a + dense_index(wa, t) * L, c, L);
    }
}

static void empty_point(Run *run, const Dense *wa, const Dense *wb, u64 *a, const u64 *b, u64 *b2, int k,
                        int last) {
    switch (run->limbs) {
    case 1: empty_point_L(run, wa, wb, a, b, b2, k, last, 1); break;
    case 2: empty_point_L(run, wa, wb, a, b, b2, k, last, 2); break;
    case 3: empty_point_L(run, wa, wb, a, b, b2, k, last, 3); break;
    case 4: empty_point_L(run, wa, wb, a, b, b2, k, last, 4); break;
    default: empty_point_L(run, wa, wb, a, b, b2, k, last, run->limbs); break;
    }
}

static int widen_to(u64 **counts, u64 n, int from, int to) {
    u64 *wider = realloc(*counts, n * to * sizeof(u64));
    if (!wider) return 0;
    widen(wider, n, from, to);
    *counts = wider;
    return 1;
}

static int run_empty(Run *run) {
    const int W = run->cols;
    Dense wa, wb;
    memset(&wa, 0, sizeof wa);
    memset(&wb, 0, sizeof wb);
    u64 *a = NULL, *b = NULL, *b2 = NULL;
    int status = NO_MEMORY;
    if (W < 2 || !dense_make(&wa, W) || !dense_make(&wb, W - 1)) goto out;
    a = calloc(wa.size, sizeof(u64));
    b = calloc(wb.size, sizeof(u64));
    b2 = calloc(wb.size, sizeof(u64));
    if (!a || !b || !b2) goto out;
    a[dense_index(&wa, 0)] = 1;
    int grow = 1, bits = 1;
    while ((1 << grow) < W + 3) ++grow;  /* a step multiplies a count by W + 3 at most */
    for (int i = 0; i + 1 < run->rows; ++i) {
        for (int k = 0; k < W; ++k) {
            if (run->deadline > 0 && now() > run->deadline) {
                status = OUT_OF_TIME;
                goto out;
            }
            if (bits + grow > 64 * run->limbs) {
                const int ba = bits_of(a, wa.size, run->limbs), bb = bits_of(b, wb.size, run->limbs);
                bits = ba > bb ? ba : bb;
                if (bits + grow > 64 * run->limbs) {
                    if (run->limbs == MAX_LIMBS) goto out;
                    const int L = run->limbs;
                    if (!widen_to(&a, wa.size, L, L + 1) || !widen_to(&b, wb.size, L, L + 1) ||
                        !widen_to(&b2, wb.size, L, L + 1))
                        goto out;
                    ++run->limbs;
                }
            }
            empty_point(run, &wa, &wb, a, b, b2, k, k == W - 1);
            bits += grow;
            u64 *t = b;
            b = b2;
            b2 = t;
        }
    }
    for (u64 r = 0; r < wa.size; ++r)  /* the last row */
        if (one_cycle(wa.keys[r], W)) add_total(run, a + r * run->limbs, run->limbs);
    status = DONE;
out:
    free(a);
    free(b);
    free(b2);
    dense_free(&wa);
    dense_free(&wb);
    return status;
}

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

static int run_hashed(Run *run) {
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

/* ---- Python ---- */

static PyObject *count(PyObject *self, PyObject *args) {
    (void)self;
    int rows, cols, empty;
    PyObject *starts_obj, *flat_obj;
    long long max_states;
    double seconds;
    if (!PyArg_ParseTuple(args, "iiOOLdp", &rows, &cols, &starts_obj, &flat_obj, &max_states, &seconds, &empty))
        return NULL;
    if (rows < 1 || cols < 1 || 2 * (cols + 1) + 1 > 63) {
        PyErr_SetString(PyExc_ValueError, "the board does not fit a 64-bit key");
        return NULL;
    }
    PyObject *starts_seq = PySequence_Fast(starts_obj, "starts must be a sequence");
    if (!starts_seq) return NULL;
    PyObject *flat_seq = PySequence_Fast(flat_obj, "adds must be a sequence");
    if (!flat_seq) {
        Py_DECREF(starts_seq);
        return NULL;
    }
    const Py_ssize_t points = (Py_ssize_t)rows * cols, nflat = PySequence_Fast_GET_SIZE(flat_seq);
    int64_t *starts = NULL;
    Add *adds = NULL;
    PyObject *result = NULL;
    if (PySequence_Fast_GET_SIZE(starts_seq) != points + 1 || nflat % 12) {
        PyErr_SetString(PyExc_ValueError, "starts must hold rows * cols + 1 places and adds twelve numbers each");
        goto done;
    }
    starts = malloc((points + 1) * sizeof(int64_t));
    adds = malloc((nflat / 12 + 1) * sizeof(Add));
    if (!starts || !adds) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t k = 0; k <= points; ++k) {
        starts[k] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(starts_seq, k));
        if (starts[k] == -1 && PyErr_Occurred()) goto done;
        if (starts[k] < 0 || starts[k] > nflat / 12 || (k && starts[k] < starts[k - 1])) {
            PyErr_SetString(PyExc_ValueError, "starts must rise within the adds");
            goto done;
        }
    }
    for (Py_ssize_t k = 0; k < nflat; ++k) {
        long long v = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(flat_seq, k));
        if (v == -1 && PyErr_Occurred()) goto done;
        ((int64_t *)adds)[k] = v;
    }
    for (Py_ssize_t k = 0; k < nflat / 12; ++k) {
        if (adds[k].offset < 0 || adds[k].offset > 62 || adds[k].mask < 0 ||
            (u64)adds[k].mask > ((u64)1 << (63 - adds[k].offset)) - 1 || adds[k].cap > adds[k].mask) {
            PyErr_SetString(PyExc_ValueError, "a field lies outside the key");
            goto done;
        }
    }
    if (empty && (nflat || dense_size(cols + 1) > (u64)max_states || cols < 2 || cols > 16)) {
        PyErr_SetString(PyExc_ValueError,
                        "the empty-board road is for boards without constraints, 2 to 16 points wide, within max_states");
        goto done;
    }
    Run run;
    memset(&run, 0, sizeof run);
    run.rows = rows, run.cols = cols;
    run.adds = adds, run.starts = starts, run.max_states = max_states, run.limbs = 1;
    int status;
    Py_BEGIN_ALLOW_THREADS
    run.deadline = seconds > 0 ? now() + seconds : 0;
    status = empty ? run_empty(&run) : run_hashed(&run);
    Py_END_ALLOW_THREADS
    if (status == DONE && run.past) status = NO_MEMORY;
    if (status != DONE) {
        result = Py_BuildValue("(iO)", status, Py_None);
        goto done;
    }
    result = Py_BuildValue("(iy#)", status, (const char *)run.total, (Py_ssize_t)sizeof run.total);
done:
    free(starts);
    free(adds);
    Py_DECREF(starts_seq);
    Py_DECREF(flat_seq);
    return result;
}

static PyObject *words(PyObject *self, PyObject *args) {
    (void)self;
    int n;
    if (!PyArg_ParseTuple(args, "i", &n)) return NULL;
    if (n < 1 || n > 31) {
        PyErr_SetString(PyExc_ValueError, "plugs must be 1 to 31");
        return NULL;
    }
    return PyLong_FromUnsignedLongLong(dense_size(n));
}

static PyMethodDef methods[] = {
    {"count", count, METH_VARARGS,
     "count(rows, cols, starts, adds, max_states, seconds, empty) -> (status, total): see count.c.\n"
     "status 0: total is the count as little-endian bytes; 1 a step passed max_states; 2 out of time;\n"
     "3 out of memory or past the widest count."},
    {"words", words, METH_VARARGS, "words(plugs) -> how many bracket words that many plugs hold."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_count", "The transfer matrix in C.", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__count(void) { return PyModule_Create(&module); }
