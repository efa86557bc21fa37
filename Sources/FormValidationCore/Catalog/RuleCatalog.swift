/// The built-in rules: one ``RuleDeclaration`` each, in the order specs, `formcheck --help` and the
/// documentation list them.
///
/// Each declaration lives in its rule's own file under `Rules/`. To add a rule, write that file (the factory, its
/// messages and its declaration) and add the declaration here; a test fails when a declaration in `Rules/` is
/// missing from this list.
package enum RuleCatalog {
    /// Every built-in rule, in order.
    package static let all: [RuleDeclaration] = [
        .required, .minimumLength, .maximumLength, .length, .number, .date, .age, .email, .phoneNumber,
        .containsNumber, .containsUppercase, .containsLowercase, .regularExpression, .oneOf, .equal, .equalToField,
        .anyOf, .not, .trimmingWhitespace, .remote, .postalCode, .url, .paymentCard, .cardExpiry, .cardSecurityCode,
        .iban, .uuid, .file,
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The rule a spec calls `name`, if there is one.
    package static func rule(named name: String) -> RuleDeclaration? { byName[name] }

    /// Every rule name a spec may use, in order.
    package static var names: [String] { all.map(\.name) }
}
