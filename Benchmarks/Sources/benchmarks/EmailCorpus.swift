import FormValidation
import FormValidationSampling

/// Addresses people type, generated from a fixed seed: the same corpus on every run and every machine.
///
/// Valid ones are built from first and last names, separators, tags and digits at common domains (about 22 bytes
/// on average); each invalid one is a valid one with one typical mistake: no `@`, two of them, a space, a
/// doubled or leading dot, a comma for a dot, no top-level domain, a one-letter one, a hyphen at a label's edge.
struct EmailCorpus {
    private var random: SplitMix64

    init(seed: UInt64 = 0x5EED_E4A1) {
        random = SplitMix64(seed: seed)
    }

    private static let firstNames = [
        "ada", "grace", "alan", "linus", "margaret", "edsger", "barbara", "donald", "frances", "ken", "dennis",
        "radia", "tim", "guido", "anita", "john", "mary", "li", "sophie", "omar", "ines", "yuki", "lars", "priya",
    ]
    private static let lastNames = [
        "lovelace", "hopper", "turing", "torvalds", "hamilton", "dijkstra", "liskov", "knuth", "allen", "thompson",
        "ritchie", "perlman", "lee", "rossum", "borg", "smith", "jones", "wang", "martin", "haddad", "silva", "sato",
    ]
    private static let domains = [
        "example.com", "mail.com", "gmail.com", "web.de", "uni-bonn.de", "example.org", "post.co.uk", "shop.online",
        "art.museum", "outlook.com", "proton.me", "icloud.com", "company.io", "school.edu", "mail.example.net",
    ]

    /// `count` addresses, `validFraction` of them valid, in random order.
    mutating func addresses(count: Int, validFraction: Double = 0.7) -> [String] {
        (0..<count).map { _ in
            let address = validAddress()
            return random.nextDouble() < validFraction ? address : broken(address)
        }
    }

    /// `count` valid addresses.
    mutating func validAddresses(count: Int) -> [String] {
        (0..<count).map { _ in validAddress() }
    }

    /// `count` invalid addresses.
    mutating func invalidAddresses(count: Int) -> [String] {
        (0..<count).map { _ in broken(validAddress()) }
    }

    mutating func validAddress() -> String {
        let first = random.pick(Self.firstNames)
        let last = random.pick(Self.lastNames)
        let local: String
        switch random.next(below: 6) {
        case 0: local = first
        case 1: local = first + "." + last
        case 2: local = first + "_" + last
        case 3: local = first + String(random.next(below: 100))
        case 4: local = String(first.prefix(1)) + last
        default: local = first + "+" + random.pick(["news", "shop", "work"])
        }
        return local + "@" + random.pick(Self.domains)
    }

    /// `address` with one typical mistake.
    mutating func broken(_ address: String) -> String {
        let at = address.firstIndex(of: "@")!
        let local = String(address[..<at])
        let domain = String(address[address.index(after: at)...])
        switch random.next(below: 9) {
        case 0: return local + domain  // no @
        case 1: return local + "@@" + domain
        case 2: return local + " @" + domain
        case 3: return local + "..x@" + domain
        case 4: return "." + address
        case 5: return local + "@" + domain.replacingFirstDot(with: ",")
        case 6: return local + "@" + String(domain.prefix { $0 != "." })  // no top-level domain
        case 7: return address + ".x"  // a one-letter top-level domain
        default: return local + "@-" + domain
        }
    }
}

extension String {
    fileprivate func replacingFirstDot(with replacement: String) -> String {
        guard let dot = firstIndex(of: ".") else { return String(self) }
        return self[..<dot] + replacement + self[index(after: dot)...]
    }
}

/// What the benchmarks draw with the library's seeded generator (``SplitMix64``), so corpora are the same on every
/// run.
extension SplitMix64 {
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func nextDouble() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[next(below: items.count)]
    }
}
