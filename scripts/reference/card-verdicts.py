#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/card-verdicts.tsv: card numbers and what two libraries say of them.

Inputs: the card numbers of the validators package's tests/test_card.py and python-stdnum's
tests/test_luhn.doctest (from their source distributions: pass the unpacked folders), and mutations of each
valid one: a digit replaced, two neighbours swapped, a digit dropped or added, and the first digits changed to
another brand's with the check digit recomputed. (Spaces are left out: validators refuses them by design; the
rule's own tests cover them.)

Columns: input; the validators package's verdict for each brand function (visa, mastercard, amex, discover,
diners, jcb, unionpay, mir: 1/0); python-stdnum's `luhn.is_valid` (1/0); where the input came from.
PaymentCardAgreementTests compares the rule, restricted to each brand, with the brand's function, and its check
digit verdict with python-stdnum's.

    /tmp/refenv/bin/python scripts/reference/card-verdicts.py python_stdnum-2.2 validators-0.36.0
"""
import os
import random
import re
import sys

import stdnum
import validators
from stdnum import luhn

OUTPUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "FormValidationTests", "Fixtures", "card-verdicts.tsv")
BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "mir"]
PREFIXES = ["4", "51", "55", "2221", "2720", "34", "37", "6011", "65", "644", "300", "36", "38", "3528", "3589",
            "62", "2200", "2204", "50", "6759"]


def verdict(function, text):
    try:
        return bool(function(text)) is True and not isinstance(function(text), Exception)
    except Exception:
        return False


def with_check_digit(digits):
    return digits + str(luhn.calc_check_digit(digits))


def examples(folders):
    found = []
    for folder in folders:
        name = "stdnum" if "stdnum" in folder else "validators"
        path = os.path.join(folder, "tests", "test_luhn.doctest" if name == "stdnum" else "test_card.py")
        text = open(path, encoding="utf-8").read()
        for match in re.finditer(r"(?<![0-9A-Za-z])[0-9][0-9X]{9,18}(?![0-9A-Za-z])", text):
            found.append((match.group(0), f"{name} tests"))
    return found


def mutations(text, rng):
    results = []
    position = rng.randrange(len(text))
    results.append((text[:position] + rng.choice([d for d in "0123456789" if d != text[position]]) + text[position + 1:],
                    "digit replaced"))
    pairs = [i for i in range(len(text) - 1) if text[i] != text[i + 1]]
    if pairs:
        i = rng.choice(pairs)
        results.append((text[:i] + text[i + 1] + text[i] + text[i + 2:], "neighbours swapped"))
    position = rng.randrange(len(text))
    results.append((text[:position] + text[position + 1:], "digit dropped"))
    position = rng.randrange(len(text) + 1)
    results.append((text[:position] + rng.choice("0123456789") + text[position:], "digit added"))
    prefix = rng.choice(PREFIXES)
    body = (prefix + text[len(prefix):])[: len(text) - 1]
    results.append((with_check_digit(body), "other brand's first digits, check digit recomputed"))
    return results


def main():
    rng = random.Random(7812)
    rows, seen = [], set()

    def add(text, origin):
        if text in seen:
            return
        seen.add(text)
        brands = [verdict(getattr(validators, brand), text) for brand in BRANDS]
        rows.append((text, brands, luhn.is_valid(text), origin))

    for text, origin in examples(sys.argv[1:]):
        add(text, origin)
    bases = [row[0] for row in rows if row[2]]
    for base in bases:
        for _ in range(12):
            for text, origin in mutations(base, rng):
                add(text, origin)

    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write(f"# Card numbers and the verdicts of validators {validators.__version__} (one function per brand) "
                     f"and python-stdnum {stdnum.__version__} (luhn.is_valid), written by scripts/reference/card-verdicts.py\n")
        output.write("# input\t" + "\t".join(BRANDS) + "\tluhn\torigin\n")
        for text, brands, by_luhn, origin in rows:
            output.write(text + "\t" + "\t".join(str(int(v)) for v in brands) + f"\t{int(by_luhn)}\t{origin}\n")
    print(f"{len(rows)} rows from {len(bases)} Luhn-valid bases", file=sys.stderr)


if __name__ == "__main__":
    main()
