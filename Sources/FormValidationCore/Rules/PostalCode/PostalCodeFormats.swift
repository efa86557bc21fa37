/// The stricter national rules of ``ValidationRule/postalCode(country:message:)``, for twenty countries: one row
/// per country, with the shapes its codes take, how their parts may be separated when typed, and the ranges the
/// country uses. A code must pass them and the country's published pattern (``PostalCodePattern``).
///
/// Sources, as published by each postal operator and collected by the Universal Postal Union's "Postal
/// addressing systems" pages (POST*Code), read 2026-11: USPS Publication 28 (ZIP Code, ZIP+4; the 3-digit
/// prefixes start at 005, Holtsville NY); Canada Post
/// Addressing Guidelines (letters D, F, I, O, Q, U never used; W and Z not first); Royal Mail Programmers' Guide
/// to the PAF and the UK Government Data Standards Catalogue, "Postcode" (the outward and inward grammar and the
/// letters allowed per position; GIR 0AA; the British Forces Post Office's BFPO numbers); Deutsche Post (01001–99998); La Poste (département + 3 digits: 01–95,
/// 97 overseas, 98 Monaco and the Pacific); Japan Post (NNN-NNNN); Correios (CEP NNNNN-NNN from 01000-000);
/// India Post (PIN: 6 digits; the first two the sub-zone: 11–99 less the unused 29, 35, 54, 55, 65, 66 and
/// 86–89; 90–99 the Army Postal Service); PostNL (NNNN AA, no leading 0; letter pairs SA, SD and
/// SS not issued); Australia Post (0200–0299 and 0800–9999); Correos (01–52, the province); Poste Italiane (CAP
/// 00010–98168); China Post (6 digits); Correos de México (01–16 Mexico City, 20–99 the states); Korea Post
/// (5-digit zone codes since 2015, 01–63); Poczta Polska (NN-NNN); PostNord Sweden (NNN NN, 100 00–984 99);
/// Swiss Post, Austrian Post and bpost (4 digits, 1000–9999).
package final class PostalCodeFormat: Sendable {
    /// The ISO 3166-1 alpha-2 code: `GB`.
    let country: String
    /// A valid code in canonical form, for messages: `SW1A 1AA`.
    package let example: String
    /// The shapes, in canonical form: `9` a digit, `A` a letter; a separator slot is its canonical text — ` `
    /// or `-` — or `_` for a slot whose canonical form is nothing (India's `999_999`).
    let patterns: [PostalCodeShape]
    /// How a separator slot may be typed.
    let separators: SeparatorStyle
    /// Whether the code, which has the shape of `patterns[pattern]`, is in a range the country uses.
    let isAssigned: @Sendable (_ code: PostalCodeCharacters, _ pattern: Int) -> Bool

    /// A row of the table: see its fields for what each is.
    init(
        country: String, example: String, patterns: [PostalCodeShape], separators: SeparatorStyle,
        isAssigned: @escaping @Sendable (_ code: PostalCodeCharacters, _ pattern: Int) -> Bool
    ) {
        self.country = country
        self.example = example
        self.patterns = patterns
        self.separators = separators
        self.isAssigned = isAssigned
    }

    /// How the separator between a code's parts may be typed.
    struct SeparatorStyle: OptionSet, Sendable {
        let rawValue: UInt8
        /// Left out: `SW1A1AA`, `12345678`.
        static let omitted = SeparatorStyle(rawValue: 1)
        /// One or more spaces: `SW1A  1AA`.
        static let spaces = SeparatorStyle(rawValue: 2)
        /// A hyphen: `12345-678`.
        static let hyphen = SeparatorStyle(rawValue: 4)
        /// Brazil's traditional dot after the second digit, with the hyphen: `12.345-678`.
        static let dotAfterSecond = SeparatorStyle(rawValue: 8)
    }

    /// The position in ``all`` of the national rules of the country at `position` in ``PostalCodePattern/all``,
    /// or -1: found once per country, so that a country looked up by its letters finds its rules without comparing
    /// names.
    static let positionByPattern: [Int16] = PostalCodePattern.all.map { pattern in
        all.firstIndex { $0.country == pattern.country }.map { Int16($0) } ?? -1
    }

    // MARK: - The table

    /// Every country with national rules.
    static let all: [PostalCodeFormat] = [
        PostalCodeFormat(
            country: "US", example: "94103", patterns: ["99999", "99999-9999"],
            separators: [.hyphen]
        ) { code, _ in code.number(0..<3) >= 5 },
        PostalCodeFormat(
            country: "CA", example: "K1A 0B1", patterns: ["A9A 9A9"], separators: [.omitted, .spaces]
        ) { code, _ in
            "ABCEGHJKLMNPRSTVXY".utf8.contains(code[0]) && !"DFIOQU".utf8.contains(code[2])
                && !"DFIOQU".utf8.contains(code[4])
        },
        PostalCodeFormat(
            country: "GB", example: "SW1A 1AA",
            patterns: [
                "A9 9AA", "A99 9AA", "AA9 9AA", "AA99 9AA", "A9A 9AA", "AA9A 9AA", "AAA 9AA", "AAAA 9", "AAAA 99",
                "AAAA 999", "AAAA 9999",
            ],
            separators: [.omitted, .spaces], isAssigned: UKPostcode.isAssigned),
        PostalCodeFormat(
            country: "DE", example: "10115", patterns: ["99999"], separators: []
        ) { code, _ in code.number(0..<2) != 0 },
        PostalCodeFormat(
            country: "FR", example: "75001", patterns: ["99999"], separators: []
        ) { code, _ in
            let department = code.number(0..<2)
            return (1...95).contains(department) || department == 97 || department == 98
        },
        PostalCodeFormat(
            country: "JP", example: "100-0001", patterns: ["999-9999"], separators: [.omitted, .hyphen]
        ) { code, _ in code.number(0..<3) != 0 },
        PostalCodeFormat(
            country: "BR", example: "01310-100", patterns: ["99999-999"],
            separators: [.omitted, .hyphen, .dotAfterSecond]
        ) { code, _ in code.number(0..<2) != 0 },
        PostalCodeFormat(
            country: "IN", example: "110001", patterns: ["999_999"], separators: [.omitted, .spaces]
        ) { code, _ in
            switch code.number(0..<2) {
            case 0...10, 29, 35, 54, 55, 65, 66, 86...89: false
            default: true
            }
        },
        PostalCodeFormat(
            country: "NL", example: "1012 AB", patterns: ["9999 AA"],
            separators: [.omitted, .spaces]
        ) { code, _ in
            code[0] != UInt8(ascii: "0") && !(code[4] == UInt8(ascii: "S") && "ADS".utf8.contains(code[5]))
        },
        PostalCodeFormat(
            country: "AU", example: "2000", patterns: ["9999"], separators: []
        ) { code, _ in
            let number = code.number(0..<4)
            return (200...299).contains(number) || number >= 800
        },
        PostalCodeFormat(
            country: "ES", example: "28013", patterns: ["99999"], separators: []
        ) { code, _ in (1...52).contains(code.number(0..<2)) },
        PostalCodeFormat(
            country: "IT", example: "00184", patterns: ["99999"], separators: []
        ) { code, _ in code.number(0..<5) >= 10 },
        PostalCodeFormat(
            country: "CN", example: "100000", patterns: ["999999"], separators: []
        ) { code, _ in code.number(0..<2) != 0 },
        PostalCodeFormat(
            country: "MX", example: "06000", patterns: ["99999"], separators: []
        ) { code, _ in
            let state = code.number(0..<2)
            return (1...16).contains(state) || state >= 20
        },
        PostalCodeFormat(
            country: "KR", example: "03154", patterns: ["99999"], separators: []
        ) { code, _ in (1...63).contains(code.number(0..<2)) },
        PostalCodeFormat(
            country: "PL", example: "00-950", patterns: ["99-999"], separators: [.omitted, .hyphen]
        ) { _, _ in true },
        PostalCodeFormat(
            country: "SE", example: "114 55", patterns: ["999 99"], separators: [.omitted, .spaces]
        ) { code, _ in code[0] != UInt8(ascii: "0") && code.number(0..<3) <= 984 },
        PostalCodeFormat(
            country: "CH", example: "8001", patterns: ["9999"], separators: []
        ) { code, _ in code[0] != UInt8(ascii: "0") },
        PostalCodeFormat(
            country: "AT", example: "1010", patterns: ["9999"], separators: []
        ) { code, _ in code[0] != UInt8(ascii: "0") },
        PostalCodeFormat(
            country: "BE", example: "1000", patterns: ["9999"], separators: []
        ) { code, _ in code[0] != UInt8(ascii: "0") },
    ]
}

/// The letter rules of UK postcodes, position by position (Royal Mail PAF; UK Government Data Standards
/// Catalogue, "Postcode").
enum UKPostcode {
    /// Whether a code of the shape `PostalCodeFormat.all`'s GB row lists at `pattern` uses letters allowed where
    /// they stand: the first letter not Q, V or X; a second letter not I, J or Z; a letter third (A9A) one of
    /// ABCDEFGHJKPSTUW, fourth (AA9A) one of ABEHMNPRVWXY; the inward code's letters never C, I, K, M, O or V.
    /// The shape `AAA 9AA` is only GIR 0AA (Girobank); the shapes `AAAA 9` to `AAAA 9999` are only the British
    /// Forces Post Office's numbers, `BFPO 1` to `BFPO 9999`, which Google's address data accepts too.
    static func isAssigned(_ code: PostalCodeCharacters, pattern: Int) -> Bool {
        if pattern == 6 { return code.equals("GIR0AA") }
        if pattern >= 7 {
            return code[0] == UInt8(ascii: "B") && code[1] == UInt8(ascii: "F") && code[2] == UInt8(ascii: "P")
                && code[3] == UInt8(ascii: "O")
        }
        let count = code.count
        guard !"QVX".utf8.contains(code[0]) else { return false }
        switch pattern {
        case 2, 3, 5:  // AA9, AA99, AA9A: a second letter
            guard !"IJZ".utf8.contains(code[1]) else { return false }
        default: break
        }
        if pattern == 4, !"ABCDEFGHJKPSTUW".utf8.contains(code[2]) { return false }
        if pattern == 5, !"ABEHMNPRVWXY".utf8.contains(code[3]) { return false }
        return !"CIKMOV".utf8.contains(code[count - 2]) && !"CIKMOV".utf8.contains(code[count - 1])
    }
}

/// The letters and digits of a typed postal code, upper-cased, held inline (at most 16): reading a code
/// allocates nothing.
struct PostalCodeCharacters {
    static let capacity = 16
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private(set) var count = 0

    /// Appends an ASCII letter or digit; `false` when the code is already full.
    mutating func append(_ byte: UInt8) -> Bool {
        guard count < Self.capacity else { return false }
        if count < 8 {
            low |= UInt64(byte) << (8 * count)
        } else {
            high |= UInt64(byte) << (8 * (count - 8))
        }
        count += 1
        return true
    }

    subscript(index: Int) -> UInt8 {
        index < 8 ? UInt8(truncatingIfNeeded: low >> (8 * index)) : UInt8(truncatingIfNeeded: high >> (8 * (index - 8)))
    }

    /// The decimal number the digits in `range` spell.
    func number(_ range: Range<Int>) -> Int {
        range.reduce(0) { $0 * 10 + Int(self[$1] &- UInt8(ascii: "0")) }
    }

    /// Whether the characters are exactly `text`.
    func equals(_ text: StaticString) -> Bool {
        guard text.utf8CodeUnitCount == count else { return false }
        return text.withUTF8Buffer { buffer in buffer.indices.allSatisfy { buffer[$0] == self[$0] } }
    }
}
