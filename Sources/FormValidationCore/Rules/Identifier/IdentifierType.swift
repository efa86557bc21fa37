/// A kind of identifier that ``ValidationRule/identifier(_:format:message:)`` checks: `.isbn`, `.brazilCPF`.
///
/// Its ``name`` is how specs and `formcheck` name it: `isbn`, or `br.cpf` for a national identifier (the
/// country's ISO 3166-1 code in lower case, a dot and the name).
public struct IdentifierType: Sendable, Hashable, CustomStringConvertible {
    let definition: any IdentifierDefinition.Type

    package init(_ definition: any IdentifierDefinition.Type) {
        self.definition = definition
    }

    /// Looks a type up by its name.
    ///
    /// - Parameter name: The name in specs: `isbn`, `br.cpf`.
    public init?(name: String) {
        guard let type = Self.allTypes.first(where: { $0.name == name }) else { return nil }
        self = type
    }

    /// The name in specs and on the command line: `isbn`, `br.cpf`.
    public var name: String { definition.declaration.name }
    /// What messages call it: `ISBN`, `CPF`.
    public var title: String { definition.declaration.title }
    /// A valid value in its display form.
    public var example: String { definition.declaration.example }
    /// Valid values of its other lengths or kinds (an ISBN-10 beside an ISBN-13), possibly none.
    public var otherExamples: [String] { definition.declaration.otherExamples }
    /// The ``name``.
    public var description: String { name }

    /// Whether two values are the same type of identifier.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.definition) == ObjectIdentifier(rhs.definition)
    }

    /// Hashes the type of identifier.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
}

/// How an identifier rule writes the value it corrects.
public enum IdentifierFormat: String, Sendable, Hashable, CaseIterable {
    /// Without separators, letters in upper case (`05047370402`): as systems store it. The default.
    case compact
    /// As the issuer prints it (`050.473.704-02`).
    case display
}

extension ArgumentType where Value == IdentifierType {
    /// An identifier type's name: `isbn`, `br.cpf`.
    static var identifierType: ArgumentType {
        .choice(
            IdentifierType.allTypes.map(\.name), value: IdentifierType.init(name:), name: \.name,
            expected: "an identifier type such as isbn or br.cpf")
    }
}

extension ArgumentType where Value == IdentifierFormat {
    /// `compact` or `display`.
    static var identifierFormat: ArgumentType {
        .choice(IdentifierFormat.allCases.map(\.rawValue), value: IdentifierFormat.init(rawValue:), name: \.rawValue)
    }
}

/// What a form may ask for by country rather than by type, when another field holds the country: its VAT
/// number, its tax number, or its national identity number.
public enum IdentifierRole: String, Sendable, Hashable, CaseIterable {
    /// The number a business charges value-added tax under (`eu.vat` for the member states, `gb.vat`, `ch.vat`).
    case vat
    /// The number a person or a company is known by to the tax authority (a CPF or CNPJ in Brazil).
    case taxID
    /// The number the state gives each resident (a CPF in Brazil, a PESEL in Poland).
    case nationalID
}
