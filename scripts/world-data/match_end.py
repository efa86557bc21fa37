"""Compiles a regular expression into two digit automata that tell where Python's `re.match` ends on a digit string.

A backtracking engine such as Python's takes the first way through a pattern that succeeds, in the order its
alternatives and quantifiers try them (greedy repeats before skipping, `a|b` before `b`), not the longest: on
`1234`, `1|123` ends after one digit. To answer this without a regular-expression engine, the pattern becomes a
nondeterministic automaton whose epsilon edges keep that order, and the automaton is made deterministic over
*ordered* lists of its states (what a Pike VM runs): a thread that reaches the end of the pattern cuts every thread
of lower priority, and a later end reached by a thread of higher priority replaces it. Each state of the result
says whether a match ends there, so the answer is the last position whose state says so (the longest accepted
prefix of the automaton, which is what `DigitAutomaton.longestPrefix(of:)` returns at run time).

`$` holds only at the end of the string, so a second automaton, over the same ordered states, says whether a match
ends at the end of the whole string: the answer is the whole length when it accepts the whole string, and otherwise
the first automaton's answer.

    automata = compile_match_end(pattern)   # (prefix automaton, end automaton or None when the pattern has no `$`)
    match_end(automata, text)              # == (m.end() if (m := re.match(pattern, text)) else None)
"""
import re._constants as C
import re._parser as parser

from automaton import _minimise

DIGITS = "0123456789"


class _Node:
    """One state of the ordered automaton: reads a digit of `digits`, or (without) is a choice, an end-of-string
    test or the end of the pattern."""

    __slots__ = ("kind", "digits", "next")

    def __init__(self, kind, digits=None, following=None):
        self.kind = kind  # "char", "split", "eol" or "match"
        self.digits = digits
        self.next = following if following is not None else []


def _charset(op, argument):
    if op == C.LITERAL:
        return {d for d in DIGITS if ord(d) == argument}
    if op == C.NOT_LITERAL:
        return {d for d in DIGITS if ord(d) != argument}
    if op == C.ANY:
        return set(DIGITS)
    if op == C.CATEGORY:
        if argument == C.CATEGORY_DIGIT:
            return set(DIGITS)
        if argument == C.CATEGORY_NOT_DIGIT:
            return set()
        raise ValueError(f"unsupported category {argument}")
    if op == C.IN:
        negate, chosen = False, set()
        for item_op, item_argument in argument:
            if item_op == C.NEGATE:
                negate = True
            elif item_op == C.RANGE:
                low, high = item_argument
                chosen |= {d for d in DIGITS if low <= ord(d) <= high}
            else:
                chosen |= _charset(item_op, item_argument)
        return set(DIGITS) - chosen if negate else chosen
    raise ValueError(f"not a character item {op}")


def _build(items, following):
    """The node that starts `items` and continues at `following`, built back to front."""
    for op, argument in reversed(list(items)):
        following = _item(op, argument, following)
    return following


def _item(op, argument, following):
    if op in (C.LITERAL, C.NOT_LITERAL, C.ANY, C.IN, C.CATEGORY):
        return _Node("char", frozenset(_charset(op, argument)), [following])
    if op == C.SUBPATTERN:
        return _build(argument[3], following)
    if op == C.BRANCH:
        return _Node("split", following=[_build(alternative, following) for alternative in argument[1]])
    if op == C.AT:
        if argument in (C.AT_END, C.AT_END_STRING):
            return _Node("eol", following=[following])
        if argument in (C.AT_BEGINNING, C.AT_BEGINNING_STRING):
            return following  # matched at the start only, where it holds
        raise ValueError(f"unsupported anchor {argument}")
    if op in (C.MAX_REPEAT, C.MIN_REPEAT):
        low, high, body = argument
        greedy = op == C.MAX_REPEAT
        if high == C.MAXREPEAT:
            loop = _Node("split")
            enter = _build(body, loop)
            loop.next = [enter, following] if greedy else [following, enter]
            tail = loop
        else:
            tail = following
            for _ in range(high - low):
                enter = _build(body, tail)
                tail = _Node("split", following=[enter, following] if greedy else [following, enter])
        for _ in range(low):
            tail = _build(body, tail)
        return tail
    raise ValueError(f"unsupported pattern item {op}")


def _closure(kernel, at_end):
    """The digit-reading nodes reachable from the ordered `kernel`, in priority order, and whether the pattern can
    end first: threads of lower priority than a match are cut."""
    ordered, seen = [], set()
    matched = False

    def visit(node):
        nonlocal matched
        if matched or id(node) in seen:
            return
        seen.add(id(node))
        if node.kind == "char":
            ordered.append(node)
        elif node.kind == "match":
            matched = True
        elif node.kind == "eol":
            if at_end:
                visit(node.next[0])
        else:
            for target in node.next:
                visit(target)

    for node in kernel:
        visit(node)
    return ordered, matched


def compile_match_end(pattern):
    """(the automaton whose accepting states end a match before the end of the string, the automaton that accepts
    the strings a match ends at the end of; None when no `$` makes the two differ). Either is None when it never
    accepts."""
    start = _build(parser.parse(pattern), _Node("match"))
    states = {}
    order = []
    rows = []
    flags = []

    def state_of(kernel):
        key = tuple(id(node) for node in kernel)
        if key not in states:
            states[key] = len(order)
            order.append(kernel)
        return states[key]

    state_of([start])
    position = 0
    while position < len(order):
        kernel = order[position]
        position += 1
        ordered, matched = _closure(kernel, at_end=False)
        _, matched_at_end = _closure(kernel, at_end=True)
        flags.append((matched, matched_at_end))
        row = []
        for digit in DIGITS:
            targets, seen = [], set()
            for node in ordered:
                if digit in node.digits and id(node.next[0]) not in seen:
                    seen.add(id(node.next[0]))
                    targets.append(node.next[0])
            row.append(state_of(targets) if targets else -1)
        rows.append(row)
    prefix = _minimise((rows, [m for m, _ in flags]), len(DIGITS))
    end = _minimise((rows, [e for _, e in flags]), len(DIGITS))
    has_anchor = any(m != e for m, e in flags)
    return (
        prefix if prefix.transitions else None,
        (end if end.transitions else None) if has_anchor else None,
    )


def match_end(automata, text):
    """Where `re.match` ends on the digit string `text`, from the two automata of `compile_match_end`, as the
    Swift side computes it; None for no match."""
    prefix, end = automata
    if end is not None and end.accepts(text, DIGITS):
        return len(text)
    if prefix is None:
        return None
    state, longest = 1, (0 if prefix.accepting[0] else None)
    for index, character in enumerate(text):
        state = prefix.transitions[state - 1][prefix.classes[DIGITS.index(character)]]
        if state == 0:
            break
        if prefix.accepting[state - 1]:
            longest = index + 1
    return longest
