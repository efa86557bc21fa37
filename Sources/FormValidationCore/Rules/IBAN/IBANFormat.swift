/// How the IBAN rule writes the corrected value: ISO 13616's electronic format or its print format.
public struct IBANFormat: Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case electronic, print
    }

    let kind: Kind

    /// Compact upper case, as systems exchange it: `DE89370400440532013000`. The default.
    public static let electronic = IBANFormat(kind: .electronic)
    /// Groups of four separated by one space, as printed on paper: `DE89 3704 0044 0532 0130 00`.
    public static let print = IBANFormat(kind: .print)

    /// Every format, in declaration order.
    public static let allFormats: [IBANFormat] = Kind.allCases.map(IBANFormat.init(kind:))

    private init(kind: Kind) { self.kind = kind }

    /// Looks a format up by its name.
    ///
    /// - Parameter name: `electronic` or `print`.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The format's name in form specs and on the command line: `electronic` or `print`.
    public var description: String { kind.rawValue }
}

extension ArgumentType where Value == IBANFormat {
    /// A format's name: `electronic` or `print`.
    static var ibanFormat: ArgumentType {
        .choice(IBANFormat.allFormats.map(\.description), value: IBANFormat.init(name:), name: \.description)
    }
}
