/* How many answers a Numberlink or Arukone board has, capped at 2: a frontier count that proves uniqueness.
 *
 * CP-SAT finds a sparse board's answer in a second and then may search
 * for minutes for a second one that does not exist (docs/notes.md).  A
 * count needs no search: the cells are taken one at a time in reading
 * order, and only the states of the current frontier are kept (the line
 * below the cells done, and the plug to the right of the last one), each
 * with how many ways of drawing the cells done lead to it.  The counts
 * saturate at 2 ("two or more"): uniqueness asks no more, and a byte a
 * state holds it.
 *
 * A frontier slot holds no line (0), an end of a strand whose other end
 * is another slot (1 and 2: the strands are disjoint curves in the region
 * done, so their ends nest like brackets, and a bracket's mate is found by
 * counting), or an end of a strand that starts at a number of pair k
 * (3 + k: its other end is that number's cell).  States are canonical as
 * they stand: the brackets are fixed by the geometry, the labels by the
 * pairs.  A state dies as soon as it cannot become an answer:
 *
 *   - a number has one line, any other cell none or two (Arukone: two);
 *   - a strand of pair k meets pair j's strand or number: dead; pair k's
 *     own: the path is done;
 *   - a strand meeting its own other end closes a cycle: dead;
 *   - a strand without a number must still become part of a pair's path:
 *     with no pair's strand on the frontier and no pair whose two numbers
 *     both lie ahead, dead;
 *   - a line cannot leave the board (the frontier of the last row is
 *     empty).
 *
 * So every answer is counted once (its edges decide its states) and no
 * other drawing survives to the end: the count is exact up to the cap.
 * A budget of states and seconds bounds the work; past it the verdict is
 * "don't know" and the caller searches as before.
 *
 * Python's interface is one function, ``count`` (see the end).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SLOTS 512 /* a frontier of 511 cells and the plug beside the current one */

enum { OUT_OF_STATES = -1, OUT_OF_TIME = -2, NO_MEMORY = -3 };
enum { FREE = -1, ON_A_PATH = -2 }; /* a cell without a number: on a path or not, or on one (Arukone) */

typedef struct {
    int words;      /* uint64 words a key */
    size_t cap, n;  /* entries' room (a power of two) and entries */
    uint64_t *keys; /* cap * words */
    uint8_t *count; /* cap: 0 an empty entry, else 1 or 2 (two or more) */
} Table;

static int table_init(Table *t, int words, size_t cap) {
    t->words = words;
    t->cap = cap;
    t->n = 0;
    t->keys = malloc(cap * (size_t)words * sizeof(uint64_t));
    t->count = calloc(cap, 1);
    return t->keys && t->count ? 0 : -1;
}

static void table_free(Table *t) {
    free(t->keys);
    free(t->count);
    t->keys = NULL;
    t->count = NULL;
}

static void table_clear(Table *t) {
    memset(t->count, 0, t->cap);
    t->n = 0;
}

static inline uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

static inline uint64_t hash(const uint64_t *key, int words) {
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (int w = 0; w < words; w++) h = mix(h ^ key[w]) + (uint64_t)w;
    return h;
}

static int table_grow(Table *t);


/* Add ``c`` ways to the state ``key``, saturating at 2. */
static inline int table_add(Table *t, const uint64_t *key, uint8_t c) {
    if (2 * (t->n + 1) > t->cap && table_grow(t)) return -1;
    const int words = t->words;
    size_t mask = t->cap - 1, at = (size_t)hash(key, words) & mask;
    for (;; at = (at + 1) & mask) {
        uint64_t *k = t->keys + at * (size_t)words;
        if (!t->count[at]) {
            for (int w = 0; w < words; w++) k[w] = key[w];
            t->count[at] = c;
            t->n++;
            return 0;
        }
        int same = 1;
        for (int w = 0; w < words; w++) same &= k[w] == key[w];
        if (same) {
            t->count[at] = t->count[at] + c >= 2 ? 2 : 1;
            return 0;
        }
    }
}

static int table_grow(Table *t) {
    Table bigger;
    if (table_init(&bigger, t->words, 2 * t->cap)) {
        table_free(&bigger);
        return -1;
    }
    for (size_t at = 0; at < t->cap; at++)
        if (t->count[at]) table_add(&bigger, t->keys + at * (size_t)t->words, t->count[at]);
    table_free(t);
    *t = bigger;
    return 0;
}

typedef struct {
    int slots, bits, per, words; /* slots a key, bits a slot, slots a word, words a key */
    uint64_t mask;
    uint8_t word[MAX_SLOTS], shift[MAX_SLOTS]; /* where each slot sits in a key */
} Packing;

static inline void pack(const Packing *p, const uint16_t *f, uint64_t *key) {
    for (int w = 0; w < p->words; w++) key[w] = 0;
    for (int s = 0; s < p->slots; s++) key[p->word[s]] |= (uint64_t)f[s] << p->shift[s];
}

static inline void unpack(const Packing *p, const uint64_t *key, uint16_t *f) {
    for (int s = 0; s < p->slots; s++) f[s] = (uint16_t)((key[p->word[s]] >> p->shift[s]) & p->mask);
}

/* The slot of the other end of the bracket at ``at`` (1 opens, 2 closes; labels and empty slots are skipped). */
static int mate(const uint16_t *f, int slots, int at) {
    int depth = 0;
    if (f[at] == 1) {
        for (int s = at; s < slots; s++) {
            if (f[s] == 1) depth++;
            else if (f[s] == 2 && --depth == 0) return s;
        }
    } else {
        for (int s = at; s >= 0; s--) {
            if (f[s] == 2) depth++;
            else if (f[s] == 1 && --depth == 0) return s;
        }
    }
    return -1; /* not reached: the brackets of a state always match */
}

typedef struct {
    const Packing *p;
    Table *next;
    uint64_t *key;
    int ahead;      /* pairs whose two numbers both lie after the current cell */
} Out;

/* A state the current cell leads to, with its ways; one whose strands without a number cannot join a pair dies. */
static inline int emit(Out *o, const uint16_t *g, uint8_t c) {
    if (!o->ahead) {
        int brackets = 0;
        for (int s = 0; s < o->p->slots; s++) {
            if (g[s] >= 3) goto alive;
            brackets |= g[s];
        }
        if (brackets) return 0;
    }
alive:
    pack(o->p, g, o->key);
    return table_add(o->next, o->key, c);
}

/* A line that leaves the current cell (slot ``j``) one way: down (the slot below it) or right (the next). */
static inline int onward(Out *o, uint16_t *g, int j, uint16_t line, int down, int right, uint8_t c) {
    int bad = 0;
    if (down) {
        g[j] = line;
        bad |= emit(o, g, c);
        g[j] = 0;
    }
    if (right) {
        g[j + 1] = line;
        bad |= emit(o, g, c);
        g[j + 1] = 0;
    }
    return bad;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The capped count of a board of ``rows`` x ``cols`` cells, ``cell[i * cols + j]`` its pair (0 .. pairs - 1),
 * FREE or ON_A_PATH.
 * Returns 0, 1 or 2 (two or more), or OUT_OF_STATES, OUT_OF_TIME, NO_MEMORY; ``peak`` the most states a frontier. */
static int count_paths(int rows, int cols, const int *cell, int pairs, size_t max_states, double seconds,
                       volatile const char *stop, size_t *peak) {
    int W = cols, slots = cols + 1, result = NO_MEMORY;
    Packing p;
    p.slots = slots;
    p.bits = 1;
    while ((1 << p.bits) < pairs + 3) p.bits++;
    p.per = 64 / p.bits;
    p.words = (slots + p.per - 1) / p.per;
    p.mask = (1ULL << p.bits) - 1;
    for (int s = 0; s < slots; s++) {
        p.word[s] = (uint8_t)(s / p.per);
        p.shift[s] = (uint8_t)((s % p.per) * p.bits);
    }
    int *first = malloc((size_t)(pairs ? pairs : 1) * sizeof(int));
    int *ahead = malloc((size_t)rows * cols * sizeof(int));
    uint64_t *key = malloc((size_t)p.words * sizeof(uint64_t));
    uint16_t f[MAX_SLOTS], g[MAX_SLOTS], bytes[MAX_SLOTS];
    Table tables[2] = {{0}, {0}};
    if (!first || !ahead || !key || table_init(&tables[0], p.words, 1024) ||
        table_init(&tables[1], p.words, 1024))
        goto done;
    for (int k = 0; k < pairs; k++) first[k] = -1;
    for (int x = 0; x < rows * cols; x++)
        if (cell[x] >= 0 && first[cell[x]] < 0) first[cell[x]] = x;
    for (int x = 0; x < rows * cols; x++) {
        ahead[x] = 0;
        for (int k = 0; k < pairs; k++) ahead[x] += first[k] > x;
    }
    double deadline = seconds > 0 ? now() + seconds : 0;
    Table *cur = &tables[0], *nxt = &tables[1];
    memset(bytes, 0, sizeof bytes);
    pack(&p, bytes, key);
    table_add(cur, key, 1);
    *peak = 1;
    Out o = {&p, nxt, key, 0};
    long work = 0;
    for (int x = 0; x < rows * cols; x++) {
        int i = x / W, j = x % W, lab = cell[x], down = i < rows - 1, right = j < W - 1;
        o.next = nxt;
        o.ahead = ahead[x];
        table_clear(nxt);
        for (size_t at = 0; at < cur->cap; at++) {
            uint8_t c = cur->count[at];
            if (!c) continue;
            if ((++work & 4095) == 0 && ((deadline && now() > deadline) || (stop && *stop))) {
                result = OUT_OF_TIME;
                goto done;
            }
            unpack(&p, cur->keys + at * (size_t)p.words, bytes);
            if (j == 0) { /* a new row: the plug beside the cell is at the left end, and empty */
                f[0] = 0;
                for (int s = 0; s < W; s++) f[s + 1] = bytes[s];
            } else
                for (int s = 0; s < slots; s++) f[s] = bytes[s];
            uint16_t l = f[j], u = f[j + 1];
            memcpy(g, f, (size_t)slots * sizeof *g);
            g[j] = g[j + 1] = 0;
            int bad = 0;
            if (lab >= 0) {
                uint16_t mine = (uint16_t)(3 + lab);
                if (l && u) continue;
                if (l || u) {
                    uint16_t in = l ? l : u;
                    if (in >= 3) {
                        if (in != mine) continue;
                    } else
                        g[mate(f, slots, l ? j : j + 1)] = mine;
                    bad = emit(&o, g, c);
                } else
                    bad = onward(&o, g, j, mine, down, right, c);
            } else if (l && u) {
                if (l >= 3 && u >= 3) {
                    if (l != u) continue;
                } else if (l >= 3)
                    g[mate(f, slots, j + 1)] = l;
                else if (u >= 3)
                    g[mate(f, slots, j)] = u;
                else {
                    if (l == 1 && u == 2) continue; /* a strand's two ends: a cycle */
                    int a = mate(f, slots, j), b = mate(f, slots, j + 1);
                    g[a < b ? a : b] = 1;
                    g[a < b ? b : a] = 2;
                }
                bad = emit(&o, g, c);
            } else if (l || u)
                bad = onward(&o, g, j, l ? l : u, down, right, c);
            else {
                if (lab != ON_A_PATH) bad |= emit(&o, g, c);
                if (down && right) {
                    g[j] = 1;
                    g[j + 1] = 2;
                    bad |= emit(&o, g, c);
                }
            }
            if (bad) goto done;
            if (nxt->n > max_states) {
                result = OUT_OF_STATES;
                goto done;
            }
        }
        if (nxt->n > *peak) *peak = nxt->n;
        Table *t = cur;
        cur = nxt;
        nxt = t;
    }
    result = 0; /* the last row's frontier is empty: what is left is the empty state, or nothing */
    for (size_t at = 0; at < cur->cap; at++) result = result + cur->count[at] >= 2 ? 2 : result + cur->count[at];
done:
    free(first);
    free(ahead);
    free(key);
    table_free(&tables[0]);
    table_free(&tables[1]);
    return result;
}

/* count(rows, cols, cells, max_states, seconds[, stop]) -> (verdict, peak).
 *
 * ``cells``: rows * cols ints in reading order: a number's pair (0 ..
 * pairs - 1, each on exactly two cells), or -1 a cell without a number,
 * -2 one that must be on a path (Arukone's every cell).  ``seconds`` 0:
 * no deadline.  ``stop``: a writable buffer whose first byte, once set
 * (by another thread), ends the count as its time would.  ``verdict``: 0,
 * 1, 2 (two or more), -1 past ``max_states`` states a frontier, -2 past
 * ``seconds``; ``peak`` the most states a frontier held. */
static PyObject *counted(int rows, int cols, PyObject *given, Py_ssize_t max_states, double seconds,
                         volatile const char *flag) {
    if (rows < 1 || cols < 1 || cols + 1 > MAX_SLOTS || (long long)rows * cols > 10000000LL || max_states < 1) {
        PyErr_SetString(PyExc_ValueError, "count: a board of at most 511 columns and 10,000,000 cells");
        return NULL;
    }
    PyObject *seq = PySequence_Fast(given, "count: cells must be a sequence");
    if (!seq) return NULL;
    if (PySequence_Fast_GET_SIZE(seq) != (Py_ssize_t)rows * cols) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "count: one entry a cell");
        return NULL;
    }
    int *cell = malloc((size_t)rows * cols * sizeof(int)), pairs = 0;
    int *seen = calloc((size_t)rows * cols, sizeof(int));
    if (!cell || !seen) {
        free(cell);
        free(seen);
        Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t x = 0; x < (Py_ssize_t)rows * cols; x++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, x));
        if (v == -1 && PyErr_Occurred()) break;
        if (v < ON_A_PATH || v >= (long)rows * cols) {
            PyErr_SetString(PyExc_ValueError, "count: a cell is -2, -1 or its pair's index");
            break;
        }
        cell[x] = (int)v;
        if (v >= 0 && ++seen[v] > 2) {
            PyErr_SetString(PyExc_ValueError, "count: a pair on more than two cells");
            break;
        }
        if (v + 1 > pairs) pairs = (int)v + 1;
    }
    for (int k = 0; k < pairs && !PyErr_Occurred(); k++)
        if (seen[k] != 2) PyErr_SetString(PyExc_ValueError, "count: a pair not on exactly two cells");
    Py_DECREF(seq);
    free(seen);
    if (PyErr_Occurred() || pairs + 3 > 0xffff) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "count: too many pairs");
        free(cell);
        return NULL;
    }
    size_t peak = 0;
    int verdict;
    Py_BEGIN_ALLOW_THREADS;
    verdict = count_paths(rows, cols, cell, pairs, (size_t)max_states, seconds, flag, &peak);
    Py_END_ALLOW_THREADS;
    free(cell);
    if (verdict == NO_MEMORY) return PyErr_NoMemory();
    return Py_BuildValue("(in)", verdict, (Py_ssize_t)peak);
}

static PyObject *count(PyObject *self, PyObject *args) {
    (void)self;
    int rows, cols;
    PyObject *given;
    Py_ssize_t max_states;
    double seconds;
    Py_buffer stop = {0};
    if (!PyArg_ParseTuple(args, "iiOnd|w*", &rows, &cols, &given, &max_states, &seconds, &stop)) return NULL;
    PyObject *out = counted(rows, cols, given, max_states, seconds,
                            stop.buf && stop.len > 0 ? (volatile const char *)stop.buf : NULL);
    if (stop.buf) PyBuffer_Release(&stop);
    return out;
}

static PyMethodDef methods[] = {
    {"count", count, METH_VARARGS,
     "count(rows, cols, cells, max_states, seconds[, stop]) -> (verdict, peak): see paths.c."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_paths", "Numberlink's answers counted up to two, in C.",
                                    -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__paths(void) { return PyModule_Create(&module); }
