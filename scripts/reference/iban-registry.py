#!/usr/bin/env python3
"""Prints the IBAN registry lines of Sources/FormValidationCore/Rules/IBAN/IBANRegistry.swift.

The facts are SWIFT's IBAN Registry (ISO 13616): each country's code and BBAN structure. They are read from the
copy python-stdnum ships (stdnum/iban.dat, generated from the registry's text release), and compared with the
copy schwifty ships (schwifty/iban_registry/generated.json); a difference is printed to stderr and resolved by
hand in the Swift file's comment.

    /tmp/refenv/bin/python scripts/reference/iban-registry.py
"""
import json
import os
import re
import sys

import schwifty
import stdnum

stdnum_dat = os.path.join(os.path.dirname(stdnum.__file__), "iban.dat")
schwifty_json = os.path.join(os.path.dirname(schwifty.__file__), "iban_registry", "generated.json")

release = None
structures = {}
for line in open(stdnum_dat, encoding="utf-8"):
    if line.startswith("# generated from"):
        release = line.split("from", 1)[1].strip()
    match = re.match(r'^([A-Z]{2}) country="[^"]*" bban="([^"]*)"', line)
    if match:
        structures[match.group(1)] = match.group(2)

generated = json.load(open(schwifty_json, encoding="utf-8"))
for code in sorted(set(structures) | set(generated)):
    ours, theirs = structures.get(code), generated.get(code, {}).get("bban_spec")
    if ours != theirs:
        print(f"differs: {code} stdnum {ours} schwifty {theirs}", file=sys.stderr)

print(f"// {len(structures)} countries, python-stdnum {stdnum.__version__} ({release})", file=sys.stderr)
for code in sorted(structures):
    segments = re.findall(r"(\d+)!([nac])", structures[code])
    compact = "".join(count + kind for count, kind in segments)
    length = 4 + sum(int(count) for count, _ in segments)
    print(f"{code}{length:02d}{compact}")
