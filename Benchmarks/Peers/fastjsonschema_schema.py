"""The benchmark's fastjsonschema peer of `formcheck schema --schema FILE --assert-formats`: fastjsonschema (the
schema compiled to Python code) validating one JSON value per line of standard input, each line read with orjson,
formats asserted (its default). It stops at a value's first error (`JsonSchemaValueException`), so it finds less
than the others do. Writes the number of invalid values. Exits 1 when any value was invalid.

fastjsonschema 2.22 knows drafts 04, 06, 07 and 2019-09, not 2020-12, so the schema is compiled as draft 2019-09.
The benchmark's schemas use no keyword the two drafts read differently (no `items` array, `prefixItems`,
`$recursiveRef` or `$dynamicRef`), so for them it is the same schema.

Usage: fastjsonschema_schema.py SCHEMA. Run by the benchmark (`./scripts/benchmark --only schema`) from the
virtual environment the script makes, with fastjsonschema and orjson at the versions it pins.
"""

import sys

import fastjsonschema
import orjson


def main() -> int:
    with open(sys.argv[1], "rb") as file:
        schema = orjson.loads(file.read())
    schema["$schema"] = "https://json-schema.org/draft/2019-09/schema"
    validate = fastjsonschema.compile(schema)
    failure = fastjsonschema.JsonSchemaValueException
    loads = orjson.loads
    invalid = 0
    for line in sys.stdin.buffer:
        try:
            validate(loads(line))
        except failure:
            invalid += 1
    sys.stdout.write(f"{invalid}\n")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
