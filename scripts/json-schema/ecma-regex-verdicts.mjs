#!/usr/bin/env node
// Writes Tests/FormValidationTests/Fixtures/ecma-regex-verdicts.tsv: regular expressions drawn at random from the
// ECMA-262 grammar (atoms, classes, escapes, Unicode properties, groups, lookarounds, backreferences, quantifiers,
// and mistakes ECMA-262 refuses with the `u` flag), texts drawn at random, and V8's verdicts: whether
// `new RegExp(pattern, "u")` compiles, and whether it finds a match in each text. JSONSchemaPatternTests checks the
// library's reading of every pattern against them.
//
// The draw is seeded, so the table is the same for a given Node.js version (its RegExp is the oracle; the version
// is written in the file).
//
//     node scripts/json-schema/ecma-regex-verdicts.mjs            # writes the table
//     node scripts/json-schema/ecma-regex-verdicts.mjs --check    # exits 1 when the committed table differs
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const output = join(root, "Tests", "FormValidationTests", "Fixtures", "ecma-regex-verdicts.tsv");

// mulberry32: a small generator whose low bits are as random as its high ones.
let seed = 20261128;
function below(count) {
    seed = (seed + 0x6d2b79f5) | 0;
    let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % count;
}
function pick(list) {
    return list[below(list.length)];
}

const atoms = [
    "a", "b", "c", ".", "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "[ab]", "[^a]", "[a-c]", "[\\d_]", "[^\\w]",
    "\\p{L}", "\\P{L}", "\\p{Lu}", "\\p{Nd}", "[\\p{L}\\d]", "é", "\\u00e9", "\\x41", "\\n", "\\.", "[.]", "[]",
    "[^]", "\\u{1F600}", "😀", "\\-", "[\\-a]", "[a-]", "\\t", "\\cJ", "\\0", "\\p{gc=Lu}", "\\p{Letter}",
    "\\p{digit}", "\\P{Alphabetic}", "\\p{White_Space}", "\\uD83D\\uDE00", "[\\s\\S]", "[^\\s\\S]", "\\/",
];
const advanced = [
    "(?=a)", "(?!b)", "(?<=a)", "(?<!b)", "(a)\\1", "(?<n>a)\\k<n>", "\\p{Script=Greek}", "\\p{sc=Latn}",
    "[\\p{Script=Latin}]", "(?<=a+)",
];
const mistakes = [
    "{", "}", "]", "\\q", "\\k", "\\p{Foo}", "(", ")", "\\u{110000}", "[b-a]", "[\\d-a]", "a{2,1}", "\\01",
    "\\c1", "\\1", "(?<a>x)(?<a>y)", "*", "a**", "(?=a)*", "\\p{L", "[", "(?<1a>x)",
];
const assertions = ["^", "$", "\\b", "\\B"];
const quantifiers = ["*", "+", "?", "{2}", "{1,3}", "{2,}", "*?", "{0,2}", "+?"];

function term(depth) {
    const kind = below(20);
    let text;
    if (kind < 1) return pick(assertions);
    if (kind < 2) text = pick(advanced);
    else if (kind < 3 && depth === 0) text = pick(mistakes);
    else if (kind < 5 && depth < 3) text = "(" + alternation(depth + 1) + ")";
    else if (kind < 6 && depth < 3) text = "(?:" + alternation(depth + 1) + ")";
    else text = pick(atoms);
    if (below(3) === 0) text += pick(quantifiers);
    return text;
}
function sequence(depth) {
    let text = "";
    for (let count = 1 + below(4); count > 0; count--) text += term(depth);
    return text;
}
function alternation(depth) {
    let text = sequence(depth);
    while (below(4) === 0) text += "|" + sequence(depth);
    return text;
}

const characters = [
    "a", "b", "c", "A", "1", "_", " ", "\n", "\r", "é", "É", "😀", ".", "-", "\t", "\u2028", "\u00a0", "x", "9",
    "\u0085", "\u0660", "Ω", "/",
];
function text() {
    let text = "";
    for (let count = below(8); count > 0; count--) text += pick(characters);
    return text;
}

const lines = [
    `# ECMA-262 regular expressions (u flag) and V8's verdicts (Node.js ${process.version}), written by`,
    "# scripts/json-schema/ecma-regex-verdicts.mjs",
    "# pattern (JSON)\tcompiles (1/0)\ttext (JSON)\tmatches (1/0)",
];
for (let count = 0; count < 600; count++) {
    const pattern = alternation(0);
    let expression;
    try {
        expression = new RegExp(pattern, "u");
    } catch {
        lines.push(`${JSON.stringify(pattern)}\t0\t\t`);
        continue;
    }
    for (let index = 0; index < 16; index++) {
        const sample = text();
        lines.push(`${JSON.stringify(pattern)}\t1\t${JSON.stringify(sample)}\t${expression.test(sample) ? 1 : 0}`);
    }
}
const written = lines.join("\n") + "\n";
if (process.argv.includes("--check")) {
    let committed = "";
    try {
        committed = readFileSync(output, "utf8");
    } catch {}
    if (committed !== written) {
        console.error(`ecma-regex-verdicts: ${output} is not what the script writes: run it`);
        process.exit(1);
    }
    console.log(`ecma-regex-verdicts: ${lines.length - 3} rows checked`);
} else {
    writeFileSync(output, written);
    console.log(`ecma-regex-verdicts: ${lines.length - 3} rows written`);
}
