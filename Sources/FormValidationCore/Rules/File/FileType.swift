public import Foundation

/// A kind of file, told by its magic number — the signature its first bytes carry — never by its name.
///
/// ```swift
/// let header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
/// print(FileType.detect(header)?.name ?? "unknown")   // png
/// ```
///
/// A file renamed `photo.png` that holds a PDF is a PDF. Formats built on ZIP (DOCX, XLSX, EPUB, JAR, APK) are
/// ``zip`` files; HEIC and other HEIF images are ``heic`` (AVIF, which shares HEIF's container, is not).
///
/// Where other detectors decide differently: Python's `filetype` calls a file HEIC only for the major brand
/// `heic`, or `mif1`/`msf1` listing `heic`; here every HEIF image and sequence brand counts (`heix`, `hevc`,
/// `msf1` with `hevc`, …), as ISO/IEC 23008-12 defines them. A PDF must start with `%PDF-`: Acrobat also opens a
/// file with up to 1024 bytes of junk before it, which is how polyglot files slip past checks.
public struct FileType: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    enum Kind: UInt8, Sendable, Hashable, CaseIterable {
        case png, jpeg, gif, webp, heic, pdf, zip
    }

    let kind: Kind

    /// PNG: `89 50 4E 47 0D 0A 1A 0A`.
    public static let png = FileType(kind: .png)
    /// JPEG (JFIF, Exif): `FF D8 FF`.
    public static let jpeg = FileType(kind: .jpeg)
    /// GIF: `GIF87a` or `GIF89a`.
    public static let gif = FileType(kind: .gif)
    /// WebP: `RIFF`, a size, then `WEBP`.
    public static let webp = FileType(kind: .webp)
    /// HEIC and other HEIF images: an `ftyp` box whose brand is a HEIF image brand (`heic`, `heix`, `mif1`, …).
    public static let heic = FileType(kind: .heic)
    /// PDF: `%PDF-` at the very start.
    public static let pdf = FileType(kind: .pdf)
    /// ZIP archives and the formats built on them: `PK 03 04`, `PK 05 06` (empty) or `PK 07 08` (spanned).
    public static let zip = FileType(kind: .zip)

    /// Every type, in the order documentation and messages list them.
    public static let allCases: [FileType] = Kind.allCases.map(FileType.init(kind:))

    init(kind: Kind) { self.kind = kind }

    /// Looks a type up by its ``name``, or by `jpg` or `heif`.
    ///
    /// - Parameter name: `png`, `jpeg` (`jpg`), `gif`, `webp`, `heic` (`heif`), `pdf` or `zip`.
    public init?(name: String) {
        switch name {
        case "jpg": self = .jpeg
        case "heif": self = .heic
        default:
            guard let type = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = type
        }
    }

    /// The type's name in form specs and on `formcheck`'s command line: `png`, `jpeg`, `gif`, `webp`, `heic`,
    /// `pdf` or `zip`.
    public var name: String {
        switch kind {
        case .png: "png"
        case .jpeg: "jpeg"
        case .gif: "gif"
        case .webp: "webp"
        case .heic: "heic"
        case .pdf: "pdf"
        case .zip: "zip"
        }
    }

    /// The type as people read it: `PNG`, `JPEG`, `GIF`, `WebP`, `HEIC/HEIF`, `PDF`, `ZIP`.
    public var displayName: String {
        switch kind {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .gif: "GIF"
        case .webp: "WebP"
        case .heic: "HEIC/HEIF"
        case .pdf: "PDF"
        case .zip: "ZIP"
        }
    }

    /// The media type: `image/png`, `application/pdf`, ….
    public var mediaType: String {
        switch kind {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .heic: "image/heic"
        case .pdf: "application/pdf"
        case .zip: "application/zip"
        }
    }

    /// The type's ``displayName``.
    public var description: String { displayName }

    /// The type of a file whose contents are `data`, by its first bytes.
    ///
    /// - Parameter data: The file's contents, or at least its first 64 bytes.
    /// - Returns: The type, or `nil` when the bytes start with none of the signatures.
    /// - Complexity: O(1). Allocates nothing.
    public static func detect(_ data: Data) -> FileType? {
        data.prefix(FileSignature.headerSize).withUnsafeBytes { FileSignature.detect($0) }.map(FileType.init(kind:))
    }
}

extension FileType {
    /// Every type's name, in order, for argument messages.
    package static var names: [String] { allCases.map(\.name) }

    /// How many of a file's first bytes ``detect(header:)`` reads: 64.
    package static var headerSize: Int { FileSignature.headerSize }

    /// The type whose signature `header` (a file's first bytes, at most ``headerSize`` of them used) starts with,
    /// for a ``FileInspector`` that reads them into a buffer of its own.
    ///
    /// - Parameter header: The file's first bytes.
    /// - Returns: The type, or `nil` when the bytes start with none of the signatures.
    /// - Complexity: O(1). Allocates nothing.
    package static func detect(header: UnsafeRawBufferPointer) -> FileType? {
        FileSignature.detect(header).map(FileType.init(kind:))
    }
}

extension ArgumentType where Value == [FileType] {
    /// Type names: a JSON array (`["png", "jpeg"]`) or `png,jpeg` on the command line.
    static var fileTypes: ArgumentType {
        .choices(FileType.names, value: FileType.init(name:), name: \.name)
    }
}
