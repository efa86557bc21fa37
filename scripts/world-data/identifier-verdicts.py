#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/identifier-verdicts.tsv: identifiers of every type the identifier rule
checks, with python-stdnum's verdicts. python-stdnum is the reference the rule is measured against; it is read here
as an oracle only (it is LGPL: its code is never translated into the library).

The types are read from the library's sources: each `IdentifierDeclaration("br.cpf", ..., example: ...,
otherExamples: [...])` in Sources/FormValidationCore/Rules/Identifier/Types. A type's reference is python-stdnum's
module of the same name (`stdnum.br.cpf`; `in.` is `stdnum.in_`); a type python-stdnum lacks is listed in the
table's header as not measured, and its own tests stand alone.

For each type, from a random generator seeded with the seed and the type's name (so adding a type changes no other
type's rows): valid values, each drawn from one of the type's examples by replacing about half its digits with
random digits and half its letters with random letters, then trying for its last character, its first, and its
last two every character of the same kind as the example's there (a digit for a digit), then any character for
the last and the first, until python-stdnum's `is_valid` accepts one (a draw none
completes is dropped). Each is written compact, in python-stdnum's display form where it has one, and in lower case;
and from each, one character changed, two neighbours swapped, one character dropped and one added.

Usage: identifier-verdicts.py [--check] [--seed N --output FILE]. Another seed draws a fresh table to measure on:
IDENTIFIER_VERDICTS=FILE swift test --filter IdentifierAgreementTests (with FORMVALIDATION_AGREEMENT=1 to print).

Columns: type, input, verdict (1 valid), python-stdnum's compact form of a valid value, how the case was made.
"""
import datetime
import glob
import importlib
import os
import random
import re
import sys

from generated import ROOT, check_only, option, write_or_check

import stdnum

OUTPUT = "Tests/FormValidationTests/Fixtures/identifier-verdicts.tsv"
TYPES = "Sources/FormValidationCore/Rules/Identifier/Types"
DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALPHANUMERIC = DIGITS + LETTERS
DECLARATION = re.compile(
    r'IdentifierDeclaration\(\s*"([^"]+)",\s*title:\s*"[^"]*",\s*example:\s*"([^"]+)"'
    r'(?:,\s*otherExamples:\s*\[([^\]]*)\])?', re.S)


def declared_types():
    """(name, examples) of every identifier type in the library's sources, by name."""
    types = []
    for path in sorted(glob.glob(os.path.join(ROOT, TYPES, "**", "*.swift"), recursive=True)):
        with open(path, encoding="utf-8") as file:
            for match in DECLARATION.finditer(file.read()):
                others = re.findall(r'"([^"]*)"', match.group(3) or "")
                types.append((match.group(1), [match.group(2)] + others))
    return sorted(types)


class FixedDate(datetime.date):
    """A date whose today is 31 December 2099, for python-stdnum's modules to read instead of the real one."""

    @classmethod
    def today(cls):
        return cls(2099, 12, 31)


class FixedClock:
    """The `datetime` module, but for `date.today()`."""
    date = FixedDate

    def __getattr__(self, name):
        return getattr(datetime, name)


def reference(name):
    """python-stdnum's module for the type `name`, or None.

    A few modules refuse a birth date after today, or take the century of a two-digit year from today's date; the
    library depends on no clock. So that the table is the same whenever it is drawn, every python-stdnum module
    reads 31 December 2099 as today: no birth date is in the future, and a two-digit year is of the 2000s, or of
    the 1900s where the number says the person is older."""
    parts = name.split(".")
    if parts[0] == "in":
        parts[0] = "in_"
    try:
        module = importlib.import_module("stdnum." + ".".join(parts))
    except ImportError:
        return None
    for loaded in list(sys.modules.values()):
        if getattr(loaded, "__name__", "").startswith("stdnum.") and getattr(loaded, "datetime", None) is datetime:
            loaded.datetime = FixedClock()
    return module


def accepts(module, text):
    """python-stdnum's `is_valid`, False where it raises instead (python-stdnum 2.2's `cn.ric` raises KeyError for a
    number whose province is known and whose county is not)."""
    try:
        return module.is_valid(text)
    except KeyError:
        return False


def draw(rng, module, examples):
    """A valid value near one of `examples`, or None when this draw found none."""
    base = module.compact(rng.choice(examples))
    body = [rng.choice(DIGITS) if c in DIGITS and rng.random() < 0.5
            else rng.choice(LETTERS) if c in LETTERS and rng.random() < 0.5 else c for c in base]
    body = "".join(body)
    def alike(c):
        return DIGITS if c in DIGITS else LETTERS

    candidates = [body]
    candidates += [body[:-1] + c for c in alike(base[-1])]
    candidates += [c + body[1:] for c in alike(base[0])]
    candidates += [body[:-2] + a + b for a in alike(base[-2]) for b in alike(base[-1])]
    candidates += [body[:-1] + c for c in ALPHANUMERIC]
    candidates += [c + body[1:] for c in ALPHANUMERIC]
    for candidate in candidates:
        if accepts(module, candidate):
            return candidate
    return None


def cases(rng, module, examples, count):
    """(input, how) rows for the type: `count` valid values and their variations."""
    valid = []
    for _ in range(count * 50):
        if len(valid) == count:
            break
        number = draw(rng, module, examples)
        if number is not None:
            valid.append(number)
    rows = []
    for number in valid:
        rows.append((number, "compact"))
        if hasattr(module, "format"):
            shown = module.format(number)
            if shown != number:
                rows.append((shown, "display"))
        if number.lower() != number:
            rows.append((number.lower(), "lower case"))
        position = rng.randrange(len(number))
        replacement = rng.choice(DIGITS if number[position] in DIGITS else LETTERS)
        if replacement != number[position]:
            rows.append((number[:position] + replacement + number[position + 1:], "one changed"))
        position = rng.randrange(len(number) - 1)
        swapped = number[:position] + number[position + 1] + number[position] + number[position + 2:]
        if swapped != number:
            rows.append((swapped, "two swapped"))
        position = rng.randrange(len(number))
        rows.append((number[:position] + number[position + 1:], "one dropped"))
        position = rng.randrange(len(number) + 1)
        rows.append((number[:position] + rng.choice(DIGITS) + number[position:], "one added"))
    return rows


def main():
    seed = option("--seed", "20261129")
    count = int(option("--valid", "150"))
    lines = []
    unmeasured = []
    for name, examples in declared_types():
        module = reference(name)
        if module is None:
            unmeasured.append(name)
            continue
        rng = random.Random(f"{seed}:{name}")
        for text, how in cases(rng, module, examples, count):
            ok = accepts(module, text)
            lines.append("\t".join([name, text, "1" if ok else "0", module.compact(text) if ok else "", how]))
    header = [
        f"# python-stdnum {stdnum.__version__} (PyPI), verdicts on identifiers drawn with seed {seed}"
        " by scripts/world-data/identifier-verdicts.py.",
        "# not measured (python-stdnum has no module for them): " + " ".join(unmeasured),
        "# type\tinput\tvalid\tcompact\thow",
    ]
    write_or_check("identifier-verdicts", option("--output", OUTPUT), "\n".join(header + lines) + "\n", check_only())


if __name__ == "__main__":
    main()
