#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/iban-verdicts.tsv: IBANs and what two IBAN libraries say of them.

Inputs:
- every IBAN-looking string in python-stdnum's tests/test_iban.doctest, schwifty's tests/test_iban.py and the
  validators package's tests/test_iban.py (from their source distributions: pass the unpacked folders);
- for each country of the registry, IBANs that schwifty's own generator makes (`IBAN.random`, seeded);
- mutations of every IBAN both libraries call valid: one character replaced by another of its kind or of the
  other kind, two neighbours swapped, a character dropped or added, other check digits, another country code,
  and the valid spelling in lower case and the print format. (Dashes are left out: python-stdnum drops them and
  schwifty refuses them, by design; the rule's tests cover them.)

Columns: input, python-stdnum's `iban.is_valid` (1/0), schwifty's `IBAN(..., allow_invalid=True).is_valid`
(1/0), and where the input came from. IbanAgreementTests compares the rule with both, country by country.

    pip download --no-deps --no-binary :all: python-stdnum==2.2 schwifty==2026.10.1 validators==0.36.0
    (unpack them) then
    /tmp/refenv/bin/python scripts/reference/iban-verdicts.py python_stdnum-2.2 schwifty-2026.10.1 validators-0.36.0
"""
import os
import random
import re
import string
import sys
import warnings

import schwifty
import stdnum
from schwifty import IBAN
from stdnum import iban as stdnum_iban

warnings.simplefilter("ignore")

OUTPUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "FormValidationTests", "Fixtures", "iban-verdicts.tsv")
SEED = 13616
RANDOM_PER_COUNTRY = 6

test_files = {
    "stdnum": "tests/test_iban.doctest",
    "schwifty": "tests/test_iban.py",
    "validators": "tests/test_iban.py",
}


def stdnum_verdict(text):
    return stdnum_iban.is_valid(text)


def schwifty_verdict(text):
    try:
        return IBAN(text, allow_invalid=True).is_valid
    except Exception:
        return False


def compact(text):
    return re.sub(r"[\s\-]", "", text).upper()


def examples(folders):
    found = []
    for folder in folders:
        name = next(key for key in test_files if os.path.basename(folder).lower().replace("python_", "").startswith(key))
        text = open(os.path.join(folder, test_files[name]), encoding="utf-8").read()
        for match in re.finditer(r"(?<![A-Za-z0-9])[A-Z]{2}[ ]?\d{2}(?:[ \-]?[A-Za-z0-9]){4,32}", text):
            found.append((match.group(0).strip(), f"{name} tests"))
    return found


def with_check_digits(country, bban, digits):
    return country + digits + bban


def check_digits(country, bban):
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    return "%02d" % (98 - int(numeric) % 97)


def mutations(value, rng, codes):
    text = compact(value)
    country, bban = text[:2], text[4:]
    results = []
    position = rng.randrange(2, len(text))
    same_kind = string.digits if text[position].isdigit() else string.ascii_uppercase
    replacement = rng.choice([c for c in same_kind if c != text[position]])
    results.append((text[:position] + replacement + text[position + 1:], "replaced, same kind"))
    position = rng.randrange(4, len(text))
    other_kind = string.ascii_uppercase if text[position].isdigit() else string.digits
    results.append((text[:position] + rng.choice(other_kind) + text[position + 1:], "replaced, other kind"))
    pairs = [i for i in range(len(text) - 1) if text[i] != text[i + 1]]
    if pairs:
        i = rng.choice(pairs)
        results.append((text[:i] + text[i + 1] + text[i] + text[i + 2:], "neighbours swapped"))
    position = rng.randrange(4, len(text))
    results.append((text[:position] + text[position + 1:], "character dropped"))
    position = rng.randrange(4, len(text) + 1)
    results.append((text[:position] + rng.choice(string.digits) + text[position:], "character added"))
    digits = rng.choice([d for d in ("%02d" % n for n in range(100)) if d != text[2:4]])
    results.append((country + digits + bban, "other check digits"))
    other = rng.choice([c for c in codes if c != country])
    results.append((with_check_digits(other, bban, check_digits(other, bban)), "other country, check digits recomputed"))
    results.append((" ".join(text[i:i + 4] for i in range(0, len(text), 4)).lower(), "print format, lower case"))
    return results


def main():
    rng = random.Random(SEED)
    stdnum_codes = [line[:2] for line in open(os.path.join(os.path.dirname(stdnum.__file__), "iban.dat"))
                    if re.match(r"^[A-Z]{2} ", line)]
    rows = []
    seen = set()

    def add(text, origin):
        if text in seen or "\t" in text or "\n" in text:
            return
        seen.add(text)
        rows.append((text, stdnum_verdict(text), schwifty_verdict(text), origin))

    for text, origin in examples(sys.argv[1:]):
        add(text, origin)
    for code in stdnum_codes:
        generator = random.Random(f"{SEED}{code}")
        for _ in range(RANDOM_PER_COUNTRY):
            try:
                add(str(IBAN.random(code, random=generator, use_registry=False)), "schwifty IBAN.random")
            except Exception as error:
                print(f"no random IBAN for {code}: {error}", file=sys.stderr)
    bases = [row[0] for row in rows if row[1] and row[2]]
    for base in bases:
        for text, origin in mutations(base, rng, stdnum_codes):
            add(text, origin)

    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write(f"# IBANs and the verdicts of python-stdnum {stdnum.__version__} (iban.is_valid) and schwifty "
                     f"{schwifty.__version__} (IBAN.is_valid), written by scripts/reference/iban-verdicts.py\n")
        output.write("# input\tstdnum\tschwifty\torigin\n")
        for text, by_stdnum, by_schwifty, origin in rows:
            output.write(f"{text}\t{int(by_stdnum)}\t{int(by_schwifty)}\t{origin}\n")
    print(f"{len(rows)} rows, {len(bases)} valid bases", file=sys.stderr)


if __name__ == "__main__":
    main()
