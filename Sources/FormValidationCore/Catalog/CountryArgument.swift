/// Arguments that name countries by their ISO 3166-1 alpha-2 codes (`US`, `GB`, `DE`), checked against the codes
/// a rule knows.
///
/// Codes are read in any case and kept in upper case, so `gb` is `GB`.
package enum CountryArgument {
    /// How a problem names what was expected.
    package static let expected = "ISO 3166-1 alpha-2 country codes such as US, GB or DE"

    /// "unknown `key` value `given` (expected …)", for a code that is not one of `known`.
    package static func problem(key: String, known: Set<String>) -> @Sendable (String) -> ArgumentProblem? {
        { code in
            known.contains(code) ? nil : "unknown \(name: key) value \(given: key) (expected one of the \(expected))"
        }
    }

    /// The same for a list, which must not be empty: the first unknown code is named.
    package static func listProblem(key: String, known: Set<String>) -> @Sendable ([String]) -> ArgumentProblem? {
        { codes in
            if codes.isEmpty { return "\(name: key) must not be empty" }
            guard let unknown = codes.first(where: { !known.contains($0) }) else { return nil }
            return "unknown \(name: key) item \(quoted: unknown) (expected \(expected))"
        }
    }

    /// A Swift factory's list of country codes in upper case, stopping the program when the list is empty or names
    /// a country the rule does not know: what a spec refuses as an argument problem, a factory that cannot throw
    /// refuses as the programmer error it is (an empty list would refuse every value, and an unknown code the
    /// values it seems to allow), with a message that names the factory.
    ///
    /// - Parameters:
    ///   - codes: The codes as the caller wrote them, in any case.
    ///   - factory: The factory and its argument, as the message names them: `iban(countries:)`.
    ///   - expected: What a known code is, as the message says it: `a country code of the IBAN registry …`.
    ///   - isKnown: Whether an upper-case code is one the rule knows.
    /// - Returns: The codes in upper case, in their order.
    /// - Precondition: `codes` holds at least one code, and `isKnown` holds for each in upper case.
    package static func checkedList(
        _ codes: [String], of factory: String, expecting expected: String, isKnown: (String) -> Bool
    ) -> [String] {
        precondition(!codes.isEmpty, "\(factory) needs at least one country")
        let upper = codes.map(uppercased)
        for code in upper {
            precondition(isKnown(code), "\(factory): unknown country code \"\(code)\" (expected \(expected))")
        }
        return upper
    }

    /// `code` in upper case, allocating only when it has lower-case letters.
    package static func uppercased(_ code: String) -> String {
        code.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) ? code.uppercased() : code
    }

    /// Codes worth trying (``ArgumentType/examples``): countries with rules of their own, in either case, one
    /// that few rules know, and ones that are no country.
    package static let examples = [
        "US", "GB", "DE", "FR", "JP", "BR", "IN", "CA", "IE", "NL", "gb", "IM", "AQ", "XX", "any",
    ]
}

extension ArgumentType where Value == String {
    /// A country code: text, in any case, kept in upper case (``CountryArgument`` checks it).
    package static let countryCode = ArgumentType.string.map(
        { text, _ in CountryArgument.uppercased(text) }, back: { $0 }
    )
    .trying(CountryArgument.examples.map(JSONValue.string))
}

extension ArgumentType where Value == [String] {
    /// A list of country codes: a JSON array of strings, or `GB,IE` on the command line, kept in upper case.
    package static let countryCodes = ArgumentType.strings.map(
        // `--countries ''` on the command line: no code, as `[]` in a spec.
        { codes, _ in codes == [""] ? [] : codes.map(CountryArgument.uppercased) }, back: { $0 }
    ).trying([["US", "CA"], ["GB", "IE"], ["DE"], ["JP", "XX"], []].map { .array($0.map(JSONValue.string)) })
}

extension ArgumentCheck where Value == String {
    /// "unknown `key` value … (expected one of the ISO 3166-1 alpha-2 country codes …)", for a code not in `known`.
    ///
    /// `known` is read when a code is checked, not when the rule is declared: declaring the catalog's rules (as
    /// every `formcheck` run does to read its options) then loads no country data.
    package static func knownCountry(_ known: @autoclosure @escaping @Sendable () -> Set<String>) -> Self {
        Self { code, key in CountryArgument.problem(key: key, known: known())(code) }
    }
}

extension ArgumentCheck where Value == [String] {
    /// The same for a list, which must not be empty: the first unknown code is named.
    package static func knownCountries(_ known: @autoclosure @escaping @Sendable () -> Set<String>) -> Self {
        Self { codes, key in CountryArgument.listProblem(key: key, known: known())(codes) }
    }
}
