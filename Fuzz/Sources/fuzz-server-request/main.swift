import FuzzSupport

runFuzzer { data, size in fuzzServerRequest(data, size) }
