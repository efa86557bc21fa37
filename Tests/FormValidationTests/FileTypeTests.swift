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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formvalidation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }
}

@Suite struct FileTypeTests {
    @Test(
        arguments: [
            (FileSamples.png, FileType.png), (FileSamples.jpeg, .jpeg), (FileSamples.exif, .jpeg),
            (FileSamples.gif87, .gif),
            (FileSamples.gif89, .gif), (FileSamples.webp, .webp), (FileSamples.heic, .heic),
            (FileSamples.heifGeneral, .heic),
            (FileSamples.heifSequence, .heic), (FileSamples.pdf, .pdf), (FileSamples.zip, .zip),
            (FileSamples.emptyZip, .zip), (FileSamples.spannedZip, .zip),
        ] as [([UInt8], FileType)])
    func detectsByMagicNumber(_ bytes: [UInt8], _ type: FileType) {
        #expect(FileType.detect(Data(bytes)) == type)
    }

    @Test(
        arguments: [
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
        expect(
            rules, rejects: Data(FileSamples.pdf), codes: [.fileTypeNotAllowed],
            messages: ["Photo must be a PNG or JPEG file."])
        #expect(
            rules.validate(Data(FileSamples.pdf)).firstError?.parameters == ["types": "PNG or JPEG", "detected": "pdf"])
        #expect(
            rules.validate(Data(FileSamples.text)).firstError?.parameters == [
                "types": "PNG or JPEG", "detected": "unknown",
            ])
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
