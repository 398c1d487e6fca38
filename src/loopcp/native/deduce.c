/* Sound deduction for one loop on a square lattice: the rules first, the search only where they stall.
 *
 * The loop is a set of edges; every point has degree 0 or 2; a puzzle's
 * constraints are linear counts over edges, "point off the loop" variables
 * and "face inside the loop" variables (loopcp's ``Linear``).  Five kinds
 * of step, each sound (what it sets holds in every answer):
 *
 *   - a point: degree 0 or 2 (two edges on: the rest off; one on and one
 *     unknown: it is on; ...), and its "off" variable agrees;
 *   - a constraint: bounds on its sum (a term that would push the sum past
 *     a bound takes its other value);
 *   - the loop is one cycle: an edge that would close a chain into a cycle
 *     while some edge or on-point lies outside that chain is off; a cycle
 *     that closes with nothing outside is the whole loop, so every other
 *     edge is off;
 *   - faces: a single loop splits the plane in two, so an edge is on
 *     exactly where the faces on its two sides differ (the outside is out),
 *     a parity rule of the edge and its two faces (as four counts it took
 *     twice the time: a third of it in the counts' bounds);
 *   - corners: a point and a clue of a few edges each try every way their
 *     unknown edges can be, and keep what all the ways agree on, and, for
 *     each corner (two edges at a point, one across and one down), "at
 *     most one" or "at least one" of its two, which the point tells the
 *     clue and the clue the point (Tatham's "dlines").  With them his
 *     easy, normal and tricky IDs need no trial at all (32, 34 and 35 of
 *     35 each in benchmarks/data/loopy-140.txt), and the 140 IDs take half
 *     the time they took with trials alone.
 *
 * Then trials: an edge (then a point or a face) set one way whose steps
 * reach a contradiction takes the other value, and a variable that both
 * trials set alike takes that value.  Trials undo through a log of every changed int.
 * A puzzle whose every edge is decided has exactly that one loop (each
 * step holds in every answer); the other variables (a genre's own
 * booleans, a room's colour) are then given values their steps allow, so
 * that the model holds an answer with that loop, and the caller still
 * checks it with the independent verifier.  A stall or a contradiction decides nothing here:
 * the caller asks the SAT engine, so no verdict rests on a contradiction.
 *
 * Python's interface is one function, ``deduce`` (see the end).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { OK = 0, CONFLICT = 1, STOP = 2 };
enum { STALLED = 0, SOLVED = 1, CONTRADICTION = 2, OUT_OF_WORK = 3 };

typedef struct {
    int E, P, V, C;
    const int32_t *ends;                       /* edge k joins points ends[2k] and ends[2k+1] */
    const int32_t *c_lo, *c_hi, *c_start;      /* constraint c: terms c_start[c] .. c_start[c+1] - 1 */
    const int32_t *c_var, *c_coef;             /* a term's variable (edge k, or E + p: point p off) and coefficient */
    int32_t *v_start, *v_con;                  /* the constraints of each variable */
    int32_t *p_start, *p_edge;                 /* the edges at each point */
    int32_t *p4;                               /* the same, four slots a point, -1 past the last */
    int32_t *val;                              /* each variable: -1 unknown, 0 or 1 */
    int32_t *parent, *size, *ecount, *pon;     /* union-find over points joined by on-edges (no path compression) */
    int32_t *other;                            /* a chain's end: the other end of its chain (itself: no edge yet) */
    int32_t total_on, total_pon, closed;       /* on-edges, points known on, whether a cycle closed */
    int32_t *queue;
    int qhead, qtail;
    int32_t **log_ptr;                         /* the undo log of a trial: where, and the old value */
    int32_t *log_old;
    size_t log_n, log_cap;
    int logging;
    long long work, budget, trials;           /* steps taken, the most allowed, trials made */
    double deadline;
    int32_t *stamp, *seen_value, trial_id;     /* what the first trial of a variable set, for the second to meet */
    int32_t *agreed;                           /* variables both trials set alike, and the value */
    int n_agreed;
    int rows, cols;                            /* the lattice's points */
    int32_t *side;                             /* each edge's two faces (variables; -1: the outside) */
    int H;                                     /* horizontal edges (they come first) */
    int32_t *cp_start, *cp_a, *cp_b, *cp_fact; /* each clue's corners: two of its terms, their pair's first fact */
    char *cornered;                            /* each point: whether it is a corner of some clue */
} S;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The undo log, grown (a cold path, apart so that ``put`` stays small enough to inline). */
static int grow_log(S *s) {
    size_t cap = s->log_cap ? 2 * s->log_cap : 4096;
    int32_t **p = realloc(s->log_ptr, cap * sizeof *p);
    if (!p) return -1;
    s->log_ptr = p;
    int32_t *o = realloc(s->log_old, cap * sizeof *o);
    if (!o) return -1;
    s->log_old = o;
    s->log_cap = cap;
    return 0;
}

static inline int put(S *s, int32_t *where, int32_t value) {
    if (s->logging) {
        if (s->log_n == s->log_cap && grow_log(s)) return -1;
        s->log_ptr[s->log_n] = where;
        s->log_old[s->log_n] = *where;
        s->log_n++;
    }
    *where = value;
    return 0;
}

static void undo(S *s, size_t mark) {
    while (s->log_n > mark) {
        s->log_n--;
        *s->log_ptr[s->log_n] = s->log_old[s->log_n];
    }
}

static inline int find(const S *s, int p) {
    while (s->parent[p] != p) p = s->parent[p];
    return p;
}

static int assign(S *s, int var, int value);

/* The edge joining two points, or -1. */
static int edge_between(const S *s, int a, int b) {
    for (int k = s->p_start[a]; k < s->p_start[a + 1]; k++) {
        int e = s->p_edge[k];
        if (s->ends[2 * e] == b || s->ends[2 * e + 1] == b) return e;
    }
    return -1;
}

/* Whether anything known on lies outside the component of root r. */
static int outside(const S *s, int r) {
    return s->total_on > s->ecount[r] || s->total_pon > s->pon[r];
}

/* Bookkeeping of an edge set on: join its chains, close a cycle, forbid an early close. */
static int edge_on(S *s, int e) {
    int a = s->ends[2 * e], b = s->ends[2 * e + 1];
    int ra = find(s, a), rb = find(s, b);
    if (put(s, &s->total_on, s->total_on + 1)) return -1;
    if (ra == rb) {
        if (put(s, &s->ecount[ra], s->ecount[ra] + 1)) return -1;
        if (outside(s, ra)) return CONFLICT;
        if (put(s, &s->closed, 1)) return -1;
        for (int f = 0; f < s->E; f++) {
            if (s->val[f] < 0) {
                int r = assign(s, f, 0);
                if (r) return r;
            }
        }
        return OK;
    }
    int ea = s->other[a], eb = s->other[b];
    if (s->size[ra] < s->size[rb]) {
        int t = ra;
        ra = rb;
        rb = t;
    }
    if (put(s, &s->parent[rb], ra) || put(s, &s->size[ra], s->size[ra] + s->size[rb]) ||
        put(s, &s->ecount[ra], s->ecount[ra] + s->ecount[rb] + 1) || put(s, &s->pon[ra], s->pon[ra] + s->pon[rb]) ||
        put(s, &s->other[ea], eb) || put(s, &s->other[eb], ea))
        return -1;
    if (outside(s, ra)) {
        int f = edge_between(s, ea, eb);
        if (f >= 0 && s->val[f] < 0) return assign(s, f, 0);
    }
    return OK;
}

static int assign(S *s, int var, int value) {
    if (s->val[var] == value) return OK;
    if (s->val[var] >= 0) return CONFLICT;
    if (put(s, &s->val[var], value)) return -1;
    s->queue[s->qtail++] = var;
    if (var < s->E) {
        if (value == 1) return edge_on(s, var);
        return OK;
    }
    if (var < s->E + s->P && value == 0) { /* the point is on the loop */
        int p = var - s->E, r = find(s, p);
        if (put(s, &s->total_pon, s->total_pon + 1) || put(s, &s->pon[r], s->pon[r] + 1)) return -1;
        if (s->closed && s->pon[r] != s->total_pon) return CONFLICT;
    }
    return OK;
}

static int point_rule(S *s, int p) {
    const int32_t *edges = &s->p4[4 * p]; /* a point's edges, -1 past its last (a square lattice: two to four) */
    int on = 0, unknown = 0, last = -1, r;
    for (int k = 0; k < 4 && edges[k] >= 0; k++) {
        int x = s->val[edges[k]];
        on += x == 1;
        if (x < 0) {
            unknown++;
            last = edges[k];
        }
    }
    int off = s->val[s->E + p];
    if (on > 2) return CONFLICT;
    if (on == 2 || (on == 0 && off == 1)) {
        for (int k = 0; k < 4 && edges[k] >= 0; k++)
            if (s->val[edges[k]] < 0 && (r = assign(s, edges[k], 0))) return r;
        return on == 2 ? assign(s, s->E + p, 0) : OK;
    }
    if (on == 1) {
        if ((r = assign(s, s->E + p, 0))) return r;
        if (unknown == 0) return CONFLICT;
        return unknown == 1 ? assign(s, last, 1) : OK;
    }
    if (unknown == 0) return assign(s, s->E + p, 1);
    if (off == 0) {
        if (unknown < 2) return CONFLICT;
        if (unknown == 2) {
            for (int k = 0; k < 4 && edges[k] >= 0; k++)
                if (s->val[edges[k]] < 0 && (r = assign(s, edges[k], 1))) return r;
        }
        return OK;
    }
    return unknown == 1 ? assign(s, last, 0) : OK;
}

static int clue_corners(S *s, int c);
static int dot_rule(S *s, int p);

static int constraint_rule(S *s, int c) {
    long lo = 0, hi = 0;
    for (int t = s->c_start[c]; t < s->c_start[c + 1]; t++) {
        int v = s->c_var[t], a = s->c_coef[t], x = s->val[v];
        if (x >= 0) {
            lo += (long)a * x;
            hi += (long)a * x;
        } else if (a > 0) hi += a;
        else lo += a;
    }
    if (lo > s->c_hi[c] || hi < s->c_lo[c]) return CONFLICT;
    for (int t = s->c_start[c]; t < s->c_start[c + 1]; t++) {
        int v = s->c_var[t], a = s->c_coef[t], r;
        if (s->val[v] >= 0) continue;
        int pos = a > 0 ? a : -a;
        if (lo + pos > s->c_hi[c]) { /* the term at its larger value would pass the top */
            if ((r = assign(s, v, a > 0 ? 0 : 1))) return r;
        } else if (hi - pos < s->c_lo[c]) { /* at its smaller value, it would stay below the bottom */
            if ((r = assign(s, v, a > 0 ? 1 : 0))) return r;
        } else continue;
        return constraint_rule(s, c); /* the bounds moved: start again */
    }
    return s->cp_start && s->cp_start[c + 1] > s->cp_start[c] ? clue_corners(s, c) : OK;
}

/* A single loop splits the faces into inside and outside (the outside is out): an edge is on exactly where the
 * faces on its two sides differ, so any two of the three decide the third. */
static inline int face_rule(S *s, int e) {
    int a = s->side[2 * e], b = s->side[2 * e + 1]; /* -1: the outside, which is out (0) */
    int x = s->val[e], y = a >= 0 ? s->val[a] : 0, z = b >= 0 ? s->val[b] : 0;
    int unknown = (x < 0) + (y < 0) + (z < 0);
    if (unknown > 1) return OK;
    if (unknown == 0) return (x ^ y ^ z) ? CONFLICT : OK;
    if (x < 0) return assign(s, e, y ^ z);
    return y < 0 ? assign(s, a, x ^ z) : assign(s, b, x ^ y);
}

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
static int dot_rule(S *s, int p) {
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
static int clue_corners(S *s, int c) {
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

static int propagate(S *s) {
    int first_face = s->E + s->P, faces = (s->rows - 1) * (s->cols - 1);
    while (s->qhead < s->qtail) {
        int var = s->queue[s->qhead++], r;
        if (++s->work > s->budget) return STOP;
        if (var >= s->V) { /* a corner's fact: its point, and the clues of its edge across */
            int corner = (var - s->V) / 2, p = corner / 4, q = corner % 4, i = p / s->cols, j = p % s->cols;
            int h = i * (s->cols - 1) + j - !(q & 2);
            if ((r = dot_rule(s, p))) return r;
            for (int k = s->v_start[h]; k < s->v_start[h + 1]; k++)
                if ((r = constraint_rule(s, s->v_con[k]))) return r;
            continue;
        }
        if (var < s->E) {
            int a = s->ends[2 * var], b = s->ends[2 * var + 1];
            if ((r = point_rule(s, a)) || (r = point_rule(s, b)) || (r = dot_rule(s, a)) || (r = dot_rule(s, b)))
                return r;
            if ((r = face_rule(s, var))) return r;
        } else if (var < s->E + s->P) {
            if ((r = point_rule(s, var - s->E)) || (r = dot_rule(s, var - s->E))) return r;
        } else if (var < first_face + faces) { /* a face: the four edges round it */
            int f = var - first_face, i = f / (s->cols - 1), j = f % (s->cols - 1), h = s->rows * (s->cols - 1);
            int round[4] = {i * (s->cols - 1) + j, (i + 1) * (s->cols - 1) + j, h + i * s->cols + j,
                            h + i * s->cols + j + 1};
            for (int k = 0; k < 4; k++)
                if ((r = face_rule(s, round[k]))) return r;
        }
        for (int k = s->v_start[var]; k < s->v_start[var + 1]; k++)
            if ((r = constraint_rule(s, s->v_con[k]))) return r;
    }
    return OK;
}

/* Set a variable at the top level (not a trial) and take every step that follows. */
static int settle(S *s, int var, int value) {
    s->qhead = s->qtail = 0;
    int r = assign(s, var, value);
    if (!r) r = propagate(s);
    s->qhead = s->qtail = 0;
    return r;
}

/* Whether setting the variable leads to a contradiction (OK: it does not; CONFLICT: it does).
 *
 * ``meet`` 0: remember what the trial set; 1: keep, in ``agreed``, what it
 * set as the remembered trial did (a variable both values of another set
 * alike holds in every answer).
 */
static int trial(S *s, int var, int value, int meet) {
    s->trials++;
    size_t mark = s->log_n;
    s->logging = 1;
    s->qhead = s->qtail = 0;
    int r = assign(s, var, value);
    if (!r) r = propagate(s);
    if (!r) {
        for (size_t k = mark; k < s->log_n; k++) {
            int32_t *where = s->log_ptr[k];
            if (where < s->val || where >= s->val + s->V || s->log_old[k] >= 0) continue;
            int v = (int)(where - s->val);
            if (!meet) {
                s->stamp[v] = s->trial_id;
                s->seen_value[v] = *where;
            } else if (s->stamp[v] == s->trial_id && s->seen_value[v] == *where) {
                s->agreed[2 * s->n_agreed] = v;
                s->agreed[2 * s->n_agreed + 1] = *where;
                s->n_agreed++;
            }
        }
    }
    undo(s, mark);
    s->logging = 0;
    s->qhead = s->qtail = 0;
    return r;
}

/* Chains whose ends are neighbours: the edge between them is off while anything lies outside (top level). */
static int close_pass(S *s, int *changed) {
    for (int p = 0; p < s->P; p++) {
        int q = s->other[p];
        if (q <= p) continue;
        int f = edge_between(s, p, q), r = find(s, p);
        if (f >= 0 && s->val[f] < 0 && outside(s, r)) {
            if ((r = settle(s, f, 0))) return r;
            *changed = 1;
        }
    }
    return OK;
}

static int all_decided(const S *s) {
    for (int e = 0; e < s->E; e++)
        if (s->val[e] < 0) return 0;
    return 1;
}

/* What a failed top-level step means: out of work, out of memory (-1), or a contradiction. */
static int ended(int r) { return r == STOP ? OUT_OF_WORK : r < 0 ? -1 : CONTRADICTION; }

/* The loop decided, every other variable given a value its steps allow: then the model holds an answer with
 * this loop (SOLVED), which the caller verifies.  A variable neither value of which its steps allow leaves
 * no verdict (a search among them is the SAT engine's). */
static int complete(S *s) {
    for (int v = s->E; v < s->V; v++) {
        if (s->val[v] >= 0) continue;
        int value = trial(s, v, 0, 0) == OK ? 0 : trial(s, v, 1, 0) == OK ? 1 : -1, r;
        if (value < 0) return STALLED;
        if ((r = settle(s, v, value))) return ended(r);
    }
    return SOLVED;
}

static int solve(S *s) {
    int r;
    s->qhead = s->qtail = 0;
    for (int k = 0; k < s->C + s->P; k++) { /* every constraint and point once: a bound may bite alone */
        r = k < s->C ? constraint_rule(s, k) : point_rule(s, k - s->C);
        if (!r) r = propagate(s);
        s->qhead = s->qtail = 0;
        if (r) return ended(r);
    }
    for (int stage = s->E;;) { /* trials of edges until they stall, then of points and faces too */
        int changed = 0;
        if ((r = close_pass(s, &changed))) return ended(r);
        for (int v = 0; v < stage; v++) {
            if (s->val[v] >= 0) continue;
            if (s->deadline > 0 && (v & 63) == 0 && now() > s->deadline) return OUT_OF_WORK;
            s->trial_id++;
            s->n_agreed = 0;
            int decided = 0;
            for (int value = 1; value >= 0; value--) {
                r = trial(s, v, value, value == 0);
                if (r == STOP) return OUT_OF_WORK;
                if (r < 0) return -1;
                if (r == CONFLICT) {
                    if ((r = settle(s, v, 1 - value))) return ended(r);
                    changed = decided = 1;
                    break;
                }
            }
            for (int k = 0; !decided && k < s->n_agreed; k++) {
                if ((r = settle(s, s->agreed[2 * k], s->agreed[2 * k + 1]))) return ended(r);
                changed = 1;
            }
        }
        if (all_decided(s)) {
            if (!(s->total_on > 0 && s->closed)) return CONTRADICTION;
            return complete(s);
        }
        if (changed) stage = s->E;
        else if (stage < s->V) stage = s->V;
        else return STALLED;
    }
}

/* The faces beside edge e of a rows x cols lattice (-1: the outside), as variables: above and below, or left and right.
 * Edges are numbered as loopcp's ``Lattice.edges``: horizontal ones row by row, then vertical ones. */
static void sides(const S *s, int rows, int cols, int e, int32_t out[2]) {
    int a[2], b[2], first = s->E + s->P, horizontal = rows * (cols - 1);
    if (e < horizontal) {
        int i = e / (cols - 1), j = e % (cols - 1);
        a[0] = i - 1, b[0] = j, a[1] = i, b[1] = j;
    } else {
        int i = (e - horizontal) / cols, j = (e - horizontal) % cols;
        a[0] = i, b[0] = j - 1, a[1] = i, b[1] = j;
    }
    for (int k = 0; k < 2; k++)
        out[k] = (a[k] >= 0 && a[k] < rows - 1 && b[k] >= 0 && b[k] < cols - 1) ? first + a[k] * (cols - 1) + b[k] : -1;
}

/* Each clue of two to eight edges, all with coefficient 1 (a Slitherlink digit): the corners among its edges,
 * for ``clue_corners``.  Other constraints have none. */
static int corners_of_clues(S *s) {
    s->cp_start = calloc((size_t)s->C + 1, sizeof(int32_t));
    s->cornered = calloc((size_t)s->P + 1, 1);
    if (!s->cornered) return -1;
    size_t cap = 4 * (size_t)s->C + 1;
    s->cp_a = malloc(cap * sizeof(int32_t));
    s->cp_b = malloc(cap * sizeof(int32_t));
    s->cp_fact = malloc(cap * sizeof(int32_t));
    if (!s->cp_start || !s->cp_a || !s->cp_b || !s->cp_fact) return -1;
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
                if (n == cap) {
                    cap *= 2;
                    int32_t *na = realloc(s->cp_a, cap * sizeof(int32_t)), *nb, *nf;
                    if (!na) return -1;
                    s->cp_a = na;
                    if (!(nb = realloc(s->cp_b, cap * sizeof(int32_t)))) return -1;
                    s->cp_b = nb;
                    if (!(nf = realloc(s->cp_fact, cap * sizeof(int32_t)))) return -1;
                    s->cp_fact = nf;
                }
                s->cp_a[n] = a, s->cp_b[n] = b, s->cp_fact[n] = corner_fact(s, p, h, v);
                s->cornered[p] = 1;
                n++;
            }
        }
        s->cp_start[c + 1] = (int32_t)n;
    }
    return 0;
}

static PyObject *deduce(PyObject *self, PyObject *args) {
    (void)self;
    int rows, cols;
    long long budget;
    double seconds;
    Py_buffer cons;
    int extra = 0;
    if (!PyArg_ParseTuple(args, "iiy*Ld|i", &rows, &cols, &cons, &budget, &seconds, &extra)) return NULL;
    S s;
    memset(&s, 0, sizeof s);
    int status = -1;
    int32_t *lo = NULL, *hi = NULL, *start = NULL, *var = NULL, *coef = NULL, *ends = NULL;
    const int32_t *c = cons.buf;
    Py_ssize_t words = cons.len / (Py_ssize_t)sizeof(int32_t);
    if (rows < 1 || cols < 1 || words < 1 || (long long)rows * cols > 50000000LL) goto bad;
    s.P = rows * cols;
    s.E = rows * (cols - 1) + (rows - 1) * cols;
    if (extra < 0 || extra > 50000000) goto bad;
    s.V = s.E + s.P + (rows - 1) * (cols - 1) + extra; /* edges, points, faces, then the genre's own booleans */
    s.budget = budget;
    s.deadline = seconds > 0 ? now() + seconds : 0;
    int given = c[0], most = given;
    lo = malloc((size_t)(most + 1) * sizeof *lo);
    hi = malloc((size_t)(most + 1) * sizeof *hi);
    start = malloc((size_t)(most + 1) * sizeof *start);
    var = malloc((size_t)(words + 12 * (Py_ssize_t)s.E + 1) * sizeof *var);
    coef = malloc((size_t)(words + 12 * (Py_ssize_t)s.E + 1) * sizeof *coef);
    ends = malloc((size_t)(2 * s.E + 1) * sizeof *ends);
    s.v_start = calloc((size_t)s.V + 1, sizeof(int32_t));
    s.p_start = calloc((size_t)s.P + 1, sizeof(int32_t));
    s.p_edge = malloc((size_t)(2 * s.E + 1) * sizeof(int32_t));
    s.val = malloc((size_t)(s.V + 8 * s.P + 1) * sizeof(int32_t)); /* and the corners' facts */
    s.parent = malloc((size_t)(s.P + 1) * sizeof(int32_t));
    s.size = malloc((size_t)(s.P + 1) * sizeof(int32_t));
    s.ecount = calloc((size_t)s.P + 1, sizeof(int32_t));
    s.pon = calloc((size_t)s.P + 1, sizeof(int32_t));
    s.other = malloc((size_t)(s.P + 1) * sizeof(int32_t));
    s.queue = malloc((size_t)(s.V + 8 * s.P + 1) * sizeof(int32_t));
    s.stamp = calloc((size_t)s.V + 1, sizeof(int32_t));
    s.seen_value = calloc((size_t)s.V + 1, sizeof(int32_t));
    s.agreed = malloc((size_t)(2 * s.V + 2) * sizeof(int32_t));
    if (!lo || !hi || !start || !var || !coef || !ends || !s.v_start || !s.p_start || !s.p_edge || !s.val ||
        !s.parent || !s.size || !s.ecount || !s.pon || !s.other || !s.queue || !s.stamp || !s.seen_value || !s.agreed)
        goto done;
    for (int e = 0, horizontal = rows * (cols - 1); e < s.E; e++) {
        if (e < horizontal) {
            int i = e / (cols - 1), j = e % (cols - 1);
            ends[2 * e] = i * cols + j, ends[2 * e + 1] = i * cols + j + 1;
        } else {
            int i = (e - horizontal) / cols, j = (e - horizontal) % cols;
            ends[2 * e] = i * cols + j, ends[2 * e + 1] = (i + 1) * cols + j;
        }
    }
    s.ends = ends;
    s.rows = rows;
    s.cols = cols;
    s.side = malloc((size_t)(2 * s.E + 1) * sizeof(int32_t));
    if (!s.side) goto done;
    for (int e = 0; e < s.E; e++) sides(&s, rows, cols, e, &s.side[2 * e]);
    /* the puzzle's constraints: [count, then each: lo, hi, n, var, coef, var, coef, ...] */
    Py_ssize_t at = 1, terms = 0;
    int k = 0;
    for (; k < given; k++) {
        if (at + 3 > words) goto bad;
        lo[k] = c[at];
        hi[k] = c[at + 1];
        int n = c[at + 2];
        at += 3;
        start[k] = (int32_t)terms;
        if (n < 0 || at + 2 * (Py_ssize_t)n > words) goto bad;
        for (int t = 0; t < n; t++, at += 2) {
            if (c[at] < 0 || c[at] >= s.V) goto bad;
            var[terms] = c[at];
            coef[terms++] = c[at + 1];
        }
    }
    s.C = k;
    start[s.C] = (int32_t)terms;
    s.c_lo = lo;
    s.c_hi = hi;
    s.c_start = start;
    s.c_var = var;
    s.c_coef = coef;
    for (Py_ssize_t t = 0; t < terms; t++) s.v_start[var[t] + 1]++;
    for (int v = 0; v < s.V; v++) s.v_start[v + 1] += s.v_start[v];
    s.v_con = malloc((size_t)(terms + 1) * sizeof(int32_t));
    int32_t *fill = malloc((size_t)(s.V + 1) * sizeof(int32_t));
    if (!s.v_con || !fill) {
        free(fill);
        goto done;
    }
    memcpy(fill, s.v_start, (size_t)s.V * sizeof(int32_t));
    for (int m = 0; m < s.C; m++)
        for (int t = start[m]; t < start[m + 1]; t++) s.v_con[fill[var[t]]++] = m;
    for (int e = 0; e < s.E; e++) {
        s.p_start[ends[2 * e] + 1]++;
        s.p_start[ends[2 * e + 1] + 1]++;
    }
    for (int p = 0; p < s.P; p++) s.p_start[p + 1] += s.p_start[p];
    memcpy(fill, s.p_start, (size_t)s.P * sizeof(int32_t));
    for (int e = 0; e < s.E; e++) {
        s.p_edge[fill[ends[2 * e]]++] = e;
        s.p_edge[fill[ends[2 * e + 1]]++] = e;
    }
    free(fill);
    s.p4 = malloc((size_t)(4 * s.P + 1) * sizeof(int32_t));
    if (!s.p4) goto done;
    for (int p = 0; p < s.P; p++)
        for (int k = 0; k < 4; k++)
            s.p4[4 * p + k] = s.p_start[p] + k < s.p_start[p + 1] ? s.p_edge[s.p_start[p] + k] : -1;
    s.H = rows * (cols - 1);
    if (corners_of_clues(&s)) goto done;
    for (int v = 0; v < s.V + 8 * s.P; v++) s.val[v] = -1;
    for (int p = 0; p < s.P; p++) {
        s.parent[p] = p;
        s.size[p] = 1;
        s.other[p] = p;
    }
    Py_BEGIN_ALLOW_THREADS;
    status = solve(&s);
    Py_END_ALLOW_THREADS;
    goto done;
bad:
    status = -2;
done:;
    PyObject *out = NULL;
    if (status == -1) PyErr_NoMemory();
    else if (status == -2) PyErr_SetString(PyExc_ValueError, "deduce: malformed board or constraints");
    else {
        PyObject *values = PyBytes_FromStringAndSize(NULL, s.E);
        if (values) {
            char *b = PyBytes_AS_STRING(values);
            for (int e = 0; e < s.E; e++) b[e] = (char)(s.val[e] < 0 ? 2 : s.val[e]);
            out = Py_BuildValue("(iNLL)", status, values, s.work, s.trials);
        }
    }
    free(lo);
    free(hi);
    free(start);
    free(var);
    free(coef);
    free(ends);
    free(s.side);
    free(s.v_start);
    free(s.v_con);
    free(s.p_start);
    free(s.p_edge);
    free(s.p4);
    free(s.cp_start);
    free(s.cp_a);
    free(s.cp_b);
    free(s.cp_fact);
    free(s.cornered);
    free(s.val);
    free(s.parent);
    free(s.size);
    free(s.ecount);
    free(s.pon);
    free(s.other);
    free(s.queue);
    free(s.stamp);
    free(s.seen_value);
    free(s.agreed);
    free(s.log_ptr);
    free(s.log_old);
    PyBuffer_Release(&cons);
    return out;
}

/* A growing array of int32 (``encode``'s output). */
typedef struct {
    int32_t *at;
    Py_ssize_t n, cap;
} Words;

static int push(Words *w, int32_t x) {
    if (w->n == w->cap) {
        Py_ssize_t cap = w->cap ? 2 * w->cap : 1024;
        int32_t *p = realloc(w->at, (size_t)cap * sizeof *p);
        if (!p) return -1;
        w->at = p;
        w->cap = cap;
    }
    w->at[w->n++] = x;
    return 0;
}

static long number(PyObject *tuple, Py_ssize_t k) { return PyLong_AsLong(PyTuple_GET_ITEM(tuple, k)); }

/* encode(rows, cols, constraints) -> (words, own): loopcp's ``Linear`` constraints as ``deduce`` reads them.
 *
 * Variables: edges in ``Lattice.edges`` order, each point's "off", each
 * face's "inside" (named by its top-left point), then each of the genre's
 * own booleans in order of first mention.  An edge or a face off the
 * lattice counts 0; a point off it is off (1), which moves the bounds.
 * Terms naming one variable twice are added up.  Done here, not in
 * Python: a 40x40 board's thousand clues were a fifth of a solve. */
static PyObject *encode(PyObject *self, PyObject *args) {
    (void)self;
    int rows, cols;
    PyObject *given;
    if (!PyArg_ParseTuple(args, "iiO", &rows, &cols, &given)) return NULL;
    if (rows < 1 || cols < 1 || (long long)rows * cols > 50000000LL) {
        PyErr_SetString(PyExc_ValueError, "encode: a board of 1 to 50,000,000 points");
        return NULL;
    }
    PyObject *seq = PySequence_Fast(given, "encode: constraints must be a sequence");
    if (!seq) return NULL;
    long horizontal = (long)rows * (cols - 1), points = horizontal + (long)(rows - 1) * cols;
    long faces = points + (long)rows * cols, first_own = faces + (long)(rows - 1) * (cols - 1);
    PyObject *own = PyDict_New(), *out = NULL;
    Words w = {0}, pos = {0}; /* pos: where each variable sits in the constraint being written (its stamp) */
    Words stamp = {0};
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (!own || push(&w, (int32_t)n)) goto fail;
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *c = PySequence_Fast_GET_ITEM(seq, k);
        PyObject *terms = PyObject_GetAttrString(c, "terms"), *lo_o = PyObject_GetAttrString(c, "lo"),
                 *hi_o = PyObject_GetAttrString(c, "hi");
        long lo = lo_o ? PyLong_AsLong(lo_o) : 0, hi = hi_o ? PyLong_AsLong(hi_o) : 0;
        Py_XDECREF(lo_o);
        Py_XDECREF(hi_o);
        if (!terms || !PyTuple_Check(terms) || PyErr_Occurred()) {
            Py_XDECREF(terms);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "encode: a constraint's terms must be a tuple");
            goto fail;
        }
        Py_ssize_t head = w.n;
        if (push(&w, 0) || push(&w, 0) || push(&w, 0)) {
            Py_DECREF(terms);
            goto fail;
        }
        int count = 0;
        for (Py_ssize_t t = 0; t < PyTuple_GET_SIZE(terms); t++) {
            PyObject *pair = PyTuple_GET_ITEM(terms, t), *term;
            if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2 || !PyTuple_Check(term = PyTuple_GET_ITEM(pair, 0)) ||
                PyTuple_GET_SIZE(term) < 1 || !PyUnicode_Check(PyTuple_GET_ITEM(term, 0))) {
                PyErr_SetString(PyExc_TypeError, "encode: a term is ((kind, ...), coefficient)");
                Py_DECREF(terms);
                goto fail;
            }
            long a = PyLong_AsLong(PyTuple_GET_ITEM(pair, 1)), var = -1;
            PyObject *kind_o = PyTuple_GET_ITEM(term, 0);
            Py_UCS4 kind = PyUnicode_GET_LENGTH(kind_o) == 1 ? PyUnicode_READ_CHAR(kind_o, 0) : 0;
            if (kind == 'x') {
                PyObject *found = PyDict_GetItemWithError(own, term);
                if (found) var = PyLong_AsLong(found);
                else if (!PyErr_Occurred()) {
                    var = first_own + PyDict_GET_SIZE(own);
                    PyObject *v = PyLong_FromLong(var);
                    if (!v || PyDict_SetItem(own, term, v)) {
                        Py_XDECREF(v);
                        Py_DECREF(terms);
                        goto fail;
                    }
                    Py_DECREF(v);
                }
            } else if ((kind == 'h' || kind == 'v' || kind == 'o' || kind == 'f') && PyTuple_GET_SIZE(term) == 3) {
                long i = number(term, 1), j = number(term, 2);
                if (kind == 'h') var = (i >= 0 && i < rows && j >= 0 && j < cols - 1) ? i * (cols - 1) + j : -1;
                else if (kind == 'v') var = (i >= 0 && i < rows - 1 && j >= 0 && j < cols) ? horizontal + i * cols + j : -1;
                else if (kind == 'f') var = (i >= 0 && i < rows - 1 && j >= 0 && j < cols - 1) ? faces + i * (cols - 1) + j : -1;
                else if (i >= 0 && i < rows && j >= 0 && j < cols) var = points + i * cols + j;
                else { /* a point off the lattice is off the loop: its term is the constant a */
                    lo -= a;
                    hi -= a;
                }
            } else {
                PyErr_SetString(PyExc_ValueError, "encode: a term the native engine does not speak");
                Py_DECREF(terms);
                goto fail;
            }
            if (PyErr_Occurred()) {
                Py_DECREF(terms);
                goto fail;
            }
            if (var < 0) continue;
            while (stamp.n <= var)
                if (push(&stamp, -1) || push(&pos, 0)) {
                    Py_DECREF(terms);
                    goto fail;
                }
            if (stamp.at[var] == (int32_t)k) { /* named before in this constraint: add up */
                w.at[pos.at[var] + 1] += (int32_t)a;
                continue;
            }
            stamp.at[var] = (int32_t)k;
            pos.at[var] = (int32_t)w.n;
            if (push(&w, (int32_t)var) || push(&w, (int32_t)a)) {
                Py_DECREF(terms);
                goto fail;
            }
            count++;
        }
        Py_DECREF(terms);
        w.at[head] = (int32_t)lo;
        w.at[head + 1] = (int32_t)hi;
        w.at[head + 2] = count;
    }
    out = Py_BuildValue("(y#n)", (const char *)w.at, w.n * (Py_ssize_t)sizeof(int32_t), PyDict_GET_SIZE(own));
fail:
    Py_DECREF(seq);
    Py_XDECREF(own);
    free(w.at);
    free(pos.at);
    free(stamp.at);
    if (!out && !PyErr_Occurred()) PyErr_NoMemory();
    return out;
}

static PyMethodDef methods[] = {
    {"encode", encode, METH_VARARGS, "encode(rows, cols, constraints) -> (words, own): see deduce.c."},
    {"deduce", deduce, METH_VARARGS,
     "deduce(rows, cols, constraints, budget, seconds[, extra]) -> (status, values, work, trials): see loopcp.native."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_deduce", "Sound loop deduction in C.", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__deduce(void) { return PyModule_Create(&module); }
