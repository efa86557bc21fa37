import FuzzSupport

runFuzzer { data, size in fuzzEmail(data, size) }
