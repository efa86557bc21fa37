import FormValidationGenerating
import Foundation

/// `formvalidation-generate [--check]`, run from the repository's root by `./scripts/generate`: writes the files
/// generated from the compiled library (see `GeneratedSources`), only those that changed; with `--check`, writes
/// nothing and exits 1 naming each file that is not what it would write.
@main
enum GenerateMain {
    static func main() {
        let check = CommandLine.arguments.dropFirst().contains("--check")
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            var stale: [String] = []
            for file in try GeneratedSources.files(root: root)
            where (try? GeneratedSources.committed(file.path, root: root)) != file.text {
                stale.append(file.path)
                if !check {
                    try file.text.write(to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
                }
            }
            if check && !stale.isEmpty {
                FileHandle.standardError.write(
                    Data(stale.map { "\($0) is not what ./scripts/generate writes\n" }.joined().utf8))
                exit(1)
            }
            if !check { for path in stale { print("wrote \(path)") } }
        } catch {
            FileHandle.standardError.write(Data("formvalidation-generate: \(error)\n".utf8))
            exit(1)
        }
    }
}
