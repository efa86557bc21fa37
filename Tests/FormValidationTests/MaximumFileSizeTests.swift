import FormValidation
import Foundation
import Testing

@Suite struct MaximumFileSizeTests {
    @Test func data() {
        let rules = RuleSet<Data>(.maximumFileSize(16), field: "Attachment")
        expect(rules, accepts: Data(FileSamples.png))
        expect(rules, accepts: Data(repeating: 1, count: 16))
        expect(
            rules, rejects: Data(repeating: 1, count: 17), codes: [.fileTooLarge],
            messages: ["Attachment must be at most 16 bytes."])
        #expect(
            rules.validate(Data(repeating: 1, count: 17)).firstError?.parameters == [
                "max": 16, "size": 17, "maxSize": "16 bytes",
            ])
    }

    @Test(arguments: [
        (1, "1 byte"), (999, "999 bytes"), (1000, "1 kB"), (1500, "1.5 kB"), (1_048_576, "1.05 MB"),
        (5_000_000, "5 MB"),
        (2_250_000_000, "2.25 GB"), (999_999, "1000 kB"), (1_005_000, "1.01 MB"),
    ])
    func sizesForPeople(_ bytes: Int, _ text: String) throws {
        // A sparse file one byte over the limit: the rule asks the file system for its size.
        let url = try FileSamples.file([])
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(bytes + 1))
        try handle.close()
        defer { try? FileManager.default.removeItem(at: url) }
        let rules = RuleSet<URL>(.maximumFileSize(bytes), field: "File")
        expect(rules, rejects: url, codes: [.fileTooLarge], messages: ["File must be at most \(text)."])
    }

    /// A sparse file of 3 GB: reading it whole would take seconds and the memory to hold it.
    @Test func aFileURLIsMeasuredNotRead() throws {
        let url = try FileSamples.file(FileSamples.png, name: "huge.png")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 3_000_000_000)
        try handle.close()
        let rules = RuleSet<URL>(.fileType([.png]), .maximumFileSize(5_000_000), field: "Upload")
        expect(rules, rejects: url, codes: [.fileTooLarge], messages: ["Upload must be at most 5 MB."])
        expect(RuleSet<URL>(.fileType([.png]), .maximumFileSize(3_000_000_000)), accepts: url)
        try FileManager.default.removeItem(at: url)
    }

    /// Both rules open the file; a missing or unreadable one is a fact about the value, reported once.
    @Test func aMissingFileIsReportedOncePerValue() throws {
        let photo = RuleSet<URL>(.fileType([.png, .jpeg, .heic]), .maximumFileSize(5_000_000), field: "Photo")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).png")
        expect(photo, rejects: missing, codes: [.fileNotFound], messages: ["Photo does not exist."])
        expect(
            photo, rejects: FileManager.default.temporaryDirectory, codes: [.fileUnreadable],
            messages: ["Photo cannot be read: it is a folder."])
        expect(
            photo, rejects: URL(string: "https://example.com/a.png")!, codes: [.fileUnreadable],
            messages: ["Photo cannot be read: it is not a file URL."])
        // The size rule first, a rule set with a condition, and three rules: still once.
        let reversed = RuleSet<URL>(.maximumFileSize(10), .fileType([.png]), .fileType([.pdf]), field: "Photo")
        expect(reversed, rejects: missing, codes: [.fileNotFound], messages: ["Photo does not exist."])
        let conditional = RuleSet<URL>(
            .fileType([.png]).when(Condition(reading: []) { true }), .maximumFileSize(10), field: "Photo")
        expect(conditional, rejects: missing, codes: [.fileNotFound], messages: ["Photo does not exist."])
        // What each rule finds in the contents is its own: a large PDF fails both.
        let pdf = try FileSamples.file(FileSamples.pdf + Array(repeating: 0, count: 20))
        expect(
            RuleSet<URL>(.fileType([.png]), .maximumFileSize(10), field: "Photo"), rejects: pdf,
            codes: [.fileTypeNotAllowed, .fileTooLarge],
            messages: ["Photo must be a PNG file.", "Photo must be at most 10 bytes."])
    }

    @Test func missingAndUnreadableFiles() throws {
        let rules = RuleSet<URL>(.fileType([.png]), field: "Upload")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).png")
        expect(rules, rejects: missing, codes: [.fileNotFound], messages: ["Upload does not exist."])
        expect(RuleSet<URL>(.maximumFileSize(10), field: "Upload"), rejects: missing, codes: [.fileNotFound])
        let folder = FileManager.default.temporaryDirectory
        expect(rules, rejects: folder, codes: [.fileUnreadable], messages: ["Upload cannot be read: it is a folder."])
        expect(
            rules, rejects: URL(string: "https://example.com/a.png")!, codes: [.fileUnreadable],
            messages: ["Upload cannot be read: it is not a file URL."])
        expect(
            rules, rejects: URL(fileURLWithPath: "/dev/null"), codes: [.fileUnreadable],
            messages: ["Upload cannot be read: it is not a regular file."])
        if getuid() != 0 {
            let locked = try FileSamples.file(FileSamples.png)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
            expect(
                rules, rejects: locked, codes: [.fileUnreadable],
                messages: ["Upload cannot be read: permission denied."])
        }
    }
}
