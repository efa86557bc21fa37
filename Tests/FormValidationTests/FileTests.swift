import FormValidation
import Foundation
import Testing

/// Headers of each type, as the format's specification writes its signature, followed by some content.
enum FileSamples {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF\0".utf8)
    static let exif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x12, 0x34] + Array("Exif\0\0".utf8)
    static let gif87: [UInt8] = Array("GIF87a".utf8) + [1, 0, 1, 0]
    static let gif89: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0]
    static let webp: [UInt8] = Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)
    static let heic = ftyp("heic", compatible: ["mif1", "heic"])
    static let heifGeneral = ftyp("mif1", compatible: ["mif1", "heic"])
    static let heifSequence = ftyp("msf1", compatible: ["msf1", "hevc"])
    static let avif = ftyp("avif", compatible: ["avif", "mif1", "miaf"])
    static let avifUnderMif1 = ftyp("mif1", compatible: ["mif1", "avif"])
    static let mp4 = ftyp("isom", compatible: ["isom", "iso2", "mp41"])
    static let pdf: [UInt8] = Array("%PDF-1.7\n%\u{E2}\u{E3}".utf8)
    static let zip: [UInt8] = Array("PK".utf8) + [3, 4, 20, 0, 0, 0, 8, 0]
    static let emptyZip: [UInt8] = Array("PK".utf8) + [5, 6] + [UInt8](repeating: 0, count: 18)
    static let spannedZip: [UInt8] = Array("PK".utf8) + [7, 8] + Array("PK".utf8) + [3, 4]
    static let text: [UInt8] = Array("hello, world\n".utf8)
    static let png16: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A]  // cut short

    /// An ISO base media `ftyp` box: size, `ftyp`, major brand, minor version 0, compatible brands.
    static func ftyp(_ major: String, compatible: [String]) -> [UInt8] {
        let size = 16 + 4 * compatible.count
        return [0, 0, 0, UInt8(size)] + Array("ftyp".utf8) + Array(major.utf8) + [0, 0, 0, 0]
            + compatible.flatMap { Array($0.utf8) } + [0, 0, 0, 8] + Array("meta".utf8)
    }

    /// A file holding `bytes` in a fresh temporary folder.
    static func file(_ bytes: [UInt8], name: String = "sample.bin") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formvalidation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }
}

@Suite struct FileTypeTests {
    @Test(arguments: [
        (FileSamples.png, FileType.png), (FileSamples.jpeg, .jpeg), (FileSamples.exif, .jpeg), (FileSamples.gif87, .gif),
        (FileSamples.gif89, .gif), (FileSamples.webp, .webp), (FileSamples.heic, .heic), (FileSamples.heifGeneral, .heic),
        (FileSamples.heifSequence, .heic), (FileSamples.pdf, .pdf), (FileSamples.zip, .zip),
        (FileSamples.emptyZip, .zip), (FileSamples.spannedZip, .zip),
    ] as [([UInt8], FileType)])
    func detectsByMagicNumber(_ bytes: [UInt8], _ type: FileType) {
        #expect(FileType.detect(Data(bytes)) == type)
    }

    @Test(arguments: [
        FileSamples.avif, FileSamples.avifUnderMif1, FileSamples.mp4, FileSamples.text, FileSamples.png16, [],
        Array("RIFF\u{24}\0\0\0WAVEfmt ".utf8), Array(" %PDF-1.4".utf8), Array("GIF88a".utf8), [0xFF, 0xD8],
        Array("BM".utf8) + [0x36, 0, 0, 0], [0, 0, 0, 8] + Array("ftypheic".utf8),
    ] as [[UInt8]])
    func detectsNothingElse(_ bytes: [UInt8]) {
        #expect(FileType.detect(Data(bytes)) == nil)
    }

    @Test func namesAndAliases() {
        #expect(FileType.allCases.map(\.name) == ["png", "jpeg", "gif", "webp", "heic", "pdf", "zip"])
        #expect(FileType(name: "jpg") == .jpeg)
        #expect(FileType(name: "heif") == .heic)
        #expect(FileType(name: "PNG") == nil)
        #expect(FileType.heic.displayName == "HEIC/HEIF")
        #expect(FileType.pdf.mediaType == "application/pdf")
    }

    // MARK: - Data

    @Test func dataOfAnAllowedType() {
        let rules = RuleSet<Data>(.fileType([.png, .jpeg]), field: "Photo")
        expect(rules, accepts: Data(FileSamples.png))
        expect(rules, accepts: Data(FileSamples.exif))
        expect(rules, rejects: Data(FileSamples.pdf), codes: [.fileTypeNotAllowed], messages: ["Photo must be a PNG or JPEG file."])
        #expect(rules.validate(Data(FileSamples.pdf)).firstError?.parameters == ["types": "PNG or JPEG", "detected": "pdf"])
        #expect(rules.validate(Data(FileSamples.text)).firstError?.parameters == ["types": "PNG or JPEG", "detected": "unknown"])
        // No bytes is no file: the rule is skipped, as for empty text.
        expect(rules, accepts: Data())
        expect(RuleSet<Data>(.required(), .fileType([.png])), rejects: Data(), codes: [.required])
    }

    @Test func theTypeIsNotTheName() throws {
        let disguised = try FileSamples.file(FileSamples.pdf, name: "holiday.png")
        let rules = RuleSet<URL>(.fileType([.png]), field: "Photo")
        expect(rules, rejects: disguised, codes: [.fileTypeNotAllowed], messages: ["Photo must be a PNG file."])
        let honest = try FileSamples.file(FileSamples.png, name: "document.pdf")
        expect(rules, accepts: honest)
    }

    @Test func dataSliceIsReadFromItsStart() {
        let data = Data(FileSamples.text + FileSamples.gif89)
        let slice = data.dropFirst(FileSamples.text.count)
        #expect(FileType.detect(slice) == .gif)
        expect(RuleSet<Data>(.fileType([.gif])), accepts: slice)
    }
}

@Suite struct MaximumFileSizeTests {
    @Test func data() {
        let rules = RuleSet<Data>(.maximumFileSize(16), field: "Attachment")
        expect(rules, accepts: Data(FileSamples.png))
        expect(rules, accepts: Data(repeating: 1, count: 16))
        expect(rules, rejects: Data(repeating: 1, count: 17), codes: [.fileTooLarge], messages: ["Attachment must be at most 16 bytes."])
        #expect(rules.validate(Data(repeating: 1, count: 17)).firstError?.parameters == ["max": 16, "size": 17, "maxSize": "16 bytes"])
    }

    @Test(arguments: [
        (1, "1 byte"), (999, "999 bytes"), (1000, "1 kB"), (1500, "1.5 kB"), (1_048_576, "1.05 MB"), (5_000_000, "5 MB"),
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

    @Test func aFileURLIsMeasuredNotRead() throws {
        // A sparse file of 3 GB: reading it whole would take seconds and the memory to hold it.
        let url = try FileSamples.file(FileSamples.png, name: "huge.png")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 3_000_000_000)
        try handle.close()
        let start = ContinuousClock.now
        let rules = RuleSet<URL>(.fileType([.png]), .maximumFileSize(5_000_000), field: "Upload")
        expect(rules, rejects: url, codes: [.fileTooLarge], messages: ["Upload must be at most 5 MB."])
        expect(RuleSet<URL>(.fileType([.png]), .maximumFileSize(3_000_000_000)), accepts: url)
        #expect(ContinuousClock.now - start < .seconds(1))
        try FileManager.default.removeItem(at: url)
    }

    @Test func missingAndUnreadableFiles() throws {
        let rules = RuleSet<URL>(.fileType([.png]), field: "Upload")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).png")
        expect(rules, rejects: missing, codes: [.fileNotFound], messages: ["Upload does not exist."])
        expect(RuleSet<URL>(.maximumFileSize(10), field: "Upload"), rejects: missing, codes: [.fileNotFound])
        let folder = FileManager.default.temporaryDirectory
        expect(rules, rejects: folder, codes: [.fileUnreadable], messages: ["Upload cannot be read: it is a folder."])
        expect(rules, rejects: URL(string: "https://example.com/a.png")!, codes: [.fileUnreadable],
               messages: ["Upload cannot be read: it is not a file URL."])
        expect(rules, rejects: URL(fileURLWithPath: "/dev/null"), codes: [.fileUnreadable],
               messages: ["Upload cannot be read: it is not a regular file."])
        if getuid() != 0 {
            let locked = try FileSamples.file(FileSamples.png)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
            expect(rules, rejects: locked, codes: [.fileUnreadable], messages: ["Upload cannot be read: permission denied."])
        }
    }
}

@Suite struct FileRuleTests {
    @Test func aPathChecksTypeAndSize() throws {
        let png = try FileSamples.file(FileSamples.png)
        let rules = RuleSet<String>(.file(types: [.png, .gif], maximumBytes: 100), field: "Picture")
        expect(rules, accepts: png.path)
        let big = try FileSamples.file(FileSamples.pdf + [UInt8](repeating: 0, count: 200))
        expect(rules, rejects: big.path, codes: [.fileTypeNotAllowed, .fileTooLarge],
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
        let start = ContinuousClock.now
        #expect(!RuleSet<String>(.file(types: [.png])).validate(path).isValid)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(json: #"""
            {"name": "f", "fields": [{"name": "photo", "rules": [{"rule": "file", "types": ["png", "jpg"], "maxBytes": 1000}]}]}
            """#)
        #expect(spec.fields[0].rules == [.file(types: [.png, .jpeg], maximumBytes: 1000)])
        #expect(try JSONEncoder().encode(RuleSpec.file()) == Data(#"{"rule":"file"}"#.utf8))
        let png = try FileSamples.file(FileSamples.png, name: "a.png")
        let pdf = try FileSamples.file(FileSamples.pdf, name: "b.png")
        let missing = png.path + ".gone"
        let result = FormCheckHarness.run(
            ["file", "--types", "png,jpeg", "--max-bytes", "1000"], input: "\(png.path)\n\(pdf.path)\n\(missing)\n\n")
        #expect(result == FormCheckResult(
            status: 1,
            output: "valid\ninvalid\tThis field must be a PNG or JPEG file.\ninvalid\tThis field does not exist.\nvalid\n",
            error: ""))
    }
}
