/*
 * griddump: print the geometry of a Loopy grid as JSON.
 *
 * Part of loopcp's test data.  This file is our own; it is compiled
 * against Simon Tatham's puzzle sources (grid.c, penrose.c and their
 * helpers, which are not copied here) so that the grid it prints is
 * exactly the one his Loopy builds for a given game ID.
 *
 * Usage: griddump 'WxHtN:DESC'
 *   DESC is the game description.  If it holds an '_', the part before
 *   it is the grid description (Penrose patch, or "0" for t1) and the
 *   part after it is the run-length clue string.
 *
 * Output (stdout): {"id", "type", "width", "height", "tilesize",
 *   "dots": [[x, y], ...], "faces": [[dot index, ...], ...]}
 *   with dots and faces in the order of his grid arrays; the face order
 *   is the order of the clues in the ID.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

#include "puzzles.h"
#include "grid.h"

/* The frontend normally supplies this. */
void fatal(const char *fmt, ...)
{
    va_list ap;
    fputs("griddump: fatal: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(2);
}

/*
 * Loopy's "tN" number -> grid.h's grid_type.  The Loopy numbering is
 * fixed by saved game IDs and differs from the grid.h enum order.
 */
static const grid_type loopy_type[] = {
    GRID_SQUARE,                /* t0 */
    GRID_TRIANGULAR,            /* t1 */
    GRID_HONEYCOMB,             /* t2 */
    GRID_SNUBSQUARE,            /* t3 */
    GRID_CAIRO,                 /* t4 */
    GRID_GREATHEXAGONAL,        /* t5 */
    GRID_OCTAGONAL,             /* t6 */
    GRID_KITE,                  /* t7 */
    GRID_FLORET,                /* t8 */
    GRID_DODECAGONAL,           /* t9 */
    GRID_GREATDODECAGONAL,      /* t10 */
    GRID_PENROSE_P2,            /* t11 */
    GRID_PENROSE_P3,            /* t12 */
    GRID_GREATGREATDODECAGONAL, /* t13 */
    GRID_KAGOME,                /* t14 */
    GRID_COMPASSDODECAGONAL,    /* t15 */
};
#define N_LOOPY_TYPES ((int)(sizeof(loopy_type) / sizeof(loopy_type[0])))

static void die(const char *msg, const char *arg)
{
    fprintf(stderr, "griddump: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(1);
}

static void print_json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            putchar('\\');
        putchar(*s);
    }
    putchar('"');
}

int main(int argc, char **argv)
{
    const char *id, *p, *colon, *sep;
    char *griddesc = NULL;
    int w, h, t, i, j;
    const char *err;
    grid *g;

    if (argc != 2)
        die("usage: griddump GAME-ID", NULL);
    id = argv[1];

    /* Parameters: W[xH][tN][dX] before the colon. */
    colon = strchr(id, ':');
    if (!colon)
        die("no ':' in game ID", id);
    p = id;
    if (sscanf(p, "%d", &w) != 1)
        die("bad width", id);
    h = w;
    while (*p >= '0' && *p <= '9') p++;
    if (*p == 'x') {
        p++;
        if (sscanf(p, "%d", &h) != 1)
            die("bad height", id);
        while (*p >= '0' && *p <= '9') p++;
    }
    t = 0;
    if (*p == 't') {
        p++;
        if (sscanf(p, "%d", &t) != 1)
            die("bad grid type", id);
    }
    if (t < 0 || t >= N_LOOPY_TYPES)
        die("grid type out of range", id);

    /* Optional grid description: the text between ':' and '_'. */
    sep = strchr(colon + 1, '_');
    if (sep) {
        size_t n = (size_t)(sep - (colon + 1));
        griddesc = malloc(n + 1);
        if (!griddesc)
            die("out of memory", NULL);
        memcpy(griddesc, colon + 1, n);
        griddesc[n] = '\0';
    }

    err = grid_validate_params(loopy_type[t], w, h);
    if (err)
        die(err, id);
    err = grid_validate_desc(loopy_type[t], w, h, griddesc);
    if (err)
        die(err, id);

    g = grid_new(loopy_type[t], w, h, griddesc);

    printf("{\"id\": ");
    print_json_string(id);
    printf(",\n \"type\": %d, \"width\": %d, \"height\": %d, \"tilesize\": %d,\n",
           t, w, h, g->tilesize);
    printf(" \"dots\": [");
    for (i = 0; i < g->num_dots; i++)
        printf("%s[%d, %d]", i ? (i % 8 ? ", " : ",\n  ") : "\n  ",
               g->dots[i].x, g->dots[i].y);
    printf("],\n \"faces\": [");
    for (i = 0; i < g->num_faces; i++) {
        grid_face *f = &g->faces[i];
        printf("%s[", i ? ",\n  " : "\n  ");
        for (j = 0; j < f->order; j++)
            printf("%s%d", j ? ", " : "", (int)(f->dots[j] - g->dots));
        printf("]");
    }
    printf("]}\n");

    grid_free(g);
    free(griddesc);
    return 0;
}
