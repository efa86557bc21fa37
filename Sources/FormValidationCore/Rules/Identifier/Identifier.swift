extension ValidationRule where Value == String {
    /// Requires an identifier of `type` with its check digits: an ISBN, an EAN, a Brazilian CPF.
    ///
    /// The value may be written with the separators its issuer prints (`050.473.704-02`), spaces or hyphens, and
    /// letters in either case. It passes when its compact form has the identifier's length and structure and
    /// its check digits match, and is corrected to `format`: compact (`05047370402`, the default) or the display
    /// form (`050.473.704-02`).
    ///
    /// ```swift
    /// let cpf = RuleSet<String>(.identifier(.brazilCPF), field: "CPF")
    /// print(cpf.validate("050.473.704-02"))   // valid("05047370402")
    /// print(cpf.validate("050.473.704-03").errorMessages)   // ["CPF has a wrong check digit; check the CPF for typos."]
    /// ```
    ///
    /// Default messages: "{field} is not a valid {identifier}." (code ``ValidationError/Code/invalidIdentifier``),
    /// "{field} has a wrong check digit; check the {identifier} for typos." (code
    /// ``ValidationError/Code/invalidIdentifierCheckDigit``) and "{field} holds a date that does not exist; check
    /// the {identifier} for typos." (code ``ValidationError/Code/invalidIdentifierDate``, for a personal number
    /// whose birth date is 31 February), where `identifier` is the type's ``IdentifierType/title``.
    ///
    /// - Parameters:
    ///   - type: The kind of identifier.
    ///   - format: How the corrected value is written.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: An identifier rule.
    /// - Complexity: O(*n*), *n* at most a few bytes past the identifier's longest form: longer text fails
    ///   without being read further. A valid value already in `format`'s compact form allocates nothing.
    public static func identifier(_ type: IdentifierType, format: IdentifierFormat = .compact, message: String? = nil)
        -> Self
    {
        IdentifierRule(type: type, format: format).rule(message: message)
    }
}

/// An identifier of `type` (`isbn`, `br.cpf`): its length, structure and check digits; corrected to `format`.
struct IdentifierRule: RuleDefinition {
    static let example = ".identifier(.brazilCPF, format: .display)"
    /// The messages, in the order of ``IdentifierProblem``'s cases: malformed, check digit, impossible date.
    static let messages: [DefaultMessage] = [
        .invalidIdentifier, .invalidIdentifierCheckDigit, .invalidIdentifierDate,
    ]

    /// The kind of identifier (``IdentifierType``).
    @Argument(
        required: .identifierType,
        summary: "the kind of identifier: " + IdentifierType.allTypes.map { "`\($0.name)`" }.joined(separator: ", ")
            + "; or `vat`, `taxID` or `nationalID`, the country's type, with `country` or `countryField`",
        commandLine: .option("TYPE"))
    var type: IdentifierType = .isbn
    /// How the corrected value is written: `compact` (default) or `display`.
    @Argument(.identifierFormat, commandLine: .option("F"))
    var format: IdentifierFormat = .compact
    /// For `vat`, `taxID` and `nationalID`: the country whose type to check, as its ISO 3166-1 code (`DE`).
    @Argument(.countryCode, checks: [.knownCountry(Set(IdentifierCountries.iso3166))], commandLine: .option("CC"))
    var country: String? = nil
    /// For `vat`, `taxID` and `nationalID`: another field whose value, a country code, is the country; `country`
    /// where it holds none.
    @Argument(.string, namesField: true, checks: [.notEmpty], commandLine: .notOffered)
    var countryField: String? = nil

    func checkArguments() throws(ArgumentProblem) {
        if type.role == nil, country != nil || countryField != nil {
            throw "\(name: country != nil ? "country" : "countryField") applies only to the types vat, taxID and "
                + "nationalID, not to \(type.name)"
        }
        if type.role != nil, country == nil, countryField == nil {
            throw "\(nameAndValue: "type") needs a \(name: "country") or a \(name: "countryField")"
        }
    }

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        if let role = type.role {
            let country = country.map(CountryArgument.uppercased)
            guard let field = countryField else {
                return .local(.identifier(role, countryIn: { _ in country }, format: format, message: context.message))
            }
            guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
            return .local(
                .identifier(
                    role,
                    countryIn: { fields in
                        guard let text = read(fields), !text.allSatisfy(\.isWhitespace) else { return country }
                        return CountryArgument.uppercased(text)
                    }, format: format, message: context.message))
        }
        let definition = type.definition
        let title = ValidationParameter.text(definition.declaration.title)
        let failures = Self.messages.map { RuleFailure($0, parameters: ["identifier": title]) }
        let display = format == .display
        return .local(
            ValidationRule(name: Self.name, message: context.message, failures: failures, rewritesValue: true) {
                value in definition.judge(&value, display: display)
            })
    }
}

extension ValidationRule where Value == String {
    /// Requires the VAT number, tax number or national identity number of `country`: the identifier types
    /// ``IdentifierRole/types(of:)`` gives it, any one of which may match.
    ///
    /// A value written without the prefix its type begins with (`DE` on a German VAT number) gets it. A
    /// country with no type in the role leaves the value unchecked: it passes as written.
    ///
    /// ```swift
    /// // A CPF for a person, a CNPJ for a company:
    /// let taxNumber = RuleSet<String>(.identifier(.taxID, country: "BR"), field: "Tax number")
    /// print(taxNumber.validate("050.473.704-02"))       // valid("05047370402")
    /// print(taxNumber.validate("00.000.000/0001-91"))   // valid("00000000000191")
    /// ```
    ///
    /// - Parameters:
    ///   - role: What the number is to the country.
    ///   - country: The country, as its ISO 3166-1 alpha-2 code in either case.
    ///   - format: How the corrected value is written.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: An identifier rule.
    public static func identifier(
        _ role: IdentifierRole, country: String, format: IdentifierFormat = .compact, message: String? = nil
    ) -> Self {
        let country = country.uppercased()
        return identifier(role, countryIn: { _ in country }, format: format, message: message)
    }

    /// Requires the VAT number, tax number or national identity number of the country `country` returns when
    /// the rule runs (a field of the form's model); as ``identifier(_:country:format:message:)-(IdentifierRole,_,_,_)``.
    ///
    /// - Parameters:
    ///   - role: What the number is to the country.
    ///   - country: Returns the country, as its ISO 3166-1 alpha-2 code in either case, or `nil` when the form
    ///     has none yet: the value then passes unchecked.
    ///   - format: How the corrected value is written.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: An identifier rule.
    public static func identifier(
        _ role: IdentifierRole, countryFrom country: @escaping @Sendable () -> String?,
        format: IdentifierFormat = .compact, message: String? = nil
    ) -> Self {
        identifier(role, countryIn: { _ in country()?.uppercased() }, format: format, message: message)
    }

    /// The rule for `role` in the country `country` reads from the validation's context, already upper case.
    package static func identifier(
        _ role: IdentifierRole, countryIn country: @escaping @Sendable (FieldContext) -> String?,
        format: IdentifierFormat, message: String?
    ) -> Self {
        let display = format == .display
        return Self(name: IdentifierRule.name, message: message) { value, failures, context in
            guard let country = country(context) else { return }
            let types = role.types(of: country)
            var best: (problem: Int, type: IdentifierType)?
            for type in types {
                var candidate = value
                if let prefix = type.definition.countryPrefix(country), !IdentifierReading.starts(value, with: prefix) {
                    candidate = prefix + value
                }
                switch type.definition.judge(&candidate, display: display) {
                case .passes:
                    value = candidate
                    return
                case .fails(let problem):
                    if best == nil || problem > best!.problem { best = (problem, type) }
                case .failed: break
                }
            }
            guard let best else { return }
            failures.append(
                RuleFailure(IdentifierRule.messages[best.problem], parameters: ["identifier": .text(best.type.title)]))
        }
    }
}

/// Reading a value as an identifier: its compact form into a buffer on the stack, then the definition's check.
enum IdentifierReading {
    /// The verdict on `value` as an identifier of `definition`, correcting it to its compact or display form.
    @inline(__always)
    static func judge<Definition: IdentifierDefinition>(
        _ value: inout String, _ definition: Definition.Type, display: Bool
    ) -> Verdict {
        // The text's bytes in place (a short string's on the stack): reading them one by one through the
        // `UTF8View` costs more than the check.
        let judged =
            value.utf8.withContiguousStorageIfAvailable { judge($0, definition, display: display) }
            ?? Array(value.utf8).withUnsafeBufferPointer { judge($0, definition, display: display) }
        if let corrected = judged.corrected { value = corrected }
        return judged.verdict
    }

    /// The verdict on the text `input` as an identifier of `definition`, and the text it is corrected to when
    /// that differs.
    @inline(__always)
    private static func judge<Definition: IdentifierDefinition>(
        _ input: UnsafeBufferPointer<UInt8>, _ definition: Definition.Type, display: Bool
    ) -> (verdict: Verdict, corrected: String?) {
        let capacity = IdentifierDeclaration.longest
        // Text already of digits and upper-case letters only is its own compact form: checked where it is.
        if input.count <= capacity && isCompact(input) {
            return judge(read: input, changed: false, input: input, definition, display: display)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var count = 0
            var changed = false
            for byte in input {
                if definition.keeps(byte) {
                    guard count < capacity else { return (.fails(0), nil) }
                    buffer[count] = byte
                    count += 1
                    continue
                }
                if definition.isSeparator(byte) {
                    changed = true
                    continue
                }
                var byte = byte
                if (0x61...0x7A).contains(byte) {
                    byte -= 0x20
                    changed = true
                } else if !((0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)) {
                    return (.fails(0), nil)
                }
                guard count < capacity else { return (.fails(0), nil) }
                buffer[count] = byte
                count += 1
            }
            let read = UnsafeBufferPointer(rebasing: buffer[0..<count])
            return judge(read: read, changed: changed, input: input, definition, display: display)
        }
    }

    /// Whether every byte of `input` is an ASCII digit or upper-case letter.
    @inline(__always)
    private static func isCompact(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        // Without a branch for each byte: two unsigned comparisons, their results gathered.
        var outside: UInt8 = 0
        for byte in input { outside |= (byte &- 0x30 > 9 ? 1 : 0) & (byte &- 0x41 > 25 ? 1 : 0) }
        return outside == 0
    }

    /// The verdict on `read`, the value without separators and with its letters in upper case, and the text it is
    /// corrected to when that differs from `input` (`changed` when `read` is not `input`).
    @inline(__always)
    private static func judge<Definition: IdentifierDefinition>(
        read: UnsafeBufferPointer<UInt8>, changed: Bool, input: UnsafeBufferPointer<UInt8>,
        _ definition: Definition.Type, display: Bool
    ) -> (verdict: Verdict, corrected: String?) {
        let prefix = definition.droppedPrefixLength(read)
        let compact = read.from(prefix)
        switch definition.problem(compact) {
        case .malformed?: return (.fails(0), nil)
        case .checkDigit?: return (.fails(1), nil)
        case .impossibleDate?: return (.fails(2), nil)
        case nil: break
        }
        if var normalized = definition.normalized(compact) {
            guard display else { return (.passes, normalized) }
            // The display form of the value it is corrected to: an SBN is hyphenated as its ISBN-10.
            return normalized.withUTF8 { normalized in
                switch displayed(normalized, definition, input: nil) {
                case .written(let text): (.passes, text)
                case .unchanged, .compact: (.passes, String(decoding: normalized, as: UTF8.self))
                }
            }
        }
        if display {
            // Text written with a dropped prefix is never the display form.
            switch displayed(compact, definition, input: prefix == 0 ? input : nil) {
            case .written(let text): return (.passes, text)
            case .unchanged: return (.passes, nil)
            case .compact: break
            }
        }
        return (.passes, changed || prefix > 0 ? String(decoding: compact, as: UTF8.self) : nil)
    }

    /// How a valid value is displayed.
    private enum Display {
        /// In its compact form.
        case compact
        /// As the text already is.
        case unchanged
        /// As `text`.
        case written(String)
    }

    /// How the valid compact value `compact` of `definition` is displayed: in its compact form, when the
    /// definition has no other; else as the text `input` when it already is the display form; else written.
    @inline(__always)
    private static func displayed<Definition: IdentifierDefinition>(
        _ compact: UnsafeBufferPointer<UInt8>, _ definition: Definition.Type, input: UnsafeBufferPointer<UInt8>?
    ) -> Display {
        if let hyphens = definition.hyphens(compact) {
            if let input, compact.isWritten(hyphens: hyphens, in: input) { return .unchanged }
            return .written(compact.written(hyphens: hyphens))
        }
        if let pattern = definition.displayPattern(count: compact.count) {
            if let input, compact.isWritten(as: pattern, in: input) { return .unchanged }
            return .written(compact.written(as: pattern))
        }
        return .compact
    }

    /// Whether `value`, past any separators, begins with `prefix` (upper-case ASCII), in either case.
    static func starts(_ value: String, with prefix: String) -> Bool {
        var letters = value.utf8.lazy.filter { $0 != 0x20 && $0 != 0x2D && $0 != 0x2E }.makeIterator()
        for expected in prefix.utf8 {
            guard let byte = letters.next(), byte & 0xDF == expected else { return false }
        }
        return true
    }
}
