#!/usr/bin/env python3
"""Writes Tests/FormValidationTests/Fixtures/phone-number-agreement.json: phone numbers with libphonenumber's verdicts.

The table measures how often the phoneNumber rule agrees with Google's libphonenumber (through its Python port,
`pip install phonenumbers`), per country, for "any valid number" and for "mobile only". The library never uses
libphonenumber; only this script does, to label the cases.

For each country the cases are, with a fixed random seed (so the table is reproducible for a given version):
  sample   libphonenumber's example number of each type, with its last three digits replaced at random;
  found    random numbers of the country's possible lengths that libphonenumber finds valid (any type);
  random   random digits of the country's possible lengths, valid or not;
  mutated  a valid number with a digit dropped, a digit added, or its first digit changed;
  length   random digits of a length the country does not use;
  foreign  another covered country's number in international form.
Each case is written as a person might type it: national (with the trunk prefix where the country has one),
national as libphonenumber formats it, international with +, the international call prefix of the country
(00, 011, 010, ...), or E.164. Its verdicts are libphonenumber's for that text parsed with the country as default
region: valid = is_valid_number, mobile = valid and of type MOBILE or FIXED_LINE_OR_MOBILE.

Usage: python3 scripts/phone-numbers/generate-agreement-table.py [--seed N] [--output FILE]   (from the package root)

With another seed and output, it draws a fresh table, on which the tables of the library were never checked:
PHONE_AGREEMENT_TABLE=/tmp/fresh.json swift test --filter PhoneNumberAgreementTests measures the agreement there.
"""
import json
import random
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat, PhoneNumberType as T

COUNTRIES = ["US", "CA", "GB", "DE", "FR", "JP", "BR", "IN", "ES", "IT", "MX", "CN", "AU", "NL", "KR"]
TYPES = [T.FIXED_LINE, T.MOBILE, T.TOLL_FREE, T.PREMIUM_RATE, T.SHARED_COST, T.VOIP, T.PERSONAL_NUMBER, T.PAGER,
         T.UAN, T.VOICEMAIL]
TYPE_NAMES = {T.FIXED_LINE: "fixedLine", T.MOBILE: "mobile", T.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
              T.TOLL_FREE: "tollFree", T.PREMIUM_RATE: "premiumRate", T.SHARED_COST: "sharedCost", T.VOIP: "voip",
              T.PERSONAL_NUMBER: "personalNumber", T.PAGER: "pager", T.UAN: "uan", T.VOICEMAIL: "voicemail",
              T.UNKNOWN: None}
INTERNATIONAL_PREFIX = {"US": "011", "CA": "011", "JP": "010", "AU": "0011", "KR": "001", "BR": "0021"}
TRUNK_PREFIX = {"US": "1", "CA": "1", "GB": "0", "DE": "0", "FR": "0", "JP": "0", "BR": "0", "IN": "0", "CN": "0",
                "AU": "0", "NL": "0", "KR": "0"}

SEED = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 20261123
OUTPUT = (sys.argv[sys.argv.index("--output") + 1] if "--output" in sys.argv
          else "Tests/FormValidationTests/Fixtures/phone-number-agreement.json")
rng = random.Random(SEED)


def digits(count):
    return "".join(rng.choice("0123456789") for _ in range(count))


def verdict(text, region):
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return False, False, None, None
    valid = phonenumbers.is_valid_number(number)
    if not valid:
        return False, False, None, None
    kind = phonenumbers.number_type(number)
    mobile = kind in (T.MOBILE, T.FIXED_LINE_OR_MOBILE)
    return True, mobile, phonenumbers.format_number(number, PhoneNumberFormat.E164), TYPE_NAMES.get(kind)


def group(text):
    """Digits split into groups of 2 to 4 by spaces, dashes or dots, as people type them."""
    separator = rng.choice([" ", " ", "-", "."])
    parts, rest = [], text
    while rest:
        size = rng.choice([2, 3, 4])
        parts.append(rest[:size])
        rest = rest[size:]
    return separator.join(parts)


def typed(region, nsn):
    """The national significant number `nsn` of `region` as a person might type it."""
    code = str(PhoneMetadata.metadata_for_region(region).country_code)
    trunk = TRUNK_PREFIX.get(region, "")
    form = rng.choice(["national", "formatted", "international", "idd", "e164"])
    if form == "formatted":
        try:
            number = phonenumbers.parse(code and "+" + code + nsn, None)
            if phonenumbers.is_valid_number(number):
                return phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        except phonenumbers.NumberParseException:
            pass
        form = "national"
    if form == "national":
        prefix = trunk if (trunk and (region not in ("US", "CA") or rng.random() < 0.3)) else ""
        return prefix + group(nsn)
    if form == "international":
        return "+" + code + " " + group(nsn)
    if form == "idd":
        return INTERNATIONAL_PREFIX.get(region, "00") + " " + code + " " + group(nsn)
    return "+" + code + nsn


def national_lengths(region):
    return list(PhoneMetadata.metadata_for_region(region).general_desc.possible_length)


def is_valid_nsn(region, nsn):
    code = PhoneMetadata.metadata_for_region(region).country_code
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse("+%d%s" % (code, nsn), None))
    except phonenumbers.NumberParseException:
        return False


def cases_for(region):
    cases = []
    lengths = national_lengths(region)
    first_digits = "0123456789" if region == "IT" else "123456789"

    def add(kind, nsn=None, text=None):
        text = text if text is not None else typed(region, nsn)
        valid, mobile, e164, type_name = verdict(text, region)
        cases.append({"input": text, "kind": kind, "valid": valid, "mobile": mobile, "e164": e164, "type": type_name})

    valid_found = []
    for kind in TYPES:
        example = phonenumbers.example_number_for_type(region, kind)
        if example is None:
            continue
        nsn = phonenumbers.national_significant_number(example)
        for _ in range(6):
            variant = nsn[:-3] + digits(3)
            add("sample", variant)
            valid_found.append(variant)
    found = 0
    for _ in range(200000):
        if found == 60:
            break
        nsn = rng.choice(first_digits) + digits(rng.choice(lengths) - 1)
        if is_valid_nsn(region, nsn):
            add("found", nsn)
            valid_found.append(nsn)
            found += 1
    for _ in range(60):
        add("random", rng.choice(first_digits) + digits(rng.choice(lengths) - 1))
    for _ in range(60):
        nsn = rng.choice(valid_found)
        how = rng.choice(["drop", "add", "first"])
        if how == "drop":
            nsn = nsn[:-1]
        elif how == "add":
            nsn = nsn + digits(1)
        else:
            nsn = rng.choice([d for d in first_digits if d != nsn[0]]) + nsn[1:]
        add("mutated", nsn)
    wrong = [n for n in range(3, 18) if n not in lengths]
    for _ in range(15):
        add("length", rng.choice(first_digits) + digits(rng.choice(wrong) - 1))
    others = [c for c in COUNTRIES if c != region]
    for _ in range(10):
        other = rng.choice(others)
        kind = rng.choice([T.FIXED_LINE, T.MOBILE])
        example = phonenumbers.example_number_for_type(other, kind)
        nsn = phonenumbers.national_significant_number(example)
        nsn = nsn[:-3] + digits(3)
        code = str(example.country_code)
        add("foreign", text="+" + code + " " + group(nsn))
    return cases


def main():
    table = {
        "source": "libphonenumber (Python port phonenumbers %s), verdicts of is_valid_number and number_type; "
                  "generated by scripts/phone-numbers/generate-agreement-table.py, seed %d" % (phonenumbers.__version__, SEED),
        "countries": {region: cases_for(region) for region in COUNTRIES},
    }
    path = OUTPUT
    with open(path, "w") as file:
        file.write("{\n")
        file.write(' "source": %s,\n "countries": {\n' % json.dumps(table["source"], ensure_ascii=False))
        regions = list(table["countries"])
        for index, region in enumerate(regions):
            file.write('  "%s": [\n' % region)
            rows = table["countries"][region]
            for row_index, row in enumerate(rows):
                file.write("   " + json.dumps(row, ensure_ascii=False) + ("," if row_index < len(rows) - 1 else "") + "\n")
            file.write("  ]" + ("," if index < len(regions) - 1 else "") + "\n")
        file.write(" }\n}\n")
    counts = {region: (len(cases), sum(c["valid"] for c in cases)) for region, cases in table["countries"].items()}
    print("wrote %s: %s" % (path, counts), file=sys.stderr)


if __name__ == "__main__":
    main()
