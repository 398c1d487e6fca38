/* Corners' facts: what a point and a clue of a few edges tell each other (Tatham's "dlines", generalised).
 *
 * Both steps try every way their unknown edges can be and keep what all
 * the allowed ways agree on: exhaustive over true constraints, so sound.
 */
#include <stdlib.h>

#include "deduce.h"

/* Corners.  Two edges at a point, one across and one down, are a corner (of the face between them, or of the
 * outside).  Each corner has two facts, booleans known only to be true: "at most one of the two is on" and "at
 * least one is".  They are how a clue and a point tell each other what neither decides alone (Tatham's "dlines",
 * his "normal" and "tricky" levels), and they live in ``val`` past the variables, from ``V`` on: corner q of
 * point p (q: 1 if its vertical edge goes down, plus 2 if its horizontal edge goes right) has "at most one" at
 * V + 2 (4 p + q) and "at least one" one after.  Trials neither try nor compare them. */
static inline int corner_fact(const S *s, int p, int h, int v) {
    int q = (s->ends[2 * v] == p) + 2 * (s->ends[2 * h] == p);
    return s->V + 2 * (4 * p + q);
}

/* Which of the subsets of a few booleans are allowed, asked of every subset of the unknown ones (``mask``): what
 * no allowed subset has is false, what all have is true, and each corner learns the counts it never took. */
typedef struct {
    int can0, can1; /* bit k: some allowed subset has item k off / on */
    int counts[12]; /* per corner, bit n: some allowed subset has n of its two on */
    int any;
} Seen;

static inline int corner_allows(const S *s, int on, int a, int b, int fact) {
    int n = ((on >> a) & 1) + ((on >> b) & 1);
    return !((n == 2 && s->val[fact] == 1) || (n == 0 && s->val[fact + 1] == 1));
}

/* What is decided once the allowed subsets are seen: items, and corners' facts where both edges are unknown. */
static int conclude(S *s, const Seen *w, int unknown, const int32_t *items, int n_corners, const int *ca, const int *cb,
                    const int *cf) {
    int r;
    if (!w->any) return CONFLICT;
    for (int k = 0; unknown >> k; k++) {
        if (!((unknown >> k) & 1)) continue;
        if (!((w->can1 >> k) & 1)) {
            if ((r = assign(s, items[k], 0))) return r;
        } else if (!((w->can0 >> k) & 1)) {
            if ((r = assign(s, items[k], 1))) return r;
        }
    }
    for (int q = 0; q < n_corners; q++) {
        if (s->val[items[ca[q]]] >= 0 || s->val[items[cb[q]]] >= 0) continue;
        if (!(w->counts[q] & 4) && (r = assign(s, cf[q], 1))) return r;
        if (!(w->counts[q] & 1) && (r = assign(s, cf[q] + 1, 1))) return r;
    }
    return OK;
}

/* A point with two or more unknown edges: every way its edges can be (degree 0 or 2, its "off" variable, its
 * corners' facts) is tried; ``point_rule`` has done the rest.  Only at a corner of a clue: elsewhere no clue
 * tells the point a fact, and without one this finds nothing ``point_rule`` has not (on Masyu, whose pearls
 * have few corners, trying every point cost half as much time again). */
int dot_rule(S *s, int p) {
    const int32_t *ed = &s->p4[4 * p];
    int n = 0, unknown = 0, on = 0, off = s->val[s->E + p];
    for (; n < 4 && ed[n] >= 0; n++) {
        int x = s->val[ed[n]];
        if (x < 0) unknown |= 1 << n;
        else on |= x << n;
    }
    if (!s->cornered[p] || __builtin_popcount(unknown) < 2) return OK;
    int ca[4], cb[4], cf[4], nc = 0;
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++)
            if (ed[a] < s->H && ed[b] >= s->H) {
                ca[nc] = a, cb[nc] = b, cf[nc] = corner_fact(s, p, ed[a], ed[b]);
                nc++;
            }
    Seen w = {0, 0, {0}, 0};
    int degree0 = 0, degree2 = 0, sub = unknown;
    do {
        int lines = on | sub, d = __builtin_popcount(lines), ok = (d == 0 && off != 0) || (d == 2 && off != 1);
        for (int q = 0; ok && q < nc; q++) ok = corner_allows(s, lines, ca[q], cb[q], cf[q]);
        if (ok) {
            w.any = 1, w.can1 |= lines, w.can0 |= ~lines;
            if (d) degree2 = 1;
            else degree0 = 1;
            for (int q = 0; q < nc; q++) w.counts[q] |= 1 << (((lines >> ca[q]) & 1) + ((lines >> cb[q]) & 1));
        }
        sub = (sub - 1) & unknown;
    } while (sub != unknown);
    int r = conclude(s, &w, unknown, ed, nc, ca, cb, cf);
    if (r || off >= 0) return r;
    if (!degree0) return assign(s, s->E + p, 0);
    return degree2 ? OK : assign(s, s->E + p, 1);
}

/* A clue over a few edges (coefficients 1) with corners among them: every way its unknown edges can be that its
 * bounds and its corners' facts allow is tried. */
int clue_corners(S *s, int c) {
    int first = s->c_start[c], n = s->c_start[c + 1] - first, unknown = 0, on = 0;
    const int32_t *items = &s->c_var[first];
    for (int k = 0; k < n; k++) {
        int x = s->val[items[k]];
        if (x < 0) unknown |= 1 << k;
        else on |= x << k;
    }
    if (__builtin_popcount(unknown) < 2) return OK;
    int ca[12], cb[12], cf[12], nc = 0;
    for (int q = s->cp_start[c]; q < s->cp_start[c + 1] && nc < 12; q++, nc++)
        ca[nc] = s->cp_a[q], cb[nc] = s->cp_b[q], cf[nc] = s->cp_fact[q];
    Seen w = {0, 0, {0}, 0};
    int sub = unknown;
    do {
        int lines = on | sub, total = __builtin_popcount(lines), ok = total >= s->c_lo[c] && total <= s->c_hi[c];
        for (int q = 0; ok && q < nc; q++) ok = corner_allows(s, lines, ca[q], cb[q], cf[q]);
        if (ok) {
            w.any = 1, w.can1 |= lines, w.can0 |= ~lines;
            for (int q = 0; q < nc; q++) w.counts[q] |= 1 << (((lines >> ca[q]) & 1) + ((lines >> cb[q]) & 1));
        }
        sub = (sub - 1) & unknown;
    } while (sub != unknown);
    return conclude(s, &w, unknown, items, nc, ca, cb, cf);
}

/* Each clue of two to eight edges, all with coefficient 1 (a Slitherlink digit): the corners among its edges,
 * for ``clue_corners``.  Other constraints have none. */
int corners_of_clues(S *s) {
    size_t most = 16 * (size_t)s->C + 1; /* eight edges at most, so four across and four down: 16 corners a clue */
    s->cp_start = calloc((size_t)s->C + 1, sizeof(int32_t));
    s->cp_a = malloc(most * sizeof(int32_t));
    s->cp_b = malloc(most * sizeof(int32_t));
    s->cp_fact = malloc(most * sizeof(int32_t));
    s->cornered = calloc((size_t)s->P + 1, 1);
    if (!s->cp_start || !s->cp_a || !s->cp_b || !s->cp_fact || !s->cornered) return -1;
    size_t n = 0;
    for (int c = 0; c < s->C; c++) {
        int first = s->c_start[c], terms = s->c_start[c + 1] - first, plain = terms >= 2 && terms <= 8;
        for (int t = first; plain && t < first + terms; t++) plain = s->c_var[t] < s->E && s->c_coef[t] == 1;
        for (int a = 0; plain && a < terms; a++) {
            for (int b = 0; b < terms; b++) {
                int h = s->c_var[first + a], v = s->c_var[first + b], p = -1;
                if (h >= s->H || v < s->H) continue;
                for (int x = 0; x < 2; x++)
                    for (int y = 0; y < 2; y++)
                        if (s->ends[2 * h + x] == s->ends[2 * v + y]) p = s->ends[2 * h + x];
                if (p < 0) continue;
                s->cp_a[n] = a, s->cp_b[n] = b, s->cp_fact[n] = corner_fact(s, p, h, v);
                s->cornered[p] = 1;
                n++;
            }
        }
        s->cp_start[c + 1] = (int32_t)n;
    }
    return 0;
}
