#!/bin/sh
# Remake the golden MCC files in this folder with Knuth's own drivers.
#
# For each puzzle NAME.txt here (Knuth text, as loopcp writes it), NAME.mcc
# is what his driver prints for it: MASYU-DLX for masyu-*.txt, and
# SUPERSLITHERLINK-GENERAL-DLX for the others.  tests/test_mcc.py compares
# loopcp's output with these bytes; CI never runs this script.
#
# Needs ctangle (Debian's texlive-binaries), gcc and python3.
#
#   KNUTH_SOURCES=DIR  a folder that holds superslitherlink-general-dlx.w and
#                      masyu-dlx.w (for instance programs-orig/ of the public
#                      mirror shreevatsa/knuth-literate-programs); without it
#                      they are downloaded from cs.stanford.edu/~knuth/programs.
#   KNUTH_BIN=DIR      keep the compiled drivers there (benchmarks/mcc_check.py
#                      wants them); without it they go with a temporary folder.
#   LOOPCP_SHARED=DIR  where the seeds are (default: ../shared beside the checkout).
#
# The seeds (../shared/seeds/000_*.txt and 001_*.txt) are these two programs
# with their line breaks and <...> lost; the sources are checked against them
# first, so that the goldens come from the very programs the seeds describe.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
seeds=${LOOPCP_SHARED:-$root/../shared}/seeds
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${KNUTH_BIN:-$work}
mkdir -p "$bin"

for prog in superslitherlink-general-dlx masyu-dlx; do
    if [ -n "${KNUTH_SOURCES:-}" ]; then
        cp "$KNUTH_SOURCES/$prog.w" "$work/$prog.w"
    else
        curl -fsSL "https://cs.stanford.edu/~knuth/programs/$prog.w" -o "$work/$prog.w"
    fi
done

python3 - "$work" "$seeds" <<'EOF'
import glob, re, sys
work, seeds = sys.argv[1], sys.argv[2]
for prog, seed in (("superslitherlink-general-dlx", "000"), ("masyu-dlx", "001")):
    source = open(f"{work}/{prog}.w").read()
    stripped = re.sub(r"<[A-Za-z/!?][^>]*>", "", source)  # what lost the seed its <...>
    (path,) = glob.glob(f"{seeds}/{seed}_*.txt")
    if stripped.split() != open(path).read().split():
        sys.exit(f"{prog}.w is not the program of {path}: another version?")
    print(f"{prog}.w matches {path}")
EOF

for prog in superslitherlink-general-dlx masyu-dlx; do
    (cd "$work" && ctangle "$prog.w" - "$prog.c" >/dev/null)
    gcc -O2 -w -o "$bin/$prog" "$work/$prog.c"  # -w: his 'void main' and implicit int
done

for puzzle in "$here"/*.txt; do
    case $(basename "$puzzle") in
        masyu-*) driver=masyu-dlx ;;
        *) driver=superslitherlink-general-dlx ;;
    esac
    echo "$(basename "${puzzle%.txt}.mcc") from $driver:"
    # His main() returns no value, so the exit status means nothing; his remarks go to stderr.
    "$bin/$driver" <"$puzzle" >"${puzzle%.txt}.mcc" || true
done
