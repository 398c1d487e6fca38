/* The transfer matrix on empty boards: every bracket word at a fixed index, two plugs merged, counts in place.
 *
 * No constraint at all, 2 to 16 points wide: see count.c.
 */
#include <stdlib.h>
#include <string.h>

#include "count.h"

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

u64 dense_size(int n) { return words_count(n, 0, 0); }

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

int run_empty(Run *run) {
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

