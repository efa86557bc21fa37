#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/identifier-verdicts.tsv: identifiers of every type the identifier rule
checks, with python-stdnum's verdicts. python-stdnum is the reference the rule is measured against; it is read here
as an oracle only (it is LGPL: its code is never translated into the library).

For each type (seeded, so the table is the same for a given version): valid values, drawn as random characters of
the type's shape whose check characters are the ones python-stdnum's `is_valid` accepts, written compact and in
python-stdnum's display form where it has one; and from each valid value, one character changed, two neighbours
swapped, one character dropped and one added.

Usage: identifier-verdicts.py [--check] [--seed N --output FILE]. Another seed draws a fresh table to measure on:
IDENTIFIER_VERDICTS=FILE swift test --filter IdentifierAgreementTests (with FORMVALIDATION_AGREEMENT=1 to print).

Columns: type, input, verdict (1 valid), python-stdnum's compact form of a valid value, how the case was made.
"""
import random
import sys

from generated import check_only, option, write_or_check

import stdnum
from stdnum import bic, ean, imei, isbn, isin, issn, lei
from stdnum.br import cnpj, cpf

OUTPUT = "Tests/FormValidationTests/Fixtures/identifier-verdicts.tsv"
DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALPHANUMERIC = DIGITS + LETTERS
# Country codes for ISINs and BICs: some of the world's, and a few that are no country.
COUNTRIES = ["US", "GB", "DE", "FR", "JP", "BR", "NL", "CH", "LU", "IE", "CA", "AU", "XS", "EU", "QQ", "ZZ"]


def shapes(rng):
    """Per type: its python-stdnum module, and a function drawing (body, check alphabet, check length)."""
    def digits(count):
        return "".join(rng.choice(DIGITS) for _ in range(count))

    def alphanumeric(count):
        return "".join(rng.choice(ALPHANUMERIC) for _ in range(count))

    def letters(count):
        return "".join(rng.choice(LETTERS) for _ in range(count))

    return {
        "isbn": (isbn, lambda: rng.choice([(digits(9), DIGITS + "X", 1),
                                           (rng.choice(["978", "979"]) + digits(9), DIGITS, 1)])),
        "issn": (issn, lambda: (digits(7), DIGITS + "X", 1)),
        "ean": (ean, lambda: (digits(rng.choice([7, 11, 12, 13])), DIGITS, 1)),
        "imei": (imei, lambda: (digits(14), DIGITS, 1)),
        "isin": (isin, lambda: (rng.choice(COUNTRIES) + alphanumeric(9), DIGITS, 1)),
        "lei": (lei, lambda: (alphanumeric(18), DIGITS, 2)),
        "bic": (bic, lambda: (letters(4) + rng.choice(COUNTRIES) + alphanumeric(rng.choice([2, 5])), "", 0)),
        "br.cpf": (cpf, lambda: (digits(9), DIGITS, 2)),
        "br.cnpj": (cnpj, lambda: (digits(8) + rng.choice(["0001", "0002", digits(4)]), DIGITS, 2)),
    }


def completions(alphabet, length):
    if length == 0:
        yield ""
        return
    for first in alphabet:
        for rest in completions(alphabet, length - 1):
            yield first + rest


def main():
    rng = random.Random(int(option("--seed", "20261129")))
    valid_per_type = int(option("--valid", "150"))
    rows = []
    modules = {}
    for name, (module, draw) in shapes(rng).items():
        modules[name] = module
        valid = []
        while len(valid) < valid_per_type:
            body, alphabet, length = draw()
            for check in completions(alphabet, length):
                if module.is_valid(body + check):
                    valid.append(body + check)
                    break
        for number in valid:
            rows.append((name, number, "compact"))
            if hasattr(module, "format"):
                shown = module.format(number)
                if shown != number:
                    rows.append((name, shown, "display"))
            if number.lower() != number:
                rows.append((name, number.lower(), "lower case"))
            position = rng.randrange(len(number))
            replacement = rng.choice(DIGITS if number[position] in DIGITS else LETTERS)
            if replacement != number[position]:
                rows.append((name, number[:position] + replacement + number[position + 1:], "one changed"))
            position = rng.randrange(len(number) - 1)
            swapped = number[:position] + number[position + 1] + number[position] + number[position + 2:]
            if swapped != number:
                rows.append((name, swapped, "two swapped"))
            position = rng.randrange(len(number))
            rows.append((name, number[:position] + number[position + 1:], "one dropped"))
            position = rng.randrange(len(number) + 1)
            rows.append((name, number[:position] + rng.choice(DIGITS) + number[position:], "one added"))
    lines = [
        f"# python-stdnum {stdnum.__version__} (PyPI), verdicts on identifiers drawn with seed {option('--seed', '20261129')}"
        " by scripts/world-data/identifier-verdicts.py.",
        "# type\tinput\tvalid\tcompact\thow",
    ]
    for name, text, how in rows:
        module = modules[name]
        ok = module.is_valid(text)
        lines.append("\t".join([name, text, "1" if ok else "0", module.compact(text) if ok else "", how]))
    write_or_check("identifier-verdicts", option("--output", OUTPUT), "\n".join(lines) + "\n", check_only())


if __name__ == "__main__":
    main()
