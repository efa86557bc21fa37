#!/usr/bin/env python3
"""Writes what formatting a phone number as it is typed needs of libphonenumber's metadata, for every calling code.

Source: libphonenumber's metadata as the pinned PyPI package phonenumbers ships it (requirements.txt), read the
way its `AsYouTypeFormatter` reads it.

Writes Sources/FormValidationCore/Rules/PhoneNumber/Generated/PhoneAsYouTypeTable.swift: one line per calling code
(the metadata of its main region, which the formatter uses for all the code's regions; of the code itself for a
non-geographic one), after a first line for the empty metadata of an unknown region. Each line: the calling code,
the code's regions, where the international prefix and the national prefix for parsing end as Python's `re.match`
finds them (match_end.py: two automata each), whether international formats exist, then the national and the
international formats the formatter may use (those whose format is only groups and punctuation), in the
metadata's order. Each format keeps all its leading-digits patterns (the formatter picks one by the number of
digits typed), its pattern as a whole and group by group, how many digits each takes, its format, its
as-you-type template (the format applied to the longest run of 9s the pattern takes, digits shown as `#`), and
what its national prefix formatting rule says. Every pattern becomes a minimal automaton over the ten digits
(automaton.py), checked here against Python's own matching.

    ./scripts/world-data/generate            # writes the file
    ./scripts/world-data/generate --check    # exits 1 when the committed file differs from what this writes
"""
import itertools
import os
import random
import re
import sys
from importlib.metadata import version

from automaton import compile_pattern, sample
from generated import DIGITS, check_only, encode_automaton, top_level_groups, write_or_check
from match_end import compile_match_end, match_end

from phonenumbers import PhoneMetadata
from phonenumbers.asyoutypeformatter import _ELIGIBLE_FORMAT_PATTERN, _NATIONAL_PREFIX_SEPARATORS_PATTERN
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE, _formatting_rule_has_first_group_only

SWIFT = "Sources/FormValidationCore/Rules/PhoneNumber/Generated/PhoneAsYouTypeTable.swift"
READ_ON = "2026-11-27"
# What libphonenumber's formatter fills a template from: the longest number it formats as you type.
LONGEST_NUMBER = "999999999999999"
# The most digits the Swift side hands an automaton (`PhoneDigits.capacity`): no pattern may read further.
AUTOMATON_DIGITS = 19
# The most formats a list may hold (the Swift side keeps the formats still possible as bits of a UInt32).
MOST_FORMATS = 32
# What may appear in a format and a template besides group references and digit places.
PUNCTUATION = set(" -.()")


def length_bounds(automaton):
    """The fewest and the most digits a string the automaton accepts has (the most is finite for every pattern of
    the metadata); (0, -1) when it accepts nothing."""
    if automaton is None or not automaton.transitions:
        return 0, -1
    shortest, longest = None, -1
    frontier = {1}
    for length in range(64):
        if any(automaton.accepting[s - 1] for s in frontier):
            shortest = length if shortest is None else shortest
            longest = length
        frontier = {t for s in frontier for t in automaton.transitions[s - 1] if t}
        if not frontier:
            return shortest, longest
    raise AssertionError("a pattern of unbounded length")


def texts_for(pattern, random_source, count=200, exhaustive=4):
    """Digit strings to check a pattern on: every string of up to `exhaustive` digits, samples of the pattern, and
    samples cut short or run on."""
    texts = ["".join(t) for length in range(exhaustive + 1) for t in itertools.product(DIGITS, repeat=length)]
    for _ in range(count):
        text = sample(pattern, random_source, DIGITS) if pattern else ""
        texts.append(text)
        texts.append(text[: random_source.randint(0, len(text))])
        texts.append(text + "".join(random_source.choice(DIGITS) for _ in range(random_source.randint(1, 6))))
        texts.append("".join(random_source.choice(DIGITS) for _ in range(random_source.randint(5, 18))))
    return texts


def encode_match_end(pattern, random_source, plus_first=False):
    """The two automata of where `re.match` ends (`prefix,end`), checked against Python on many digit strings;
    `plus_first` checks the international prefix as the formatter uses it, after `\\+|`."""
    if pattern is None:
        return ","
    automata = compile_match_end(pattern)
    compiled = re.compile("\\+|" + pattern if plus_first else pattern)
    for text in texts_for(pattern, random_source):
        found = compiled.match(text)
        assert match_end(automata, text) == (found.end() if found else None), (pattern, text)
    for automaton in automata:
        if automaton is not None:
            assert length_bounds(automaton)[1] < AUTOMATON_DIGITS, pattern
    return ",".join(encode_automaton(a) for a in automata)


CHECKED = {}


def encode_checked(pattern, random_source, prefix):
    """A pattern's automaton, checked against Python's `re.match` (`prefix`: whether some start of a string
    matches) or `re.fullmatch` on many digit strings (once per pattern)."""
    if (pattern, prefix) in CHECKED:
        return CHECKED[pattern, prefix]
    automaton = compile_pattern(pattern, DIGITS)
    compiled = re.compile(pattern)
    for text in texts_for(pattern, random_source, count=40, exhaustive=3):
        if prefix:
            expected = compiled.match(text) is not None
            found = any(automaton.accepts(text[:n], DIGITS) for n in range(len(text) + 1))
        else:
            expected = compiled.fullmatch(text) is not None
            found = automaton.accepts(text, DIGITS)
        assert expected == found, (pattern, text)
    assert length_bounds(automaton)[1] < AUTOMATON_DIGITS, pattern
    CHECKED[pattern, prefix] = automaton
    return automaton


def greedy_cut(automata, bounds, text):
    """How the Swift side cuts a number the whole pattern matches into its groups: from the left, each group
    takes as many digits as it can while the others still match the rest."""

    def cut(group, start):
        if group == len(automata):
            return [] if start == len(text) else None
        low, high = bounds[group]
        for end in range(min(len(text), start + high), start + low - 1, -1):
            if automata[group].accepts(text[start:end], DIGITS):
                rest = cut(group + 1, end)
                if rest is not None:
                    return [text[start:end]] + rest
        return None

    return cut(0, 0)


def formatting_template(number_format):
    """libphonenumber's as-you-type template of a format, digit places as `#`; empty when its pattern takes no run
    of 9s (then the formatter cannot make one)."""
    found = re.search(number_format.pattern, LONGEST_NUMBER)
    if found is None:
        return ""
    nines = found.group(0)
    written = re.sub(number_format.pattern, number_format.format, nines)
    template = written.replace("9", "#")
    assert template.count("#") == len(nines), (number_format.pattern, template)
    return template


def encode_format(number_format, pattern_ids, random_source):
    """One format as `|`-separated fields: pattern id, flags, leading-digits automata, whole-pattern automaton,
    its length bounds, group automata, group length bounds, format, template."""
    pattern = number_format.pattern
    rule = number_format.national_prefix_formatting_rule
    optional = bool(number_format.national_prefix_optional_when_formatting)
    first_group_only = _formatting_rule_has_first_group_only(rule)
    flags = "".join(
        "1" if flag else "0"
        for flag in (
            # Left out when a national prefix was typed: the rule writes none and carriers do not apply.
            first_group_only and not optional and number_format.domestic_carrier_code_formatting_rule is None,
            # Left out when a national number was typed without its prefix, which the rule writes.
            not first_group_only and not optional,
            # A space between the national prefix and the number.
            rule is not None and _NATIONAL_PREFIX_SEPARATORS_PATTERN.search(rule) is not None,
        )
    )
    leading = [
        encode_automaton(encode_checked(p, random_source, prefix=True)) for p in number_format.leading_digits_pattern
    ]
    assert all(leading), number_format.leading_digits_pattern
    whole = encode_checked(pattern, random_source, prefix=False)
    groups = top_level_groups(pattern)
    group_automata = [encode_checked(g, random_source, prefix=False) for g in groups]
    bounds = [length_bounds(a) for a in group_automata]
    # The format refers to every group once, in order, around punctuation: a formatted number keeps its digits.
    assert re.findall(r"\\(\d)", number_format.format) == [str(i + 1) for i in range(len(groups))], pattern
    text = re.sub(r"\\(\d)", r"$\1", number_format.format)
    assert set(re.sub(r"\$\d", "", text)) <= PUNCTUATION, text
    # Python's `re.sub` after a full match writes what the greedy cut writes.
    compiled = re.compile(pattern)
    for candidate in texts_for(pattern, random_source, count=100, exhaustive=0):
        if compiled.fullmatch(candidate):
            parts = greedy_cut(group_automata, bounds, candidate)
            written = text
            for index in range(len(parts), 0, -1):
                written = written.replace(f"${index}", parts[index - 1])
            assert written == compiled.sub(number_format.format, candidate), (pattern, candidate)
    template = formatting_template(number_format)
    assert set(template) <= PUNCTUATION | {"#"}, template
    fields = [
        str(pattern_ids.setdefault(pattern, len(pattern_ids))),
        flags,
        ",".join(leading),
        encode_automaton(whole),
        "%d,%d" % length_bounds(whole),
        ",".join(encode_automaton(a) for a in group_automata),
        ",".join("%d,%d" % b for b in bounds),
        text,
        template,
    ]
    return "|".join(fields)


def encode_formats(formats, pattern_ids, random_source):
    """The formats the formatter may use (the others never enter its list), `;` between them."""
    eligible = [f for f in formats if _ELIGIBLE_FORMAT_PATTERN.fullmatch(f.format)]
    assert len(eligible) <= MOST_FORMATS
    return ";".join(encode_format(f, pattern_ids, random_source) for f in eligible)


def metadata_rows():
    """(calling code, its regions, metadata) for each calling code, the code's main region's metadata (the
    code's own for a non-geographic one)."""
    for code in sorted(COUNTRY_CODE_TO_REGION_CODE):
        regions = COUNTRY_CODE_TO_REGION_CODE[code]
        if regions[0] == "001":
            metadata = PhoneMetadata.metadata_for_nongeo_region(code)
        else:
            metadata = PhoneMetadata.metadata_for_region(regions[0])
        assert metadata is not None, code
        yield code, regions, metadata


def swift_table():
    random_source = random.Random(27)
    lines = [
        "// swift-format-ignore-file",
        "// (one line per calling code, as generated)",
        "// Generated by scripts/world-data/phone-as-you-type.py: do not edit; run ./scripts/world-data/generate.",
        f"// Source: libphonenumber's metadata as PyPI phonenumbers {version('phonenumbers')} ships it. Read {READ_ON}.",
        "",
        "extension PhoneAsYouTypeMetadata {",
        "    /// What formatting as you type needs of libphonenumber's metadata: a first line for an unknown region",
        "    /// (no formats, no prefixes), then one line per calling code, the metadata of its main region (of the",
        "    /// code itself for a non-geographic one). Fields separated by tabs: the calling code; its regions (`,`",
        "    /// between them, the main one first); where the international prefix ends, then where the national",
        "    /// prefix for parsing ends, each as two automata (`,` between them) that tell where Python's `re.match`",
        "    /// ends (the prefix one, then the one for a match up to a final `$`; see `MatchEnd`); `1` when the region",
        "    /// has international formats; the national formats; the international ones. Formats separated by `;`,",
        "    /// each made of fields separated by `|`: its pattern's number (equal patterns, equal numbers), three",
        "    /// flags (left out with a national prefix typed; left out without one; a space after the prefix), its",
        "    /// leading-digits automata (`,`), its whole pattern's automaton, the fewest and most digits it takes,",
        "    /// its groups' automata (`,`), each group's fewest and most digits, its format (`$1` for the first",
        "    /// group), its as-you-type template (`#` for a digit). Automata as `DigitAutomaton` reads them. One",
        "    /// text, read when a formatter is first made: a table of values would be compiled into code that",
        "    /// builds each one.",
        '    static let table: StaticString = """',
        "        " + "\\t".join(["0", "", ",", ",", "0", "", ""]),
    ]
    count = 0
    for code, regions, metadata in metadata_rows():
        pattern_ids = {}
        fields = [
            str(code),
            ",".join(regions),
            encode_match_end(metadata.international_prefix or "", random_source, plus_first=True),
            encode_match_end(metadata.national_prefix_for_parsing, random_source),
            "1" if metadata.intl_number_format else "0",
            encode_formats(metadata.number_format, pattern_ids, random_source),
            encode_formats(metadata.intl_number_format, pattern_ids, random_source),
        ]
        assert all("\t" not in f and "\\" not in f and '"' not in f for f in fields), fields
        lines.append("        " + "\\t".join(fields))
        count += 1
    lines += ['        """', "}", ""]
    return "\n".join(lines), count


def main():
    check = check_only()
    text, count = swift_table()
    write_or_check("phone-as-you-type", SWIFT, text, check)
    print(f"phone-as-you-type: the metadata of {count} calling codes", "checked" if check else "written")


if __name__ == "__main__":
    main()
