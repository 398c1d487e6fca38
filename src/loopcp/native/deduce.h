/* The deduction engine's state and the calls between its files (see rules.c for what it does).
 *
 * rules.c: the steps every loop obeys, and trials; corners.c: the
 * corners' facts (Tatham's "dlines"); board.c: the board's set-up;
 * deduce.c: Python's interface.  One engine, a file a job.
 */
#ifndef LOOPCP_DEDUCE_H
#define LOOPCP_DEDUCE_H

#include <stddef.h>
#include <stdint.h>

enum { OK = 0, CONFLICT = 1, STOP = 2 };
enum { STALLED = 0, SOLVED = 1, CONTRADICTION = 2, OUT_OF_WORK = 3 };

typedef struct {
    int E, P, V, C;
    int32_t *ends;                             /* edge k joins points ends[2k] and ends[2k+1] */
    int32_t *c_lo, *c_hi, *c_start;            /* constraint c: terms c_start[c] .. c_start[c+1] - 1 */
    int32_t *c_var, *c_coef;                   /* a term's variable (edge k, or E + p: point p off) and coefficient */
    int32_t *v_start, *v_con;                  /* the constraints of each variable */
    int32_t *p4;                               /* each point's edges, four slots a point, -1 past the last */
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

/* rules.c */
double now(void);
int assign(S *s, int var, int value);
int solve(S *s);

/* board.c */
int build(S *s, int rows, int cols, const int32_t *words, ptrdiff_t n_words, int extra, long long budget,
          double seconds);
void release(S *s);

/* corners.c */
int corners_of_clues(S *s);
int dot_rule(S *s, int p);
int clue_corners(S *s, int c);

#endif
