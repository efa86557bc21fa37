import FuzzSupport

runFuzzer { data, size in fuzzSchema(data, size) }
