import FuzzSupport

runFuzzer { data, size in fuzzRegex(data, size) }
