import FuzzSupport

runFuzzer { data, size in fuzzFormSpec(data, size) }
