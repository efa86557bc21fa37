"""Compiles the regular expressions of public data sets into minimal deterministic automata, so that the library
needs no regular-expression engine at run time.

A pattern is parsed with Python's own parser (`re._parser`), turned into a nondeterministic automaton (Thompson's
construction), made deterministic (subset construction) and minimised (Moore's partition refinement). The
automaton reads an alphabet the caller names, such as the digits, or the digits, the upper-case letters, space and
hyphen. Characters outside the alphabet never match.

Anchors and word boundaries (`^`, `$`, `\\b`) are read as always true: the automaton decides a whole value, so
they only matter inside a pattern, and none of the data sets uses them there.
"""
import re
import re._constants as C
import re._parser as parser


def compile_pattern(pattern, alphabet):
    """The minimal automaton that accepts exactly the strings over `alphabet` that `pattern` matches as a whole."""
    nfa = _NFA(alphabet)
    start, end = nfa.build(parser.parse(pattern))
    return _minimise(_determinise(nfa, start, end), len(alphabet))


class Automaton:
    """States 1…n (1 the start; 0 is the dead state), symbols grouped into classes that no state tells apart."""

    def __init__(self, classes, transitions, accepting):
        self.classes = classes  # per alphabet symbol, its class
        self.transitions = transitions  # per state (from 1), per class, the next state (0: dead)
        self.accepting = accepting  # per state (from 1), whether it accepts

    @property
    def class_count(self):
        return max(self.classes) + 1

    def accepts(self, text, alphabet):
        state = 1
        for character in text:
            index = alphabet.find(character)
            if index < 0:
                return False
            state = self.transitions[state - 1][self.classes[index]]
            if state == 0:
                return False
        return self.accepting[state - 1]


class _NFA:
    def __init__(self, alphabet):
        self.alphabet = alphabet
        self.edges = []  # per state: list of (symbol index or None for epsilon, target)

    def state(self):
        self.edges.append([])
        return len(self.edges) - 1

    def build(self, items):
        start = self.state()
        end = start
        for op, argument in items:
            s, e = self.item(op, argument)
            self.edges[end].append((None, s))
            end = e
        return start, end

    def symbols(self, predicate):
        return [index for index, character in enumerate(self.alphabet) if predicate(character)]

    def charset(self, op, argument):
        """The alphabet indices a single-character item matches."""
        if op == C.LITERAL:
            return self.symbols(lambda c: ord(c) == argument)
        if op == C.NOT_LITERAL:
            return self.symbols(lambda c: ord(c) != argument)
        if op == C.ANY:
            return self.symbols(lambda c: c != "\n")
        if op == C.IN:
            negate = False
            chosen = set()
            for item_op, item_argument in argument:
                if item_op == C.NEGATE:
                    negate = True
                elif item_op == C.LITERAL:
                    chosen |= set(self.symbols(lambda c: ord(c) == item_argument))
                elif item_op == C.RANGE:
                    low, high = item_argument
                    chosen |= set(self.symbols(lambda c: low <= ord(c) <= high))
                elif item_op == C.CATEGORY:
                    chosen |= set(self.category(item_argument))
                else:
                    raise ValueError(f"unsupported set item {item_op}")
            if negate:
                chosen = set(range(len(self.alphabet))) - chosen
            return sorted(chosen)
        raise ValueError(f"not a character item {op}")

    def category(self, category):
        tests = {
            C.CATEGORY_DIGIT: lambda c: c.isdigit(),
            C.CATEGORY_NOT_DIGIT: lambda c: not c.isdigit(),
            C.CATEGORY_SPACE: lambda c: c.isspace(),
            C.CATEGORY_NOT_SPACE: lambda c: not c.isspace(),
            C.CATEGORY_WORD: lambda c: c.isalnum() or c == "_",
            C.CATEGORY_NOT_WORD: lambda c: not (c.isalnum() or c == "_"),
        }
        return self.symbols(tests[category])

    def item(self, op, argument):
        if op in (C.LITERAL, C.NOT_LITERAL, C.ANY, C.IN):
            s, e = self.state(), self.state()
            for symbol in self.charset(op, argument):
                self.edges[s].append((symbol, e))
            return s, e
        if op == C.CATEGORY:
            s, e = self.state(), self.state()
            for symbol in self.category(argument):
                self.edges[s].append((symbol, e))
            return s, e
        if op == C.SUBPATTERN:
            return self.build(argument[3])
        if op == C.BRANCH:
            s, e = self.state(), self.state()
            for alternative in argument[1]:
                a, b = self.build(alternative)
                self.edges[s].append((None, a))
                self.edges[b].append((None, e))
            return s, e
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            low, high, body = argument
            s = self.state()
            end = s
            for _ in range(low):
                a, b = self.build(body)
                self.edges[end].append((None, a))
                end = b
            if high == C.MAXREPEAT:
                a, b = self.build(body)
                self.edges[end].append((None, a))
                self.edges[b].append((None, a))
                e = self.state()
                self.edges[end].append((None, e))
                self.edges[b].append((None, e))
                return s, e
            e = self.state()
            self.edges[end].append((None, e))
            for _ in range(high - low):
                a, b = self.build(body)
                self.edges[end].append((None, a))
                self.edges[b].append((None, e))
                end = b
            return s, e
        if op == C.AT:
            s = self.state()
            return s, s
        raise ValueError(f"unsupported pattern item {op}")

    def closure(self, states):
        stack = list(states)
        seen = set(states)
        while stack:
            state = stack.pop()
            for symbol, target in self.edges[state]:
                if symbol is None and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return frozenset(seen)


def _determinise(nfa, start, end):
    """(transitions per state per symbol with -1 for none, accepting per state), state 0 the start."""
    symbols = len(nfa.alphabet)
    first = nfa.closure([start])
    index = {first: 0}
    order = [first]
    transitions = []
    position = 0
    while position < len(order):
        current = order[position]
        position += 1
        row = []
        for symbol in range(symbols):
            targets = {t for state in current for s, t in nfa.edges[state] if s == symbol}
            if not targets:
                row.append(-1)
                continue
            closed = nfa.closure(targets)
            if closed not in index:
                index[closed] = len(order)
                order.append(closed)
            row.append(index[closed])
        transitions.append(row)
    accepting = [end in states for states in order]
    return transitions, accepting


def _minimise(dfa, symbols):
    transitions, accepting = dfa
    # Moore's refinement, with the dead state as its own block (-1 stays -1).
    block = [1 if a else 0 for a in accepting]
    while True:
        signatures = {}
        new_block = []
        for state in range(len(transitions)):
            key = (block[state], tuple(block[t] if t >= 0 else -1 for t in transitions[state]))
            new_block.append(signatures.setdefault(key, len(signatures)))
        if len(signatures) == len(set(block)):
            block = new_block
            break
        block = new_block
    # States that cannot reach acceptance are dead.
    count = max(block) + 1
    edges = {}
    for state in range(len(transitions)):
        edges.setdefault(block[state], set()).update(block[t] for t in transitions[state] if t >= 0)
    live = {block[s] for s in range(len(transitions)) if accepting[s]}
    changed = True
    while changed:
        changed = False
        for source in range(count):
            if source not in live and edges.get(source, set()) & live:
                live.add(source)
                changed = True
    representative = {}
    for state in range(len(transitions)):
        representative.setdefault(block[state], state)
    # Number the live blocks breadth first from the start, 1…n.
    number = {}
    queue = [block[0]] if block[0] in live else []
    for b in queue:
        number.setdefault(b, len(number) + 1)
        for t in transitions[representative[b]]:
            if t >= 0 and block[t] in live and block[t] not in number:
                number[block[t]] = len(number) + 1
                queue.append(block[t])
    ordered = sorted(number, key=number.get)

    def target(t):
        return number[block[t]] if t >= 0 and block[t] in live else 0

    columns = [tuple(target(transitions[representative[b]][s]) for b in ordered) for s in range(symbols)]
    class_of_column = {}
    classes = [class_of_column.setdefault(column, len(class_of_column)) for column in columns]
    class_columns = sorted(class_of_column, key=class_of_column.get)
    rows = [[column[i] for column in class_columns] for i in range(len(ordered))]
    return Automaton(classes, rows, [accepting[representative[b]] for b in ordered])


def sample(pattern, random, alphabet):
    """A random string over `alphabet` that `pattern` matches as a whole (repeats of more than 3 capped at 3)."""

    def walk(items):
        return "".join(one(op, argument) for op, argument in items)

    def one(op, argument):
        if op in (C.LITERAL, C.NOT_LITERAL, C.ANY, C.IN, C.CATEGORY):
            nfa = _NFA(alphabet)
            choices = nfa.category(argument) if op == C.CATEGORY else nfa.charset(op, argument)
            return alphabet[random.choice(choices)]
        if op == C.SUBPATTERN:
            return walk(argument[3])
        if op == C.BRANCH:
            return walk(random.choice(argument[1]))
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            low, high, body = argument
            count = random.randint(low, min(high, low + 3))
            return "".join(walk(body) for _ in range(count))
        if op == C.AT:
            return ""
        raise ValueError(f"unsupported pattern item {op}")

    for _ in range(100):
        text = walk(parser.parse(pattern))
        if re.fullmatch(pattern, text):
            return text
    raise ValueError(f"no sample for {pattern}")
