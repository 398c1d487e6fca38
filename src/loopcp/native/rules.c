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
 * Python's interface is deduce.c; the corners' facts are corners.c; the board's set-up board.c.
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c99 (Python.h defined it for the one-file engine) */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "deduce.h"

double now(void) {
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


/* The edge joining two points, or -1. */
static int edge_between(const S *s, int a, int b) {
    const int32_t *edges = &s->p4[4 * a];
    for (int k = 0; k < 4 && edges[k] >= 0; k++)
        if (s->ends[2 * edges[k]] == b || s->ends[2 * edges[k] + 1] == b) return edges[k];
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

int assign(S *s, int var, int value) {
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

int solve(S *s) {
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
