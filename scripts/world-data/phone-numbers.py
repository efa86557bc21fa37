#!/usr/bin/env python3
"""Writes the phone-number metadata of every region libphonenumber knows, compiled into digit automata.

Source: libphonenumber's metadata as the pinned PyPI package phonenumbers ships it (requirements.txt).

Writes Generated/PhoneFormatTable.swift beside it: how libphonenumber writes the numbers of each calling code in
national and international form (the formats of the code's main region), each format's leading digits and groups
as automata, and its template.

Writes Sources/FormValidationCore/Rules/PhoneNumber/Generated/PhoneMetadataTable.swift: one line per region (and per
non-geographic calling code, region `001`), in each calling code's order (its main region first): the calling code,
the national prefix, the patterns that libphonenumber applies at the start of a number (international prefix,
national prefix for parsing, leading digits), and for the whole plan and each number type its possible lengths and
its national-number pattern. Every pattern becomes a minimal automaton over the ten digits (automaton.py), checked
here against Python's own matching on each example number and on random digit strings.

    ./scripts/world-data/generate            # writes the files
    ./scripts/world-data/generate --check    # exits 1 when a committed file differs from what this writes
"""
import os
import random
import re
import sys
from importlib.metadata import version

from automaton import compile_pattern
from generated import DIGITS, check_only, encode_automaton, top_level_groups, write_or_check

import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

SWIFT = "Sources/FormValidationCore/Rules/PhoneNumber/Generated/PhoneMetadataTable.swift"
FORMATS_SWIFT = "Sources/FormValidationCore/Rules/PhoneNumber/Generated/PhoneFormatTable.swift"
READ_ON = "2026-11-26"
# The number types, in the order the Swift table lists them (after the whole plan, `general_desc`).
TYPES = [
    "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number", "voip", "pager", "uan",
    "voicemail",
]


def compiled(pattern, random_source):
    """`pattern` compiled, checked and encoded (``generated.encode_automaton``); `` for no pattern."""
    if pattern is None:
        return ""
    automaton = compile_pattern(pattern, DIGITS)
    check(automaton, pattern, random_source)
    return encode_automaton(automaton)


def check(automaton, pattern, random_source):
    """The automaton decides as Python's regular expressions do, on random digit strings of 1 to 17 digits."""
    compiled = re.compile(pattern)
    for _ in range(300):
        text = "".join(random_source.choice(DIGITS) for _ in range(random_source.randint(1, 17)))
        assert automaton.accepts(text, DIGITS) == (compiled.fullmatch(text) is not None), (pattern, text)


def national_prefix_parts(metadata):
    """(the pattern stripped from the start of national input, the pattern a whole national number is rewritten
    for, how many digits the rewriting drops, the digits it puts in front, the carrier codes stripped after the
    national prefix, how many digits must follow a carrier code, and the pattern of an area code followed by a mobile
    token with the token's length, or None).

    libphonenumber rewrites a number with `national_prefix_transform_rule` when the group of
    `national_prefix_for_parsing` matched. Four forms occur and are read here:
    - `(G)$|A|B…`: a local number as a whole is rewritten (Norfolk Island's `3`, San Marino's `0549`, Jersey's `1534`
      put in front; Japan's `\\1` leaves it as it is), and otherwise `A|B…` is stripped (the national prefix, and a
      relay service's `180020` in the United Kingdom's dependencies);
    - `L(G)`: a literal prefix dropped before a number (Gabon's `0`);
    - `P(?:(C)(\\d{m,n}))?` rewritten as `\\2`: the prefix stripped, and a carrier selection code after it when at
      least m digits follow (Brazil's `0` or `90`, then `21`, `15`, …);
    - `P?(?:(G)T)?` rewritten as `D\\1`: Argentina's mobile token. After the optional national prefix, an area code
      of G followed by the token T (`15`) makes a mobile number: D (`9`), the area code, then the rest without the
      token (`011 15 2345 6789` is +54 9 11 2345 6789). Without the token only the prefix is stripped.
    """
    parsing = metadata.national_prefix_for_parsing or metadata.national_prefix
    rule = metadata.national_prefix_transform_rule
    if not rule:
        return parsing, None, 0, "", None, 0, None
    match = re.fullmatch(r"(.*)\(\?:\((.*)\)\(\\d\{(\d+),\d+\}\)\)\?", parsing)
    if rule == "\\2" and match:
        return match.group(1), None, 0, "", match.group(2), int(match.group(3)), None
    prepend = rule.replace("\\1", "")
    if not (prepend.isdigit() or prepend == ""):
        return metadata.national_prefix, None, 0, "", None, 0, None
    match = re.fullmatch(r"(\d+)\?\(\?:\((.*)\)(\d+)\)\?", parsing)
    if match and rule.endswith("\\1") and prepend:
        mobile = mobile_token(parsing, match.group(2), match.group(3), rule)
        return match.group(1), None, 0, prepend, None, 0, mobile
    match = re.fullmatch(r"\((.*)\)\$(?:\|(.*))?", parsing)
    if match:
        return match.group(2), match.group(1), 0, prepend, None, 0, None
    match = re.fullmatch(r"(\d+)\((.*)\)", parsing)
    if match:
        return None, match.group(1) + "(?:" + match.group(2) + ")", len(match.group(1)), prepend, None, 0, None
    return metadata.national_prefix, None, 0, "", None, 0, None


def mobile_token(parsing, group, token, rule):
    """(the pattern of an area code followed by the mobile token, the token's length), checked against Python's own
    reading of `parsing`: the code reads the longest prefix of a number that is an area code and the token, which
    is what `re.match` reads when no such prefix is a prefix of another; both are checked on every area code."""
    pattern = "(?:" + group + ")" + token
    codes = [str(n).zfill(length) for length in range(1, 6) for n in range(10 ** length)
             if re.fullmatch(group, str(n).zfill(length))]
    starts = [code + token for code in codes]
    assert codes and not any(a != b and b.startswith(a) for a in starts for b in starts), "ambiguous area codes"
    for code in codes:
        number = code + token + "23456789"
        assert re.sub(parsing, rule, number, count=1) == rule.replace("\\1", "") + code + "23456789", code
    return pattern, len(token)


def lengths_mask(description):
    """Bit n set: n digits is a possible length (all lengths when the description lists none); 0 for no pattern."""
    if description is None or description.national_number_pattern is None:
        return 0
    if not description.possible_length:
        return 0xFFFFFFFE
    mask = 0
    for length in description.possible_length or ():
        if length > 0:
            mask |= 1 << length
    return mask


def regions():
    """(region, calling code, metadata), each calling code's regions in libphonenumber's order."""
    for code in sorted(COUNTRY_CODE_TO_REGION_CODE):
        for region in COUNTRY_CODE_TO_REGION_CODE[code]:
            if region == "001":
                metadata = PhoneMetadata.metadata_for_nongeo_region(code)
            else:
                metadata = PhoneMetadata.metadata_for_region(region)
            if metadata is not None:
                yield region, code, metadata


def swift_table():
    random_source = random.Random(19)
    rows = list(regions())
    lines = [
        "// swift-format-ignore-file",
        "// (one line per region, as generated)",
        "// Generated by scripts/world-data/phone-numbers.py: do not edit; run ./scripts/world-data/generate.",
        f"// Source: libphonenumber's metadata as PyPI phonenumbers {version('phonenumbers')} ships it. Read {READ_ON}.",
        "",
        "extension PhoneMetadata {",
        f"    /// The {len(rows)} regions of libphonenumber's metadata (`001` for a non-geographic calling code), each",
        "    /// calling code's regions in libphonenumber's order, its main region first. Each: region, calling code,",
        "    /// national prefix, international prefix, national prefix for parsing, carrier codes, leading digits, the",
        "    /// local numbers rewritten, how many digits follow a carrier code at least, whether mobile and fixed-line",
        "    /// numbers share a pattern, the digits a rewriting drops and those",
        "    /// it puts in front, the possible lengths (bit n: n digits) of the plan and of each type, the plan's",
        "    /// and each type's pattern as an automaton (see `DigitAutomaton`), then an area code followed by a mobile",
        "    /// token and the token's length (Argentina's `15`). One line per region, its fields",
        "    /// separated by tabs, the lengths and the patterns by commas: one text, read when a number is first",
        "    /// resolved (a table of values would be compiled into code that builds each one).",
        '    static let table: StaticString = """',
    ]
    for region, code, metadata in rows:
        general = metadata.general_desc
        descriptions = [getattr(metadata, name) for name in TYPES]
        lengths = [lengths_mask(general)] + [lengths_mask(d) for d in descriptions]
        patterns = [general.national_number_pattern] + [
            d.national_number_pattern if d is not None else None for d in descriptions
        ]
        automata = [compiled(p, random_source) for p in patterns]
        stripped, rewritten, dropped, prepended, carrier, after_carrier, mobile = national_prefix_parts(metadata)
        prefixes = [
            compiled(metadata.international_prefix, random_source),
            compiled(stripped, random_source),
            compiled(carrier, random_source),
            compiled(metadata.leading_digits, random_source),
            compiled(rewritten, random_source),
        ]
        same = "1" if metadata.same_mobile_and_fixed_line_pattern else "0"
        fields = (
            [region, str(code), metadata.national_prefix or ""]
            + prefixes
            + [str(after_carrier), same, str(dropped), prepended, ",".join(str(mask) for mask in lengths)]
            + [",".join(automata)]
            + [compiled(mobile[0] if mobile else None, random_source), str(mobile[1] if mobile else 0)]
        )
        assert all("\t" not in field and "\\" not in field and '"' not in field for field in fields), fields
        lines.append("        " + "\\t".join(fields))
    lines += ['        """', "}", ""]
    return "\n".join(lines), len(rows)


def template(format_text):
    """A format's template with `$1`…`$9` for its groups."""
    return re.sub(r"\\(\d)", r"$\1", format_text)


def text_format(number_format, national, random_source):
    """One format as text: leading digits, `|`, the groups' automata (`,` between them), `|`, the template; the
    national prefix rule applied when `national`."""
    leading = number_format.leading_digits_pattern[-1] if number_format.leading_digits_pattern else None
    groups = [compiled(group, random_source) for group in top_level_groups(number_format.pattern)]
    text = number_format.format
    rule = number_format.national_prefix_formatting_rule
    if national and rule:
        # The rule's `\\1` is the format's first group reference, whichever group that is (`\\2` in Argentina).
        text = re.sub(r"(\\\d)", rule, text, count=1)
    written = template(text)
    assert not any(c in written for c in "|,;\t\n\\\""), written
    return f"{compiled(leading, random_source)}|{','.join(groups)}|{written}"


def formats_table():
    random_source = random.Random(22)
    lines = [
        "// swift-format-ignore-file",
        "// (one line per calling code, as generated)",
        "// Generated by scripts/world-data/phone-numbers.py: do not edit; run ./scripts/world-data/generate.",
        f"// Source: libphonenumber's metadata as PyPI phonenumbers {version('phonenumbers')} ships it. Read {READ_ON}.",
        "",
        "extension PhoneFormats {",
        "    /// How the numbers of each calling code are written (its main region's formats, in libphonenumber's",
        "    /// order), one calling code per line: the code, a tab, the national formats with the national prefix",
        "    /// rule applied, a tab, the international ones; formats separated by `;`. Each format: the automaton its",
        "    /// leading digits start with (empty for any), `|`, the automata of its groups (`,` between them), `|`, its",
        "    /// template (`$1` for the first group). One text, read when a number is first written: a table of values",
        "    /// would be compiled into code that builds each one.",
        '    static let table: StaticString = """',
    ]
    count = 0
    for code in sorted(COUNTRY_CODE_TO_REGION_CODE):
        region = COUNTRY_CODE_TO_REGION_CODE[code][0]
        if region == "001":
            metadata = PhoneMetadata.metadata_for_nongeo_region(code)
        else:
            metadata = PhoneMetadata.metadata_for_region(region)
        if metadata is None:
            continue
        count += 1
        national = [text_format(f, True, random_source) for f in metadata.number_format]
        international = [
            text_format(f, False, random_source)
            for f in (metadata.intl_number_format or metadata.number_format)
        ]
        lines.append(f"        {code}\\t{';'.join(national)}\\t{';'.join(international)}")
    lines += ['        """', "}", ""]
    return "\n".join(lines), count


def main():
    check = check_only()
    text, count = swift_table()
    write_or_check("phone-numbers", SWIFT, text, check)
    formats, codes = formats_table()
    write_or_check("phone-numbers", FORMATS_SWIFT, formats, check)
    print(f"phone-numbers: {count} regions, the formats of {codes} calling codes", "checked" if check else "written")


if __name__ == "__main__":
    main()
