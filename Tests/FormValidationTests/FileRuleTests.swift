import FormValidation
import Foundation
import Testing

@Suite struct FileRuleTests {
    @Test func aPathChecksTypeAndSize() throws {
        let png = try FileSamples.file(FileSamples.png)
        let rules = RuleSet<String>(.file(types: [.png, .gif], maximumBytes: 100), field: "Picture")
        expect(rules, accepts: png.path)
        let big = try FileSamples.file(FileSamples.pdf + [UInt8](repeating: 0, count: 200))
        expect(
            rules, rejects: big.path, codes: [.fileTypeNotAllowed, .fileTooLarge],
            messages: ["Picture must be a PNG or GIF file.", "Picture must be at most 100 bytes."])
        expect(rules, rejects: png.path + ".missing", codes: [.fileNotFound], messages: ["Picture does not exist."])
        expect(rules, rejects: "a\0b", codes: [.fileNotFound])
        expect(RuleSet<String>(.file()), accepts: big.path)
        expect(RuleSet<String>(.file()), rejects: "/", codes: [.fileUnreadable])
    }

    @Test func aFifoIsRefusedWithoutWaiting() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        expect(RuleSet<String>(.file(types: [.png])), rejects: path, codes: [.fileUnreadable])
    }

    @Test func aMegabytePathAnswersAtOnce() {
        let path = "/" + String(repeating: "a", count: 1_000_000)
        #expect(!RuleSet<String>(.file(types: [.png])).validate(path).isValid)
    }

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "photo", "rules": [{"rule": "file", "types": ["png", "jpg"], "maxBytes": 1000}]}]}
                """#)
        #expect(spec.fields[0].rules == [.file(types: [.png, .jpeg], maximumBytes: 1000)])
        // `maxBytes` was the key before the argument took its Swift name: it is read, and written as the new one.
        let written = String(decoding: try JSONEncoder().encode(spec.fields[0].rules[0]), as: UTF8.self)
        #expect(written.contains(#""maximumBytes":1000"#) && !written.contains("maxBytes"), "\(written)")
        #expect(try JSONEncoder().encode(RuleSpec.file()) == Data(#"{"rule":"file"}"#.utf8))
        let png = try FileSamples.file(FileSamples.png, name: "a.png")
        let pdf = try FileSamples.file(FileSamples.pdf, name: "b.png")
        let missing = png.path + ".gone"
        // `--max-bytes`, the option's former name, still works.
        for option in ["--maximum-bytes", "--max-bytes"] {
            let result = FormCheckHarness.run(
                ["file", "--types", "png,jpeg", option, "1000"], input: "\(png.path)\n\(pdf.path)\n\(missing)\n\n")
            #expect(
                result
                    == FormCheckResult(
                        status: 1,
                        output:
                            "valid\ninvalid\tThis field must be a PNG or JPEG file.\ninvalid\tThis field does not exist.\nvalid\n",
                        error: ""))
        }
    }

    @Test func theNewAndTheFormerKeyTogetherAreRefused() {
        #expect {
            try FormSpec(
                json: #"""
                    {"name": "f", "fields": [{"name": "photo", "rules": [{"rule": "file", "maxBytes": 1, "maximumBytes": 2}]}]}
                    """#)
        } throws: { error in
            "\(error)".contains(#""maximumBytes" is given twice, also under its former name "maxBytes""#)
        }
    }
}
