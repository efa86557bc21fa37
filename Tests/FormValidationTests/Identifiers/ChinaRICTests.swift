import FormValidation
import Testing

/// China's resident identity number: the region, the birth date and the MOD 11-2 check character.
@Suite struct ChinaRICTests {
    @Test(arguments: [
        ("11010519491231002x", "11010519491231002X"),
        ("360426 19910101 0071", "360426199101010071"),
        ("110105200002290013", "110105200002290013"),
        // A code retired in 2010 (Chongwen district), for someone born in 2010.
        ("110103201001010018", "110103201001010018"),
        // A code first listed in 1983 (De'an county), for someone born before: numbers were given from 1984 by
        // the residence then, so such holders exist (python-stdnum 2.2 refuses it).
        ("360426196001010070", "360426196001010070"),
    ])
    func valid(_ input: String, _ compact: String) {
        // Displayed in its compact form.
        IdentifierExpectation.valid(.chinaRIC, input, compact, compact)
    }

    @Test(arguments: [
        // 30 February 1949; 29 February 1900, not a leap year; the year 0.
        ("110105194902300020", ValidationError.Code.invalidIdentifierDate),
        ("110105190002290017", .invalidIdentifierDate),
        ("11010500000101001X", .invalidIdentifierDate),
        ("110105194912310021", .invalidIdentifierCheckDigit),
        // No such region; a province's unknown county; a code retired before the birth year.
        ("990000199001010017", .invalidIdentifier),
        ("110199199001010010", .invalidIdentifier),
        ("110103201101010015", .invalidIdentifier),
        ("11010519491231002", .invalidIdentifier),
        ("1101051949123100Y2", .invalidIdentifier),
    ])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.chinaRIC, input, code)
    }
}
