import FormValidation
import Foundation
import Testing

/// The payment card rule measured against the validators package's brand functions and python-stdnum's Luhn
/// check on their test suites' numbers and mutations of them (`Fixtures/card-verdicts.tsv`, written by
/// `scripts/reference/card-verdicts.py`).
///
/// Every disagreement must be one of the rule's documented decisions, and the rule agrees with each brand function
/// on at least 97% of the numbers. Set `FORMVALIDATION_AGREEMENT=1` to print the figures.
@Suite struct PaymentCardAgreementTests {
    static let table = VerdictTable.load("card-verdicts.tsv")
    static let brands: [String: CardBrand] = [
        "visa": .visa, "mastercard": .mastercard, "amex": .americanExpress, "discover": .discover,
        "diners": .dinersClub, "jcb": .jcb, "unionpay": .unionPay, "mir": .mir,
    ]

    /// The documented decision behind a verdict that differs from validators' for `brand`, or `nil`.
    ///
    /// validators accepts 16 digits only for every brand but American Express (15) and Diners Club (14 or 16), and
    /// takes a brand by coarser prefixes (JCB 35, Discover 60, 64 and 65, Diners Club 30, 36, 38 and 39).
    static func decision(_ number: String, brand: CardBrand, ours: Bool) -> String? {
        let count = number.count
        if ours, count != 16, brand.cardNumberLengths.contains(count) { return "the brand's published lengths" }
        let code = RuleSet<String>(.paymentCard(brands: [brand])).validate(number).firstError?.code
        if !ours, code == .unknownCardBrand || code == .cardBrandNotAccepted {
            return "the networks' IIN ranges, not coarser prefixes"
        }
        return nil
    }

    @Test func agreesWithEachBrandFunction() {
        #expect(Self.table.rows.count > 500)
        var agreement = Agreement()
        var decisions: [String: Int] = [:]
        for row in Self.table.rows {
            for (name, brand) in Self.brands {
                guard let theirs = row.verdicts[name] else { continue }
                let ours = RuleSet<String>(.paymentCard(brands: [brand])).validate(row.input).isValid
                agreement.record(ours == theirs, group: name)
                guard ours != theirs else { continue }
                if let reason = Self.decision(row.input, brand: brand, ours: ours) {
                    decisions[reason, default: 0] += 1
                } else {
                    Issue.record(
                        "validators.\(name) says \(theirs ? "valid" : "invalid") for \(row.input) (\(row.origin)): undocumented"
                    )
                }
            }
        }
        #expect(agreement.groups(below: 97) == [], "\(agreement)")
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("paymentCard vs validators: \(agreement); decisions \(decisions)")
        }
    }

    /// Where the check digit decides — a number of a known brand and length — the rule agrees with python-stdnum's
    /// Luhn check on every number.
    @Test func checkDigitAgreesWithLuhn() {
        var agreement = Agreement()
        let rules = RuleSet<String>(.paymentCard())
        for row in Self.table.rows {
            guard let theirs = row.verdicts["luhn"] else { continue }
            let result = rules.validate(row.input)
            guard result.isValid || result.firstError?.code == .invalidCardCheckDigit else { continue }
            agreement.record(result.isValid == theirs, group: "luhn")
            #expect(result.isValid == theirs, "\(row.input)")
        }
        #expect(agreement.total.all > 200)
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("paymentCard check digit vs python-stdnum luhn: \(agreement)")
        }
    }
}
