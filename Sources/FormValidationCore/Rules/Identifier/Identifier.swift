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
    static let messages: [DefaultMessage] = [
        .invalidIdentifier, .invalidIdentifierCheckDigit, .invalidIdentifierDate,
    ]

    /// The kind of identifier (``IdentifierType``).
    @Argument(
        required: .identifierType,
        summary: "the kind of identifier: " + IdentifierType.allTypes.map { "`\($0.name)`" }.joined(separator: ", "),
        commandLine: .option("TYPE"))
    var type: IdentifierType = .isbn
    /// How the corrected value is written: `compact` (default) or `display`.
    @Argument(.identifierFormat, commandLine: .option("F"))
    var format: IdentifierFormat = .compact

    func build(_ context: RuleBuildContext) -> BuiltRule {
        let definition = type.definition
        let title = ValidationParameter.text(definition.declaration.title)
        let failures = [
            RuleFailure(.invalidIdentifier, parameters: ["identifier": title]),
            RuleFailure(.invalidIdentifierCheckDigit, parameters: ["identifier": title]),
            RuleFailure(.invalidIdentifierDate, parameters: ["identifier": title]),
        ]
        return .local(rule(definition, failures: failures, message: context.message))
    }

    /// The rule for the identifier `Definition` declares, its check called directly rather than through the
    /// existential type.
    private func rule<Definition: IdentifierDefinition>(
        _ definition: Definition.Type, failures: [RuleFailure], message: String?
    ) -> ValidationRule<String> {
        let display = format == .display
        return ValidationRule(name: Self.name, message: message, failures: failures, rewritesValue: true) { value in
            IdentifierReading.judge(&value, Definition.self, display: display)
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
        let capacity = IdentifierDeclaration.longest
        let utf8 = value.utf8
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var count = 0
            var changed = false
            for byte in utf8 {
                if definition.isSeparator(byte) {
                    changed = true
                    continue
                }
                var byte = byte
                if (0x61...0x7A).contains(byte) {
                    byte -= 0x20
                    changed = true
                } else if !((0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)) {
                    return .fails(0)
                }
                guard count < capacity else { return .fails(0) }
                buffer[count] = byte
                count += 1
            }
            let compact = UnsafeBufferPointer(rebasing: buffer[0..<count])
            switch definition.problem(compact) {
            case .malformed?: return .fails(0)
            case .checkDigit?: return .fails(1)
            case .impossibleDate?: return .fails(2)
            case nil: break
            }
            if display, let pattern = definition.displayPattern(count: count) {
                if !compact.isWritten(as: pattern, in: utf8) { value = compact.written(as: pattern) }
            } else if let normalized = definition.normalized(compact) {
                value = normalized
            } else if changed {
                value = String(decoding: compact, as: UTF8.self)
            }
            return .passes
        }
    }
}
