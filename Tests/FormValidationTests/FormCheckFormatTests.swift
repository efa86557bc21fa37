import FormCheckCommand
import FormValidation
import Foundation
import Testing

/// `formcheck format KIND`: each line typed key by key at the end of a field, the text after each keystroke printed
/// tab-separated; an unknown formatter or a missing country is a usage error, before any line is read.
@Suite struct FormCheckFormatTests {
    @Test(arguments: [
        (
            ["format", "phone", "--country", "US"], "6502530000",
            "6\t65\t650\t650-2\t650-25\t650-253\t650-2530\t(650) 253-00\t(650) 253-000\t(650) 253-0000"
        ),
        (["format", "phone", "--country", "GB"], "+16502", "+\t+1\t+1 6\t+1 65\t+1 650\t+1 650-2"),
        (["format", "phone"], "+4930123", "+\t+4\t+49 \t+49 3\t+49 30\t+49 30 1\t+49 30 12\t+49 30 123"),
        (["format", "card"], "378282", "3\t37\t378\t3782\t3782 8\t3782 82"),
        (["format", "iban"], "gb82w", "G\tGB\tGB8\tGB82\tGB82 W"),
        (["format", "expiry"], "1229", "1\t12/\t12/2\t12/29"),
        (["format", "postal-code", "--country", "GB"], "sw1a1aa", "S\tSW\tSW1\tSW1A\tSW1A 1\tSW1A 1A\tSW1A 1AA"),
        (["format", "date", "--locale", "de_DE"], "2311", "2\t23.\t23.1\t23.11."),
        (["format", "card"], "", ""),
    ])
    func printsTheTextAfterEachKeystroke(arguments: [String], line: String, answer: String) async {
        let result = await FormCheckFormTests.run(arguments, input: line + "\n" + line + "\n")
        #expect(result.output == answer + "\n" + answer + "\n")
        #expect(result.error == "")
        #expect(result.status == 0)
    }

    @Test(arguments: [
        (
            ["format", "zip"],
            "formcheck: unknown formatter 'zip' (expected one of phone, card, iban, expiry, postal-code, identifier, date)"
        ),
        (["format", "postal-code"], "formcheck: the postal-code formatter needs a country"),
        (
            ["format", "postal-code", "--country", "QQ"],
            #"formcheck: the postal-code formatter does not know the country "QQ""#
        ),
        (["format", "date", "--locale", "xx_YY"], #"formcheck: unknown locale "xx_YY""#),
        // An unknown default country would format nothing typed without a calling code: refused, not ignored.
        (["format", "phone", "--country", "USA"], #"formcheck: the phone formatter does not know the country "USA""#),
        (["format"], "formcheck: missing argument KIND for rule 'format'"),
    ])
    func refusesWhatItCannotFormat(arguments: [String], message: String) async {
        let result = await FormCheckFormTests.run(arguments, input: "4111\n")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message + "\n"), "\(result.error)")
    }
}
