/// A kind of identifier that ``ValidationRule/identifier(_:format:message:)`` checks: `.isbn`, `.brazilCPF`; or
/// ``vat``, ``taxID`` or ``nationalID``, which stand for the type a country uses in that role.
///
/// Its ``name`` is how specs and `formcheck` name it: `isbn`, or `br.cpf` for a national identifier (the
/// country's ISO 3166-1 code in lower case, a dot and the name).
public struct IdentifierType: Sendable, Hashable, CustomStringConvertible {
    let definition: any IdentifierDefinition.Type
    /// What the type stands for when it is ``vat``, ``taxID`` or ``nationalID``; `nil` for an identifier type.
    public let role: IdentifierRole?

    package init(_ definition: any IdentifierDefinition.Type) {
        self.definition = definition
        self.role = nil
    }

    private init(role: IdentifierRole) {
        self.definition = RoleStandIn.self
        self.role = role
    }

    /// The type that stands for `role`: ``vat``, ``taxID`` or ``nationalID``.
    init(standingFor role: IdentifierRole) {
        self.init(role: role)
    }

    /// A country's VAT number: the type ``IdentifierRole/vat`` gives the country a rule names.
    public static let vat = IdentifierType(role: .vat)
    /// A country's tax number: the types ``IdentifierRole/taxID`` gives the country a rule names.
    public static let taxID = IdentifierType(role: .taxID)
    /// A country's national identity number: the types ``IdentifierRole/nationalID`` gives the country a rule
    /// names.
    public static let nationalID = IdentifierType(role: .nationalID)

    /// Looks a type up by its name.
    ///
    /// - Parameter name: The name in specs: `isbn`, `br.cpf`, or `vat`, `taxID`, `nationalID`.
    public init?(name: String) {
        if let role = IdentifierRole(rawValue: name) {
            self.init(role: role)
            return
        }
        guard let type = Self.allTypes.first(where: { $0.name == name }) else { return nil }
        self = type
    }

    /// The name in specs and on the command line: `isbn`, `br.cpf`, `vat`.
    public var name: String { role?.rawValue ?? definition.declaration.name }
    /// What messages call it: `ISBN`, `CPF`.
    public var title: String { role?.title ?? definition.declaration.title }
    /// A valid value in its display form; empty for a role.
    public var example: String { role == nil ? definition.declaration.example : "" }
    /// Valid values of its other lengths or kinds (an ISBN-10 beside an ISBN-13), possibly none.
    public var otherExamples: [String] { role == nil ? definition.declaration.otherExamples : [] }
    /// The countries whose VAT number, tax number or national identity number this type is (ISO 3166-1 codes).
    public var roles: [IdentifierRole: [String]] { role == nil ? definition.declaration.roles : [:] }
    /// The ``name``.
    public var description: String { name }

    /// Whether two values are the same type of identifier.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.definition) == ObjectIdentifier(rhs.definition) && lhs.role == rhs.role
    }

    /// Hashes the type of identifier.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(definition))
        hasher.combine(role)
    }
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
            IdentifierType.allTypes.map(\.name) + IdentifierRole.allCases.map(\.rawValue),
            value: IdentifierType.init(name:), name: \.name,
            expected: "an identifier type such as isbn or br.cpf, or vat, taxID or nationalID with a country")
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

    /// What a message calls the role's number when no country's type is known.
    var title: String {
        switch self {
        case .vat: "VAT number"
        case .taxID: "tax number"
        case .nationalID: "national identity number"
        }
    }

    /// The identifier types each country uses in this role, in the order of ``IdentifierType/allTypes``.
    ///
    /// - Parameter country: An ISO 3166-1 alpha-2 code, in either case.
    /// - Returns: The types, none for a country the library knows no type of.
    public func types(of country: String) -> [IdentifierType] {
        IdentifierRoleTable.shared.types[self]?[country.uppercased()] ?? []
    }

    /// The countries with a type in this role, in order.
    public var countries: [String] {
        (IdentifierRoleTable.shared.types[self] ?? [:]).keys.sorted()
    }
}

/// Which types serve each role in each country, gathered once from the types' declarations.
struct IdentifierRoleTable: Sendable {
    static let shared = IdentifierRoleTable()
    let types: [IdentifierRole: [String: [IdentifierType]]]

    private init() {
        var types: [IdentifierRole: [String: [IdentifierType]]] = [:]
        for type in IdentifierType.allTypes {
            for (role, countries) in type.roles {
                for country in countries { types[role, default: [:]][country, default: []].append(type) }
            }
        }
        self.types = types
    }
}

/// The definition behind ``IdentifierType/vat``, ``IdentifierType/taxID`` and ``IdentifierType/nationalID``,
/// which check through the country's own types instead.
private struct RoleStandIn: IdentifierDefinition {
    static let declaration = IdentifierDeclaration("role", title: "", example: "")
    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? { nil }
}
