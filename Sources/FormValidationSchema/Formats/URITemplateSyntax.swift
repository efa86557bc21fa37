/// A URI Template (RFC 6570, section 2): literals and expressions in braces, what the `uri-template` format
/// names.
///
/// - A literal is any character but controls, a space, `"`, `%` outside a percent-encoding, `<`, `>`, `\`, `^`,
///   `` ` ``, `{`, `|` and `}`.
/// - An expression is `{`, an optional operator (`+ # . / ; ? &`; the ones reserved for later, `= , ! @ |`, are
///   refused), then variables separated by commas, `}`. A variable is a name of letters, digits, `_` and
///   percent-encodings, with single dots inside, and either `*` or `:` and a length from 1 to 9999.
enum URITemplateSyntax {
    static func isTemplate(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "{":
                guard let close = scalars.firstIndex(of: "}"), isExpression(scalars[..<close]) else { return false }
                scalars = scalars[(close + 1)...]
            case "%":
                guard isPercentEncoding(&scalars) else { return false }
            default:
                guard isLiteral(scalar) else { return false }
            }
        }
        return true
    }

    private static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x20, 0x7F, 0x22, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7C, 0x7D: false
        case 0x80...0x9F: false  // C1 controls
        default: true
        }
    }

    /// Two hexadecimal digits after a `%`, taken from `scalars`.
    private static func isPercentEncoding(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Bool {
        guard scalars.count >= 2, scalars.prefix(2).allSatisfy(\.isHexDigit) else { return false }
        scalars = scalars.dropFirst(2)
        return true
    }

    /// What is between the braces.
    private static func isExpression(_ body: ArraySlice<Unicode.Scalar>) -> Bool {
        var body = body
        if let first = body.first, "+#./;?&".unicodeScalars.contains(first) { body = body.dropFirst() }
        for variable in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard isVariable(variable) else { return false }
        }
        return true
    }

    private static func isVariable(_ variable: ArraySlice<Unicode.Scalar>) -> Bool {
        var name = variable
        if variable.last == "*" {
            name = variable.dropLast()
        } else if let colon = variable.firstIndex(of: ":") {
            let length = variable[(colon + 1)...]
            guard (1...4).contains(length.count), let first = length.first, first != "0",
                length.allSatisfy({ ("0"..."9").contains($0) })
            else { return false }
            name = variable[..<colon]
        }
        // varchar *( ["."] varchar ), a varchar a letter, a digit, `_` or a percent-encoding.
        var afterDot = true
        while let scalar = name.popFirst() {
            switch scalar {
            case ".":
                guard !afterDot else { return false }
                afterDot = true
                continue
            case "%":
                guard isPercentEncoding(&name) else { return false }
            case "a"..."z", "A"..."Z", "0"..."9", "_":
                break
            default:
                return false
            }
            afterDot = false
        }
        return !afterDot
    }
}

extension Unicode.Scalar {
    /// `0`–`9`, `A`–`F` or `a`–`f`.
    var isHexDigit: Bool {
        switch self {
        case "0"..."9", "a"..."f", "A"..."F": true
        default: false
        }
    }
}
