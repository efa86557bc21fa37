import FormValidation
import Foundation
import Testing

/// The file rules ask a ``FileInspector`` and do no I/O themselves: `FormValidationIO`'s looks at the disk, any
/// other is taken at its word, and a rule built for local use only says it could not look.
@Suite struct FileInspectorTests {
    @Test func theLocalInspectorReportsWhatIsOnDisk() throws {
        let inspector = LocalFileInspector.shared
        let png = try FileSamples.file(FileSamples.png)
        #expect(inspector.inspect(path: png.path, readingType: true) == .file(size: FileSamples.png.count, type: .png))
        #expect(inspector.inspect(path: png.path, readingType: false) == .file(size: FileSamples.png.count, type: nil))
        let text = try FileSamples.file(FileSamples.text)
        #expect(inspector.inspect(path: text.path, readingType: true) == .file(size: FileSamples.text.count, type: nil))
        #expect(inspector.inspect(path: png.path + ".missing", readingType: true) == .notFound)
        // A part of the path that is a file, not a folder: nothing can be under it.
        #expect(inspector.inspect(path: png.path + "/inside", readingType: true) == .notFound)
        #expect(inspector.inspect(path: "a\0b", readingType: true) == .notFound)
        let folder = FileManager.default.temporaryDirectory.path
        #expect(inspector.inspect(path: folder, readingType: true) == .unreadable(reason: "it is a folder"))
        #expect(
            inspector.inspect(path: "/dev/null", readingType: false) == .unreadable(reason: "it is not a regular file"))
    }

    @Test func theRulesTakeTheInspectorAtItsWord() throws {
        let inspector = UploadStore(files: ["/uploads/photo": .file(size: 2_000, type: .jpeg)])
        let byURL = RuleSet<URL>(
            .fileType([.png], inspector: inspector), .maximumFileSize(1_000, inspector: inspector), field: "Photo")
        expect(
            byURL, rejects: URL(fileURLWithPath: "/uploads/photo"), codes: [.fileTypeNotAllowed, .fileTooLarge],
            messages: ["Photo must be a PNG file.", "Photo must be at most 1 kB."])
        expect(
            byURL, rejects: URL(fileURLWithPath: "/uploads/other"), codes: [.fileNotFound],
            messages: ["Photo does not exist."])
        let byPath = RuleSet<String>(.file(types: [.jpeg], maximumBytes: 5_000, inspector: inspector), field: "Photo")
        expect(byPath, accepts: "/uploads/photo")
        expect(
            byPath, rejects: "/uploads/locked", codes: [.fileUnreadable],
            messages: ["Photo cannot be read: the store refused."])
        // A path no system can open is refused before the inspector is asked.
        expect(byPath, rejects: "/uploads/photo\0", codes: [.fileNotFound])
    }

    /// A rule built for local use only (``RuleBuildContext/local(message:)``) has no inspector: it says it could not
    /// look, rather than judge a file it never saw.
    @Test func aRuleBuiltWithoutAnInspectorSaysSo() throws {
        let png = try FileSamples.file(FileSamples.png)
        guard case .local(let rule) = try RuleSpec.file(types: [.png]).build(.local()) else {
            Issue.record("the file rule is local")
            return
        }
        expect(
            RuleSet(rule, field: "Photo"), rejects: png.path, codes: [.fileUnreadable],
            messages: ["Photo cannot be read: no file inspector was given."])
    }
}

/// Files kept somewhere other than the local disk: a map of paths to what is there.
private struct UploadStore: FileInspector {
    let files: [String: FileInspection]

    func inspect(path: String, readingType: Bool) -> FileInspection {
        if path == "/uploads/locked" { return .unreadable(reason: "the store refused") }
        return files[path] ?? .notFound
    }
}
