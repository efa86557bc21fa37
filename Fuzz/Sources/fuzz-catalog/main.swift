import FuzzSupport

runFuzzer { data, size in fuzzCatalog(data, size) }
