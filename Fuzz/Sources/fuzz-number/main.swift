import FuzzSupport

runFuzzer { data, size in fuzzNumber(data, size) }
