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
 * The roads are dense.c and hashed.c (count.h between the files); here
 * the counts' arithmetic and Python's interface, ``count`` and ``words``.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "count.h"

double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Counts of ``n`` states from ``from`` limbs to ``to``, in place (the buffer holds ``to``). */
void widen(u64 *counts, u64 n, int from, int to) {
    for (u64 r = n; r-- > 0;) {
        for (int k = to - 1; k >= 0; --k) counts[r * to + k] = k < from ? counts[r * from + k] : 0;
    }
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
