import FormValidation
import Foundation
import Testing

@Suite struct UUIDTests {
    let rules = RuleSet<String>(.uuid(), field: "ID")

    /// RFC 9562's example UUIDs (appendix A; version 2 from DCE Security), one per version, and the Nil and Max
    /// UUIDs, as written there and in lower case.
    static let examples: [(String, Int?)] = [
        ("c232ab00-9414-11ec-b3c8-9f6bdeced846", 1),
        ("000003e8-2363-21ef-8e00-325096b39f47", 2),
        ("5df41881-3aed-3515-88a7-2f4a814cf09e", 3),
        ("919108f7-52d1-4320-9bac-f847db4148a8", 4),
        ("2ed6657d-e927-568b-95e1-2665a8aea6a2", 5),
        ("1ec9414c-232a-6b00-b3c8-9f6bdeced846", 6),
        ("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", 7),
        ("2489e9ad-2ee2-8e00-8ec9-32d5f69181c0", 8),
        ("00000000-0000-0000-0000-000000000000", nil),
        ("ffffffff-ffff-ffff-ffff-ffffffffffff", nil),
    ]

    @Test(arguments: examples)
    func acceptsEveryVersionAndTheNilAndMaxUUIDs(_ uuid: String, _ version: Int?) {
        expect(rules, accepts: uuid, correctedTo: uuid)
        expect(rules, accepts: uuid.uppercased(), correctedTo: uuid)
    }

    /// Lower case is what RFC 9562 asks of a UUID written out; a corrected value passes again unchanged.
    @Test(arguments: [
        ("C232AB00-9414-11EC-B3C8-9F6BDECED846", "c232ab00-9414-11ec-b3c8-9f6bdeced846"),
        ("017F22E2-79b0-7CC3-98c4-DC0C0C07398F", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"),
        ("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "ffffffff-ffff-ffff-ffff-ffffffffffff"),
    ])
    func correctsToLowerCase(_ typed: String, _ corrected: String) {
        expect(rules, accepts: typed, correctedTo: corrected)
        expect(rules, accepts: corrected, correctedTo: corrected)
    }

    @Test(arguments: [
        "919108f752d143209bacf847db4148a8",  // no hyphens
        "919108f7-52d1-4320-9bac-f847db4148a",  // a digit short
        "919108f7-52d1-4320-9bac-f847db4148a80",  // a digit too many
        "919108f752-d1-4320-9bac-f847db4148a8",  // a hyphen misplaced
        "{919108f7-52d1-4320-9bac-f847db4148a8}",  // braces
        "urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8",  // the URN form
        " 919108f7-52d1-4320-9bac-f847db4148a8",  // a space
        "919108f7-52d1-4320-9bac-f847db4148a8\n",  // a line end
        "919108g7-52d1-4320-9bac-f847db4148a8",  // not a hex digit
        "９19108f7-52d1-4320-9bac-f847db4148a8",  // a full-width digit
        "919108f7-52d1-0320-9bac-f847db4148a8",  // version 0, not the Nil UUID
        "919108f7-52d1-9320-9bac-f847db4148a8",  // version 9
        "919108f7-52d1-f320-9bac-f847db4148a8",  // version 15, not the Max UUID
        "919108f7-52d1-4320-7bac-f847db4148a8",  // the NCS variant
        "919108f7-52d1-4320-cbac-f847db4148a8",  // the Microsoft variant
        "919108f7-52d1-4320-ebac-f847db4148a8",  // the reserved variant
        "00000000-0000-0000-0000-000000000001",  // nearly the Nil UUID
        "ffffffff-ffff-ffff-ffff-fffffffffffe",  // nearly the Max UUID
        "919108f7—52d1—4320—9bac—f847db4148a8",  // em dashes
    ])
    func rejectsWhatIsNotAUUID(_ text: String) {
        expect(rules, rejects: text, codes: [.invalidUUID], messages: ["ID is not a valid UUID."])
    }

    @Test func versionsLimitWhatPasses() {
        let rules = RuleSet<String>(.uuid(versions: [4, 7]), field: "ID")
        expect(rules, accepts: "919108f7-52d1-4320-9bac-f847db4148a8")
        expect(
            rules, accepts: "017F22E2-79B0-7CC3-98C4-DC0C0C07398F", correctedTo: "017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
        for other in Self.examples.map(\.0) where !["4", "7"].contains(other.dropFirst(14).prefix(1)) {
            expect(
                rules, rejects: other, codes: [.uuidVersionNotAllowed],
                messages: ["ID must be a UUID of one of these versions: 4 or 7."])
        }
        #expect(
            rules.validate("c232ab00-9414-11ec-b3c8-9f6bdeced846").firstError?.parameters
                == ["versions": .list(["4", "7"])])
        // Not a UUID at all is said first.
        expect(rules, rejects: "919108f7", codes: [.invalidUUID])
    }

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [
                    {"name": "any", "rules": [{"rule": "uuid"}]},
                    {"name": "v7", "rules": [{"rule": "uuid", "versions": [7]}]}]}
                """#)
        #expect(spec.fields[0].rules == [.uuid()])
        #expect(spec.fields[1].rules == [.uuid(versions: [7])])
        let encoded = try JSONEncoder().encode(RuleSpec.uuid(versions: [7]))
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""versions":[7]"#))
        let result = FormCheckHarness.run(
            ["uuid", "--versions", "7"],
            input: "017F22E2-79B0-7CC3-98C4-DC0C0C07398F\n919108f7-52d1-4320-9bac-f847db4148a8\nnope\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1,
                    output: "valid\t017f22e2-79b0-7cc3-98c4-dc0c0c07398f\n"
                        + "invalid\tThis field must be a UUID of one of these versions: 7.\n"
                        + "invalid\tThis field is not a valid UUID.\n",
                    error: ""))
    }

    @Test(arguments: [
        #"{"rule": "uuid", "versions": []}"#,
        #"{"rule": "uuid", "versions": [9]}"#,
        #"{"rule": "uuid", "versions": [0]}"#,
        #"{"rule": "uuid", "versions": ["4"]}"#,
        #"{"rule": "uuid", "versions": 4}"#,
    ])
    func aSpecWithBadVersionsIsRefusedWhenLoaded(_ rule: String) {
        #expect(throws: FormSpecError.self) {
            try FormSpec(json: #"{"name": "f", "fields": [{"name": "id", "rules": ["# + rule + "]}]}")
        }
    }

    @Test(arguments: [["--versions", ""], ["--versions", "9"], ["--versions", "4,x"], ["--versions", "+4"]])
    func badVersionsAreAUsageError(_ options: [String]) {
        let result = FormCheckHarness.run(["uuid"] + options, input: "919108f7-52d1-4320-9bac-f847db4148a8\n")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.contains("versions"))
    }
}
