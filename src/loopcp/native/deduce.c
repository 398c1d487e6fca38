/* The deduction engine's Python interface: ``deduce`` (run it on a board) and ``encode`` (loopcp's ``Linear``
 * constraints as ``deduce`` reads them).  The engine is rules.c and corners.c (see deduce.h).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "deduce.h"

static PyObject *deduce(PyObject *self, PyObject *args) {
    (void)self;
    int rows, cols, extra = 0;
    long long budget;
    double seconds;
    Py_buffer cons;
    if (!PyArg_ParseTuple(args, "iiy*Ld|i", &rows, &cols, &cons, &budget, &seconds, &extra)) return NULL;
    S s;
    int status = build(&s, rows, cols, cons.buf, cons.len / (Py_ssize_t)sizeof(int32_t), extra, budget, seconds);
    if (status == 0) {
        Py_BEGIN_ALLOW_THREADS;
        status = solve(&s);
        Py_END_ALLOW_THREADS;
    }
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
    release(&s);
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
