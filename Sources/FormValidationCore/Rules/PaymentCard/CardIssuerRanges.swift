/// Which card network issues a card number, by its first six digits (its issuer identification number, IIN).
///
/// Source: the IIN ranges and number lengths the networks publish, as of 2025 — Visa (4), Mastercard (51–55 and,
/// since 2017, 2221–2720; Maestro, per Mastercard's acceptance rules, 50 and 56–69 where no other network's range
/// lies), American Express (34, 37), Discover Global Network (6011, 644–649, 65, and Diners Club International's
/// 300–305, 3095, 36 and 38–39), JCB (3528–3589), UnionPay (62 and 8100–8171) and NSPK's Mir (2200–2204) — as
/// Wikipedia's "Payment card number" article summarises them (2025). The lengths are in ``CardBrand``.
///
/// Decisions where sources overlap:
/// - 622126–622925 are UnionPay cards that Discover's network also accepts: they are UnionPay here.
/// - Maestro's "6" covers what the other networks leave: 600000–601099, 601200–619999, 630000–643999 and
///   660000–699999.
enum CardIssuerRanges {
    /// A range of six-digit IIN prefixes, both ends inclusive, and the network it belongs to.
    struct Range: Sendable {
        let low: Int32
        let high: Int32
        let brand: CardBrand.Kind
    }

    /// The ranges, sorted and disjoint.
    static let ranges: [Range] = [
        Range(low: 220_000, high: 220_499, brand: .mir),
        Range(low: 222_100, high: 272_099, brand: .mastercard),
        Range(low: 300_000, high: 305_999, brand: .dinersClub),
        Range(low: 309_500, high: 309_599, brand: .dinersClub),
        Range(low: 340_000, high: 349_999, brand: .americanExpress),
        Range(low: 352_800, high: 358_999, brand: .jcb),
        Range(low: 360_000, high: 369_999, brand: .dinersClub),
        Range(low: 370_000, high: 379_999, brand: .americanExpress),
        Range(low: 380_000, high: 399_999, brand: .dinersClub),
        Range(low: 400_000, high: 499_999, brand: .visa),
        Range(low: 500_000, high: 509_999, brand: .maestro),
        Range(low: 510_000, high: 559_999, brand: .mastercard),
        Range(low: 560_000, high: 599_999, brand: .maestro),
        Range(low: 600_000, high: 601_099, brand: .maestro),
        Range(low: 601_100, high: 601_199, brand: .discover),
        Range(low: 601_200, high: 619_999, brand: .maestro),
        Range(low: 620_000, high: 629_999, brand: .unionPay),
        Range(low: 630_000, high: 643_999, brand: .maestro),
        Range(low: 644_000, high: 659_999, brand: .discover),
        Range(low: 660_000, high: 699_999, brand: .maestro),
        Range(low: 810_000, high: 817_199, brand: .unionPay),
    ]

    /// The one network whose ranges meet the six-digit prefixes `low...high`, or `nil` when none or several do.
    ///
    /// - Complexity: O(1): the table has a fixed size.
    static func brand(low: Int32, high: Int32) -> CardBrand.Kind? {
        var found: CardBrand.Kind?
        for range in ranges where range.low <= high && low <= range.high {
            if let brand = found, brand != range.brand { return nil }
            found = range.brand
        }
        return found
    }

    /// The network of a number whose first digits are `prefix`, `count` of them (at most six): the one network
    /// with a range holding six-digit IINs that start with them, or `nil` for none or several.
    static func brand(prefix: Int32, count: Int) -> CardBrand.Kind? {
        guard count > 0 else { return nil }
        var scale: Int32 = 1
        for _ in count..<6 { scale *= 10 }
        return brand(low: prefix * scale, high: prefix * scale + scale - 1)
    }
}
