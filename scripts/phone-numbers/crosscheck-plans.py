#!/usr/bin/env python3
"""Cross-checks the numbering-plan tables of the phoneNumber rule against libphonenumber, and proposes ranges.

The tables in Sources/FormValidationCore/Rules/PhoneNumber/NumberingPlans.swift give, per country, the leading
digits and lengths of each type of national significant number (NSN). This script probes libphonenumber's verdicts
(`pip install phonenumbers`) over random numbers of each prefix and length and
  --propose REGION   prints the ranges it finds, in the tables' notation: a prefix is kept whole when every
                     probe under it agrees on validity and type, and is split by its next digit otherwise (to
                     depth 5); neighbouring prefixes with the same type and lengths merge into a range;
  --check            (default) compares every table with libphonenumber over random numbers and prints the
                     share of agreement per country and the prefixes where they differ most.
The library never uses libphonenumber at run time; this script is how its tables were cross-checked.

Usage: python3 scripts/phone-numbers/crosscheck-plans.py [--check | --propose REGION]
"""
import collections
import random
import re
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberType as T

NAMES = {T.FIXED_LINE: "fixed", T.MOBILE: "mobile", T.FIXED_LINE_OR_MOBILE: "fixedOrMobile", T.TOLL_FREE: "tollFree",
         T.PREMIUM_RATE: "premiumRate", T.SHARED_COST: "sharedCost", T.VOIP: "voip", T.PERSONAL_NUMBER: "personal",
         T.PAGER: "pager", T.UAN: "uan", T.VOICEMAIL: "voicemail"}
PLANS = "Sources/FormValidationCore/Rules/PhoneNumber/NumberingPlans.swift"
rng = random.Random(7)


def lib_type(region, nsn):
    """libphonenumber's type for `nsn` as a number of `region`, or None when it is not valid there."""
    code = PhoneMetadata.metadata_for_region(region).country_code
    try:
        number = phonenumbers.parse("+%d%s" % (code, nsn), None)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number_for_region(number, region):
        return None
    return NAMES.get(phonenumbers.number_type(number))


def random_digits(count):
    return "".join(rng.choice("0123456789") for _ in range(count))


def nanp_fill(prefix, length):
    """Random completion of `prefix` to `length` digits; in NANP the fourth digit (the exchange) is 2-9."""
    text = prefix
    while len(text) < length:
        text += rng.choice("23456789") if len(text) == 3 else rng.choice("0123456789")
    return text


def propose(region, probes=24, min_depth=2, max_depth=4, agreement=0.8):
    lengths = sorted(PhoneMetadata.metadata_for_region(region).general_desc.possible_length)
    nanp = PhoneMetadata.metadata_for_region(region).country_code == 1
    first = "0123456789" if region == "IT" else "123456789"
    leaves = []  # (prefix, length, type)

    def visit(prefix, length):
        kinds = collections.Counter(lib_type(region, nanp_fill(prefix, length) if nanp else
                                             prefix + random_digits(length - len(prefix))) for _ in range(probes))
        kind, count = kinds.most_common(1)[0]
        # A prefix is settled as valid when most probes agree, but as invalid only when all do, so that small
        # ranges inside a mostly unused prefix are found. NANP prefixes are settled no shorter than an area code.
        depth = max(min_depth, 3) if nanp else min_depth
        settled = len(prefix) >= depth and (count == probes if kind is None else count >= agreement * probes)
        if settled or len(prefix) >= max_depth or len(prefix) >= length:
            if kind is not None:
                leaves.append((prefix, length, kind))
            return
        for digit in "0123456789":
            visit(prefix + digit, length)

    for length in lengths:
        for digit in first:
            visit(digit, length)
    return render(compress(leaves, max_depth))


def compress(leaves, depth):
    """The leaves as a trie of prefixes whose value is the set of (length, type) under them, with a prefix kept
    whole where all its ten children have the same value: [(prefix, frozenset of (length, type))]."""
    cells = collections.defaultdict(set)
    for prefix, length, kind in leaves:
        missing = depth - len(prefix)
        for tail in range(10 ** missing):
            cells[prefix + (str(tail).zfill(missing) if missing else "")].add((length, kind))
    result = []

    def value(prefix):
        if len(prefix) == depth:
            return frozenset(cells.get(prefix, ()))
        children = [value(prefix + d) for d in "0123456789"]
        return children[0] if all(c == children[0] for c in children) and children[0] is not None else None

    def emit(prefix):
        v = value(prefix)
        if v is not None:
            if v:
                result.append((prefix, v))
            return
        for d in "0123456789":
            emit(prefix + d)

    for d in "0123456789":
        emit(d)
    return result


def render(cells):
    """Lines of the tables' notation: one per type and set of lengths, neighbouring prefixes merged."""
    lines = collections.OrderedDict()
    for prefix, v in cells:
        by_type = collections.defaultdict(list)
        for length, kind in v:
            by_type[kind].append(length)
        for kind, lens in by_type.items():
            lines.setdefault((kind, tuple(sorted(lens))), []).append(prefix)
    out = []
    for (kind, lens), prefixes in lines.items():
        items, run = [], []
        for prefix in prefixes:
            if run and len(prefix) == len(run[-1]) and prefix[:-1] == run[-1][:-1] and int(prefix[-1]) == int(run[-1][-1]) + 1:
                run.append(prefix)
            else:
                if run:
                    items.append(run)
                run = [prefix]
        if run:
            items.append(run)
        text = ",".join(r[0] if len(r) == 1 else "%s-%s" % (r[0], r[-1]) for r in items)
        out.append("%s %s %s" % (kind, text, lengths_text(list(lens))))
    return out


def lengths_text(lens):
    if len(lens) > 1 and lens == list(range(lens[0], lens[-1] + 1)):
        return "%d-%d" % (lens[0], lens[-1])
    return ",".join(str(n) for n in lens)


def read_tables():
    """The tables of NumberingPlans.swift: region -> list of (type, [(low, high)], set of lengths)."""
    source = open(PLANS).read()
    tables = {}
    for match in re.finditer(r'region: "([A-Z]{2})".*?ranges: """\n(.*?)"""', source, re.S):
        region, body = match.group(1), match.group(2)
        entries = []
        for line in body.strip().splitlines():
            kind, prefixes, lens = line.split()
            items = []
            for item in prefixes.split(","):
                low, _, high = item.partition("-")
                items.append((low, high or low))
            lengths = set()
            for part in lens.split(","):
                a, _, b = part.partition("-")
                lengths.update(range(int(a), int(b or a) + 1))
            entries.append((kind, items, lengths))
        tables[region] = entries
    return tables


def table_type(entries, nsn, nanp):
    if nanp and len(nsn) == 10 and nsn[3] in "01":
        return None
    for kind, items, lengths in entries:
        if len(nsn) not in lengths:
            continue
        for low, high in items:
            head = nsn[:len(low)]
            if len(head) == len(low) and low <= head <= high:
                return kind
    return None


def check(samples=3000):
    tables = read_tables()
    for region, entries in tables.items():
        lengths = sorted(PhoneMetadata.metadata_for_region(region).general_desc.possible_length)
        nanp = PhoneMetadata.metadata_for_region(region).country_code == 1
        first = "0123456789" if region == "IT" else "123456789"
        agree = agree_mobile = 0
        differences = collections.Counter()
        for _ in range(samples):
            nsn = rng.choice(first) + random_digits(rng.choice(lengths) - 1)
            ours, theirs = table_type(entries, nsn, nanp), lib_type(region, nsn)
            if (ours is None) == (theirs is None):
                agree += 1
            else:
                differences["%s/%d ours=%s lib=%s" % (nsn[:3], len(nsn), ours, theirs)] += 1
            mobile = lambda kind: kind in ("mobile", "fixedOrMobile")
            agree_mobile += mobile(ours) == mobile(theirs)
        print("%s: any %.1f%%, mobile %.1f%% of %d random numbers" % (
            region, 100.0 * agree / samples, 100.0 * agree_mobile / samples, samples))
        for text, count in differences.most_common(8):
            print("   ", count, text)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--propose":
        print("\n".join(propose(sys.argv[2])))
    else:
        check()
