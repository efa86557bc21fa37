/// The magic numbers that tell a file's type from its first bytes, whatever its name says.
///
/// Sources: the PNG specification (ISO/IEC 15948, §5.2), JPEG's SOI marker followed by a marker segment
/// (ITU-T T.81, annex B), GIF87a/GIF89a (the GIF89a specification, §17), RIFF with form type `WEBP` (RFC 9649,
/// §2.5), the ISO base media file format's `ftyp` box with HEIF brands (ISO/IEC 23008-12, annex B; ISO/IEC 14496-12,
/// §4.3), `%PDF-` (ISO 32000-2, §7.5.2) and the ZIP local, empty-archive and spanning signatures (PKWARE's
/// APPNOTE 6.3.10, §4.3.7, §4.3.16, §8.5.3). Written in 2026.
enum FileSignature {
    /// How many leading bytes detection reads: enough for an `ftyp` box with a dozen compatible brands.
    static let headerSize = 64

    /// The type whose signature `bytes` (a file's first bytes, at most ``headerSize`` of them used) start with.
    ///
    /// - Complexity: O(1).
    static func detect(_ bytes: UnsafeRawBufferPointer) -> FileType.Kind? {
        func starts(with signature: StaticString, at offset: Int = 0) -> Bool {
            let count = signature.utf8CodeUnitCount
            guard bytes.count >= offset + count else { return false }
            let pointer = signature.utf8Start
            for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
            return true
        }
        if bytes.count >= 8, bytes[0] == 0x89, starts(with: "PNG\r\n\u{1A}\n", at: 1) { return .png }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
        if starts(with: "GIF87a") || starts(with: "GIF89a") { return .gif }
        if starts(with: "RIFF"), starts(with: "WEBP", at: 8) { return .webp }
        if starts(with: "%PDF-") { return .pdf }
        if starts(with: "PK\u{03}\u{04}") || starts(with: "PK\u{05}\u{06}") || starts(with: "PK\u{07}\u{08}") {
            return .zip
        }
        if starts(with: "ftyp", at: 4), isHEIF(bytes) { return .heic }
        return nil
    }

    /// Whether an `ftyp` box names a HEIF image: its major brand is one of HEIF's image brands, or `mif1`/`msf1`/
    /// `mif2` (HEIF's general brands) without an AVIF brand, which marks an AV1 image in the same container.
    private static func isHEIF(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 16 else { return false }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard boxSize >= 16 else { return false }
        let end = min(boxSize, bytes.count, headerSize)
        let major = brand(bytes, at: 8)
        if heicBrands.contains(major) { return true }
        guard generalBrands.contains(major) else { return false }
        var offset = 16
        while offset + 4 <= end {
            if avifBrands.contains(brand(bytes, at: offset)) { return false }
            offset += 4
        }
        return true
    }

    private static func brand(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    private static func fourCC(_ text: StaticString) -> UInt32 {
        let pointer = text.utf8Start
        return UInt32(pointer[0]) << 24 | UInt32(pointer[1]) << 16 | UInt32(pointer[2]) << 8 | UInt32(pointer[3])
    }

    /// HEVC-coded HEIF images and sequences (ISO/IEC 23008-12, annex B).
    private static let heicBrands: [UInt32] = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"].map(
        fourCC)
    /// HEIF's general image and sequence brands.
    private static let generalBrands: [UInt32] = ["mif1", "msf1", "mif2"].map(fourCC)
    /// AV1 images and sequences, which share the container (AVIF).
    private static let avifBrands: [UInt32] = ["avif", "avis"].map(fourCC)
}
