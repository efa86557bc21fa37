import FuzzSupport

runFuzzer { data, size in fuzzSchemaPattern(data, size) }
