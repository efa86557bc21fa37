import FormValidation
import FormValidationSampling
import Foundation
import FuzzSupport

// `FUZZ_LIST_RULES=1`: print the rules of the catalog, one a line, and exit (`scripts/fuzz 10 rules` runs each).
if ProcessInfo.processInfo.environment["FUZZ_LIST_RULES"] == "1" {
    print(RuleSampler.ruleNames.joined(separator: "\n"))
    exit(0)
}
runFuzzer { data, size in fuzzCatalog(data, size) }
