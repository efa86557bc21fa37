"""The benchmark's jsonschema-rs peer of `formcheck schema --schema FILE --assert-formats`: jsonschema-rs (Rust,
driven from Python) validating one JSON value per line of standard input, each line read with orjson, every error
collected (`list(validator.iter_errors(value))`), formats asserted. Writes the number of invalid values. Exits 1
when any value was invalid.

Usage: jsonschema_rs_schema.py SCHEMA. Run by the benchmark (`./scripts/benchmark --only schema`) from the virtual
environment the script makes, with jsonschema-rs and orjson at the versions it pins.
"""

import sys

import jsonschema_rs
import orjson


def main() -> int:
    with open(sys.argv[1], "rb") as file:
        schema = orjson.loads(file.read())
    iter_errors = jsonschema_rs.validator_for(schema, validate_formats=True).iter_errors
    loads = orjson.loads
    invalid = 0
    for line in sys.stdin.buffer:
        errors = list(iter_errors(loads(line)))
        if errors:
            invalid += 1
    sys.stdout.write(f"{invalid}\n")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
