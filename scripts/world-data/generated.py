"""What the generators of scripts/world-data share: where the repository is, the text alphabet the Swift tables
encode numbers in, reading options, and writing a generated file or, with --check, telling that the committed one
is what the generator writes."""
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DIGITS = "0123456789"
# The 62 characters a state number, a class or a count is written in (two of them for numbers from 62 up).
ENCODING = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def option(name, default):
    """The value after `name` on the command line, or `default`."""
    arguments = sys.argv[1:]
    return arguments[arguments.index(name) + 1] if name in arguments else default


def check_only():
    """Whether the generator runs with --check: compare, write nothing."""
    return "--check" in sys.argv[1:]


def is_current(path, text):
    """Whether the file at `path` (relative to the repository, or absolute) holds exactly `text`."""
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            return file.read() == text
    except FileNotFoundError:
        return False


def write_or_check(script, path, text, check):
    """Writes `text` to `path`; with `check`, exits 1 instead when the committed file is not `text`."""
    full = os.path.join(ROOT, path)
    if check:
        if not is_current(full, text):
            shown = os.path.relpath(full, ROOT) if full.startswith(ROOT + os.sep) else full
            print(f"{script}: {shown} is not what scripts/world-data/{script}.py writes", file=sys.stderr)
            sys.exit(1)
        return
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as file:
        file.write(text)


def encode_automaton(automaton):
    """`W` (the width of a state number), the 10 digits' classes, `.`, accepting flags, `.`, transitions, as
    `DigitAutomaton` reads them; empty for no automaton, or one that accepts nothing."""
    if automaton is None or not automaton.transitions:
        return ""
    states = len(automaton.transitions)
    width = 1 if states < 62 else 2
    assert states < 62 * 62

    def number(value):
        return ENCODING[value] if width == 1 else ENCODING[value // 62] + ENCODING[value % 62]

    transitions = "".join(number(t) for row in automaton.transitions for t in row)
    classes = "".join(ENCODING[c] for c in automaton.classes)
    accepting = "".join("1" if a else "0" for a in automaton.accepting)
    return f"{width}{classes}.{accepting}.{transitions}"


def top_level_groups(pattern):
    """The groups `(…)(…)…` a format pattern is made of (every pattern of the metadata is such a sequence)."""
    groups, depth, start = [], 0, 0
    for index, character in enumerate(pattern):
        if character == "(" and (index == 0 or pattern[index - 1] != "\\"):
            if depth == 0:
                start = index + 1
            depth += 1
        elif character == ")" and pattern[index - 1] != "\\":
            depth -= 1
            if depth == 0:
                groups.append(pattern[start:index])
    assert "(" + ")(".join(groups) + ")" == pattern, pattern
    return groups
