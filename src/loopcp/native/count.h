/* The transfer matrix's counter: what its files share (see count.c for what it does).
 *
 * count.c: the counts' arithmetic and Python's interface; dense.c: empty
 * boards, every bracket word at a fixed index; hashed.c: every board, the
 * keys reached in an open-addressing table.
 */
#ifndef LOOPCP_COUNT_H
#define LOOPCP_COUNT_H

#include <stdint.h>

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

static inline int nonzero(const u64 *c, int L) {
    u64 any = 0;
    for (int k = 0; k < L; ++k) any |= c[k];
    return any != 0;
}

static inline void add_total(Run *run, const u64 *c, int L) {
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

/* count.c */
double now(void);
void widen(u64 *counts, u64 n, int from, int to);

/* dense.c */
u64 dense_size(int n);
int run_empty(Run *run);

/* hashed.c */
int run_hashed(Run *run);

#endif
