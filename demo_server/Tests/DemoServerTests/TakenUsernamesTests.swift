import DemoServer
import Foundation
import Testing

/// The taken-usernames list: its file format and the bundled fixture.
@Suite struct TakenUsernamesTests {
    @Test("parses one name a line, skipping comments and blank lines")
    func parsing() {
        let names = TakenUsernames(
            parsing: """
                # a comment
                admin
                  Root  \t

                alice # inline comment
                #bob
                """
        )
        #expect(names.count == 3)
        #expect(names.contains("admin"))
        #expect(names.contains("ROOT"))
        #expect(names.contains(" alice "))
        #expect(!names.contains("bob"))
        #expect(!names.contains("# a comment"))
        #expect(!names.contains(""))
    }

    @Test("the bundled fixture lists about ten plausible names")
    func fixture() throws {
        let path = try #require(DemoServerConfiguration.defaultUsernamesFile())
        #expect(path.hasSuffix("Fixtures/taken-usernames.txt"))
        let names = try TakenUsernames(contentsOfFile: path)
        #expect((8...20).contains(names.count))
        for name in ["admin", "root", "alice", "Bob"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("zelda"))
    }

    @Test("a missing file is a clear error")
    func missingFile() {
        #expect(
            throws: UsernamesFileError(
                path: "/nonexistent/names.txt", reason: "the file does not exist or is not readable")
        ) {
            try TakenUsernames(contentsOfFile: "/nonexistent/names.txt")
        }
        let error = UsernamesFileError(
            path: "/nonexistent/names.txt", reason: "the file does not exist or is not readable")
        #expect(
            error.description
                == "cannot read the usernames file /nonexistent/names.txt: the file does not exist or is not readable")
    }

    @Test("a file that is not UTF-8 is a clear error")
    func notUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString).txt")
        try Data([0x61, 0xFF, 0xFE, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: UsernamesFileError(path: url.path, reason: "the file is not UTF-8 text")) {
            try TakenUsernames(contentsOfFile: url.path)
        }
    }
}
