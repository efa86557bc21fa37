import Foundation

/// The checks the file rules share, for `Data`, file URLs and paths.
enum FileChecks {
    /// The allowed types as a bit set.
    static func mask(_ types: [FileType]) -> UInt8 {
        types.reduce(0) { $0 | 1 << $1.kind.rawValue }
    }

    /// Reports a type outside `allowed`.
    static func checkType(
        _ kind: FileType.Kind?, allowed: UInt8, types: [FileType], failures: inout [RuleFailure]
    ) {
        if let kind, allowed & (1 << kind.rawValue) != 0 { return }
        failures.append(
            RuleFailure(
                .fileTypeNotAllowed,
                parameters: [
                    "types": .text(EnglishList.or(types.map(\.displayName))),
                    "detected": .text(kind.map { FileType(kind: $0).name } ?? "unknown"),
                ]))
    }

    /// Reports a size above `maximum`.
    static func checkSize(_ size: Int, maximum: Int, failures: inout [RuleFailure]) {
        guard size > maximum else { return }
        failures.append(
            RuleFailure(
                .fileTooLarge,
                parameters: ["max": .integer(maximum), "size": .integer(size), "maxSize": .text(describeSize(maximum))])
        )
    }

    /// The size and type of the file `url` names, as `inspector` finds them, or `nil` after reporting why it
    /// cannot be looked at.
    static func inspect(
        _ url: URL, wantsType: Bool, inspector: any FileInspector, failures: inout [RuleFailure]
    ) -> (size: Int, type: FileType.Kind?)? {
        guard url.isFileURL else {
            failures.append(RuleFailure(.fileUnreadable, parameters: ["reason": "it is not a file URL"]))
            return nil
        }
        let path = url.withUnsafeFileSystemRepresentation { path in path.flatMap(String.init(validatingCString:)) }
        guard let path else {
            failures.append(RuleFailure(.fileUnreadable, parameters: ["reason": "its path cannot be represented"]))
            return nil
        }
        return report(inspector.inspect(path: path, readingType: wantsType), failures: &failures)
    }

    /// The size and type of the file at `path`, as `inspector` finds them, or `nil` after reporting why it cannot
    /// be looked at.
    static func inspect(
        path: String, wantsType: Bool, inspector: any FileInspector, failures: inout [RuleFailure]
    ) -> (size: Int, type: FileType.Kind?)? {
        // A path with a NUL would be cut short by the system: no file has such a name.
        guard !path.utf8.contains(0) else {
            failures.append(RuleFailure(.fileNotFound))
            return nil
        }
        return report(inspector.inspect(path: path, readingType: wantsType), failures: &failures)
    }

    private static func report(_ inspection: FileInspection, failures: inout [RuleFailure]) -> (
        size: Int, type: FileType.Kind?
    )? {
        switch inspection {
        case .file(let size, let type): return (size, type?.kind)
        case .notFound: failures.append(RuleFailure(.fileNotFound))
        case .unreadable(let reason):
            failures.append(RuleFailure(.fileUnreadable, parameters: ["reason": .text(reason)]))
        }
        return nil
    }

    /// A size for people, in decimal units: "900 bytes", "1 byte", "1.5 kB", "5 MB", "2.25 GB".
    static func describeSize(_ bytes: Int) -> String {
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
        var unit = 0
        var scale = 1000
        while unit < units.count - 1, bytes / scale >= 1000 {
            scale *= 1000
            unit += 1
        }
        // Two decimals, rounded half up, trailing zeros dropped.
        let hundredths = (bytes / (scale / 100)) + ((bytes % (scale / 100)) * 2 >= scale / 100 ? 1 : 0)
        var text = String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            text += "." + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
        }
        return text + " " + units[unit]
    }
}
