"""The benchmark's python-stdnum peer of `formcheck identifier --type TYPE`: python-stdnum 2.2 checking one value
per line of standard input, writing `valid<TAB>COMPACT` or `invalid` per line. Exits 1 when any value was invalid.

Usage: stdnum_identifier.py MODULE (`br.cpf`: python-stdnum's `stdnum.br.cpf`). Run by the benchmark
(`./scripts/benchmark --only identifiers`) from the virtual environment the script makes.
"""

import importlib
import sys


def main():
    module = importlib.import_module("stdnum." + sys.argv[1])
    is_valid, compact = module.is_valid, module.compact
    out = []
    failed = False
    for line in sys.stdin:
        value = line.rstrip("\n")
        if is_valid(value):
            out.append("valid\t" + compact(value))
        else:
            out.append("invalid")
            failed = True
    sys.stdout.write("\n".join(out) + "\n")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
