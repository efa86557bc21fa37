@_spi(Scanning) import FormValidationCore
import Foundation

/// IP addresses as text: IPv4's dotted decimal (RFC 2673: four numbers from 0 to 255, no leading zero) and IPv6's
/// hexadecimal groups (RFC 4291, section 2.2: eight groups of one to four digits, one run of zero groups written
/// `::`, the last two groups possibly an IPv4 address). No zone index, no brackets, ASCII only.
enum IPAddressSyntax {
    static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(ASCIISet.digits.contains) else { return false }
            if part.count > 1 && part.first == UInt8(ascii: "0") { return false }
            let value = part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard value <= 255 else { return false }
        }
        return true
    }

    static func isIPv6(_ text: Substring) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }), !text.isEmpty else { return false }
        // At most one `::`, which stands for one or more groups of zeros.
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: String) -> Int? {
            guard !part.isEmpty else { return 0 }
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            var count = 0
            for (index, piece) in pieces.enumerated() {
                if index == pieces.count - 1, piece.contains(".") {
                    guard isIPv4(piece) else { return nil }
                    count += 2
                } else {
                    guard (1...4).contains(piece.utf8.count), piece.utf8.allSatisfy(ASCIISet.hexDigits.contains) else {
                        return nil
                    }
                    count += 1
                }
            }
            return count
        }
        if halves.count == 1 { return groups(halves[0]) == 8 }
        // An IPv4 address may end only the whole address, not the part before `::`.
        guard !halves[0].contains("."), let before = groups(halves[0]), let after = groups(halves[1]) else {
            return false
        }
        return before + after <= 7
    }
}
