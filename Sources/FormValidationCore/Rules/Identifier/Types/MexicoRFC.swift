/// Mexico's RFC (Registro Federal de Contribuyentes), its tax number: for a person, four letters from the name, the
/// birth date as `yymmdd` and a three-character homoclave (which may be missing); for a company, three letters, the
/// date of incorporation and the homoclave. Four letters that spell one of the words the SAT lists as
/// inconvenient are never assigned. The homoclave's last character is a check character, but it is not checked:
/// the SAT has issued numbers whose check character does not match (about 1.5% of them, by python-stdnum's
/// estimate), and they are valid. Source: the SAT's "Algoritmo para generar el RFC con homoclave". Displayed
/// `GODE 561231 GR8`.
struct MexicoRFCIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "mx.rfc", title: "RFC", example: "GODE 561231 GR8",
        otherExamples: ["MAB 930714 8T4", "COMG 600703", "VACE 460910 SX6", "XAXX 010101 000"], roles: [.taxID: ["MX"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        let letters: Int
        switch compact.count {
        case 10, 13: letters = 4
        case 12: letters = 3
        default: return .malformed
        }
        for index in 0..<letters where !compact.isLetter(index) { return .malformed }
        guard compact.allDigits(letters..<letters + 6) else { return .malformed }
        if letters == 4 && isInconvenient(compact, words: inconvenient) { return .malformed }
        // Two digits of year: 00 is 2000 or 1900, which differ only on 29 February, and 2000 has one.
        guard
            IdentifierDate.exists(
                year: 2000 + compact.number(letters, 2), month: compact.number(letters + 2, 2),
                day: compact.number(letters + 4, 2))
        else { return .impossibleDate }
        return nil
    }

    /// The words the SAT never assigns as an RFC's four letters (the RFC algorithm's annex of inconvenient words).
    private static let inconvenient: StaticString =
        """
        BUEIBUEYCACACACOCAGACAGOCAKACAKOCOGECOJACOJECOJICOJOCULOFETOGUEYJOTOKACAKACOKAGAKAGOKAKAKOGEKOJOKULO\
        MAMEMAMOMEARMEASMEONMIONMOCOMULAPEDAPEDOPENEPUTAPUTOQULORATARUIN
        """

    /// Whether the first four bytes are one of `words`, four letters each, in alphabetical order.
    static func isInconvenient(_ compact: UnsafeBufferPointer<UInt8>, words: StaticString) -> Bool {
        // Four bytes read as one big-endian number, to compare a word at once: the words are in alphabetical
        // order, which is the numbers' order, so a binary search finds one.
        let list = UnsafeRawPointer(words.utf8Start)
        let first = UInt32(bigEndian: UnsafeRawPointer(compact.baseAddress!).loadUnaligned(as: UInt32.self))
        var low = 0
        var high = words.utf8CodeUnitCount / 4
        while low < high {
            let middle = (low + high) / 2
            let word = UInt32(bigEndian: list.loadUnaligned(fromByteOffset: middle * 4, as: UInt32.self))
            if word == first { return true }
            if word < first { low = middle + 1 } else { high = middle }
        }
        return false
    }

    static func displayPattern(count: Int) -> StaticString? {
        switch count {
        case 13: "#### ###### ###"
        case 12: "### ###### ###"
        default: "#### ######"
        }
    }
}
