/* The engine's board: its set-up from ``deduce``'s words, and its release.
 *
 * Edges are numbered as loopcp's ``Lattice.edges`` (horizontal ones row by
 * row, then vertical ones), then each point's "off", each face's
 * "inside", the genre's own booleans, and past them the corners' facts.
 */
#include <stdlib.h>
#include <string.h>

#include "deduce.h"

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


/* The board's set-up from ``deduce``'s words (``encode``'s format: the number of constraints, then each as lo,
 * hi, n and n (variable, coefficient) pairs): 0, -1 out of memory, -2 malformed.  ``release`` frees it all,
 * whatever ``build`` returned. */
int build(S *s, int rows, int cols, const int32_t *c, ptrdiff_t words, int extra, long long budget, double seconds) {
    memset(s, 0, sizeof *s);
    if (rows < 1 || cols < 1 || words < 1 || (long long)rows * cols > 50000000LL) return -2;
    if (extra < 0 || extra > 50000000) return -2;
    s->rows = rows, s->cols = cols;
    s->P = rows * cols;
    s->H = rows * (cols - 1);
    s->E = s->H + (rows - 1) * cols;
    s->V = s->E + s->P + (rows - 1) * (cols - 1) + extra; /* edges, points, faces, then the genre's own booleans */
    s->budget = budget;
    s->deadline = seconds > 0 ? now() + seconds : 0;
    int given = c[0], T = s->V + 8 * s->P; /* the variables, and the corners' facts after them */
    if (given < 0) return -2;
    s->c_lo = malloc((size_t)(given + 1) * sizeof(int32_t));
    s->c_hi = malloc((size_t)(given + 1) * sizeof(int32_t));
    s->c_start = malloc((size_t)(given + 1) * sizeof(int32_t));
    s->c_var = malloc((size_t)(words + 1) * sizeof(int32_t)); /* a term takes two words */
    s->c_coef = malloc((size_t)(words + 1) * sizeof(int32_t));
    s->ends = malloc((size_t)(2 * s->E + 1) * sizeof(int32_t));
    s->side = malloc((size_t)(2 * s->E + 1) * sizeof(int32_t));
    s->p4 = malloc((size_t)(4 * s->P + 1) * sizeof(int32_t));
    s->v_start = calloc((size_t)s->V + 2, sizeof(int32_t));
    s->val = malloc((size_t)(T + 1) * sizeof(int32_t));
    s->queue = malloc((size_t)(T + 1) * sizeof(int32_t));
    s->parent = malloc((size_t)(s->P + 1) * sizeof(int32_t));
    s->size = malloc((size_t)(s->P + 1) * sizeof(int32_t));
    s->ecount = calloc((size_t)s->P + 1, sizeof(int32_t));
    s->pon = calloc((size_t)s->P + 1, sizeof(int32_t));
    s->other = malloc((size_t)(s->P + 1) * sizeof(int32_t));
    s->stamp = calloc((size_t)s->V + 1, sizeof(int32_t));
    s->seen_value = calloc((size_t)s->V + 1, sizeof(int32_t));
    s->agreed = malloc((size_t)(2 * s->V + 2) * sizeof(int32_t));
    if (!s->c_lo || !s->c_hi || !s->c_start || !s->c_var || !s->c_coef || !s->ends || !s->side || !s->p4 ||
        !s->v_start || !s->val || !s->queue || !s->parent || !s->size || !s->ecount || !s->pon || !s->other ||
        !s->stamp || !s->seen_value || !s->agreed)
        return -1;
    for (int e = 0; e < s->E; e++) {
        if (e < s->H) {
            int i = e / (cols - 1), j = e % (cols - 1);
            s->ends[2 * e] = i * cols + j, s->ends[2 * e + 1] = i * cols + j + 1;
        } else {
            int i = (e - s->H) / cols, j = (e - s->H) % cols;
            s->ends[2 * e] = i * cols + j, s->ends[2 * e + 1] = (i + 1) * cols + j;
        }
        sides(s, rows, cols, e, &s->side[2 * e]);
    }
    for (int p = 0; p < s->P; p++) { /* a point's edges in ``Lattice.edges`` order: west, east, north, south */
        int i = p / cols, j = p % cols, k = 0, *slot = &s->p4[4 * p];
        if (j > 0) slot[k++] = i * (cols - 1) + j - 1;
        if (j < cols - 1) slot[k++] = i * (cols - 1) + j;
        if (i > 0) slot[k++] = s->H + (i - 1) * cols + j;
        if (i < rows - 1) slot[k++] = s->H + i * cols + j;
        while (k < 4) slot[k++] = -1;
    }
    ptrdiff_t at = 1, terms = 0;
    for (int k = 0; k < given; k++) {
        if (at + 3 > words) return -2;
        s->c_lo[k] = c[at], s->c_hi[k] = c[at + 1];
        int n = c[at + 2];
        at += 3;
        s->c_start[k] = (int32_t)terms;
        if (n < 0 || at + 2 * (ptrdiff_t)n > words) return -2;
        for (int t = 0; t < n; t++, at += 2) {
            if (c[at] < 0 || c[at] >= s->V) return -2;
            s->c_var[terms] = c[at];
            s->c_coef[terms++] = c[at + 1];
        }
    }
    s->C = given;
    s->c_start[given] = (int32_t)terms;
    /* the constraints of each variable: counted, summed into starts, then filled */
    for (ptrdiff_t t = 0; t < terms; t++) s->v_start[s->c_var[t] + 2]++;
    for (int v = 0; v < s->V; v++) s->v_start[v + 2] += s->v_start[v + 1];
    s->v_con = malloc((size_t)(terms + 1) * sizeof(int32_t));
    if (!s->v_con) return -1;
    for (int m = 0; m < s->C; m++)
        for (int t = s->c_start[m]; t < s->c_start[m + 1]; t++) s->v_con[s->v_start[s->c_var[t] + 1]++] = m;
    if (corners_of_clues(s)) return -1;
    for (int v = 0; v < T; v++) s->val[v] = -1;
    for (int p = 0; p < s->P; p++) s->parent[p] = p, s->size[p] = 1, s->other[p] = p;
    return 0;
}

void release(S *s) {
    int32_t *owned[] = {s->c_lo,   s->c_hi,   s->c_start, s->c_var,  s->c_coef,  s->ends,       s->side,
                        s->p4,     s->v_start, s->v_con,  s->val,    s->queue,   s->parent,     s->size,
                        s->ecount, s->pon,    s->other,   s->stamp,  s->agreed,  s->seen_value, s->cp_start,
                        s->cp_a,   s->cp_b,   s->cp_fact, s->log_old};
    for (size_t k = 0; k < sizeof owned / sizeof *owned; k++) free(owned[k]);
    free(s->cornered);
    free(s->log_ptr);
}
